import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from './order.entity.js';
import { Payment } from './payment.entity.js';

/**
 * Part of a payment put towards an order, in the order's currency. Rows are only ever added, and voided with their
 * payment (never deleted): the live ones (voided_at null) are what the order's and the payment's allocated amounts sum.
 */
@Entity('payment_allocations')
@Index('ix_payment_allocations_order', ['orderId', 'id'])
@Index('ix_payment_allocations_payment', ['paymentId', 'id'])
@Check('ck_payment_allocations_amount', '"amount" > 0')
export class PaymentAllocation {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'payment_id', type: 'bigint' })
  paymentId: string;

  @ManyToOne(() => Payment, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'payment_id' })
  payment?: Payment;

  @Column({ name: 'order_id', type: 'bigint' })
  orderId: string;

  @ManyToOne(() => Order, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ name: 'allocated_at', type: 'timestamptz' })
  allocatedAt: Date;

  @Column({ name: 'allocated_by', type: 'uuid', nullable: true })
  allocatedBy: string | null;

  /** When its payment was voided, taking this money back from the order; null while it counts. */
  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true })
  voidedAt: Date | null;
}
