import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/common/time/clock.js';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import {
  applyCoupon,
  createCustomer,
  type Customer,
  issueCoupon,
  orderRow,
  reserved,
  tokyo,
  uniqueCouponCode,
} from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const NOBODY = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const NOT_FOUND = { statusCode: 404, code: 'COUPON_NOT_FOUND', message: 'Coupon not found.' };
const NOT_FOUND_ORDER = { statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found.' };
const usd = (amount: string) => ({ amount, currency: 'USD' });

/** Coupons (issue 9 §6): issued by staff, applied by their customer like a payment, spent atomically. */
describe('coupons', () => {
  let t: TestApp;
  const clock = new ManualClock(tokyo('2026-03-02 10:30'));
  let admin: SignedIn;
  let amina: Customer;
  let bilal: Customer;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off' }, { clock });
    [admin, amina, bilal] = await Promise.all([signedInUser(t, { role: 'admin' }), createCustomer(t), createCustomer(t)]);
  });
  afterAll(() => t.close());

  /** A FOB order of 6500.00 USD (half: 3250.00). */
  const order = async (who: Customer) => reserved(t, who, (await createCar(t)).car.stockId, { tradeTerms: 'FOB' });

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: amina, admin }),
      expect: { anonymous: 401, user: 403 },
      routes: [
        { method: 'get', url: '/api/admin/coupons', expect: { admin: 200 } },
        { method: 'post', url: '/api/admin/coupons', body: {}, expect: { admin: 400 } },
        { method: 'get', url: '/api/coupons', expect: { user: 200, admin: 200 } },
        { method: 'post', url: `/api/orders/${NOBODY}/coupons`, body: { code: 'ABCD' }, expect: { user: 404 } },
      ],
    });
  });

  it('issues a coupon to a customer, who sees it in My Coupons; nobody else does', async () => {
    const code = uniqueCouponCode().toLowerCase();
    const res = await api(t, admin).post('/api/admin/coupons', {
      customerId: amina.entity.publicId,
      name: 'Loyalty',
      code,
      amount: 150,
      currency: 'usd',
      expiresAt: '2026-12-31',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Loyalty',
      code: code.toUpperCase(),
      amount: usd('150.00'),
      balance: usd('150.00'),
      used: false,
      expired: false,
      expiresAt: '2026-12-31T14:59:59.999Z',
      customer: { id: amina.entity.publicId },
    });
    const mine = await api(t, amina).get('/api/coupons').expect(200);
    expect(mine.body.items.map((c: { code: string }) => c.code)).toContain(code.toUpperCase());
    const theirs = await api(t, bilal).get('/api/coupons').expect(200);
    expect(theirs.body.items.map((c: { code: string }) => c.code)).not.toContain(code.toUpperCase());
    const taken = await api(t, admin).post('/api/admin/coupons', {
      customerId: bilal.entity.publicId,
      name: 'Again',
      code,
      amount: '1.00',
      currency: 'USD',
      expiresAt: '2026-12-31',
    });
    expect(taken.body).toMatchObject({
      statusCode: 409,
      code: 'COUPON_CODE_TAKEN',
      message: `A coupon with the code ${code.toUpperCase()} already exists.`,
    });
    expect((await auditEntries(t, 'coupon', res.body.id)).map((e) => e.action)).toEqual(['coupon.issue']);
    const staffList = await api(t, admin).get('/api/admin/coupons').query({ customerId: amina.entity.publicId }).expect(200);
    expect(staffList.body.items.every((c: { customer: { id: string } }) => c.customer.id === amina.entity.publicId)).toBe(true);
  });

  it('names every invalid field of a coupon', async () => {
    const res = await api(t, admin).post('/api/admin/coupons', {
      customerId: NOBODY,
      name: '',
      code: 'a b',
      amount: '-1',
      currency: 'BTC',
      expiresAt: '2026-01-01',
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(res.body.details.map((d: { field: string; message: string }) => [d.field, d.message]));
    expect(fields).toEqual({
      name: 'Name is required',
      code: 'Code must be 4 to 32 letters, digits or dashes, e.g. WELCOME-2026',
      amount: 'Amount must be an amount above 0 with at most 2 decimals, e.g. "5000.00"',
      currency: 'Currency must be one of USD, EUR, GBP, JPY',
    });
    const past = await api(t, admin).post('/api/admin/coupons', {
      customerId: amina.entity.publicId,
      name: 'Old',
      code: uniqueCouponCode(),
      amount: '5.00',
      currency: 'USD',
      expiresAt: '2026-01-01',
    });
    expect(past.body).toMatchObject({
      statusCode: 400,
      code: 'COUPON_EXPIRY_INVALID',
      message: 'Expiry must be a future ISO 8601 date or date-time, e.g. 2026-12-31',
    });
    const nobody = await api(t, admin).post('/api/admin/coupons', {
      customerId: NOBODY,
      name: 'X',
      code: uniqueCouponCode(),
      amount: '5.00',
      currency: 'USD',
      expiresAt: '2026-12-31',
    });
    expect(nobody.body).toMatchObject({ statusCode: 400, code: 'CUSTOMER_ID_INVALID' });
  });

  it('counts like a payment: part of it, then the rest reaching 50% makes the order deposit_paid', async () => {
    const mine = await order(amina);
    const coupon = await issueCoupon(t, admin, amina, '4000.00');
    const part = await applyCoupon(t, amina, mine.id, coupon.code.toLowerCase(), '3249.99');
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ status: 'reserved', payment: { allocated: usd('3249.99'), depositPaid: false } });
    const rest = await applyCoupon(t, amina, mine.id, coupon.code);
    // No amount: as much as the coupon has left (750.01), within what the order owes.
    expect(rest.body).toMatchObject({ status: 'deposit_paid', payment: { allocated: usd('4000.00'), depositPaid: true } });
    expect(rest.body.history.map((h: { to: string; cause: string }) => `${h.to}:${h.cause}`)).toEqual([
      'reserved:customer',
      'deposit_paid:payment',
    ]);
    const listed = (await api(t, amina).get('/api/coupons').expect(200)).body.items.find((c: { id: string }) => c.id === coupon.id);
    expect(listed).toMatchObject({ used: true, expired: false, balance: usd('0.00'), amount: usd('4000.00') });
    // The order shows what each use paid; only to its owner.
    const uses = await api(t, amina).get(`/api/orders/${mine.id}/coupons`).expect(200);
    expect(uses.body.items).toEqual([
      { name: coupon.name, code: coupon.code, amount: usd('3249.99'), appliedAt: expect.any(String) },
      { name: coupon.name, code: coupon.code, amount: usd('750.01'), appliedAt: expect.any(String) },
    ]);
    expect((await api(t, bilal).get(`/api/orders/${mine.id}/coupons`)).body).toMatchObject(NOT_FOUND_ORDER);
    const newcomer = await createCustomer(t);
    expect(
      (
        await api(t, newcomer)
          .get(`/api/orders/${(await order(newcomer)).id}/coupons`)
          .expect(200)
      ).body,
    ).toEqual({ items: [] });
    const usedUp = await applyCoupon(t, amina, mine.id, coupon.code);
    expect(usedUp.body).toMatchObject({ statusCode: 409, code: 'COUPON_USED_UP', message: 'This coupon has been used up.' });
    expect((await auditEntries(t, 'coupon', coupon.id)).map((e) => e.action)).toEqual(['coupon.issue', 'coupon.apply', 'coupon.apply']);
  });

  it('pays an order in full to paid, never more than it owes', async () => {
    const mine = await order(amina);
    const coupon = await issueCoupon(t, admin, amina, '9000.00');
    const over = await applyCoupon(t, amina, mine.id, coupon.code, '6500.01');
    expect(over.body).toMatchObject({
      statusCode: 409,
      code: 'ALLOCATION_EXCEEDS_BALANCE',
      message: 'Only 6500.00 USD of this order is left to pay.',
    });
    const all = await applyCoupon(t, amina, mine.id, coupon.code);
    expect(all.body).toMatchObject({ status: 'paid', payment: { fullyPaid: true } });
    const paid = await applyCoupon(t, amina, mine.id, coupon.code);
    expect(paid.body).toMatchObject({ statusCode: 409, code: 'ORDER_ALREADY_PAID', message: 'This order is already paid in full.' });
    const listed = (await api(t, amina).get('/api/coupons')).body.items.find((c: { id: string }) => c.id === coupon.id);
    expect(listed).toMatchObject({ used: false, balance: usd('2500.00') });
  });

  it('refuses an expired, over-balance, foreign-currency or another customer’s coupon, and another customer’s order', async () => {
    const mine = await order(bilal);
    const small = await issueCoupon(t, admin, bilal, '10.00');
    const over = await applyCoupon(t, bilal, mine.id, small.code, '10.01');
    expect(over.body).toMatchObject({
      statusCode: 409,
      code: 'COUPON_BALANCE_INSUFFICIENT',
      message: 'Only 10.00 USD is left on this coupon.',
    });
    const euro = await issueCoupon(t, admin, bilal, '10.00', { currency: 'EUR' });
    expect((await applyCoupon(t, bilal, mine.id, euro.code)).body).toMatchObject({
      statusCode: 409,
      code: 'COUPON_CURRENCY_MISMATCH',
      message: 'This coupon is in EUR; the order is paid in USD.',
    });
    const soon = await issueCoupon(t, admin, bilal, '10.00', { expiresAt: '2026-03-03T00:00:00Z' });
    clock.set(new Date('2026-03-03T00:00:00Z'));
    try {
      expect((await applyCoupon(t, bilal, mine.id, soon.code)).body).toMatchObject({
        statusCode: 409,
        code: 'COUPON_EXPIRED',
        message: 'This coupon has expired.',
      });
      const listed = (await api(t, bilal).get('/api/coupons')).body.items.find((c: { id: string }) => c.id === soon.id);
      expect(listed).toMatchObject({ expired: true, used: false });
    } finally {
      clock.set(tokyo('2026-03-02 10:30'));
    }
    const aminas = await issueCoupon(t, admin, amina, '10.00');
    expect((await applyCoupon(t, bilal, mine.id, aminas.code)).body).toMatchObject(NOT_FOUND);
    expect((await applyCoupon(t, bilal, mine.id, 'NO-SUCH-CODE')).body).toMatchObject(NOT_FOUND);
    for (const id of [mine.id, NOBODY, 'not-a-uuid']) {
      expect((await applyCoupon(t, amina, id, aminas.code)).body).toMatchObject({
        statusCode: 404,
        code: 'ORDER_NOT_FOUND',
        message: 'Order not found.',
      });
    }
    expect((await orderRow(t, mine.id)).amountAllocated).toBe('0.00');
    const cancelled = await order(bilal);
    await api(t, bilal).post(`/api/orders/${cancelled.id}/cancel`).expect(200);
    expect((await applyCoupon(t, bilal, cancelled.id, small.code)).body).toMatchObject({
      statusCode: 409,
      code: 'ORDER_NOT_CREDITABLE',
      message: 'A coupon cannot be applied to an order that is cancelled.',
    });
  });

  it('spends a coupon once when two applications race for it: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round += 1) {
      const racer = await createCustomer(t);
      const [a, b] = [await order(racer), await order(racer)];
      const coupon = await issueCoupon(t, admin, racer, '100.00');
      const results = await Promise.all([
        applyCoupon(t, racer, a.id, coupon.code, '100.00'),
        applyCoupon(t, racer, b.id, coupon.code, '100.00'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body.code).toBe('COUPON_USED_UP');
      const allocated = [(await orderRow(t, a.id)).amountAllocated, (await orderRow(t, b.id)).amountAllocated].sort();
      expect(allocated).toEqual(['0.00', '100.00']);
      const listed = (await api(t, racer).get('/api/coupons')).body.items[0];
      expect(listed).toMatchObject({ balance: usd('0.00'), used: true });
    }
  });
});
