import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { processImage, type ProcessedImage } from './image-processing.js';
import { SNIFF_BYTES, sniffImageKind } from './image-sniff.js';
import { IMAGE_REFUSALS, MAX_IMAGE_BYTES, toUploadError, type UploadRefusals } from './upload-errors.js';

export interface ReadImagesOptions {
  /** The form fields that may carry a file, e.g. `['images', 'image']`; the first is named in error messages. */
  fields: readonly string[];
  /** Files the request may carry (the plugin's global limit is 10). */
  maxFiles: number;
  /** Per-file size limit in bytes (default 5 MB). */
  maxBytes?: number;
}

/**
 * After a refusal the client is usually still sending. The rest of the body is read and thrown away, so the client
 * gets to read the answer (closing the socket under a sending client often loses the answer to a TCP reset), but
 * only up to this much: past it the connection is cut.
 */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

export type FileStream = Readable & { truncated?: boolean };

/** What to do with each part of a multipart body, and how an upload refusal is answered. */
export interface PartReader {
  /** busboy's limits for this body (files, their size, fields, parts). */
  limits: NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];
  /** A text part; throws to refuse it. */
  field(part: MultipartValue): void;
  /** A file part: reads it (readFilePart) or throws to refuse it. */
  file(part: MultipartFile): Promise<void>;
  /** The files the body may carry, named by a 413 for one too many. */
  maxFiles: number;
  refusals?: UploadRefusals;
}

/**
 * Reads a multipart body's parts in order, each through `reader`. On any refusal the rest of the request is left to
 * drain (abandonRequest) and the error is answered as an upload's (toUploadError).
 */
export async function readParts(request: FastifyRequest, reader: PartReader): Promise<void> {
  const parts = request.parts({ limits: reader.limits });
  let current: FileStream | undefined;
  try {
    for (;;) {
      const next = await parts.next();
      if (next.done) break;
      const part: Multipart = next.value;
      if (part.type === 'field') {
        reader.field(part);
        continue;
      }
      current = part.file as FileStream;
      await reader.file(part);
      current = undefined;
    }
  } catch (error) {
    abandonRequest(request, parts, current);
    throw toUploadError(error, reader.maxFiles, reader.refusals);
  }
}

/**
 * Reads every image of a multipart request, in order, and answers them checked and re-encoded (nothing is stored).
 *
 * Each file is streamed: its bytes are counted as they arrive and the request is refused with 413 as soon as one
 * passes the limit (busboy's `fileSize` limit truncates the part; its `limit` event rejects at once, before the rest
 * of the file arrives). The first bytes decide the format — JPEG, PNG or WEBP, whatever the file's name or declared
 * type — anything else is refused with 415 before the rest is read. A file that sniffs right but does not decode is
 * refused with 400. A request that is not multipart/form-data is a 415.
 */
export async function readImageUploads(request: FastifyRequest, options: ReadImagesOptions): Promise<ProcessedImage[]> {
  if (!request.isMultipart()) throw IMAGE_REFUSALS.notMultipart();
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const images: ProcessedImage[] = [];
  await readParts(request, {
    limits: { files: options.maxFiles, fileSize: maxBytes },
    field: (part) => {
      throw IMAGE_REFUSALS.unknownField(part.fieldname, options.fields);
    },
    file: async (part) => {
      if (!options.fields.includes(part.fieldname)) throw IMAGE_REFUSALS.unknownField(part.fieldname, options.fields);
      const { data, kind } = await readFilePart(part, maxBytes, sniffImageKind, IMAGE_REFUSALS);
      images.push(await processImage(data, kind));
    },
    maxFiles: options.maxFiles,
  });
  if (images.length === 0) throw IMAGE_REFUSALS.required();
  return images;
}

/**
 * Buffers one file part (at most `maxBytes`), refusing it as soon as it is too large or its first SNIFF_BYTES bytes
 * are not of a kind `sniff` recognises (an image; for documents, an image or a PDF).
 */
export function readFilePart<K extends string>(
  part: MultipartFile,
  maxBytes: number,
  sniffKind: (head: Uint8Array) => K | null,
  refusals: UploadRefusals,
): Promise<{ data: Buffer; kind: K }> {
  const file = part.file as FileStream;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let kind: K | null | undefined;
    const stop = () => {
      file.off('data', onData);
      file.off('limit', onLimit);
      file.off('end', onEnd);
      file.off('error', onError);
    };
    const fail = (error: unknown) => {
      stop();
      // Keep the part flowing into nothing, so busboy can go on parsing (and the client finish sending).
      file.on('error', () => {});
      file.resume();
      reject(error);
    };
    const sniff = () => {
      kind = sniffKind(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
      return kind;
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(refusals.tooLarge());
      chunks.push(chunk);
      if (kind === undefined && size >= SNIFF_BYTES && !sniff()) fail(refusals.unsupported());
    };
    const onLimit = () => fail(refusals.tooLarge());
    const onEnd = () => {
      stop();
      if (file.truncated) return reject(refusals.tooLarge());
      if (kind === undefined) sniff();
      if (!kind) return reject(refusals.unsupported());
      resolve({ data: Buffer.concat(chunks, size), kind });
    };
    const onError = (error: unknown) => {
      stop();
      reject(error);
    };
    file.on('data', onData);
    file.on('limit', onLimit);
    file.on('end', onEnd);
    file.on('error', onError);
  });
}

/**
 * Lets the rest of a refused request drain without keeping any of it: the current and every later file part are
 * read into nothing, and past MAX_DRAIN_BYTES the connection is closed.
 */
export function abandonRequest(request: FastifyRequest, parts: AsyncIterableIterator<Multipart>, current: FileStream | undefined): void {
  if (current && !current.readableEnded) {
    current.on('error', () => {});
    current.resume();
  }
  const raw = request.raw;
  if (!raw.readableEnded) {
    let drained = 0;
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAIN_BYTES) {
        raw.off('data', onData);
        raw.destroy();
      }
    };
    raw.on('data', onData);
    raw.once('end', () => raw.off('data', onData));
    raw.once('close', () => raw.off('data', onData));
  }
  void (async () => {
    try {
      for (;;) {
        const next = await parts.next();
        if (next.done) return;
        if (next.value.type === 'file') {
          next.value.file.on('error', () => {});
          next.value.file.resume();
        }
      }
    } catch {
      // The request ended or broke: nothing left to drain.
    }
  })();
}
