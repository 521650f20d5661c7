import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { DEFAULT_PASSWORD } from './support/factories.js';
import { createCustomer, type Customer, reserve } from './support/order-factories.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { withServer } from './support/databases.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * PostgreSQL and Redis go away and come back (through TCP proxies in front of the shared servers, which other spec
 * files keep using): the API answers 503 with the error body and Retry-After meanwhile — never a 500, never a hang —
 * readiness says which dependency is missing, liveness stays 200, and the same app serves again once they are back.
 */
describe('PostgreSQL and Redis outages', () => {
  let t: TestApp;
  let pg: TcpProxy;
  let redis: TcpProxy;
  let customer: Customer;
  let stockIds: string[];
  let page = 0;

  beforeAll(async () => {
    pg = await TcpProxy.start(process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    redis = await TcpProxy.start(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    t = await createTestApp(
      { REDIS_URL: redis.url(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'), DATABASE_POOL_WAIT_MS: '2000' },
      {},
      { databaseUrl: (direct) => pg.url(direct) },
    );
    customer = await createCustomer(t);
    stockIds = [];
    for (let i = 0; i < 4; i++) stockIds.push((await createCar(t)).car.stockId);
  });
  afterAll(async () => {
    await pg.up();
    await redis.up();
    await t.close();
    await Promise.all([pg.close(), redis.close()]);
  });

  /** A catalogue read that reaches PostgreSQL (a page not cached yet), the caller's profile and their orders. */
  const userRoutes = (): Promise<Response>[] => [
    api(t).get(`/api/cars?page=${++page}`),
    api(t, customer).get('/api/user/profile'),
    api(t, customer).get('/api/orders/reserved'),
  ];

  const expectUnavailable = (res: Response) => {
    expect({ status: res.status, body: res.body }).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        code: 'SERVICE_UNAVAILABLE',
        requestId: res.headers['x-request-id'],
      },
    });
    expect(res.headers['retry-after']).toBe('5');
  };

  /** Asks until readiness answers `status` (ioredis reconnects with a back-off of up to 2 s); at most ~20 s. */
  async function readinessBecomes(status: number): Promise<Response> {
    let res: Response | undefined;
    for (let i = 0; i < 40; i++) {
      res = await t.http.get('/api/health/ready');
      if (res.status === status) return res;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`readiness stayed ${res?.status}: ${JSON.stringify(res?.body)}`);
  }

  it('serves normally through the proxies', async () => {
    for (const res of await Promise.all(userRoutes())) expect(res.status).toBe(200);
    await t.http.get('/api/health/ready').expect(200);
  });

  it('answers 503 while PostgreSQL is unreachable, and serves again once it is back, without a restart', async () => {
    await pg.down();
    for (const res of await Promise.all(userRoutes())) expectUnavailable(res);
    expectUnavailable(await reserve(t, customer, stockIds[0]!));

    const ready = await t.http.get('/api/health/ready').expect(503);
    expect(ready.body.status).toBe('not-ready');
    expect(ready.body.checks.database.status).toBe('down');
    expect(ready.body.checks.redis.status).toBe('up');
    expect(ready.body.reasons).toEqual([expect.stringMatching(/^database: PostgreSQL does not answer/)]);
    await t.http.get('/api/health/live').expect(200);

    await pg.up();
    for (const res of await Promise.all(userRoutes())) expect(res.status).toBe(200);
    await reserve(t, customer, stockIds[1]!).expect(201);
    await t.http.get('/api/health/ready').expect(200);
  });

  it('recovers from a PostgreSQL restart that ends every connection (pg_terminate_backend)', async () => {
    await Promise.all(userRoutes()); // the pool holds open connections
    const database = new URL(t.config.databaseUrl).pathname.slice(1);
    const ended = await withServer((client) =>
      client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]),
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    // Requests on connections that were ended may answer 503 (never 500); the pool replaces them at once.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) for (const res of await Promise.all(userRoutes())) statuses.push(res.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const res of await Promise.all(userRoutes())) expect(res.status).toBe(200);
    await t.http.get('/api/health/ready').expect(200);
  });

  it('answers 503 where Redis is needed while it is unreachable, never 500, and recovers by itself', async () => {
    await redis.down();
    // Signing in is rate-limited in Redis, and the limit fails closed: no credential stuffing during an outage.
    const login = await t.http.post('/api/user/login').send({ email: customer.entity.email, password: DEFAULT_PASSWORD });
    expectUnavailable(login);
    // Reading needs no Redis: caches fall back to PostgreSQL; anything that does need it answers 503, never 500.
    for (const res of await Promise.all([...userRoutes(), api(t).get('/api/cars?page=1'), api(t).get('/api/makes')])) {
      if (res.status !== 200) expectUnavailable(res);
    }

    const ready = await readinessBecomes(503);
    expect(ready.body.checks.redis.status).toBe('down');
    expect(ready.body.checks.database.status).toBe('up');
    expect(ready.body.reasons).toEqual([expect.stringMatching(/^redis: Redis does not answer/)]);
    await t.http.get('/api/health/live').expect(200);

    await redis.up();
    await readinessBecomes(200);
    await t.http.post('/api/user/login').send({ email: customer.entity.email, password: DEFAULT_PASSWORD }).expect(200);
    for (const res of await Promise.all(userRoutes())) expect(res.status).toBe(200);
    await reserve(t, customer, stockIds[2]!).expect(201);
  });
});
