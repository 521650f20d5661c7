import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { loadReferenceImportRules } from '../src/database/reference/import-rules.js';
import { loadReferencePriceTables } from '../src/database/reference/price-tables.js';
import { auditEntries, uniqueTag } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const QUOTE = '/api/price-calculator/calculate-price';
const ADMIN = '/api/admin/price-calculator';
const SIGN_IN = "Please sign in to quote this car's price, or enter an FOB amount of your own.";
const THIS_YEAR = new Date().getUTCFullYear();
const RATES = { EUR: '0.9214', GBP: '0.7893', JPY: '151.37' };

type Line = { key: string; amountUsd: string; amount: string } & Record<string, unknown>;
const lineOf = (body: { lines: Line[] }, key: string) => body.lines.find((l) => l.key === key);
const usdLines = (body: { lines: Line[] }) => body.lines.map((l) => [l.key, l.amountUsd]);
/** What the answer's own rate makes of a USD amount, rounded half up to the currency's minor unit. */
const converted = (usd: string, rate: string, decimals: number) =>
  new Decimal(usd).times(rate).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);

/**
 * The price calculator (spec §7 POST /api/price-calculator/calculate-price, issue 11) on the reference tables: Karachi RoRo
 * $68/m³, Mombasa container $3,200 / 4 cars, charges $120 inland + $95 RoRo / $160 container port + $55 papers,
 * inspection fees (KE requires QISJ at $250), marine insurance at the default 1.5%.
 */
describe('price calculator', () => {
  let t: TestApp;
  let customer: SignedIn;
  let admin: SignedIn;
  /** 4.60 × 1.75 × 1.50 m = 12.075 m³, $5,173.00, last year's model, right-hand drive. */
  let carRef: string;
  let oldCarRef: string;
  let soldCarRef: string;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', PRICE_QUOTE_VALID_HOURS: '48' });
    const query = (sql: string, parameters?: unknown[]) => t.dataSource.query(sql, parameters);
    await loadReferenceImportRules(query);
    await loadReferencePriceTables(query);
    // Loading again changes nothing (the reference data is idempotent).
    await loadReferencePriceTables(query);
    [customer, admin] = await Promise.all([signedInUser(t), signedInUser(t, { role: 'admin' })]);
    // The quotes convert at the stored rates (the currencies module), set here as staff would.
    await api(t, admin).put('/api/admin/currencies/rates', RATES).expect(200);
    const dims = { lengthM: '4.60', widthM: '1.75', heightM: '1.50' };
    carRef = (await createCar(t, { ...dims, fobPriceUsd: '5173.00', year: THIS_YEAR - 1 })).car.stockId;
    oldCarRef = (await createCar(t, { ...dims, year: 2010 })).car.stockId;
    soldCarRef = (await createCar(t, { status: 'sold' })).car.stockId;
  });
  afterAll(() => t.close());

  const quote = (who: SignedIn | null, body: Record<string, unknown>) => api(t, who).post(QUOTE, body);
  const karachiCif = { destinationCountry: 'PK', destinationPort: 'Karachi', method: 'roro', tradeTerms: 'CIF', insurance: true };
  const mombasaContainer = { destinationCountry: 'KE', destinationPort: 'Mombasa', method: 'container', tradeTerms: 'CFR' };

  describe('who may call', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: customer, admin }),
      routes: [
        { method: 'get', url: '/api/price-calculator/destinations', expect: { anonymous: 200, user: 200 } },
        { method: 'post', url: QUOTE, body: { ...mombasaContainer, fobAmount: '4000' }, expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: `${ADMIN}/freight-rates` },
        { method: 'post', url: `${ADMIN}/freight-rates`, body: {} },
        { method: 'patch', url: `${ADMIN}/freight-rates/${id}`, body: {} },
        { method: 'delete', url: `${ADMIN}/freight-rates/${id}` },
        { method: 'get', url: `${ADMIN}/charges` },
        { method: 'post', url: `${ADMIN}/charges`, body: {} },
        { method: 'patch', url: `${ADMIN}/charges/${id}`, body: {} },
        { method: 'delete', url: `${ADMIN}/charges/${id}` },
        { method: 'get', url: `${ADMIN}/inspection-fees` },
        { method: 'put', url: `${ADMIN}/inspection-fees/IE`, body: {} },
        { method: 'delete', url: `${ADMIN}/inspection-fees/IE` },
      ],
      expect: { anonymous: 401, user: 403 },
    });
  });

  describe('GET /api/price-calculator/destinations', () => {
    it('lists countries with their ports and methods, inspection needs and fees, and import-rule countries without ports', async () => {
      const res = await api(t).get('/api/price-calculator/destinations').expect(200);
      const country = (code: string) => res.body.countries.find((c: { countryCode: string }) => c.countryCode === code);
      expect(country('PK').ports.map((p: { port: string }) => p.port)).toEqual(['Karachi', 'Lahore', 'Qasim']);
      expect(country('PK').ports[0]).toEqual({ port: 'Karachi', methods: ['container', 'roro'], transitDays: 18 });
      expect(country('PK')).toMatchObject({ inspectionRequired: false, inspectionFeeUsd: '180.00' });
      expect(country('KE')).toMatchObject({ inspectionRequired: true, inspectionAgency: 'QISJ', inspectionFeeUsd: '250.00' });
      expect(country('US')).toMatchObject({ ports: [], inspectionRequired: false, inspectionFeeUsd: null });
      expect(res.body.validHours).toBe(48);
    });
  });

  describe('POST /api/price-calculator/calculate-price', () => {
    it("quotes a signed-in customer the car's own price CIF by RoRo to Karachi, itemised, with its volume and eligibility", async () => {
      const res = await quote(customer, { ...karachiCif, stockRef: carRef.toLowerCase() }).expect(200);
      // 12.075 m³ × $68 = $821.10; subtotal 5,173 + 120 + 95 + 55 + 821.10 = 6,264.10; 1.5% = 93.9615 → 93.96
      expect(usdLines(res.body)).toEqual([
        ['fob_price', '5173.00'],
        ['inland_transport', '120.00'],
        ['port_charges', '95.00'],
        ['documentation_fee', '55.00'],
        ['freight', '821.10'],
        ['insurance', '93.96'],
      ]);
      expect(lineOf(res.body, 'freight')).toMatchObject({ method: 'roro', volumeM3: '12.075', ratePerM3Usd: '68.00' });
      expect(lineOf(res.body, 'insurance')).toMatchObject({ coverUsd: '6264.10', ratePercent: '1.5', insuredValueUsd: '6264.10' });
      expect(res.body).toMatchObject({
        tradeTerms: 'CIF',
        currency: 'USD',
        fobSource: 'car',
        subtotalUsd: '6264.10',
        subtotal: '6264.10',
        totalUsd: '6358.06',
        total: '6358.06',
        insured: true,
        inspected: false,
        destination: { countryCode: 'PK', port: 'Karachi', method: 'roro', transitDays: 18 },
        exchangeRate: { base: 'USD', currency: 'USD', rate: '1' },
        car: { stockRef: carRef, year: THIS_YEAR - 1, volumeM3: '12.075' },
        eligibility: { countryCode: 'PK', eligible: true, reasons: [] },
        validHours: 48,
      });
      expect(new Date(res.body.validUntil).getTime() - new Date(res.body.quotedAt).getTime()).toBe(48 * 3_600_000);
    });

    it('asks an anonymous visitor quoting a car without an amount to sign in, and shows no price', async () => {
      const res = await quote(null, { ...karachiCif, stockRef: carRef }).expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, code: 'QUOTE_REQUIRES_SIGN_IN', message: SIGN_IN });
      expect(JSON.stringify(res.body)).not.toContain('5173');
    });

    it("lets an anonymous visitor quote their own amount with a car's volume and eligibility, never its price", async () => {
      const res = await quote(null, { ...karachiCif, stockRef: carRef, fobAmount: '4000', insurance: false }).expect(200);
      expect(res.body).toMatchObject({ fobSource: 'amount', car: { volumeM3: '12.075' }, eligibility: { eligible: true } });
      expect(lineOf(res.body, 'fob_price')!.amountUsd).toBe('4000.00');
      expect(lineOf(res.body, 'freight')!.amountUsd).toBe('821.10');
      expect(JSON.stringify(res.body)).not.toContain('5173');
    });

    it('quotes an FOB amount by container to Mombasa, with the inspection Kenya requires even when not asked for', async () => {
      const res = await quote(null, { ...mombasaContainer, fobAmount: 4000, inspection: false }).expect(200);
      // 4,000 + 120 + 160 (container port charges) + 55 + 250 inspection + 3,200 / 4 = 5,385.00; CFR without insurance
      expect(usdLines(res.body)).toEqual([
        ['fob_price', '4000.00'],
        ['inland_transport', '120.00'],
        ['port_charges', '160.00'],
        ['documentation_fee', '55.00'],
        ['inspection', '250.00'],
        ['freight', '800.00'],
      ]);
      expect(lineOf(res.body, 'inspection')).toMatchObject({ required: true, agency: 'QISJ' });
      expect(lineOf(res.body, 'freight')).toMatchObject({ method: 'container', containerUsd: '3200.00', carsPerContainer: 4 });
      expect(res.body).toMatchObject({ totalUsd: '5385.00', insured: false, inspected: true, car: null, eligibility: null });
    });

    it('CFR with insurance adds it on the CFR value; CIF includes it even unasked', async () => {
      // 1.5% of 5,385.00 = 80.775 → 80.78
      const cfr = await quote(null, { ...mombasaContainer, fobAmount: '4000', insurance: true }).expect(200);
      const cif = await quote(null, { ...mombasaContainer, tradeTerms: 'CIF', fobAmount: '4000' }).expect(200);
      for (const res of [cfr, cif]) {
        expect(lineOf(res.body, 'insurance')).toMatchObject({ amountUsd: '80.78', coverUsd: '5385.00' });
        expect(res.body.totalUsd).toBe('5465.78');
      }
    });

    it('FOB: no freight and no insurance, and no volume needed for RoRo', async () => {
      const res = await quote(null, { ...karachiCif, tradeTerms: 'FOB', fobAmount: '4000' }).expect(200);
      expect(usdLines(res.body)).toEqual([
        ['fob_price', '4000.00'],
        ['inland_transport', '120.00'],
        ['port_charges', '95.00'],
        ['documentation_fee', '55.00'],
      ]);
      expect(res.body).toMatchObject({ totalUsd: '4270.00', insured: false });
    });

    it('quotes RoRo by a volume given without a car', async () => {
      // 10.5 m³ × $68 = $714.00; 3,000 + 120 + 95 + 55 + 714 = 3,984.00
      const res = await quote(null, { ...karachiCif, tradeTerms: 'CFR', insurance: false, fobAmount: '3000', volumeM3: '10.5' }).expect(
        200,
      );
      expect(lineOf(res.body, 'freight')).toMatchObject({ amountUsd: '714.00', volumeM3: '10.500' });
      expect(res.body.totalUsd).toBe('3984.00');
    });

    it('insurance: the $30 floor and the $10,000 cover cap', async () => {
      // 500 + 120 + 160 + 55 + 250 + 800 = 1,885.00; 1.5% = 28.275 → 30.00
      const low = await quote(null, { ...mombasaContainer, tradeTerms: 'CIF', fobAmount: '500' }).expect(200);
      expect(lineOf(low.body, 'insurance')).toMatchObject({ amountUsd: '30.00', coverUsd: '1885.00' });
      // 20,000 + 1,385 = 21,385.00; cover 10,000.00; 1.5% = 150.00
      const high = await quote(null, { ...mombasaContainer, tradeTerms: 'CIF', fobAmount: '20000' }).expect(200);
      expect(lineOf(high.body, 'insurance')).toMatchObject({ amountUsd: '150.00', coverUsd: '10000.00', insuredValueUsd: '21385.00' });
      expect(high.body.totalUsd).toBe('21535.00');
    });

    it.each([
      ['JPY', 0],
      ['EUR', 2],
      ['GBP', 2],
    ])('converts each line and the total to %s at the rate it reports', async (currency, decimals) => {
      const res = await quote(customer, { ...karachiCif, stockRef: carRef, currency }).expect(200);
      const { rate, setAt } = res.body.exchangeRate;
      expect(res.body.exchangeRate).toMatchObject({ base: 'USD', currency, rate: RATES[currency as keyof typeof RATES], source: 'staff' });
      expect(Number.isNaN(Date.parse(setAt))).toBe(false);
      expect(res.body.totalUsd).toBe('6358.06');
      for (const line of res.body.lines as Line[]) expect(line.amount).toBe(converted(line.amountUsd, rate, decimals));
      expect(res.body.total).toBe(converted('6358.06', rate, decimals));
      expect(res.body.subtotal).toBe(converted('6264.10', rate, decimals));
      if (decimals === 0) expect(res.body.total).toMatch(/^\d+$/);
    });

    it('adds an optional inspection where one is offered, and refuses one where no fee is on file', async () => {
      const res = await quote(null, { ...karachiCif, fobAmount: '4000', volumeM3: '12', inspection: true }).expect(200);
      expect(lineOf(res.body, 'inspection')).toMatchObject({ amountUsd: '180.00', required: false, agency: 'JAAI' });
      const refused = await quote(null, {
        destinationCountry: 'IE',
        destinationPort: 'Dublin',
        method: 'container',
        tradeTerms: 'CIF',
        fobAmount: '4000',
        inspection: true,
      }).expect(400);
      expect(refused.body).toMatchObject({
        code: 'INSPECTION_NOT_OFFERED',
        details: [{ field: 'inspection', code: 'INSPECTION_NOT_OFFERED' }],
      });
    });

    it('says why a car cannot be imported: too old, with the oldest model year allowed', async () => {
      const res = await quote(customer, { ...mombasaContainer, stockRef: oldCarRef }).expect(200);
      expect(res.body.eligibility).toMatchObject({
        countryCode: 'KE',
        eligible: false,
        inspectionRequired: true,
        inspectionAgency: 'QISJ',
      });
      expect(res.body.eligibility.reasons).toEqual([
        expect.objectContaining({ code: 'too_old', maxAgeYears: 8, oldestModelYear: THIS_YEAR - 8 }),
      ]);
    });

    it('finds the port in any case', async () => {
      const res = await quote(null, { ...karachiCif, destinationPort: ' kARACHI ', fobAmount: '4000', volumeM3: '12' }).expect(200);
      expect(res.body.destination.port).toBe('Karachi');
    });

    describe('refuses', () => {
      it('an unknown port or a method the port does not have (404)', async () => {
        const res = await quote(null, { ...karachiCif, destinationPort: 'Gwadar', fobAmount: '4000' }).expect(404);
        expect(res.body).toMatchObject({
          code: 'FREIGHT_RATE_NOT_FOUND',
          message: 'We have no roro freight rate to Gwadar (PK). Choose another port or shipping method.',
        });
        await quote(null, { ...karachiCif, destinationCountry: 'KE', fobAmount: '4000' }).expect(404);
      });

      it('an unknown or sold car with "Product not found!"', async () => {
        for (const stockRef of ['ZZ0000000', soldCarRef]) {
          const res = await quote(customer, { ...karachiCif, stockRef }).expect(404);
          expect(res.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' });
        }
      });

      it('a quote with neither a car nor an amount', async () => {
        const res = await quote(customer, karachiCif).expect(400);
        expect(res.body).toMatchObject({ code: 'QUOTE_PRICE_REQUIRED', details: [{ field: 'fobAmount', code: 'QUOTE_PRICE_REQUIRED' }] });
      });

      it('a RoRo CFR quote without a car or a volume', async () => {
        const res = await quote(null, { ...karachiCif, fobAmount: '4000' }).expect(400);
        expect(res.body).toMatchObject({ code: 'QUOTE_VOLUME_REQUIRED', details: [{ field: 'volumeM3' }] });
      });

      it.each([
        [{ method: 'air' }, 'method', 'SHIPPING_METHOD_INVALID'],
        [{ tradeTerms: 'DDP' }, 'tradeTerms', 'TRADE_TERMS_INVALID'],
        [{ currency: 'CHF' }, 'currency', 'FIELD_ONE_OF'],
        [{ fobAmount: '-5' }, 'fobAmount', 'AMOUNT_INVALID'],
        [{ fobAmount: '12.345' }, 'fobAmount', 'AMOUNT_INVALID'],
        [{ volumeM3: '0' }, 'volumeM3', 'VOLUME_INVALID'],
        [{ stockRef: 'abc' }, 'stockRef', 'STOCK_ID_INVALID'],
        [{ destinationCountry: 'Kenya' }, 'destinationCountry', 'COUNTRY_INVALID'],
        [{ destinationPort: 'K' }, 'destinationPort', 'PORT_INVALID'],
        [{ insurance: 'yes' }, 'insurance', 'FIELD_NOT_BOOLEAN'],
        [{ destinationPort: undefined }, 'destinationPort', 'FIELD_REQUIRED'],
        [{ price: '1' }, 'price', 'FIELD_NOT_ACCEPTED'],
      ])('%j: a field error on %s (%s)', async (change, field, code) => {
        const res = await quote(null, { ...karachiCif, fobAmount: '4000', volumeM3: '12', ...change }).expect(400);
        expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
      });
    });
  });

  describe('staff tables', () => {
    const staff = () => api(t, admin);
    const ports = () => ({ country: 'MU', port: `Port Louis ${uniqueTag()}` });

    it('freight rates: add, quote with it, refuse a duplicate in any case, change, deactivate, delete — audited', async () => {
      const { country, port } = ports();
      const created = await staff()
        .post(`${ADMIN}/freight-rates`, {
          countryCode: country.toLowerCase(),
          port,
          method: 'container',
          containerUsd: '3000',
          carsPerContainer: 3,
          transitDays: 30,
        })
        .expect(201);
      expect(created.body).toMatchObject({
        countryCode: 'MU',
        port,
        method: 'container',
        containerUsd: '3000.00',
        roroUsdPerM3: null,
        carsPerContainer: 3,
        active: true,
      });
      const body = { destinationCountry: 'MU', destinationPort: port, method: 'container', tradeTerms: 'CFR', fobAmount: '4000' };
      // 3,000 / 3 = 1,000.00
      expect(lineOf((await quote(null, body).expect(200)).body, 'freight')!.amountUsd).toBe('1000.00');

      const taken = await staff()
        .post(`${ADMIN}/freight-rates`, { countryCode: 'MU', port: port.toUpperCase(), method: 'container', containerUsd: '1' })
        .expect(409);
      expect(taken.body.code).toBe('FREIGHT_RATE_TAKEN');
      const noPrice = await staff().post(`${ADMIN}/freight-rates`, { countryCode: 'MU', port, method: 'roro' }).expect(400);
      expect(noPrice.body).toMatchObject({ code: 'FREIGHT_RATE_PRICE_REQUIRED', details: [{ field: 'roroUsdPerM3' }] });

      const id = created.body.id as string;
      await staff().patch(`${ADMIN}/freight-rates/${id}`, { carsPerContainer: 4 }).expect(200);
      expect(lineOf((await quote(null, body).expect(200)).body, 'freight')!.amountUsd).toBe('750.00');
      await staff().patch(`${ADMIN}/freight-rates/${id}`, { method: 'roro' }).expect(400);
      await staff().patch(`${ADMIN}/freight-rates/${id}`, { active: false }).expect(200);
      await quote(null, body).expect(404);

      const listed = await staff().get(`${ADMIN}/freight-rates`).query({ country: 'MU' }).expect(200);
      expect(listed.body.items.map((r: { id: string }) => r.id)).toContain(id);
      await staff().delete(`${ADMIN}/freight-rates/${id}`).expect(204);
      const gone = await staff().patch(`${ADMIN}/freight-rates/${id}`, { active: true }).expect(404);
      expect(gone.body).toMatchObject({ code: 'FREIGHT_RATE_UNKNOWN', message: 'Freight rate not found.' });
      await staff().delete(`${ADMIN}/freight-rates/not-a-uuid`).expect(404);

      const audit = await auditEntries(t, 'freight_rate', id);
      expect(audit.map((a) => a.action)).toEqual([
        'freight_rate.create',
        'freight_rate.update',
        'freight_rate.update',
        'freight_rate.delete',
      ]);
      expect(audit[1]).toMatchObject({ before: { carsPerContainer: 3 }, after: { carsPerContainer: 4 } });
    });

    it('charges: a method’s own charge wins over the one for any method; duplicates refused; audited', async () => {
      const before = await quote(null, { ...mombasaContainer, fobAmount: '4000' }).expect(200);
      expect(lineOf(before.body, 'documentation_fee')!.amountUsd).toBe('55.00');
      const created = await staff()
        .post(`${ADMIN}/charges`, { key: 'documentation_fee', method: 'container', amountUsd: '70' })
        .expect(201);
      expect(created.body).toMatchObject({ key: 'documentation_fee', method: 'container', amountUsd: '70.00', active: true });
      const after = await quote(null, { ...mombasaContainer, fobAmount: '4000' }).expect(200);
      expect(lineOf(after.body, 'documentation_fee')!.amountUsd).toBe('70.00');
      expect(after.body.totalUsd).toBe('5400.00');

      const taken = await staff().post(`${ADMIN}/charges`, { key: 'documentation_fee', method: 'container', amountUsd: '1' }).expect(409);
      expect(taken.body.code).toBe('PRICE_CHARGE_TAKEN');
      await staff().post(`${ADMIN}/charges`, { key: 'bribes', amountUsd: '1' }).expect(400);

      const id = created.body.id as string;
      await staff().patch(`${ADMIN}/charges/${id}`, { amountUsd: '65.00' }).expect(200);
      expect((await staff().get(`${ADMIN}/charges`).expect(200)).body.items).toContainEqual(
        expect.objectContaining({ id, amountUsd: '65.00' }),
      );
      await staff().delete(`${ADMIN}/charges/${id}`).expect(204);
      await staff().delete(`${ADMIN}/charges/${id}`).expect(404);
      const back = await quote(null, { ...mombasaContainer, fobAmount: '4000' }).expect(200);
      expect(lineOf(back.body, 'documentation_fee')!.amountUsd).toBe('55.00');
      expect((await auditEntries(t, 'price_charge', id)).map((a) => a.action)).toEqual([
        'price_charge.create',
        'price_charge.update',
        'price_charge.delete',
      ]);
    });

    it('inspection fees: set one, quote with it, list with whether it is required, remove it — audited', async () => {
      const dublin = {
        destinationCountry: 'IE',
        destinationPort: 'Dublin',
        method: 'container',
        tradeTerms: 'FOB',
        fobAmount: '4000',
        inspection: true,
      };
      await quote(null, dublin).expect(400);
      const put = await staff().put(`${ADMIN}/inspection-fees/ie`, { agency: 'JEVIC', feeUsd: '275' }).expect(200);
      expect(put.body).toMatchObject({ countryCode: 'IE', agency: 'JEVIC', feeUsd: '275.00', required: false });
      expect(lineOf((await quote(null, dublin).expect(200)).body, 'inspection')).toMatchObject({ amountUsd: '275.00', required: false });

      const list = await staff().get(`${ADMIN}/inspection-fees`).expect(200);
      expect(list.body.items).toContainEqual(expect.objectContaining({ countryCode: 'KE', required: true, feeUsd: '250.00' }));
      expect((await staff().put(`${ADMIN}/inspection-fees/XX`, { agency: 'JEVIC', feeUsd: '1' }).expect(400)).body.code).toBe(
        'COUNTRY_INVALID',
      );
      await staff().put(`${ADMIN}/inspection-fees/IE`, { agency: 'JEVIC', feeUsd: 'free' }).expect(400);
      const huge = await staff().put(`${ADMIN}/inspection-fees/IE`, { agency: 'JEVIC', feeUsd: '100000000' }).expect(400);
      expect(huge.body.details).toEqual([expect.objectContaining({ field: 'feeUsd', code: 'TABLE_AMOUNT_INVALID' })]);

      await staff().delete(`${ADMIN}/inspection-fees/IE`).expect(204);
      const gone = await staff().delete(`${ADMIN}/inspection-fees/IE`).expect(404);
      expect(gone.body).toMatchObject({ code: 'INSPECTION_FEE_NOT_FOUND', message: 'No inspection fee is on file for IE.' });
      expect((await auditEntries(t, 'inspection_fee', 'IE')).map((a) => a.action)).toEqual(['inspection_fee.put', 'inspection_fee.delete']);
    });
  });
});
