import type { components } from './schema';

export type ErrorBody = components['schemas']['ErrorBodyDto'];
export type FieldError = components['schemas']['FieldErrorDto'];
export type ErrorParams = Record<string, string | number>;

/**
 * Codes the client makes up for failures that never reached the server's catalogue; they are keys of the `errors`
 * namespace like the server's codes.
 */
export const CLIENT_ERROR_CODES = ['TIMEOUT', 'NETWORK_ERROR', 'UNKNOWN_ERROR'] as const;

/**
 * Every failed API call, normalised: the server's error body (DESIGN.md §5), a timeout, a network failure or an
 * unreadable answer. `code` is what the client translates (`errors:<code>`, lib/i18n/error-text.ts); `message` is
 * the server's English sentence, for logs only.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when no answer arrived (timeout, network). */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params: ErrorParams = {},
    /** Field errors of a 400 (`details`): show each beside its field. */
    readonly details: FieldError[] = [],
    readonly requestId?: string,
  ) {
    super(message);
  }

  /** Field errors by field name (the first per field). */
  get fieldErrors(): Record<string, FieldError> {
    const byField: Record<string, FieldError> = {};
    for (const detail of this.details) byField[detail.field] ??= detail;
    return byField;
  }
}

const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ErrorBody).code === 'string' &&
  typeof (body as ErrorBody).message === 'string';

/** The ApiError of an answer that is not 2xx: its error body, or a generic one when the body is not ours (a proxy's page). */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  if (isErrorBody(body))
    return new ApiError(response.status, body.code, body.message, body.params ?? {}, body.details ?? [], body.requestId);
  return new ApiError(response.status, 'UNKNOWN_ERROR', `HTTP ${response.status}`);
}

/** True for an abort the caller asked for (TanStack Query cancelling a query), which is not an error to show. */
export const isCancellation = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** Any thrown value as an ApiError: a timeout (the 10-second limit) and network failures get their own codes. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return new ApiError(0, 'TIMEOUT', 'Request timed out. Please try again.');
  if (error instanceof TypeError) return new ApiError(0, 'NETWORK_ERROR', error.message);
  return new ApiError(0, 'UNKNOWN_ERROR', error instanceof Error ? error.message : String(error));
}
