import { Check, Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, Keyed } from '../../common/database/columns.js';
import { AppliedToOrder } from './order.entity.js';
import { Payment } from './payment.entity.js';

/**
 * Part of a payment put towards an order, in the order's currency. Rows are only ever added, and voided with their
 * payment (never deleted): the live ones (voided_at null) are what the order's and the payment's allocated amounts sum.
 */
@Entity('payment_allocations')
@Index('ix_payment_allocations_order', ['orderId', 'id'])
@Index('ix_payment_allocations_payment', ['paymentId', 'id'])
@Check('ck_payment_allocations_amount', '"amount" > 0')
export class PaymentAllocation extends AppliedToOrder(Keyed) {
  @KeyColumn('payment_id')
  paymentId: string;

  @JoinedTo(() => Payment, 'payment_id', { onDelete: 'RESTRICT' })
  payment?: Payment;

  @Column({ name: 'allocated_at', type: 'timestamptz' })
  allocatedAt: Date;

  @Column({ name: 'allocated_by', type: 'uuid', nullable: true })
  allocatedBy: string | null;

  /** When its payment was voided, taking this money back from the order; null while it counts. */
  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true })
  voidedAt: Date | null;
}
