import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/common/time/clock.js';
import { api } from './support/api.js';
import { createUser, signIn } from './support/factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Sign-ins and password reset links expire on the application's Clock (README "Time"), so a test stands exactly on
 * the deadline instead of writing past dates into the database. The access token itself is a JWT checked against
 * the system time: the clock only moves the sign-in's and the link's deadlines.
 */
describe('sign-ins and reset links expire on the injected clock', () => {
  let t: TestApp;
  let sink: SmtpSink;
  // Whole seconds of real time: the access tokens signed meanwhile are valid for their 15 minutes.
  const start = new Date(Math.floor(Date.now() / 1000) * 1000);
  const clock = new ManualClock(start);
  let lastIp = 0;
  const nextIp = () => `203.0.113.${++lastIp}`;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline', TRUST_PROXY: 'true' }, { clock });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const refresh = (refreshToken: string) => t.http.post('/api/auth/refresh').send({ refreshToken });

  it('ends a sign-in exactly 7 days after it began: access and refresh work until then, not at the deadline', async () => {
    clock.set(start);
    const user = await createUser(t);
    const me = await signIn(t, user.email);
    const deadline = new Date(start.getTime() + 7 * DAY);
    expect((me as unknown as { refreshTokenExpiry: string }).refreshTokenExpiry).toBe(deadline.toISOString());

    clock.set(new Date(deadline.getTime() - 1));
    await api(t, me).get('/api/user/profile').expect(200);

    clock.set(deadline);
    const access = await api(t, me).get('/api/user/profile').expect(401);
    expect(access.body.code).toBe('SESSION_REVOKED');
    const refused = await refresh(me.refreshToken).expect(401);
    expect(refused.body.code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('slides the sign-in by its full lifetime from the clock’s now at each refresh', async () => {
    clock.set(start);
    const user = await createUser(t);
    const me = await signIn(t, user.email);
    const lastMoment = new Date(start.getTime() + 7 * DAY - 1);
    clock.set(lastMoment);
    const rotated = await refresh(me.refreshToken).expect(200);
    expect(rotated.body.refreshTokenExpiry).toBe(new Date(lastMoment.getTime() + 7 * DAY).toISOString());
    clock.set(new Date(start.getTime() + 10 * DAY));
    await api(t, rotated.body.token).get('/api/user/profile').expect(200);
  });

  it('keeps a reset link for one hour on the clock: refused at the hour, used a moment before', async () => {
    clock.set(start);
    const user = await createUser(t);
    const requestLink = async () => {
      await t.http.post('/api/auth/forgot-password').set('X-Forwarded-For', nextIp()).send({ email: user.email }).expect(200);
      const mail = await sink.nextMessage(user.email);
      const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
      if (!match) throw new Error(`no reset link in:\n${mail.text}`);
      return decodeURIComponent(match[1]!);
    };
    const reset = (token: string, password: string) =>
      t.http.post('/api/auth/reset-password').set('X-Forwarded-For', nextIp()).send({ token, password });

    const late = await requestLink();
    clock.set(new Date(start.getTime() + HOUR));
    const expired = await reset(late, 'Too-late#1').expect(400);
    expect(expired.body.code).toBe('RESET_TOKEN_EXPIRED');

    clock.set(start);
    const onTime = await requestLink();
    clock.set(new Date(start.getTime() + HOUR - 1));
    await reset(onTime, 'On-time#2026').expect(200);
    await t.http.post('/api/user/login').set('X-Forwarded-For', nextIp()).send({ email: user.email, password: 'On-time#2026' }).expect(200);
  });
});
