import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { api } from './support/api.js';
import { createCar, createMake, uniqueStockId } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, type OrderBody, reserved } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

interface Result {
  q: string;
  cars: { ref: string; title: string; status: string; price: { amount: string; currency: string } }[];
  customers: { id: string; name: string; email: string; role: string }[];
  orders: { id: string; stockId: string; status: string; customer: { id: string } | null; total: { amount: string } }[];
}

/** The back office's one search box (issue 12): cars by stock id, accounts by email or name, orders by id or stock id. */
describe('admin search', () => {
  let t: TestApp;
  let admin: SignedIn;
  let superadmin: SignedIn;
  let amina: Customer;
  let order: OrderBody;
  const stockIds = ['QZ1000001', 'QZ1000002', 'QZ1000003', 'QY2000001'];

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off' });
    [admin, superadmin, amina] = await Promise.all([
      signedInUser(t, { role: 'admin', firstName: 'Kenji', lastName: 'Sato', email: 'kenji.sato@autoexport.example' }),
      signedInUser(t, { role: 'superadmin' }),
      createCustomer(t, { firstName: 'Amina', lastName: 'Odhiambo', email: 'amina.odhiambo@example.com' }),
    ]);
    await Promise.all(
      ['Amina', 'Amira', 'Bilal'].map((first, i) =>
        signedInUser(t, { firstName: first, lastName: `Tester${i}`, email: `${first.toLowerCase()}${i}@mail.example` }),
      ),
    );
    const make = await createMake(t, { slug: 'searchmotors', title: 'Search Motors' });
    await Promise.all(
      stockIds.map((stockId) => createCar(t, { stockId, makeId: make.id, model: 'Corolla', year: 2018, fobPriceUsd: '7000.00' })),
    );
    await createCar(t, { stockId: uniqueStockId('TC') });
    order = await reserved(t, amina, 'QZ1000002');
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string): Promise<Result> =>
    (
      await api(t, admin)
        .get(`/api/admin/search?q=${encodeURIComponent(q)}`)
        .expect(200)
    ).body;

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: amina, admin, superadmin }),
      routes: [{ method: 'get', url: '/api/admin/search?q=QZ1' }],
      expect: { anonymous: 401, user: 403, admin: 200, superadmin: 200 },
    });
  });

  it('finds cars by their stock id, exact or its start, in any case', async () => {
    const exact = await search('qz1000002');
    expect(exact.cars).toEqual([
      expect.objectContaining({
        ref: 'QZ1000002',
        title: '2018 Search Motors Corolla',
        status: 'reserved',
        price: { amount: '7000.00', currency: 'USD' },
      }),
    ]);
    expect((await search('QZ1')).cars.map((c) => c.ref)).toEqual(['QZ1000001', 'QZ1000002', 'QZ1000003']);
    expect((await search('QY')).cars.map((c) => c.ref)).toEqual(['QY2000001']);
    expect((await search('QX')).cars).toEqual([]);
  });

  it('finds accounts by the start of their email, full name or last name, an exact email first', async () => {
    const byEmail = await search('AMINA.odhiambo@example.com');
    expect(byEmail.customers[0]).toEqual({
      id: amina.entity.publicId,
      name: 'Amina Odhiambo',
      email: 'amina.odhiambo@example.com',
      role: 'user',
      status: 'active',
      country: amina.entity.country ?? null,
    });
    expect((await search('ami')).customers.map((c) => c.name).sort()).toEqual(['Amina Odhiambo', 'Amina Tester0', 'Amira Tester1']);
    expect((await search('amina od')).customers.map((c) => c.id)).toEqual([amina.entity.publicId]);
    expect((await search('odhi')).customers.map((c) => c.id)).toEqual([amina.entity.publicId]);
    expect((await search('kenji.sato@')).customers).toEqual([expect.objectContaining({ name: 'Kenji Sato', role: 'admin' })]);
    // LIKE's wildcards are taken literally.
    expect((await search('%a')).customers).toEqual([]);
    expect((await search('a_i')).customers).toEqual([]);
  });

  it('finds orders by their id, its first characters, their invoice number or their stock id', async () => {
    const expected = [
      expect.objectContaining({
        id: order.id,
        stockId: 'QZ1000002',
        status: 'reserved',
        customer: expect.objectContaining({ id: amina.entity.publicId }),
      }),
    ];
    expect((await search(order.id)).orders).toEqual(expected);
    expect((await search(order.id.slice(0, 8).toUpperCase())).orders).toEqual(expected);
    expect((await search(`PI-QZ1000002-${order.id.slice(0, 8).toUpperCase()}`)).orders).toEqual(expected);
    expect((await search('QZ10')).orders).toEqual(expected);
    const invoice = await api(t, admin).get(`/api/admin/orders/${order.id}/invoice`).expect(200);
    expect((await search(invoice.body.invoiceNumber)).orders).toEqual(expected);
  });

  it('answers every group, each capped at 8', async () => {
    const many = await Promise.all(Array.from({ length: 10 }, (_, i) => createCar(t, { stockId: `QW${String(i).padStart(7, '0')}` })));
    expect(many).toHaveLength(10);
    const res = await search('QW');
    expect(res.cars).toHaveLength(8);
    expect(res.q).toBe('QW');
    expect(Object.keys(res).sort()).toEqual(['cars', 'customers', 'orders', 'q']);
  });

  it('refuses a blank or one-character search with the catalogue’s message', async () => {
    for (const q of ['', ' ', 'a', ' b ']) {
      const res = await api(t, admin)
        .get(`/api/admin/search?q=${encodeURIComponent(q)}`)
        .expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.body.details).toEqual([
        expect.objectContaining({ field: 'q', code: 'SEARCH_QUERY_TOO_SHORT', message: 'Type at least 2 characters to search.' }),
      ]);
    }
    const missing = await api(t, admin).get('/api/admin/search').expect(400);
    expect(missing.body.details).toEqual([expect.objectContaining({ field: 'q', code: 'SEARCH_QUERY_TOO_SHORT' })]);
    const long = await api(t, admin)
      .get(`/api/admin/search?q=${'a'.repeat(101)}`)
      .expect(400);
    expect(long.body.details).toEqual([expect.objectContaining({ field: 'q', code: 'FIELD_TOO_LONG' })]);
  });
});
