import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadReferenceImportRules } from '../src/database/reference/import-rules.js';
import { loadReferencePriceTables } from '../src/database/reference/price-tables.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, orderRow, reserve } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const THIS_YEAR = new Date().getUTCFullYear();
const RATES = { EUR: '0.9214', GBP: '0.7893', JPY: '151.37' };
const QUOTE = '/api/price-calculator/calculate-price';

type Line = { key: string; amountUsd: string; amount: string };
type InvoiceLine = { key: string; amount: { amount: string }; quotedAmount: { amount: string; currency: string } };

/** [key, USD, in the chosen currency] of every line, in order. */
const linesOf = (lines: Line[]) => lines.map((l) => [l.key, l.amountUsd, l.amount]);
const invoiceLinesOf = (lines: InvoiceLine[]) => lines.map((l) => [l.key, l.amount.amount, l.quotedAmount.amount]);

/**
 * One landed-price engine (issue 24 §2): for the same car, destination, terms, method and currency, the price calculator,
 * the car page's estimate, the reservation's price snapshot, the order page and the proforma invoice agree to the cent —
 * on the reference tables (per-port freight, charges in Japan, the inspection Kenya requires, marine insurance). Before,
 * the reservation priced with flat freight rates and no charges nor inspection: quoted one price, invoiced another.
 */
describe('one landed price: calculator, car page, reservation and invoice agree', () => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: Customer;
  /** 4.60 × 1.75 × 1.50 m = 12.075 m³ at $6,500; 4.85 × 1.80 × 1.95 m = 17.023 m³ at $12,345.67. */
  const cars: { stockId: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', MAX_OPEN_RESERVATIONS: '100' });
    const query = (sql: string, parameters?: unknown[]) => t.dataSource.query(sql, parameters);
    await loadReferenceImportRules(query);
    await loadReferencePriceTables(query);
    admin = await signedInUser(t, { role: 'admin' });
    buyer = await createCustomer(t, { importCountry: 'KE', port: 'Mombasa' });
    await api(t, admin).put('/api/admin/currencies/rates', RATES).expect(200);
    for (const car of [
      { lengthM: '4.60', widthM: '1.75', heightM: '1.50', fobPriceUsd: '6500.00', year: THIS_YEAR - 1 },
      { lengthM: '4.85', widthM: '1.80', heightM: '1.95', fobPriceUsd: '12345.67', year: THIS_YEAR - 2 },
    ]) {
      cars.push((await createCar(t, car)).car);
    }
  });
  afterAll(() => t.close());

  const DESTINATIONS = [
    { country: 'KE', port: 'Mombasa', inspected: true },
    { country: 'PK', port: 'Karachi', inspected: false },
    { country: 'MW', port: 'Dar es Salaam', inspected: false },
  ] as const;
  const TERMS = ['FOB', 'CFR', 'CIF'] as const;
  const METHODS = ['roro', 'container'] as const;
  const CURRENCIES = ['USD', 'JPY', 'EUR'] as const;

  it('agrees to the cent over cars × destinations × terms × methods × currencies', async () => {
    let checked = 0;
    for (const car of cars) {
      for (const d of DESTINATIONS) {
        for (const terms of TERMS) {
          for (const method of METHODS) {
            for (const currency of CURRENCIES) {
              const what = `${car.stockId} ${terms} ${d.port} by ${method} in ${currency}`;
              const choice = { destinationCountry: d.country, destinationPort: d.port, method, tradeTerms: terms, currency };
              const quote = (
                await api(t, buyer)
                  .post(QUOTE, { ...choice, stockRef: car.stockId })
                  .expect(200)
              ).body;
              const estimate = (
                await api(t, buyer)
                  .get(`/api/cars/detail/ref/${car.stockId}/landed-price`)
                  .query({ country: d.country, port: d.port, method, terms, currency })
                  .expect(200)
              ).body.quote;
              const reservation = await reserve(t, buyer, car.stockId, {
                tradeTerms: terms,
                destinationCountry: d.country,
                destinationPort: d.port,
                shippingMethod: method,
                currency,
              });
              expect([what, reservation.status]).toEqual([what, 201]);
              const order = reservation.body;
              const page = (await api(t, buyer).get(`/api/orders/${order.id}`).expect(200)).body;
              const invoice = (await api(t, buyer).get(`/api/orders/${order.id}/invoice`).expect(200)).body;
              const staffPage = (await api(t, admin).get(`/api/admin/orders/${order.id}`).expect(200)).body;

              expect([what, quote.inspected]).toEqual([what, d.inspected]);
              expect([what, quote.lines.some((l: Line) => l.key === 'inspection')]).toEqual([what, d.inspected]);
              const lines = linesOf(quote.lines);
              expect([what, linesOf(estimate.lines)]).toEqual([what, lines]);
              expect([what, linesOf(order.price.lines)]).toEqual([what, lines]);
              expect([what, linesOf(page.price.lines)]).toEqual([what, lines]);
              expect([what, linesOf(staffPage.price.lines)]).toEqual([what, lines]);
              expect([what, invoiceLinesOf(invoice.lines)]).toEqual([what, lines]);
              // The totals, in USD (what is owed) and in the currency the customer chose.
              const totals = [quote.totalUsd, quote.total, quote.currency];
              expect([what, [estimate.totalUsd, estimate.total, estimate.currency]]).toEqual([what, totals]);
              expect([what, [order.price.total.amount, order.price.quotedTotal.amount, order.price.quotedTotal.currency]]).toEqual([
                what,
                totals,
              ]);
              expect([what, [order.payment.total.amount, invoice.quotedTotal.amount, invoice.quotedTotal.currency]]).toEqual([
                what,
                totals,
              ]);
              expect([what, invoice.totals.paymentTotal.amount]).toEqual([what, quote.totalUsd]);
              expect([what, order.price.exchangeRate]).toEqual([what, quote.exchangeRate.rate]);
              // The row keeps the lines it was priced with, and its money columns are those lines.
              const row = await orderRow(t, order.id);
              const usdOf = (key: string) => quote.lines.find((l: Line) => l.key === key)?.amountUsd ?? '0.00';
              expect([what, row.vehiclePrice, row.freight, row.insurance, row.total]).toEqual([
                what,
                usdOf('fob_price'),
                usdOf('freight'),
                usdOf('insurance'),
                quote.totalUsd,
              ]);
              await api(t, buyer).post(`/api/orders/${order.id}/cancel`).expect(200);
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBe(cars.length * DESTINATIONS.length * TERMS.length * METHODS.length * CURRENCIES.length);
  }, 240_000);

  it('quotes and invoices a Kenyan CIF Mombasa reservation the same, inspection included', async () => {
    const { car } = await createCar(t, { lengthM: '4.60', widthM: '1.75', heightM: '1.50', fobPriceUsd: '6500.00', year: THIS_YEAR - 3 });
    const choice = { destinationCountry: 'KE', destinationPort: 'Mombasa', method: 'roro', tradeTerms: 'CIF' };
    const quote = (
      await api(t, buyer)
        .post(QUOTE, { ...choice, stockRef: car.stockId })
        .expect(200)
    ).body;
    // 6,500 + 120 inland + 95 port + 55 papers + 250 QISJ + 12.075 m³ × $78 = 941.85 → 7,961.85; 1.5% = 119.43
    expect(quote.totalUsd).toBe('8081.28');
    const order = (await reserve(t, buyer, car.stockId).expect(201)).body;
    const invoice = (await api(t, buyer).get(`/api/orders/${order.id}/invoice`).expect(200)).body;
    expect(order.price.total.amount).toBe('8081.28');
    expect(invoice.totals.paymentTotal.amount).toBe('8081.28');
    expect(invoice.lines.map((l: { detail: string }) => l.detail)).toEqual([
      expect.stringMatching(new RegExp(`stock ${car.stockId} \\(FOB Japan\\)$`)),
      'Inland transport to the port in Japan',
      'Port charges in Japan',
      'Documentation fee',
      'Pre-export inspection by QISJ, required by KE',
      'Ocean freight by RoRo to Mombasa, KE',
      'Marine insurance to Mombasa, KE',
    ]);
    await api(t, buyer).post(`/api/orders/${order.id}/cancel`).expect(200);
  });

  it('leads the car page with the landed total to the customer’s own port, CIF, when no destination is asked for', async () => {
    const car = cars[0]!;
    const res = await api(t, buyer).get(`/api/cars/detail/ref/${car.stockId}/landed-price`).expect(200);
    const quote = (
      await api(t, buyer)
        .post(QUOTE, { destinationCountry: 'KE', destinationPort: 'Mombasa', method: 'roro', tradeTerms: 'CIF', stockRef: car.stockId })
        .expect(200)
    ).body;
    expect(res.body).toMatchObject({ source: 'profile', quote: { tradeTerms: 'CIF', totalUsd: quote.totalUsd } });
    expect(res.body.quote.destination).toMatchObject({ countryCode: 'KE', port: 'Mombasa', method: 'roro' });
    // Without a country on the profile and none asked for, nothing is led with.
    const nowhere = await createCustomer(t, { importCountry: null, port: null });
    expect((await api(t, nowhere).get(`/api/cars/detail/ref/${car.stockId}/landed-price`).expect(200)).body).toEqual({
      source: null,
      quote: null,
    });
    // Anonymous visitors never receive a price.
    await api(t).get(`/api/cars/detail/ref/${car.stockId}/landed-price`).expect(401);
  });

  it('keeps an order’s price when the tables change later, and adds CFR insurance as the calculator prices it', async () => {
    const { car } = await createCar(t, { lengthM: '4.40', widthM: '1.70', heightM: '1.50', fobPriceUsd: '7000.00', year: THIS_YEAR - 1 });
    const choice = { destinationCountry: 'PK', destinationPort: 'Karachi', tradeTerms: 'CFR', currency: 'JPY' };
    const order = (await reserve(t, buyer, car.stockId, { ...choice, shippingMethod: 'roro' }).expect(201)).body;
    const before = (await api(t, buyer).get(`/api/orders/${order.id}/invoice`).expect(200)).body;

    const rates = (await api(t, admin).get('/api/admin/price-calculator/freight-rates').query({ country: 'PK', limit: 100 }).expect(200))
      .body;
    const karachi = rates.items.find((r: { port: string; method: string }) => r.port === 'Karachi' && r.method === 'roro');
    await api(t, admin).patch(`/api/admin/price-calculator/freight-rates/${karachi.id}`, { roroUsdPerM3: '99.00' }).expect(200);
    await api(t, admin).put('/api/admin/currencies/rates', { JPY: '160.00' }).expect(200);

    const after = (await api(t, buyer).get(`/api/orders/${order.id}/invoice`).expect(200)).body;
    expect(after.lines).toEqual(before.lines);
    expect((await api(t, buyer).get(`/api/orders/${order.id}`).expect(200)).body.price).toEqual(order.price);

    // Insurance added to the CFR order is the engine's insurance line on the snapshot's subtotal, at its rate.
    const insured = (await api(t, buyer).post(`/api/orders/${order.id}/insurance`).expect(200)).body;
    const subtotal = order.price.lines.reduce((sum: number, l: Line) => sum + Math.round(Number(l.amountUsd) * 100), 0);
    const premium = insured.price.lines.find((l: Line) => l.key === 'insurance');
    expect(premium).toMatchObject({ key: 'insurance', insuredValueUsd: (subtotal / 100).toFixed(2) });
    expect(insured.price.total.amount).toBe(((subtotal + Math.round(Number(premium.amountUsd) * 100)) / 100).toFixed(2));
    expect(insured.price.exchangeRate).toBe('151.37');
    const invoice = (await api(t, buyer).get(`/api/orders/${order.id}/invoice`).expect(200)).body;
    expect(invoiceLinesOf(invoice.lines)).toEqual(linesOf(insured.price.lines));
    expect(invoice.totals.paymentTotal.amount).toBe(insured.price.total.amount);
    await api(t, buyer).post(`/api/orders/${order.id}/cancel`).expect(200);
  });

  it('refuses a reservation to a port with no freight rate on file, with the calculator’s message', async () => {
    const { car } = await createCar(t, { year: THIS_YEAR - 1 });
    const quote = await api(t, buyer).post(QUOTE, {
      destinationCountry: 'PK',
      destinationPort: 'Gwadar',
      method: 'roro',
      tradeTerms: 'CIF',
      stockRef: car.stockId,
    });
    const res = await reserve(t, buyer, car.stockId, { destinationCountry: 'PK', destinationPort: 'Gwadar' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'FREIGHT_RATE_NOT_FOUND',
      message: quote.body.message,
      params: { method: 'roro', port: 'Gwadar', country: 'PK' },
      details: [{ field: 'destinationPort', code: 'FREIGHT_RATE_NOT_FOUND' }],
    });
    expect(res.body.message).toBe('We have no roro freight rate to Gwadar (PK). Choose another port or shipping method.');
    expect((await t.dataSource.query(`SELECT status FROM cars WHERE id = $1`, [car.id]))[0].status).toBe('available');
  });
});
