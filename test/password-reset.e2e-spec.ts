import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NestFactory } from '@nestjs/core';
import { createHash } from 'node:crypto';
import { AppModule } from '../src/app.module.js';
import { api } from './support/api.js';
import { createUser, DEFAULT_PASSWORD, signIn, uniqueEmail } from './support/factories.js';
import { type ReceivedMail, SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { sleep } from './support/wait.js';

const FORGOT_ANSWER = { message: 'If an account exists for this email, we have sent a link to reset the password.' };
const TOO_MANY = 'Too many attempts. Please wait a moment and try again.';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Each request comes from its own address (TEST-NET-3) unless a test says otherwise, so IP limits stay out of the way. */
let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp}`;

/** The token of the reset link in a received message's decoded text (it went over SMTP quoted-printable). */
function linkIn(mail: ReceivedMail): { link: string; token: string } {
  const match = /(http:\/\/localhost:3000\/auth\/reset-password\?token=([A-Za-z0-9_%-]+))/.exec(mail.text);
  if (!match) throw new Error(`no reset link in:\n${mail.text}`);
  return { link: match[1]!, token: decodeURIComponent(match[2]!) };
}

describe('password reset by email', () => {
  let t: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    // X-Forwarded-For then sets the caller's IP, so the per-IP limits can be tested apart from the per-address ones.
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const forgot = (body: Record<string, unknown>, ip = nextIp()) =>
    t.http.post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send(body);
  const reset = (body: Record<string, unknown>, ip = nextIp()) =>
    t.http.post('/api/auth/reset-password').set('X-Forwarded-For', ip).send(body);
  const login = (email: string, password: string) =>
    t.http.post('/api/user/login').set('X-Forwarded-For', nextIp()).send({ email, password });

  /** Asks for a link and reads it from the email that arrived at the SMTP sink. */
  async function requestLink(email: string): Promise<{ mail: ReceivedMail; link: string; token: string }> {
    const res = await forgot({ email }).expect(200);
    expect(res.body).toEqual(FORGOT_ANSWER);
    const mail = await sink.nextMessage(email);
    return { mail, ...linkIn(mail) };
  }

  const tokenRows = (userId: string) =>
    t.dataSource.query<{ token_hash: string; expires_at: Date; used_at: Date | null }[]>(
      'SELECT token_hash, expires_at, used_at FROM password_reset_tokens WHERE user_id = $1 ORDER BY id',
      [userId],
    );

  it('emails a single-use link through the queue; using it sets the password and ends every sign-in', async () => {
    const user = await createUser(t);
    const first = await signIn(t, user.email);
    const second = await signIn(t, user.email, DEFAULT_PASSWORD, { rememberMe: true });

    const before = Date.now();
    const { mail, link, token } = await requestLink(user.email.toUpperCase());

    // What really arrived over SMTP.
    expect(mail.envelope).toEqual({ from: 'no-reply@autoexport.example', to: [user.email] });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.headers.from).toBe('AutoExport <no-reply@autoexport.example>');
    expect(mail.messageId).toMatch(/^<notification\.[^@>]+@autoexport\.example>$/);
    expect(mail.text).toContain('Hello Test,');
    expect(mail.text).toContain('expires in one hour');
    expect(mail.html).toContain(`href="${link}"`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.parts.map((p) => p.contentType)).toEqual(['text/plain', 'text/html']);

    // Only the token's SHA-256 is stored, valid one hour.
    const rows = await tokenRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = new Date(rows[0]!.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    expect(rows[0]!.used_at).toBeNull();

    const res = await reset({ token, password: 'Brand-new#2026' }).expect(200);
    expect(res.body).toEqual({ message: 'Password updated successfully' });

    expect((await login(user.email, DEFAULT_PASSWORD)).status).toBe(401);
    expect((await login(user.email, 'Brand-new#2026')).status).toBe(200);

    for (const session of [first, second]) {
      const profile = await api(t, session).get('/api/user/profile').expect(401);
      expect(profile.body.code).toBe('SESSION_REVOKED');
      const refreshed = await t.http.post('/api/auth/refresh').send({ refreshToken: session.refreshToken }).expect(401);
      expect(refreshed.body.code).toBe('REFRESH_TOKEN_INVALID');
    }

    expect((await tokenRows(user.id))[0]!.used_at).not.toBeNull();
    const activity = await t.dataSource.query<{ type: string }[]>(
      "SELECT type FROM account_activity WHERE user_id = $1 AND type = 'password_reset'",
      [user.id],
    );
    expect(activity).toHaveLength(1);

    // The owner is told that the password changed.
    const notice = await sink.nextMessage(user.email);
    expect(notice.subject).toBe('Your password was changed');
    expect(notice.text).toContain('every device that was signed in has been signed out');
    expect(notice.text).not.toMatch(/token=/);
  });

  it('writes to the owner in their profile’s language, right to left in Urdu, whatever language the request came in', async () => {
    const urdu = await createUser(t, { firstName: 'Bilal', preferredLanguage: 'ur' });
    await forgot({ email: urdu.email }).set('Accept-Language', 'en').expect(200);
    const mail = await sink.nextMessage(urdu.email);
    expect(mail.subject).toBe('اپنا پاس ورڈ دوبارہ ترتیب دیں');
    expect(mail.text).toContain('السلام علیکم Bilal،');
    expect(mail.html).toMatch(/<html[^>]* lang="ur"[^>]* dir="rtl"/);
    linkIn(mail);

    const spanish = await createUser(t, { preferredLanguage: 'es' });
    await forgot({ email: spanish.email }).set('Accept-Language', 'ur').expect(200);
    expect((await sink.nextMessage(spanish.email)).subject).toBe('Restablezca su contraseña');
  });

  it('refuses the same link a second time', async () => {
    const user = await createUser(t);
    const { token } = await requestLink(user.email);
    await reset({ token, password: 'First#reset1' }).expect(200);

    const again = await reset({ token, password: 'Second#reset2' }).expect(400);
    expect(again.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'RESET_TOKEN_USED',
      message: 'This password reset link has already been used. Please request a new one.',
      details: [
        { field: 'token', code: 'RESET_TOKEN_USED', message: 'This password reset link has already been used. Please request a new one.' },
      ],
      requestId: expect.any(String),
    });
    expect((await login(user.email, 'First#reset1')).status).toBe(200);
    expect((await login(user.email, 'Second#reset2')).status).toBe(401);
  });

  it('spends every other outstanding link of the account when one is used', async () => {
    const user = await createUser(t);
    const older = await requestLink(user.email);
    const newer = await requestLink(user.email);
    expect(older.token).not.toBe(newer.token);

    await reset({ token: newer.token, password: 'Newer#link1' }).expect(200);
    const res = await reset({ token: older.token, password: 'Older#link1' }).expect(400);
    expect(res.body.code).toBe('RESET_TOKEN_USED');
    expect((await login(user.email, 'Newer#link1')).status).toBe(200);
  });

  it('spends a link once the password changes another way (here: by the user while signed in)', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const { token } = await requestLink(user.email);
    await api(t, session).put('/api/user/password', { currentPassword: DEFAULT_PASSWORD, newPassword: 'Changed#2026' }).expect(200);
    const res = await reset({ token, password: 'Hijack#2026' }).expect(400);
    expect(res.body.code).toBe('RESET_TOKEN_USED');
    await login(user.email, 'Changed#2026').expect(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const user = await createUser(t);
    const { token } = await requestLink(user.email);
    await t.dataSource.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      sha256(token),
    ]);

    const res = await reset({ token, password: 'Too-late#1' }).expect(400);
    expect(res.body).toMatchObject({
      code: 'RESET_TOKEN_EXPIRED',
      message: 'This password reset link has expired. Please request a new one.',
    });
    expect((await login(user.email, 'Too-late#1')).status).toBe(401);
    expect((await login(user.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown link', async () => {
    const res = await reset({ token: 'not-a-token-we-ever-issued', password: 'Whatever#1' }).expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'RESET_TOKEN_INVALID',
      message: 'This password reset link is invalid. Please request a new one.',
    });
  });

  it('answers an unknown or suspended address exactly like a known one, and emails nothing', async () => {
    const known = await createUser(t);
    const suspended = await createUser(t, { status: 'suspended' });
    const nobody = uniqueEmail('nobody');

    const answers = [];
    for (const email of [nobody, suspended.email, known.email]) {
      const res = await forgot({ email });
      answers.push({ status: res.status, body: res.body, type: res.headers['content-type'], length: res.headers['content-length'] });
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(answers[2]).toMatchObject({ status: 200, body: FORGOT_ANSWER });

    // The known address's email was queued last; once it has arrived, any email to the others would have too.
    await sink.nextMessage(known.email);
    await sleep(500);
    expect(sink.messagesTo(nobody)).toHaveLength(0);
    expect(sink.messagesTo(suspended.email)).toHaveLength(0);
    expect(await tokenRows(suspended.id)).toHaveLength(0);
  });

  it('limits requests per address (whether or not it has an account) with 429 and Retry-After', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++) await forgot({ email }).expect(200);
    const res = await forgot({ email }).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TOO_MANY_REQUESTS',
      message: TOO_MANY,
      requestId: expect.any(String),
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The same address in other letter case is the same address.
    await forgot({ email: email.toUpperCase() }).expect(429);
    // Another address is not affected.
    await forgot({ email: uniqueEmail('other') }).expect(200);
  });

  it('limits requests per IP with 429 and Retry-After', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 20; i++) await forgot({ email: uniqueEmail(`ip${i}`) }, ip).expect(200);
    const res = await forgot({ email: uniqueEmail('ip-over') }, ip).expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: TOO_MANY });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another caller is not affected.
    await forgot({ email: uniqueEmail('elsewhere') }).expect(200);
  });

  it('refuses a new password under 6 characters with the validation body, and the link stays usable', async () => {
    const user = await createUser(t);
    const { token } = await requestLink(user.email);

    const res = await reset({ token, password: '12345' }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Please fill in all required fields',
      details: [{ field: 'password', code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters', params: { min: 6 } }],
      requestId: expect.any(String),
    });

    await reset({ token, password: '123456' }).expect(200);
    expect((await login(user.email, '123456')).status).toBe(200);
  });

  it('validates the forgot-password body', async () => {
    const missing = await forgot({}).expect(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.details).toContainEqual(expect.objectContaining({ field: 'email', message: 'Email is required' }));

    const malformed = await forgot({ email: 'not-an-email' }).expect(400);
    expect(malformed.body.details).toEqual([expect.objectContaining({ field: 'email', message: 'Email is invalid' })]);

    const extra = await forgot({ email: uniqueEmail(), role: 'admin' }).expect(400);
    expect(extra.body.code).toBe('UNKNOWN_FIELD');

    const noToken = await reset({ password: 'Secret#123' }).expect(400);
    expect(noToken.body.details).toContainEqual(expect.objectContaining({ field: 'token', message: 'Reset token is required' }));
  });
});

describe('password reset with the worker in its own process (WORKER=off in the API)', () => {
  let t: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'off' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('the API only queues the email; a worker context (as src/worker.ts builds it) sends it', async () => {
    const user = await createUser(t);
    await t.http.post('/api/auth/forgot-password').send({ email: user.email }).expect(200);

    // The token is stored and the job waits in Redis, but nothing is sent.
    const waitingKey = `${t.config.redisPrefix}:bull:notifications:wait`;
    for (let i = 0; i < 50 && (await t.redis.llen(waitingKey)) === 0; i++) await sleep(100);
    expect(await t.redis.llen(waitingKey)).toBe(1);
    await sleep(300);
    expect(sink.messages).toHaveLength(0);

    const worker = await NestFactory.createApplicationContext(AppModule.forRoot({ ...t.config, worker: 'inline' }), { logger: false });
    try {
      await worker.init();
      const mail = await sink.nextMessage(user.email);
      const { token } = linkIn(mail);
      const rows = await t.dataSource.query<{ token_hash: string }[]>('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [
        user.id,
      ]);
      expect(rows.map((r) => r.token_hash)).toEqual([sha256(token)]);
      await t.http.post('/api/auth/reset-password').send({ token, password: 'From-worker#1' }).expect(200);
    } finally {
      await worker.close();
    }
  });
});
