import type { FastifyRequest } from 'fastify';
import { checkJsonText, MAX_JSON_DEPTH } from '../boundary/hostile-text.js';
import { badRequest, fieldError, invalidField } from '../errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { processImage, type ProcessedImage } from './image-processing.js';
import { sniffImageKind } from './image-sniff.js';
import { readFilePart, readParts } from './multipart-images.js';
import { IMAGE_REFUSALS, MAX_IMAGE_BYTES } from './upload-errors.js';

/** The part of a create form that carries the fields, as the JSON the route also takes as application/json. */
export const CREATE_DATA_FIELD = 'data';

export interface ReadCreateFormOptions {
  /** The one form field that may carry the image, e.g. `photo`. */
  fileField: string;
  /** How many bytes the fields' JSON may take (a blog post's content is long, an agent's fields are short). */
  maxDataBytes: number;
  /** Images the form may carry (default 1); none is fine. */
  maxFiles?: number;
}

/** What a create form carries: the fields as parsed JSON (not yet validated) and its images, checked and re-encoded. */
export interface CreateForm {
  data: unknown;
  images: ProcessedImage[];
}

/** A text part longer than the form takes: busboy cut it short, so it is refused, never read as the shorter text. */
export const fieldTooLarge = (field: string, max: number) => invalidField(field, Msg.FORM_FIELD_TOO_LARGE, { field, max });

const unknownPart = (field: string, expected: string) =>
  badRequest(Msg.FORM_UNKNOWN_PART, { field, expected }, [fieldError(field, Msg.FIELD_NOT_ACCEPTED)]);

/** The fields' JSON is not an object: 400, naming the part. */
const invalidData = () => invalidField(CREATE_DATA_FIELD, Msg.FORM_DATA_INVALID, { field: CREATE_DATA_FIELD });

/**
 * Reads a create form sent as multipart/form-data: the fields in one `data` part (the same JSON object the route takes
 * as application/json) and up to `maxFiles` images in `fileField`. Every image is checked as readImageUploads checks
 * one — streamed, 413 past 5 MB, 415 when its first bytes are not JPEG, PNG or WEBP, 400 when it does not decode — and
 * re-encoded, all before anything is written: the caller validates the fields, stores the images and writes its row
 * in one unit (ImageUploads.storedWith). Fields' JSON longer than `maxDataBytes` is refused (400 naming `data`), never cut short;
 * any other text part, or a second `data`, is refused as unknown (400).
 */
export async function readCreateForm(request: FastifyRequest, options: ReadCreateFormOptions): Promise<CreateForm> {
  if (!request.isMultipart()) throw IMAGE_REFUSALS.notMultipart();
  const maxFiles = options.maxFiles ?? 1;
  let text: string | undefined;
  const images: ProcessedImage[] = [];
  await readParts(request, {
    limits: { files: maxFiles, fileSize: MAX_IMAGE_BYTES, fields: 1, fieldSize: options.maxDataBytes, parts: maxFiles + 1 },
    field: (part) => {
      if (part.fieldname !== CREATE_DATA_FIELD || text !== undefined) throw unknownPart(part.fieldname, options.fileField);
      if (part.valueTruncated) throw fieldTooLarge(CREATE_DATA_FIELD, options.maxDataBytes);
      text = typeof part.value === 'string' ? part.value : String(part.value as unknown);
    },
    file: async (part) => {
      if (part.fieldname !== options.fileField) throw unknownPart(part.fieldname, options.fileField);
      const { data, kind } = await readFilePart(part, MAX_IMAGE_BYTES, sniffImageKind, IMAGE_REFUSALS);
      images.push(await processImage(data, kind));
    },
    maxFiles,
  });
  return { data: parseData(text), images };
}

/** The fields' JSON as an object; no `data` part at all is an empty form (its required fields then say so). */
function parseData(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  // The checks every JSON body gets at the boundary (NUL, lone surrogates, nesting), before JSON.parse builds anything.
  const problem = checkJsonText(text);
  if (problem) throw problem === 'JSON_TOO_DEEP' ? badRequest('JSON_TOO_DEEP', { max: MAX_JSON_DEPTH }) : badRequest(problem);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw invalidData();
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw invalidData();
  return data as Record<string, unknown>;
}
