import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ManualClock } from '../src/common/time/clock.js';
import type { BidStatus } from '../src/modules/auctions/bidding/ledger-rules.js';
import type { AuctionLot } from '../src/modules/auctions/lots/auction-lot.entity.js';
import { api } from './support/api.js';
import { expectAuctionInvariants, inSnapshot, nothingSeen } from './support/domain-invariants.js';
import { auctionAccountAndLedger, createAuctionLot, recordLotResult, undoLotResult } from './support/auction-factories.js';
import { fullCarBody, uniqueTag } from './support/admin-helpers.js';
import { createMake } from './support/car-factories.js';
import { createConsignee, type SignedIn, signedInUser } from './support/factories.js';
import { allocate, createCustomer, recordPayment, reserve, uniqueBankReference } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;
const CUTOFF_MINUTES = 60;
const POWER_MULTIPLE = 10n;
const DEPOSIT = 200_000n; // bidding power 2,000,000 each: two or three bids, not every one
const START_PRICES = ['820000', '300000', '500000'] as const;

type Customer = SignedIn & { entity: { id: string; publicId: string } };

/** What a random step does, over three customers and three lots (indices). */
type Action =
  | { kind: 'bid'; who: number; lot: number; amount: 'below' | 'start' | 'above' | 'far' }
  | { kind: 'raise'; pick: number }
  | { kind: 'withdraw'; pick: number }
  | { kind: 'won'; lot: number; pick: 'eligible' | 'other'; hammer: 'min' | 'max' | 'mid' | 'below' | 'above' }
  | { kind: 'lost'; lot: number }
  | { kind: 'not_sold'; lot: number }
  | { kind: 'undo'; lot: number }
  | { kind: 'settle'; lot: number }
  | { kind: 'time'; minutes: number };

const index = fc.integer({ min: 0, max: 2 });
/** A maximum bid: mostly ones the lot takes, sometimes below its start price or beyond anyone's power (always refused). */
const AMOUNT = fc.constantFrom('start' as const, 'above' as const, 'start' as const, 'above' as const, 'below' as const, 'far' as const);
/** The customers' moves before the auctions: bids (mostly), raises and withdrawals. */
const bidding: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bid' as const),
      who: index,
      lot: index,
      amount: AMOUNT,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('raise' as const), pick: fc.nat(8) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat(8) }) },
);
/** Anything, in any order: results, undos, settlements, time, and the customers' moves (refused once it is late). */
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('bid' as const),
      who: index,
      lot: index,
      amount: AMOUNT,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('raise' as const), pick: fc.nat(8) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat(8) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('won' as const),
      lot: index,
      pick: fc.constantFrom('eligible', 'eligible', 'eligible', 'other'),
      hammer: fc.constantFrom('min', 'max', 'mid', 'below', 'above'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lost' as const), lot: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('not_sold' as const), lot: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), lot: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), lot: index }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('time' as const), minutes: fc.constantFrom(30 as const, 60 as const, 150 as const) }),
  },
);

interface BidRow {
  public_id: string;
  user_id: string;
  lot_id: string;
  status: BidStatus;
  max_bid_jpy: string;
  hammer_price_jpy: string | null;
  created_at: Date;
  id: string;
}

/**
 * Issue 24 §11: random sequences of bids, raises, withdrawals, results (won, lost, not sold), undos, settlements and
 * time passing, over three lots and three customers with deposits, through the real API. After every step: no
 * customer's holds and debts exceed their bidding power and every account equals its ledger; a customer holds exactly
 * their open bids; every bid and lot moved only as its machine allows; a lot has at most one won bid, at a legal
 * hammer price, for its strongest bid; and no lot with a result has an open bid. No answer is a 500.
 */
describe('auction bidding properties: holds, results and undos never reach a state the machines forbid', () => {
  let t: TestApp;
  let staff: SignedIn;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off' }, { clock });
    staff = await signedInUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customerWithDeposit(): Promise<Customer> {
    const who = (await signedInUser(t)) as Customer;
    const res = await api(t, staff).post('/api/admin/auctions/deposits', {
      customerId: who.entity.publicId,
      amountJpy: DEPOSIT.toString(),
      bankReference: uniqueBankReference(),
      valueDate: '2026-01-15',
    });
    expect(res.status).toBe(201);
    return who;
  }

  const bidsOf = (lotIds: string[]) =>
    t.dataSource.query<BidRow[]>(
      `SELECT public_id, user_id::text, lot_id::text, status, max_bid_jpy::text, hammer_price_jpy::text, created_at, id::text
         FROM auction_bid_requests WHERE lot_id = ANY($1::bigint[]) ORDER BY id`,
      [lotIds],
    );
  it('keeps every invariant over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(bidding, { minLength: 3, maxLength: 9 }),
        fc.constantFrom(0, 150, 400),
        fc.array(action, { minLength: 3, maxLength: 10 }),
        async (before, minutesPassing, actions) => {
          clock.set(new Date(Math.max(Date.now(), clock.now().getTime())));
          const customers = [await customerWithDeposit(), await customerWithDeposit(), await customerWithDeposit()];
          const lots: AuctionLot[] = [];
          for (const [i, startPriceJpy] of START_PRICES.entries()) {
            lots.push(await createAuctionLot(t, { startsAt: new Date(clock.now().getTime() + (90 + i * 60) * MINUTE), startPriceJpy }));
          }
          const lotIds = lots.map((l) => String(l.id));
          const seen = nothingSeen();

          /** One of the open bids (`pick` modulo their number) with its customer, or null when none is open. */
          const openBid = async (pick: number) => {
            const open = (await bidsOf(lotIds)).filter((b) => b.status === 'open');
            const bid = open[pick % Math.max(open.length, 1)];
            return bid ? { bid, who: customers.find((c) => String(c.entity.id) === bid.user_id)! } : null;
          };

          async function step(a: Action): Promise<number | null> {
            switch (a.kind) {
              case 'bid': {
                const start = BigInt(START_PRICES[a.lot]!);
                const amount = { below: start - 1n, start, above: start + 120_000n, far: 5_000_000n }[a.amount];
                const res = await api(t, customers[a.who]!).post(`/api/auctions/lots/${lots[a.lot]!.publicId}/bids`, {
                  maxBidJpy: amount.toString(),
                });
                if (a.amount === 'below' || a.amount === 'far') expect(res.status).not.toBe(201);
                return res.status;
              }
              case 'raise': {
                const open = await openBid(a.pick);
                if (!open) return null;
                const res = await api(t, open.who).patch(`/api/auctions/bids/${open.bid.public_id}`, {
                  maxBidJpy: (BigInt(open.bid.max_bid_jpy) + 50_000n).toString(),
                });
                return res.status;
              }
              case 'withdraw': {
                const open = await openBid(a.pick);
                if (!open) return null;
                return (await api(t, open.who).delete(`/api/auctions/bids/${open.bid.public_id}`)).status;
              }
              case 'won': {
                // A lot with open bids, where there is one (`lot` picks among them).
                const bidOn = [...new Set((await bidsOf(lotIds)).filter((b) => b.status === 'open').map((b) => b.lot_id))];
                const lot = bidOn.length > 0 ? lots.find((l) => String(l.id) === bidOn[a.lot % bidOn.length])! : lots[a.lot]!;
                const view = (await api(t, staff).get(`/api/admin/auctions/lots/${lot.publicId}`)).body;
                const open = (view.bids as { id: string; status: string; maxBidJpy: string }[]).filter((b) => b.status === 'open');
                const eligible = view.winner?.bidId as string | undefined;
                // Before the lot came up there is no eligible winner: the strongest open bid is tried (and refused).
                const chosen = a.pick === 'eligible' ? (eligible ?? open[0]?.id) : open.find((b) => b.id !== open[0]?.id)?.id;
                if (!chosen) return null;
                const max = BigInt(open.find((b) => b.id === chosen)!.maxBidJpy);
                const min = BigInt(START_PRICES[a.lot]!);
                const hammer = { min, max, mid: (min + max) / 2n, below: min - 1n, above: max + 1n }[a.hammer];
                const res = await recordLotResult(t, staff, lot, { result: 'won', bidId: chosen, hammerPriceJpy: hammer.toString() });
                // Any bid but the eligible winner, a lot not up yet, or a hammer price out of bounds: never recorded.
                if (chosen !== eligible || a.hammer === 'below' || a.hammer === 'above') expect(res.status).not.toBe(200);
                return res.status;
              }
              case 'lost':
              case 'not_sold':
                return (await recordLotResult(t, staff, lots[a.lot]!, { result: a.kind })).status;
              case 'undo':
                return (await undoLotResult(t, staff, lots[a.lot]!, 'Property test')).status;
              case 'settle': {
                const won = (await bidsOf(lotIds)).find((b) => b.lot_id === String(lots[a.lot]!.id) && b.status === 'won');
                if (!won) return null;
                return (await api(t, staff).post(`/api/admin/auctions/bids/${won.public_id}/settle`)).status;
              }
              case 'time':
                clock.advance(a.minutes * MINUTE);
                return null;
            }
          }

          // The customers bid; some time passes (none, past the first lot, or past all three); then anything happens.
          const passing: Action[] = minutesPassing > 0 ? [{ kind: 'time', minutes: minutesPassing }] : [];
          for (const a of [...before, ...passing, ...actions]) {
            const status = await step(a);
            if (status !== null) expect([JSON.stringify(a), status < 500]).toEqual([JSON.stringify(a), true]);
            await inSnapshot(t.dataSource, (m) =>
              expectAuctionInvariants(m, {
                userIds: customers.map((c) => String(c.entity.id)),
                lotIds,
                context: JSON.stringify(a),
                powerMultiple: POWER_MULTIPLE,
                cutoffMinutes: CUTOFF_MINUTES,
                now: clock.now(),
                seen,
              }),
            );
          }
        },
      ),
      { numRuns: 30, interruptAfterTimeLimit: 100_000 },
    );
  }, 180_000);

  /** What staff and others do to lots that came up, and to the cars won on them (indices over two lots). */
  type StockAction =
    | { kind: 'won' | 'lost' | 'undo' | 'order' | 'pay' | 'settle'; lot: number }
    | { kind: 'reserve'; lot: number }
    | { kind: 'race'; lot: number };
  const lotIndex = fc.integer({ min: 0, max: 1 });
  const stockAction: fc.Arbitrary<StockAction> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('won' as const), lot: lotIndex }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('lost' as const), lot: lotIndex }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('order' as const), lot: lotIndex }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('undo' as const), lot: lotIndex }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('pay' as const), lot: lotIndex }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), lot: lotIndex }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('reserve' as const), lot: lotIndex }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('race' as const), lot: lotIndex }) },
  );

  /**
   * Issue 24: a car entered into stock for a won bid (its order) is the company's only if the result stands. Over
   * random results, won cars' orders, undos, payments, settlements, another customer's reservations, and an undo racing
   * the order and a payment, after every step: a won car is never on sale — reserved or sold while an order holds it,
   * withdrawn once its order is cancelled (only an undo cancels one here) — it has at most one live order, nobody else
   * ever holds it, every account equals its ledger, and no answer is a 500 (a deadlock between the undo's locks and the
   * order's or the payment's would be one).
   */
  it('never puts a won car on sale, whatever staff record, order, undo and pay', async () => {
    await api(t, staff).put('/api/admin/currencies/rates', { JPY: '150' }).expect(200);
    const makeSlug = (await createMake(t, { slug: `toyota-${uniqueTag()}` })).slug;
    const shopper = await createCustomer(t);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ who: fc.integer({ min: 0, max: 2 }), lot: lotIndex, above: fc.boolean() }), { minLength: 2, maxLength: 5 }),
        fc.array(stockAction, { minLength: 4, maxLength: 12 }),
        async (bids, actions) => {
          clock.set(new Date(Math.max(Date.now(), clock.now().getTime())));
          const customers = [await customerWithDeposit(), await customerWithDeposit(), await customerWithDeposit()];
          const consignees = await Promise.all(customers.map((c) => createConsignee(t, c.entity)));
          const lots: AuctionLot[] = [];
          for (const startPriceJpy of START_PRICES.slice(0, 2)) {
            lots.push(await createAuctionLot(t, { startsAt: new Date(clock.now().getTime() + 90 * MINUTE), startPriceJpy }));
          }
          const lotIds = lots.map((l) => String(l.id));
          for (const b of bids) {
            const start = BigInt(START_PRICES[b.lot]!);
            await api(t, customers[b.who]!).post(`/api/auctions/lots/${lots[b.lot]!.publicId}/bids`, {
              maxBidJpy: (b.above ? start + 100_000n : start).toString(),
            });
          }
          clock.advance(120 * MINUTE); // both lots came up

          const wonBid = async (lot: number) =>
            (await bidsOf(lotIds)).find((b) => b.lot_id === String(lots[lot]!.id) && b.status === 'won') ?? null;
          const liveOrder = async (lot: number) =>
            (await wonCarsOf(t, lotIds)).find((c) => c.lot_id === String(lots[lot]!.id) && c.order_status !== 'cancelled') ?? null;
          const calls: Record<Exclude<StockAction['kind'], 'race'>, (lot: number) => Promise<number | null>> = {
            won: async (lot) => {
              const view = (await api(t, staff).get(`/api/admin/auctions/lots/${lots[lot]!.publicId}`)).body;
              if (!view.winner) return null;
              return (
                await recordLotResult(t, staff, lots[lot]!, {
                  result: 'won',
                  bidId: view.winner.bidId,
                  hammerPriceJpy: view.winner.hammerMinJpy,
                })
              ).status;
            },
            lost: async (lot) => (await recordLotResult(t, staff, lots[lot]!, { result: 'lost', hammerPriceJpy: '5000000' })).status,
            undo: async (lot) => (await undoLotResult(t, staff, lots[lot]!, 'Property test')).status,
            order: async (lot) => {
              const won = await wonBid(lot);
              if (!won) return null;
              const i = customers.findIndex((c) => String(c.entity.id) === won.user_id);
              const res = await api(t, staff).post(`/api/admin/auctions/bids/${won.public_id}/order`, {
                ...fullCarBody(makeSlug, { chassisNumber: `NHP10-${uniqueTag()}`, fobPriceUsd: '7000.00' }),
                tradeTerms: 'FOB',
                shippingMethod: 'roro',
                destinationCountry: 'PK',
                destinationPort: 'Karachi',
                consigneeId: consignees[i]!.publicId,
              });
              return res.status;
            },
            pay: async (lot) => {
              const order = await liveOrder(lot);
              if (!order) return null;
              const payment = await recordPayment(
                t,
                staff,
                customers.find((c) => String(c.entity.id) === order.user_id)! as unknown as Parameters<typeof recordPayment>[2],
                '3500.00',
              );
              return (await allocate(t, staff, payment.id, order.order_id, '3500.00')).status;
            },
            settle: async (lot) => {
              const won = await wonBid(lot);
              return won ? (await api(t, staff).post(`/api/admin/auctions/bids/${won.public_id}/settle`)).status : null;
            },
            reserve: async (lot) => {
              // Someone else tries to buy the lot's won cars: never while an order holds one, nor once withdrawn.
              const cars = (await wonCarsOf(t, lotIds)).filter((c) => c.lot_id === String(lots[lot]!.id));
              for (const car of cars)
                expect([car.stock_id, car.car_status, (await reserve(t, shopper, car.stock_id)).status]).toEqual([
                  car.stock_id,
                  car.car_status,
                  409,
                ]);
              return cars.length > 0 ? 409 : null;
            },
          };

          for (const a of actions) {
            const context = JSON.stringify(a);
            const statuses =
              a.kind === 'race'
                ? await Promise.all([calls.undo(a.lot), calls.order(a.lot), calls.pay(a.lot)])
                : [await calls[a.kind](a.lot)];
            for (const status of statuses) if (status !== null) expect([context, status < 500]).toEqual([context, true]);

            const wonCars = await wonCarsOf(t, lotIds);
            for (const car of wonCars) {
              const live = wonCars.filter((c) => c.car_id === car.car_id && c.order_status !== 'cancelled');
              expect([context, car.stock_id, live.length <= 1]).toEqual([context, car.stock_id, true]);
              const expected = live[0] ? (live[0].order_status === 'reserved' ? 'reserved' : 'sold') : 'withdrawn';
              expect([context, car.stock_id, car.car_status]).toEqual([context, car.stock_id, expected]);
            }
            const held = await t.dataSource.query<{ n: number }[]>(
              `SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status <> 'cancelled'`,
              [shopper.entity.id],
            );
            expect([context, held[0]!.n]).toEqual([context, 0]);
            for (const who of customers) {
              const { account, ledger } = await auctionAccountAndLedger(t, who.entity.id);
              expect([context, account]).toEqual([context, ledger]);
            }
          }
        },
      ),
      { numRuns: 12, interruptAfterTimeLimit: 90_000 },
    );
  }, 180_000);
});

interface WonCarRow {
  order_id: string;
  order_status: string;
  user_id: string;
  lot_id: string;
  car_id: string;
  stock_id: string;
  car_status: string;
}

/** The orders made for these lots' won bids (any state), with their cars. */
const wonCarsOf = (t: TestApp, lotIds: string[]) =>
  t.dataSource.query<WonCarRow[]>(
    `SELECT o.public_id AS order_id, o.status AS order_status, o.user_id::text, b.lot_id::text, c.id::text AS car_id, c.stock_id,
            c.status AS car_status
       FROM orders o JOIN cars c ON c.id = o.car_id JOIN auction_bid_requests b ON b.public_id = o.auction_bid_id
      WHERE b.lot_id = ANY($1::bigint[])
      ORDER BY o.id`,
    [lotIds],
  );
