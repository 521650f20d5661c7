import { applyDecorators, createParamDecorator, type ExecutionContext, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiExtension,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../errors/error-body.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { createValidationPipe } from '../validation/validation.pipe.js';
import type { ProcessedImage } from './image-processing.js';
import { CREATE_DATA_FIELD, readCreateForm, type ReadCreateFormOptions } from './multipart-create.js';

/**
 * The body of a create route that may carry its image: JSON (no image), or multipart/form-data with the same fields as
 * JSON in `data` and the image beside it (multipart-create.ts). Read and validated only when the handler asks
 * (`validatedCreate`), so nothing is read before the guards ran. Keeps Fastify's request in the controller.
 */
export interface CreateUpload {
  multipart: boolean;
  json: unknown;
  read: () => ReturnType<typeof readCreateForm>;
}

/** `@UploadedCreate({ fileField: 'photo', maxDataBytes: 16 * 1024 }) upload: CreateUpload` */
export const UploadedCreate = createParamDecorator((options: ReadCreateFormOptions, context: ExecutionContext): CreateUpload => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const multipart = request.isMultipart();
  return { multipart, json: multipart ? null : request.body, read: () => readCreateForm(request, options) };
});

const pipe = createValidationPipe();

/**
 * The validated body and the checked images of a create: the images are read and checked (type by their bytes, size,
 * decoding) and the fields validated by the DTO — exactly as the global pipe validates a JSON body — before anything
 * is stored or written. A JSON body carries no image.
 */
export async function validatedCreate<T extends object>(
  upload: CreateUpload,
  dto: Type<T>,
): Promise<{ body: T; images: ProcessedImage[] }> {
  const form = upload.multipart ? await upload.read() : { data: upload.json, images: [] };
  const body = (await pipe.transform(form.data, { type: 'body', metatype: dto, data: '' })) as T;
  return { body, images: form.images };
}

/**
 * The OpenAPI side of a create that may carry its image: application/json with the DTO, or multipart/form-data with
 * the DTO's JSON in `data` and the file in `fileField` (swagger.ts puts this second schema under its media type). The
 * multipart consumes is also what lets the boundary accept a multipart body on the route (boundary/upload-routes.ts).
 */
export function ApiCreateWithImage(dto: Type<unknown>, fileField: string, fileDescription: string): MethodDecorator {
  return applyDecorators(
    ApiConsumes('application/json', 'multipart/form-data'),
    ApiBody({
      type: dto,
      description:
        `JSON; or multipart/form-data with the same fields as JSON in \`${CREATE_DATA_FIELD}\` and ${fileDescription} in ` +
        `\`${fileField}\`: the image is checked (JPG, PNG or WEBP by its bytes, at most 5 MB) before anything is saved, and ` +
        'the row and the file are saved together or not at all.',
    }),
    ApiExtension(MULTIPART_BODY_EXTENSION, {
      schema: {
        type: 'object',
        properties: {
          [CREATE_DATA_FIELD]: { $ref: getSchemaPath(dto) },
          [fileField]: { type: 'string', format: 'binary' },
        },
      },
      encoding: { [CREATE_DATA_FIELD]: { contentType: 'application/json' } },
    }),
    ApiBadRequestResponse({
      type: ErrorBodyDto,
      description: `Field errors in \`details\`; a damaged image (\`INVALID_IMAGE\`); \`data\` not a JSON object (\`FORM_DATA_INVALID\`)`,
    }),
    ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: `"${MESSAGES.PAYLOAD_TOO_LARGE}", or more than one file` }),
    ApiUnsupportedMediaTypeResponse({ type: ErrorBodyDto, description: `"${MESSAGES.UNSUPPORTED_MEDIA_TYPE}"` }),
  );
}

/** The operation extension that carries a multipart body's schema until swagger.ts moves it under its media type. */
export const MULTIPART_BODY_EXTENSION = 'x-multipart-body';
