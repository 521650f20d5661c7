import { HttpStatus } from '@nestjs/common';
import { AppError, appError, fieldError } from '../errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';

/** Make and car images: JPG, PNG or WEBP, at most 5 MB each (spec §3, §5, §9); documents (a remittance copy) too. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Images one request may carry (a car's gallery upload). */
export const MAX_FILES_PER_UPLOAD = 10;

export const imageTooLarge = () => appError(HttpStatus.PAYLOAD_TOO_LARGE, Msg.PAYLOAD_TOO_LARGE);
export const unsupportedImage = () => appError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, Msg.UNSUPPORTED_MEDIA_TYPE);
export const invalidImage = () => appError(HttpStatus.BAD_REQUEST, Msg.INVALID_IMAGE);
export const tooManyPixels = () => appError(HttpStatus.BAD_REQUEST, Msg.IMAGE_TOO_MANY_PIXELS);
export const notMultipart = () => appError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, Msg.NOT_MULTIPART);
export const imageRequired = () => appError(HttpStatus.BAD_REQUEST, Msg.IMAGE_REQUIRED);
export const malformedUpload = () => appError(HttpStatus.BAD_REQUEST, Msg.MALFORMED_UPLOAD);
export const tooManyFiles = (max: number) =>
  max === 1
    ? appError(HttpStatus.PAYLOAD_TOO_LARGE, Msg.ONE_FILE_ONLY)
    : appError(HttpStatus.PAYLOAD_TOO_LARGE, Msg.TOO_MANY_FILES, { max });
export const unknownUploadField = (field: string, allowed: readonly string[]) =>
  appError(
    HttpStatus.BAD_REQUEST,
    allowed.length > 1 ? Msg.UPLOAD_UNKNOWN_FIELD_MANY : Msg.UPLOAD_UNKNOWN_FIELD,
    { field, expected: allowed[0]! },
    [fieldError(field, Msg.FIELD_NOT_ACCEPTED)],
  );

/** The refusals that name what a route takes: images (galleries, make logos) or a document (a remittance copy). */
export interface UploadRefusals {
  tooLarge: () => AppError;
  unsupported: () => AppError;
  required: () => AppError;
  tooMany: (max: number) => AppError;
  notMultipart: () => AppError;
  unknownField: (field: string, allowed: readonly string[]) => AppError;
}

export const IMAGE_REFUSALS: UploadRefusals = {
  tooLarge: imageTooLarge,
  unsupported: unsupportedImage,
  required: imageRequired,
  tooMany: tooManyFiles,
  notMultipart,
  unknownField: unknownUploadField,
};

export const DOCUMENT_REFUSALS: UploadRefusals = {
  tooLarge: () => appError(HttpStatus.PAYLOAD_TOO_LARGE, Msg.FILE_TOO_LARGE),
  unsupported: () => appError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, Msg.FILE_TYPE_UNSUPPORTED),
  required: () => appError(HttpStatus.BAD_REQUEST, Msg.FILE_REQUIRED),
  tooMany: () => appError(HttpStatus.PAYLOAD_TOO_LARGE, Msg.FILE_ONE_ONLY),
  notMultipart: () => appError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, Msg.NOT_MULTIPART_FILE),
  unknownField: (field, allowed) =>
    appError(HttpStatus.BAD_REQUEST, Msg.FILE_UNKNOWN_FIELD, { field, expected: allowed[0]! }, [fieldError(field, Msg.FIELD_NOT_ACCEPTED)]),
};
export const invalidDocument = () => appError(HttpStatus.BAD_REQUEST, Msg.INVALID_FILE);

/**
 * The error a client sees for what @fastify/multipart or busboy raised while reading a multipart body, in the words
 * of what the route takes (images unless told). Our own AppErrors pass through.
 */
export function toUploadError(error: unknown, maxFiles: number, refusals: UploadRefusals = IMAGE_REFUSALS): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refusals.tooLarge();
    case 'FST_FILES_LIMIT':
      return refusals.tooMany(maxFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return appError(HttpStatus.PAYLOAD_TOO_LARGE, Msg.TOO_MANY_PARTS);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refusals.notMultipart();
    default:
      return malformedUpload();
  }
}
