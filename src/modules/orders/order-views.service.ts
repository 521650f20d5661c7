import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { OrderChanges } from './order-changes.service.js';
import { proformaInvoice } from './order-invoice.js';
import { ORDER_MACHINE, type StaffTarget } from './order-transitions.js';
import type { Order } from './order.entity.js';
import {
  toAdminTransition,
  toCustomerDto,
  toCustomerPayment,
  toCustomerTransition,
  toOrderConsignee,
  toOrderInsurance,
  toOrderPayment,
  toOrderPrice,
  toOrderSummary,
  toRemittanceCopyDto,
} from './orders.mappers.js';
import { OrdersRepository } from './orders.repository.js';
import type { AdminOrderDto, AdminOrderSummaryDto, OrderDto } from './orders.responses.js';
import type { ProformaInvoiceDto } from './proforma-invoice.responses.js';
import { PaymentsRepository } from './payments.repository.js';
import { RemittanceCopiesRepository } from './remittance-copies.repository.js';

/**
 * An order as its customer and as staff see it: the page (history, payments, remittance copies, whether its hold is
 * paused), the staff list's rows with their customers, and the proforma invoice. Every service that answers an order
 * answers it through these.
 */
@Injectable()
export class OrderViews {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly payments: PaymentsRepository,
    private readonly copies: RemittanceCopiesRepository,
    private readonly users: UsersService,
    private readonly orderChanges: OrderChanges,
  ) {}

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

  /** The staff list's rows: each order's summary with its customer. */
  async staffSummaries(rows: Order[]): Promise<AdminOrderSummaryDto[]> {
    const [paused, customers] = await Promise.all([
      this.orders.pausedOrderIds(
        this.orders.manager,
        rows.map((o) => o.id),
      ),
      this.users.findByIds(rows.flatMap((o) => (o.userId ? [o.userId] : []))),
    ]);
    return rows.map((o) => ({ ...toOrderSummary(o, paused.has(o.id)), customer: toCustomerDto(customerOf(customers, o)) }));
  }

  async invoice(order: Order): Promise<ProformaInvoiceDto> {
    const buyer = order.userId ? await this.users.findById(order.userId) : null;
    return proformaInvoice(
      order,
      buyer ? { name: `${buyer.firstName} ${buyer.lastName}`.trim(), email: buyer.email } : null,
      this.orderChanges.calendar,
    );
  }

  private async parts(order: Order) {
    const m = this.orders.manager;
    const [history, allocations, copies, paused] = await Promise.all([
      this.orders.history(m, order.id),
      this.payments.allocationsToOrder(m, order.id),
      this.copies.ofOrders(m, [order.id]),
      this.orders.isPaused(m, order),
    ]);
    return { history, allocations, copies, paused };
  }
}

const customerOf = (customers: Map<string, User>, order: Order): User | undefined =>
  order.userId ? customers.get(order.userId) : undefined;
