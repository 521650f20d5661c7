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

  it('allows the configured origin to call the API from a browser, and no other', async () => {
    const allowed = await t.http.get('/api/health').set('Origin', 'http://localhost:3000').expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const foreign = await t.http.get('/api/health').set('Origin', 'https://evil.example').expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
