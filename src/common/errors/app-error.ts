import { HttpException, HttpStatus } from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * The one way code raises an error a client should see: an HTTP status, a human sentence
 * (the spec's wording where it has one) and a stable UPPER_SNAKE code the client translates.
 */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message, status);
  }
}

export const badRequest = (code: string, message: string, details?: FieldError[]) =>
  new AppError(HttpStatus.BAD_REQUEST, code, message, details);
export const unauthorized = (code: string, message: string) => new AppError(HttpStatus.UNAUTHORIZED, code, message);
export const forbidden = (code: string, message: string) => new AppError(HttpStatus.FORBIDDEN, code, message);
export const notFound = (code: string, message: string) => new AppError(HttpStatus.NOT_FOUND, code, message);
export const conflict = (code: string, message: string) => new AppError(HttpStatus.CONFLICT, code, message);

/** The spec's "Permission Denied", used for every role rule. */
export const permissionDenied = () => forbidden('PERMISSION_DENIED', 'Permission Denied');
