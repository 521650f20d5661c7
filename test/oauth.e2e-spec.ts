import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { OAuthIdentity } from '../src/modules/auth/oauth-identity.entity.js';
import { AccountActivity } from '../src/modules/users/account-activity.entity.js';
import { User } from '../src/modules/users/user.entity.js';
import { api } from './support/api.js';
import { createUser, DEFAULT_PASSWORD, signIn, signedInUser, uniqueEmail } from './support/factories.js';
import { type OAuthProviderStub, startOAuthProviderStub, STUB_CLIENTS } from './support/oauth-provider-stub.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The nonce "this browser" keeps in sessionStorage while it signs in. */
const NONCE = 'browser-nonce-0123456789abcdef';

const CLIENT_CALLBACK = 'http://localhost:3000/auth/callback';
const LAST_METHOD_MESSAGE =
  'This is your only way to sign in. Set a password (use "Forgot password") or connect another account before disconnecting it.';

type Provider = 'google' | 'facebook';

describe('Google and Facebook sign-in', () => {
  let t: TestApp;
  let stub: OAuthProviderStub;

  beforeAll(async () => {
    stub = await startOAuthProviderStub();
    t = await createTestApp(stub.env);
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  const uid = () => randomBytes(6).toString('hex');
  const googleProfile = (email: string, extra: object = {}) => ({
    sub: `g-${uid()}`,
    email,
    email_verified: true,
    given_name: 'Amina',
    family_name: 'Odhiambo',
    name: 'Amina Odhiambo',
    ...extra,
  });
  const facebookProfile = (email: string | undefined, id = `fb-${uid()}`) => ({
    id,
    ...(email ? { email } : {}),
    first_name: 'Bilal',
    last_name: 'Khan',
    name: 'Bilal Khan',
  });

  /** GET /api/auth/<provider>: our 302 to the provider's authorize URL. */
  async function start(provider: Provider): Promise<URL> {
    const res = await t.http.get(`/api/auth/${provider}?nonce=${NONCE}`).expect(302);
    expect(res.headers['cache-control']).toBe('no-store');
    return new URL(res.headers.location as string);
  }

  /** The provider's consent screen: its 302 back to our callback (with code & state, or an error). */
  async function consent(authorizeUrl: URL): Promise<URL> {
    const res = await request(stub.url)
      .get(authorizeUrl.pathname + authorizeUrl.search)
      .expect(302);
    return new URL(res.headers.location as string);
  }

  /** Our callback: its 302 to the client's /auth/callback page. */
  async function callback(callbackUrl: URL): Promise<URL> {
    expect(callbackUrl.origin).toBe('http://localhost:3000');
    const res = await t.http.get(callbackUrl.pathname + callbackUrl.search).expect(302);
    const landing = new URL(res.headers.location as string);
    expect(`${landing.origin}${landing.pathname}`).toBe(CLIENT_CALLBACK);
    return landing;
  }

  /** The whole browser round trip; answers where the client page lands. */
  async function roundTrip(provider: Provider): Promise<URL> {
    return callback(await consent(await start(provider)));
  }

  const exchange = (code: string | null, nonce = NONCE) => t.http.post('/api/auth/oauth/exchange').send({ code, nonce });

  /** Signs in through the provider end to end and answers the token response. */
  async function signInWith(provider: Provider) {
    const landing = await roundTrip(provider);
    expect(landing.searchParams.get('error')).toBeNull();
    const code = landing.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await exchange(code).expect(200);
    return { ...res.body, auth: `Bearer ${res.body.token}` } as {
      token: string;
      refreshToken: string;
      user: { id: string; email: string; firstName: string; lastName: string; hasPassword: boolean };
      auth: string;
    };
  }

  const identitiesOf = (email: string) =>
    t.dataSource
      .getRepository(OAuthIdentity)
      .createQueryBuilder('i')
      .innerJoin(User, 'u', 'u.id = i.user_id')
      .where('u.email = :email', { email })
      .getMany();
  const userCount = () => t.dataSource.getRepository(User).count();
  const activityOf = async (email: string) => {
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    return t.dataSource.getRepository(AccountActivity).find({ where: { userId: user.id }, order: { id: 'ASC' } });
  };

  describe('the redirect to the provider', () => {
    it('sends Google the client id, our callback URL, the scopes, a state and a PKCE challenge', async () => {
      const authorize = await start('google');
      expect(`${authorize.origin}${authorize.pathname}`).toBe(stub.env.GOOGLE_AUTHORIZATION_URL);
      const q = authorize.searchParams;
      expect(q.get('client_id')).toBe(STUB_CLIENTS.google.id);
      expect(q.get('response_type')).toBe('code');
      expect(q.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
      expect(q.get('scope')).toBe('openid email profile');
      expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toEqual(expect.any(String));
    });

    it('sends Facebook its own callback URL and a fresh state each time', async () => {
      const first = await start('facebook');
      const second = await start('facebook');
      expect(`${first.origin}${first.pathname}`).toBe(stub.env.FACEBOOK_AUTHORIZATION_URL);
      expect(first.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/facebook/callback');
      expect(first.searchParams.get('scope')).toBe('email');
      expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'));
    });

    it('keeps the state in Redis (shared by every API process), not in memory or a cookie', async () => {
      const res = await t.http.get(`/api/auth/google?nonce=${NONCE}`).expect(302);
      expect(res.headers['set-cookie']).toBeUndefined();
      const state = new URL(res.headers.location as string).searchParams.get('state');
      const ttl = await t.redis.ttl(`${t.config.redisPrefix}:oauth:state:${state}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(600);
    });
  });

  describe('signing in', () => {
    it('creates an account without a password for a new Google user, and signs it in', async () => {
      const email = uniqueEmail('new.google');
      stub.google.next({ profile: googleProfile(email.toUpperCase()) });
      const before = await userCount();

      const session = await signInWith('google');

      expect(await userCount()).toBe(before + 1);
      expect(session).toMatchObject({
        token: expect.any(String),
        tokenExpiry: expect.any(String),
        refreshToken: expect.any(String),
        refreshTokenExpiry: expect.any(String),
        sessionId: expect.any(String),
        user: { email, firstName: 'Amina', lastName: 'Odhiambo', hasPassword: false, role: 'user', status: 'active' },
      });
      const profile = await api(t, session).get('/api/user/profile').expect(200);
      expect(profile.body.email).toBe(email);
      expect((await t.dataSource.getRepository(User).findOneByOrFail({ email })).passwordHash).toBeNull();
      expect(await identitiesOf(email)).toEqual([expect.objectContaining({ provider: 'google', email })]);
      const activity = await activityOf(email);
      expect(activity.map((a) => [a.type, a.details])).toEqual([
        ['account_linked', { provider: 'google', email }],
        ['sign_in', { method: 'google' }],
      ]);
      // The refresh token works like any other.
      await t.http.post('/api/auth/refresh').send({ refreshToken: session.refreshToken }).expect(200);
    });

    it('signs the same Google person into the same account the next time', async () => {
      const email = uniqueEmail('again');
      stub.google.next({ profile: googleProfile(email) });
      const first = await signInWith('google');
      const before = await userCount();
      const second = await signInWith('google');
      expect(second.user.id).toBe(first.user.id);
      expect(await userCount()).toBe(before);
      expect(await identitiesOf(email)).toHaveLength(1);
    });

    it('links a verified Google email to the existing password account', async () => {
      const existing = await createUser(t, { firstName: 'Grace', lastName: 'Wanjiru' });
      stub.google.next({ profile: googleProfile(existing.email) });
      const before = await userCount();

      const session = await signInWith('google');

      expect(await userCount()).toBe(before);
      expect(session.user).toMatchObject({ id: existing.publicId, email: existing.email, firstName: 'Grace', hasPassword: true });
      expect(await identitiesOf(existing.email)).toEqual([expect.objectContaining({ provider: 'google' })]);
      expect((await activityOf(existing.email)).map((a) => a.type)).toEqual(['account_linked', 'sign_in']);
      // The password still works.
      await signIn(t, existing.email, DEFAULT_PASSWORD);
    });

    it('creates an account from Facebook, whose emails are confirmed ones', async () => {
      const email = uniqueEmail('new.facebook');
      stub.facebook.next({ profile: facebookProfile(email) });
      const session = await signInWith('facebook');
      expect(session.user).toMatchObject({ email, firstName: 'Bilal', lastName: 'Khan', hasPassword: false });
      expect(await identitiesOf(email)).toEqual([expect.objectContaining({ provider: 'facebook', email })]);
      expect((await activityOf(email)).at(-1)?.details).toEqual({ method: 'facebook' });
    });

    it('refuses a suspended account, whether linked or found by email', async () => {
      const linked = uniqueEmail('suspended.linked');
      stub.google.next({ profile: googleProfile(linked) });
      await signInWith('google');
      await t.dataSource.getRepository(User).update({ email: linked }, { status: 'suspended' });
      expect((await roundTrip('google')).searchParams.get('error')).toBe('ACCOUNT_SUSPENDED');

      const byEmail = await createUser(t, { status: 'suspended' });
      stub.google.next({ profile: googleProfile(byEmail.email) });
      const landing = await roundTrip('google');
      expect(landing.searchParams.get('error')).toBe('ACCOUNT_SUSPENDED');
      expect(landing.searchParams.get('code')).toBeNull();
      expect(await identitiesOf(byEmail.email)).toEqual([]);
    });
  });

  describe('when it does not work out', () => {
    it('reports a refused consent as OAUTH_DENIED and creates nothing', async () => {
      for (const provider of ['google', 'facebook'] as const) {
        const email = uniqueEmail(`deny.${provider}`);
        stub[provider].next({ profile: provider === 'google' ? googleProfile(email) : facebookProfile(email), deny: true } as never);
        const before = await userCount();
        const back = await consent(await start(provider));
        expect(back.searchParams.get('error')).toBe('access_denied');
        const landing = await callback(back);
        expect(landing.searchParams.get('error')).toBe('OAUTH_DENIED');
        expect(landing.searchParams.get('code')).toBeNull();
        expect(await userCount()).toBe(before);
      }
    });

    it.each(['google', 'facebook'] as const)('reports a %s token endpoint error as OAUTH_FAILED', async (provider) => {
      const email = uniqueEmail('token.error');
      stub[provider].next({ profile: provider === 'google' ? googleProfile(email) : facebookProfile(email), tokenError: true } as never);
      const before = await userCount();
      const landing = await roundTrip(provider);
      expect(landing.searchParams.get('error')).toBe('OAUTH_FAILED');
      expect(await userCount()).toBe(before);
      expect(stub.calls.at(-1)).toEqual({ provider, endpoint: 'token', status: 400 });
    });

    it('reports a profile endpoint error as OAUTH_FAILED', async () => {
      stub.google.next({ profile: googleProfile(uniqueEmail('profile.error')), profileError: true });
      expect((await roundTrip('google')).searchParams.get('error')).toBe('OAUTH_FAILED');
    });

    it('refuses a Facebook profile without an email for a new person (never an account without email)', async () => {
      stub.facebook.next({ profile: facebookProfile(undefined) });
      const before = await userCount();
      const landing = await roundTrip('facebook');
      expect(landing.searchParams.get('error')).toBe('OAUTH_EMAIL_REQUIRED');
      expect(await userCount()).toBe(before);
    });

    it('signs in an already linked Facebook person whose profile no longer has an email', async () => {
      const email = uniqueEmail('fb.noemail');
      const id = `fb-${uid()}`;
      stub.facebook.next({ profile: facebookProfile(email, id) });
      const first = await signInWith('facebook');
      stub.facebook.next({ profile: facebookProfile(undefined, id) });
      const second = await signInWith('facebook');
      expect(second.user.id).toBe(first.user.id);
      // The connection keeps the email it had.
      expect(await identitiesOf(email)).toEqual([expect.objectContaining({ provider: 'facebook', email })]);
    });

    it('does not link an unverified Google email to the existing account (nor create a second one)', async () => {
      const existing = await createUser(t);
      stub.google.next({ profile: googleProfile(existing.email, { email_verified: false }) });
      const before = await userCount();
      const landing = await roundTrip('google');
      expect(landing.searchParams.get('error')).toBe('OAUTH_EMAIL_UNVERIFIED');
      expect(landing.searchParams.get('code')).toBeNull();
      expect(await userCount()).toBe(before);
      expect(await identitiesOf(existing.email)).toEqual([]);
      const owner = await signIn(t, existing.email);
      const list = await api(t, owner).get('/api/user/connected-accounts').expect(200);
      expect(list.body.accounts).toEqual([]);
    });

    it('refuses a Google account whose email account is already connected to another Google account', async () => {
      const email = uniqueEmail('conflict');
      stub.google.next({ profile: googleProfile(email) });
      await signInWith('google');
      stub.google.next({ profile: googleProfile(email) }); // same verified email, different Google sub
      expect((await roundTrip('google')).searchParams.get('error')).toBe('OAUTH_ACCOUNT_CONFLICT');
      expect(await identitiesOf(email)).toHaveLength(1);
    });
  });

  describe('the state parameter', () => {
    const tokenCalls = () => stub.calls.filter((c) => c.endpoint === 'token').length;

    it.each([
      ['forged', (u: URL) => u.searchParams.set('state', randomBytes(24).toString('base64url'))],
      ['missing', (u: URL) => u.searchParams.delete('state')],
      ['malformed', (u: URL) => u.searchParams.set('state', '../../etc')],
    ])('refuses a %s state before the code is ever used', async (_name, tamper) => {
      stub.google.next({ profile: googleProfile(uniqueEmail('state')) });
      const back = await consent(await start('google'));
      tamper(back);
      const calls = tokenCalls();
      const landing = await callback(back);
      expect(landing.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
      expect(tokenCalls()).toBe(calls);
    });

    it('accepts a state once: a replayed callback is refused', async () => {
      stub.google.next({ profile: googleProfile(uniqueEmail('replay')) });
      const back = await consent(await start('google'));
      expect((await callback(back)).searchParams.get('code')).toEqual(expect.any(String));
      expect((await callback(back)).searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
    });

    it("refuses Google's state at the Facebook callback", async () => {
      stub.google.next({ profile: googleProfile(uniqueEmail('cross')) });
      const back = await consent(await start('google'));
      const crossed = new URL('/api/auth/facebook/callback', back);
      crossed.search = back.search;
      expect((await callback(crossed)).searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
    });

    it('answers a callback with neither code nor error with OAUTH_FAILED (it does not start a new sign-in)', async () => {
      const landing = await callback(new URL('http://localhost:3000/api/auth/google/callback'));
      expect(landing.searchParams.get('error')).toBe('OAUTH_FAILED');
    });
  });

  describe('POST /api/auth/oauth/exchange', () => {
    it('lists both providers as enabled when configured', async () => {
      const res = await t.http.get('/api/auth/providers').expect(200);
      expect(res.body.providers.map((p: { enabled: boolean }) => p.enabled)).toEqual([true, true]);
    });

    it('only exchanges the code in the browser that started the sign-in (no login CSRF)', async () => {
      // An attacker completes a sign-in of their own and plants the code in a victim's browser, whose nonce differs.
      stub.google.next({ profile: googleProfile(uniqueEmail('attacker')) });
      const code = (await roundTrip('google')).searchParams.get('code')!;
      const planted = await exchange(code, 'victim-browser-nonce-9876543210').expect(401);
      expect(planted.body.code).toBe('OAUTH_CODE_INVALID');
      // The code is spent by the attempt: it cannot be replayed with the right nonce either.
      await exchange(code).expect(401);
    });

    it('refuses to start a sign-in without a nonce', async () => {
      const res = await t.http.get('/api/auth/google').expect(400);
      expect(res.body.details).toContainEqual(
        expect.objectContaining({ field: 'nonce', message: 'Nonce must be 22 to 128 characters of A-Z, a-z, 0-9, _ or -' }),
      );
      const noNonce = await t.http
        .post('/api/auth/oauth/exchange')
        .send({ code: 'x'.repeat(43) })
        .expect(400);
      expect(noNonce.body.details[0].field).toBe('nonce');
    });

    it('works once: a reused code is 401 with the error body', async () => {
      stub.google.next({ profile: googleProfile(uniqueEmail('once')) });
      const code = (await roundTrip('google')).searchParams.get('code')!;
      await exchange(code).expect(200);
      const reuse = await exchange(code).expect(401);
      expect(reuse.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'This sign-in has expired or was already used. Please sign in again.',
        code: 'OAUTH_CODE_INVALID',
        requestId: expect.any(String),
      });
    });

    it('refuses an expired code', async () => {
      stub.google.next({ profile: googleProfile(uniqueEmail('expired')) });
      const code = (await roundTrip('google')).searchParams.get('code')!;
      const keys = await t.redis.keys(`${t.config.redisPrefix}:oauth:code:*`);
      expect(keys.length).toBeGreaterThan(0);
      const ttl = await t.redis.ttl(keys[0]!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60);
      for (const key of keys) await t.redis.pexpire(key, 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await exchange(code).expect(401)).body.code).toBe('OAUTH_CODE_INVALID');
    });

    it('refuses an unknown code with 401 and a missing one with 400', async () => {
      expect((await exchange(randomBytes(32).toString('base64url')).expect(401)).body.code).toBe('OAUTH_CODE_INVALID');
      const missing = await t.http.post('/api/auth/oauth/exchange').send({ nonce: NONCE }).expect(400);
      expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'code', message: 'Code is required' }] });
      await t.http.post('/api/auth/oauth/exchange').send({ code: 42 }).expect(400);
    });

    it('refuses the code of an account suspended in between (403)', async () => {
      const email = uniqueEmail('suspended.between');
      stub.google.next({ profile: googleProfile(email) });
      const code = (await roundTrip('google')).searchParams.get('code')!;
      await t.dataSource.getRepository(User).update({ email }, { status: 'suspended' });
      expect((await exchange(code).expect(403)).body.code).toBe('ACCOUNT_SUSPENDED');
    });
  });

  describe('connected accounts', () => {
    let fbId: string;
    beforeEach(() => {
      fbId = `fb-${uid()}`;
    });

    it('lists the caller’s connections and whether the account has a password', async () => {
      const me = await signedInUser(t);
      stub.google.next({ profile: googleProfile(me.user.email) });
      await signInWith('google');
      const res = await api(t, me).get('/api/user/connected-accounts').expect(200);
      expect(res.body).toEqual({
        hasPassword: true,
        accounts: [{ provider: 'google', email: me.user.email, connectedAt: expect.any(String) }],
      });
      expect(Date.parse(res.body.accounts[0].connectedAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('unlinks a provider of an account that has a password, and records it', async () => {
      const me = await signedInUser(t);
      stub.google.next({ profile: googleProfile(me.user.email) });
      await signInWith('google');
      const res = await api(t, me).delete('/api/user/connected-accounts/google').expect(200);
      expect(res.body).toEqual({ message: 'Your Google account has been disconnected.', hasPassword: true, accounts: [] });
      expect(await identitiesOf(me.user.email)).toEqual([]);
      expect((await activityOf(me.user.email)).at(-1)).toMatchObject({ type: 'account_unlinked', details: { provider: 'google' } });
      // Signing in with Google again links it again (its email is verified).
      await signInWith('google');
      expect(await identitiesOf(me.user.email)).toHaveLength(1);
    });

    it('refuses to unlink the last way to sign in (409), but allows it while another provider remains', async () => {
      const email = uniqueEmail('only.social');
      stub.google.next({ profile: googleProfile(email) });
      const session = await signInWith('google');

      const last = await api(t, session).delete('/api/user/connected-accounts/google').expect(409);
      expect(last.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: LAST_METHOD_MESSAGE,
        code: 'LAST_SIGN_IN_METHOD',
        requestId: expect.any(String),
      });

      stub.facebook.next({ profile: facebookProfile(email, fbId) });
      await signInWith('facebook');
      const list = await api(t, session).get('/api/user/connected-accounts').expect(200);
      expect(list.body.hasPassword).toBe(false);
      expect(list.body.accounts.map((a: { provider: string }) => a.provider)).toEqual(['google', 'facebook']);

      const unlinked = await api(t, session).delete('/api/user/connected-accounts/google').expect(200);
      expect(unlinked.body.accounts.map((a: { provider: string }) => a.provider)).toEqual(['facebook']);
      const refused = await api(t, session).delete('/api/user/connected-accounts/facebook').expect(409);
      expect(refused.body.code).toBe('LAST_SIGN_IN_METHOD');
      expect(await identitiesOf(email)).toEqual([expect.objectContaining({ provider: 'facebook' })]);
    });

    it('answers 400 for an unknown provider and 404 for one that is not connected', async () => {
      const me = await signedInUser(t);
      const unknown = await api(t, me).delete('/api/user/connected-accounts/twitter').expect(400);
      expect(unknown.body).toMatchObject({
        statusCode: 400,
        code: 'UNKNOWN_PROVIDER',
        message: expect.stringContaining('google, facebook'),
      });
      expect(unknown.body.requestId).toEqual(expect.any(String));
      const missing = await api(t, me).delete('/api/user/connected-accounts/facebook').expect(404);
      expect(missing.body.code).toBe('ACCOUNT_NOT_CONNECTED');
    });

    it('needs a signed-in caller', async () => {
      await t.http.get('/api/user/connected-accounts').expect(401);
      await t.http.delete('/api/user/connected-accounts/google').expect(401);
    });

    it("never shows or touches another user's connections", async () => {
      const email = uniqueEmail('victim');
      stub.google.next({ profile: googleProfile(email) });
      const victim = await signInWith('google');
      stub.facebook.next({ profile: facebookProfile(email, fbId) });
      await signInWith('facebook');
      const other = await signedInUser(t);

      const seen = await api(t, other).get('/api/user/connected-accounts').expect(200);
      expect(seen.body).toEqual({ hasPassword: true, accounts: [] });
      await api(t, other).delete('/api/user/connected-accounts/google').expect(404);

      const mine = await api(t, victim).get('/api/user/connected-accounts').expect(200);
      expect(mine.body.accounts).toHaveLength(2);
      expect(mine.body.accounts.every((a: { email: string }) => a.email === email)).toBe(true);
    });
  });

  it('documents every route in the OpenAPI document', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const path of ['/api/auth/google', '/api/auth/google/callback', '/api/auth/facebook', '/api/auth/facebook/callback']) {
      expect(doc.paths[path]?.get).toBeDefined();
      expect(Object.keys(doc.paths[path]!.get!)).toContain('responses');
    }
    expect(doc.paths['/api/auth/oauth/exchange']?.post).toBeDefined();
    expect(doc.paths['/api/user/connected-accounts']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/user/connected-accounts/{provider}']?.delete?.security).toEqual([{ bearer: [] }]);
  });
});

describe('Google and Facebook sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '', FACEBOOK_APP_ID: '', FACEBOOK_APP_SECRET: '' });
  });
  afterAll(() => t?.close());

  it.each([
    [`/api/auth/google?nonce=${NONCE}`, 'Google'],
    ['/api/auth/google/callback?code=abc&state=def', 'Google'],
    [`/api/auth/facebook?nonce=${NONCE}`, 'Facebook'],
    ['/api/auth/facebook/callback?error=access_denied', 'Facebook'],
  ])('answers %s with 404 and the error body', async (path, provider) => {
    const res = await t.http.get(path).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `Sign-in with ${provider} is not available on this site.`,
      code: 'OAUTH_PROVIDER_DISABLED',
      params: { provider },
      requestId: expect.any(String),
    });
  });

  it('tells the client that neither button works', async () => {
    const res = await t.http.get('/api/auth/providers').expect(200);
    expect(res.body).toEqual({
      providers: [
        { provider: 'google', label: 'Google', enabled: false },
        { provider: 'facebook', label: 'Facebook', enabled: false },
      ],
    });
  });

  it('still lists connected accounts (none)', async () => {
    const me = await signedInUser(t);
    const res = await api(t, me).get('/api/user/connected-accounts').expect(200);
    expect(res.body).toEqual({ hasPassword: true, accounts: [] });
  });
});
