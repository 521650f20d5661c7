import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Make } from '../src/modules/makes/make.entity.js';
import { makeImage, tempUploadDir, uniqueTag } from './support/admin-helpers.js';
import { api, type Method } from './support/api.js';
import { bumpCatalogue, createCar, createMake } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const MAKE_NOT_FOUND = { code: 'MAKE_NOT_FOUND', message: 'Make not found.' };

describe('car makes', () => {
  let t: TestApp;
  let superadmin: SignedIn;
  let admin: SignedIn;
  let regular: SignedIn;
  const uploads = tempUploadDir();

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_DIR: uploads.dir });
    superadmin = await signedInUser(t, { role: 'superadmin' });
    admin = await signedInUser(t, { role: 'admin' });
    regular = await signedInUser(t, { role: 'user' });
  });
  afterAll(async () => {
    await t.close();
    uploads.remove();
  });

  const auditFor = async (slug: string) =>
    (await api(t, superadmin).get(`/api/admin/audit-log?targetType=make&targetId=${slug}&limit=100`)).body.items as Record<
      string,
      unknown
    >[];
  const publicList = async () => {
    const res = await t.http.get('/api/makes');
    expect(res.status).toBe(200);
    return res.body as { slug: string; title: string; carCount: number; imageUrl: string | null }[];
  };

  describe('who may call', () => {
    const callers = () => ({ user: regular, admin, superadmin });
    whoMayCall({
      as: (who) => api(t, who),
      callers,
      routes: [
        { method: 'get', url: '/api/admin/makes' },
        { method: 'get', url: '/api/admin/makes/toyota' },
        { method: 'post', url: '/api/admin/makes', body: { title: 'Toyota' } },
        { method: 'patch', url: '/api/admin/makes/toyota', body: { title: 'Toyota' } },
        { method: 'patch', url: '/api/admin/makes/toyota/status', body: { active: false } },
        { method: 'post', url: '/api/admin/makes/toyota/image' },
      ],
      expect: { anonymous: 401, user: 403 },
    });

    // Admins and superadmins list makes; anyone reads the public list.
    whoMayCall({
      as: (who) => api(t, who),
      callers,
      routes: [
        { method: 'get', url: '/api/admin/makes', expect: { admin: 200, superadmin: 200 } },
        { method: 'get', url: '/api/makes', expect: { anonymous: 200, user: 200 } },
      ],
    });
  });

  describe('GET /api/makes', () => {
    let subaru: Make;
    let mazda: Make;
    let hidden: Make;

    beforeAll(async () => {
      const tag = uniqueTag();
      subaru = await createMake(t, { slug: `subaru-${tag}`, title: `Subaru ${tag}`, description: 'Boxer engines.' });
      mazda = await createMake(t, { slug: `mazda-${tag}`, title: `Mazda ${tag}` });
      hidden = await createMake(t, { slug: `hidden-${tag}`, title: `Hidden ${tag}`, active: false });
      for (const status of ['available', 'ready_to_ship', 'reserved', 'released', 'sold', 'in_transit', 'withdrawn'] as const) {
        await createCar(t, { make: subaru, status });
      }
      await createCar(t, { make: hidden });
      await bumpCatalogue(t);
    });

    it('lists only active makes, by title, with the count of listed cars (not sold, in transit, released or withdrawn)', async () => {
      const list = await publicList();
      const slugs = list.map((m) => m.slug);
      expect(slugs).toContain(subaru.slug);
      expect(slugs).toContain(mazda.slug);
      expect(slugs).not.toContain(hidden.slug);
      expect(slugs.indexOf(mazda.slug)).toBeLessThan(slugs.indexOf(subaru.slug));
      const titles = list.map((m) => m.title.toLowerCase());
      expect(titles).toEqual([...titles].sort());
      expect(list.find((m) => m.slug === subaru.slug)).toEqual({
        slug: subaru.slug,
        title: subaru.title,
        description: 'Boxer engines.',
        imageUrl: null,
        thumbnailUrl: null,
        carCount: 3,
      });
      expect(list.find((m) => m.slug === mazda.slug)!.carCount).toBe(0);
    });

    it('follows staff changes at once: a sold car leaves the count, a deactivated make leaves the list', async () => {
      const { car } = await createCar(t, { make: mazda });
      // Written straight to the database, so the cached answer does not know yet…
      expect((await publicList()).find((m) => m.slug === mazda.slug)!.carCount).toBe(0);
      // …until a staff change bumps the catalogue version.
      const reserve = await api(t, admin).patch(`/api/admin/cars/${car.stockId}/status`, { status: 'reserved' });
      expect(reserve.status).toBe(200);
      expect((await publicList()).find((m) => m.slug === mazda.slug)!.carCount).toBe(1);

      expect((await api(t, admin).patch(`/api/admin/cars/${car.stockId}/status`, { status: 'sold' })).status).toBe(200);
      expect((await publicList()).find((m) => m.slug === mazda.slug)!.carCount).toBe(0);

      expect((await api(t, admin).patch(`/api/admin/makes/${mazda.slug}/status`, { active: false })).status).toBe(200);
      expect((await publicList()).map((m) => m.slug)).not.toContain(mazda.slug);
      expect((await api(t, admin).patch(`/api/admin/makes/${mazda.slug}/status`, { active: true })).status).toBe(200);
      expect((await publicList()).map((m) => m.slug)).toContain(mazda.slug);
    });
  });

  describe('staff list', () => {
    const tag = uniqueTag();
    beforeAll(async () => {
      const a = await createMake(t, { slug: `alpha-${tag}`, title: `Alpha ${tag}` });
      await createMake(t, { slug: `beta-${tag}`, title: `Beta ${tag}`, active: false });
      await createCar(t, { make: a, status: 'sold' });
      await createCar(t, { make: a });
    });

    it('shows active and inactive makes with listed and total counts, filtered and paged', async () => {
      const res = await api(t, admin).get(`/api/admin/makes?q=${tag}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, limit: 20 });
      expect(res.body.items).toEqual([
        expect.objectContaining({ slug: `alpha-${tag}`, active: true, carCount: 1, totalCars: 2 }),
        expect.objectContaining({ slug: `beta-${tag}`, active: false, carCount: 0, totalCars: 0 }),
      ]);
      expect((await api(t, admin).get(`/api/admin/makes?q=&limit=100`)).body.total).toBeGreaterThanOrEqual(2);
      expect((await api(t, admin).get(`/api/admin/makes?q=${tag}&active=false`)).body.items.map((m: Make) => m.slug)).toEqual([
        `beta-${tag}`,
      ]);
      expect((await api(t, admin).get(`/api/admin/makes?q=${tag}&limit=1&page=2`)).body.items.map((m: Make) => m.slug)).toEqual([
        `beta-${tag}`,
      ]);
    });

    it('explains an invalid filter', async () => {
      const res = await api(t, admin).get('/api/admin/makes?active=maybe');
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'active', message: 'Active must be true or false' }));
    });
  });

  describe('POST /api/admin/makes', () => {
    it('adds a make with a slug derived from the title, and audits it', async () => {
      const tag = uniqueTag();
      const res = await api(t, admin).post('/api/admin/makes', { title: `Mercedes-Benz ${tag}`, description: 'Stuttgart.' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        slug: `mercedes-benz-${tag}`,
        title: `Mercedes-Benz ${tag}`,
        description: 'Stuttgart.',
        imageUrl: null,
        thumbnailUrl: null,
        carCount: 0,
        totalCars: 0,
        active: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect((await publicList()).map((m) => m.slug)).toContain(res.body.slug);
      const audit = await auditFor(res.body.slug);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'make.create',
          actorId: admin.user.id,
          actorRole: 'admin',
          targetType: 'make',
          before: null,
          after: { slug: res.body.slug, title: `Mercedes-Benz ${tag}`, description: 'Stuttgart.', active: true },
        }),
      ]);
    });

    it('takes a given slug and an inactive start', async () => {
      const tag = uniqueTag();
      const res = await api(t, admin).post('/api/admin/makes', { title: `Nissan ${tag}`, slug: ` NISSAN-${tag} `, active: false });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ slug: `nissan-${tag}`, active: false });
      expect((await publicList()).map((m) => m.slug)).not.toContain(`nissan-${tag}`);
    });

    it('refuses a duplicate slug or title with 409', async () => {
      const tag = uniqueTag();
      expect((await api(t, admin).post('/api/admin/makes', { title: `Honda ${tag}` })).status).toBe(201);
      const sameSlug = await api(t, admin).post('/api/admin/makes', { title: `Honda Motor ${tag}`, slug: `honda-${tag}` });
      expect(sameSlug.status).toBe(409);
      expect(sameSlug.body).toMatchObject({ code: 'MAKE_SLUG_TAKEN', message: `A make with the slug "honda-${tag}" already exists.` });
      const sameTitle = await api(t, admin).post('/api/admin/makes', { title: `HONDA ${tag}`, slug: `honda-2-${tag}` });
      expect(sameTitle.status).toBe(409);
      expect(sameTitle.body).toMatchObject({ code: 'MAKE_TITLE_TAKEN', message: `A make called "HONDA ${tag}" already exists.` });
      expect(await auditFor(`honda-2-${tag}`)).toEqual([]);
    });

    it('answers two simultaneous creations of one make with one 201 and one 409', async () => {
      const tag = uniqueTag();
      const [a, b] = await Promise.all([
        api(t, admin).post('/api/admin/makes', { title: `Suzuki ${tag}` }),
        api(t, admin).post('/api/admin/makes', { title: `Suzuki ${tag}` }),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      expect(await t.dataSource.getRepository(Make).countBy({ slug: `suzuki-${tag}` })).toBe(1);
    });

    it.each([
      [{}, 'title', 'Title is required'],
      [{ title: '   ' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(61) }, 'title', 'Title must be at most 60 characters'],
      [
        { title: 'Kia', slug: 'Kia Motors!' },
        'slug',
        'Slug must be lower-case letters and digits joined by single dashes, e.g. mercedes-benz',
      ],
      [{ title: 'Kia', active: 'yes' }, 'active', 'Active must be true or false'],
    ])('explains an invalid body %p', async (body, field, message) => {
      const res = await api(t, admin).post('/api/admin/makes', body);
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field, message }));
    });

    it('asks for a slug when the title has nothing to make one from', async () => {
      const res = await api(t, admin).post('/api/admin/makes', { title: '日産' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(
        expect.objectContaining({
          field: 'slug',
          message: 'Give a slug: the title has no Latin letters or digits to make one from.',
        }),
      );
    });

    it('refuses unknown fields', async () => {
      const res = await api(t, admin).post('/api/admin/makes', { title: 'Kia', carCount: 5 });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('UNKNOWN_FIELD');
    });
  });

  describe('editing', () => {
    it('changes title and description, keeping only the changed fields in the audit log', async () => {
      const make = await createMake(t, { description: 'Old.' });
      const res = await api(t, admin).patch(`/api/admin/makes/${make.slug}`, { title: `${make.title} Motors`, description: 'New.' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ slug: make.slug, title: `${make.title} Motors`, description: 'New.' });
      expect(await auditFor(make.slug)).toEqual([
        expect.objectContaining({
          action: 'make.update',
          before: { title: make.title, description: 'Old.' },
          after: { title: `${make.title} Motors`, description: 'New.' },
        }),
      ]);
    });

    it('records nothing when nothing changes, and clears the description with an empty string', async () => {
      const make = await createMake(t, { description: 'Something.' });
      expect((await api(t, admin).patch(`/api/admin/makes/${make.slug}`, { title: make.title })).status).toBe(200);
      expect(await auditFor(make.slug)).toEqual([]);
      const cleared = await api(t, admin).patch(`/api/admin/makes/${make.slug}`, { description: '' });
      expect(cleared.body.description).toBe('');
    });

    it('changes the slug, which becomes the make’s key', async () => {
      const make = await createMake(t);
      const slug = `renamed-${uniqueTag()}`;
      const res = await api(t, admin).patch(`/api/admin/makes/${make.slug}`, { slug });
      expect(res.status).toBe(200);
      expect((await api(t, admin).get(`/api/admin/makes/${make.slug}`)).status).toBe(404);
      expect((await api(t, admin).get(`/api/admin/makes/${slug}`)).body.slug).toBe(slug);
      expect(await auditFor(slug)).toEqual([expect.objectContaining({ before: { slug: make.slug }, after: { slug } })]);
    });

    it('refuses a slug or title another make has (409), and a null title (400)', async () => {
      const a = await createMake(t);
      const b = await createMake(t);
      expect((await api(t, admin).patch(`/api/admin/makes/${b.slug}`, { slug: a.slug })).body.code).toBe('MAKE_SLUG_TAKEN');
      expect((await api(t, admin).patch(`/api/admin/makes/${b.slug}`, { title: a.title.toUpperCase() })).body.code).toBe(
        'MAKE_TITLE_TAKEN',
      );
      const nullTitle = await api(t, admin).patch(`/api/admin/makes/${b.slug}`, { title: null });
      expect(nullTitle.status).toBe(400);
      expect(nullTitle.body.details).toContainEqual(expect.objectContaining({ field: 'title', message: 'Title is required' }));
    });

    it('activates and deactivates, auditing only real changes', async () => {
      const make = await createMake(t);
      const off = await api(t, superadmin).patch(`/api/admin/makes/${make.slug}/status`, { active: false });
      expect(off.status).toBe(200);
      expect(off.body.active).toBe(false);
      expect((await api(t, superadmin).patch(`/api/admin/makes/${make.slug}/status`, { active: false })).status).toBe(200);
      expect((await api(t, superadmin).patch(`/api/admin/makes/${make.slug}/status`, { active: 'false' })).status).toBe(400);
      expect((await api(t, superadmin).patch(`/api/admin/makes/${make.slug}/status`, {})).status).toBe(400);
      const audit = await auditFor(make.slug);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'make.status_change',
          actorRole: 'superadmin',
          before: { active: true },
          after: { active: false },
        }),
      ]);
    });

    it('uploads the image, shown in the public list, and audits it', async () => {
      const make = await createMake(t);
      const res = await api(t, admin)
        .post(`/api/admin/makes/${make.slug}/image`)
        .attach('image', await makeImage('png', { width: 600, height: 300 }), 'logo.png');
      expect(res.status).toBe(201);
      expect(res.body.imageUrl).toMatch(new RegExp(`^/uploads/makes/${make.slug}/.+\\.webp$`));
      const listed = (await publicList()).find((m) => m.slug === make.slug)!;
      expect(listed).toMatchObject({ imageUrl: res.body.imageUrl, thumbnailUrl: res.body.thumbnailUrl });
      expect((await t.http.get(res.body.thumbnailUrl)).status).toBe(200);
      expect(await auditFor(make.slug)).toEqual([
        expect.objectContaining({
          action: 'make.image',
          before: { imageUrl: null, thumbnailUrl: null },
          after: { imageUrl: res.body.imageUrl, thumbnailUrl: res.body.thumbnailUrl },
        }),
      ]);
    });

    it.each([
      ['get', '/api/admin/makes/no-such-make', undefined],
      ['patch', '/api/admin/makes/no-such-make', { title: 'X' }],
      ['patch', '/api/admin/makes/no-such-make/status', { active: true }],
      ['get', '/api/admin/makes/NOT%20A%20SLUG', undefined],
    ] as [Method, string, object | undefined][])('answers 404 "Make not found." for %s %s', async (method, url, body) => {
      const res = await api(t, admin)[method](url, body);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(MAKE_NOT_FOUND);
    });
  });
});
