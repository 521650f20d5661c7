import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import type { AppError } from './app-error.js';

/*
 * How a client shows an error in its own language: it looks up `code` (the body's, and each detail's) in its
 * translation of the catalogue (@autoexport/contract/messages) and fills the `{placeholders}` from `params`;
 * `message` is the English sentence, for logs and for a client that has no translation yet. `params` is present
 * only when the sentence has placeholders, and holds values (ids, limits, counts, and a field's English label as
 * `label`), never a sentence.
 */
const PARAMS_DOC = {
  type: 'object' as const,
  additionalProperties: { oneOf: [{ type: 'string' as const }, { type: 'number' as const }] },
  description: 'The values of the placeholders of the message of `code`, when it has any',
};

export class FieldErrorDto {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ example: 'Email is invalid' })
  message: string;

  @ApiProperty({ example: 'EMAIL_INVALID', description: 'Stable identifier of `message`, for the client to translate' })
  code: string;

  @ApiPropertyOptional({ ...PARAMS_DOC, example: { label: 'First name', max: 100 } })
  params?: Record<string, string | number>;
}

/** The error body of every non-2xx answer (DESIGN.md §5). */
export class ErrorBodyDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Please fill in all required fields' })
  message: string;

  @ApiProperty({ example: 'VALIDATION_FAILED' })
  code: string;

  @ApiPropertyOptional({ ...PARAMS_DOC, example: { stockId: 'AB1234567' } })
  params?: Record<string, string | number>;

  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'One entry per refused field, with its most relevant message' })
  details?: FieldErrorDto[];

  @ApiProperty({ example: '5f0c6c1e-2f1b-4c52-9d8a-1d1e2f3a4b5c' })
  requestId: string;
}

/** The body a client receives for `error`, for OpenAPI examples: `example: errorBodyExample(notFound(Msg.USER_NOT_FOUND))`. */
export function errorBodyExample(error: AppError): ErrorBodyDto {
  const statusCode = error.getStatus();
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: error.message,
    code: error.code,
    ...(error.params ? { params: error.params } : {}),
    ...(error.details ? { details: error.details as FieldErrorDto[] } : {}),
    requestId: '5f0c6c1e-2f1b-4c52-9d8a-1d1e2f3a4b5c',
  };
}
