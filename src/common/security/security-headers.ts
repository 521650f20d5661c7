import type { SecurityHeadersOptions } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The headers of every answer, chosen for JSON (OWASP's REST Security Cheat Sheet): nothing may load from or frame
 * it, no type sniffing, HTTPS only, no cross-origin embedding. The document headers below (CSP for scripts and
 * styles, COOP, Origin-Agent-Cluster, …) mean nothing to JSON and were 1 KB of every API answer: more than half of
 * a search answer's size on a slow phone connection.
 */
export const API_SECURITY_HEADERS: SecurityHeadersOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: true,
  originAgentCluster: false,
  referrerPolicy: true,
  strictTransportSecurity: true,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

const documentDirectives = {
  defaultSrc: ["'self'"],
  // The built client has no inline script: an injected <script> or on…= attribute does not run.
  scriptSrc: ["'self'"],
  // React sets style attributes; styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
};

/** helmet's full set for HTML documents: the web client's pages (and any other HTML but Swagger UI). */
const documentHeaders = helmet({ contentSecurityPolicy: { directives: documentDirectives } });

/** The same for Swagger UI, which needs inline scripts, and only under its own path. */
const swaggerUiHeaders = helmet({
  contentSecurityPolicy: { directives: { ...documentDirectives, scriptSrc: ["'self'", "'unsafe-inline'"] } },
});

const SWAGGER_UI_PATH = '/api/docs';

const isSwaggerUi = (url: string) =>
  url.startsWith(SWAGGER_UI_PATH) && (url.length === SWAGGER_UI_PATH.length || '/?'.includes(url.charAt(SWAGGER_UI_PATH.length)));

/** Gives every HTML answer, whoever sends it (static files, the client's fallback page, Swagger UI), the document set. */
export function addDocumentSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return done(null, payload);
    const headers = isSwaggerUi(request.url) ? swaggerUiHeaders : documentHeaders;
    headers(request.raw, reply.raw, () => done(null, payload));
  });
}
