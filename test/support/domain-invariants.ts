import { expect } from '@jest/globals';
import { Decimal } from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import { BID_MACHINE } from '../../src/modules/auctions/bidding/bid-machine.js';
import { BID_STATUSES, type BidStatus } from '../../src/modules/auctions/bidding/ledger-rules.js';
import type { AuctionLot } from '../../src/modules/auctions/lots/auction-lot.entity.js';
import { LOT_MACHINE, type LotPhase, lotPhase } from '../../src/modules/auctions/lots/lot-machine.js';
import { hasDeposit, isFullyPaid } from '../../src/modules/orders/order-payments.js';
import { CAR_STATUS_OF, ORDER_MACHINE, type OrderStatus, type TransitionCause } from '../../src/modules/orders/order-transitions.js';

/**
 * The one home of what the property tests (issue 24 §11) check after every step, whatever the step was and whether it
 * was refused: the domain's invariants read straight from PostgreSQL in one snapshot. Each check fails with `context`
 * (the step that broke it) in the difference, so a shrunk counterexample reads as "after this step, this went wrong".
 */

/** Runs `read` in one REPEATABLE READ snapshot, so the rows checked together were committed together. */
export const inSnapshot = <T>(dataSource: DataSource, read: (m: EntityManager) => Promise<T>): Promise<T> =>
  dataSource.transaction('REPEATABLE READ', read);

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);
const sum = (rows: readonly { amount: string }[]) => money(rows.reduce((s, r) => s.plus(r.amount), new Decimal(0)));
/** `expect(actual).toEqual(expected)` with the step in both sides, so a failure names it. */
const expectIn = (context: string, actual: unknown, expected: unknown) => expect([context, actual]).toEqual([context, expected]);

export interface OrderScope {
  /** The cars of this run: every order on them is checked. */
  carIds: readonly string[];
  /** What the run's last step was (printed on a failure). */
  context: string;
  /** The most open stock-car reservations one customer may hold (MAX_OPEN_RESERVATIONS), when the run sets one. */
  reservationLimit?: number;
}

/**
 * Orders, payments and cars (issue 24 §4, §6, §11), over the orders on `carIds` and every payment allocated to them:
 * - every recorded move of an order is one the order table has, for its cause, and an order starts reserved;
 * - every order's status is one its paid share allows (reserved under 50%, deposit paid from 50% to under 100%, paid at
 *   100%; shipped, arrived and cancelled whatever the money);
 * - an order's paid amount is the sum of its live allocations (the runs use no coupon credits);
 * - a payment's allocated amount is the sum of its live allocations, never more than it is worth, none when voided;
 * - no car is held by two orders, each car is where its holding order puts it (available when none holds it);
 * - no reservation holds a car for a customer who no longer exists, and nobody holds more than the limit.
 */
export async function expectOrderInvariants(m: EntityManager, scope: OrderScope): Promise<void> {
  const { carIds, context } = scope;
  const orders: {
    id: string;
    user_id: string | null;
    status: OrderStatus;
    car_id: string;
    total: string;
    amount_allocated: string;
    auction_bid_id: string | null;
  }[] = await m.query(
    `SELECT id::text, user_id::text, status, car_id::text, total, amount_allocated, auction_bid_id
         FROM orders WHERE car_id = ANY($1::bigint[])`,
    [carIds],
  );
  const orderIds = orders.map((o) => o.id);
  const allocations: { payment_id: string; order_id: string; amount: string; voided_at: Date | null }[] = await m.query(
    `SELECT payment_id::text, order_id::text, amount, voided_at FROM payment_allocations
      WHERE payment_id IN (SELECT payment_id FROM payment_allocations WHERE order_id = ANY($1::bigint[]))`,
    [orderIds],
  );
  const live = allocations.filter((a) => a.voided_at === null);

  for (const order of orders) {
    const paid = order.amount_allocated;
    expectIn(context, [order.id, money(paid)], [order.id, sum(live.filter((a) => a.order_id === order.id))]);
    const allowed: Record<OrderStatus, boolean> = {
      reserved: !hasDeposit(paid, order.total),
      deposit_paid: hasDeposit(paid, order.total) && !isFullyPaid(paid, order.total),
      paid: isFullyPaid(paid, order.total),
      shipped: true,
      arrived: true,
      cancelled: true,
    };
    expectIn(
      context,
      [order.id, order.status, paid, order.total, allowed[order.status]],
      [order.id, order.status, paid, order.total, true],
    );
    if (order.status === 'reserved') expectIn(context, [order.id, 'customer', order.user_id !== null], [order.id, 'customer', true]);
  }

  const moves: { order_id: string; from_status: OrderStatus | null; to_status: OrderStatus; cause: TransitionCause }[] = await m.query(
    `SELECT order_id::text, from_status, to_status, cause FROM order_transitions WHERE order_id = ANY($1::bigint[]) ORDER BY id`,
    [orderIds],
  );
  for (const move of moves) {
    const allowed =
      move.from_status === null ? move.to_status === 'reserved' : ORDER_MACHINE.can(move.from_status, move.to_status, move.cause);
    expectIn(context, [move.from_status, move.to_status, move.cause, allowed], [move.from_status, move.to_status, move.cause, true]);
  }

  const payments: { id: string; status: string; amount_usd: string; allocated_usd: string }[] = await m.query(
    `SELECT id::text, status, amount_usd, allocated_usd FROM payments WHERE id = ANY($1::bigint[])`,
    [[...new Set(allocations.map((a) => a.payment_id))]],
  );
  for (const payment of payments) {
    const allocated = sum(live.filter((a) => a.payment_id === payment.id));
    expectIn(context, [payment.id, money(payment.allocated_usd)], [payment.id, allocated]);
    expectIn(context, [payment.id, 'within', new Decimal(allocated).lte(payment.amount_usd)], [payment.id, 'within', true]);
    if (payment.status === 'voided') expectIn(context, [payment.id, 'voided', allocated], [payment.id, 'voided', '0.00']);
  }

  const cars: { id: string; status: string }[] = await m.query(`SELECT id::text, status FROM cars WHERE id = ANY($1::bigint[])`, [carIds]);
  for (const car of cars) {
    const holders = orders.filter((o) => o.car_id === car.id && o.status !== 'cancelled');
    expectIn(context, [car.id, 'holders', holders.length <= 1], [car.id, 'holders', true]);
    expectIn(context, [car.id, car.status], [car.id, holders[0] ? CAR_STATUS_OF[holders[0].status] : 'available']);
  }

  if (scope.reservationLimit !== undefined) {
    // The limit gates what a customer takes ("Pay for or cancel one before reserving another"): an order a staff void
    // gave back its hold (deposit_paid → reserved, cause `void`) was taken within it, so it does not count against it.
    const lastCause = new Map(moves.map((move) => [move.order_id, move.cause]));
    const open = new Map<string, number>();
    for (const o of orders) {
      const taken = o.status === 'reserved' && o.auction_bid_id === null && o.user_id && lastCause.get(o.id) !== 'void';
      if (taken) open.set(o.user_id!, (open.get(o.user_id!) ?? 0) + 1);
    }
    for (const [userId, n] of open) expectIn(context, [userId, 'open', n <= scope.reservationLimit], [userId, 'open', true]);
  }
}

export interface AuctionScope {
  /** The customers whose auction accounts are checked (a deleted one's account went with it). */
  userIds: readonly string[];
  /** The lots of this run. */
  lotIds: readonly string[];
  context: string;
  /** AUCTION_POWER_MULTIPLE: bidding power is this many times the deposit. */
  powerMultiple: bigint;
  /** AUCTION_BID_CUTOFF_MINUTES, and the clock's now: the lots' phases. */
  cutoffMinutes: number;
  now: Date;
  /** What the previous check saw, so each change is checked against the machines (mutated: pass the same object). */
  seen: { bids: Map<string, BidStatus>; phases: Map<string, LotPhase> };
}

/** A fresh `seen` for a run's first check. */
export const nothingSeen = (): AuctionScope['seen'] => ({ bids: new Map(), phases: new Map() });

/**
 * Auction accounts, bids and lots (issue 24 §5, §11):
 * - every account equals the sums of its ledger, its holds are exactly its open bids' maximums, and what it holds and
 *   owes stays within its bidding power (the multiple of its deposit);
 * - every bid and every lot changed only by a move of its machine since the previous check;
 * - a lot has at most one won bid, at a hammer price between the start price and that bid's maximum, which is the
 *   strongest of the lot (ties to the earliest); a lot with a result has no open bid, one without a result no closed
 *   one, and no result was recorded before the lot came up.
 */
export async function expectAuctionInvariants(m: EntityManager, scope: AuctionScope): Promise<void> {
  const { context, lotIds } = scope;
  const bids: {
    id: string;
    public_id: string;
    user_id: string;
    lot_id: string;
    status: BidStatus;
    max_bid_jpy: string;
    hammer_price_jpy: string | null;
  }[] = await m.query(
    `SELECT id::text, public_id, user_id::text, lot_id::text, status, max_bid_jpy::text, hammer_price_jpy::text
         FROM auction_bid_requests WHERE lot_id = ANY($1::bigint[]) ORDER BY id`,
    [lotIds],
  );

  for (const userId of scope.userIds) {
    const [account] = await m.query<{ deposit: string; held: string; owed: string }[]>(
      'SELECT deposit_jpy::text AS deposit, held_jpy::text AS held, owed_jpy::text AS owed FROM auction_accounts WHERE user_id = $1',
      [userId],
    );
    const [ledger] = await m.query<{ deposit: string; held: string; owed: string }[]>(
      `SELECT COALESCE(SUM(CASE kind WHEN 'deposit' THEN amount_jpy WHEN 'refund' THEN -amount_jpy ELSE 0 END), 0)::text AS deposit,
              COALESCE(SUM(CASE kind WHEN 'hold' THEN amount_jpy WHEN 'release' THEN -amount_jpy ELSE 0 END), 0)::text AS held,
              COALESCE(SUM(CASE kind WHEN 'won' THEN amount_jpy WHEN 'unsettled' THEN amount_jpy
                                     WHEN 'settled' THEN -amount_jpy WHEN 'won_undone' THEN -amount_jpy ELSE 0 END), 0)::text AS owed
         FROM auction_ledger_entries WHERE user_id = $1`,
      [userId],
    );
    const row = account ?? { deposit: '0', held: '0', owed: '0' };
    expectIn(context, [userId, row], [userId, ledger]);
    const open = bids.filter((b) => b.user_id === userId && b.status === 'open');
    expectIn(context, [userId, 'held', row.held], [userId, 'held', open.reduce((s, b) => s + BigInt(b.max_bid_jpy), 0n).toString()]);
    const within = BigInt(row.held) + BigInt(row.owed) <= BigInt(row.deposit) * scope.powerMultiple;
    expectIn(context, [userId, 'within power', within], [userId, 'within power', true]);
  }

  for (const bid of bids) {
    expect(BID_STATUSES).toContain(bid.status);
    const before = scope.seen.bids.get(bid.public_id) ?? 'open';
    if (before !== bid.status) {
      expectIn(context, [before, bid.status, BID_MACHINE.rule(before, bid.status) !== undefined], [before, bid.status, true]);
    }
    scope.seen.bids.set(bid.public_id, bid.status);
  }

  const lots: {
    id: string;
    starts_at: Date;
    result: AuctionLot['result'];
    result_price_jpy: string | null;
    start_price_jpy: string;
    result_recorded_at: Date | null;
  }[] = await m.query(
    `SELECT id::text, starts_at, result, result_price_jpy::text, start_price_jpy::text, result_recorded_at
         FROM auction_lots WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [lotIds],
  );
  for (const lot of lots) {
    const phase = lotPhase({ startsAt: lot.starts_at, result: lot.result }, scope.now, scope.cutoffMinutes);
    const before = scope.seen.phases.get(lot.id);
    if (before && before !== phase) {
      expectIn(context, [before, phase, LOT_MACHINE.rule(before, phase) !== undefined], [before, phase, true]);
    }
    scope.seen.phases.set(lot.id, phase);
    const mine = bids.filter((b) => b.lot_id === lot.id);
    const won = mine.filter((b) => b.status === 'won');
    expectIn(context, [lot.id, 'won', won.length <= 1], [lot.id, 'won', true]);
    if (lot.result !== 'pending') {
      expectIn(context, [lot.id, 'open after result', mine.filter((b) => b.status === 'open').length], [lot.id, 'open after result', 0]);
      if (lot.result_recorded_at) {
        expectIn(context, [lot.id, 'came up', lot.result_recorded_at.getTime() >= lot.starts_at.getTime()], [lot.id, 'came up', true]);
      }
    } else {
      const closed = mine.filter((b) => b.status === 'won' || b.status === 'lost' || b.status === 'not_sold').length;
      expectIn(context, [lot.id, 'closed without result', closed], [lot.id, 'closed without result', 0]);
    }
    const winner = won[0];
    if (!winner) continue;
    const hammer = BigInt(winner.hammer_price_jpy!);
    const max = BigInt(winner.max_bid_jpy);
    expectIn(context, [lot.result, lot.result_price_jpy], ['sold', winner.hammer_price_jpy]);
    expectIn(context, [lot.id, 'hammer', hammer >= BigInt(lot.start_price_jpy) && hammer <= max], [lot.id, 'hammer', true]);
    for (const other of mine.filter((b) => b.status === 'lost')) {
      const weaker = BigInt(other.max_bid_jpy) < max || (BigInt(other.max_bid_jpy) === max && BigInt(other.id) > BigInt(winner.id));
      expectIn(context, [other.public_id, 'weaker', weaker], [other.public_id, 'weaker', true]);
    }
  }
}
