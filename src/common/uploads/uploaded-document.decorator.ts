import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiPayloadTooLargeResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../errors/error-body.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { readDocumentUpload, type UploadedDocumentFile } from './multipart-document.js';

/** The document of one multipart request, read when the service calls it (after its own checks). Keeps Fastify in the controller. */
export type DocumentUpload = () => Promise<UploadedDocumentFile>;

/** `@UploadedDocument('file') upload: DocumentUpload`: the one form field that carries the file. */
export const UploadedDocument = createParamDecorator((field: string, context: ExecutionContext): DocumentUpload => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return () => readDocumentUpload(request, { field });
});

/**
 * The OpenAPI side of a document upload route: multipart/form-data (which is also what lets the boundary accept a
 * multipart body on this route, src/common/boundary/upload-routes.ts), the file field, and the refusals.
 */
export function ApiDocumentUpload(field: string): MethodDecorator {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } } }),
    ApiBadRequestResponse({ type: ErrorBodyDto, description: `No file, or a damaged one (\`INVALID_FILE\`)` }),
    ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: `"${MESSAGES.FILE_TOO_LARGE}", or more than one file` }),
    ApiUnsupportedMediaTypeResponse({ type: ErrorBodyDto, description: `"${MESSAGES.FILE_TYPE_UNSUPPORTED}", or not multipart` }),
  );
}
