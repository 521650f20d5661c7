import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { ManualClock } from '../src/common/time/clock.js';
import { ReservationExpiryService } from '../src/modules/orders/reservation-expiry.service.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { expectOrderInvariants, inSnapshot } from './support/domain-invariants.js';
import { keptSignedIn, type SignedIn, signedInUser } from './support/factories.js';
import { allocate, createCustomer, recordPayment, reserve, tokyo, voidPayment } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The payment ledger and the order table under random sequences of what staff, customers and the clock do (issue 24
 * §4, §11): record a payment, allocate it, void it, reserve, cancel, ship, let a hold expire — through the real API and
 * the real expiry service on PostgreSQL. After every step, whatever was refused: every order is in a state its paid
 * share allows, every move recorded is one the table has, each order's paid amount is the sum of its live allocations,
 * no payment is allocated beyond what it is worth (a voided one not at all), and no car is held by two orders.
 */

type Action =
  | { kind: 'reserve'; car: number }
  | { kind: 'record'; cents: number }
  | { kind: 'allocate'; payment: number; order: number; how: 'deposit' | 'balance' | 'part' | 'too-much' | 'cent' }
  | { kind: 'void'; payment: number }
  | { kind: 'cancel'; order: number; by: 'customer' | 'staff' }
  | { kind: 'ship'; order: number }
  | { kind: 'expire'; order: number };

const CARS = 3;
const PRICES = ['3000.00', '4000.01', '5000.00'];
const index = fc.nat({ max: 5 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('reserve' as const), car: fc.nat({ max: CARS - 1 }) }), weight: 3 },
  {
    // Amounts that meet the thresholds of the orders exactly (a deposit, a total, several totals), and any other.
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      cents: fc.oneof(
        fc.constantFrom(150_000, 200_001, 250_000, 300_000, 400_001, 500_000, 1_200_001),
        fc.integer({ min: 1, max: 700_000 }),
      ),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('allocate' as const),
      payment: index,
      order: index,
      how: fc.constantFrom('deposit' as const, 'balance' as const, 'part' as const, 'too-much' as const, 'cent' as const),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('void' as const), payment: index }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      order: index,
      by: fc.constantFrom('customer' as const, 'staff' as const),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('ship' as const), order: index }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('expire' as const), order: index }), weight: 2 },
);

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);

describe('payments, allocations, voids and the order table (property)', () => {
  let t: TestApp;
  const clock = new ManualClock(tokyo('2026-03-02 10:30'));
  let admin: SignedIn;
  let expiry: ReservationExpiryService;

  beforeAll(async () => {
    // No worker: the expiry runs only when the test says (the sweep, on the test's clock).
    t = await createTestApp({ WORKER: 'off', MAX_OPEN_RESERVATIONS: '50' }, { clock });
    admin = await signedInUser(t, { role: 'admin' }, { rememberMe: true });
    expiry = t.app.get(ReservationExpiryService);
  });
  afterAll(async () => {
    await t.close();
  });

  it('never reaches a state the tables forbid, never holds a car twice, and keeps every ledger summing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 6, maxLength: 18 }), async (actions) => {
        // Sign-ins expire on the test's clock, which the expiries move on by days, run after run: the staff's remembered
        // sign-in is renewed for each run, and the customer's is remembered (30 days).
        admin = await keptSignedIn(t, admin, clock.now());
        const customer = await createCustomer(t, {}, { rememberMe: true });
        const cars = await Promise.all(PRICES.map((price) => createCar(t, { fobPriceUsd: price })));
        const carIds = cars.map((c) => c.car.id);
        // Each car reserved once to begin with; a cancelled one may be reserved again.
        const orders: { id: string; total: string }[] = [];
        for (const { car } of cars) {
          const res = await reserve(t, customer, car.stockId, { tradeTerms: 'FOB' }).expect(201);
          orders.push({ id: res.body.id, total: res.body.price.total.amount });
        }
        const payments: string[] = [];
        const pick = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

        for (const step of actions) {
          switch (step.kind) {
            case 'reserve': {
              const res = await reserve(t, customer, cars[step.car]!.car.stockId, { tradeTerms: 'FOB' });
              if (res.status === 201) orders.push({ id: res.body.id, total: res.body.price.total.amount });
              else expect(res.status).toBe(409);
              break;
            }
            case 'record': {
              payments.push((await recordPayment(t, admin, customer, money(step.cents / 100))).id);
              break;
            }
            case 'allocate': {
              const payment = pick(payments, step.payment);
              const order = pick(orders, step.order);
              if (!payment || !order) break;
              const [p, o] = await Promise.all([
                api(t, admin).get(`/api/admin/payments/${payment}`).expect(200),
                api(t, admin).get(`/api/admin/orders/${order.id}`).expect(200),
              ]);
              const balance = new Decimal(o.body.payment.balance.amount);
              const left = new Decimal(p.body.unallocated.amount);
              const toDeposit = new Decimal(o.body.payment.depositRequired.amount).minus(o.body.payment.allocated.amount);
              const amount = {
                // What brings it to exactly 50% (or the most the payment has towards it).
                deposit: Decimal.min(Decimal.max(toDeposit, '0.01'), left),
                balance: Decimal.min(balance, left),
                part: Decimal.min(balance, left).dividedBy(3).toDecimalPlaces(2, Decimal.ROUND_DOWN),
                'too-much': Decimal.min(balance, left).plus('0.01'),
                cent: new Decimal('0.01'),
              }[step.how];
              if (amount.lte(0)) break;
              const res = await allocate(t, admin, payment, order.id, money(amount));
              expect([201, 409]).toContain(res.status);
              break;
            }
            case 'void': {
              const payment = pick(payments, step.payment);
              if (!payment) break;
              const res = await voidPayment(t, admin, payment, 'Property test');
              expect([200, 409]).toContain(res.status);
              if (res.status === 409) expect(res.body.code).toBe('PAYMENT_ALREADY_VOIDED');
              break;
            }
            case 'cancel': {
              const order = pick(orders, step.order);
              if (!order) break;
              const res =
                step.by === 'customer'
                  ? await api(t, customer).post(`/api/orders/${order.id}/cancel`)
                  : await api(t, admin).patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', reason: 'Property test' });
              expect([200, 201, 409]).toContain(res.status);
              break;
            }
            case 'ship': {
              const order = pick(orders, step.order);
              if (!order) break;
              const res = await api(t, admin).patch(`/api/admin/orders/${order.id}/status`, { status: 'shipped' });
              expect([200, 409]).toContain(res.status);
              break;
            }
            case 'expire': {
              const order = pick(orders, step.order);
              if (!order) break;
              const seen = (await api(t, admin).get(`/api/admin/orders/${order.id}`).expect(200)).body;
              if (seen.expiresAt && new Date(seen.expiresAt).getTime() > clock.now().getTime()) clock.set(new Date(seen.expiresAt));
              await expiry.sweep();
              break;
            }
          }
          await inSnapshot(t.dataSource, (m) => expectOrderInvariants(m, { carIds, context: JSON.stringify(step) }));
        }
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
