import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { type DocumentKind, DOCUMENT_TYPES, sniffDocumentKind } from './image-sniff.js';
import { readFilePart, readParts } from './multipart-images.js';
import { DOCUMENT_REFUSALS, invalidDocument, MAX_IMAGE_BYTES } from './upload-errors.js';

/** A document as uploaded (a remittance copy): its bytes kept as sent, recognised by them, never by a name. */
export interface UploadedDocumentFile {
  data: Buffer;
  kind: DocumentKind;
  contentType: string;
  extension: string;
}

export interface ReadDocumentOptions {
  /** The one form field that carries the file. */
  field: string;
  /** Size limit in bytes (default 5 MB). */
  maxBytes?: number;
}

/** How far from the end a format's closing mark may sit (trailing line breaks and padding are common). */
const TAIL_BYTES = 2048;
const tail = (data: Buffer) => data.subarray(Math.max(0, data.length - TAIL_BYTES));

/**
 * Whether the bytes run to the end of the format, not only start like it: a file cut short in transit, or only its
 * header, is not a document. PDF: its `%%EOF` trailer; PNG: the IEND chunk; JPEG: the end-of-image marker FF D9;
 * WEBP: as many bytes as its RIFF header announces. Pure and cheap: the bytes are not decoded.
 */
export function endsWhole(data: Buffer, kind: DocumentKind): boolean {
  switch (kind) {
    case 'pdf':
      return tail(data).includes('%%EOF');
    case 'png':
      return tail(data).includes('IEND');
    case 'jpeg':
      return tail(data).includes(Buffer.from([0xff, 0xd9]));
    case 'webp':
      return data.length >= 12 && data.readUInt32LE(4) + 8 <= data.length;
  }
}

/** Whether the bytes really are what their first bytes said: whole (endsWhole), and an image's header reads as that format. */
async function isWhole(data: Buffer, kind: DocumentKind): Promise<boolean> {
  if (!endsWhole(data, kind)) return false;
  if (kind === 'pdf') return true;
  try {
    const meta = await sharp(data, { failOn: 'error', limitInputPixels: false }).metadata();
    return meta.format === kind && (meta.width ?? 0) > 0 && (meta.height ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * Reads the one file of a multipart request, streamed and refused as early as possible like images are
 * (multipart-images.ts): 413 past the size limit, 415 when its first bytes are not JPEG, PNG, WEBP or PDF, 400 when
 * it does not run to its end (cut short) or its header does not read (an image). The bytes are kept as sent: a document is stored
 * privately and downloaded only by its owner and staff, never served on a public URL.
 */
export async function readDocumentUpload(request: FastifyRequest, options: ReadDocumentOptions): Promise<UploadedDocumentFile> {
  if (!request.isMultipart()) throw DOCUMENT_REFUSALS.notMultipart();
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const fields = [options.field];
  let document: { data: Buffer; kind: DocumentKind } | undefined;
  await readParts(request, {
    limits: { files: 1, fileSize: maxBytes },
    field: (part) => {
      throw DOCUMENT_REFUSALS.unknownField(part.fieldname, fields);
    },
    file: async (part) => {
      if (part.fieldname !== options.field) throw DOCUMENT_REFUSALS.unknownField(part.fieldname, fields);
      if (document) throw DOCUMENT_REFUSALS.tooMany(1);
      document = await readFilePart(part, maxBytes, sniffDocumentKind, DOCUMENT_REFUSALS);
    },
    maxFiles: 1,
    refusals: DOCUMENT_REFUSALS,
  });
  if (!document) throw DOCUMENT_REFUSALS.required();
  if (!(await isWhole(document.data, document.kind))) throw invalidDocument();
  return { ...document, ...DOCUMENT_TYPES[document.kind] };
}
