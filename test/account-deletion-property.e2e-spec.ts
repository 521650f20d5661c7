import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { depositRequired } from '../src/modules/orders/order-payments.js';
import type { OrderStatus } from '../src/modules/orders/order-transitions.js';
import { makeImage } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCars } from './support/car-factories.js';
import { expectOrderInvariants, inSnapshot } from './support/domain-invariants.js';
import { DEFAULT_PASSWORD, type SignedIn, signedInUser, uniqueEmail } from './support/factories.js';
import {
  allocate,
  type Customer,
  ensurePriceTables,
  orderRow,
  recordPayment,
  registerCustomer,
  reserve,
} from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Accounts coming and going while they hold cars (issue 24 §6, §11): random sequences of reserve, upload a remittance
 * copy (which pauses the hold), pay a deposit (staff record a payment and allocate it), cancel, delete the account
 * and register again with the same email, over two email addresses and four cars, through the real API on
 * PostgreSQL. After every step, whatever was refused: no car is held by a reservation whose customer no longer
 * exists, no car is held twice, every car's status follows the order holding it, no customer holds more open
 * reservations than the limit — and a reservation is accepted exactly when the car is free and the customer under
 * the limit, so deleting and re-registering never buys more holds.
 */

type Action =
  | { kind: 'reserve'; slot: number; car: number }
  | { kind: 'upload'; slot: number; order: number }
  | { kind: 'deposit'; slot: number; order: number }
  | { kind: 'cancel'; slot: number; order: number }
  | { kind: 'delete'; slot: number }
  | { kind: 'register'; slot: number };

const SLOTS = 2;
const CARS = 4;
const LIMIT = 3;
const slot = fc.nat({ max: SLOTS - 1 });
const order = fc.nat({ max: 5 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('reserve' as const), slot, car: fc.nat({ max: CARS - 1 }) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('upload' as const), slot, order }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('deposit' as const), slot, order }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), slot, order }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), slot }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('register' as const), slot }), weight: 2 },
);

/** One email address's current account, as the test knows it: signed in, with a consignee, and its orders. */
interface Account {
  who: Customer;
  orders: { id: string; car: number; status: OrderStatus }[];
}

describe('deleting and re-registering accounts that hold cars (property)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let picture: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', MAX_OPEN_RESERVATIONS: String(LIMIT) });
    // Its customers register through the API (not createCustomer), so the freight tables a reservation is priced from.
    await ensurePriceTables(t);
    admin = await signedInUser(t, { role: 'admin' });
    picture = await makeImage('png');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Registers `email` through the API, with a consignee: an account ready to reserve, no orders yet. */
  const register = async (email: string): Promise<Account> => ({ who: await registerCustomer(t, email), orders: [] });

  it('never leaves a car held by a deleted account, never holds a car twice, never lets the limit be bypassed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        const cars = (
          await createCars(
            t,
            Array.from({ length: CARS }, () => ({})),
          )
        ).map((c) => c.car);
        const carIds = cars.map((c) => c.id);
        const emails = Array.from({ length: SLOTS }, () => uniqueEmail('prop'));
        const accounts: (Account | null)[] = await Promise.all(emails.map(register));
        /** The order holding each car, as the model knows it. */
        const holder = new Map<number, Account['orders'][number]>();

        for (const step of actions) {
          const account = accounts[step.slot] ?? null;
          const pick =
            account && account.orders.length > 0 ? account.orders[('order' in step ? step.order : 0) % account.orders.length]! : null;
          switch (step.kind) {
            case 'register': {
              if (account) {
                const taken = await t.http
                  .post('/api/user/register')
                  .send({ email: emails[step.slot], password: DEFAULT_PASSWORD, firstName: 'Prop', lastName: 'Twice' });
                expect(taken.status).toBe(409);
              } else {
                accounts[step.slot] = await register(emails[step.slot]!);
              }
              break;
            }
            case 'reserve': {
              if (!account) break;
              const open = account.orders.filter((o) => o.status === 'reserved').length;
              const held = holder.get(step.car);
              const res = await reserve(t, account.who, cars[step.car]!.stockId);
              // Accepted exactly when the customer is under the limit and the car free: a re-registered email
              // starts from nothing, and a deleted account's holds are gone with it.
              const expected =
                open >= LIMIT
                  ? 'RESERVATION_LIMIT_REACHED'
                  : held
                    ? held.status === 'reserved'
                      ? 'CAR_ALREADY_RESERVED'
                      : 'CAR_NOT_AVAILABLE'
                    : undefined;
              expect([step, res.status, res.body.code]).toEqual([step, expected ? 409 : 201, expected]);
              if (res.status === 201) {
                const placed = { id: res.body.id as string, car: step.car, status: 'reserved' as OrderStatus };
                account.orders.push(placed);
                holder.set(step.car, placed);
              }
              break;
            }
            case 'upload': {
              if (!pick) break;
              const res = await api(t, account!.who)
                .post(`/api/orders/${pick.id}/remittance-copies`)
                .attach('file', picture, { filename: 'any.png', contentType: 'image/png' });
              expect([step, res.status]).toEqual([step, pick.status === 'cancelled' ? 409 : 201]);
              break;
            }
            case 'deposit': {
              if (!pick || pick.status !== 'reserved') break;
              const row = await orderRow(t, pick.id);
              const amount = depositRequired(row.total);
              const payment = await recordPayment(t, admin, account!.who, amount);
              const allocated = await allocate(t, admin, payment.id, pick.id, amount);
              expect([step, allocated.status]).toEqual([step, 201]);
              pick.status = 'deposit_paid';
              break;
            }
            case 'cancel': {
              if (!pick) break;
              const res = await api(t, account!.who).post(`/api/orders/${pick.id}/cancel`);
              expect([step, res.status]).toEqual([step, pick.status === 'reserved' ? 200 : 409]);
              if (res.status === 200) {
                pick.status = 'cancelled';
                holder.delete(pick.car);
              }
              break;
            }
            case 'delete': {
              if (!account) break;
              await api(t, account.who).delete('/api/user/account', { password: DEFAULT_PASSWORD }).expect(200);
              // Its reservations go with it; orders with a deposit stay (the car is bought) without an owner.
              for (const o of account.orders.filter((x) => x.status === 'reserved')) holder.delete(o.car);
              accounts[step.slot] = null;
              break;
            }
          }
          await inSnapshot(t.dataSource, (m) =>
            expectOrderInvariants(m, { carIds, context: JSON.stringify(step), reservationLimit: LIMIT }),
          );
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
