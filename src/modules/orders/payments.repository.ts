import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull, type SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { applySort } from '../../common/pagination/sort.js';
import { escapeLike } from '../../database/sql.js';
import type { PAYMENT_SORTS, PaymentsQueryDto } from './orders.requests.js';
import { PaymentAllocation } from './payment-allocation.entity.js';
import { Payment } from './payment.entity.js';

/** The columns behind the payments list's sort keys. */
const PAYMENT_SORT_COLUMNS: Record<(typeof PAYMENT_SORTS)[number], string> = {
  valueDate: 'p.valueDate',
  recordedAt: 'p.createdAt',
  amount: 'p.amountUsd',
  bankReference: 'p.bankReference',
};

/** What the payments list's filters resolved to outside this table (a customer, customers matching words, an order). */
export interface PaymentListScope {
  userId?: string;
  customerIds?: readonly string[];
  orderId?: string;
}

/**
 * Every query of the orders module over `payments` and `payment_allocations`. A method that may run in a caller's
 * transaction takes its EntityManager first; without one it reads outside any.
 */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The manager outside any transaction. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  existsWithReference(bankReference: string): Promise<boolean> {
    return this.dataSource.getRepository(Payment).existsBy({ bankReference });
  }

  /** Inserts a payment and reads it back as stored (by its bank reference, which is unique). */
  async insertAndRead(m: EntityManager, values: Partial<Payment> & { bankReference: string }): Promise<Payment> {
    const payments = m.getRepository(Payment);
    await payments.insert(payments.create(values));
    return payments.findOneByOrFail({ bankReference: values.bankReference });
  }

  /** The payment by public id; with `lock`, its row locked for the transaction. */
  findByPublicId(m: EntityManager, publicId: string, lock = false): Promise<Payment | null> {
    return m.getRepository(Payment).findOne({ where: { publicId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  async update(m: EntityManager, id: string, values: QueryDeepPartialEntity<Payment>): Promise<void> {
    await m.getRepository(Payment).update({ id }, values);
  }

  async insertAllocation(m: EntityManager, values: QueryDeepPartialEntity<PaymentAllocation>): Promise<void> {
    await m.getRepository(PaymentAllocation).insert(values);
  }

  /** The payment's allocations not taken back by a void. */
  liveAllocations(m: EntityManager, paymentId: string): Promise<PaymentAllocation[]> {
    return m.getRepository(PaymentAllocation).find({ where: { paymentId, voidedAt: IsNull() } });
  }

  /** Takes back every live allocation of the payment, at `at`. */
  async voidAllocations(m: EntityManager, paymentId: string, at: Date): Promise<void> {
    await m.getRepository(PaymentAllocation).update({ paymentId, voidedAt: IsNull() }, { voidedAt: at });
  }

  /** Every allocation of the payment, oldest first. */
  allocationsOf(m: EntityManager, paymentId: string): Promise<PaymentAllocation[]> {
    return m.getRepository(PaymentAllocation).find({ where: { paymentId }, order: { id: 'ASC' } });
  }

  /** Every allocation of these payments with its order, oldest first. */
  allocationsWithOrders(paymentIds: readonly string[]): Promise<PaymentAllocation[]> {
    return this.dataSource
      .getRepository(PaymentAllocation)
      .find({ where: { paymentId: In([...paymentIds]) }, relations: { order: true }, order: { id: 'ASC' } });
  }

  /** Every allocation to an order with its payment, oldest first. */
  allocationsToOrder(m: EntityManager, orderId: string): Promise<PaymentAllocation[]> {
    return m.getRepository(PaymentAllocation).find({ where: { orderId }, relations: { payment: true }, order: { id: 'ASC' } });
  }

  /** The payments query with every filter and the sort; `from`/`to` are value dates (yyyy-mm-dd). */
  listQuery(query: PaymentsQueryDto, dates: { from?: string; to?: string }, scope: PaymentListScope): SelectQueryBuilder<Payment> {
    const qb = this.dataSource.getRepository(Payment).createQueryBuilder('p');
    if (scope.userId !== undefined) qb.andWhere('p.userId = :userId', { userId: scope.userId });
    if (scope.customerIds !== undefined) qb.andWhere('p.userId IN (:...customerIds)', { customerIds: scope.customerIds });
    if (scope.orderId !== undefined) {
      qb.andWhere('EXISTS (SELECT 1 FROM payment_allocations a WHERE a.payment_id = p.id AND a.order_id = :orderId)', {
        orderId: scope.orderId,
      });
    }
    if (query.currency) qb.andWhere('p.currency = :currency', { currency: query.currency });
    if (query.bankReference) qb.andWhere('p.bankReference ILIKE :ref', { ref: `%${escapeLike(query.bankReference)}%` });
    if (query.status) qb.andWhere('p.status = :status', { status: query.status });
    // A voided payment has nothing left to put towards orders.
    if (query.unallocated === true) qb.andWhere("p.status = 'recorded' AND p.allocatedUsd < p.amountUsd");
    if (query.unallocated === false) qb.andWhere('p.allocatedUsd >= p.amountUsd');
    if (dates.from) qb.andWhere('p.valueDate >= :from', { from: dates.from });
    if (dates.to) qb.andWhere('p.valueDate <= :to', { to: dates.to });
    return applySort(qb, query.sort, PAYMENT_SORT_COLUMNS, '-recordedAt', 'p.id');
  }
}
