import type { FastifyRequest } from 'fastify';
import { processImage, type ProcessedImage } from './image-processing.js';
import { sniffImageKind } from './image-sniff.js';
import { fieldTooLarge } from './multipart-create.js';
import { readFilePart, readParts } from './multipart-images.js';
import { IMAGE_REFUSALS, MAX_IMAGE_BYTES } from './upload-errors.js';

export interface ReadFormOptions {
  /** The one form field that may carry images, e.g. `photos`. */
  fileField: string;
  /** Images the form may carry; none is fine. */
  maxFiles: number;
  /** Text fields the form may carry at most (unknown ones are left to the body's validation). */
  maxFields: number;
  /** Bytes (UTF-8) one text field may hold at most: a longer one is refused, never cut. */
  maxFieldBytes: number;
  maxBytes?: number;
}

/** A form of text fields and (optional) images, read from one multipart request. */
export interface MultipartForm {
  fields: Record<string, string>;
  images: ProcessedImage[];
}

/**
 * Reads a multipart form that carries text fields beside its images (a review with its photos): the fields as text
 * (validated afterwards like a JSON body), the images checked exactly as readImageUploads checks them — streamed,
 * 413 past 5 MB, 415 when the first bytes are not JPEG, PNG or WEBP, 400 when they do not decode — and re-encoded.
 * A field sent twice keeps its last value. No image at all is fine.
 */
export async function readMultipartForm(request: FastifyRequest, options: ReadFormOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) throw IMAGE_REFUSALS.notMultipart();
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const images: ProcessedImage[] = [];
  await readParts(request, {
    limits: {
      files: options.maxFiles,
      fileSize: maxBytes,
      fields: options.maxFields,
      fieldSize: options.maxFieldBytes,
      parts: options.maxFiles + options.maxFields,
    },
    field: (part) => {
      // A value past maxFieldBytes arrives cut short: refused as too long, never read as the shorter text.
      if (part.valueTruncated) throw fieldTooLarge(part.fieldname, options.maxFieldBytes);
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    },
    file: async (part) => {
      if (part.fieldname !== options.fileField) throw IMAGE_REFUSALS.unknownField(part.fieldname, [options.fileField]);
      const { data, kind } = await readFilePart(part, maxBytes, sniffImageKind, IMAGE_REFUSALS);
      images.push(await processImage(data, kind));
    },
    maxFiles: options.maxFiles,
  });
  return { fields: { ...fields }, images };
}
