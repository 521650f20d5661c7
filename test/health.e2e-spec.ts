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
    const res = await t.http
      .post('/api/health')
      .set('content-type', 'application/json')
      .send('{"broken": ')
      .expect((r) => {
        expect([400, 404]).toContain(r.status);
      });
    expect(res.body.code).toBeDefined();
    expect(res.body.message).not.toBe('Internal server error');
  });

  it('sends security headers', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.paths['/api/health']).toBeDefined();
  });
});
