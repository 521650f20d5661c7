import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { api } from './support/api.js';
import { createUser, DEFAULT_PASSWORD, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

describe('account activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy the caller's address comes from X-Forwarded-For, so sign-ins can come "from" public IPs.
    t = await createTestApp({ THROTTLE_LOGIN_PER_IP: '1000', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const activity = (auth: string, query = '') => api(t, auth).get(`/api/user/activity${query}`);

  /** Inserts `count` events for the user, event n being n minutes old, so newest first is n = 1, 2, … */
  const insertEvents = async (userId: string, count: number) => {
    await t.dataSource.query(
      `INSERT INTO account_activity (user_id, type, ip, country, user_agent, details, created_at)
       SELECT $1, CASE WHEN g % 2 = 0 THEN 'profile_updated' ELSE 'sign_in' END, '203.0.113.' || g, NULL, 'Seeder', jsonb_build_object('n', g),
              now() - g * interval '1 minute'
       FROM generate_series(1, $2::int) AS g`,
      [userId, count],
    );
  };

  it('requires a signed-in user', async () => {
    const res = await t.http.get('/api/user/activity').expect(401);
    expect(res.body.code).toBe('AUTH_REQUIRED');
  });

  it('records sign-in, profile update and password change with ip, country and user agent, newest first', async () => {
    const user = await createUser(t);
    const login = await t.http
      .post('/api/user/login')
      .set('X-Forwarded-For', '41.90.64.1')
      .set('User-Agent', 'ActivitySpec/1.0 (Nairobi)')
      .send({ email: user.email, password: DEFAULT_PASSWORD })
      .expect(200);
    const auth = `Bearer ${login.body.token}`;
    await api(t, auth)
      .patch('/api/user/profile')
      .set('X-Forwarded-For', '8.8.8.8')
      .set('User-Agent', 'ActivitySpec/2.0')
      .send({ city: 'Nairobi', firstName: 'Wanjiru' })
      .expect(200);
    await api(t, auth)
      .put('/api/user/password')
      .set('User-Agent', 'ActivitySpec/3.0')
      .send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'N3w#secret' })
      .expect(200);

    const res = await activity(auth).expect(200);
    expect(res.body).toEqual({
      items: [
        {
          type: 'password_changed',
          at: expect.any(String),
          ip: expect.stringMatching(LOOPBACK),
          country: null,
          userAgent: 'ActivitySpec/3.0',
          details: {},
        },
        {
          type: 'profile_updated',
          at: expect.any(String),
          ip: '8.8.8.8',
          country: 'US',
          userAgent: 'ActivitySpec/2.0',
          details: { fields: expect.arrayContaining(['city', 'firstName']) },
        },
        {
          type: 'sign_in',
          at: expect.any(String),
          ip: '41.90.64.1',
          country: 'KE',
          userAgent: 'ActivitySpec/1.0 (Nairobi)',
          details: { method: 'password' },
        },
      ],
      total: 3,
      page: 1,
      limit: 20,
    });
    const times = res.body.items.map((i: { at: string }) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((ms: number) => Math.abs(Date.now() - ms) < 60_000)).toBe(true);
  });

  it('filters by type', async () => {
    const me = await signedInUser(t);
    await api(t, me).patch('/api/user/profile', { city: 'Mombasa' }).expect(200);
    const signIns = await activity(me.auth, '?type=sign_in').expect(200);
    expect(signIns.body.total).toBe(1);
    expect(signIns.body.items.map((i: { type: string }) => i.type)).toEqual(['sign_in']);
    const updates = await activity(me.auth, '?type=profile_updated').expect(200);
    expect(updates.body.items).toEqual([expect.objectContaining({ type: 'profile_updated', details: { fields: ['city'] } })]);
    const none = await activity(me.auth, '?type=password_reset').expect(200);
    expect(none.body).toEqual({ items: [], total: 0, page: 1, limit: 20 });
    const bad = await activity(me.auth, '?type=hacked').expect(400);
    expect(bad.body.details).toEqual([
      expect.objectContaining({ field: 'type', message: expect.stringMatching(/^Type must be one of sign_in, /) }),
    ]);
  });

  it('pages: 20 by default, ?page=&limit=, limit capped at 100', async () => {
    const me = await signedInUser(t);
    await insertEvents(me.entity.id, 124); // plus the sign-in just now: 125 in all
    const n = (res: { body: { items: { details: { n?: number } }[] } }) => res.body.items.map((i) => i.details.n ?? 0);

    const first = await activity(me.auth).expect(200);
    expect(first.body).toMatchObject({ total: 125, page: 1, limit: 20 });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].type).toBe('sign_in');
    expect(n(first).slice(1)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));

    const third = await activity(me.auth, '?page=3&limit=10').expect(200);
    expect(third.body).toMatchObject({ total: 125, page: 3, limit: 10 });
    expect(n(third)).toEqual(Array.from({ length: 10 }, (_, i) => i + 20));

    const capped = await activity(me.auth, '?limit=1000').expect(200);
    expect(capped.body).toMatchObject({ total: 125, page: 1, limit: 100 });
    expect(capped.body.items).toHaveLength(100);

    const last = await activity(me.auth, '?page=2&limit=100').expect(200);
    expect(last.body.items).toHaveLength(25);
    const past = await activity(me.auth, '?page=9&limit=100').expect(200);
    expect(past.body).toEqual({ items: [], total: 125, page: 9, limit: 100 });

    const sameTypeOnly = await activity(me.auth, '?type=profile_updated&limit=5').expect(200);
    expect(sameTypeOnly.body).toMatchObject({ total: 62, limit: 5 });
    expect(n(sameTypeOnly)).toEqual([2, 4, 6, 8, 10]);
  });

  it.each([
    ['?page=0', 'page', 'Page must be a whole number of at least 1'],
    ['?page=abc', 'page', 'Page must be a whole number of at least 1'],
    ['?limit=0', 'limit', 'Limit must be a whole number of at least 1'],
    ['?limit=-5', 'limit', 'Limit must be a whole number of at least 1'],
    ['?limit=2.5', 'limit', 'Limit must be a whole number of at least 1'],
  ])('refuses %s', async (query, field, message) => {
    const me = await signedInUser(t);
    const res = await activity(me.auth, query).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field, message }] });
  });

  it("never shows another user's events, nor any internal id", async () => {
    const alice = await createUser(t);
    const aliceLogin = await t.http
      .post('/api/user/login')
      .set('X-Forwarded-For', '41.90.64.1')
      .set('User-Agent', 'Alice-Browser')
      .send({ email: alice.email, password: DEFAULT_PASSWORD })
      .expect(200);
    await insertEvents(alice.id, 5);
    const bob = await signedInUser(t);

    const bobs = await activity(bob.auth, '?limit=100').expect(200);
    expect(bobs.body.total).toBe(1);
    expect(bobs.body.items).toEqual([expect.objectContaining({ type: 'sign_in', details: { method: 'password' } })]);
    const text = JSON.stringify(bobs.body);
    expect(text).not.toContain('Alice-Browser');
    expect(text).not.toContain('41.90.64.1');
    expect(text).not.toContain('203.0.113.');

    const alices = await activity(`Bearer ${aliceLogin.body.token}`, '?limit=100').expect(200);
    expect(alices.body.total).toBe(6);
    for (const item of alices.body.items) {
      expect(Object.keys(item).sort()).toEqual(['at', 'country', 'details', 'ip', 'type', 'userAgent']);
    }
    expect(JSON.stringify(alices.body)).not.toMatch(new RegExp(`"(id|userId|user_id)"|"${alice.id}"|${alice.publicId}`));
  });

  it('is documented in OpenAPI as a signed-in route with page, limit and type', async () => {
    const op = (await t.http.get('/api/docs-json').expect(200)).body.paths['/api/user/activity'].get;
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['limit', 'page', 'type']);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
  });
});
