import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Every line the app writes (Nest's loggers and Fastify's request lines), as the test reads them. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** Lines are written when an answer has finished, which the client may see first. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the log keeps no password, hash, token, email or phone', () => {
  const log = captureLog();
  let t: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: true, logDestination: log.stream });
    me = await signedInUser(t);
    // A constraint the new account breaks, so that the INSERT of a register fails after the password is hashed:
    // the failing query's parameters are then the account's argon2id hash, email and phone.
    await t.dataSource.query(`ALTER TABLE users ADD CONSTRAINT test_refuse_name CHECK (last_name <> 'Refused')`);
  });
  afterAll(() => t.close());

  it('when a register fails in the database', async () => {
    const secret = { email: 'leak.check@example.com', password: 'Sup3r-Secret!pw', phone: '+254 711 222 333' };
    const res = await t.http
      .post('/api/user/register')
      .send({ ...secret, firstName: 'Ann', lastName: 'Refused', country: 'KE' })
      .expect(500);
    expect(res.body).toMatchObject({ statusCode: 500, message: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(JSON.stringify(res.body)).not.toMatch(/INSERT|users|Refused|leak\.check/);
    await settle();

    // The failure is logged, with what helps: the request id, the SQL, the SQLSTATE and the constraint.
    const failure = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'Unhandled error');
    expect(failure).toMatchObject({
      level: 50,
      requestId: res.body.requestId,
      err: {
        type: 'QueryFailedError',
        code: '23514',
        constraint: 'test_refuse_name',
        query: expect.stringContaining('INSERT INTO "users"'),
      },
    });
    const text = log.lines.join('\n');
    expect(text).not.toContain(secret.email);
    expect(text).not.toContain(secret.password);
    expect(text).not.toContain('711 222 333');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('Failing row');
  });

  it('when a token or an email travels in a URL', async () => {
    log.lines.length = 0;
    // Refused (unknown parameter), but logged all the same.
    expect((await t.http.get(`/api/cars?token=${me.refreshToken}&q=${encodeURIComponent(me.user.email)}`)).status).toBe(400);
    await t.http.get(`/api/auth/google/callback?code=provider-code-123&state=state-456`);
    await t.http.get(`/api/admin/users?q=${me.user.email}`).set('Authorization', me.auth);
    await settle();
    const access = log.lines.filter((line) => line.includes('request completed'));
    expect(access).toHaveLength(3);
    const text = log.lines.join('\n');
    for (const secret of [me.refreshToken, me.token, me.user.email, encodeURIComponent(me.user.email), 'provider-code-123', 'state-456']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('/api/cars?token=[REDACTED]');
  });
});
