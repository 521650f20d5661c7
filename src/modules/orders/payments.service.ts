import { Injectable, type StreamableFile } from '@nestjs/common';
import { cappedPage } from '../../common/pagination/capped-count.js';
import { DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { keysetBatches, noRows } from '../../common/csv/export-batches.js';
import { applySort } from '../../common/pagination/sort.js';
import { escapeLike } from '../../database/sql.js';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '../../common/errors/messages.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { Clock } from '../../common/time/clock.js';
import { isUuid } from '../../common/validation/uuid.js';
import { UsersService } from '../users/users.service.js';
import { paymentRecorded } from '../dealers/webhooks/outbox/webhook-event-rules.js';
import { WebhookOutbox } from '../dealers/webhooks/outbox/webhook-outbox.service.js';
import { ORDER_AUDIT, OrderChanges } from './order-changes.service.js';
import { addMoney, ALLOCATABLE_STATUSES, convert, isMoreThan, paymentProgress, subtractMoney } from './order-payments.js';
import { Order } from './order.entity.js';
import { toPaymentDto } from './orders.mappers.js';
import type { AllocatePaymentDto, PAYMENT_SORTS, PaymentsQueryDto, RecordPaymentDto } from './orders.requests.js';
import type { PaymentDto, PaymentListDto } from './orders.responses.js';
import { PaymentAllocation } from './payment-allocation.entity.js';
import { Payment } from './payment.entity.js';

/** Audit target type of payments; the target id is the payment's public id. */
const PAYMENT_TARGET = 'payment';
const ORDER_CURRENCY = 'USD';
/** The columns behind the payments list's sort keys. */
const PAYMENT_SORT_COLUMNS: Record<(typeof PAYMENT_SORTS)[number], string> = {
  valueDate: 'p.valueDate',
  recordedAt: 'p.createdAt',
  amount: 'p.amountUsd',
  bankReference: 'p.bankReference',
};

/**
 * Telegraphic transfers as staff record them, and their allocation to the paying customer's orders. An allocation
 * is the only thing that raises what an order has been paid: at 50% the order becomes deposit_paid (the hold ends,
 * the car is sold), at 100% paid (order-payments.ts). The payment row, then the order row, are locked in that order.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orderChanges: OrderChanges,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly outbox: WebhookOutbox,
    private readonly exports: CsvExports,
  ) {}

  async record(ctx: RequestContext, body: RecordPaymentDto): Promise<PaymentDto> {
    const customer = await this.users.findByPublicId(body.customerId);
    if (!customer) throw invalidField('customerId', Msg.CUSTOMER_ID_INVALID);
    // The rate arrives normalised to 8 decimals (orders.requests.ts): a USD payment is taken at exactly 1.
    if (body.currency === ORDER_CURRENCY && body.exchangeRate !== '1.00000000') {
      throw invalidField('exchangeRate', Msg.EXCHANGE_RATE_NOT_ONE, { currency: ORDER_CURRENCY });
    }
    const taken = () => conflict(Msg.BANK_REFERENCE_TAKEN, { reference: body.bankReference });
    const repo = this.dataSource.getRepository(Payment);
    if (await repo.existsBy({ bankReference: body.bankReference })) throw taken();
    const id = await this.orderChanges.run(
      ctx,
      async (tx) => {
        const amountUsd = convert(body.amount, body.exchangeRate);
        const payments = tx.manager.getRepository(Payment);
        const payment = payments.create({
          userId: customer.id,
          amount: body.amount,
          currency: body.currency,
          exchangeRate: body.exchangeRate,
          amountUsd,
          allocatedUsd: '0.00',
          valueDate: body.valueDate,
          bankReference: body.bankReference,
          note: body.note ?? null,
          recordedBy: actorOf(ctx).publicId,
        });
        await payments.insert(payment);
        const saved = await payments.findOneByOrFail({ bankReference: body.bankReference });
        await tx.audit({
          action: ORDER_AUDIT.paymentRecord,
          targetType: PAYMENT_TARGET,
          targetId: saved.publicId,
          before: null,
          after: {
            customerId: customer.publicId,
            amount: body.amount,
            currency: body.currency,
            exchangeRate: body.exchangeRate,
            amountUsd,
            valueDate: body.valueDate,
            bankReference: body.bankReference,
          },
        });
        return saved.publicId;
      },
      // Two staff recording the same transfer at once: one wins.
      { onUniqueViolation: taken },
    );
    return this.get(id);
  }

  /**
   * Puts part of a payment towards one of its customer's orders, in the order's currency: no more than the payment
   * has left, nor than the order still owes. The thresholds then move the order (reserved → deposit_paid → paid) and
   * its car; the reservation's expiry job goes (an optimisation: the job re-checks anyway).
   */
  async allocate(ctx: RequestContext, paymentId: string, body: AllocatePaymentDto): Promise<PaymentDto> {
    await this.orderChanges.run(ctx, async (tx, change) => {
      const m = tx.manager;
      const payment = isUuid(paymentId)
        ? await m.getRepository(Payment).findOne({ where: { publicId: paymentId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!payment) throw notFound(Msg.PAYMENT_NOT_FOUND);
      const order = await m.getRepository(Order).findOne({ where: { publicId: body.orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw invalidField('orderId', Msg.ORDER_ID_INVALID);
      if (payment.userId === null || payment.userId !== order.userId) throw conflict(Msg.PAYMENT_OF_ANOTHER_CUSTOMER);
      if (!ALLOCATABLE_STATUSES.includes(order.status))
        throw conflict(Msg.PAYMENT_NOT_ALLOCATABLE, { status: order.status.replace(/_/g, ' ') });
      const available = paymentProgress(payment.allocatedUsd, payment.amountUsd).balance;
      if (isMoreThan(body.amount, available)) throw conflict(Msg.ALLOCATION_EXCEEDS_PAYMENT, { available, currency: ORDER_CURRENCY });
      const balance = paymentProgress(order.amountAllocated, order.total).balance;
      if (isMoreThan(body.amount, balance)) throw conflict(Msg.ALLOCATION_EXCEEDS_BALANCE, { balance, currency: order.currency });

      const allocated = addMoney(order.amountAllocated, body.amount);
      await m.getRepository(PaymentAllocation).insert({
        paymentId: payment.id,
        orderId: order.id,
        amount: body.amount,
        allocatedAt: this.clock.now(),
        allocatedBy: actorOf(ctx).publicId,
      });
      await m.getRepository(Payment).update({ id: payment.id }, { allocatedUsd: addMoney(payment.allocatedUsd, body.amount) });
      await tx.audit({
        action: ORDER_AUDIT.paymentAllocate,
        targetType: PAYMENT_TARGET,
        targetId: payment.publicId,
        before: { orderAllocated: order.amountAllocated, paymentUnallocated: available },
        after: {
          orderId: order.publicId,
          amount: body.amount,
          orderAllocated: allocated,
          paymentUnallocated: subtractMoney(available, body.amount),
        },
      });
      await this.outbox.record(m, paymentRecorded(order, payment, body.amount, allocated, this.clock.now()));
      await this.orderChanges.applyPayment(tx, change, order, allocated);
    });
    return this.get(paymentId);
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
      { header: 'Value date', value: (p) => p.valueDate },
      { header: 'Bank reference', value: (p) => p.bankReference },
      { header: 'Customer', value: (p) => p.customer?.name },
      { header: 'Customer email', value: (p) => p.customer?.email },
      { header: 'Received', value: (p) => p.received.amount },
      { header: 'Currency', value: (p) => p.received.currency },
      { header: 'Exchange rate', value: (p) => p.exchangeRate },
      { header: 'Amount (USD)', value: (p) => p.amount.amount },
      { header: 'Allocated (USD)', value: (p) => p.allocated.amount },
      { header: 'Unallocated (USD)', value: (p) => p.unallocated.amount },
      { header: 'Orders', value: (p) => p.allocations.map((a) => `${a.stockId} ${a.amount.amount}`).join('; ') },
      { header: 'Note', value: (p) => p.note },
      { header: 'Recorded at', value: (p) => p.recordedAt },
    ];
    const qb = await this.filtered(query);
    return this.exports.download('payments', columns, qb ? keysetBatches(qb, (rows) => this.toDtos(rows)) : noRows);
  }

  /** The payments query with every filter and the sort, or null when a filter can match nothing. */
  private async filtered(query: PaymentsQueryDto): Promise<SelectQueryBuilder<Payment> | null> {
    const from = query.from?.slice(0, 10);
    const to = query.to?.slice(0, 10);
    if (from && to && from > to) throw invalidField('to', Msg.INVALID_DATE_RANGE);
    const qb = this.dataSource.getRepository(Payment).createQueryBuilder('p');
    if (query.customerId) {
      const customer = await this.users.findByPublicId(query.customerId);
      if (!customer) return null;
      qb.andWhere('p.userId = :userId', { userId: customer.id });
    }
    if (query.customer) {
      const ids = await this.users.idsMatching(query.customer, 500);
      if (ids.length === 0) return null;
      qb.andWhere('p.userId IN (:...customerIds)', { customerIds: ids });
    }
    if (query.orderId) {
      const order = await this.dataSource.getRepository(Order).findOne({ where: { publicId: query.orderId }, select: { id: true } });
      if (!order) return null;
      qb.andWhere('EXISTS (SELECT 1 FROM payment_allocations a WHERE a.payment_id = p.id AND a.order_id = :orderId)', {
        orderId: order.id,
      });
    }
    if (query.currency) qb.andWhere('p.currency = :currency', { currency: query.currency });
    if (query.bankReference) qb.andWhere('p.bankReference ILIKE :ref', { ref: `%${escapeLike(query.bankReference)}%` });
    if (query.unallocated === true) qb.andWhere('p.allocatedUsd < p.amountUsd');
    if (query.unallocated === false) qb.andWhere('p.allocatedUsd >= p.amountUsd');
    if (from) qb.andWhere('p.valueDate >= :from', { from });
    if (to) qb.andWhere('p.valueDate <= :to', { to });
    return applySort(qb, query.sort, PAYMENT_SORT_COLUMNS, '-recordedAt', 'p.id');
  }

  async get(id: string): Promise<PaymentDto> {
    const payment = isUuid(id) ? await this.dataSource.getRepository(Payment).findOne({ where: { publicId: id } }) : null;
    if (!payment) throw notFound(Msg.PAYMENT_NOT_FOUND);
    return (await this.toDtos([payment]))[0]!;
  }

  private async toDtos(payments: Payment[]): Promise<PaymentDto[]> {
    if (payments.length === 0) return [];
    const m = this.dataSource.manager;
    const allocations = await m
      .getRepository(PaymentAllocation)
      .find({ where: { paymentId: In(payments.map((p) => p.id)) }, relations: { order: true }, order: { id: 'ASC' } });
    const customers = await this.users.findByIds(payments.flatMap((p) => (p.userId ? [p.userId] : [])));
    return payments.map((payment) =>
      toPaymentDto(
        payment,
        payment.userId ? customers.get(payment.userId) : undefined,
        allocations.filter((a) => a.paymentId === payment.id).map((allocation) => ({ allocation, order: allocation.order! })),
      ),
    );
  }
}
