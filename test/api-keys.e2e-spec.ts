import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { API_KEY_SCOPES, type ApiKeyScopeName } from '../src/common/auth/api-key-scope.decorator.js';
import { buildOpenApiDocument } from '../src/openapi/swagger.js';
import { User } from '../src/modules/users/user.entity.js';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { sleep } from './support/wait.js';

type Dealer = SignedIn & { entity: User };
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface KeyRoute {
  method: Method;
  path: string;
  scope: ApiKeyScopeName;
}

/** Waits for what is written after the answer has gone (the activity log). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (done(value) || i >= 50) return value;
    await sleep(100);
  }
}

describe('dealer API keys: scopes, revocation, limits, allow-lists and activity', () => {
  let t: TestApp;
  let staff: SignedIn;
  let dealer: Dealer;
  /** Every operation a key may call, with its scope, read from the OpenAPI document the routes' @ApiKeyScope make. */
  let keyRoutes: KeyRoute[];

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInUser(t, { role: 'admin' });
    dealer = (await signedInUser(t, { accountType: 'dealer' })) as Dealer;
    const document = buildOpenApiDocument(t.app);
    keyRoutes = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, { 'x-api-key-scope'?: ApiKeyScopeName }>)) {
        const scope = op['x-api-key-scope'];
        if (scope) keyRoutes.push({ method: method as Method, path: path.replace(/\{[^}]+\}/g, () => randomUUID()), scope });
      }
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const newDealer = async () => (await signedInUser(t, { accountType: 'dealer' })) as Dealer;
  const createKey = async (who: SignedIn, body: Record<string, unknown>) =>
    (
      await api(t, who)
        .post('/api/user/api-keys', { name: 'Integration', ...body })
        .expect(201)
    ).body as { id: string; key: string };
  const withKey = (key: string) => ({
    get: (url: string) => t.http.get(url).set('X-API-Key', key),
    call: (method: Method, url: string, body?: object) => {
      const req = t.http[method](url).set('X-API-Key', key);
      return body === undefined ? req : req.send(body);
    },
  });

  it('finds the key-reachable routes of every scope in the OpenAPI document, each with its scope described', () => {
    const document = buildOpenApiDocument(t.app);
    expect(keyRoutes.length).toBeGreaterThanOrEqual(25);
    expect(new Set(keyRoutes.map((r) => r.scope))).toEqual(new Set(API_KEY_SCOPES));
    expect(document.components?.securitySchemes?.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    const detail = document.paths['/api/cars/detail/ref/{ref}']!.get!;
    expect(detail.description).toContain('API key: needs the `catalogue:read` scope.');
    expect(detail.security).toEqual([{ bearer: [] }, {}, { ApiKey: [] }]);
    expect(document.paths['/api/makes']!.get!.security).toEqual([{}, { ApiKey: [] }]);
    expect(document.paths['/api/orders/{id}']!.get!.security).toEqual([{ bearer: [] }, { ApiKey: [] }]);
    expect(document.paths['/api/user/profile']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('refuses every key-reachable route to a key lacking its scope, naming the scope, and lets a key with it through', async () => {
    const full = await createKey(dealer, { name: 'Everything', scopes: [...API_KEY_SCOPES] });
    const lacking = new Map<ApiKeyScopeName, string>();
    for (const scope of API_KEY_SCOPES) {
      const others = API_KEY_SCOPES.filter((s) => s !== scope);
      lacking.set(scope, (await createKey(dealer, { name: `All but ${scope}`, scopes: others })).key);
    }
    const problems: string[] = [];
    for (const route of keyRoutes) {
      const refused = await withKey(lacking.get(route.scope)!).call(route.method, route.path, route.method === 'get' ? undefined : {});
      if (refused.status !== 403 || refused.body.code !== 'API_KEY_SCOPE_MISSING' || refused.body.params?.scope !== route.scope) {
        problems.push(`${route.method} ${route.path} without ${route.scope}: ${refused.status} ${JSON.stringify(refused.body)}`);
      }
      expect(refused.body.message).toBe(`This API key lacks the ${route.scope} scope.`);
      const allowed = await withKey(full.key).call(route.method, route.path, route.method === 'get' ? undefined : {});
      if ([401, 403].includes(allowed.status)) problems.push(`${route.method} ${route.path} with ${route.scope}: ${allowed.status}`);
    }
    expect(problems).toEqual([]);
    // A scoped key reaches its own routes for real: catalogue reads answer 200.
    const onlyCatalogue = await createKey(dealer, { name: 'Catalogue', scopes: ['catalogue:read'] });
    await withKey(onlyCatalogue.key).get('/api/makes').expect(200);
    await withKey(onlyCatalogue.key).get('/api/favorites').expect(403);
  });

  it('refuses profile, sign-in, staff and key-management routes to any key, and a key sent with a token', async () => {
    const who = await newDealer();
    const { key } = await createKey(who, { scopes: [...API_KEY_SCOPES] });
    for (const [method, url] of [
      ['get', '/api/user/profile'],
      ['get', '/api/user/activity'],
      ['get', '/api/admin/users'],
      ['get', '/api/user/api-keys'],
      ['post', '/api/user/api-keys'],
      ['get', '/api/user/api-keys/usage'],
      ['post', '/api/auctions/account/refund-request'],
    ] as const) {
      const res = await withKey(key).call(method, url, method === 'post' ? { name: 'x', scopes: ['favorites'] } : undefined);
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 403, code: 'API_KEY_ROUTE_NOT_ALLOWED' });
    }
    const both = await t.http.get('/api/makes').set('X-API-Key', key).set('Authorization', who.auth);
    expect(both.status).toBe(400);
    expect(both.body.code).toBe('API_KEY_WITH_TOKEN');
    for (const wrong of ['nonsense', `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, `ak_00000000_${'a'.repeat(43)}`]) {
      const res = await withKey(wrong).get('/api/makes');
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 'API_KEY_INVALID' });
    }
  });

  it('acts as the dealer: prices are shown, and the dealer’s own favorites are the key’s', async () => {
    const who = await newDealer();
    const { key } = await createKey(who, { scopes: ['catalogue:read', 'favorites'] });
    const { car } = await createCar(t);
    const detail = await withKey(key).get(`/api/cars/detail/ref/${car.stockId}`).expect(200);
    expect(detail.body.price).toEqual(expect.objectContaining({ currency: expect.any(String), amount: expect.any(String) }));
    const anonymous = await t.http.get(`/api/cars/detail/ref/${car.stockId}`).expect(200);
    expect(anonymous.body.price).toBeUndefined();
    // A shared cache never keeps a key's (priced) answer, nor hands an anonymous one to a key.
    expect(detail.headers['cache-control']).toBe('no-store');
    expect(anonymous.headers.vary).toMatch(/Authorization, X-API-Key/);
    await withKey(key)
      .call('post', `/api/favorites/${car.stockId}`)
      .expect((res) => expect(res.status).toBeLessThan(300));
    const mine = await api(t, who).get('/api/favorites').expect(200);
    expect(mine.body.total).toBe(1);
  });

  it('shows a key once and stores only its hash', async () => {
    const who = await newDealer();
    const created = await api(t, who)
      .post('/api/user/api-keys', { name: ' Stock sync ', scopes: ['orders:read', 'catalogue:read'], allowedIps: [] })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Stock sync', scopes: ['catalogue:read', 'orders:read'], allowedIps: [], revokedAt: null });
    const { key, id, prefix } = created.body as { key: string; id: string; prefix: string };
    expect(key).toMatch(new RegExp(`^ak_${prefix}_[A-Za-z0-9_-]{43}$`));
    const list = await api(t, who).get('/api/user/api-keys').expect(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toEqual(expect.objectContaining({ id, prefix, name: 'Stock sync' }));
    expect(JSON.stringify(list.body)).not.toContain(key.slice(12));
    const [row] = await t.dataSource.query(`SELECT * FROM api_keys WHERE public_id = $1`, [id]);
    expect(row.secret_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(12));
    const audit = await auditEntries(t, 'api_key', id);
    expect(audit.map((e) => e.action)).toEqual(['api_key.create']);
    expect(JSON.stringify(audit)).not.toContain(key.slice(12));
  });

  it('refuses keys to accounts that are not dealers, bad scopes and bad addresses, and more than 10 live keys', async () => {
    const individual = await signedInUser(t);
    const refused = await api(t, individual)
      .post('/api/user/api-keys', { name: 'Mine', scopes: ['favorites'] })
      .expect(403);
    expect(refused.body).toMatchObject({ code: 'API_KEY_NOT_DEALER', message: 'API keys are for dealer accounts only.' });
    const who = await newDealer();
    const bad = async (body: Record<string, unknown>, field: string, code: string) => {
      const res = await api(t, who)
        .post('/api/user/api-keys', { name: 'K', scopes: ['favorites'], ...body })
        .expect(400);
      expect(res.body.details).toEqual([expect.objectContaining({ field, code })]);
    };
    await bad({ scopes: [] }, 'scopes', 'API_KEY_SCOPES_INVALID');
    await bad({ scopes: ['admin'] }, 'scopes', 'API_KEY_SCOPES_INVALID');
    await bad({ allowedIps: ['10.0.0.0/33'] }, 'allowedIps', 'API_KEY_ALLOWED_IPS_INVALID');
    await bad({ allowedIps: 'any' }, 'allowedIps', 'API_KEY_ALLOWED_IPS_INVALID');
    await bad({ name: 'x'.repeat(61) }, 'name', 'FIELD_TOO_LONG');
    const keys = [];
    for (let i = 0; i < 10; i++) keys.push(await createKey(who, { name: `K${i}`, scopes: ['favorites'] }));
    const eleventh = await api(t, who)
      .post('/api/user/api-keys', { name: 'K10', scopes: ['favorites'] })
      .expect(409);
    expect(eleventh.body.code).toBe('API_KEY_TOO_MANY');
    await api(t, who).delete(`/api/user/api-keys/${keys[0]!.id}`).expect(200);
    await createKey(who, { name: 'K10', scopes: ['favorites'] });
  });

  it('revokes a key at once: the very next request is refused; another dealer cannot revoke it', async () => {
    const who = await newDealer();
    const other = await newDealer();
    const { key, id } = await createKey(who, { scopes: ['catalogue:read'] });
    await withKey(key).get('/api/makes').expect(200);
    const notTheirs = await api(t, other).delete(`/api/user/api-keys/${id}`).expect(404);
    expect(notTheirs.body.code).toBe('API_KEY_NOT_FOUND');
    await withKey(key).get('/api/makes').expect(200);
    const revoked = await api(t, who).delete(`/api/user/api-keys/${id}`).expect(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const next = await withKey(key).get('/api/makes').expect(401);
    expect(next.body).toMatchObject({ code: 'API_KEY_REVOKED', message: 'This API key has been revoked.' });
    expect((await auditEntries(t, 'api_key', id)).map((e) => e.action)).toEqual(['api_key.create', 'api_key.revoke']);
    await api(t, who).delete(`/api/user/api-keys/not-a-uuid`).expect(404);
  });

  it('refuses the key of a suspended dealer, and of an account no longer a dealer', async () => {
    const who = await newDealer();
    const { key } = await createKey(who, { scopes: ['catalogue:read'] });
    await withKey(key).get('/api/makes').expect(200);
    const users = t.dataSource.getRepository(User);
    await users.update({ id: who.entity.id }, { status: 'suspended' });
    expect((await withKey(key).get('/api/makes').expect(403)).body.code).toBe('ACCOUNT_SUSPENDED');
    await users.update({ id: who.entity.id }, { status: 'active', accountType: 'individual' });
    expect((await withKey(key).get('/api/makes').expect(403)).body.code).toBe('API_KEY_NOT_DEALER');
  });

  it('keeps a key to its allow-list (the loopback address in and out of it)', async () => {
    const who = await newDealer();
    const inside = await createKey(who, { name: 'Here', scopes: ['catalogue:read'], allowedIps: ['127.0.0.1', '::1'] });
    const range = await createKey(who, { name: 'Range', scopes: ['catalogue:read'], allowedIps: ['127.0.0.0/8', '::1/128'] });
    const outside = await createKey(who, { name: 'Office', scopes: ['catalogue:read'], allowedIps: ['203.0.113.0/24', '2001:db8::/32'] });
    await withKey(inside.key).get('/api/makes').expect(200);
    await withKey(range.key).get('/api/makes').expect(200);
    const refused = await withKey(outside.key).get('/api/makes').expect(403);
    expect(refused.body).toMatchObject({ code: 'API_KEY_IP_NOT_ALLOWED' });
  });

  it('limits each key to what staff set: RateLimit headers count down, then 429 with Retry-After', async () => {
    const who = await newDealer();
    const { key } = await createKey(who, { scopes: ['catalogue:read'] });
    const defaults = await withKey(key).get('/api/makes').expect(200);
    expect(defaults.headers['ratelimit-limit']).toBe('120');
    expect(defaults.headers['ratelimit-remaining']).toBe('119');
    // Staff only; a regular user is refused.
    await api(t, dealer).put(`/api/admin/dealers/${who.entity.publicId}/api-limits`, { perMinute: 3, perDay: 100 }).expect(403);
    await api(t, staff).put(`/api/admin/dealers/${who.entity.publicId}/api-limits`, { perMinute: 0, perDay: 100 }).expect(400);
    const set = await api(t, staff).put(`/api/admin/dealers/${who.entity.publicId}/api-limits`, { perMinute: 3, perDay: 100 }).expect(200);
    expect(set.body).toEqual({ perMinute: 3, perDay: 100, custom: true });
    const audit = await auditEntries(t, 'user', who.entity.publicId);
    expect(audit.map((e) => [e.action, e.after])).toEqual([['dealer.api_limits', { perMinute: 3, perDay: 100 }]]);
    // A fresh key, so the minute's count starts at 0 (the first key already made one call in this window).
    const fresh = await createKey(who, { name: 'Fresh', scopes: ['catalogue:read'] });
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await withKey(fresh.key).get('/api/makes').expect(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const over = await withKey(fresh.key).get('/api/makes').expect(429);
    expect(over.body.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    // Another key of the same dealer counts on its own.
    await withKey(key).get('/api/makes').expect(200);
    const staffView = await api(t, staff).get(`/api/admin/dealers/${who.entity.publicId}/api-keys`).expect(200);
    expect(staffView.body.limits).toEqual({ perMinute: 3, perDay: 100, custom: true });
    expect(staffView.body.keys.map((k: { name: string }) => k.name)).toEqual(['Fresh', 'Integration']);
  });

  it('logs every call made with a key (route pattern, status, time; no body or query), and its usage per day adds up', async () => {
    const who = await newDealer();
    const a = await createKey(who, { name: 'A', scopes: ['catalogue:read', 'inquiries'] });
    const b = await createKey(who, { name: 'B', scopes: ['catalogue:read'] });
    await withKey(a.key).get('/api/makes?secret=hunter2').expect(200);
    await withKey(a.key).get(`/api/cars/detail/ref/NOSUCH99?token=abc`).expect(404);
    await withKey(a.key)
      .call('post', '/api/inquiries', { name: 'Body Secret', message: 'do not log me', email: 'x@example.com' })
      .then((res) => expect(res.status).toBeLessThan(500));
    await withKey(b.key).get('/api/favorites').expect(403);
    await withKey(b.key).get('/api/makes').expect(200);
    const activity = await eventually(
      async () => (await api(t, who).get('/api/user/api-keys/activity').expect(200)).body,
      (body) => body.total >= 5,
    );
    expect(activity.total).toBe(5);
    const routes = activity.items.map((i: { keyName: string; method: string; route: string; status: number }) => [
      i.keyName,
      i.method,
      i.route,
      i.status,
    ]);
    expect(routes).toEqual(
      expect.arrayContaining([
        ['A', 'GET', '/api/makes', 200],
        ['A', 'GET', '/api/cars/detail/ref/:ref', 404],
        ['B', 'GET', '/api/favorites', 403],
        ['B', 'GET', '/api/makes', 200],
      ]),
    );
    expect(Object.keys(activity.items[0]).sort()).toEqual(['at', 'durationMs', 'keyId', 'keyName', 'method', 'route', 'status']);
    const text = JSON.stringify(activity);
    for (const secret of ['hunter2', 'token=abc', 'NOSUCH99', 'Body Secret', 'do not log me']) expect(text).not.toContain(secret);
    const times = activity.items.map((i: { at: string }) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
    const onlyB = (await api(t, who).get(`/api/user/api-keys/activity?keyId=${b.id}`).expect(200)).body;
    expect(onlyB.total).toBe(2);
    await api(t, who).get('/api/user/api-keys/activity?keyId=nope').expect(400);

    const usage = (await api(t, who).get('/api/user/api-keys/usage').expect(200)).body;
    expect(usage.totalCalls).toBe(5);
    const today = new Date().toISOString().slice(0, 10);
    const byKey = Object.fromEntries(usage.items.map((row: { keyName: string }) => [row.keyName, row]));
    expect(byKey.A).toMatchObject({ date: today, keyId: a.id, calls: 3 });
    expect(byKey.B).toMatchObject({ date: today, keyId: b.id, calls: 2, succeeded: 1, clientErrors: 1, serverErrors: 0 });
    expect(byKey.A.succeeded + byKey.A.clientErrors + byKey.A.serverErrors).toBe(3);
    const lastMonth = (await api(t, who).get('/api/user/api-keys/usage?from=2020-01-01&to=2020-01-31').expect(200)).body;
    expect(lastMonth).toEqual({ from: '2020-01-01', to: '2020-01-31', items: [], totalCalls: 0 });
    await api(t, who).get('/api/user/api-keys/usage?from=2026-02-01&to=2026-01-01').expect(400);

    // Staff see the same activity and usage; another dealer sees none of it.
    const staffActivity = (await api(t, staff).get(`/api/admin/dealers/${who.entity.publicId}/api-activity`).expect(200)).body;
    expect(staffActivity.total).toBe(5);
    const staffKeys = (await api(t, staff).get(`/api/admin/dealers/${who.entity.publicId}/api-keys`).expect(200)).body;
    expect(staffKeys.usage.totalCalls).toBe(5);
    expect(staffKeys.limits).toEqual({ perMinute: 120, perDay: 20000, custom: false });
    const lastUsed = staffKeys.keys.find((k: { name: string }) => k.name === 'A').lastUsedAt;
    expect(lastUsed).toEqual(expect.any(String));
    const stranger = await newDealer();
    expect((await api(t, stranger).get('/api/user/api-keys/activity').expect(200)).body.total).toBe(0);
    await api(t, stranger).get(`/api/admin/dealers/${who.entity.publicId}/api-activity`).expect(403);
    await api(t, staff).get(`/api/admin/dealers/${randomUUID()}/api-keys`).expect(404);
  });
});
