import { Injectable, type StreamableFile } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { conflict, invalidField } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { StaffList, timeRangeFilter } from '../../common/pagination/staff-list.js';
import { addBusinessDays } from '../../common/time/business-days.js';
import { Clock } from '../../common/time/clock.js';
import { modification } from '../audit/audit-facts.js';
import { UsersService } from '../users/users.service.js';
import { ORDER_AUDIT, ORDER_TARGET, OrderChanges } from './order-changes.service.js';
import { orderNumberMatch } from './order-search.js';
import { OrderViews } from './order-views.service.js';
import type { Order } from './order.entity.js';
import { ADMIN_ORDER_SORT, OrdersRepository, type StaffOrderScope } from './orders.repository.js';
import type { AdminOrdersQueryDto, ChangeOrderStatusDto, ExtendHoldDto } from './orders.requests.js';
import type { AdminOrderDto, AdminOrderListDto, AdminOrderSummaryDto } from './orders.responses.js';
import type { ProformaInvoiceDto } from './proforma-invoice.responses.js';

/** A customer search naming more accounts than this is too vague to filter orders by: the first ones count. */
const MAX_MATCHED_CUSTOMERS = 500;

const ORDER_CSV_COLUMNS: CsvColumn<AdminOrderSummaryDto>[] = [
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

/**
 * The staff's orders: the list with its filters and CSV export, an order's page and invoice, and the moves staff make
 * by hand (ship, arrive, cancel with a reason, extend a hold).
 */
@Injectable()
export class StaffOrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly orderChanges: OrderChanges,
    private readonly views: OrderViews,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: AdminOrdersQueryDto) => this.staffFiltered(query),
    sort: ADMIN_ORDER_SORT,
    items: (rows: Order[]) => this.views.staffSummaries(rows),
    csv: { filename: 'orders', columns: ORDER_CSV_COLUMNS, rows: (rows) => this.views.staffSummaries(rows) },
  });

  listAll(query: AdminOrdersQueryDto): Promise<AdminOrderListDto> {
    return this.staffList.page(query);
  }

  /** The staff's order list as CSV: the same filters and sort, every page (up to the export's cap). */
  exportCsv(query: AdminOrdersQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  /**
   * The orders the staff list's filters match, or null when a filter can match nothing (an unknown customer, an order
   * number that cannot be one).
   */
  private async staffFiltered(query: AdminOrdersQueryDto): Promise<SelectQueryBuilder<Order> | null> {
    const range = timeRangeFilter(query);
    const scope: StaffOrderScope = {};
    if (query.customerId) {
      const customer = await this.users.findByPublicId(query.customerId);
      if (!customer) return null;
      scope.userId = customer.id;
    }
    if (query.customer) {
      const ids = await this.users.idsMatching(query.customer, MAX_MATCHED_CUSTOMERS);
      if (ids.length === 0) return null;
      scope.customerIds = ids;
    }
    if (query.orderNumber) {
      const match = orderNumberMatch(query.orderNumber);
      if (!match) return null;
      scope.orderNumber = match;
    }
    return this.orders.staffFiltered(query, range, scope);
  }

  async getForStaff(id: string): Promise<AdminOrderDto> {
    return this.views.staffDetail(await this.orderChanges.find(this.orders.manager, id));
  }

  async staffInvoice(id: string): Promise<ProformaInvoiceDto> {
    return this.views.invoice(await this.orderChanges.find(this.orders.manager, id));
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
    return this.views.staffDetail(order);
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
      await this.orders.update(tx.manager, locked.id, { expiresAt });
      await tx.audit(
        modification(ORDER_AUDIT.holdExtend, ORDER_TARGET, locked.publicId, {
          before: { expiresAt: locked.expiresAt.toISOString() },
          after: { expiresAt: expiresAt.toISOString(), businessDays: body.businessDays, reason: body.reason },
        }),
      );
      change.schedule.set(locked.publicId, expiresAt);
      locked.expiresAt = expiresAt;
      return locked;
    });
    return this.views.staffDetail(order);
  }
}
