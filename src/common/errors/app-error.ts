import { HttpException, HttpStatus } from '@nestjs/common';
import { codeOf, formatMessage, type MessageKey, type Params, type ParamsArg } from '@autoexport/contract/messages';

/** One field's refusal in an error body's `details`; `code` and `params` let a client translate `message`. */
export interface FieldError {
  field: string;
  message: string;
  code: string;
  params?: Params;
}

/**
 * The one way code raises an error a client should see: an HTTP status, a human sentence (the spec's wording where
 * it has one) and a stable UPPER_SNAKE code the client translates, both from the catalogue (messages.ts).
 */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
    readonly params?: Params,
  ) {
    super(message, status);
  }

  /** The same error with response headers (`Retry-After`, say). */
  withHeaders(headers: Record<string, string>): AppError {
    return new AppError(this.getStatus(), this.code, this.message, this.details, headers, this.params);
  }
}

/** What follows a key: its placeholder values when it has any, then optionally the field errors. */
type ErrorArgs<K extends MessageKey> = [...ParamsArg<K>, details?: FieldError[]];

function split(args: unknown[]): { params?: Params; details?: FieldError[] } {
  const [first, second] = args as [Params | FieldError[] | undefined, FieldError[] | undefined];
  return Array.isArray(first) ? { details: first } : { params: first, details: second };
}

/** An error from the catalogue: `appError(HttpStatus.NOT_FOUND, Msg.PRODUCT_NOT_FOUND)`. */
export function appError<K extends MessageKey>(status: HttpStatus, key: K, ...args: ErrorArgs<K>): AppError {
  const { params, details } = split(args);
  const message = formatMessage(key, ...([params] as ParamsArg<K>));
  return new AppError(status, codeOf(key), message, details, undefined, params);
}

/** A `details` entry from the catalogue: `fieldError('token', Msg.RESET_TOKEN_USED)`. */
export function fieldError<K extends MessageKey>(field: string, key: K, ...[params]: ParamsArg<K>): FieldError {
  const message = formatMessage(key, ...([params] as ParamsArg<K>));
  return { field, code: codeOf(key), message, ...(params ? { params: params as Params } : {}) };
}

/** A 400 about one field, its sentence both as the message and as the field's detail. */
export function invalidField<K extends MessageKey>(field: string, key: K, ...params: ParamsArg<K>): AppError {
  return appError(HttpStatus.BAD_REQUEST, key, ...([...params, [fieldError(field, key, ...params)]] as ErrorArgs<K>));
}

/**
 * A status shorthand: `notFound(Msg.PRODUCT_NOT_FOUND)`, `conflict(Msg.STOCK_ID_TAKEN, { stockId })`,
 * `badRequest(Msg.VALIDATION_FAILED, details)`. Every code and sentence comes from the catalogue.
 */
const statusError =
  (status: HttpStatus) =>
  <K extends MessageKey>(key: K, ...args: ErrorArgs<K>): AppError =>
    appError(status, key, ...args);

export const badRequest = statusError(HttpStatus.BAD_REQUEST);
export const unauthorized = statusError(HttpStatus.UNAUTHORIZED);
export const forbidden = statusError(HttpStatus.FORBIDDEN);
export const notFound = statusError(HttpStatus.NOT_FOUND);
export const conflict = statusError(HttpStatus.CONFLICT);

/** The spec's "Permission Denied", used for every role rule. */
export const permissionDenied = () => forbidden('PERMISSION_DENIED');
