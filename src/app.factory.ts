import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { AccessLog } from './common/logging/access-log.js';
import { createPinoLogger, PinoNestLogger } from './common/logging/pino-logger.js';
import { AppModule } from './app.module.js';
import { HttpExceptionFilter } from './common/errors/http-exception.filter.js';
import { addDocumentSecurityHeaders, API_SECURITY_HEADERS } from './common/security/security-headers.js';
import { registerUploads } from './common/uploads/register-uploads.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import type { AppConfig } from './config/config.js';
import { setupSwagger } from './openapi/swagger.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function clientDistDir(): string {
  return path.resolve(process.cwd(), 'client', 'dist');
}

/** Builds the whole application (used by main.ts, the tests and the OpenAPI generator); does not listen. */
export async function createApp(config: AppConfig, options: { logger?: boolean; preview?: boolean } = {}): Promise<NestFastifyApplication> {
  const pinoLogger = createPinoLogger(config);
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
    trustProxy: config.trustProxy,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    abortOnError: false,
    // Preview mode (the OpenAPI generator) resolves no providers, so it needs no database or Redis.
    preview: options.preview ?? false,
  });
  if (options.logger !== false && !options.preview) app.useLogger(new PinoNestLogger(pinoLogger));
  else app.useLogger(false);

  const fastify = app.getHttpAdapter().getInstance();
  // A callback-style hook: an async hook costs a promise per request on every route.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  // Nest's own security headers, resolved once at start-up (@fastify/helmet built helmet's middleware anew on every
  // request): a lean set for JSON, helmet's document set for HTML (src/common/security/security-headers.ts).
  app.useSecurityHeaders(API_SECURITY_HEADERS);
  addDocumentSecurityHeaders(fastify);
  app.enableCors({ origin: config.corsOrigins, credentials: true, exposedHeaders: ['x-request-id', 'retry-after'] });

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  // Multipart image uploads (5 MB a file) and the stored files under /uploads/.
  await registerUploads(app, config);

  const clientDir = clientDistDir();
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDir, prefix: '/', wildcard: false, index: ['index.html'] });
  }
  app.useGlobalFilters(new HttpExceptionFilter(hasClient ? 'index.html' : undefined));
  setupSwagger(app);
  app.enableShutdownHooks();
  return app;
}
