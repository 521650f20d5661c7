import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { EXACT_COUNT_CAP } from '../src/common/pagination/capped-count.js';
import { User } from '../src/modules/users/user.entity.js';
import { api, type Caller } from './support/api.js';
import { createMake } from './support/car-factories.js';
import { createUser, type SignedIn, signedInUser, uniqueEmail } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

/**
 * The back office's users, makes and audit log lists: sort, CSV export of what is filtered, the capped totals, and
 * the staff edit of an account (PATCH /api/admin/users/:id).
 */
const PERMISSION_DENIED = { code: 'PERMISSION_DENIED', message: 'Permission Denied' };
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const ENV = { THROTTLE_LOGIN_PER_IP: '10000' };

const marker = () => `Ls${randomBytes(4).toString('hex')}`;
/** The CSV's lines without the byte-order mark and the empty end after the last CRLF. */
const csvLines = (res: Response) =>
  res.text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('admin lists: users, makes, audit log', () => {
  let t: TestApp;
  let superadmin: SignedIn & { entity: User };
  let admin: SignedIn & { entity: User };
  let regular: SignedIn & { entity: User };
  const as = (who: Caller) => api(t, who);

  beforeAll(async () => {
    t = await createTestApp(ENV);
    superadmin = await signedInUser(t, { role: 'superadmin' });
    admin = await signedInUser(t, { role: 'admin' });
    regular = await signedInUser(t, { role: 'user' });
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    whoMayCall({
      as,
      callers: () => ({ user: regular, admin, superadmin }),
      routes: [
        { method: 'get', url: '/api/admin/users.csv', expect: { admin: 200, superadmin: 200 } },
        { method: 'get', url: '/api/admin/makes.csv', expect: { admin: 200, superadmin: 200 } },
        { method: 'patch', url: `/api/admin/users/${MISSING_ID}`, body: { firstName: 'X' } },
        // The audit log and its export are the superadmin's only.
        { method: 'get', url: '/api/admin/audit-log.csv', expect: { admin: 403, superadmin: 200 } },
      ],
      expect: { anonymous: 401, user: 403 },
    });
  });

  describe('users: sort and CSV', () => {
    const tag = marker();
    let made: User[];

    beforeAll(async () => {
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
      made = [
        await createUser(t, {
          email: `c.${tag.toLowerCase()}@example.com`,
          firstName: 'Carla',
          lastName: `Bravo${tag}`,
          lastSignInAt: at(5),
        }),
        await createUser(t, {
          email: `a.${tag.toLowerCase()}@example.com`,
          firstName: '=HYPERLINK("x")',
          lastName: `Charlie${tag}`,
          lastSignInAt: null,
          accountType: 'dealer',
        }),
        await createUser(t, {
          email: `b.${tag.toLowerCase()}@example.com`,
          firstName: 'Ben',
          lastName: `Alpha${tag}`,
          lastSignInAt: at(60),
          status: 'suspended',
        }),
      ];
    });

    const emails = (res: Response) => (res.body.items as { email: string }[]).map((u) => u.email.slice(0, 1));

    it('sorts by email, name, sign-in and creation, both ways, the newest first by default', async () => {
      const get = (sort?: string) => as(admin).get(`/api/admin/users?q=${tag}${sort ? `&sort=${sort}` : ''}`);
      expect(emails(await get())).toEqual(['b', 'a', 'c']);
      expect(emails(await get('createdAt'))).toEqual(['c', 'a', 'b']);
      expect(emails(await get('email'))).toEqual(['a', 'b', 'c']);
      expect(emails(await get('-email'))).toEqual(['c', 'b', 'a']);
      expect(emails(await get('name'))).toEqual(['b', 'c', 'a']);
      expect(emails(await get('-name'))).toEqual(['a', 'c', 'b']);
      // Never signed in: last when the most recent come first, first the other way round.
      expect(emails(await get('-lastSignInAt'))).toEqual(['c', 'b', 'a']);
      expect(emails(await get('lastSignInAt'))).toEqual(['a', 'b', 'c']);
    });

    it('answers the last sign-in and an exact total, flagged as such', async () => {
      const res = await as(admin).get(`/api/admin/users?q=${tag}&sort=email`).expect(200);
      expect(res.body).toEqual({ items: expect.any(Array), total: 3, totalEstimated: false, page: 1, limit: 20 });
      expect(res.body.items[0]).toMatchObject({ id: made[1]!.publicId, lastSignInAt: null, accountType: 'dealer' });
      expect(res.body.items[2].lastSignInAt).toBe(made[0]!.lastSignInAt!.toISOString());
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$argon2/);
    });

    it('refuses an unknown sort key, naming the allowed values', async () => {
      const res = await as(admin).get('/api/admin/users?sort=password').expect(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ field: 'sort', code: 'FIELD_ONE_OF', message: expect.stringContaining('-lastSignInAt') }),
      ]);
      await as(admin).get('/api/admin/users.csv?sort=role').expect(400);
    });

    it('finds by a part of the email or of "first last"', async () => {
      const byEmail = await as(admin).get(`/api/admin/users?q=b.${tag.toLowerCase()}`).expect(200);
      expect(emails(byEmail)).toEqual(['b']);
      const byFullName = await as(admin)
        .get(`/api/admin/users?q=${encodeURIComponent(`Carla Bravo${tag}`)}`)
        .expect(200);
      expect(emails(byFullName)).toEqual(['c']);
    });

    it('exports what is filtered, in the list’s sort, every page, safe from formulas', async () => {
      const res = await as(admin).get(`/api/admin/users.csv?q=${tag}&sort=email&page=1&limit=1`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const lines = csvLines(res);
      expect(lines[0]).toBe('Id,Email,First name,Last name,Role,Status,Account type,Phone,Country,Created at,Last sign-in');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toBe(
        `${made[1]!.publicId},a.${tag.toLowerCase()}@example.com,"'=HYPERLINK(""x"")",Charlie${tag},user,active,dealer,,KE,${made[1]!.createdAt.toISOString()},`,
      );
      expect(lines[2]).toContain(`,Ben,Alpha${tag},user,suspended,individual,`);

      const suspended = csvLines(await as(admin).get(`/api/admin/users.csv?q=${tag}&status=suspended`).expect(200));
      expect(suspended).toHaveLength(2);
      expect(suspended[1]).toContain(`b.${tag.toLowerCase()}@example.com`);
    });
  });

  describe('PATCH /api/admin/users/:id', () => {
    const auditFor = async (targetId: string) =>
      (await as(superadmin).get(`/api/admin/audit-log?targetId=${targetId}&action=user.update`)).body.items as Record<string, unknown>[];

    it('lets an admin edit a regular user’s details, audited without the personal values', async () => {
      const target = await createUser(t, { firstName: 'Old', lastName: 'Name', phone: '+254 700 000001' });
      const email = uniqueEmail('edited');
      const res = await as(admin)
        .patch(`/api/admin/users/${target.publicId}`, { email: email.toUpperCase(), firstName: ' New ', accountType: 'dealer', phone: '' })
        .expect(200);
      expect(res.body).toMatchObject({
        id: target.publicId,
        email,
        firstName: 'New',
        lastName: 'Name',
        accountType: 'dealer',
        phone: null,
      });
      const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: target.id });
      expect(stored).toMatchObject({ email, firstName: 'New', accountType: 'dealer', phone: null });

      const [entry, ...more] = await auditFor(target.publicId);
      expect(more).toHaveLength(0);
      expect(entry).toMatchObject({
        actorId: admin.user.id,
        actorRole: 'admin',
        targetType: 'user',
        before: { accountType: 'individual' },
        after: { accountType: 'dealer', changedFields: ['email', 'firstName', 'phone'] },
      });
      expect(JSON.stringify(entry)).not.toContain(email);
      expect(JSON.stringify(entry)).not.toContain('Old');
    });

    it('changes nothing and writes no entry when nothing differs', async () => {
      const target = await createUser(t, { firstName: 'Same' });
      await as(admin).patch(`/api/admin/users/${target.publicId}`, { firstName: 'Same', email: target.email }).expect(200);
      expect(await auditFor(target.publicId)).toHaveLength(0);
    });

    it('refuses an admin on an admin or superadmin account; a superadmin may', async () => {
      const staff = await createUser(t, { role: 'admin', firstName: 'Staff' });
      expect((await as(admin).patch(`/api/admin/users/${staff.publicId}`, { firstName: 'X' })).body).toMatchObject(PERMISSION_DENIED);
      expect((await as(admin).patch(`/api/admin/users/${superadmin.user.id}`, { firstName: 'X' })).status).toBe(403);
      const res = await as(superadmin).patch(`/api/admin/users/${staff.publicId}`, { lastName: 'Renamed' }).expect(200);
      expect(res.body).toMatchObject({ role: 'admin', lastName: 'Renamed' });
    });

    it('answers 409 for a taken email, 400 beside the field for an emptied name, 404 for an unknown account', async () => {
      const target = await createUser(t);
      const taken = await as(admin).patch(`/api/admin/users/${target.publicId}`, { email: regular.user.email }).expect(409);
      expect(taken.body).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });

      const blank = await as(admin).patch(`/api/admin/users/${target.publicId}`, { firstName: '  ', email: 'not-an-email' }).expect(400);
      expect(blank.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'firstName']);

      const role = await as(superadmin).patch(`/api/admin/users/${target.publicId}`, { role: 'admin' }).expect(400);
      expect(role.body.details[0].field).toBe('role');

      await as(admin).patch(`/api/admin/users/${MISSING_ID}`, { firstName: 'X' }).expect(404);
    });
  });

  describe('makes: sort and CSV', () => {
    const tag = marker().toLowerCase();

    beforeAll(async () => {
      await createMake(t, { slug: `b-${tag}`, title: `alpha ${tag}` });
      await createMake(t, { slug: `a-${tag}`, title: `Charlie ${tag}`, active: false });
      await createMake(t, { slug: `c-${tag}`, title: `Bravo ${tag}`, description: '@risky' });
    });
    const slugs = (res: Response) => (res.body.items as { slug: string }[]).map((m) => m.slug.slice(0, 1));

    it('sorts by title (case-insensitive, the default), slug and dates, both ways', async () => {
      const get = (sort?: string) =>
        as(admin)
          .get(`/api/admin/makes?q=${tag}${sort ? `&sort=${sort}` : ''}`)
          .expect(200);
      expect(slugs(await get())).toEqual(['b', 'c', 'a']);
      expect(slugs(await get('-title'))).toEqual(['a', 'c', 'b']);
      expect(slugs(await get('slug'))).toEqual(['a', 'b', 'c']);
      expect(slugs(await get('-createdAt'))).toEqual(['c', 'a', 'b']);
      expect((await as(admin).get('/api/admin/makes?sort=cars').expect(400)).body.details[0].field).toBe('sort');
    });

    it('exports the filtered makes with their counts', async () => {
      const res = await as(admin).get(`/api/admin/makes.csv?q=${tag}&sort=slug`).expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="makes-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = csvLines(res);
      expect(lines[0]).toBe('Slug,Title,Active,Listed cars,All cars,Image,Description,Created at,Updated at');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(new RegExp(`^a-${tag},Charlie ${tag},no,0,0,,,\\d{4}-`));
      expect(lines[3]).toMatch(new RegExp(`^c-${tag},Bravo ${tag},yes,0,0,,'@risky,`));
      const inactive = csvLines(await as(admin).get(`/api/admin/makes.csv?q=${tag}&active=false`).expect(200));
      expect(inactive).toHaveLength(2);
    });
  });

  describe('audit log: sort, CSV, capped total', () => {
    it('sorts oldest first on request and exports the entries with before and after as JSON', async () => {
      const target = await createUser(t);
      await as(superadmin).patch(`/api/admin/users/${target.publicId}/role`, { role: 'admin' }).expect(200);
      await as(superadmin).patch(`/api/admin/users/${target.publicId}/status`, { status: 'suspended' }).expect(200);

      const newest = await as(superadmin).get(`/api/admin/audit-log?targetId=${target.publicId}`).expect(200);
      expect(newest.body).toMatchObject({ total: 2, totalEstimated: false });
      expect(newest.body.items.map((e: { action: string }) => e.action)).toEqual(['user.status_change', 'user.role_change']);
      const oldest = await as(superadmin).get(`/api/admin/audit-log?targetId=${target.publicId}&sort=createdAt`).expect(200);
      expect(oldest.body.items.map((e: { action: string }) => e.action)).toEqual(['user.role_change', 'user.status_change']);

      const res = await as(superadmin).get(`/api/admin/audit-log.csv?targetId=${target.publicId}&sort=createdAt`).expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = csvLines(res);
      expect(lines[0]).toBe('Id,Time,Actor id,Actor role,Action,Target type,Target id,Before,After,Request id');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(
        `,${superadmin.user.id},superadmin,user.role_change,user,${target.publicId},"{""role"":""user""}","{""role"":""admin""}",`,
      );
      expect(lines[2]).toContain(`"{""status"":""active""}","{""status"":""suspended""}"`);

      const badRange = await as(superadmin).get('/api/admin/audit-log.csv?from=2026-03-02&to=2026-03-01').expect(400);
      expect(badRange.body.details[0].field).toBe('to');
    });

    it('counts exactly up to the cap, then answers the planner’s estimate, flagged', async () => {
      const type = `bulk${randomBytes(3).toString('hex')}`;
      await t.dataSource.query(
        `INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, before, after)
         SELECT NULL, NULL, 'bulk.test', $1, 'T' || g, NULL, '{"n":1}' FROM generate_series(1, $2::int) g`,
        [type, EXACT_COUNT_CAP + 50],
      );
      await t.dataSource.query('ANALYZE audit_log');
      const res = await as(superadmin).get(`/api/admin/audit-log?targetType=${type}&limit=5`).expect(200);
      expect(res.body.totalEstimated).toBe(true);
      expect(res.body.total).toBeGreaterThan(EXACT_COUNT_CAP);
      expect(res.body.items).toHaveLength(5);

      const exact = await as(superadmin).get(`/api/admin/audit-log?targetType=${type}&targetId=T7`).expect(200);
      expect(exact.body).toMatchObject({ total: 1, totalEstimated: false });
    });
  });
});
