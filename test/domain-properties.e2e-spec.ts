import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { ManualClock } from '../src/common/time/clock.js';
import type { AuctionLot } from '../src/modules/auctions/lots/auction-lot.entity.js';
import { ReservationExpiryService } from '../src/modules/orders/reservation-expiry.service.js';
import { api } from './support/api.js';
import { createAuctionLot, recordLotResult, undoLotResult } from './support/auction-factories.js';
import { createCars } from './support/car-factories.js';
import { expectAuctionInvariants, expectOrderInvariants, inSnapshot, nothingSeen } from './support/domain-invariants.js';
import { DEFAULT_PASSWORD, keptSignedIn, type SignedIn, signedInUser, uniqueEmail } from './support/factories.js';
import {
  allocate,
  type Customer,
  ensurePriceTables,
  recordPayment,
  registerCustomer,
  reserve,
  uniqueBankReference,
  voidPayment,
} from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 24 §11, across the domains: random sequences of what customers, staff and the clock do — reserve, pay (record
 * and allocate), void, extend a hold, cancel, let holds expire, delete an account and register again, bid, withdraw,
 * record a lot's result and undo it — over two email addresses, three cars and two lots, through the real API on
 * PostgreSQL. The single-domain properties (payments, account deletion, auctions) each explore one part deeply; this
 * one lets the parts meet: a deletion while a bid is open and a payment half allocated, a void after a result, a
 * hold extended and then expired. After every step, whatever was refused, nothing answered a 5xx and every invariant
 * of test/support/domain-invariants.ts holds: the order, payment and car tables obey their machines and ledgers, no car
 * is held twice or for nobody, the reservation limit holds, every auction account equals its ledger within its
 * bidding power, and every bid and lot moved only by its machine.
 */

const SLOTS = 2;
const CARS = 3;
const LIMIT = 2;
const MINUTE = 60_000;
const CUTOFF_MINUTES = 60;
const POWER_MULTIPLE = 10n;
const DEPOSIT_JPY = '150000'; // bidding power 1,500,000: a bid or two, not every one
const START_PRICES = ['600000', '400000'] as const;

type Action =
  | { kind: 'reserve'; slot: number; car: number }
  | { kind: 'pay'; slot: number; order: number; how: 'deposit' | 'balance' | 'part' }
  | { kind: 'void'; payment: number }
  | { kind: 'extend'; order: number }
  | { kind: 'cancel'; order: number; by: 'customer' | 'staff' }
  | { kind: 'expire'; order: number }
  | { kind: 'delete'; slot: number }
  | { kind: 'register'; slot: number }
  | { kind: 'bid'; slot: number; lot: number; above: boolean }
  | { kind: 'withdraw'; slot: number; pick: number }
  | { kind: 'result'; lot: number; result: 'won' | 'not_sold' }
  | { kind: 'undo'; lot: number }
  | { kind: 'time'; minutes: number };

const slot = fc.nat({ max: SLOTS - 1 });
const pick = fc.nat({ max: 5 });
const lot = fc.nat({ max: START_PRICES.length - 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('reserve' as const), slot, car: fc.nat({ max: CARS - 1 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      slot,
      order: pick,
      how: fc.constantFrom('deposit' as const, 'balance' as const, 'part' as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('void' as const), payment: fc.nat({ max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extend' as const), order: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: pick, by: fc.constantFrom('customer' as const, 'staff' as const) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), order: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), slot }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('register' as const), slot }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bid' as const), slot, lot, above: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), slot, pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('result' as const),
      lot,
      result: fc.constantFrom('won' as const, 'won' as const, 'not_sold' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const), lot }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('time' as const), minutes: fc.constantFrom(45, 90, 180) }) },
);

/** One email address's current account: signed in, with a consignee and an auction deposit. */
interface Account {
  who: Customer;
  orders: string[];
  bids: string[];
}

describe('orders, payments, accounts and auctions together (property)', () => {
  let t: TestApp;
  let staff: SignedIn;
  let expiry: ReservationExpiryService;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    // No worker: holds expire only when a step says so (the sweep, on the test's clock).
    t = await createTestApp({ WORKER: 'off', MAX_OPEN_RESERVATIONS: String(LIMIT) }, { clock });
    await ensurePriceTables(t);
    staff = await signedInUser(t, { role: 'admin' }, { rememberMe: true });
    expiry = t.app.get(ReservationExpiryService);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function open(email: string): Promise<Account> {
    const who = await registerCustomer(t, email);
    await api(t, staff)
      .post('/api/admin/auctions/deposits', {
        customerId: who.entity.publicId,
        amountJpy: DEPOSIT_JPY,
        bankReference: uniqueBankReference(),
        valueDate: '2026-01-15',
      })
      .expect(201);
    return { who, orders: [], bids: [] };
  }

  it('never reaches a state a machine forbids, never holds a car twice or for nobody, and keeps every ledger summing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 6, maxLength: 24 }), async (actions) => {
        // Each run starts at the real time (the database decides a bid's cut-off by its own clock) with fresh cars and lots.
        clock.set(new Date(Math.max(Date.now(), clock.now().getTime())));
        // Sign-ins expire on this clock, which the expiries move on by days, run after run: the staff's remembered
        // sign-in is renewed for each run.
        staff = await keptSignedIn(t, staff, clock.now());
        const cars = (
          await createCars(
            t,
            Array.from({ length: CARS }, () => ({ fobPriceUsd: '4000.00' })),
          )
        ).map((c) => c.car);
        const carIds = cars.map((c) => String(c.id));
        const lots: AuctionLot[] = [];
        for (const [i, startPriceJpy] of START_PRICES.entries()) {
          lots.push(await createAuctionLot(t, { startsAt: new Date(clock.now().getTime() + (120 + i * 90) * MINUTE), startPriceJpy }));
        }
        const lotIds = lots.map((l) => String(l.id));
        const emails = Array.from({ length: SLOTS }, () => uniqueEmail('domain'));
        const accounts: (Account | null)[] = await Promise.all(emails.map(open));
        const orders: { id: string; owner: Account }[] = [];
        const payments: string[] = [];
        const seen = nothingSeen();
        const nth = <T>(list: readonly T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

        async function step(a: Action): Promise<number | null> {
          switch (a.kind) {
            case 'reserve': {
              const account = accounts[a.slot];
              if (!account) return null;
              const res = await reserve(t, account.who, cars[a.car]!.stockId, { tradeTerms: 'FOB' });
              if (res.status === 201) {
                account.orders.push(res.body.id);
                orders.push({ id: res.body.id, owner: account });
              }
              return res.status;
            }
            case 'pay': {
              const account = accounts[a.slot];
              const order = account && nth(account.orders, a.order);
              if (!account || !order) return null;
              const seenOrder = (await api(t, staff).get(`/api/admin/orders/${order}`).expect(200)).body;
              const balance = new Decimal(seenOrder.payment.balance.amount);
              const toDeposit = new Decimal(seenOrder.payment.depositRequired.amount).minus(seenOrder.payment.allocated.amount);
              const amount = { deposit: Decimal.max(toDeposit, '0.01'), balance, part: balance.dividedBy(3) }[a.how].toDecimalPlaces(2);
              if (amount.lte(0)) return null;
              const payment = await recordPayment(t, staff, account.who, amount.toFixed(2));
              payments.push(payment.id);
              return (await allocate(t, staff, payment.id, order, amount.toFixed(2))).status;
            }
            case 'void': {
              // The newest payments most often: the ones whose orders moved last.
              const payment = nth([...payments].reverse(), a.payment);
              return payment ? (await voidPayment(t, staff, payment, 'Property test')).status : null;
            }
            case 'extend': {
              const order = nth(orders, a.order);
              if (!order) return null;
              const res = await api(t, staff).post(`/api/admin/orders/${order.id}/hold-extensions`, {
                businessDays: 2,
                reason: 'Property test',
              });
              return res.status;
            }
            case 'cancel': {
              const order = nth(orders, a.order);
              if (!order) return null;
              const res =
                a.by === 'customer' && accounts.includes(order.owner)
                  ? await api(t, order.owner.who).post(`/api/orders/${order.id}/cancel`)
                  : await api(t, staff).patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', reason: 'Property test' });
              return res.status;
            }
            case 'expire': {
              const order = nth(orders, a.order);
              if (!order) return null;
              const seenOrder = (await api(t, staff).get(`/api/admin/orders/${order.id}`).expect(200)).body;
              if (seenOrder.expiresAt && new Date(seenOrder.expiresAt).getTime() > clock.now().getTime())
                clock.set(new Date(seenOrder.expiresAt));
              await expiry.sweep();
              return null;
            }
            case 'delete': {
              const account = accounts[a.slot];
              if (!account) return null;
              const res = await api(t, account.who).delete('/api/user/account', { password: DEFAULT_PASSWORD });
              // Refused only while one of its bids is at auction (past its lot's cut-off): then nothing changed.
              if (res.status === 200) accounts[a.slot] = null;
              else expect([JSON.stringify(a), res.body.code]).toEqual([JSON.stringify(a), 'ACCOUNT_BIDS_AT_AUCTION']);
              return res.status;
            }
            case 'register': {
              if (accounts[a.slot]) return null;
              accounts[a.slot] = await open(emails[a.slot]!);
              return 201;
            }
            case 'bid': {
              const account = accounts[a.slot];
              if (!account) return null;
              const start = BigInt(START_PRICES[a.lot]!);
              const res = await api(t, account.who).post(`/api/auctions/lots/${lots[a.lot]!.publicId}/bids`, {
                maxBidJpy: (a.above ? start + 200_000n : start).toString(),
              });
              if (res.status === 201) account.bids.push(res.body.id);
              return res.status;
            }
            case 'withdraw': {
              const account = accounts[a.slot];
              const bid = account && nth(account.bids, a.pick);
              return account && bid ? (await api(t, account.who).delete(`/api/auctions/bids/${bid}`)).status : null;
            }
            case 'result': {
              const target = lots[a.lot]!;
              if (a.result === 'not_sold') return (await recordLotResult(t, staff, target, { result: 'not_sold' })).status;
              const view = (await api(t, staff).get(`/api/admin/auctions/lots/${target.publicId}`).expect(200)).body;
              if (!view.winner) return null;
              const { bidId, hammerMinJpy, hammerMaxJpy } = view.winner as { bidId: string; hammerMinJpy: string; hammerMaxJpy: string };
              const hammer = (BigInt(hammerMinJpy) + BigInt(hammerMaxJpy)) / 2n;
              return (await recordLotResult(t, staff, target, { result: 'won', bidId, hammerPriceJpy: hammer.toString() })).status;
            }
            case 'undo':
              return (await undoLotResult(t, staff, lots[a.lot]!, 'Property test')).status;
            case 'time':
              clock.advance(a.minutes * MINUTE);
              return null;
          }
        }

        // Something to work on from the start: each account holds a car and bids on the first lot, one on the second too.
        const opening: Action[] = [
          { kind: 'reserve', slot: 0, car: 0 },
          { kind: 'reserve', slot: 1, car: 1 },
          { kind: 'bid', slot: 0, lot: 0, above: true },
          { kind: 'bid', slot: 1, lot: 0, above: false },
          { kind: 'bid', slot: 1, lot: 1, above: true },
        ];
        for (const a of [...opening, ...actions]) {
          const context = JSON.stringify(a);
          const status = await step(a);
          if (status !== null) expect([context, status < 500]).toEqual([context, true]);
          await inSnapshot(t.dataSource, async (m) => {
            await expectOrderInvariants(m, { carIds, context, reservationLimit: LIMIT });
            await expectAuctionInvariants(m, {
              userIds: accounts.flatMap((x) => (x ? [String(x.who.entity.id)] : [])),
              lotIds,
              context,
              powerMultiple: POWER_MULTIPLE,
              cutoffMinutes: CUTOFF_MINUTES,
              now: clock.now(),
              seen,
            });
          });
        }
      }),
      { numRuns: 20, interruptAfterTimeLimit: 150_000, seed: 522908682, path: '13:4:3:6:8:8:10:11:16:18:17' },
    );
  }, 300_000);
});
