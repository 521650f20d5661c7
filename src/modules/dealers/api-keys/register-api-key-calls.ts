import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ApiKeyCallsService } from './api-key-calls.service.js';

/**
 * One activity row per request made with an API key, written once the answer has gone (a Fastify onResponse hook, so
 * refusals by the guard are recorded too): method, route pattern, status, time and duration — no body, no query.
 * Called once by createApp.
 */
export function registerApiKeyCalls(app: NestFastifyApplication): void {
  // Resolved on first use: preview mode (the OpenAPI generator) builds the app without providers.
  let service: ApiKeyCallsService | undefined;
  const calls = (): ApiKeyCallsService => (service ??= app.get<ApiKeyCallsService>(ApiKeyCallsService));
  // A callback-style hook: an async hook costs a promise per request on every route.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      const user = (request as FastifyRequest & { user?: AuthUser }).user;
      if (user?.apiKey) {
        void calls().record({
          keyId: user.apiKey.id,
          userId: user.id,
          method: request.method,
          route: request.routeOptions.url ?? 'unknown',
          status: reply.statusCode,
          durationMs: reply.elapsedTime,
        });
      }
      done();
    });
}
