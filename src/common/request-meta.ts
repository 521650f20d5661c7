import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Where a request came from, for sign-in records, rate limits and the audit log. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  requestId: string;
}

export function requestMetaOf(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null, requestId: String(request.id) };
}

export const ReqMeta = createParamDecorator((_data: unknown, context: ExecutionContext): RequestMeta => {
  return requestMetaOf(context.switchToHttp().getRequest<FastifyRequest>());
});
