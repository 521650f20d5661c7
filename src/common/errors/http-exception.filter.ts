import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { AppError, type FieldError } from './app-error.js';
import { DEPENDENCY_RETRY_AFTER_SECONDS, unavailableDependency } from './dependency-failure.js';
import { codeOf, MESSAGES, type MessageKey, type Params } from '@autoexport/contract/messages';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
  details?: FieldError[];
  params?: Params;
  requestId: string;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Turns anything thrown into the one error body; a 500 says only "Internal server error". */
export function toErrorBody(exception: unknown, requestId: string): ErrorBody {
  if (exception instanceof AppError) {
    const status = exception.getStatus();
    return {
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message: exception.message,
      code: exception.code,
      ...(exception.details ? { details: exception.details } : {}),
      ...(exception.params ? { params: exception.params } : {}),
      requestId,
    };
  }
  // Errors Fastify raises itself (malformed JSON, body too large, wrong content type) carry an FST_ code;
  // Nest hands them over wrapped in an HttpException whose cause is the original.
  const fastifyError = (exception instanceof HttpException && exception.cause ? exception.cause : exception) as
    { statusCode?: number; code?: string; message?: string } | undefined;
  if (
    fastifyError?.code?.startsWith('FST_') &&
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    const status = fastifyError.statusCode;
    const keys: Record<string, MessageKey> = {
      FST_ERR_CTP_INVALID_JSON_BODY: 'BODY_INVALID_JSON',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_EMPTY_JSON',
      FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
      // A Content-Type header that does not parse (an unknown but well-formed one meets the boundary's own 415).
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BODY_NOT_JSON',
    };
    const key = keys[fastifyError.code ?? ''];
    return {
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message: key ? MESSAGES[key] : status === 400 ? MESSAGES.BAD_REQUEST : (STATUS_CODES[status] ?? 'Error'),
      code: key ? codeOf(key) : (CODE_BY_STATUS[status] ?? 'BAD_REQUEST'),
      requestId,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message = exception.message;
    if (typeof response === 'object' && response !== null && 'message' in response) {
      const m = (response as { message: unknown }).message;
      message = Array.isArray(m) ? m.join('; ') : String(m);
    }
    if (status >= 500) message = MESSAGES.INTERNAL_ERROR;
    return {
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message,
      code: CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'ERROR'),
      requestId,
    };
  }
  // PostgreSQL or Redis unreachable for now: a 503 the client may retry (the filter adds Retry-After), not a 500.
  if (unavailableDependency(exception)) {
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      error: STATUS_CODES[503]!,
      message: MESSAGES.SERVICE_UNAVAILABLE,
      code: codeOf('SERVICE_UNAVAILABLE'),
      requestId,
    };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    error: STATUS_CODES[500]!,
    message: MESSAGES.INTERNAL_ERROR,
    code: codeOf('INTERNAL_ERROR'),
    requestId,
  };
}

/** Answers a client path with the web client's page (src/modules/web/); false when there is no built client. */
export type ClientPageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  /** @param clientPage the web client's page: unknown non-API GETs answer with it so client routes work on reload. */
  constructor(private readonly clientPage?: ClientPageFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const requestId = String(request?.id ?? '');
    if (this.clientPage && this.isClientRoute(exception, request) && this.clientPage(request, reply)) return;
    const body = toErrorBody(exception, requestId);
    if (body.code === 'SERVICE_UNAVAILABLE' && !(exception instanceof AppError)) {
      // An outage, not a bug: one line naming the dependency, no stack; readiness reports it too.
      const dependency = unavailableDependency(exception);
      this.logger.warn({ requestId, url: request?.url, dependency, reason: (exception as Error).message }, `${dependency} unavailable`);
      void reply.header('retry-after', String(DEPENDENCY_RETRY_AFTER_SECONDS));
    } else if (body.statusCode >= 500) {
      this.logger.error({ err: exception, requestId, url: request?.url }, 'Unhandled error');
    }
    if (exception instanceof AppError && exception.headers) {
      for (const [name, value] of Object.entries(exception.headers)) void reply.header(name, value);
    }
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private isClientRoute(exception: unknown, request: FastifyRequest): boolean {
    if (!(exception instanceof HttpException) || exception instanceof AppError || exception.getStatus() !== 404) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '';
    return !path.startsWith('/api') && !path.startsWith('/uploads') && !/\.[a-z0-9]+$/i.test(path);
  }
}
