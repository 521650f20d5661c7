import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { DestinationStream } from 'pino';
import { runWithLogContext } from './common/context/log-context.js';
import { AccessLog } from './common/logging/access-log.js';
import { registerMetrics } from './common/metrics/register-metrics.js';
import { createPinoLogger, PinoNestLogger } from './common/logging/pino-logger.js';
import { AppModule } from './app.module.js';
import { registerBoundary } from './common/boundary/register-boundary.js';
import { HttpExceptionFilter, toErrorBody } from './common/errors/http-exception.filter.js';
import { addCachePolicy } from './common/security/cache-policy.js';
import { addDocumentSecurityHeaders, API_SECURITY_HEADERS } from './common/security/security-headers.js';
import { registerUploads } from './common/uploads/register-uploads.js';
import { registerClientPages } from './modules/web/register-client-pages.js';
import { registerSitemap } from './modules/sitemap/register-sitemap.js';
import { registerApiKeyCalls } from './modules/dealers/api-keys/register-api-key-calls.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import type { AppConfig } from './config/config.js';
import type { Clock } from './common/time/clock.js';
import { setupSwagger } from './openapi/swagger.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** What the API answers a browser's preflight for: every method a route uses. */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface CreateAppOptions {
  /** false: Nest's own log lines are dropped (Fastify's request lines follow config.logLevel). */
  logger?: boolean;
  preview?: boolean;
  /** Where log lines go instead of standard output (a test that reads them). */
  logDestination?: DestinationStream;
  /** The clock of the time-dependent rules (reservation deadlines): a test's ManualClock; the system clock by default. */
  clock?: Clock;
}

/** Builds the whole application (used by main.ts, the tests and the OpenAPI generator); does not listen. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const pinoLogger = createPinoLogger(config, options.logDestination);
  const adapter = new FastifyAdapter({
    // Fastify's own per-request pino child loggers (bound to reqId); one access line per answer (AccessLog).
    loggerInstance: pinoLogger,
    logController: new AccessLog(),
    // A caller's X-Request-Id is kept when it is sane, so a support ticket can quote it.
    genReqId: (req: IncomingMessage) => {
      const header = req.headers['x-request-id'];
      const id = typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
      (req as { id?: string }).id = id;
      return id;
    },
    bodyLimit: 1024 * 1024,
    // Errors Fastify answers before routing (a path that is not valid percent-encoding): the one error body with its
    // request id, not Fastify's own body naming its FST_ code.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      void reply
        .code(error.statusCode ?? 400)
        .header('x-request-id', request.id)
        .send(toErrorBody(error, String(request.id)));
    },
    // X-Forwarded-For is believed only from the configured proxies (TRUSTED_PROXIES), or from any peer with TRUST_PROXY.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : config.trustProxy,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, { clock: options.clock }), adapter, {
    bufferLogs: true,
    abortOnError: false,
    // Bodies are parsed by the boundary (registerBoundary): JSON only, checked before it is parsed.
    bodyParser: false,
    // Preview mode (the OpenAPI generator) resolves no providers, so it needs no database or Redis.
    preview: options.preview ?? false,
  });
  if (options.logger !== false && !options.preview) app.useLogger(new PinoNestLogger(pinoLogger));
  else app.useLogger(false);

  const fastify = app.getHttpAdapter().getInstance();
  // A callback-style hook: an async hook costs a promise per request on every route. The rest of the request runs in
  // its log context (src/common/context/log-context.ts): Nest's log lines and the jobs it queues carry its id.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    runWithLogContext({ reqId: String(request.id) }, done);
  });
  // GET /metrics (Prometheus, outside /api and the OpenAPI document) and the request duration histogram.
  registerMetrics(app, config);
  // Every call made with a dealer's API key goes to their activity log once answered (src/modules/dealers/api-keys/).
  registerApiKeyCalls(app);

  // Nest's own security headers, resolved once at start-up (@fastify/helmet built helmet's middleware anew on every
  // request): a lean set for JSON, helmet's document set for HTML (src/common/security/security-headers.ts).
  app.useSecurityHeaders(API_SECURITY_HEADERS);
  addDocumentSecurityHeaders(fastify);
  app.enableCors({
    origin: config.corsOrigins,
    credentials: true,
    methods: CORS_METHODS,
    exposedHeaders: ['x-request-id', 'retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'],
  });
  // Cache-Control: no-store on what may carry tokens, personal data or prices; Vary: Authorization elsewhere.
  addCachePolicy(fastify);

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  // JSON bodies only, and no NUL, lone surrogate or deep nesting in any request (before the multipart parser).
  registerBoundary(app);
  // Multipart image uploads (5 MB a file) and the stored files under /uploads/.
  await registerUploads(app, config);

  // The web client (CLIENT_DIST_DIR): its files, and its pages with each page's head rendered in (src/modules/web/).
  // /robots.txt and /sitemap.xml with its child sitemaps (src/modules/sitemap/).
  registerSitemap(app);
  const clientPage = await registerClientPages(app, config);
  app.useGlobalFilters(new HttpExceptionFilter(clientPage));
  setupSwagger(app);
  // No enableShutdownHooks(): main.ts handles SIGTERM itself (readiness off, drain, then close); tests close the app.
  return app;
}
