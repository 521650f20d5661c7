import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadReferenceImportRules } from '../src/database/reference/import-rules.js';
import { loadReferencePriceTables } from '../src/database/reference/price-tables.js';
import type { Make } from '../src/modules/makes/make.entity.js';
import { auditEntries, fullCarBody, uniqueTag } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createAuctionLot, wonAtAuction } from './support/auction-factories.js';
import { bumpCatalogue, clearCatalogue, createCar, createMake } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, reserve, reserved, uniqueBankReference } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const THIS_YEAR = new Date().getUTCFullYear();
const OVERRIDES = '/api/admin/eligibility-overrides';
const carStatus = async (t: TestApp, id: string) => (await t.dataSource.query(`SELECT status FROM cars WHERE id = $1`, [id]))[0].status;

/**
 * Import eligibility gates the sale (issue 24 §3): a car the destination's rules refuse (too old, wrong steering,
 * imports not allowed) cannot be reserved, nor ordered for a won auction, unless staff override it for that one order
 * with a written reason (audited); the lists "for buyers in <country>" show only cars the country accepts. On the reference
 * rules: Kenya takes right-hand drive cars up to 8 years old, South Africa no used cars.
 */
describe('import eligibility gates the sale', () => {
  let t: TestApp;
  let staff: SignedIn;
  let amina: Customer;
  let make: Make;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', MAX_OPEN_RESERVATIONS: '20' });
    const query = (sql: string, parameters?: unknown[]) => t.dataSource.query(sql, parameters);
    await loadReferenceImportRules(query);
    await loadReferencePriceTables(query);
    [staff, amina] = await Promise.all([
      signedInUser(t, { role: 'admin' }),
      createCustomer(t, { firstName: 'Amina', lastName: 'Njoroge', importCountry: 'KE', port: 'Mombasa' }),
    ]);
    const tag = uniqueTag();
    make = await createMake(t, { slug: `toyota-${tag}`, title: `Toyota ${tag}` });
    await api(t, staff).put('/api/admin/currencies/rates', { JPY: '150' }).expect(200);
  });
  afterAll(() => t.close());

  describe('lists for buyers in a country', () => {
    // First, on an empty stock (no order holds a car yet).
    it('shows buyers in Kenya only cars Kenya accepts, on the home page', async () => {
      await clearCatalogue(t);
      const ok = [];
      for (let i = 0; i < 3; i += 1)
        ok.push((await createCar(t, { make, year: THIS_YEAR - 2, fobPriceUsd: `${9000 + i}.00` })).car.stockId);
      // Cheaper, newer or more viewed, but Kenya refuses them.
      const refused = [
        (await createCar(t, { make, year: 2011, fobPriceUsd: '1500.00' })).car.stockId,
        (await createCar(t, { make, year: THIS_YEAR - 1, steering: 'left', fobPriceUsd: '1600.00' })).car.stockId,
      ];
      await bumpCatalogue(t);
      const page = (await api(t, amina).post('/api/landing-page/', { country: 'KE' }).expect(200)).body.landingPage;
      const shown = [page.todayDeal, ...page.mostPopular, ...page.newArrival, ...page.mostAffordable]
        .filter(Boolean)
        .map((c: { ref: string }) => c.ref);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((ref: string) => refused.includes(ref))).toEqual([]);
      expect(new Set(page.mostAffordable.map((c: { ref: string }) => c.ref))).toEqual(new Set(ok));
      // South Africa admits no used cars: its lists are empty. Without a country, every car shows.
      const southAfrica = (await api(t).post('/api/landing-page/', { country: 'ZA' }).expect(200)).body.landingPage;
      expect([southAfrica.todayDeal, ...southAfrica.mostPopular, ...southAfrica.newArrival, ...southAfrica.mostAffordable]).toEqual([null]);
      const global = (await api(t).post('/api/landing-page/', {}).expect(200)).body.landingPage;
      expect(global.mostAffordable.map((c: { ref: string }) => c.ref)).toEqual(expect.arrayContaining(refused));
    });
  });

  describe('reserving', () => {
    it('refuses a Kenyan buyer a 2011 car CIF Mombasa with 409 and the reason, and leaves the car on sale', async () => {
      const { car } = await createCar(t, { year: 2011 });
      const page = (await api(t, amina).get(`/api/cars/detail/ref/${car.stockId}/import-eligibility`).query({ country: 'KE' })).body;
      expect(page).toMatchObject({ eligible: false, reasons: [{ code: 'too_old' }] });

      const res = await reserve(t, amina, car.stockId);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        statusCode: 409,
        code: 'IMPORT_NOT_ELIGIBLE',
        message: 'This car cannot be imported to KE.',
        params: { country: 'KE' },
        details: [
          {
            field: 'destinationCountry',
            code: 'IMPORT_TOO_OLD',
            params: { country: 'KE', ageYears: THIS_YEAR - 2011, maxAgeYears: 8, oldestModelYear: THIS_YEAR - 8 },
          },
        ],
      });
      expect(res.body.details[0].message).toBe(
        `The car is ${THIS_YEAR - 2011} years old; KE takes cars up to 8 years old (model year ${THIS_YEAR - 8} or newer).`,
      );
      expect(await carStatus(t, car.id)).toBe('available');
      expect(await t.dataSource.query(`SELECT 1 FROM orders WHERE car_id = $1`, [car.id])).toEqual([]);
    });

    it('names every reason: left-hand drive to Kenya, and any car to South Africa', async () => {
      const { car } = await createCar(t, { year: 2010, steering: 'left' });
      const kenya = await reserve(t, amina, car.stockId);
      expect(kenya.status).toBe(409);
      expect(kenya.body.details.map((d: { code: string; params: object }) => [d.code, d.params])).toEqual([
        ['IMPORT_TOO_OLD', { country: 'KE', ageYears: THIS_YEAR - 2010, maxAgeYears: 8, oldestModelYear: THIS_YEAR - 8 }],
        ['IMPORT_STEERING', { country: 'KE', requiredSteering: 'right' }],
      ]);
      const { car: young } = await createCar(t, { year: THIS_YEAR - 1 });
      const southAfrica = await reserve(t, amina, young.stockId, { destinationCountry: 'ZA', destinationPort: 'Durban' });
      expect(southAfrica.status).toBe(409);
      expect(southAfrica.body).toMatchObject({
        code: 'IMPORT_NOT_ELIGIBLE',
        details: [{ field: 'destinationCountry', code: 'IMPORT_NOT_ALLOWED', message: 'ZA does not allow used car imports.' }],
      });
    });

    it('lets an eligible car through, and a country without rules on file', async () => {
      const { car } = await createCar(t, { year: THIS_YEAR - 2 });
      await reserved(t, amina, car.stockId);
      // No rules on file for Mauritius: nothing refuses the sale (staff settle what is needed).
      await t.dataSource.query(
        `INSERT INTO freight_rates (country_code, port, method, roro_usd_per_m3, cars_per_container) VALUES ('MU', 'Port Louis', 'roro', 90, 4)`,
      );
      const { car: old } = await createCar(t, { year: 2005 });
      await reserved(t, amina, old.stockId, { destinationCountry: 'MU', destinationPort: 'Port Louis' });
    });
  });

  describe('a staff override for one order', () => {
    it('lets the customer’s next reservation of that car to that country through, once, audited with its reason', async () => {
      const { car } = await createCar(t, { year: 2012 });
      const body = {
        customerId: amina.entity.publicId,
        stockId: car.stockId,
        destinationCountry: 'KE',
        reason: 'Returning resident: KRA exemption letter 2026/114 seen by Joseph',
      };
      const created = await api(t, staff).post(OVERRIDES, body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        id: expect.any(String),
        customer: { id: amina.entity.publicId, email: amina.entity.email },
        stockId: car.stockId,
        destinationCountry: 'KE',
        reason: body.reason,
        reasons: [{ code: 'too_old' }],
        status: 'open',
        nextStatuses: ['revoked'],
        orderId: null,
        expiresAt: expect.any(String),
      });
      expect((await auditEntries(t, 'eligibility_override', created.body.id)).map((e) => e.action)).toEqual([
        'eligibility_override.create',
      ]);
      // Another customer's reservation is not let through by it.
      const bilal = await createCustomer(t);
      expect((await reserve(t, bilal, car.stockId)).status).toBe(409);

      const order = await reserved(t, amina, car.stockId);
      const used = (await api(t, staff).get(OVERRIDES).query({ stockId: car.stockId }).expect(200)).body.items;
      expect(used).toMatchObject([{ id: created.body.id, status: 'used', orderId: order.id }]);
      expect((await auditEntries(t, 'eligibility_override', created.body.id)).map((e) => [e.action, e.after])).toEqual([
        ['eligibility_override.create', expect.anything()],
        ['eligibility_override.use', expect.objectContaining({ orderId: order.id })],
      ]);
      const reserveAudit = await auditEntries(t, 'order', order.id);
      expect(reserveAudit[0]!.after).toMatchObject({ eligibilityOverride: { id: created.body.id, reason: body.reason } });

      expect(used[0].nextStatuses).toEqual([]);
      // The override state machine: a used override cannot be revoked.
      const late = await api(t, staff).delete(`${OVERRIDES}/${created.body.id}`);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        code: 'ELIGIBILITY_OVERRIDE_NOT_OPEN',
        message: 'This override has been used or has ended: it can no longer be used or revoked.',
      });
      // Used up: once cancelled, the car cannot be reserved to Kenya again without a new override.
      await api(t, amina).post(`/api/orders/${order.id}/cancel`).expect(200);
      expect((await reserve(t, amina, car.stockId)).status).toBe(409);
    });

    it('needs a reason and a car the rules refuse; revoked, it lets nothing through', async () => {
      const { car: young } = await createCar(t, { year: THIS_YEAR - 1 });
      const base = { customerId: amina.entity.publicId, destinationCountry: 'KE' };
      const noReason = await api(t, staff).post(OVERRIDES, { ...base, stockId: young.stockId, reason: '  ' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.details).toMatchObject([{ field: 'reason' }]);
      const needless = await api(t, staff).post(OVERRIDES, { ...base, stockId: young.stockId, reason: 'Just in case' });
      expect(needless.status).toBe(409);
      expect(needless.body).toMatchObject({ code: 'ELIGIBILITY_OVERRIDE_NOT_NEEDED', params: { country: 'KE' } });

      const { car } = await createCar(t, { year: 2012 });
      const created = (
        await api(t, staff)
          .post(OVERRIDES, { ...base, stockId: car.stockId, reason: 'Exemption letter' })
          .expect(201)
      ).body;
      await api(t, staff).delete(`${OVERRIDES}/${created.id}`).expect(200);
      expect((await reserve(t, amina, car.stockId)).status).toBe(409);
      const [row] = (await api(t, staff).get(OVERRIDES).query({ stockId: car.stockId }).expect(200)).body.items;
      expect(row).toMatchObject({ status: 'revoked' });
      expect((await auditEntries(t, 'eligibility_override', created.id)).map((e) => e.action)).toEqual([
        'eligibility_override.create',
        'eligibility_override.revoke',
      ]);
    });

    describe('who may call', () => {
      const id = '00000000-0000-4000-8000-000000000000';
      whoMayCall({
        as: (who) => api(t, who),
        callers: () => ({ user: amina, admin: staff }),
        routes: [
          { method: 'get', url: OVERRIDES },
          { method: 'post', url: OVERRIDES, body: {} },
          { method: 'delete', url: `${OVERRIDES}/${id}` },
        ],
        expect: { anonymous: 401, user: 403 },
      });
    });
  });

  describe('a won auction car’s order', () => {
    const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);
    async function wonBid(who: Customer): Promise<string> {
      await api(t, staff)
        .post('/api/admin/auctions/deposits', {
          customerId: who.entity.publicId,
          amountJpy: '200000',
          bankReference: uniqueBankReference(),
          valueDate: '2026-11-02',
        })
        .expect(201);
      const lot = await createAuctionLot(t, { startsAt: inAWeek(), make: make.title, makeSlug: make.slug, model: 'Prius', year: 2012 });
      const bid = (await api(t, who).post(`/api/auctions/lots/${lot.publicId}/bids`, { maxBidJpy: '1500000' }).expect(201)).body;
      await wonAtAuction(t, staff, lot, bid.id, '1400000', '100000');
      return bid.id as string;
    }
    const orderBody = (who: Customer, overrides: Record<string, unknown> = {}) => ({
      ...fullCarBody(make.slug, { chassisNumber: `ZVW30-${uniqueTag()}`, fobPriceUsd: '6000.00', year: 2012 }),
      tradeTerms: 'CIF',
      shippingMethod: 'roro',
      destinationCountry: 'KE',
      destinationPort: 'Mombasa',
      consigneeId: who.consignee.publicId,
      ...overrides,
    });

    it('is refused for a car the destination refuses, and placed with a written override reason, audited', async () => {
      const who = await createCustomer(t, { importCountry: 'KE', port: 'Mombasa' });
      const bidId = await wonBid(who);
      const refused = await api(t, staff).post(`/api/admin/auctions/bids/${bidId}/order`, orderBody(who));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'IMPORT_NOT_ELIGIBLE', details: [{ code: 'IMPORT_TOO_OLD' }] });
      // Nothing entered into stock: the car's insert was rolled back with the order.
      expect(await t.dataSource.query(`SELECT 1 FROM orders WHERE auction_bid_id = $1`, [bidId])).toEqual([]);

      const reason = 'Customer is a returning resident; exemption letter on file';
      const placed = await api(t, staff).post(
        `/api/admin/auctions/bids/${bidId}/order`,
        orderBody(who, { eligibilityOverrideReason: reason }),
      );
      expect(placed.status).toBe(201);
      const audit = await auditEntries(t, 'order', placed.body.id);
      expect(audit[0]!.after).toMatchObject({ eligibilityOverride: { reason } });
    });
  });
});
