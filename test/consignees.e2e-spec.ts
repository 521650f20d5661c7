import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@autoexport/contract/messages';
import { Consignee } from '../src/modules/users/consignee.entity.js';
import { CONSIGNEE_LIMIT_MESSAGE, MAX_CONSIGNEES_PER_USER } from '../src/modules/users/consignees/consignee-rules.js';
import { api } from './support/api.js';
import { signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';
const MSG = { countryInvalid: MESSAGES.COUNTRY_INVALID, phoneInvalid: MESSAGES.PHONE_INVALID };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_FOUND = { statusCode: 404, code: 'CONSIGNEE_NOT_FOUND', message: 'Consignee not found.' };

const consignee = (overrides: Record<string, unknown> = {}) => ({
  consigneeName: 'Mombasa Motors Ltd',
  consigneePhone: '+254 700 000001',
  country: 'KE',
  state: 'Mombasa County',
  city: 'Mombasa',
  address: 'Moi Avenue 12',
  referenceAddress: 'Opposite the Tusks',
  sameAsConsignee: false,
  notifyName: 'Coastline Clearing Agents',
  notifyCity: 'Nairobi',
  notifyAddress: 'Kenyatta Avenue 5',
  notifyReferenceAddress: 'Next to the Hilton',
  notifyPhone: '+254 711 000002',
  notifyEmail: 'imports@coastline.example.com',
  ...overrides,
});

describe('consignees', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const user = async () => (await signedInUser(t)).auth;
  const create = async (auth: string, overrides: Record<string, unknown> = {}) => {
    const res = await api(t, auth).post('/api/user/consignees', consignee(overrides));
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, unknown> & { id: string };
  };
  const insertDirectly = async (userId: string, count: number) => {
    const rows = Array.from({ length: count }, (_, i) => ({
      userId,
      consigneeName: `Consignee ${i}`,
      country: 'PK',
      city: 'Karachi',
      address: `Street ${i}`,
      notifyName: 'Agent',
      notifyCity: 'Karachi',
      notifyAddress: 'Port Road',
    }));
    await t.dataSource.getRepository(Consignee).insert(rows);
  };

  describe('anonymous callers', () => {
    const one = '/api/user/consignees/3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23';
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({}),
      routes: [
        { method: 'get', url: '/api/user/consignees' },
        { method: 'post', url: '/api/user/consignees', body: consignee() },
        { method: 'get', url: one },
        { method: 'patch', url: one, body: consignee() },
        { method: 'delete', url: one },
      ],
      expect: { anonymous: 401 },
    });
  });

  describe('create, read, update, delete', () => {
    it('creates a consignee and answers it with its public id only', async () => {
      const auth = await user();
      const res = await api(t, auth).post('/api/user/consignees', consignee()).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID),
        ...consignee(),
        permanent: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.body).not.toHaveProperty('userId');
      const row = await t.dataSource.getRepository(Consignee).findOneByOrFail({ publicId: res.body.id });
      expect(JSON.stringify(res.body)).not.toContain(`"${row.userId}"`);
      expect(Object.values(res.body)).not.toContain(row.id);
    });

    it('normalises the country code and trims text; empty optional fields become null', async () => {
      const auth = await user();
      const body = await create(auth, {
        country: ' ke ',
        consigneeName: '  Mombasa Motors Ltd ',
        state: '',
        referenceAddress: '',
        notifyEmail: '',
      });
      expect(body).toMatchObject({
        country: 'KE',
        consigneeName: 'Mombasa Motors Ltd',
        state: null,
        referenceAddress: null,
        notifyEmail: null,
      });
    });

    it('reads, lists, updates and deletes', async () => {
      const auth = await user();
      const created = await create(auth);

      const one = await api(t, auth).get(`/api/user/consignees/${created.id}`).expect(200);
      expect(one.body).toEqual(created);

      const list = await api(t, auth).get('/api/user/consignees').expect(200);
      expect(list.body).toEqual({ items: [created], total: 1, page: 1, limit: 20 });

      const patched = await api(t, auth)
        .patch(`/api/user/consignees/${created.id}`, { city: 'Malindi', state: '', notifyEmail: 'ops@coastline.example.com' })
        .expect(200);
      expect(patched.body).toEqual({
        ...created,
        city: 'Malindi',
        state: null,
        notifyEmail: 'ops@coastline.example.com',
        updatedAt: expect.any(String),
      });
      expect(Date.parse(patched.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt as string));

      const deleted = await api(t, auth).delete(`/api/user/consignees/${created.id}`).expect(200);
      expect(deleted.body).toEqual({ message: 'Consignee deleted successfully' });
      const gone = await api(t, auth).get(`/api/user/consignees/${created.id}`).expect(404);
      expect(gone.body).toMatchObject(NOT_FOUND);
      await api(t, auth).delete(`/api/user/consignees/${created.id}`).expect(404);
      const empty = await api(t, auth).get('/api/user/consignees').expect(200);
      expect(empty.body).toEqual({ items: [], total: 0, page: 1, limit: 20 });
    });

    it('pages the list', async () => {
      const auth = await user();
      const first = await create(auth, { consigneeName: 'First' });
      const second = await create(auth, { consigneeName: 'Second' });
      const page1 = await api(t, auth).get('/api/user/consignees?limit=1').expect(200);
      expect(page1.body).toEqual({ items: [second], total: 2, page: 1, limit: 1 });
      const page2 = await api(t, auth).get('/api/user/consignees?limit=1&page=2').expect(200);
      expect(page2.body.items).toEqual([first]);
      const bad = await api(t, auth).get('/api/user/consignees?limit=0').expect(400);
      expect(bad.body.details).toEqual([
        expect.objectContaining({ field: 'limit', message: 'Limit must be a whole number of at least 1' }),
      ]);
    });
  });

  describe('validation', () => {
    it('names every missing required field once, with its message', async () => {
      const auth = await user();
      const res = await api(t, auth).post('/api/user/consignees', {}).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please fill in all required fields' });
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'consigneeName', message: 'Name is required' }),
          expect.objectContaining({ field: 'country', message: 'Country is required' }),
          expect.objectContaining({ field: 'city', message: 'City is required' }),
          expect.objectContaining({ field: 'address', message: 'Address is required' }),
          expect.objectContaining({ field: 'notifyName', message: 'Notify party name is required' }),
          expect.objectContaining({ field: 'notifyCity', message: 'Notify party city is required' }),
          expect.objectContaining({ field: 'notifyAddress', message: 'Notify party address is required' }),
        ]),
      );
      expect(res.body.details).toHaveLength(7);
    });

    it.each([
      { field: 'consigneeName', value: '   ', message: 'Name is required' },
      { field: 'country', value: 'XX', message: MSG.countryInvalid },
      { field: 'country', value: 'Kenya', message: MSG.countryInvalid },
      { field: 'notifyEmail', value: 'not-an-email', message: 'Email is invalid' },
      { field: 'consigneePhone', value: 'call me', message: MSG.phoneInvalid },
      { field: 'notifyPhone', value: '12', message: MSG.phoneInvalid },
      { field: 'address', value: 'x'.repeat(301), message: 'Address must be at most 300 characters' },
      { field: 'consigneeName', value: 42, message: 'Name must be text' },
      { field: 'permanent', value: 'yes', message: 'Permanent must be true or false' },
      { field: 'sameAsConsignee', value: 'no', message: 'Same as consignee must be true or false' },
    ])('refuses a bad $field with "$message"', async ({ field, value, message }) => {
      const auth = await user();
      const res = await api(t, auth)
        .post('/api/user/consignees', consignee({ [field]: value }))
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toEqual([expect.objectContaining({ field, message })]);
      const list = await api(t, auth).get('/api/user/consignees').expect(200);
      expect(list.body.total).toBe(0);
    });

    it('refuses unknown fields, such as an owner', async () => {
      const auth = await user();
      const res = await api(t, auth)
        .post('/api/user/consignees', consignee({ userId: '1' }))
        .expect(400);
      expect(res.body).toMatchObject({ code: 'UNKNOWN_FIELD', details: [{ field: 'userId', message: expect.any(String) }] });
    });

    it('refuses an update that empties a required field or the notify party', async () => {
      const auth = await user();
      const { id } = await create(auth);
      for (const [field, value, message] of [
        ['consigneeName', '', 'Name is required'],
        ['city', null, 'City is required'],
        ['country', '', 'Country is required'],
        ['notifyName', '', 'Notify party name is required'],
        ['notifyAddress', null, 'Notify party address is required'],
        ['notifyEmail', 'nope', 'Email is invalid'],
      ] as const) {
        const res = await api(t, auth)
          .patch(`/api/user/consignees/${id}`, { [field]: value })
          .expect(400);
        expect(res.body.details).toEqual([expect.objectContaining({ field, message })]);
      }
      const unchanged = await api(t, auth).get(`/api/user/consignees/${id}`).expect(200);
      expect(unchanged.body).toMatchObject(consignee());
    });
  });

  describe('same as consignee', () => {
    it('copies the consignee into the notify party and ignores the notify fields sent', async () => {
      const auth = await user();
      const body = await create(auth, { sameAsConsignee: true, notifyName: 'Someone Else', notifyCity: '', notifyAddress: 'Elsewhere 1' });
      expect(body).toMatchObject({
        sameAsConsignee: true,
        notifyName: 'Mombasa Motors Ltd',
        notifyCity: 'Mombasa',
        notifyAddress: 'Moi Avenue 12',
        notifyReferenceAddress: 'Opposite the Tusks',
        notifyPhone: '+254 700 000001',
        notifyEmail: 'imports@coastline.example.com',
      });
    });

    it('needs no notify fields at all', async () => {
      const auth = await user();
      const res = await api(t, auth)
        .post('/api/user/consignees', {
          consigneeName: 'Lahore Autos',
          country: 'PK',
          city: 'Lahore',
          address: 'Mall Road 3',
          sameAsConsignee: true,
        })
        .expect(201);
      expect(res.body).toMatchObject({ notifyName: 'Lahore Autos', notifyCity: 'Lahore', notifyAddress: 'Mall Road 3', notifyEmail: null });
    });

    it('keeps the copies in step when the consignee changes, and lets go when switched off', async () => {
      const auth = await user();
      const { id } = await create(auth);
      const same = await api(t, auth).patch(`/api/user/consignees/${id}`, { sameAsConsignee: true }).expect(200);
      expect(same.body).toMatchObject({ notifyName: 'Mombasa Motors Ltd', notifyCity: 'Mombasa', notifyPhone: '+254 700 000001' });

      const moved = await api(t, auth)
        .patch(`/api/user/consignees/${id}`, { address: 'Digo Road 7', consigneePhone: '', notifyAddress: 'Ignored Street' })
        .expect(200);
      expect(moved.body).toMatchObject({ address: 'Digo Road 7', notifyAddress: 'Digo Road 7', consigneePhone: null, notifyPhone: null });

      const separate = await api(t, auth)
        .patch(`/api/user/consignees/${id}`, { sameAsConsignee: false, notifyName: 'Port Agent', notifyCity: 'Nairobi' })
        .expect(200);
      expect(separate.body).toMatchObject({
        sameAsConsignee: false,
        notifyName: 'Port Agent',
        notifyCity: 'Nairobi',
        notifyAddress: 'Digo Road 7',
      });
    });
  });

  describe('permanent consignee', () => {
    it('keeps at most one per user, lists it first and leaves other users alone', async () => {
      const auth = await user();
      const other = await user();
      const othersPermanent = await create(other, { permanent: true });

      const x = await create(auth, { consigneeName: 'X', permanent: true });
      const y = await create(auth, { consigneeName: 'Y', permanent: true });
      const z = await create(auth, { consigneeName: 'Z' });

      let list = await api(t, auth).get('/api/user/consignees').expect(200);
      expect(list.body.items.map((c: { consigneeName: string; permanent: boolean }) => [c.consigneeName, c.permanent])).toEqual([
        ['Y', true],
        ['Z', false],
        ['X', false],
      ]);

      await api(t, auth).patch(`/api/user/consignees/${x.id}`, { permanent: true }).expect(200);
      list = await api(t, auth).get('/api/user/consignees').expect(200);
      expect(list.body.items.map((c: { id: string; permanent: boolean }) => [c.id, c.permanent])).toEqual([
        [x.id, true],
        [z.id, false],
        [y.id, false],
      ]);

      await api(t, auth).patch(`/api/user/consignees/${x.id}`, { permanent: false }).expect(200);
      list = await api(t, auth).get('/api/user/consignees').expect(200);
      expect(list.body.items.filter((c: { permanent: boolean }) => c.permanent)).toEqual([]);

      const theirs = await api(t, other).get(`/api/user/consignees/${othersPermanent.id}`).expect(200);
      expect(theirs.body.permanent).toBe(true);
    });

    it('stays single when several are made permanent at once', async () => {
      const { auth, entity } = await signedInUser(t);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          api(t, auth).post('/api/user/consignees', consignee({ consigneeName: `C${i}`, permanent: true })),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
      const permanent = await t.dataSource.getRepository(Consignee).countBy({ userId: entity.id, permanent: true });
      expect(permanent).toBe(1);
    });
  });

  describe(`the limit of ${MAX_CONSIGNEES_PER_USER} per user`, () => {
    it('refuses one more with 409, and allows it again after a delete', async () => {
      const { auth, entity } = await signedInUser(t);
      await insertDirectly(entity.id, MAX_CONSIGNEES_PER_USER - 1);
      const last = await create(auth);
      const res = await api(t, auth).post('/api/user/consignees', consignee()).expect(409);
      expect(res.body).toMatchObject({ code: 'CONSIGNEE_LIMIT_REACHED', message: CONSIGNEE_LIMIT_MESSAGE });
      expect(CONSIGNEE_LIMIT_MESSAGE).toBe('You can keep at most 20 consignees. Delete one before adding another.');

      // Someone else's consignees do not count.
      await create(await user());

      await api(t, auth).delete(`/api/user/consignees/${last.id}`).expect(200);
      await create(auth);
      expect(await t.dataSource.getRepository(Consignee).countBy({ userId: entity.id })).toBe(MAX_CONSIGNEES_PER_USER);
    });

    it('holds under concurrent creates', async () => {
      const { auth, entity } = await signedInUser(t);
      await insertDirectly(entity.id, MAX_CONSIGNEES_PER_USER - 2);
      const results = await Promise.all(Array.from({ length: 5 }, () => api(t, auth).post('/api/user/consignees', consignee())));
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
      expect(await t.dataSource.getRepository(Consignee).countBy({ userId: entity.id })).toBe(MAX_CONSIGNEES_PER_USER);
    });
  });

  describe("another user's consignee", () => {
    it('is a 404 for GET, PATCH and DELETE, exactly like an unknown one, and stays untouched', async () => {
      const alice = await user();
      const bob = await user();
      const hers = await create(alice, { permanent: true });
      const unknown = '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23';

      for (const id of [hers.id, unknown]) {
        const get = await api(t, bob).get(`/api/user/consignees/${id}`).expect(404);
        expect(get.body).toMatchObject(NOT_FOUND);
        const patch = await api(t, bob).patch(`/api/user/consignees/${id}`, { consigneeName: 'Stolen', permanent: true }).expect(404);
        expect(patch.body).toMatchObject(NOT_FOUND);
        const del = await api(t, bob).delete(`/api/user/consignees/${id}`).expect(404);
        expect(del.body).toMatchObject(NOT_FOUND);
      }

      const still = await api(t, alice).get(`/api/user/consignees/${hers.id}`).expect(200);
      expect(still.body).toEqual(hers);
    });

    it("never appears in another user's list", async () => {
      const alice = await user();
      const bob = await user();
      const hers = await create(alice);
      const his = await create(bob, { consigneeName: 'Bob Imports' });
      const list = await api(t, bob).get('/api/user/consignees').expect(200);
      expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([his.id]);
      expect(JSON.stringify(list.body)).not.toContain(hers.id);
    });

    it.each(['not-a-uuid', '------------------------------------', '3f6c2a9e8b1d4c7e9a520d4b8e6f1a23', "1' OR '1'='1"])(
      'answers 404, never 500, for the malformed id %j',
      async (id) => {
        const auth = await user();
        const path = `/api/user/consignees/${encodeURIComponent(id)}`;
        expect((await api(t, auth).get(path).expect(404)).body).toMatchObject(NOT_FOUND);
        expect((await api(t, auth).patch(path, { city: 'X' }).expect(404)).body).toMatchObject(NOT_FOUND);
        expect((await api(t, auth).delete(path).expect(404)).body).toMatchObject(NOT_FOUND);
      },
    );
  });

  describe('OpenAPI', () => {
    it('documents every route as signed-in, with examples', async () => {
      const doc = (await t.http.get('/api/docs-json').expect(200)).body;
      const list = doc.paths['/api/user/consignees'];
      const one = doc.paths['/api/user/consignees/{id}'];
      for (const op of [list.get, list.post, one.get, one.patch, one.delete]) {
        expect(op.security).toEqual([{ bearer: [] }]);
        expect(op.responses['401']).toBeDefined();
      }
      expect(Object.keys(one.get.responses)).toEqual(expect.arrayContaining(['200', '404']));
      expect(list.post.responses['409']).toBeDefined();
      const schemas = doc.components.schemas;
      expect(schemas.CreateConsigneeDto.required).toEqual(expect.arrayContaining(['consigneeName', 'country', 'city', 'address']));
      expect(schemas.CreateConsigneeDto.properties.consigneeName.example).toBe('Mombasa Motors Ltd');
      expect(schemas.ConsigneeResponseDto.properties.id.format).toBe('uuid');
    });
  });
});
