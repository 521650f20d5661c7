import { Injectable, type StreamableFile } from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { keysetBatches, noRows } from '../../common/csv/export-batches.js';
import { invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { usd } from '../../common/money/money.dto.js';
import { cappedPage } from '../../common/pagination/capped-count.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { isUuid } from '../../common/validation/uuid.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../users/users.service.js';
import { OrderChanges, PAYMENT_TARGET } from './order-changes.service.js';
import { addMoney, isMoreThan, paymentProgress, voidEffect } from './order-payments.js';
import type { Order } from './order.entity.js';
import { toPaymentDto, toPaymentProgressDto, toRemittanceCopyDto } from './orders.mappers.js';
import { OrdersRepository } from './orders.repository.js';
import type { PaymentsQueryDto } from './orders.requests.js';
import { PAYMENT_MACHINE } from './payment-rules.js';
import type { Payment } from './payment.entity.js';
import { type PaymentListScope, PaymentsRepository } from './payments.repository.js';
import type { PaymentActorDto, PaymentDetailDto, PaymentDto, PaymentListDto, PaymentOrderDto } from './payments.responses.js';
import { RemittanceCopiesRepository } from './remittance-copies.repository.js';

/** Audit entries shown on a payment's page (a payment has a handful: recorded, allocated a few times, voided). */
const HISTORY_LIMIT = 100;

/**
 * Payments as staff read them: the list with its filters and its CSV export, one payment, and a payment's page (its
 * orders, what a void would do to them, its audit history, the remittance copies of its orders).
 */
@Injectable()
export class PaymentReadsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly orders: OrdersRepository,
    private readonly copies: RemittanceCopiesRepository,
    private readonly orderChanges: OrderChanges,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly exports: CsvExports,
  ) {}

  /**
   * One payment as its page shows it: the payment, the orders it was put towards as they stand, what a void would do
   * to each now (the same rules the void applies), its audit history and the remittance copies of its orders.
   */
  async detail(id: string): Promise<PaymentDetailDto> {
    const m = this.payments.manager;
    const payment = isUuid(id) ? await this.payments.findByPublicId(m, id) : null;
    if (!payment) throw notFound(Msg.PAYMENT_NOT_FOUND);
    const [dto] = await this.toDtos([payment]);
    const allocations = await this.payments.allocationsOf(m, payment.id);
    const orderIds = [...new Set(allocations.map((a) => String(a.orderId)))];
    const [orders, copies, history] = await Promise.all([
      orderIds.length ? this.orders.findByIds(m, orderIds) : Promise.resolve([]),
      orderIds.length ? this.copies.ofOrders(m, orderIds) : Promise.resolve([]),
      this.audit.list({ targetType: PAYMENT_TARGET, targetId: payment.publicId, sort: 'createdAt', limit: HISTORY_LIMIT }),
    ]);
    const live = (order: Order) =>
      allocations
        .filter((a) => String(a.orderId) === String(order.id) && a.voidedAt === null)
        .reduce((sum, a) => addMoney(sum, a.amount), '0.00');
    const paymentOrders: PaymentOrderDto[] = orders.map((order) => ({
      id: order.publicId,
      stockId: order.stockId,
      carTitle: order.carTitle,
      status: order.status,
      payment: toPaymentProgressDto(paymentProgress(order.amountAllocated, order.total)),
      fromThisPayment: usd(live(order)),
    }));
    const holdUntil = this.orderChanges.holdFromNow().toISOString();
    const voidPreview =
      payment.status === 'recorded'
        ? orders
            .map((order) => ({ order, reversed: live(order) }))
            .filter(({ reversed }) => isMoreThan(reversed, 0))
            .map(({ order, reversed }) => {
              const effect = voidEffect(order, reversed);
              return {
                orderId: order.publicId,
                stockId: order.stockId,
                reversed: usd(reversed),
                status: order.status,
                moves: effect.moves,
                paymentAfter: toPaymentProgressDto(paymentProgress(effect.allocated, order.total)),
                holdUntil: effect.moves.at(-1) === 'reserved' ? holdUntil : null,
              };
            })
        : [];
    const byOrder = new Map(orders.map((o) => [String(o.id), o]));
    const actors = await this.actors([payment.recordedBy, ...history.items.map((e) => e.actorId)]);
    return {
      ...dto!,
      nextStatuses: PAYMENT_MACHINE.targets(payment.status, 'staff'),
      recorder: payment.recordedBy ? (actors.get(payment.recordedBy) ?? { id: payment.recordedBy, name: null, role: null }) : null,
      orders: paymentOrders,
      voidPreview,
      history: history.items.map((entry) => ({
        action: entry.action,
        at: entry.createdAt,
        actor: entry.actorId ? { ...(actors.get(entry.actorId) ?? { id: entry.actorId, name: null }), role: entry.actorRole } : null,
        before: entry.before,
        after: entry.after,
      })),
      remittanceCopies: copies.map((copy) => ({
        ...toRemittanceCopyDto(copy),
        orderId: byOrder.get(String(copy.orderId))!.publicId,
        stockId: byOrder.get(String(copy.orderId))!.stockId,
      })),
    };
  }

  /** Staff by public id, with their names (a handful on a page: one lookup each). */
  private async actors(ids: readonly (string | null)[], manager?: EntityManager): Promise<Map<string, PaymentActorDto>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null && isUuid(id)))];
    const found = await Promise.all(unique.map((id) => this.users.findByPublicId(id, manager)));
    return new Map(
      unique.map((id, i) => {
        const user = found[i];
        return [id, { id, name: user ? `${user.firstName} ${user.lastName}`.trim() || user.email : null, role: user?.role ?? null }];
      }),
    );
  }

  async list(query: PaymentsQueryDto): Promise<PaymentListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = await this.filtered(query);
    if (!qb) return { items: [], total: 0, totalEstimated: false, page, limit };
    const { rows, total, totalEstimated } = await cappedPage(qb, skip, limit);
    return { items: await this.toDtos(rows), total, totalEstimated, page, limit };
  }

  /** The payments list as CSV: the same filters and sort, every page (up to the export's cap). */
  async exportCsv(query: PaymentsQueryDto): Promise<StreamableFile> {
    const columns: CsvColumn<PaymentDto>[] = [
      { header: 'Payment id', value: (p) => p.id },
      { header: 'Status', value: (p) => p.status },
      { header: 'Value date', value: (p) => p.valueDate },
      { header: 'Bank reference', value: (p) => p.bankReference },
      { header: 'Customer', value: (p) => p.customer?.name },
      { header: 'Customer email', value: (p) => p.customer?.email },
      { header: 'Received', value: (p) => p.received.amount },
      { header: 'Currency', value: (p) => p.received.currency },
      { header: 'Rate (per USD)', value: (p) => p.exchangeRate },
      { header: 'Day’s rate (per USD)', value: (p) => p.referenceRate },
      { header: 'Rate reason', value: (p) => p.rateReason },
      { header: 'Amount (USD)', value: (p) => p.amount.amount },
      { header: 'Allocated (USD)', value: (p) => p.allocated.amount },
      { header: 'Unallocated (USD)', value: (p) => p.unallocated.amount },
      { header: 'Orders', value: (p) => p.allocations.map((a) => `${a.stockId} ${a.amount.amount}`).join('; ') },
      { header: 'Note', value: (p) => p.note },
      { header: 'Recorded at', value: (p) => p.recordedAt },
      { header: 'Voided at', value: (p) => p.voided?.at },
      { header: 'Void reason', value: (p) => p.voided?.reason },
    ];
    const qb = await this.filtered(query);
    return this.exports.download('payments', columns, qb ? keysetBatches(qb, (rows) => this.toDtos(rows)) : noRows);
  }

  /** The payments query with every filter and the sort, or null when a filter can match nothing. */
  private async filtered(query: PaymentsQueryDto): Promise<SelectQueryBuilder<Payment> | null> {
    const from = query.from?.slice(0, 10);
    const to = query.to?.slice(0, 10);
    if (from && to && from > to) throw invalidField('to', Msg.INVALID_DATE_RANGE);
    const scope: PaymentListScope = {};
    if (query.customerId) {
      const customer = await this.users.findByPublicId(query.customerId);
      if (!customer) return null;
      scope.userId = customer.id;
    }
    if (query.customer) {
      const ids = await this.users.idsMatching(query.customer, 500);
      if (ids.length === 0) return null;
      scope.customerIds = ids;
    }
    if (query.orderId) {
      const orderId = await this.orders.idOf(query.orderId);
      if (!orderId) return null;
      scope.orderId = orderId;
    }
    return this.payments.listQuery(query, { from, to }, scope);
  }

  async get(id: string): Promise<PaymentDto> {
    const payment = isUuid(id) ? await this.payments.findByPublicId(this.payments.manager, id) : null;
    if (!payment) throw notFound(Msg.PAYMENT_NOT_FOUND);
    return (await this.toDtos([payment]))[0]!;
  }

  private async toDtos(payments: Payment[]): Promise<PaymentDto[]> {
    if (payments.length === 0) return [];
    const allocations = await this.payments.allocationsWithOrders(payments.map((p) => p.id));
    const customers = await this.users.findByIds(payments.flatMap((p) => (p.userId ? [p.userId] : [])));
    const voiders = await this.actors(payments.map((p) => p.voidedBy));
    return payments.map((payment) =>
      toPaymentDto(
        payment,
        payment.userId ? customers.get(payment.userId) : undefined,
        allocations.filter((a) => a.paymentId === payment.id).map((allocation) => ({ allocation, order: allocation.order! })),
        payment.voidedBy ? (voiders.get(payment.voidedBy)?.name ?? null) : null,
      ),
    );
  }
}
