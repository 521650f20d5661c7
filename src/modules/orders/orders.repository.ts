import { Injectable } from '@nestjs/common';
import { Brackets, DataSource, type EntityManager, In, IsNull, Not, type SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import { type TimeRange, toTimeRange } from '../../common/time/time-range.js';
import { escapeLike } from '../../database/sql.js';
import type { OrderNumberMatch } from './order-search.js';
import { OrderTransition } from './order-transition.entity.js';
import { HOLDING_STATUSES, type OrderStatus } from './order-transitions.js';
import { Order } from './order.entity.js';
import type { ADMIN_ORDER_SORTS, AdminOrdersQueryDto } from './orders.requests.js';
import { type ListTerm, PURCHASED_LIST } from './reservation-rules.js';

export type OrderValues = QueryDeepPartialEntity<Order>;
export type TransitionRow = QueryDeepPartialEntity<OrderTransition>;

/** The stock id and reservation-date filters every order list shares. */
export interface OrderListFilters {
  stockId?: string;
  range: TimeRange;
}

/** What the staff list's filters resolved to outside this table (a customer, customers matching words, an order number). */
export interface StaffOrderScope {
  userId?: string;
  customerIds?: readonly string[];
  orderNumber?: OrderNumberMatch;
}

/** The staff list's sort: newest reservation first unless asked, the id breaking ties. */
export const ADMIN_ORDER_SORT: StaffListSort<(typeof ADMIN_ORDER_SORTS)[number]> = {
  columns: {
    reservedAt: 'o.reservedAt',
    expiresAt: 'o.expiresAt',
    statusChangedAt: 'o.statusChangedAt',
    total: 'o.total',
    stockId: 'o.stockId',
    status: 'o.status',
  },
  fallback: '-reservedAt',
  tieBreaker: 'o.id',
};

/**
 * Whether a remittance copy protects the hold of the order aliased `o` (reservation-rules.ts protectsHold, in SQL):
 * one uploaded before the deadline that was not rejected.
 */
const PAUSED = (o: string) =>
  `EXISTS (SELECT 1 FROM remittance_copies r WHERE r.order_id = ${o}.id AND r.status <> 'rejected' AND r.uploaded_at < ${o}.expires_at)`;

/**
 * Every query of the orders module over `orders` and `order_transitions` (DESIGN.md §2: the services hold the rules).
 * A method that may run in a caller's transaction takes its EntityManager first; without one it reads outside any.
 */
@Injectable()
export class OrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The manager outside any transaction. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /* ---------------------------------------------------------------- one order */

  /** The order by public id (with `ownerId`, only theirs); with `lock`, its row locked for the transaction. */
  findByPublicId(m: EntityManager, publicId: string, options: { ownerId?: string; lock?: boolean } = {}): Promise<Order | null> {
    const { ownerId, lock = false } = options;
    return m.getRepository(Order).findOne({
      where: { publicId, ...(ownerId !== undefined ? { userId: ownerId } : {}) },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** Inserts an order and reads it back as stored. */
  async insertAndRead(m: EntityManager, values: OrderValues & { publicId: string }): Promise<Order> {
    const repo = m.getRepository(Order);
    await repo.insert(values);
    return repo.findOneByOrFail({ publicId: values.publicId });
  }

  async update(m: EntityManager, id: string, values: OrderValues): Promise<void> {
    await m.getRepository(Order).update({ id }, values);
  }

  async updateMany(m: EntityManager, ids: readonly string[], values: OrderValues): Promise<void> {
    await m.getRepository(Order).update({ id: In([...ids]) }, values);
  }

  /**
   * The lock every reservation of this customer takes first (and an account closure with it), so that the count of
   * their open reservations holds under concurrency.
   */
  async lockCustomer(m: EntityManager, userId: string): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('orders:customer:' || $1::text, 0))`, [userId]);
  }

  /** The customer's open reservations of stock cars (a won auction car's order is not one). */
  countOpenReservations(m: EntityManager, userId: string): Promise<number> {
    return m.getRepository(Order).countBy({ userId, status: 'reserved', auctionBidId: IsNull() });
  }

  /* ---------------------------------------------------------------- history */

  async insertTransitions(m: EntityManager, rows: TransitionRow | TransitionRow[]): Promise<void> {
    await m.getRepository(OrderTransition).insert(rows);
  }

  /** The order's moves, oldest first. */
  history(m: EntityManager, orderId: string): Promise<OrderTransition[]> {
    return m.getRepository(OrderTransition).find({ where: { orderId }, order: { id: 'ASC' } });
  }

  /* ---------------------------------------------------------------- many orders */

  /** Orders by internal id, in id order; with `lock`, their rows locked (in that order, so two callers never deadlock). */
  findByIds(m: EntityManager, ids: readonly string[], lock = false): Promise<Order[]> {
    return m
      .getRepository(Order)
      .find({ where: { id: In([...ids]) }, order: { id: 'ASC' }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** Orders by internal id, in no particular order. */
  findByIdsUnordered(m: EntityManager, ids: readonly string[]): Promise<Order[]> {
    return m.getRepository(Order).findBy({ id: In([...ids]) });
  }

  /** Orders by public id, their rows locked in id order. */
  lockByPublicIds(m: EntityManager, publicIds: readonly string[]): Promise<Order[]> {
    return m
      .getRepository(Order)
      .find({ where: { publicId: In([...publicIds]) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  /** The internal id of an order, or null. */
  async idOf(publicId: string): Promise<string | null> {
    const order = await this.dataSource.getRepository(Order).findOne({ where: { publicId }, select: { id: true } });
    return order ? order.id : null;
  }

  /** A customer's orders in `statuses`, newest reservation first. */
  ofCustomerInStatuses(userId: string, statuses: readonly OrderStatus[]): Promise<Order[]> {
    return this.dataSource
      .getRepository(Order)
      .find({ where: { userId, status: In([...statuses]) }, order: { reservedAt: 'DESC', id: 'DESC' } });
  }

  /** A customer's orders holding their car, oldest reservation first. */
  holdingOfCustomer(m: EntityManager, userId: string): Promise<Order[]> {
    return m.getRepository(Order).find({ where: { userId, status: In([...HOLDING_STATUSES]) }, order: { reservedAt: 'ASC', id: 'ASC' } });
  }

  /** Every order of a customer, rows locked in id order. */
  lockAllOfCustomer(m: EntityManager, userId: string): Promise<Order[]> {
    return m.getRepository(Order).find({ where: { userId }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  /* ---------------------------------------------------------------- cars and auction bids */

  /** The orders of these auction bid requests, not cancelled (public id and bid id only). */
  ofAuctionBids(m: EntityManager, bidIds: readonly string[]): Promise<Order[]> {
    return m
      .getRepository(Order)
      .find({ where: { auctionBidId: In([...bidIds]), status: Not('cancelled') }, select: { publicId: true, auctionBidId: true } });
  }

  /** The order of an auction bid request, not cancelled; with `lock`, its row locked. */
  ofAuctionBid(m: EntityManager, auctionBidId: string, lock: boolean): Promise<Order | null> {
    return m.getRepository(Order).findOne({
      where: { auctionBidId, status: Not('cancelled') },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** The order holding a car (any state but cancelled). */
  holderOfCar(m: EntityManager, carId: string): Promise<Order | null> {
    return m.getRepository(Order).findOne({ where: { carId, status: Not('cancelled' as const) } });
  }

  /** The orders holding these cars (any state but cancelled): car and customer ids only. */
  holdersOfCars(carIds: readonly string[]): Promise<Order[]> {
    return this.dataSource
      .getRepository(Order)
      .find({ where: { carId: In([...carIds]), status: Not('cancelled' as const) }, select: { carId: true, userId: true } });
  }

  /** Which of these customers have an order in their Purchased Vehicles (PURCHASED_LIST.all). */
  async purchasersAmong(userIds: readonly string[]): Promise<Set<string>> {
    const qb = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('DISTINCT o.user_id', 'userId')
      .where('o.userId IN (:...userIds)', { userIds: [...new Set(userIds)] });
    qb.andWhere(inListTerms(PURCHASED_LIST.all, 'bought'));
    const rows = await qb.getRawMany<{ userId: string }>();
    return new Set(rows.map((r) => String(r.userId)));
  }

  /* ---------------------------------------------------------------- shipments */

  async setShipment(m: EntityManager, ids: readonly string[], shipmentId: string | null): Promise<void> {
    await m.getRepository(Order).update({ id: In([...ids]) }, { shipmentId });
  }

  /** How many orders each of these shipments (internal ids) carries; a shipment with none is left out. */
  async countOnShipments(shipmentIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('o.shipment_id', 'shipmentId')
      .addSelect('COUNT(*)::int', 'count')
      .where('o.shipmentId IN (:...shipmentIds)', { shipmentIds: [...new Set(shipmentIds)] })
      .groupBy('o.shipment_id')
      .getRawMany<{ shipmentId: string; count: number }>();
    return new Map(rows.map((r) => [String(r.shipmentId), Number(r.count)]));
  }

  /** The orders on a shipment, oldest reservation first. */
  onShipment(shipmentId: string): Promise<Order[]> {
    return this.dataSource.getRepository(Order).find({ where: { shipmentId }, order: { reservedAt: 'ASC', id: 'ASC' } });
  }

  /* ---------------------------------------------------------------- lists */

  /** A page of a customer's orders matching any of `terms`, newest reservation first, with the shared filters. */
  customerPage(
    userId: string,
    terms: readonly ListTerm[],
    filters: OrderListFilters,
    skip: number,
    take: number,
  ): Promise<[Order[], number]> {
    const qb = this.dataSource.getRepository(Order).createQueryBuilder('o');
    qb.andWhere('o.userId = :userId', { userId });
    qb.andWhere(inListTerms(terms, 'terms'));
    if (filters.stockId) qb.andWhere('o.stockId ILIKE :stockId', { stockId: `%${escapeLike(filters.stockId)}%` });
    if (filters.range.from) qb.andWhere('o.reservedAt >= :from', { from: filters.range.from });
    if (filters.range.until) qb.andWhere('o.reservedAt < :until', { until: filters.range.until });
    return qb.orderBy('o.reservedAt', 'DESC').addOrderBy('o.id', 'DESC').skip(skip).take(take).getManyAndCount();
  }

  /**
   * The orders the staff list's filters match (StaffOrdersService's StaffList sorts them). Each filter and sort key has
   * an index (migration AdminOrderLists).
   */
  staffFiltered(query: AdminOrdersQueryDto, range: TimeRange, scope: StaffOrderScope): SelectQueryBuilder<Order> {
    const match = scope.orderNumber;
    const before = query.expiresBefore ? toTimeRange(undefined, query.expiresBefore)!.until! : undefined;
    return narrowed(this.dataSource.getRepository(Order).createQueryBuilder('o'))
      .equals('o.userId', scope.userId)
      .where(scope.customerIds !== undefined, 'o.userId IN (:...customerIds)', { customerIds: scope.customerIds })
      .where(match, 'o.publicId BETWEEN :low AND :high', { low: match?.low, high: match?.high })
      .equals('o.stockId', match?.stockId)
      .equals('o.status', query.status)
      .contains(['o.stockId'], query.stockId)
      .contains(['o.destinationPort'], query.port)
      .where(before, "o.status = 'reserved' AND o.expiresAt < :before", { before })
      .where(query.unassigned === true, 'o.shipmentId IS NULL')
      .where(query.unassigned === false, 'o.shipmentId IS NOT NULL')
      .within('o.reservedAt', range).qb;
  }

  /* ---------------------------------------------------------------- holds */

  /**
   * Due reservations (deadline passed, under 50% paid, not a won auction car's, no remittance copy protecting them),
   * earliest deadline first, at most `limit`, their rows locked, skipping rows another transaction holds.
   */
  async lockDueReservations(m: EntityManager, now: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await m.query(
      `SELECT o.id FROM orders o
            WHERE o.status = 'reserved' AND o.expires_at <= $1 AND o.amount_allocated * 2 < o.total AND o.auction_bid_id IS NULL
              AND NOT ${PAUSED('o')}
            ORDER BY o.expires_at LIMIT $2
              FOR UPDATE OF o SKIP LOCKED`,
      [now, limit],
    );
    return rows.map((r) => String(r.id));
  }

  async isPaused(m: EntityManager, order: Pick<Order, 'id'>): Promise<boolean> {
    return (await this.pausedOrderIds(m, [order.id])).has(order.id);
  }

  /** Of these orders (internal ids), those whose hold a remittance copy protects. */
  async pausedOrderIds(m: EntityManager, orderIds: readonly string[]): Promise<Set<string>> {
    if (orderIds.length === 0) return new Set();
    const rows: { id: string }[] = await m.query(`SELECT o.id FROM orders o WHERE o.id = ANY($1::bigint[]) AND ${PAUSED('o')}`, [orderIds]);
    return new Set(rows.map((r) => String(r.id)));
  }

  /** Orders holding a car now (status reserved). */
  async countReserved(): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE status = 'reserved'`)) as { n: number }[];
    return row?.n ?? 0;
  }
}

/** "Matches any of the list's terms": each term's statuses, and whether the order is paid in full where it says. */
function inListTerms(terms: readonly ListTerm[], prefix: string): Brackets {
  return new Brackets((any) => {
    terms.forEach((term, i) => {
      const paid =
        term.fullyPaid === undefined ? '' : term.fullyPaid ? ' AND o.amountAllocated >= o.total' : ' AND o.amountAllocated < o.total';
      any.orWhere(`(o.status IN (:...${prefix}${i})${paid})`, { [`${prefix}${i}`]: term.statuses });
    });
  });
}
