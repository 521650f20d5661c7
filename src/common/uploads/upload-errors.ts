import { HttpStatus } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';

/** Make and car images: JPG, PNG or WEBP, at most 5 MB each (spec §3, §5, §9). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Images one request may carry (a car's gallery upload). */
export const MAX_FILES_PER_UPLOAD = 10;

export const UPLOAD_MESSAGES = {
  tooLarge: 'The image is larger than 5 MB.',
  unsupported: 'Only JPG, PNG or WEBP images are accepted.',
  invalid: 'The image could not be read: the file is damaged or is not a real JPG, PNG or WEBP image.',
  tooManyPixels: 'The image has too many pixels; use one of at most 80 megapixels.',
  notMultipart: 'Send the image as multipart/form-data.',
  required: 'Choose an image to upload.',
  malformed: 'The upload was incomplete or malformed. Please try again.',
  tooManyFiles: (max: number) => (max === 1 ? 'Send one image at a time.' : `Send at most ${max} images at once.`),
  unknownField: (field: string, allowed: readonly string[]) =>
    `Unknown field: ${field}. Send the image${allowed.length > 1 ? 's' : ''} in the field "${allowed[0]}".`,
} as const;

export const imageTooLarge = () => new AppError(HttpStatus.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
export const unsupportedImage = () =>
  new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupported);
export const invalidImage = () => new AppError(HttpStatus.BAD_REQUEST, 'INVALID_IMAGE', UPLOAD_MESSAGES.invalid);
export const tooManyPixels = () => new AppError(HttpStatus.BAD_REQUEST, 'IMAGE_TOO_MANY_PIXELS', UPLOAD_MESSAGES.tooManyPixels);
export const notMultipart = () => new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
export const imageRequired = () => new AppError(HttpStatus.BAD_REQUEST, 'IMAGE_REQUIRED', UPLOAD_MESSAGES.required);
export const malformedUpload = () => new AppError(HttpStatus.BAD_REQUEST, 'MALFORMED_UPLOAD', UPLOAD_MESSAGES.malformed);
export const tooManyFiles = (max: number) =>
  new AppError(HttpStatus.PAYLOAD_TOO_LARGE, 'TOO_MANY_FILES', UPLOAD_MESSAGES.tooManyFiles(max));
export const unknownUploadField = (field: string, allowed: readonly string[]) =>
  new AppError(HttpStatus.BAD_REQUEST, 'UNKNOWN_FIELD', UPLOAD_MESSAGES.unknownField(field, allowed), [
    { field, message: 'This field is not accepted here' },
  ]);

/**
 * The error a client sees for what @fastify/multipart or busboy raised while reading a multipart body.
 * Our own AppErrors pass through.
 */
export function toUploadError(error: unknown, maxFiles: number): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return imageTooLarge();
    case 'FST_FILES_LIMIT':
      return tooManyFiles(maxFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(HttpStatus.PAYLOAD_TOO_LARGE, 'TOO_MANY_PARTS', 'The upload has too many parts.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
      return malformedUpload();
  }
}
