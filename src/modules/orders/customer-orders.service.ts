import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { Clock } from '../../common/time/clock.js';
import { toTimeRange } from '../../common/time/time-range.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { modification } from '../audit/audit-facts.js';
import type { AuditedTx } from '../audit/audited-changes.service.js';
import { insuranceRefusal } from './order-insurance-rules.js';
import { withInsurance } from '../price-calculator/price-quote-rules.js';
import { ORDER_AUDIT, ORDER_TARGET, OrderChanges } from './order-changes.service.js';
import { addMoney, ALLOCATABLE_STATUSES, isMoreThan, paymentProgress } from './order-payments.js';
import { orderPriceColumns } from './order-pricing.js';
import type { OrderStatus } from './order-transitions.js';
import { OrderViews } from './order-views.service.js';
import type { Order } from './order.entity.js';
import { toOrderSummary } from './orders.mappers.js';
import { OrdersRepository } from './orders.repository.js';
import type { PurchasedOrdersQueryDto, ReservedOrdersQueryDto } from './orders.requests.js';
import type { OrderDto, OrderListDto } from './orders.responses.js';
import type { ProformaInvoiceDto } from './proforma-invoice.responses.js';
import { type ListTerm, PURCHASED_LIST, RESERVED_LIST } from './reservation-rules.js';

type ListQuery = { stockId?: string; from?: string; to?: string; page?: number; limit?: number };

/**
 * A customer's own orders: Reserved and Purchased Vehicles, an order's page and its proforma invoice, and what the
 * customer adds to one (marine insurance, a credit such as a coupon). A customer only ever reaches their own orders:
 * another customer's order id is a 404, like an unknown one.
 */
@Injectable()
export class CustomerOrdersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly orderChanges: OrderChanges,
    private readonly views: OrderViews,
    private readonly clock: Clock,
  ) {}

  /** Reserved Vehicles: the customer's orders not yet fully paid (spec §4 filter All, In Transit, Reserved). */
  listReserved(ctx: RequestContext, query: ReservedOrdersQueryDto): Promise<OrderListDto> {
    return this.customerList(actorOf(ctx).id, RESERVED_LIST[query.status ?? 'all'], query);
  }

  /** Purchased Vehicles: the customer's fully paid orders (spec §4 filter All, In Transit, Purchased). */
  listPurchased(ctx: RequestContext, query: PurchasedOrdersQueryDto): Promise<OrderListDto> {
    return this.customerList(actorOf(ctx).id, PURCHASED_LIST[query.status ?? 'all'], query);
  }

  async getOwn(ctx: RequestContext, id: string): Promise<OrderDto> {
    return this.views.customerDetail(await this.findOwn(ctx, id));
  }

  async ownInvoice(ctx: RequestContext, id: string): Promise<ProformaInvoiceDto> {
    return this.views.invoice(await this.findOwn(ctx, id));
  }

  /** The caller's order, or 404 "Order not found." (also for another customer's order). */
  async findOwn(ctx: RequestContext, id: string, m: EntityManager = this.orders.manager): Promise<Order> {
    return this.orderChanges.find(m, id, actorOf(ctx).id);
  }

  /** A customer's orders in `statuses`, newest reservation first (Car tracking). */
  ownInStatuses(ctx: RequestContext, statuses: readonly OrderStatus[]): Promise<Order[]> {
    return this.orders.ofCustomerInStatuses(actorOf(ctx).id, statuses);
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
      const insured = { insurance, total, priceSnapshot: priceSnapshot as never, insuredAt, insuranceRatePercent: rate };
      await this.orders.update(tx.manager, locked.id, insured);
      await tx.audit(
        modification(ORDER_AUDIT.insure, ORDER_TARGET, locked.publicId, {
          before: { insurance: locked.insurance, total: locked.total },
          after: { insurance, total, cover: line && 'coverUsd' in line ? line.coverUsd : null, ratePercent: rate },
        }),
      );
      Object.assign(locked, { insurance, total, priceSnapshot, insuredAt, insuranceRatePercent: rate });
      return locked;
    });
    return this.views.customerDetail(order);
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
      await tx.audit(
        modification(ORDER_AUDIT.credit, ORDER_TARGET, locked.publicId, {
          before: { amountAllocated: locked.amountAllocated },
          after: { amountAllocated: allocated, amount, source },
        }),
      );
      await this.orderChanges.applyPayment(tx, change, locked, allocated);
      return locked;
    });
    return this.views.customerDetail(order);
  }

  /** A page of the customer's orders matching any of `terms`, newest reservation first, with the stock id and date filters. */
  private async customerList(userId: string, terms: readonly ListTerm[], query: ListQuery): Promise<OrderListDto> {
    const range = toTimeRange(query.from, query.to);
    if (!range) throw invalidField('to', Msg.INVALID_DATE_RANGE);
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.orders.customerPage(userId, terms, { stockId: query.stockId, range }, skip, limit);
    const paused = await this.orders.pausedOrderIds(
      this.orders.manager,
      rows.map((o) => o.id),
    );
    return { items: rows.map((o) => toOrderSummary(o, paused.has(o.id))), total, page, limit };
  }
}
