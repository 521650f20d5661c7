import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { localeFromAcceptLanguage } from './locale.js';
import type { RequestContext } from './request-context.js';

const CONTEXT = Symbol('requestContext');
type WithContext = FastifyRequest & { user?: AuthUser; [CONTEXT]?: RequestContext };

/** Builds the request's context once (the guard has resolved the caller by then); later calls get the same object. */
export function requestContextOf(request: FastifyRequest): RequestContext {
  const req = request as WithContext;
  const built = req[CONTEXT];
  if (built) return built;
  const agent = req.headers['user-agent'];
  const language = req.headers['accept-language'];
  const context: RequestContext = {
    actor: req.user ?? null,
    requestId: String(req.id),
    ip: req.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null,
    locale: localeFromAcceptLanguage(typeof language === 'string' ? language : undefined),
  };
  req[CONTEXT] = context;
  return context;
}

/** `@Ctx() ctx: RequestContext` in a controller: the one argument services that change data take first. */
export const Ctx = createParamDecorator((_data: unknown, context: ExecutionContext): RequestContext => {
  return requestContextOf(context.switchToHttp().getRequest<FastifyRequest>());
});
