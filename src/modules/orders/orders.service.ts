import { Inject, Injectable, type StreamableFile } from '@nestjs/common';
import { cappedPage } from '../../common/pagination/capped-count.js';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { keysetBatches, noRows } from '../../common/csv/export-batches.js';
import { applySort } from '../../common/pagination/sort.js';
import { randomUUID } from 'node:crypto';
import { Brackets, DataSource, type EntityManager, In, IsNull, Not, type SelectQueryBuilder } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField, unauthorized } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/validation/uuid.js';
import { Msg } from '../../common/errors/messages.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { addBusinessDays } from '../../common/time/business-days.js';
import { Clock } from '../../common/time/clock.js';
import { toTimeRange } from '../../common/time/time-range.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { escapeLike } from '../../database/sql.js';
import { CarStock } from '../cars/car-stock.service.js';
import { consigneeFieldsOf } from '../users/consignees/consignee-rules.js';
import { ConsigneesService } from '../users/consignees/consignees.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { AuditedTx } from '../audit/audited-changes.service.js';
import { ORDER_AUDIT, ORDER_TARGET, type OrderChange, OrderChanges } from './order-changes.service.js';
import { addMoney, ALLOCATABLE_STATUSES, isMoreThan, paymentProgress } from './order-payments.js';
import { proformaInvoice } from './order-invoice.js';
import { orderPriceColumns } from './order-pricing.js';
import { insuranceRefusal } from '../insurance/order-insurance-rules.js';
import { EligibilityOverridesService } from '../import-rules/eligibility-overrides.service.js';
import { LandedPriceService } from '../price-calculator/landed-price.service.js';
import { withInsurance } from '../price-calculator/price-quote-rules.js';
import { OrderTransition } from './order-transition.entity.js';
import { ORDER_MACHINE, type OrderStatus, type StaffTarget } from './order-transitions.js';
import { type ConsigneeSnapshot, Order } from './order.entity.js';
import {
  toAdminTransition,
  toCustomerDto,
  toCustomerPayment,
  toCustomerTransition,
  toOrderConsignee,
  toOrderPayment,
  toOrderInsurance,
  toOrderPrice,
  toOrderSummary,
  toRemittanceCopyDto,
} from './orders.mappers.js';
import {
  type ADMIN_ORDER_SORTS,
  type AdminOrdersQueryDto,
  type ChangeOrderStatusDto,
  type ExtendHoldDto,
  type PurchasedOrdersQueryDto,
  type ReserveCarDto,
  type ReservedOrdersQueryDto,
} from './orders.requests.js';
import type {
  AdminOrderDto,
  AdminOrderListDto,
  AdminOrderSummaryDto,
  OrderDto,
  OrderListDto,
  ProformaInvoiceDto,
} from './orders.responses.js';
import { orderNumberMatch } from './order-search.js';
import { PaymentAllocation } from './payment-allocation.entity.js';
import { RemittanceCopy } from './remittance-copy.entity.js';
import { ReservationExpiryService } from './reservation-expiry.service.js';
import { canReserveAnother, HOLD_BUSINESS_DAYS, type ListTerm, PURCHASED_LIST, RESERVED_LIST } from './reservation-rules.js';

/**
 * What a customer chooses for an order besides the car: the terms, the destination, the consignee, the currency the
 * price is shown in; and, for an order staff place themselves (a won auction car), their written reason to let it
 * through where the destination's import rules refuse the car.
 */
export type OrderTerms = Omit<ReserveCarDto, 'stockId'> & { eligibilityOverrideReason?: string | null };

/** The order that holds (or bought) a car, as the staff car routes ask for it. */
export interface CarHolder {
  orderId: string;
  status: OrderStatus;
}

type DateFilters = { stockId?: string; from?: string; to?: string };

/** The columns behind the staff list's sort keys. */
const ADMIN_ORDER_SORT_COLUMNS: Record<(typeof ADMIN_ORDER_SORTS)[number], string> = {
  reservedAt: 'o.reservedAt',
  expiresAt: 'o.expiresAt',
  statusChangedAt: 'o.statusChangedAt',
  total: 'o.total',
  stockId: 'o.stockId',
  status: 'o.status',
};
/** A customer search naming more accounts than this is too vague to filter orders by: the first ones count. */
const MAX_MATCHED_CUSTOMERS = 500;

/**
 * Orders: reserving a car, the customer's lists and order pages, the proforma invoice, and the staff's view and moves
 * (ship, arrive, cancel, extend a hold). Payments and remittance copies have their own services. A customer only
 * ever reaches their own orders: another customer's order id is a 404, like an unknown one.
 *
 * Table ownership (DESIGN.md §2): `orders`, `order_transitions`, `payments`, `payment_allocations` and
 * `remittance_copies` belong here. Cars are reached through CarsService, customers and consignees through
 * UsersService and ConsigneesService.
 */
@Injectable()
export class OrdersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly orderChanges: OrderChanges,
    private readonly expiry: ReservationExpiryService,
    private readonly cars: CarStock,
    private readonly consignees: ConsigneesService,
    private readonly users: UsersService,
    private readonly prices: LandedPriceService,
    private readonly eligibility: EligibilityOverridesService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  /* ---------------------------------------------------------------- the customer */

  /**
   * Reserves a car (spec §4): the car becomes `reserved` and the order holds it for three business days. The
   * customer's reservations are counted under a lock of their own, so the limit holds under concurrency; the car's
   * row lock and the unique index on its holding order make a second reservation a 409 "This car is already reserved!".
   */
  async reserve(ctx: RequestContext, body: ReserveCarDto): Promise<OrderDto> {
    const customer = actorOf(ctx);
    // Read before the transaction, which must not wait for a second connection while it holds one.
    const title = (await this.cars.orderTitle(body.stockId)) ?? body.stockId;
    const order = await this.placeOrder(ctx, customer.id, body, async (tx) => {
      await tx.manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('orders:customer:' || $1::text, 0))`, [customer.id]);
      // An account closure takes the same lock: one that committed while this waited leaves no customer to reserve for.
      if (!(await this.users.findById(customer.id, tx.manager))) throw unauthorized(Msg.SESSION_REVOKED);
      const open = await tx.manager.getRepository(Order).countBy({ userId: customer.id, status: 'reserved', auctionBidId: IsNull() });
      if (!canReserveAnother(open, this.config.maxOpenReservations)) {
        throw conflict(Msg.RESERVATION_LIMIT_REACHED, { max: this.config.maxOpenReservations });
      }
      return { stockId: body.stockId, title, auctionBidId: null };
    });
    return this.customerDetail(order);
  }

  /**
   * The order of a car won at auction (issue 13), placed by staff for the winner: `prepare` runs first in the same
   * transaction — the auctions module checks the bid request and enters the car into stock there — then the car is
   * reserved for the order as any stock car is. Its deadline is the security deposit's (three business days), but it
   * is not scheduled to expire (shouldExpire): the car is bought. Answers the order as staff see it.
   */
  async placeForWonAuction(
    ctx: RequestContext,
    customerId: string,
    terms: OrderTerms,
    prepare: (tx: AuditedTx) => Promise<{ stockId: string; title: string; auctionBidId: string }>,
  ): Promise<AdminOrderDto> {
    const order = await this.placeOrder(ctx, customerId, terms, prepare);
    return this.staffDetail(order);
  }

  /** The orders of these won auction bid requests (public ids), not cancelled: bid request id → order id. */
  async ordersOfAuctionBids(bidIds: readonly string[], m: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    if (bidIds.length === 0) return new Map();
    const rows = await m
      .getRepository(Order)
      .find({ where: { auctionBidId: In([...bidIds]), status: Not('cancelled') }, select: { publicId: true, auctionBidId: true } });
    return new Map(rows.map((o) => [o.auctionBidId!, o.publicId]));
  }

  /**
   * The order placed for a won auction bid request (public id), not cancelled, with whether money was paid on it (any
   * amount allocated, or past `reserved`); with `lock`, its row locked for the caller's transaction. The auctions module
   * asks before staff undo the lot's result (issue 24). Null when the bid has no order.
   */
  async wonAuctionOrder(m: EntityManager, auctionBidId: string, lock = false): Promise<{ orderId: string; paid: boolean } | null> {
    const order = await m.getRepository(Order).findOne({
      where: { auctionBidId, status: Not('cancelled') },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!order) return null;
    return { orderId: order.publicId, paid: order.status !== 'reserved' || isMoreThan(order.amountAllocated, '0') };
  }

  /**
   * Cancels, in the caller's OrderChanges transaction, the order of a won auction bid whose result staff undid
   * (issue 24): a staff move with their reason. The company never bought the car, so it is withdrawn from sale rather
   * than put on sale (its audit entry says why), and the orders module sends no cancellation notice: the auctions module
   * tells the customer the result was withdrawn and the order cancelled. Refused (409 LOT_RESULT_PAID) once money was
   * paid on it. Answers the car's stock id.
   */
  async cancelUnpaidWonAuctionOrder(tx: AuditedTx, change: OrderChange, orderId: string, reason: string): Promise<{ stockId: string }> {
    const order = await this.orderChanges.lock(tx.manager, orderId);
    if (!order.auctionBidId || order.status !== 'reserved' || isMoreThan(order.amountAllocated, '0')) throw conflict(Msg.LOT_RESULT_PAID);
    await this.orderChanges.move(tx, change, order, 'cancelled', 'staff', reason, {
      car: { status: 'withdrawn', audit: { neverBought: true, cause: 'auction_result_undone', auctionBidId: order.auctionBidId, reason } },
      notice: false,
    });
    return { stockId: order.stockId };
  }

  /**
   * Places an order for `customerId` in one audited transaction: `prepare` (checks, and what car) first, then the car
   * reserved under its row lock; the sale gated by the destination's import rules (issue 24 §3: a refused car is a 409
   * with every reason, unless staff let this sale through); the price snapshot by the landed-price engine over the
   * price tables (issue 24 §2: the same function and tables as the car page and the calculator, so they agree to the
   * cent; a port without a freight rate is a 400); the order row, its first history line and audit entry; a stock
   * car's order is scheduled to expire at its deadline. The tables and rules are read before the transaction, which
   * must not wait for a second connection while it holds one; the engine itself is pure.
   */
  private async placeOrder(
    ctx: RequestContext,
    customerId: string,
    terms: OrderTerms,
    prepare: (tx: AuditedTx) => Promise<{ stockId: string; title: string; auctionBidId: string | null }>,
  ): Promise<Order> {
    const country = terms.destinationCountry;
    const [consignee, tables, rule] = await Promise.all([
      this.consignees.findOwned(customerId, terms.consigneeId),
      this.prices.tables(country, terms.currency ?? 'USD'),
      this.eligibility.ruleFor(country),
    ]);
    if (!consignee) throw invalidField('consigneeId', Msg.CONSIGNEE_ID_INVALID);
    const snapshot: ConsigneeSnapshot = (({ permanent: _permanent, ...fields }) => ({ id: consignee.publicId, ...fields }))(
      consigneeFieldsOf(consignee),
    );
    const orderId = randomUUID();
    return this.orderChanges.run(
      ctx,
      async (tx, change) => {
        const m = tx.manager;
        const { stockId, title, auctionBidId } = await prepare(tx);
        const car = await this.cars.reserveForOrder(tx, stockId, orderId);
        const override = await this.eligibility.admitSale(tx, {
          customerId,
          stockId: car.stockId,
          country,
          car: { year: car.year, steering: car.steering === 'left' ? 'left' : 'right' },
          rule,
          orderId,
          staffReason: terms.eligibilityOverrideReason?.trim() || null,
        });
        const price = this.prices.priceWith(
          tables,
          {
            fobUsd: car.fobPriceUsd,
            volumeM3: car.volumeM3,
            port: terms.destinationPort,
            method: terms.shippingMethod,
            terms: terms.tradeTerms,
          },
          'order',
        );
        const now = this.clock.now();
        const cif = terms.tradeTerms === 'CIF';
        const expiresAt = addBusinessDays(now, HOLD_BUSINESS_DAYS, this.orderChanges.calendar);
        const repo = m.getRepository(Order);
        await repo.insert({
          publicId: orderId,
          userId: customerId,
          carId: car.id,
          status: 'reserved',
          stockId: car.stockId,
          carTitle: title.slice(0, 120),
          carThumbnailUrl: car.thumbnailUrl,
          tradeTerms: terms.tradeTerms,
          shippingMethod: terms.shippingMethod,
          destinationCountry: country,
          // The port as the tables name it ("mombasa" is kept as "Mombasa").
          destinationPort: price.destination.port,
          consignee: snapshot as never,
          currency: 'USD',
          ...(orderPriceColumns(price) as object),
          insuredAt: cif ? now : null,
          insuranceRatePercent: cif ? price.insuranceRatePercent : null,
          amountAllocated: '0.00',
          auctionBidId,
          reservedAt: now,
          expiresAt,
          statusChangedAt: now,
        });
        const saved = await repo.findOneByOrFail({ publicId: orderId });
        const cause = auctionBidId ? 'staff' : 'customer';
        await this.orderChanges.record(tx, saved, null, 'reserved', cause, null, now);
        await tx.audit({
          action: ORDER_AUDIT.reserve,
          targetType: ORDER_TARGET,
          targetId: orderId,
          before: null,
          after: {
            stockId: car.stockId,
            tradeTerms: terms.tradeTerms,
            shippingMethod: terms.shippingMethod,
            destination: `${price.destination.port}, ${country}`,
            total: price.totalUsd,
            ...(price.currency !== 'USD' ? { quoted: { currency: price.currency, total: price.total, rate: price.exchangeRate } } : {}),
            expiresAt: expiresAt.toISOString(),
            ...(auctionBidId ? { auctionBidId } : {}),
            ...(override ? { eligibilityOverride: override } : {}),
          },
        });
        change.carsMoved = true;
        if (!auctionBidId) {
          change.schedule.set(orderId, expiresAt);
          change.holdsPlaced += 1;
        }
        return saved;
      },
      // The unique index on a car's holding order: a race lost at the very last moment.
      { onUniqueViolation: () => conflict(Msg.CAR_ALREADY_RESERVED) },
    );
  }

  /** The customer cancels their own reservation (only while `reserved`); the car is available again at once. */
  async cancelReservation(ctx: RequestContext, id: string): Promise<OrderDto> {
    const customer = actorOf(ctx);
    const order = await this.orderChanges.run(ctx, async (tx, change) => {
      const locked = await this.orderChanges.lock(tx.manager, id, customer.id);
      // A won auction car is bought at the auction house: staff settle with the customer what happens to it.
      if (locked.auctionBidId && locked.status === 'reserved') throw conflict(Msg.AUCTION_ORDER_NOT_CANCELLABLE);
      await this.orderChanges.move(tx, change, locked, 'cancelled', 'customer');
      return locked;
    });
    return this.customerDetail(order);
  }

  /**
   * Adds marine insurance to the caller's CFR order (spec §1): the premium on the CFR value (cover up to $10,000, never
   * above the value; premium from $30, at the configured rate) becomes the order's insurance line and is added to its
   * total, in one transaction with the audit entry. Refused (409) for FOB (the buyer arranges shipping), CIF (already
   * insured), an order insured already, and once it is paid in full or shipped.
   */
  async insureOwn(ctx: RequestContext, id: string): Promise<OrderDto> {
    const order = await this.orderChanges.run(ctx, async (tx) => {
      const locked = await this.orderChanges.lock(tx.manager, id, actorOf(ctx).id);
      const refusal = insuranceRefusal(locked);
      if (refusal) throw conflict(refusal);
      const rate = this.config.marineInsuranceRatePercent;
      // The engine's own insurance line on the snapshot, at its exchange rate: what the calculator quotes for CFR with insurance.
      const price = withInsurance(locked.priceSnapshot, rate);
      const { insurance, total, priceSnapshot } = orderPriceColumns(price);
      const line = price.lines.find((l) => l.key === 'insurance');
      const insuredAt = this.clock.now();
      await tx.manager
        .getRepository(Order)
        .update({ id: locked.id }, { insurance, total, priceSnapshot: priceSnapshot as never, insuredAt, insuranceRatePercent: rate });
      await tx.audit({
        action: ORDER_AUDIT.insure,
        targetType: ORDER_TARGET,
        targetId: locked.publicId,
        before: { insurance: locked.insurance, total: locked.total },
        after: { insurance, total, cover: line && 'coverUsd' in line ? line.coverUsd : null, ratePercent: rate },
      });
      Object.assign(locked, { insurance, total, priceSnapshot, insuredAt, insuranceRatePercent: rate });
      return locked;
    });
    return this.customerDetail(order);
  }

  /** Reserved Vehicles: the customer's orders not yet fully paid (spec §4 filter All, In Transit, Reserved). */
  listReserved(ctx: RequestContext, query: ReservedOrdersQueryDto): Promise<OrderListDto> {
    return this.customerList(actorOf(ctx).id, RESERVED_LIST[query.status ?? 'all'], query);
  }

  /** Purchased Vehicles: the customer's fully paid orders (spec §4 filter All, In Transit, Purchased). */
  listPurchased(ctx: RequestContext, query: PurchasedOrdersQueryDto): Promise<OrderListDto> {
    return this.customerList(actorOf(ctx).id, PURCHASED_LIST[query.status ?? 'all'], query);
  }

  async getOwn(ctx: RequestContext, id: string): Promise<OrderDto> {
    return this.customerDetail(await this.findOwn(ctx, id));
  }

  async ownInvoice(ctx: RequestContext, id: string): Promise<ProformaInvoiceDto> {
    return this.invoice(await this.findOwn(ctx, id));
  }

  /**
   * Which of these customers have bought a car from us: an order in their Purchased Vehicles (PURCHASED_LIST.all —
   * paid, or shipped or arrived and fully paid). Read by the reviews' verified-buyer badge.
   */
  async purchasersAmong(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const qb = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('DISTINCT o.user_id', 'userId')
      .where('o.userId IN (:...userIds)', { userIds: [...new Set(userIds)] });
    qb.andWhere(
      new Brackets((any) => {
        PURCHASED_LIST.all.forEach((term, i) => {
          const paid =
            term.fullyPaid === undefined ? '' : term.fullyPaid ? ' AND o.amountAllocated >= o.total' : ' AND o.amountAllocated < o.total';
          any.orWhere(`(o.status IN (:...bought${i})${paid})`, { [`bought${i}`]: term.statuses });
        });
      }),
    );
    const rows = await qb.getRawMany<{ userId: string }>();
    return new Set(rows.map((r) => String(r.userId)));
  }

  /** The caller's order, or 404 "Order not found." (also for another customer's order). */
  async findOwn(ctx: RequestContext, id: string, m: EntityManager = this.dataSource.manager): Promise<Order> {
    return this.orderChanges.find(m, id, actorOf(ctx).id);
  }

  /* ---------------------------------------------------------------- staff */

  async listAll(query: AdminOrdersQueryDto): Promise<AdminOrderListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = await this.staffQuery(query);
    if (!qb) return { items: [], total: 0, totalEstimated: false, page, limit };
    const { rows, total, totalEstimated } = await cappedPage(qb, skip, limit);
    return { items: await this.staffSummaries(rows), total, totalEstimated, page, limit };
  }

  /** The staff's order list as CSV: the same filters and sort, every page (up to the export's cap). */
  async exportCsv(query: AdminOrdersQueryDto): Promise<StreamableFile> {
    const qb = await this.staffQuery(query);
    type Row = AdminOrderSummaryDto;
    const columns: CsvColumn<Row>[] = [
      { header: 'Order id', value: (o) => o.id },
      { header: 'Status', value: (o) => o.status },
      { header: 'Stock id', value: (o) => o.car.stockId },
      { header: 'Car', value: (o) => o.car.title },
      { header: 'Customer', value: (o) => o.customer?.name },
      { header: 'Customer email', value: (o) => o.customer?.email },
      { header: 'Terms', value: (o) => o.tradeTerms },
      { header: 'Method', value: (o) => o.shippingMethod },
      { header: 'Country', value: (o) => o.destinationCountry },
      { header: 'Port', value: (o) => o.destinationPort },
      { header: 'Total (USD)', value: (o) => o.payment.total.amount },
      { header: 'Paid (USD)', value: (o) => o.payment.allocated.amount },
      { header: 'Paid %', value: (o) => o.payment.percent },
      { header: 'Reserved at', value: (o) => o.reservedAt },
      { header: 'Hold ends at', value: (o) => o.expiresAt },
      { header: 'Hold paused', value: (o) => o.holdPaused },
      { header: 'Status changed at', value: (o) => o.statusChangedAt },
    ];
    return this.exports.download('orders', columns, qb ? keysetBatches(qb, (rows) => this.staffSummaries(rows)) : noRows);
  }

  /**
   * The staff's order query with every filter and the sort, or null when a filter can match nothing (an unknown
   * customer, an order number that cannot be one). Each filter and sort key has an index (migration AdminOrderLists).
   */
  private async staffQuery(query: AdminOrdersQueryDto): Promise<SelectQueryBuilder<Order> | null> {
    const range = toTimeRange(query.from, query.to);
    if (!range) throw invalidField('to', Msg.INVALID_DATE_RANGE);
    const qb = this.dataSource.getRepository(Order).createQueryBuilder('o');
    if (query.customerId) {
      const customer = await this.users.findByPublicId(query.customerId);
      if (!customer) return null;
      qb.andWhere('o.userId = :userId', { userId: customer.id });
    }
    if (query.customer) {
      const ids = await this.users.idsMatching(query.customer, MAX_MATCHED_CUSTOMERS);
      if (ids.length === 0) return null;
      qb.andWhere('o.userId IN (:...customerIds)', { customerIds: ids });
    }
    if (query.orderNumber) {
      const match = orderNumberMatch(query.orderNumber);
      if (!match) return null;
      qb.andWhere('o.publicId BETWEEN :low AND :high', { low: match.low, high: match.high });
      if (match.stockId) qb.andWhere('o.stockId = :invoiceStockId', { invoiceStockId: match.stockId });
    }
    if (query.status) qb.andWhere('o.status = :status', { status: query.status });
    if (query.stockId) qb.andWhere('o.stockId ILIKE :stockId', { stockId: `%${escapeLike(query.stockId)}%` });
    if (query.port) qb.andWhere('o.destinationPort ILIKE :port', { port: `%${escapeLike(query.port)}%` });
    if (query.expiresBefore) {
      const before = toTimeRange(undefined, query.expiresBefore)!.until!;
      qb.andWhere("o.status = 'reserved'").andWhere('o.expiresAt < :before', { before });
    }
    if (query.unassigned !== undefined) qb.andWhere(query.unassigned ? 'o.shipmentId IS NULL' : 'o.shipmentId IS NOT NULL');
    if (range.from) qb.andWhere('o.reservedAt >= :from', { from: range.from });
    if (range.until) qb.andWhere('o.reservedAt < :until', { until: range.until });
    return applySort(qb, query.sort, ADMIN_ORDER_SORT_COLUMNS, '-reservedAt', 'o.id');
  }

  private async staffSummaries(rows: Order[]): Promise<AdminOrderSummaryDto[]> {
    const [paused, customers] = await Promise.all([
      this.expiry.pausedOrderIdsNow(rows.map((o) => o.id)),
      this.users.findByIds(rows.flatMap((o) => (o.userId ? [o.userId] : []))),
    ]);
    return rows.map((o) => ({ ...toOrderSummary(o, paused.has(o.id)), customer: toCustomerDto(customerOf(customers, o)) }));
  }

  async getForStaff(id: string): Promise<AdminOrderDto> {
    return this.staffDetail(await this.orderChanges.find(this.dataSource.manager, id));
  }

  async staffInvoice(id: string): Promise<ProformaInvoiceDto> {
    return this.invoice(await this.orderChanges.find(this.dataSource.manager, id));
  }

  /** Ship, arrive or cancel (with a reason), as the transitions table allows; the car follows. */
  async changeStatus(ctx: RequestContext, id: string, body: ChangeOrderStatusDto): Promise<AdminOrderDto> {
    const reason = body.reason ?? null;
    if (body.status === 'cancelled' && !reason) throw invalidField('reason', Msg.REASON_REQUIRED);
    const order = await this.orderChanges.run(ctx, async (tx, change) => {
      const locked = await this.orderChanges.lock(tx.manager, id);
      await this.orderChanges.move(tx, change, locked, body.status, 'staff', reason);
      return locked;
    });
    return this.staffDetail(order);
  }

  /**
   * Adds business days to a reservation's hold, counted from its deadline (or from now, when the deadline has passed
   * while a remittance copy paused it), with the reason in the audit log; the expiry job moves to the new deadline.
   */
  async extendHold(ctx: RequestContext, id: string, body: ExtendHoldDto): Promise<AdminOrderDto> {
    const order = await this.orderChanges.run(ctx, async (tx, change) => {
      const locked = await this.orderChanges.lock(tx.manager, id);
      if (locked.status !== 'reserved') throw conflict(Msg.HOLD_NOT_EXTENDABLE, { status: locked.status.replace(/_/g, ' ') });
      const now = this.clock.now();
      const from = locked.expiresAt.getTime() > now.getTime() ? locked.expiresAt : now;
      const expiresAt = addBusinessDays(from, body.businessDays, this.orderChanges.calendar);
      await tx.manager.getRepository(Order).update({ id: locked.id }, { expiresAt });
      await tx.audit({
        action: ORDER_AUDIT.holdExtend,
        targetType: ORDER_TARGET,
        targetId: locked.publicId,
        before: { expiresAt: locked.expiresAt.toISOString() },
        after: { expiresAt: expiresAt.toISOString(), businessDays: body.businessDays, reason: body.reason },
      });
      change.schedule.set(locked.publicId, expiresAt);
      locked.expiresAt = expiresAt;
      return locked;
    });
    return this.staffDetail(order);
  }

  /**
   * The order holding a car (any state but cancelled), read in the caller's transaction: the staff car routes refuse
   * to change the status of a car whose status follows an order (issue 9 §8).
   */
  async holderOfCar(m: EntityManager, carId: string): Promise<CarHolder | null> {
    const order = await m.getRepository(Order).findOne({ where: { carId, status: Not('cancelled' as const) } });
    return order ? { orderId: order.publicId, status: order.status } : null;
  }

  /** Who holds each of these cars (the customer of its order in any state but cancelled): car id → user id. */
  async holdersOfCars(carIds: readonly string[]): Promise<Map<string, string>> {
    if (carIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(Order)
      .find({ where: { carId: In([...carIds]), status: Not('cancelled' as const) }, select: { carId: true, userId: true } });
    return new Map(rows.filter((r) => r.userId !== null).map((r) => [String(r.carId), String(r.userId)]));
  }

  /* ---------------------------------------------------------------- for the shipments module */

  /** Any customer's order by public id (staff routes), or 404 "Order not found.". */
  findForStaff(id: string, m: EntityManager = this.dataSource.manager): Promise<Order> {
    return this.orderChanges.find(m, id);
  }

  /**
   * Puts orders on a shipment (or takes them off with null), in the caller's transaction: every id must be an order
   * (400 `ORDER_ID_INVALID`), and in one of `statuses` (409 `ORDER_NOT_SHIPPABLE`). The rows are locked, in id order.
   * Answers the orders as they were, for the caller's audit entry.
   */
  async assignToShipment(
    m: EntityManager,
    orderIds: readonly string[],
    shipmentId: string | null,
    statuses: readonly OrderStatus[],
  ): Promise<Order[]> {
    const ids = [...new Set(orderIds)];
    if (!ids.every(isUuid)) throw invalidField('orderIds', Msg.ORDER_ID_INVALID);
    const orders = await m
      .getRepository(Order)
      .find({ where: { publicId: In(ids) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
    if (orders.length !== ids.length) throw invalidField('orderIds', Msg.ORDER_ID_INVALID);
    const refused = orders.find((o) => !statuses.includes(o.status));
    if (refused) throw conflict(Msg.ORDER_NOT_SHIPPABLE, { orderId: refused.publicId, status: refused.status.replace(/_/g, ' ') });
    await m.getRepository(Order).update({ id: In(orders.map((o) => o.id)) }, { shipmentId });
    return orders;
  }

  /**
   * Credits the caller's order with an amount another module pays from its own tables (a coupon), exactly as an
   * allocated payment counts: in one transaction the order row is locked (404 for another customer's), `pay` is asked
   * for the amount given what the order still owes (and takes it, e.g. by a conditional UPDATE of its own row), the
   * order's paid amount rises, and the payment thresholds move it (50% → deposit_paid, 100% → paid) with its car.
   */
  async creditOwn(
    ctx: RequestContext,
    id: string,
    pay: (
      tx: AuditedTx,
      order: { id: string; publicId: string; currency: string; balance: string },
    ) => Promise<{ amount: string; source: string }>,
  ): Promise<OrderDto> {
    const order = await this.orderChanges.run(ctx, async (tx, change) => {
      const locked = await this.orderChanges.lock(tx.manager, id, actorOf(ctx).id);
      const balance = paymentProgress(locked.amountAllocated, locked.total).balance;
      if (locked.status !== 'cancelled' && !isMoreThan(balance, 0)) throw conflict(Msg.ORDER_ALREADY_PAID);
      if (!ALLOCATABLE_STATUSES.includes(locked.status))
        throw conflict(Msg.ORDER_NOT_CREDITABLE, { status: locked.status.replace(/_/g, ' ') });
      const { amount, source } = await pay(tx, { id: locked.id, publicId: locked.publicId, currency: locked.currency, balance });
      if (isMoreThan(amount, balance)) throw conflict(Msg.ALLOCATION_EXCEEDS_BALANCE, { balance, currency: locked.currency });
      const allocated = addMoney(locked.amountAllocated, amount);
      await tx.audit({
        action: ORDER_AUDIT.credit,
        targetType: ORDER_TARGET,
        targetId: locked.publicId,
        before: { amountAllocated: locked.amountAllocated },
        after: { amountAllocated: allocated, amount, source },
      });
      await this.orderChanges.applyPayment(tx, change, locked, allocated);
      return locked;
    });
    return this.customerDetail(order);
  }

  /** How many orders each of these shipments (internal ids) carries; a shipment with none is left out. */
  async countOnShipments(shipmentIds: readonly string[]): Promise<Map<string, number>> {
    if (shipmentIds.length === 0) return new Map();
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

  /** A customer's orders in `statuses`, newest reservation first (Car tracking). */
  ownInStatuses(ctx: RequestContext, statuses: readonly OrderStatus[]): Promise<Order[]> {
    return this.dataSource
      .getRepository(Order)
      .find({ where: { userId: actorOf(ctx).id, status: In([...statuses]) }, order: { reservedAt: 'DESC', id: 'DESC' } });
  }

  /* ---------------------------------------------------------------- reading */

  async customerDetail(order: Order): Promise<OrderDto> {
    const { history, allocations, copies, paused } = await this.parts(order);
    return {
      ...toOrderSummary(order, paused),
      price: toOrderPrice(order),
      insurance: toOrderInsurance(order, this.config.marineInsuranceRatePercent),
      consignee: toOrderConsignee(order.consignee),
      history: history.map(toCustomerTransition),
      payments: allocations.filter((a) => a.voidedAt === null).map((a) => toCustomerPayment(a, a.payment!)),
      remittanceCopies: copies.map(toRemittanceCopyDto),
    };
  }

  async staffDetail(order: Order): Promise<AdminOrderDto> {
    const [{ history, allocations, copies, paused }, customers] = await Promise.all([
      this.parts(order),
      this.users.findByIds(order.userId ? [order.userId] : []),
    ]);
    return {
      ...toOrderSummary(order, paused),
      customer: toCustomerDto(customerOf(customers, order)),
      price: toOrderPrice(order),
      insurance: toOrderInsurance(order, this.config.marineInsuranceRatePercent),
      consignee: toOrderConsignee(order.consignee),
      history: history.map(toAdminTransition),
      payments: allocations.map((a) => toOrderPayment(a, a.payment!)),
      remittanceCopies: copies.map(toRemittanceCopyDto),
      nextStatuses: ORDER_MACHINE.targets(order.status, 'staff') as StaffTarget[],
    };
  }

  private async parts(order: Order) {
    const m = this.dataSource.manager;
    const [history, allocations, copies, paused] = await Promise.all([
      m.getRepository(OrderTransition).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
      m.getRepository(PaymentAllocation).find({ where: { orderId: order.id }, relations: { payment: true }, order: { id: 'ASC' } }),
      m.getRepository(RemittanceCopy).find({ where: { orderId: order.id }, order: { uploadedAt: 'DESC', id: 'DESC' } }),
      this.expiry.isPaused(m, order),
    ]);
    return { history, allocations, copies, paused };
  }

  private async invoice(order: Order): Promise<ProformaInvoiceDto> {
    const buyer = order.userId ? await this.users.findById(order.userId) : null;
    return proformaInvoice(
      order,
      buyer ? { name: `${buyer.firstName} ${buyer.lastName}`.trim(), email: buyer.email } : null,
      this.orderChanges.calendar,
    );
  }

  private async customerList(userId: string, terms: readonly ListTerm[], query: DateFilters & { page?: number; limit?: number }) {
    const { rows, total, page, limit } = await this.page(query, (qb) => {
      qb.andWhere('o.userId = :userId', { userId });
      qb.andWhere(
        new Brackets((any) => {
          terms.forEach((term, i) => {
            const paid =
              term.fullyPaid === undefined ? '' : term.fullyPaid ? ' AND o.amountAllocated >= o.total' : ' AND o.amountAllocated < o.total';
            any.orWhere(`(o.status IN (:...terms${i})${paid})`, { [`terms${i}`]: term.statuses });
          });
        }),
      );
    });
    const paused = await this.expiry.pausedOrderIdsNow(rows.map((o) => o.id));
    return { items: rows.map((o) => toOrderSummary(o, paused.has(o.id))), total, page, limit };
  }

  /** A page of orders, newest reservation first, with the stock id and date filters every list shares. */
  private async page(query: DateFilters & { page?: number; limit?: number }, where: (qb: SelectQueryBuilder<Order>) => void) {
    const range = toTimeRange(query.from, query.to);
    if (!range) throw invalidField('to', Msg.INVALID_DATE_RANGE);
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = this.dataSource.getRepository(Order).createQueryBuilder('o');
    where(qb);
    if (query.stockId) qb.andWhere('o.stockId ILIKE :stockId', { stockId: `%${escapeLike(query.stockId)}%` });
    if (range.from) qb.andWhere('o.reservedAt >= :from', { from: range.from });
    if (range.until) qb.andWhere('o.reservedAt < :until', { until: range.until });
    const [rows, total] = await qb.orderBy('o.reservedAt', 'DESC').addOrderBy('o.id', 'DESC').skip(skip).take(limit).getManyAndCount();
    return { rows, total, page, limit };
  }
}

const customerOf = (customers: Map<string, User>, order: Order): User | undefined =>
  order.userId ? customers.get(order.userId) : undefined;
