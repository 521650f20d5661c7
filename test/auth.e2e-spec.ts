import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { api } from './support/api.js';
import { createUser, DEFAULT_PASSWORD, signIn, signedInUser, uniqueEmail } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

describe('registration and sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const registration = () => ({
    firstName: 'Amina',
    lastName: 'Odhiambo',
    email: uniqueEmail('amina'),
    password: 'abc123',
    phone: '+254 700 000001',
    country: 'ke',
    accountType: 'dealer',
    promotionOptIn: true,
  });

  describe('POST /api/user/register', () => {
    it('creates the account and signs it in', async () => {
      const body = registration();
      const res = await t.http.post('/api/user/register').send(body).expect(201);
      expect(res.body).toEqual({
        token: expect.any(String),
        tokenExpiry: expect.any(String),
        refreshToken: expect.any(String),
        refreshTokenExpiry: expect.any(String),
        sessionId: expect.any(String),
        user: expect.objectContaining({
          email: body.email,
          firstName: 'Amina',
          country: 'KE',
          accountType: 'dealer',
          role: 'user',
          status: 'active',
          promotionOptIn: true,
        }),
      });
      const expiresIn = Date.parse(res.body.tokenExpiry) - Date.now();
      expect(expiresIn).toBeGreaterThan(14 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
      const profile = await api(t, res.body.token).get('/api/user/profile').expect(200);
      expect(profile.body.email).toBe(body.email);
    });

    it('keeps the language the customer signs up in as their profile’s (their emails’ language), English by default', async () => {
      const inUrdu = await t.http.post('/api/user/register').set('Accept-Language', 'ur').send(registration()).expect(201);
      expect((await api(t, inUrdu.body.token).get('/api/user/profile').expect(200)).body.preferredLanguage).toBe('ur');
      const unsaid = await t.http.post('/api/user/register').send(registration()).expect(201);
      expect((await api(t, unsaid.body.token).get('/api/user/profile').expect(200)).body.preferredLanguage).toBe('en');
    });

    it('leaks no password hash, token hash or internal id', async () => {
      const res = await t.http.post('/api/user/register').send(registration()).expect(201);
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/argon2|passwordHash|tokenHash/);
      expect(res.body.user.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.user).not.toHaveProperty('passwordHash');
    });

    it('refuses a duplicate email, whatever its case, with 409', async () => {
      const body = registration();
      await t.http.post('/api/user/register').send(body).expect(201);
      const res = await t.http
        .post('/api/user/register')
        .send({ ...body, email: body.email.toUpperCase() })
        .expect(409);
      expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
    });

    it.each([
      ['role', { role: 'superadmin' }],
      ['status', { status: 'active' }],
      ['anything unknown', { isAdmin: true }],
    ])('refuses a body with %s (400), never honouring it', async (_name, extra) => {
      const body = { ...registration(), ...extra };
      const res = await t.http.post('/api/user/register').send(body).expect(400);
      expect(res.body.code).toBe('UNKNOWN_FIELD');
      expect(res.body.details[0].field).toBe(Object.keys(extra)[0]);
      await t.http.post('/api/user/login').send({ email: body.email, password: body.password }).expect(401);
    });

    it.each([
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
      [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
      [{ firstName: '  ' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ country: 'XX' }, 'country', 'Country must be a two-letter ISO code, e.g. KE'],
      [{ accountType: 'company' }, 'accountType', 'Account type must be individual or dealer'],
      [{ phone: 'call me' }, 'phone', 'Phone number is invalid'],
    ])('explains an invalid %j', async (change, field, message) => {
      const res = await t.http
        .post('/api/user/register')
        .send({ ...registration(), ...change })
        .expect(400);
      expect(res.body.message).toBe('Please fill in all required fields');
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toContainEqual(expect.objectContaining({ field, message }));
    });

    it('accepts a 6-character password without symbols (a mix is advised, not required)', async () => {
      await t.http
        .post('/api/user/register')
        .send({ ...registration(), password: 'abcdef' })
        .expect(201);
    });
  });

  describe('POST /api/user/login', () => {
    it('signs in and answers the same shape as registration', async () => {
      const user = await createUser(t);
      const res = await t.http.post('/api/user/login').send({ email: user.email.toUpperCase(), password: DEFAULT_PASSWORD }).expect(200);
      expect(res.body.user.email).toBe(user.email);
      expect(res.body.token).toEqual(expect.any(String));
    });

    it('answers a wrong password and an unknown email alike', async () => {
      const user = await createUser(t);
      const wrong = await t.http.post('/api/user/login').send({ email: user.email, password: 'nope-nope' }).expect(401);
      const unknown = await t.http
        .post('/api/user/login')
        .send({ email: uniqueEmail('ghost'), password: 'nope-nope' })
        .expect(401);
      expect(wrong.body.message).toBe('Invalid email or password.');
      expect(unknown.body.message).toBe(wrong.body.message);
      expect(unknown.body.code).toBe(wrong.body.code);
    });

    it('refuses a suspended account with 403', async () => {
      const user = await createUser(t, { status: 'suspended' });
      const res = await t.http.post('/api/user/login').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(403);
      expect(res.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended. Please contact support.' });
    });

    it('keeps a remembered sign-in for 30 days, otherwise 7', async () => {
      const user = await createUser(t);
      const day = 86_400_000;
      const plain = await signIn(t, user.email);
      const remembered = await signIn(t, user.email, DEFAULT_PASSWORD, { rememberMe: true });
      const days = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / day);
      expect(days((plain as unknown as { refreshTokenExpiry: string }).refreshTokenExpiry)).toBe(7);
      expect(days((remembered as unknown as { refreshTokenExpiry: string }).refreshTokenExpiry)).toBe(30);
    });
  });

  describe('refresh, logout and status', () => {
    it('rotates the refresh token: the new pair works, the old refresh token is spent', async () => {
      const me = await signedInUser(t);
      const res = await t.http.post('/api/auth/refresh').send({ refreshToken: me.refreshToken }).expect(200);
      expect(res.body.refreshToken).not.toBe(me.refreshToken);
      await api(t, res.body.token).get('/api/user/profile').expect(200);
    });

    it('revokes the whole family when a spent refresh token is presented again', async () => {
      const me = await signedInUser(t);
      const first = await t.http.post('/api/auth/refresh').send({ refreshToken: me.refreshToken }).expect(200);
      const reuse = await t.http.post('/api/auth/refresh').send({ refreshToken: me.refreshToken }).expect(401);
      expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
      // The thief's reuse ends the legitimate holder's tokens too.
      await t.http.post('/api/auth/refresh').send({ refreshToken: first.body.refreshToken }).expect(401);
      await api(t, first.body.token).get('/api/user/profile').expect(401);
    });

    it('refuses an unknown refresh token', async () => {
      const res = await t.http
        .post('/api/auth/refresh')
        .send({ refreshToken: 'x'.repeat(43) })
        .expect(401);
      expect(res.body.code).toBe('REFRESH_TOKEN_INVALID');
    });

    it('logout ends access and refresh at once', async () => {
      const me = await signedInUser(t);
      await api(t, me).post('/api/auth/logout').expect(200);
      await api(t, me).get('/api/user/profile').expect(401);
      await t.http.post('/api/auth/refresh').send({ refreshToken: me.refreshToken }).expect(401);
    });

    it('status says who is signed in, and never answers 401', async () => {
      const me = await signedInUser(t);
      const signedIn = await api(t, me).get('/api/auth/status').expect(200);
      expect(signedIn.body).toMatchObject({ authenticated: true, user: { email: me.user.email } });
      const anonymous = await t.http.get('/api/auth/status').expect(200);
      expect(anonymous.body).toEqual({ authenticated: false });
      const garbage = await api(t, 'Bearer garbage').get('/api/auth/status').expect(200);
      expect(garbage.body).toEqual({ authenticated: false });
    });
  });

  describe('token abuse', () => {
    let me: Awaited<ReturnType<typeof signedInUser>>;
    let claims: { sub: string; sid: string; role: string };
    beforeAll(async () => {
      me = await signedInUser(t);
      claims = jwt.decode(me.token) as typeof claims;
    });
    const profileWith = (token: string) => api(t, token).get('/api/user/profile');
    const sign = (payload: object, secret: string, options: jwt.SignOptions) => jwt.sign(payload, secret, options);
    const base = { issuer: 'autoexport', audience: 'autoexport-api' } as const;

    it('asks an anonymous caller to sign in', async () => {
      const res = await t.http.get('/api/user/profile').expect(401);
      expect(res.body).toMatchObject({ code: 'AUTH_REQUIRED', message: 'Please sign in to continue.' });
    });

    it('refuses an expired token', async () => {
      const expired = sign({ sub: claims.sub, sid: claims.sid, role: 'user' }, JWT_SECRET, { ...base, algorithm: 'HS256', expiresIn: -10 });
      const res = await profileWith(expired).expect(401);
      expect(res.body.code).toBe('TOKEN_EXPIRED');
    });

    it('refuses alg: none', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({ ...claims, iss: 'autoexport', aud: 'autoexport-api', exp: Math.floor(Date.now() / 1000) + 600 }),
      ).toString('base64url');
      await profileWith(`${header}.${payload}.`).expect(401);
    });

    it('refuses another algorithm, even with the right secret', async () => {
      await profileWith(
        sign({ sub: claims.sub, sid: claims.sid, role: 'user' }, JWT_SECRET, { ...base, algorithm: 'HS512', expiresIn: 600 }),
      ).expect(401);
    });

    it('refuses a forged signature and a raised role', async () => {
      await profileWith(
        sign({ sub: claims.sub, sid: claims.sid, role: 'superadmin' }, 'another-secret-of-enough-length-012345', {
          ...base,
          algorithm: 'HS256',
          expiresIn: 600,
        }),
      ).expect(401);
      const [h, , s] = me.token.split('.');
      const raised = Buffer.from(JSON.stringify({ ...(jwt.decode(me.token) as object), role: 'superadmin' })).toString('base64url');
      await profileWith(`${h}.${raised}.${s}`).expect(401);
    });

    it('refuses a token for another audience or issuer', async () => {
      await profileWith(
        sign({ sub: claims.sub, sid: claims.sid, role: 'user' }, JWT_SECRET, {
          issuer: 'autoexport',
          audience: 'other',
          algorithm: 'HS256',
          expiresIn: 600,
        }),
      ).expect(401);
      await profileWith(
        sign({ sub: claims.sub, sid: claims.sid, role: 'user' }, JWT_SECRET, {
          issuer: 'evil',
          audience: 'autoexport-api',
          algorithm: 'HS256',
          expiresIn: 600,
        }),
      ).expect(401);
    });
  });

  // The same app as the rest of this block: these answers depend on no stored row.
  describe('register validation names each field once', () => {
    it('answers an empty body with one "required" detail per required field, each with its code', async () => {
      const res = await t.http.post('/api/user/register').send({}).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please fill in all required fields' });
      expect(res.body.details).toEqual([
        { field: 'firstName', code: 'FIRST_NAME_REQUIRED', message: 'First name is required' },
        { field: 'lastName', code: 'LAST_NAME_REQUIRED', message: 'Last name is required' },
        { field: 'email', code: 'EMAIL_REQUIRED', message: 'Email is required' },
        { field: 'password', code: 'PASSWORD_REQUIRED', message: 'Password is required' },
      ]);
    });

    it('gives a too-long name its length message only, with the values a client needs to say it', async () => {
      const res = await t.http
        .post('/api/user/register')
        .send({ firstName: 'x'.repeat(101), lastName: 'Khan', email: uniqueEmail('long'), password: 'abc123' })
        .expect(400);
      expect(res.body.details).toEqual([
        {
          field: 'firstName',
          code: 'FIELD_TOO_LONG',
          message: 'First name must be at most 100 characters',
          params: { label: 'First name', max: 100 },
        },
      ]);
    });
  });
});

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_LOGIN_PER_ACCOUNT: '3', THROTTLE_LOGIN_PER_IP: '8' });
  });
  afterAll(() => t.close());

  it('limits failed attempts per account with 429 and Retry-After, leaving other accounts alone', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) await t.http.post('/api/user/login').send({ email: user.email, password: 'wrong-one' }).expect(401);
    const blocked = await t.http.post('/api/user/login').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(429);
    expect(blocked.body).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    const other = await createUser(t);
    await t.http.post('/api/user/login').send({ email: other.email, password: DEFAULT_PASSWORD }).expect(200);
  });

  it('limits attempts per IP across accounts', async () => {
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++) {
      status = (await t.http.post('/api/user/login').send({ email: uniqueEmail('spray'), password: 'wrong-one' })).status;
    }
    expect(status).toBe(429);
  });
});
