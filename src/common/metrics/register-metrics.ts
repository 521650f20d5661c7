import { NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import { toErrorBody } from '../errors/http-exception.filter.js';
import { HttpMetrics } from './http-metrics.js';
import { forwardedAddresses, mayReadMetrics } from './metrics-access.js';
import { Metrics } from './metrics.service.js';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics on the API's port — a plain Fastify route outside /api, so outside the OpenAPI document (it is not an
 * API operation) — and the request duration histogram, fed by a callback-style onResponse hook (an async hook costs
 * a promise per request). A caller the access rule (metrics-access.ts) refuses gets the 404 of an unknown path, in
 * the one error body: nothing says the endpoint exists. Called once by createApp.
 */
export function registerMetrics(app: NestFastifyApplication, config: AppConfig): void {
  const fastify = app.getHttpAdapter().getInstance();
  // Resolved on first use: preview mode (the OpenAPI generator) builds the app without providers.
  let metrics: Metrics | undefined;
  let http: HttpMetrics | undefined;
  const registry = (): Metrics => (metrics ??= app.get<Metrics>(Metrics));

  fastify.addHook('onResponse', (request, reply, done) => {
    (http ??= new HttpMetrics(registry())).observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });

  fastify.get(METRICS_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = mayReadMetrics(config.metrics.token, {
      authorization: request.headers.authorization,
      peer: request.socket.remoteAddress,
      forwarded: forwardedAddresses(request.headers['x-forwarded-for'], request.headers['x-real-ip']),
    });
    if (!allowed) {
      const body = toErrorBody(new NotFoundException(`Cannot GET ${METRICS_PATH}`), String(request.id));
      return reply.status(404).header('content-type', 'application/json; charset=utf-8').send(body);
    }
    const text = await registry().text();
    return reply.header('content-type', registry().contentType).header('cache-control', 'no-store').send(text);
  });
}
