import { HttpStatus } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { appError, badRequest } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { type ImageKind, sniffImageKind } from '../../common/uploads/image-sniff.js';
import { readFilePart, readParts } from '../../common/uploads/multipart-images.js';
import { IMAGE_REFUSALS, MAX_IMAGE_BYTES, type UploadRefusals } from '../../common/uploads/upload-errors.js';
import { MAX_DAMAGE_PHOTOS } from './damage-report-rules.js';

/** The multipart field of the photos (`photo` is taken too). */
export const PHOTO_FIELDS = ['photos', 'photo'] as const;

/** A photo as sent: its bytes, recognised as JPEG, PNG or WEBP by their first bytes (not yet decoded). */
export interface RawPhoto {
  data: Buffer;
  kind: ImageKind;
}

/** What a damage report's multipart body carries: its text fields (checked later, by the DTO) and its photos. */
export interface DamageReportForm {
  fields: Record<string, unknown>;
  photos: RawPhoto[];
}

/** Each text field may be this long in bytes (2,000 characters of Urdu are about 6 KB); longer is cut, then refused. */
const MAX_FIELD_BYTES = 16 * 1024;

export const PHOTO_REFUSALS: UploadRefusals = {
  ...IMAGE_REFUSALS,
  tooMany: (max) => appError(HttpStatus.PAYLOAD_TOO_LARGE, Msg.DAMAGE_TOO_MANY_PHOTOS, { max }),
};

/**
 * Reads a damage report's multipart/form-data body: text fields and up to MAX_DAMAGE_PHOTOS photos, each streamed and
 * refused as soon as it passes 5 MB (413) or its first bytes are not JPEG, PNG or WEBP (415), whatever its name or
 * declared type; an 11th photo is a 413. Nothing is decoded or stored here: the service checks the fields and the
 * order first. A body that is not multipart is a 415.
 */
export async function readDamageReportForm(request: FastifyRequest): Promise<DamageReportForm> {
  if (!request.isMultipart()) throw PHOTO_REFUSALS.notMultipart();
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const photos: RawPhoto[] = [];
  await readParts(request, {
    limits: { files: MAX_DAMAGE_PHOTOS, fileSize: MAX_IMAGE_BYTES, fields: 12, fieldSize: MAX_FIELD_BYTES, parts: MAX_DAMAGE_PHOTOS + 12 },
    field: (part) => {
      const value = typeof part.value === 'string' ? part.value : String(part.value as unknown);
      if (value.includes('\u0000')) throw badRequest(Msg.TEXT_CONTAINS_NUL);
      // A cut value is longer than any field takes: the validation names it as too long.
      const text = part.valueTruncated ? `${value}…` : value;
      const previous = fields[part.fieldname];
      fields[part.fieldname] = previous === undefined ? text : [previous, text].flat();
    },
    file: async (part) => {
      if (!(PHOTO_FIELDS as readonly string[]).includes(part.fieldname)) throw PHOTO_REFUSALS.unknownField(part.fieldname, PHOTO_FIELDS);
      photos.push(await readFilePart(part, MAX_IMAGE_BYTES, sniffImageKind, PHOTO_REFUSALS));
    },
    maxFiles: MAX_DAMAGE_PHOTOS,
    refusals: PHOTO_REFUSALS,
  });
  return { fields: { ...fields }, photos };
}
