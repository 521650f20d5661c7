import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { badRequest, type FieldError } from '../errors/app-error.js';

/** Flattens nested class-validator errors into `{ field, message }` with dotted paths. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    for (const message of Object.values(error.constraints ?? {})) out.push({ field, message });
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, field));
  }
  return out;
}

/** The spec's submit-time message for a form that fails validation. */
export const VALIDATION_MESSAGE = 'Please fill in all required fields';

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const details = flattenValidationErrors(errors);
      const unknown = details.filter((d) => d.message.endsWith('should not exist'));
      const message = unknown.length
        ? `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.map((d) => d.field).join(', ')}`
        : VALIDATION_MESSAGE;
      return badRequest(unknown.length ? 'UNKNOWN_FIELD' : 'VALIDATION_FAILED', message, details);
    },
  });
}
