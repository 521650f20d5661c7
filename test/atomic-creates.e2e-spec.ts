import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Test } from 'supertest';
import { filesUnder, makeImage, tempUploadDir, uniqueTag } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { agentBody } from './support/directory-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, paidOrder, reserved, uploadDocument } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A Linux executable's first bytes, then filler: refused by its bytes (415), whatever its name says. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)]);

/**
 * Issue 24 §7: every create that takes a file stores the row and the file together or neither. A bad file is refused
 * before any row is written and leaves no file behind; a failure after the file was stored (a duplicate, refused with
 * 409) removes it again; a double submit does not create two.
 */
describe('atomic creates with a file', () => {
  let t: TestApp;
  const uploads = tempUploadDir();
  const privateUploads = tempUploadDir();
  let admin: SignedIn;
  let customer: Customer;
  /** A PNG cut short: its first bytes say PNG, but it does not decode (400 INVALID_IMAGE). */
  let damaged: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', UPLOAD_DIR: uploads.dir, PRIVATE_UPLOAD_DIR: privateUploads.dir });
    [admin, customer] = await Promise.all([signedInUser(t, { role: 'admin' }), createCustomer(t)]);
    png = await makeImage('png');
    damaged = png.subarray(0, 120);
  });
  afterAll(async () => {
    await t?.close();
    uploads.remove();
    privateUploads.remove();
  });

  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    Number((await t.dataSource.query<{ n: string }[]>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params))[0]!.n);
  /** A create sent as multipart: the fields as JSON in `data`, the file beside them. */
  const createForm = (url: string, fileField: string, data: object, file?: Buffer, filename = 'photo.png'): Test => {
    const req = api(t, admin).post(url).field('data', JSON.stringify(data));
    return file ? req.attach(fileField, file, { filename, contentType: 'image/png' }) : req;
  };

  describe('support agents', () => {
    const body = () => agentBody({ name: 'Grace Wanjiru', whatsapp: '+254 711 555 020' });
    const agents = () => count('support_agents', 'whatsapp = $1', ['+254711555020']);

    it('refuses an agent saved with a bad photo, stores neither; saved again with a good one, one agent goes public', async () => {
      const before = filesUnder(uploads.dir);
      const bad = await createForm('/api/admin/support-agents', 'photo', body(), damaged).expect(400);
      expect(bad.body).toMatchObject({ code: 'INVALID_IMAGE' });
      const exe = await createForm('/api/admin/support-agents', 'photo', body(), ELF, 'grace.jpg').expect(415);
      expect(exe.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(await agents()).toBe(0);
      expect((await api(t).get('/api/support-agents').expect(200)).body.items).toEqual([]);
      expect(filesUnder(uploads.dir)).toEqual(before);

      const ok = await createForm('/api/admin/support-agents', 'photo', body(), png).expect(201);
      expect(ok.body).toMatchObject({ name: 'Grace Wanjiru', whatsapp: '+254711555020' });
      expect(ok.body.photoUrl).toMatch(/^\/uploads\/support-agents\/[0-9a-f-]+\/.+\.webp$/);
      expect(ok.body.photoThumbnailUrl).toMatch(/-thumb\.webp$/);
      const stored = filesUnder(uploads.dir);
      expect(stored).toHaveLength(before.length + 2);
      expect(stored).toContain(ok.body.photoUrl.replace('/uploads/', ''));

      // Saving the same form again (a double submit) creates no second agent, and keeps no second photo.
      const twice = await createForm('/api/admin/support-agents', 'photo', body(), png).expect(409);
      expect(twice.body).toMatchObject({
        code: 'SUPPORT_AGENT_WHATSAPP_TAKEN',
        message: 'A support agent with the WhatsApp number +254711555020 already exists: Grace Wanjiru.',
      });
      expect(await agents()).toBe(1);
      expect(filesUnder(uploads.dir)).toEqual(stored);
      const published = (await api(t).get('/api/support-agents').expect(200)).body.items;
      expect(published.map((a: { name: string; photoUrl: string }) => [a.name, a.photoUrl])).toEqual([['Grace Wanjiru', ok.body.photoUrl]]);
    });

    it('refuses bad fields before storing the photo, and an address and an upload at once', async () => {
      const before = filesUnder(uploads.dir);
      const res = await createForm('/api/admin/support-agents', 'photo', { ...body(), whatsapp: '0711', languages: [] }, png).expect(400);
      expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['languages', 'whatsapp']);
      const both = await createForm(
        '/api/admin/support-agents',
        'photo',
        { ...body(), whatsapp: '+44 7700 900 456', photoUrl: 'https://cdn.example.com/x.webp' },
        png,
      ).expect(400);
      expect(both.body.details).toEqual([expect.objectContaining({ field: 'photoUrl', code: 'PHOTO_URL_AND_UPLOAD' })]);
      expect(filesUnder(uploads.dir)).toEqual(before);
      expect(await count('support_agents', 'whatsapp = $1', ['+447700900456'])).toBe(0);
    });

    it('answers a malformed form with a 400 that says why, never a 500', async () => {
      const notJson = await api(t, admin).post('/api/admin/support-agents').field('data', '{name:').expect(400);
      expect(notJson.body).toMatchObject({ code: 'FORM_DATA_INVALID', details: [expect.objectContaining({ field: 'data' })] });
      await api(t, admin).post('/api/admin/support-agents').field('data', '[1,2]').expect(400);
      const unknown = await api(t, admin).post('/api/admin/support-agents').field('name', 'Grace').expect(400);
      expect(unknown.body).toMatchObject({ code: 'FORM_UNKNOWN_PART', details: [expect.objectContaining({ field: 'name' })] });
      const wrongFile = await createForm('/api/admin/support-agents', 'image', body(), png).expect(400);
      expect(wrongFile.body.code).toBe('FORM_UNKNOWN_PART');
      const deep = await api(t, admin)
        .post('/api/admin/support-agents')
        .field('data', `{"a":${'['.repeat(40)}${']'.repeat(40)}}`);
      expect([deep.status, deep.body.code]).toEqual([400, 'JSON_TOO_DEEP']);
      const long = await api(t, admin)
        .post('/api/admin/support-agents')
        .field('data', JSON.stringify({ ...body(), name: 'G'.repeat(20_000) }))
        .expect(400);
      expect(long.body).toMatchObject({ code: 'FORM_FIELD_TOO_LARGE', details: [expect.objectContaining({ field: 'data' })] });
      const tooLongName = await createForm('/api/admin/support-agents', 'photo', { ...body(), name: 'G'.repeat(101) }).expect(400);
      expect(tooLongName.body.details).toEqual([
        expect.objectContaining({ field: 'name', code: 'FIELD_TOO_LONG', message: 'Name must be at most 100 characters' }),
      ]);
      const empty = await api(t, admin).post('/api/admin/support-agents').attach('photo', png, 'p.png').expect(400);
      expect(empty.body.code).toBe('VALIDATION_FAILED');
    });

    it('still takes JSON without a photo, and refuses a second agent with the same number on edit too', async () => {
      const res = await api(t, admin)
        .post('/api/admin/support-agents', agentBody({ name: 'Kenji', whatsapp: '+81 90 5555 0199', photoUrl: null }))
        .expect(201);
      expect(res.body.photoUrl).toBeNull();
      const clash = await api(t, admin).patch(`/api/admin/support-agents/${res.body.id}`, { whatsapp: '+254711555020' }).expect(409);
      expect(clash.body.code).toBe('SUPPORT_AGENT_WHATSAPP_TAKEN');
      await api(t, admin).patch(`/api/admin/support-agents/${res.body.id}`, { whatsapp: '+81 90 5555 0199', name: 'Kenji S.' }).expect(200);
    });

    it('refuses customers before reading anything', async () => {
      await api(t, customer)
        .post('/api/admin/support-agents')
        .field('data', JSON.stringify(body()))
        .attach('photo', png, 'p.png')
        .expect(403);
    });
  });

  describe('makes', () => {
    it('refuses a make with a bad image, stores neither; a good one is saved with it; a second submit is a 409', async () => {
      const tag = uniqueTag();
      const make = { title: `Atomic ${tag}`, description: 'Saved with its image' };
      const makes = () => count('makes', 'title = $1', [make.title]);
      const before = filesUnder(uploads.dir);
      expect((await createForm('/api/admin/makes', 'image', make, damaged).expect(400)).body.code).toBe('INVALID_IMAGE');
      expect((await createForm('/api/admin/makes', 'image', make, ELF, 'logo.png').expect(415)).body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(await makes()).toBe(0);
      expect(filesUnder(uploads.dir)).toEqual(before);

      const ok = await createForm('/api/admin/makes', 'image', make, png).expect(201);
      expect(ok.body).toMatchObject({ title: make.title, slug: `atomic-${tag}` });
      expect(ok.body.imageUrl).toMatch(new RegExp(`^/uploads/makes/atomic-${tag}/.+\\.webp$`));
      const stored = filesUnder(uploads.dir);
      expect(stored).toHaveLength(before.length + 2);

      const twice = await createForm('/api/admin/makes', 'image', make, png).expect(409);
      expect(twice.body.code).toBe('MAKE_SLUG_TAKEN');
      expect(await makes()).toBe(1);
      expect(filesUnder(uploads.dir)).toEqual(stored);
      const listed = (await api(t).get('/api/makes').expect(200)).body as { title: string; imageUrl: string | null }[];
      expect(listed.filter((m) => m.title === make.title).map((m) => m.imageUrl)).toEqual([ok.body.imageUrl]);
    });
  });

  describe('blog posts', () => {
    it('refuses a post with a bad featured image, stores neither; a good one is saved with it', async () => {
      const title = `Atomic post ${uniqueTag()}`;
      const post = { title, content: 'Saved with its picture.', category: 'guides', status: 'published' };
      const posts = () => count('blog_posts', 'title = $1', [title]);
      const before = filesUnder(uploads.dir);
      expect((await createForm('/api/admin/blog/posts', 'image', post, damaged).expect(400)).body.code).toBe('INVALID_IMAGE');
      await createForm('/api/admin/blog/posts', 'image', { ...post, category: 'gossip' }, png).expect(400);
      expect(await posts()).toBe(0);
      expect(filesUnder(uploads.dir)).toEqual(before);

      const ok = await createForm('/api/admin/blog/posts', 'image', post, png).expect(201);
      expect(ok.body.featuredImageUrl).toMatch(/^\/uploads\/blog\/.+\.webp$/);
      expect(filesUnder(uploads.dir)).toHaveLength(before.length + 2);
      // A taken slug, refused after the image was stored: the image goes again.
      const taken = await createForm('/api/admin/blog/posts', 'image', { ...post, slug: ok.body.slug }, png).expect(409);
      expect(taken.body.code).toBe('BLOG_SLUG_TAKEN');
      expect(filesUnder(uploads.dir)).toHaveLength(before.length + 2);
      expect(await posts()).toBe(1);
    });
  });

  describe('the uploads that add to an existing row', () => {
    it('car gallery: a bad image adds no image row and leaves no file', async () => {
      const { car } = await createCar(t);
      const rows = await count('car_images', 'car_id = $1', [car.id]);
      const before = filesUnder(uploads.dir);
      await api(t, admin)
        .post(`/api/admin/cars/${car.stockId}/images`)
        .attach('images', png, 'a.png')
        .attach('images', damaged, 'b.png')
        .expect(400);
      expect(await count('car_images', 'car_id = $1', [car.id])).toBe(rows);
      expect(filesUnder(uploads.dir)).toEqual(before);
    });

    it('shipping documents: a bad file adds no document and leaves no file', async () => {
      const { car } = await createCar(t, { fobPriceUsd: '5000.00' });
      const order = await paidOrder(t, admin, customer, car.stockId);
      const before = filesUnder(privateUploads.dir);
      const bad = await uploadDocument(t, admin, order.id, 'bill_of_lading', Buffer.from('%PDF-1.4 cut short'), 'bl.pdf');
      expect(bad.status).toBe(400);
      expect((await uploadDocument(t, admin, order.id, 'bill_of_lading', ELF, 'bl.pdf')).status).toBe(415);
      expect(await count('order_documents', 'order_id = (SELECT id FROM orders WHERE public_id = $1)', [order.id])).toBe(0);
      expect(filesUnder(privateUploads.dir)).toEqual(before);
    });

    it('remittance copies: a bad file adds no copy and leaves no file', async () => {
      const { car } = await createCar(t, { fobPriceUsd: '5000.00' });
      const order = await reserved(t, customer, car.stockId, { tradeTerms: 'FOB' });
      const before = filesUnder(privateUploads.dir);
      const bad = await api(t, customer)
        .post(`/api/orders/${order.id}/remittance-copies`)
        .attach('file', damaged, { filename: 'slip.png', contentType: 'image/png' });
      expect(bad.status).toBe(400);
      expect(await count('remittance_copies', 'order_id = (SELECT id FROM orders WHERE public_id = $1)', [order.id])).toBe(0);
      expect(filesUnder(privateUploads.dir)).toEqual(before);
    });
  });
});
