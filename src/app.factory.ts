import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { createPinoLogger, PinoNestLogger } from './common/logging/pino-logger.js';
import { AppModule } from './app.module.js';
import { HttpExceptionFilter } from './common/errors/http-exception.filter.js';
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
    // Fastify's own per-request pino child loggers (bound to reqId); one access line per response is written
    // by the onResponse hook below instead of Fastify's two.
    loggerInstance: pinoLogger,
    disableRequestLogging: true,
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
  const accessLog = pinoLogger.isLevelEnabled('info');
  // Callback-style hooks: an async hook costs a promise per request on every route.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    // Load balancers poll the health check every few seconds; keep it out of the access log.
    if (accessLog && !request.url.startsWith('/api/health')) {
      // Flat fields: Fastify's logger has its own serializers for `req` and `res`.
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime),
          remoteAddress: request.ip,
          userAgent: request.headers['user-agent'],
        },
        'request completed',
      );
    }
    done();
  });

  // Nest's own security headers (helmet 8's set and defaults), resolved once at start-up: @fastify/helmet built
  // helmet's middleware anew on every request, a tenth of the cost of a cached catalogue answer.
  app.useSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Swagger UI needs inline styles and scripts; the client itself uses none.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
      },
    },
  });
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
