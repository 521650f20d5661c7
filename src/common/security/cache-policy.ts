import type { FastifyInstance } from 'fastify';

/**
 * What a shared or browser cache may keep of an API answer:
 * - `no-store` for every answer that may carry tokens, personal data or prices: any request sent with a token,
 *   anything that is not a GET or HEAD (sign-in, sign-up, changes, the landing page's POST), and everything under
 *   the account, auth and staff paths (errors included, so an early 401 is never kept either); a dealer's `X-API-Key`
 *   counts as a token (the key's answers carry prices);
 * - `Vary: Authorization, X-API-Key` on the other (public) API GETs, which answer differently once a token comes with them
 *   (prices in the catalogue's list, facets and detail, the landing page): a cache never hands a signed-in answer
 *   to an anonymous visitor nor the reverse. Every API GET gets it, so a later public route is covered too.
 * Static files and the client's pages are left to their own headers.
 */
export type CacheRule = 'no-store' | 'vary' | undefined;

const PRIVATE_PREFIXES = ['/api/user', '/api/auth', '/api/admin'];

export function cacheRule(method: string, url: string, hasAuthorization: boolean): CacheRule {
  if (!url.startsWith('/api/')) return undefined;
  if (hasAuthorization || (method !== 'GET' && method !== 'HEAD')) return 'no-store';
  for (const prefix of PRIVATE_PREFIXES) {
    if (url.startsWith(prefix) && (url.length === prefix.length || '/?'.includes(url.charAt(prefix.length)))) return 'no-store';
  }
  return 'vary';
}

/** `vary` with a request header's name added once (CORS may have put Origin there already). */
export function withVaryHeader(vary: unknown, name: string): string {
  if (typeof vary !== 'string' || vary === '') return name;
  if (vary === '*' || vary.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) return vary;
  return `${vary}, ${name}`;
}

/** `vary` with Authorization added once. */
export const withAuthorization = (vary: unknown): string => withVaryHeader(vary, 'Authorization');

/** Applies cacheRule to every answer, errors included (a callback hook: no promise per request). */
export function addCachePolicy(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const credentials = request.headers.authorization !== undefined || request.headers['x-api-key'] !== undefined;
    const rule = cacheRule(request.method, request.url, credentials);
    if (rule === 'no-store') void reply.header('cache-control', 'no-store');
    else if (rule === 'vary') void reply.header('vary', withVaryHeader(withAuthorization(reply.getHeader('vary')), 'X-API-Key'));
    done(null, payload);
  });
}
