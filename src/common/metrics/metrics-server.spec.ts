import { describe, expect, it } from '@jest/globals';
import { portOf, startMetricsServer } from './metrics-server.js';
import { Metrics } from './metrics.service.js';

describe("the worker's metrics server", () => {
  it('serves /metrics to a loopback caller and the 404 to anything else', async () => {
    const metrics = new Metrics();
    metrics.counter({ name: 'probe_total', help: 'probe' }).inc();
    const server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1', token: undefined });
    const url = `http://127.0.0.1:${portOf(server)}`;
    try {
      const ok = await fetch(`${url}/metrics`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('autoexport_probe_total 1');
      const forwarded = await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(forwarded.status).toBe(404);
      expect(await forwarded.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      expect((await fetch(`${url}/other`)).status).toBe(404);
      expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('with a token, answers only its bearer', async () => {
    const server = await startMetricsServer(new Metrics(), { port: 0, host: '127.0.0.1', token: 'worker-token-0123456789' });
    const url = `http://127.0.0.1:${portOf(server)}/metrics`;
    try {
      expect((await fetch(url)).status).toBe(404);
      expect((await fetch(url, { headers: { authorization: 'Bearer worker-token-0123456789' } })).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
