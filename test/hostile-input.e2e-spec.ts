import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The one error body (DESIGN.md §5), with the code and message the boundary gives. */
function expectRefusal(res: Response, status: number, code: string, message: string | RegExp): void {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({
    statusCode: status,
    error: expect.any(String),
    message: typeof message === 'string' ? message : expect.stringMatching(message),
    code,
    // The values of the message's placeholders, for a client that translates by code (JSON_TOO_DEEP: the limit).
    ...(code === 'JSON_TOO_DEEP' ? { params: { max: 32 } } : {}),
    requestId: res.headers['x-request-id'],
  });
}

const NUL = ['TEXT_CONTAINS_NUL', /NUL/] as const;
const SURROGATE = ['TEXT_INVALID_UNICODE', /Unicode/] as const;

describe('hostile input is refused at the boundary, on every route', () => {
  let t: TestApp;
  let me: SignedIn;
  let boss: SignedIn;
  const uploads = mkdtempSync(path.join(tmpdir(), 'hostile-input-'));
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_DIR: uploads });
    me = await signedInUser(t);
    boss = await signedInUser(t, { role: 'superadmin' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  describe('NUL characters', () => {
    it.each([
      ['a query value', '/api/cars?model=%00'],
      ['a query value inside text', '/api/cars/facets?make=toyota&q=ab%00cd'],
      ['a path parameter', '/api/cars/detail/ref/AB%001'],
      ['a route that does not exist', '/api/nowhere?x=%00'],
    ])('in %s: 400', async (_where, url) => {
      expectRefusal(await t.http.get(url), 400, ...NUL);
    });

    it('in a staff search and a staff path, past the guard', async () => {
      expectRefusal(await t.http.get('/api/admin/users?q=%00').set('Authorization', boss.auth), 400, ...NUL);
      expectRefusal(await t.http.get('/api/admin/makes/to%00yota').set('Authorization', boss.auth), 400, ...NUL);
    });

    it('in a JSON value: a register firstName', async () => {
      const res = await t.http
        .post('/api/user/register')
        .send({ email: 'nul@example.com', password: 'Secret#123', firstName: 'Ann\u0000', lastName: 'Lee', country: 'KE' });
      expectRefusal(res, 400, ...NUL);
      expect(await t.dataSource.query(`SELECT 1 FROM users WHERE email = 'nul@example.com'`)).toEqual([]);
    });

    it('in a JSON key, nested, and in signed-in routes', async () => {
      expectRefusal(await t.http.post('/api/user/login').send({ email: { 'x\u0000': ['y'] }, password: 'p' }), 400, ...NUL);
      const profile = await t.http.patch('/api/user/profile').set('Authorization', me.auth).send({ city: 'Nai\u0000robi' });
      expectRefusal(profile, 400, ...NUL);
      const consignee = await t.http
        .post('/api/user/consignees')
        .set('Authorization', me.auth)
        .send({ name: ['a', { b: '\u0000' }] });
      expectRefusal(consignee, 400, ...NUL);
    });

    it('leaves an encoded percent sign followed by zeros alone', async () => {
      const res = await t.http.get('/api/cars?model=%2500');
      expect(res.status).toBe(200);
    });
  });

  describe('lone UTF-16 surrogates', () => {
    it.each([
      ['/api/user/login', { email: '\ud800@x.com', password: 'Secret#123' }],
      ['/api/user/register', { email: '\ud800@x.com', password: 'Secret#123', firstName: 'A', lastName: 'B', country: 'KE' }],
      ['/api/auth/forgot-password', { email: '\udfff@x.com' }],
      ['/api/auth/forgot-password', { email: 'a@x.com', extra: { '\ud83d': 1 } }],
    ])('in a JSON string sent to %s: 400', async (url, body) => {
      expectRefusal(await t.http.post(url).send(body), 400, ...SURROGATE);
    });

    it('lets a proper pair (an emoji) through to validation', async () => {
      const res = await t.http.post('/api/auth/forgot-password').send({ email: '\ud83d\ude97@x.com' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('deeply nested JSON', () => {
    const deep = (levels: number) => `{"email":${'['.repeat(levels)}${']'.repeat(levels)},"password":"x"}`;

    it.each(['/api/user/login', '/api/user/register', '/api/auth/refresh', '/api/landing-page'])(
      'of 3,000 levels (18 KB) sent to %s: 400, and the server keeps serving',
      async (url) => {
        // Valid JSON: it parses, then overflowed class-transformer's stack.
        const body = `{"email":${'[{"a":'.repeat(3000)}1${'}]'.repeat(3000)}}`;
        expect(() => JSON.parse(body) as unknown).not.toThrow();
        expect(body.length).toBeGreaterThan(18_000);
        const res = await t.http.post(url).set('content-type', 'application/json').send(body);
        expectRefusal(res, 400, 'JSON_TOO_DEEP', 'The request body is nested too deeply: at most 32 levels.');
        await t.http.get('/api/health').expect(200);
      },
    );

    it('past the guard too', async () => {
      const res = await t.http
        .patch('/api/user/profile')
        .set('Authorization', me.auth)
        .set('content-type', 'application/json')
        .send(deep(200));
      expectRefusal(res, 400, 'JSON_TOO_DEEP', /nested too deeply/);
    });

    it('up to the limit is left to validation', async () => {
      const res = await t.http.post('/api/user/login').set('content-type', 'application/json').send(deep(31));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('JSON routes take JSON only', () => {
    it.each([
      ['/api/user/login', 'email=a%40b.com&password=Secret%23123'],
      ['/api/user/register', 'email=a%40b.com&password=Secret%23123&firstName=A&lastName=B&country=KE'],
    ])('a form post to %s (cross-site submittable) is a 415', async (url, form) => {
      const res = await t.http.post(url).set('content-type', 'application/x-www-form-urlencoded').send(form);
      expectRefusal(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON (Content-Type: application/json).');
    });

    it('so are text/plain, a multipart form and a body without a type', async () => {
      const text = await t.http.post('/api/user/login').set('content-type', 'text/plain').send('{"email":"a@b.com"}');
      expectRefusal(text, 415, 'UNSUPPORTED_MEDIA_TYPE', /as JSON/);
      const multipart = await t.http.post('/api/user/login').field('email', 'a@b.com').field('password', 'Secret#123');
      expectRefusal(multipart, 415, 'UNSUPPORTED_MEDIA_TYPE', /as JSON/);
      const untyped = await t.http.post('/api/user/login').send(Buffer.from('{"email":"a@b.com"}'));
      expect(untyped.request.getHeader('content-type')).toBeUndefined();
      expectRefusal(untyped, 415, 'UNSUPPORTED_MEDIA_TYPE', /as JSON/);
      const emptyType = await t.http.post('/api/user/login').set('content-type', '').send(Buffer.from('{"email":"a@b.com"}'));
      expectRefusal(emptyType, 415, 'UNSUPPORTED_MEDIA_TYPE', /as JSON/);
    });

    it('JSON still signs in', async () => {
      await t.http.post('/api/user/login').send({ email: me.user.email, password: 'Secret#123' }).expect(200);
    });

    it('an upload route still takes multipart, and asks for it otherwise', async () => {
      const upload = await t.http
        .post('/api/admin/makes/no-such-make/image')
        .set('Authorization', boss.auth)
        .attach('image', Buffer.from('not an image'), 'a.png');
      expect(upload.status).not.toBe(415);
      expect(upload.status).toBeLessThan(500);
      const form = await t.http
        .post('/api/admin/makes/no-such-make/image')
        .set('Authorization', boss.auth)
        .set('content-type', 'application/x-www-form-urlencoded')
        .send('image=x');
      expectRefusal(form, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
    });
  });

  describe('caching of answers', () => {
    it('varies public catalogue answers by Authorization, and stores none of them when signed in', async () => {
      for (const url of ['/api/cars', '/api/cars/facets', '/api/makes', '/api/cars/detail/ref/NOPE1']) {
        const anonymous = await t.http.get(url);
        expect(anonymous.status).toBeLessThan(500);
        expect(anonymous.headers.vary).toMatch(/Authorization/);
        expect(anonymous.headers['cache-control']).toBeUndefined();
        const signedIn = await t.http.get(url).set('Authorization', me.auth);
        expect(signedIn.headers['cache-control']).toBe('no-store');
      }
    });

    it('keeps the CORS Vary: Origin beside it', async () => {
      const res = await t.http.get('/api/cars').set('Origin', 'http://localhost:3000').expect(200);
      expect(res.headers.vary).toMatch(/Origin/);
      expect(res.headers.vary).toMatch(/Authorization/);
    });

    it('stores no answer carrying tokens or personal data, errors included', async () => {
      const login = await t.http.post('/api/user/login').send({ email: me.user.email, password: 'Secret#123' }).expect(200);
      expect(login.headers['cache-control']).toBe('no-store');
      const landing = await t.http.post('/api/landing-page').send({});
      expect(landing.headers['cache-control']).toBe('no-store');
      expect((await t.http.get('/api/user/profile').set('Authorization', me.auth).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await t.http.get('/api/user/profile').expect(401)).headers['cache-control']).toBe('no-store');
      expect((await t.http.get('/api/auth/status')).headers['cache-control']).toBe('no-store');
      expect((await t.http.get('/api/admin/users').expect(401)).headers['cache-control']).toBe('no-store');
    });
  });

  describe('HTML pages', () => {
    it('allow no inline script, outside Swagger UI', async () => {
      writeFileSync(path.join(uploads, 'page.html'), '<!doctype html><title>x</title>');
      const page = await t.http.get('/uploads/page.html').expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    });

    it('let Swagger UI keep its inline scripts under /api/docs only', async () => {
      const docs = await t.http.get('/api/docs').redirects(1).expect(200);
      expect(docs.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    });
  });

  describe('access tokens', () => {
    const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
    const base = { issuer: 'autoexport', audience: 'autoexport-api', algorithm: 'HS256' } as const;

    it('a token without exp is refused like any invalid token; the same claims with one are accepted', async () => {
      const claims = jwt.decode(me.token) as { sub: string; sid: string; role: string };
      const payload = { sub: claims.sub, sid: claims.sid, role: claims.role };
      const withoutExp = jwt.sign(payload, JWT_SECRET, base);
      expect(jwt.decode(withoutExp)).not.toHaveProperty('exp');
      const refused = await t.http.get('/api/user/profile').set('Authorization', `Bearer ${withoutExp}`);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ statusCode: 401, code: 'TOKEN_INVALID', requestId: expect.any(String) });
      const withExp = jwt.sign(payload, JWT_SECRET, { ...base, expiresIn: 60 });
      await t.http.get('/api/user/profile').set('Authorization', `Bearer ${withExp}`).expect(200);
    });
  });

  describe('CORS', () => {
    it.each(['PUT', 'PATCH', 'DELETE'])('a preflight for %s from the configured origin is allowed', async (method) => {
      const res = await t.http
        .options('/api/user/profile')
        .set('Origin', 'http://localhost:3000')
        .set('Access-Control-Request-Method', method)
        .set('Access-Control-Request-Headers', 'authorization,content-type');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
        expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']),
      );
    });
  });
});
