import { Check, Column, CreateDateColumn, Entity, Generated, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CurrencyCode } from '../../common/money/currencies.js';
import { User } from '../users/user.entity.js';

/**
 * A telegraphic transfer received from a customer, as staff record it from the bank statement: the amount in the
 * currency it came in, and its value in the order currency (USD) at the rate staff used. Allocated to that customer's
 * orders (PaymentAllocation); `allocatedUsd` is their sum, kept in the same transaction.
 */
@Entity('payments')
@Index('ix_payments_user', ['userId', 'valueDate'])
// More allocated than received is refused by the database too.
// The back office's sort keys (migration AdminOrderLists).
@Index('ix_payments_sort_created', { synchronize: false })
@Index('ix_payments_sort_value_date', { synchronize: false })
@Index('ix_payments_sort_amount', { synchronize: false })
@Check('ck_payments_allocated', '"allocated_usd" >= 0 AND "allocated_usd" <= "amount_usd"')
export class Payment {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Index('uq_payments_public_id', { unique: true })
  @Column({ name: 'public_id', type: 'uuid' })
  @Generated('uuid')
  publicId: string;

  /** The paying customer; null once their account is deleted. */
  @Column({ name: 'user_id', type: 'bigint', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  amount: string;

  @Column({ type: 'char', length: 3 })
  currency: CurrencyCode;

  /** USD per unit of `currency` (1 for USD). */
  @Column({ name: 'exchange_rate', type: 'numeric', precision: 18, scale: 8 })
  exchangeRate: string;

  @Column({ name: 'amount_usd', type: 'numeric', precision: 14, scale: 2 })
  amountUsd: string;

  @Column({ name: 'allocated_usd', type: 'numeric', precision: 14, scale: 2, default: 0 })
  allocatedUsd: string;

  /** The day the bank credited it (YYYY-MM-DD). */
  @Column({ name: 'value_date', type: 'date' })
  valueDate: string;

  /** The bank's reference of the transfer: one payment per reference, so a second recording is refused. */
  @Index('uq_payments_bank_reference', { unique: true })
  @Column({ name: 'bank_reference', type: 'varchar', length: 64 })
  bankReference: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** The public id of the staff member who recorded it. */
  @Column({ name: 'recorded_by', type: 'uuid', nullable: true })
  recordedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
