import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { TcpProxy } from './support/tcp-proxy.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { freePort, startApiProcess, type SourceProcess, workerEnv } from './support/worker-process.js';

/** Waits (bounded, polling) until `check` holds; the test fails with `what` otherwise. */
async function until(what: string, check: () => Promise<boolean> | boolean, attempts = 100): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

/**
 * A real API process (src/main.ts) stopped with SIGTERM while a request is in flight: it answers not-ready at once,
 * keeps serving through the drain, lets the request finish with 200, then exits 0.
 */
describe('graceful shutdown of the API', () => {
  let t: TestApp;
  let pg: TcpProxy;
  let api: SourceProcess;
  let baseUrl: string;

  // Booting the test app and then an API process from the sources took close to Jest's 30 s on 2 busy cores; the
  // API's own start-up allows 60 s (startApiProcess).
  beforeAll(async () => {
    t = await createTestApp();
    pg = await TcpProxy.start(t.config.databaseUrl);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = await startApiProcess(
      workerEnv(t.config, {
        PORT: String(port),
        HOST: '127.0.0.1',
        // The API process reaches PostgreSQL through the proxy, which can hold a query back.
        DATABASE_URL: pg.url(t.config.databaseUrl),
        MIGRATE: 'off',
        WORKER: 'inline',
        SHUTDOWN_DRAIN_MS: '3000',
        CLIENT_DIST_DIR: '/nonexistent',
      }),
    );
  }, 90_000);
  afterAll(async () => {
    pg.release();
    await api?.kill('SIGKILL');
    await pg.close();
    await t.close();
  });

  it('turns not-ready on SIGTERM, keeps serving during the drain, finishes the request in flight, and exits 0', async () => {
    const http = request(baseUrl);
    await until('the API is ready', async () => (await http.get('/api/health/ready')).status === 200);

    // A request in flight: its query waits in the proxy.
    pg.hold();
    const inFlight = http.get('/api/makes').then((res) => res);
    await until('the request has reached PostgreSQL', () => pg.heldChunks > 0);

    process.kill(api.pid, 'SIGTERM');
    await until('the API says it is draining', () => api.output().includes('SIGTERM received'));
    const ready = await http.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.shutdown).toEqual({ status: 'draining' });
    expect(ready.body.reasons).toContain('shutdown: the process is shutting down');
    // Still serving while the load balancer notices.
    await http.get('/api/health/live').expect(200);

    // Closing starts with the request still in flight; once its query goes through it completes.
    await until('the API is closing', () => api.output().includes('Closing:'), 200);
    pg.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.any(Array));

    expect(await api.exited).toBe(0);
    expect(api.output()).toContain('[shutdown] Stopped.');
  });
});
