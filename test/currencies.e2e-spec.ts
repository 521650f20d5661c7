import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '../src/common/time/clock.js';
import { ExchangeRatesService } from '../src/modules/currencies/exchange-rates.service.js';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { bumpCatalogue, clearCatalogue, createCars } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

/** A field refused because it is not one of our currencies: the field's error carries the code and sentence. */
const unsupported = (field: string) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  details: [{ field, code: 'CURRENCY_UNSUPPORTED', message: 'Currency must be one of USD, EUR, GBP, JPY' }],
});
const HOUR = 3_600_000;

/** A stand-in for the rates provider: answers whatever the test last put in `reply`. */
function providerStub() {
  const state = { reply: { status: 200, body: '' }, calls: 0 };
  const server: Server = createServer((_req, res) => {
    state.calls += 1;
    res.writeHead(state.reply.status, { 'content-type': 'application/json' }).end(state.reply.body);
  });
  return {
    state,
    answer(status: number, body: unknown) {
      state.reply = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest?base=USD`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Currencies, exchange rates, detection, preference and the pre-header (issue 11). */
describe('currencies', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-03-02T00:00:00Z');
  const provider = providerStub();
  let customer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    const url = await provider.start();
    t = await createTestApp({ WORKER: 'off', TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1', EXCHANGE_RATES_URL: url }, { clock });
    // Remembered sign-ins: the clock moves on by nearly three weeks, past a plain sign-in's 7 days.
    const remembered = { rememberMe: true };
    [customer, admin] = await Promise.all([signedInUser(t, {}, remembered), signedInUser(t, { role: 'admin' }, remembered)]);
  });
  afterAll(async () => {
    await t?.close();
    await provider.stop();
  });

  const setRates = (rates: Record<string, unknown>, who: SignedIn = admin) => api(t, who).put('/api/admin/currencies/rates', rates);
  const convert = (body: Record<string, unknown>) => api(t).post('/api/currencies/convert', body);
  const rates = async (query: Record<string, string> = {}) => (await api(t).get('/api/currencies/rates').query(query).expect(200)).body;

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: customer, admin }),
      routes: [
        { method: 'get', url: '/api/currencies', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/currencies/rates', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/currencies/detect', expect: { anonymous: 200, user: 200 } },
        { method: 'post', url: '/api/currencies/detect', body: { country_code: 'JP' }, expect: { anonymous: 200, user: 200 } },
        { method: 'post', url: '/api/currencies/preference', body: { currencyCode: 'USD' }, expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/pre-header', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/admin/currencies/rates/history', expect: { anonymous: 401, user: 403, admin: 200 } },
        { method: 'put', url: '/api/admin/currencies/rates', body: { JPY: '150' }, expect: { anonymous: 401, user: 403 } },
      ],
    });
  });

  describe('before any rate is set', () => {
    it('lists no rates, and a conversion that needs one is refused with 409', async () => {
      await t.dataSource.query('DELETE FROM exchange_rates');
      await t.app.get(ExchangeRatesService)['changed']();
      expect(await rates()).toEqual({ base: 'USD', rates: [], stale: false });
      const res = await convert({ amount: '100', fromCurrency: 'USD', toCurrency: 'EUR' }).expect(409);
      expect(res.body).toMatchObject({ code: 'EXCHANGE_RATE_UNAVAILABLE', message: 'No exchange rate is set for EUR yet.' });
      // USD to USD needs none.
      const same = await convert({ amount: '100', fromCurrency: 'USD', toCurrency: 'USD' }).expect(200);
      expect(same.body).toMatchObject({ result: '100.00', rate: '1', rateSetAt: null, source: 'fixed', stale: false });
    });
  });

  describe('with rates', () => {
    beforeAll(async () => {
      clock.set('2026-03-02T00:00:00Z');
      await setRates({ EUR: '0.92', GBP: '0.79', JPY: '151.5' }).expect(200);
    });

    it('lists the four currencies with their symbols and minor units', async () => {
      const res = await api(t).get('/api/currencies').expect(200);
      expect(res.body).toEqual({
        base: 'USD',
        currencies: [
          { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
          { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
          { code: 'GBP', name: 'British Pound', symbol: '£', decimals: 2 },
          { code: 'JPY', name: 'Japanese Yen', symbol: '¥', decimals: 0 },
        ],
      });
    });

    it('answers the rates per 1 USD by default, with their time and source', async () => {
      const setAt = '2026-03-02T00:00:00.000Z';
      expect(await rates()).toEqual({
        base: 'USD',
        rates: [
          { currency: 'EUR', rate: '0.92', setAt, source: 'staff', stale: false },
          { currency: 'GBP', rate: '0.79', setAt, source: 'staff', stale: false },
          { currency: 'JPY', rate: '151.5', setAt, source: 'staff', stale: false },
        ],
        stale: false,
      });
    });

    it('answers cross rates for another base, in any letter case', async () => {
      const body = await rates({ base: 'jpy' });
      expect(body.base).toBe('JPY');
      expect(body.rates.map((r: { currency: string; rate: string }) => [r.currency, r.rate])).toEqual([
        ['USD', '0.00660066'], // 1 / 151.5
        ['EUR', '0.00607261'], // 0.92 / 151.5
        ['GBP', '0.00521452'], // 0.79 / 151.5
      ]);
    });

    it.each(['XYZ', 'usd1', '', 'BTC'])('refuses the base %p with 400 in the error body', async (base) => {
      const res = await api(t).get('/api/currencies/rates').query({ base }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: expect.any(String), requestId: expect.any(String) });
      if (base !== '') expect(res.body).toMatchObject(unsupported('base'));
    });

    it('converts with exact decimals, rounded half-up to the target’s minor unit, with the rate used', async () => {
      const cases: [string, string, string, string, string][] = [
        ['100.00', 'USD', 'EUR', '92.00', '0.92'],
        ['0.625', 'USD', 'EUR', '0.58', '0.92'], // 0.575 → 0.58
        ['19.99', 'USD', 'GBP', '15.79', '0.79'], // 15.7921
        ['12500.00', 'USD', 'JPY', '1893750', '151.5'],
        ['3', 'USD', 'JPY', '455', '151.5'], // 454.5 → 455
        ['10000', 'JPY', 'USD', '66.01', '0.00660066'], // 66.0066
        ['1000', 'EUR', 'JPY', '164674', '164.67391304'], // 164673.913…
        ['100', 'GBP', 'EUR', '116.46', '1.16455696'], // 116.4556…
      ];
      for (const [amount, fromCurrency, toCurrency, result, rate] of cases) {
        const res = await convert({ amount, fromCurrency, toCurrency }).expect(200);
        expect(res.body).toEqual({
          amount: expect.any(String),
          fromCurrency,
          toCurrency,
          result,
          rate,
          rateSetAt: '2026-03-02T00:00:00.000Z',
          source: 'staff',
          stale: false,
        });
      }
    });

    it('comes back to the same amount after USD → JPY → USD', async () => {
      for (const amount of ['1.23', '8765.43', '0.01']) {
        const yen = (await convert({ amount, fromCurrency: 'USD', toCurrency: 'JPY' }).expect(200)).body.result;
        const back = (await convert({ amount: yen, fromCurrency: 'JPY', toCurrency: 'USD' }).expect(200)).body.result;
        expect(back).toBe(amount);
      }
    });

    it.each(['abc', '-5', '1e5', '1.123456789', '12,50', '', null, true, { value: 1 }, '1'.repeat(16)])(
      'refuses the amount %p with 400',
      async (amount) => {
        const res = await convert({ amount, fromCurrency: 'USD', toCurrency: 'EUR' }).expect(400);
        expect(res.body.details).toEqual([expect.objectContaining({ field: 'amount' })]);
      },
    );

    it('refuses an unknown currency on either side, and a missing one', async () => {
      const from = await convert({ amount: '10', fromCurrency: 'BTC', toCurrency: 'EUR' }).expect(400);
      expect(from.body).toMatchObject({ details: [expect.objectContaining({ field: 'fromCurrency', code: 'CURRENCY_UNSUPPORTED' })] });
      const to = await convert({ amount: '10', fromCurrency: 'USD', toCurrency: 'CHF' }).expect(400);
      expect(to.body).toMatchObject({ details: [expect.objectContaining({ field: 'toCurrency', code: 'CURRENCY_UNSUPPORTED' })] });
      await convert({ amount: '10', fromCurrency: 'USD' }).expect(400);
      await convert({ amount: '10', fromCurrency: 'USD', toCurrency: 'EUR', rate: '1' }).expect(400);
    });
  });

  describe('detection', () => {
    it.each([
      ['193.99.144.80', 'DE', 'EUR'],
      ['212.58.244.1', 'GB', 'GBP'],
      ['202.12.27.33', 'JP', 'JPY'],
      ['2001:200:dff:fff1:216:3eff:feb1:44d7', 'JP', 'JPY'],
      ['8.8.8.8', 'US', 'USD'],
      ['39.32.0.1', 'PK', 'USD'],
      ['10.0.0.7', null, 'USD'],
      ['::1', null, 'USD'],
      ['garbage', null, 'USD'],
    ])('answers the currency of the caller at %s', async (ip, country, currencyCode) => {
      const res = await t.http.get('/api/currencies/detect').set('X-Forwarded-For', ip).expect(200);
      expect(res.body).toEqual({ country, currencyCode });
    });

    it('answers the currency of a given country', async () => {
      for (const [country, currencyCode] of [
        ['fr', 'EUR'],
        ['GB', 'GBP'],
        ['JP', 'JPY'],
        ['KE', 'USD'],
      ]) {
        const res = await api(t).post('/api/currencies/detect', { country_code: country }).expect(200);
        expect(res.body).toEqual({ country: country.toUpperCase(), currencyCode });
      }
    });

    it('refuses a country that is not an ISO code', async () => {
      for (const body of [{ country_code: 'ZZ' }, { country_code: 'Germany' }, {}, { country: 'DE' }]) {
        const res = await api(t).post('/api/currencies/detect', body).expect(400);
        expect(res.body.statusCode).toBe(400);
      }
      const res = await api(t).post('/api/currencies/detect', { country_code: 'ZZ' }).expect(400);
      expect(res.body).toMatchObject({ details: [expect.objectContaining({ field: 'country_code', code: 'COUNTRY_INVALID' })] });
    });
  });

  describe('preference', () => {
    it('echoes an anonymous caller’s choice without keeping it', async () => {
      const res = await api(t).post('/api/currencies/preference', { currencyCode: 'gbp' }).expect(200);
      expect(res.body).toEqual({ currencyCode: 'GBP', saved: false });
    });

    it('keeps a signed-in customer’s choice on the profile, where it is null until they choose', async () => {
      const newcomer = await signedInUser(t);
      const before = await api(t, newcomer).get('/api/user/profile').expect(200);
      expect((before.body.user ?? before.body).preferredCurrency).toBeNull();
      const res = await api(t, customer).post('/api/currencies/preference', { currencyCode: 'EUR' }).expect(200);
      expect(res.body).toEqual({ currencyCode: 'EUR', saved: true });
      const profile = await api(t, customer).get('/api/user/profile').expect(200);
      expect(profile.body.preferredCurrency ?? profile.body.user?.preferredCurrency).toBe('EUR');
      await api(t, customer).post('/api/currencies/preference', { currencyCode: 'JPY' }).expect(200);
      const again = await api(t, customer).get('/api/user/profile').expect(200);
      expect(again.body.preferredCurrency ?? again.body.user?.preferredCurrency).toBe('JPY');
    });

    it('treats a bad token as anonymous on this public route', async () => {
      const res = await api(t, 'Bearer not-a-token').post('/api/currencies/preference', { currencyCode: 'EUR' }).expect(200);
      expect(res.body).toEqual({ currencyCode: 'EUR', saved: false });
    });

    it('refuses a currency it does not offer', async () => {
      const res = await api(t, customer).post('/api/currencies/preference', { currencyCode: 'CHF' }).expect(400);
      expect(res.body).toMatchObject(unsupported('currencyCode'));
      await api(t).post('/api/currencies/preference', {}).expect(400);
    });
  });

  describe('staff', () => {
    it('set rates, audited with the rate each replaces, and the history shows every one, newest first', async () => {
      clock.set('2026-03-03T00:00:00Z');
      const res = await setRates({ JPY: '150.25' }).expect(200);
      expect(res.body.rates).toContainEqual({
        currency: 'JPY',
        rate: '150.25',
        setAt: '2026-03-03T00:00:00.000Z',
        source: 'staff',
        stale: false,
      });
      const entry = (await auditEntries(t, 'exchange_rate', 'JPY')).find((e) => (e.after as { rate?: string })?.rate === '150.25');
      expect(entry).toMatchObject({
        action: 'exchange_rate.set',
        actorId: admin.user.id,
        before: { rate: '151.5' },
        after: { rate: '150.25' },
      });

      const history = await api(t, admin).get('/api/admin/currencies/rates/history').query({ currency: 'jpy' }).expect(200);
      expect(history.body.items.slice(0, 2)).toEqual([
        expect.objectContaining({ currency: 'JPY', rate: '150.25', source: 'staff', setBy: admin.user.id }),
        expect.objectContaining({ currency: 'JPY', rate: '151.5', source: 'staff' }),
      ]);
      // And the public rates follow at once (the cache is dropped).
      expect((await rates()).rates).toContainEqual(expect.objectContaining({ currency: 'JPY', rate: '150.25' }));
    });

    it('refuses an empty change, a bad rate and an unknown currency', async () => {
      expect((await setRates({}).expect(400)).body).toMatchObject({ code: 'EXCHANGE_RATES_REQUIRED' });
      for (const rate of ['0', '-1', 'abc', '1.123456789']) {
        const res = await setRates({ EUR: rate }).expect(400);
        expect(res.body.details).toEqual([expect.objectContaining({ field: 'EUR', code: 'EXCHANGE_RATE_INVALID' })]);
      }
      await setRates({ USD: '1' }).expect(400);
      await setRates({ CHF: '0.9' }).expect(400);
      await api(t, admin).get('/api/admin/currencies/rates/history').query({ currency: 'USD' }).expect(400);
    });
  });

  describe('the hourly refresh from the provider', () => {
    const service = () => t.app.get(ExchangeRatesService);
    beforeEach(() => {
      clock.set('2026-03-10T00:00:00Z');
    });

    it('stores the provider’s rates with source provider', async () => {
      provider.answer(200, { base: 'USD', rates: { EUR: '0.9105', GBP: 0.7812, JPY: '149.87', CHF: '0.88' } });
      expect(await service().refreshFromProvider()).toEqual({ status: 'updated', currencies: ['EUR', 'GBP', 'JPY'] });
      const body = await rates();
      expect(body).toEqual({
        base: 'USD',
        rates: [
          { currency: 'EUR', rate: '0.9105', setAt: '2026-03-10T00:00:00.000Z', source: 'provider', stale: false },
          { currency: 'GBP', rate: '0.7812', setAt: '2026-03-10T00:00:00.000Z', source: 'provider', stale: false },
          { currency: 'JPY', rate: '149.87', setAt: '2026-03-10T00:00:00.000Z', source: 'provider', stale: false },
        ],
        stale: false,
      });
      const history = await api(t, admin).get('/api/admin/currencies/rates/history').expect(200);
      expect(history.body.items[0]).toMatchObject({ source: 'provider', setBy: null });
    });

    it.each([
      ['an error status', 503, { error: 'down' }],
      ['a body that is not JSON', 200, '<html>oops'],
      ['JSON of another shape', 200, { data: [1, 2, 3] }],
      ['a negative rate', 200, { base: 'USD', rates: { EUR: '-0.9', JPY: '150' } }],
    ])('keeps the last rates when the provider answers %s', async (_what, status, body) => {
      provider.answer(200, { base: 'USD', rates: { EUR: '0.9105', GBP: 0.7812, JPY: '149.87' } });
      await service().refreshFromProvider();
      const before = await rates();
      clock.advance(HOUR);
      provider.answer(status, body);
      const calls = provider.state.calls;
      expect(await service().refreshFromProvider()).toMatchObject({ status: 'failed' });
      expect(provider.state.calls).toBe(calls + 1);
      expect(await rates()).toEqual(before);
    });

    it('keeps the last rates when the provider cannot be reached', async () => {
      const before = await rates();
      const config = t.app.get(ExchangeRatesService)['config'] as { exchangeRatesUrl?: string };
      const url = config.exchangeRatesUrl;
      config.exchangeRatesUrl = 'http://127.0.0.1:1/latest';
      try {
        expect(await service().refreshFromProvider()).toMatchObject({ status: 'failed' });
      } finally {
        config.exchangeRatesUrl = url;
      }
      expect(await rates()).toEqual(before);
    });

    it('marks the rates stale once they are older than 24 hours, and fresh again after a good refresh', async () => {
      provider.answer(200, { base: 'USD', rates: { EUR: '0.91', GBP: '0.78', JPY: '150' } });
      await service().refreshFromProvider();
      clock.advance(24 * HOUR);
      expect((await rates()).stale).toBe(false);
      clock.advance(60_000);
      provider.answer(500, 'down');
      await service().refreshFromProvider();
      const stale = await rates();
      expect(stale.stale).toBe(true);
      expect(stale.rates.every((r: { stale: boolean }) => r.stale)).toBe(true);
      const conversion = await convert({ amount: '100', fromCurrency: 'USD', toCurrency: 'EUR' }).expect(200);
      expect(conversion.body).toMatchObject({ result: '91.00', stale: true, rateSetAt: '2026-03-10T00:00:00.000Z' });
      provider.answer(200, { base: 'USD', rates: { EUR: '0.9', GBP: '0.78', JPY: '150' } });
      await service().refreshFromProvider();
      expect((await rates()).stale).toBe(false);
    });

    it('does nothing when no provider is configured', async () => {
      const config = t.app.get(ExchangeRatesService)['config'] as { exchangeRatesUrl?: string };
      const url = config.exchangeRatesUrl;
      config.exchangeRatesUrl = undefined;
      try {
        expect(await service().refreshFromProvider()).toEqual({ status: 'not-configured' });
      } finally {
        config.exchangeRatesUrl = url;
      }
    });
  });

  describe('pre-header', () => {
    it('answers the company time zone, the server time, the cars in stock and the current rates in one answer', async () => {
      await clearCatalogue(t);
      await createCars(t, [{}, {}, { status: 'sold' }]);
      await bumpCatalogue(t);
      clock.set('2026-03-20T00:00:00Z');
      await setRates({ EUR: '0.92', GBP: '0.79', JPY: '151.5' }).expect(200);
      clock.set('2026-03-20T01:02:03Z');
      const res = await api(t).get('/api/pre-header').expect(200);
      expect(res.body).toEqual({
        timeZone: 'Asia/Tokyo',
        serverTime: '2026-03-20T01:02:03.000Z',
        totalCars: 2,
        supportHours: '24/7',
        rates: {
          base: 'USD',
          stale: false,
          rates: [
            { currency: 'EUR', rate: '0.92', setAt: '2026-03-20T00:00:00.000Z', source: 'staff', stale: false },
            { currency: 'GBP', rate: '0.79', setAt: '2026-03-20T00:00:00.000Z', source: 'staff', stale: false },
            { currency: 'JPY', rate: '151.5', setAt: '2026-03-20T00:00:00.000Z', source: 'staff', stale: false },
          ],
        },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/price/i);
    });

    it('shows new rates at once, and stale flags and the time as they are now even from the cache', async () => {
      clock.set('2026-03-21T00:00:00Z');
      await setRates({ EUR: '0.95' }).expect(200);
      const fresh = await api(t).get('/api/pre-header').expect(200);
      expect(fresh.body.rates.rates[0]).toMatchObject({ currency: 'EUR', rate: '0.95', stale: false });
      // GBP and JPY were set on the 20th at midnight: stale a day and a minute later.
      clock.set('2026-03-21T00:01:00Z');
      const later = await api(t).get('/api/pre-header').expect(200);
      expect(later.body.serverTime).toBe('2026-03-21T00:01:00.000Z');
      expect(later.body.rates.rates.map((r: { currency: string; stale: boolean }) => [r.currency, r.stale])).toEqual([
        ['EUR', false],
        ['GBP', true],
        ['JPY', true],
      ]);
      expect(later.body.rates.stale).toBe(true);
      expect(await t.redis.keys(`${t.config.redisPrefix}:pre-header:*`)).not.toHaveLength(0);
    });
  });
});
