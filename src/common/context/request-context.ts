import type { AuthUser } from '../auth/auth-user.js';
import { type Locale, DEFAULT_LOCALE } from './locale.js';

/**
 * Who is asking and from where: built once per request (see request-context.decorator.ts) and passed as the first
 * argument to every service method that changes data. Services never see Fastify's request; jobs and seeds use
 * systemContext(). Carries no secrets: safe to hand to the audit log.
 */
export interface RequestContext {
  /** The signed-in caller, or null for an anonymous caller and for the system itself (a job, a seed). */
  actor: AuthUser | null;
  /** Echoed as X-Request-Id and written to the audit log; null outside a request. */
  requestId: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The caller's language (Accept-Language), for e-mails and any text the server writes. */
  locale: Locale;
}

/** The context of work the system does on its own (a job, a seed, a start-up task). */
export function systemContext(requestId: string | null = null): RequestContext {
  return { actor: null, requestId, ip: null, userAgent: null, locale: DEFAULT_LOCALE };
}

/** The same context acting as someone else, e.g. a test or a job acting for a known user. */
export function withActor(context: RequestContext, actor: AuthUser | null): RequestContext {
  return { ...context, actor };
}

/** The signed-in caller of a route the guard protects; a missing one is a wiring mistake, not a client error. */
export function actorOf(context: RequestContext): AuthUser {
  if (!context.actor) throw new Error('This action needs a signed-in caller, and the request context has none');
  return context.actor;
}
