import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiPayloadTooLargeResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../errors/error-body.js';
import { MESSAGES } from '@autoexport/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { ProcessedImage } from './image-processing.js';
import { readImageUploads } from './multipart-images.js';

/**
 * The images of one multipart request, read only when the service calls it with its limit (how many files the
 * target still has room for is known only after a database read). Keeps Fastify's request in the controller.
 */
export type ImageUpload = (limits: { maxFiles: number }) => Promise<ProcessedImage[]>;

/** `@UploadedImages(['images', 'image']) upload: ImageUpload`: the form fields that may carry a file, first named in errors. */
export const UploadedImages = createParamDecorator((fields: readonly string[], context: ExecutionContext): ImageUpload => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return ({ maxFiles }) => readImageUploads(request, { fields, maxFiles });
});

/**
 * The OpenAPI side of an image upload route: multipart/form-data (which is also what lets the boundary accept a
 * multipart body on this route, src/common/boundary/upload-routes.ts), the file field, and the refusals every upload
 * shares. `many`: the field takes several files.
 */
export function ApiImageUpload(field: string, options: { many?: boolean } = {}): MethodDecorator {
  const file = { type: 'string', format: 'binary' };
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', required: [field], properties: { [field]: options.many ? { type: 'array', items: file } : file } },
    }),
    ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No image, or a damaged file (`INVALID_IMAGE`)' }),
    ApiPayloadTooLargeResponse({
      type: ErrorBodyDto,
      description: `"${MESSAGES.PAYLOAD_TOO_LARGE}"${options.many ? ', or too many files' : ''}`,
    }),
    ApiUnsupportedMediaTypeResponse({ type: ErrorBodyDto, description: `"${MESSAGES.UNSUPPORTED_MEDIA_TYPE}", or not multipart` }),
  );
}
