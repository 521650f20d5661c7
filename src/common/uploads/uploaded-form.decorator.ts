import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type MultipartForm, readMultipartForm, type ReadFormOptions } from './multipart-form.js';

/**
 * A body that may come as JSON or as multipart/form-data with images: `json` is the parsed JSON body (null for a
 * multipart request), `form()` reads the multipart one. The route validates the fields itself, so a JSON body is not
 * validated by the global pipe here (custom decorators are not). Keeps Fastify's request in the controller.
 */
export interface FormUpload {
  multipart: boolean;
  json: unknown;
  form: () => Promise<MultipartForm>;
}

export const UploadedForm = createParamDecorator((options: ReadFormOptions, context: ExecutionContext): FormUpload => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const multipart = request.isMultipart();
  return { multipart, json: multipart ? null : request.body, form: () => readMultipartForm(request, options) };
});
