import { applyDecorators, createParamDecorator, type ExecutionContext, HttpStatus } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiPayloadTooLargeResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { appError } from '../../../common/errors/app-error.js';
import { ErrorBodyDto } from '../../../common/errors/error-body.js';
import { readParts } from '../../../common/uploads/multipart-images.js';
import { DOCUMENT_REFUSALS } from '../../../common/uploads/upload-errors.js';
import { saveFeedFile } from './feed-files.js';

/**
 * A feed file upload, read when the service calls it (after its own checks): streamed straight to `file`, never held
 * in memory, refused with 413 past `maxBytes`. Answers the size. Keeps Fastify in the controller.
 */
export type FeedUpload = (file: string, maxBytes: number) => Promise<number>;

const feedTooLarge = (maxBytes: number) =>
  appError(HttpStatus.PAYLOAD_TOO_LARGE, 'AUCTION_FEED_TOO_LARGE', { maxMb: Math.round(maxBytes / 1024 / 1024) });

/** Reads the one file part of a multipart request into `file`. Its content is checked by the import, not here. */
export async function readFeedUpload(request: FastifyRequest, field: string, file: string, maxBytes: number): Promise<number> {
  if (!request.isMultipart()) throw DOCUMENT_REFUSALS.notMultipart();
  let size: number | undefined;
  await readParts(request, {
    // One byte over the limit reaches our counter, which refuses it; busboy would otherwise cut the file silently.
    limits: { files: 1, fileSize: maxBytes + 1, fields: 5, parts: 6 },
    field: (part) => {
      throw DOCUMENT_REFUSALS.unknownField(part.fieldname, [field]);
    },
    file: async (part) => {
      if (part.fieldname !== field) throw DOCUMENT_REFUSALS.unknownField(part.fieldname, [field]);
      if (size !== undefined) throw DOCUMENT_REFUSALS.tooMany(1);
      size = await saveFeedFile(file, part.file, maxBytes, () => feedTooLarge(maxBytes));
    },
    maxFiles: 1,
    refusals: { ...DOCUMENT_REFUSALS, tooLarge: () => feedTooLarge(maxBytes) },
  });
  if (size === undefined) throw DOCUMENT_REFUSALS.required();
  return size;
}

/** `@UploadedFeed('file') upload: FeedUpload`. */
export const UploadedFeed = createParamDecorator((field: string, context: ExecutionContext): FeedUpload => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return (file, maxBytes) => readFeedUpload(request, field, file, maxBytes);
});

/** The OpenAPI side of a feed upload (which is also what lets the boundary accept multipart on the route). */
export function ApiFeedUpload(field: string): MethodDecorator {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } } }),
    ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No file (`FILE_REQUIRED`), another field, or a malformed upload' }),
    ApiPayloadTooLargeResponse({
      type: ErrorBodyDto,
      description: '`AUCTION_FEED_TOO_LARGE` (AUCTION_FEED_MAX_MB), or more than one file',
    }),
    ApiUnsupportedMediaTypeResponse({ type: ErrorBodyDto, description: 'Not multipart/form-data' }),
  );
}
