import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardedAddresses, mayReadMetrics } from './metrics-access.js';
import type { Metrics } from './metrics.service.js';
import { METRICS_PATH } from './register-metrics.js';

const NOT_FOUND = JSON.stringify({ statusCode: 404, error: 'Not Found', message: `Cannot GET ${METRICS_PATH}`, code: 'NOT_FOUND' });

/**
 * The worker process's /metrics (it has no HTTP server of its own): a tiny node:http server on METRICS_PORT with the
 * API's access rule (metrics-access.ts). Anything else — another path, a method, a refused caller — is a 404.
 * Resolves once listening; close() stops it.
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const allowed =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path === METRICS_PATH &&
      mayReadMetrics(options.token, {
        authorization: request.headers.authorization,
        peer: request.socket.remoteAddress,
        forwarded: forwardedAddresses(request.headers['x-forwarded-for'], request.headers['x-real-ip']),
      });
    if (!allowed) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(NOT_FOUND);
      return;
    }
    metrics.text().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable'),
    );
  });
  // Keep-alive scrapes must not hold the worker's shutdown.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

export const portOf = (server: Server): number => (server.address() as AddressInfo).port;
