import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports PostgreSQL and Redis as up', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.info.database.status).toBe('up');
    expect(res.body.info.redis.status).toBe('up');
  });

  it('answers liveness without looking at any dependency, and readiness with each check', async () => {
    expect((await t.http.get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await t.http.get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({
      status: 'ready',
      reasons: [],
      checks: { database: { status: 'up' }, redis: { status: 'up' }, migrations: { status: 'applied' }, shutdown: { status: 'serving' } },
    });
  });

  it('answers an unknown API path with the one error body and a request id', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: expect.any(String),
      code: 'NOT_FOUND',
      requestId: res.headers['x-request-id'],
    });
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane X-Request-Id from the caller', async () => {
    const res = await t.http.get('/api/no-such-thing').set('X-Request-Id', 'ticket-42.a').expect(404);
    expect(res.body.requestId).toBe('ticket-42.a');
  });

  it('answers malformed JSON with a 400 error body, not a 500', async () => {
    const res = await t.http.post('/api/user/login').set('content-type', 'application/json').send('{"email": ').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.http.post('/api/user/login').set('content-type', 'application/x-something').send('x').expect(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.http
      .post('/api/user/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends JSON answers, errors included, the lean security headers of an API', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      const res = await t.http.get(path);
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      // Document headers mean nothing to JSON: they are left out to keep answers small.
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options']) {
        expect(res.headers).not.toHaveProperty(name);
      }
    }
  });

  it('sends HTML documents helmet’s full set, with a policy that lets Swagger UI run', async () => {
    const res = await t.http.get('/api/docs').redirects(1).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
    });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.paths['/api/health']).toBeDefined();
  });

  it('allows the configured origin to call the API from a browser, and no other', async () => {
    const allowed = await t.http.get('/api/health').set('Origin', 'http://localhost:3000').expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const foreign = await t.http.get('/api/health').set('Origin', 'https://evil.example').expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
