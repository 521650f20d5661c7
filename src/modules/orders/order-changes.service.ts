import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { addBusinessDays, type CompanyCalendar, companyCalendar } from '../../common/time/business-days.js';
import { Clock } from '../../common/time/clock.js';
import { isUuid } from '../../common/validation/uuid.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { domainEvent, type OrderFacts } from '../../events/domain-event-types.js';
import { DomainEvents } from '../../events/domain-events.service.js';
import { reservationExpireJobId } from '../../jobs/job-definitions.js';
import { JobsService } from '../../jobs/jobs.service.js';
import { JobName } from '../../jobs/queues.js';
import { modification } from '../audit/audit-facts.js';
import { AuditedChanges, type AuditedTx } from '../audit/audited-changes.service.js';
import { auditActions } from '../audit/audit-actions.js';
import type { CarStatus } from '../cars/car.entity.js';
import { CarStock } from '../cars/car-stock.service.js';
import { type CancellationReason, cancellationNoticeOf } from './order-emails.js';
import { CAR_STATUS_OF, type OrderStatus, type TransitionCause, transitionRefusal } from './order-transitions.js';
import type { Order } from './order.entity.js';
import { OrdersRepository } from './orders.repository.js';
import { isFullyPaid, statusesAfterPayment, statusesAfterVoid } from './order-payments.js';
import { expireJobDelay, HOLD_BUSINESS_DAYS } from './reservation-rules.js';
import { expiryLagSeconds, ReservationMetrics } from './reservation-metrics.js';

/** Audit target type of orders; the target id is the order's public id. */
export const ORDER_TARGET = 'order';
/** Audit target type of payments; the target id is the payment's public id. */
export const PAYMENT_TARGET = 'payment';
export const ORDER_AUDIT = {
  ...auditActions(ORDER_TARGET, ['reserve', 'transition', 'holdExtend', 'remittanceUpload', 'remittanceReview']),
  ...auditActions(PAYMENT_TARGET, ['record', 'allocate', 'void'], 'payment'),
  /** An order's paid amount falling because a payment put towards it was voided. */
  paymentReverse: 'order.payment_reverse',
  ...auditActions(ORDER_TARGET, ['credit', 'insure']),
} as const;

/**
 * What a committed change still has to do outside PostgreSQL: refresh the catalogue, (re)schedule jobs. (Its
 * cancellation notices are owed through its `order.status_changed` events: CancellationNotices.)
 */
export class OrderChange {
  carsMoved = false;
  /** Holds placed on stock cars (metrics). */
  holdsPlaced = 0;
  /** Seconds past its deadline of each hold the auto-cancel cancelled (metrics). */
  readonly expiryLags: number[] = [];
  /** Orders whose delayed expiry job may go (they left `reserved`): an optimisation, the handler re-checks. */
  readonly unschedule = new Set<string>();
  /** Orders whose hold (re)starts: their job is replaced by one at the new deadline. */
  readonly schedule = new Map<string, Date>();
}

/**
 * How one move differs from the table's defaults, for a caller that knows why (AuctionOrdersService.cancelUnpaidWonAuctionOrder):
 * the car goes to `car.status` instead of CAR_STATUS_OF[to] — CAR_MACHINE decides whether its order may move it there —
 * with `car.audit` added to the car's audit entry; `notice: false` sends no cancellation notice (the customer is told
 * some other way). Every other move takes the defaults.
 */
export interface MoveOptions {
  car?: { status: CarStatus; audit: Record<string, unknown> };
  notice?: boolean;
}

/** An order as its domain events name it. */
export const orderFactsOf = (order: Pick<Order, 'publicId' | 'userId' | 'stockId' | 'carTitle'>): OrderFacts => ({
  orderId: order.publicId,
  userId: order.userId,
  stockId: order.stockId,
  carTitle: order.carTitle,
});

/**
 * The one way the orders module changes an order (DESIGN.md §8): the work runs through AuditedChanges with an
 * OrderChange collecting what must follow the commit; `move` is the only code that changes an order's status — it
 * asks the transitions table, moves the car with it (CarStock, same transaction), records the move with its cause,
 * actor and time (order_transitions) and audits it.
 */
@Injectable()
export class OrderChanges {
  private readonly logger = new Logger(OrderChanges.name);
  readonly calendar: CompanyCalendar;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly changes: AuditedChanges,
    private readonly cars: CarStock,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly metrics: ReservationMetrics,
    private readonly orders: OrdersRepository,
  ) {
    this.calendar = companyCalendar(config.companyClosures);
  }

  async run<T>(
    ctx: RequestContext,
    work: (tx: AuditedTx, change: OrderChange) => Promise<T>,
    options: { onUniqueViolation?: () => Error } = {},
  ): Promise<T> {
    const change = new OrderChange();
    const result = await this.changes.run(ctx, (tx) => work(tx, change), options);
    this.metrics.record(change.holdsPlaced, change.expiryLags);
    await this.afterCommit(change);
    return result;
  }

  /** The order by public id, its row locked for the transaction; 404 when unknown or (with `ownerId`) not theirs. */
  lock(m: EntityManager, publicId: string, ownerId?: string): Promise<Order> {
    return this.load(m, publicId, ownerId, true);
  }

  /** The order by public id; 404 "Order not found." when unknown or (with `ownerId`) someone else's. */
  find(m: EntityManager, publicId: string, ownerId?: string): Promise<Order> {
    return this.load(m, publicId, ownerId, false);
  }

  private async load(m: EntityManager, publicId: string, ownerId: string | undefined, lock: boolean): Promise<Order> {
    const order = isUuid(publicId) ? await this.orders.findByPublicId(m, publicId, { ownerId, lock }) : null;
    if (!order) throw notFound(Msg.ORDER_NOT_FOUND);
    return order;
  }

  /**
   * A locked order's paid amount rises to `allocated` (a payment allocated to it, a credit): the row, the moves its
   * thresholds make (50% → deposit_paid, 100% → paid) and, when this pays it in full, the `order.paid_in_full` event,
   * whose in-transaction subscribers settle what it pays for (the auctions module: the won bid request) — all in the
   * caller's transaction. An order shipped on its deposit is paid in full without becoming `paid`.
   */
  async applyPayment(tx: AuditedTx, change: OrderChange, order: Order, allocated: string): Promise<void> {
    const wasPaidInFull = isFullyPaid(order.amountAllocated, order.total);
    await this.orders.update(tx.manager, order.id, { amountAllocated: allocated });
    order.amountAllocated = allocated;
    for (const step of statusesAfterPayment(order.status, allocated, order.total)) await this.move(tx, change, order, step, 'payment');
    if (!wasPaidInFull && isFullyPaid(allocated, order.total)) {
      await this.events.record(tx, domainEvent('order.paid_in_full', { orderId: order.publicId, auctionBidId: order.auctionBidId }));
    }
  }

  /** The deadline of a hold that starts now (a reservation again after a void): HOLD_BUSINESS_DAYS on the company calendar. */
  holdFromNow(): Date {
    return addBusinessDays(this.clock.now(), HOLD_BUSINESS_DAYS, this.calendar);
  }

  /**
   * A locked order's paid amount falls to `allocated` (a voided payment takes its allocations back), in the caller's
   * transaction: the row; the moves back its thresholds make (under 100% → deposit_paid, under 50% → reserved; cause
   * `void`, with the reason); a new hold when it is a reservation again (holdFromNow, its expiry job scheduled after the
   * commit, the car reserved again); and, when it was paid in full and no longer is, the `order.no_longer_paid_in_full`
   * event, whose in-transaction subscribers undo what `order.paid_in_full` settled.
   * Shipped, arrived and cancelled orders keep their status (the table has no move back): only the money goes.
   */
  async reversePayment(tx: AuditedTx, change: OrderChange, order: Order, allocated: string, reason: string): Promise<void> {
    const wasPaidInFull = isFullyPaid(order.amountAllocated, order.total);
    await this.orders.update(tx.manager, order.id, { amountAllocated: allocated });
    order.amountAllocated = allocated;
    const steps = statusesAfterVoid(order.status, allocated, order.total, order.userId !== null);
    for (const step of steps) await this.move(tx, change, order, step, 'void', reason);
    if (steps.at(-1) === 'reserved') {
      const expiresAt = this.holdFromNow();
      await this.orders.update(tx.manager, order.id, { expiresAt });
      order.expiresAt = expiresAt;
      change.schedule.set(order.publicId, expiresAt);
    }
    if (wasPaidInFull && !isFullyPaid(allocated, order.total)) {
      await this.events.record(
        tx,
        domainEvent('order.no_longer_paid_in_full', { orderId: order.publicId, auctionBidId: order.auctionBidId }),
      );
    }
  }

  /**
   * Moves a locked order to `to` for `cause`, or refuses with a 409 the transitions table explains; the car follows
   * (CAR_STATUS_OF, or where `options.car` says).
   */
  async move(
    tx: AuditedTx,
    change: OrderChange,
    order: Order,
    to: OrderStatus,
    cause: TransitionCause,
    reason: string | null = null,
    options: MoveOptions = {},
  ): Promise<void> {
    const refusal = transitionRefusal(order.status, to, cause);
    if (refusal) throw refusal;
    const from = order.status;
    const at = this.clock.now();
    const car = options.car?.status ?? CAR_STATUS_OF[to];
    await this.orders.update(tx.manager, order.id, { status: to, statusChangedAt: at });
    await this.record(tx, order, from, to, cause, reason, at, options.notice === false ? null : cancellationNoticeOf(order, to, cause));
    if (CAR_STATUS_OF[from] !== car) {
      await this.cars.followOrder(tx, order.carId, car, order.publicId, options.car?.audit);
      change.carsMoved = true;
    }
    await tx.audit(
      modification(ORDER_AUDIT.transition, ORDER_TARGET, order.publicId, {
        before: { status: from },
        after: { status: to, cause, ...(reason ? { reason } : {}), ...(options.car ? { car } : {}) },
      }),
    );
    if (from === 'reserved') change.unschedule.add(order.publicId);
    if (from === 'reserved' && to === 'cancelled' && cause === 'expiry') change.expiryLags.push(expiryLagSeconds(order.expiresAt, at));
    order.status = to;
    order.statusChangedAt = at;
  }

  /**
   * `move` for many locked orders in the same status at once (the reservations expiring together): the same checks,
   * the same rows and the same follow-ups, in one statement per table instead of one per order.
   */
  async moveMany(tx: AuditedTx, change: OrderChange, orders: readonly Order[], to: OrderStatus, cause: TransitionCause): Promise<void> {
    if (orders.length === 0) return;
    for (const order of orders) {
      const refusal = transitionRefusal(order.status, to, cause);
      if (refusal) throw refusal;
    }
    const at = this.clock.now();
    const actor = tx.ctx.actor;
    await this.orders.updateMany(
      tx.manager,
      orders.map((o) => o.id),
      { status: to, statusChangedAt: at },
    );
    await this.orders.insertTransitions(
      tx.manager,
      orders.map((order) => ({
        orderId: order.id,
        fromStatus: order.status,
        toStatus: to,
        cause,
        actorId: actor?.publicId ?? null,
        actorRole: actor?.role ?? null,
        reason: null,
        at,
      })),
    );
    await this.events.record(
      tx,
      ...orders.map((order) =>
        domainEvent(
          'order.status_changed',
          {
            ...orderFactsOf(order),
            previousStatus: order.status,
            status: to,
            cause,
            customerNotice: cancellationNoticeOf(order, to, cause),
          },
          at,
        ),
      ),
    );
    const carMoves = orders
      .filter((o) => CAR_STATUS_OF[o.status] !== CAR_STATUS_OF[to])
      .map((o) => ({ carId: o.carId, orderId: o.publicId }));
    if (carMoves.length > 0) {
      await this.cars.followOrders(tx, carMoves, CAR_STATUS_OF[to]);
      change.carsMoved = true;
    }
    await tx.auditMany(
      orders.map((order) => ({
        action: ORDER_AUDIT.transition,
        targetType: ORDER_TARGET,
        targetId: order.publicId,
        before: { status: order.status },
        after: { status: to, cause },
      })),
    );
    for (const order of orders) {
      // An expiry's own job is due (or running) already: removing it would cost as much as letting it find nothing.
      if (order.status === 'reserved' && cause !== 'expiry') change.unschedule.add(order.publicId);
      if (order.status === 'reserved' && to === 'cancelled' && cause === 'expiry')
        change.expiryLags.push(expiryLagSeconds(order.expiresAt, at));
      order.status = to;
      order.statusChangedAt = at;
    }
  }

  /**
   * Adds a line to the order's history (its creation: `from` null), with the acting user from the context, and records
   * its `order.status_changed` event (with the cancellation notice the move owes the customer, if any).
   */
  async record(
    tx: AuditedTx,
    order: Order,
    from: OrderStatus | null,
    to: OrderStatus,
    cause: TransitionCause,
    reason: string | null,
    at: Date,
    customerNotice: CancellationReason | null = null,
  ): Promise<void> {
    const actor = tx.ctx.actor;
    await this.orders.insertTransitions(tx.manager, {
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      cause,
      actorId: actor?.publicId ?? null,
      actorRole: actor?.role ?? null,
      reason,
      at,
    });
    await this.events.record(
      tx,
      domainEvent('order.status_changed', { ...orderFactsOf(order), previousStatus: from, status: to, cause, customerNotice }, at),
    );
  }

  /** Puts a reservation's delayed expiry job at its deadline, replacing any earlier one; Redis trouble is logged, the sweep covers it. */
  async scheduleExpiry(orderId: string, expiresAt: Date): Promise<void> {
    const jobId = reservationExpireJobId(orderId);
    try {
      await this.jobs.remove(JobName.ReservationExpire, jobId);
      await this.jobs.enqueue(JobName.ReservationExpire, { orderId }, { jobId, delay: expireJobDelay(expiresAt, this.clock.now()) });
    } catch (error) {
      this.logger.warn(`Expiry job of order ${orderId} not scheduled (the sweep will expire it): ${(error as Error).message}`);
    }
  }

  /** Never fails the request: the change is committed, and each step has a fallback (the sweep, the next bump). */
  private async afterCommit(change: OrderChange): Promise<void> {
    if (change.carsMoved) {
      await this.cars.catalogueChanged().catch((error: unknown) => this.logger.warn(`Catalogue not bumped: ${(error as Error).message}`));
    }
    const unscheduled = [...change.unschedule].filter((orderId) => !change.schedule.has(orderId));
    await inChunks(unscheduled, (orderId) => this.jobs.remove(JobName.ReservationExpire, reservationExpireJobId(orderId)));
    for (const [orderId, expiresAt] of change.schedule) await this.scheduleExpiry(orderId, expiresAt);
  }
}

/** Runs `each` over `items`, up to 50 at a time (Redis round trips after a batch commit, not one after the other). */
async function inChunks<T>(items: readonly T[], each: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += 50) await Promise.all(items.slice(i, i + 50).map(each));
}
