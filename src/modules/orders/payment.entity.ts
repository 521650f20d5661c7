import { Check, Column, Entity, Index } from 'typeorm';
import { Created, OwnedBy, PublicKeyed } from '../../common/database/columns.js';
import type { CurrencyCode } from '../../common/money/currencies.js';
import { User } from '../users/user.entity.js';
import type { PaymentStatus } from './payment-rules.js';

/**
 * A telegraphic transfer received from a customer, as staff record it from the bank statement: the amount in the
 * currency it came in, and its value in the order currency (USD) at the rate staff used. Allocated to that customer's
 * orders (PaymentAllocation); `allocatedUsd` is the sum of its live (not voided) allocations, kept in the same
 * transaction. Never edited: a wrong one is voided (payment-rules.ts PAYMENT_MACHINE), which reverses its allocations.
 */
@Entity('payments')
@Index('ix_payments_user', ['userId', 'valueDate'])
// More allocated than received is refused by the database too.
// The back office's sort keys (migration AdminOrderLists).
@Index('ix_payments_sort_created', { synchronize: false })
@Index('ix_payments_sort_value_date', { synchronize: false })
@Index('ix_payments_sort_amount', { synchronize: false })
@Check('ck_payments_allocated', '"allocated_usd" >= 0 AND "allocated_usd" <= "amount_usd"')
@Check('ck_payments_status', `"status" IN ('recorded', 'voided')`)
// A voided payment says when, by whom and why, and has nothing left allocated; a recorded one has none of that.
@Check(
  'ck_payments_voided',
  `("status" = 'voided' AND "voided_at" IS NOT NULL AND "void_reason" IS NOT NULL AND "allocated_usd" = 0) OR ("status" = 'recorded' AND "voided_at" IS NULL)`,
)
@Index('uq_payments_public_id', ['publicId'], { unique: true })
// The paying customer; null once their account is deleted.
export class Payment extends Created(OwnedBy(PublicKeyed, () => User, 'SET NULL')) {
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  amount: string;

  @Column({ type: 'char', length: 3 })
  currency: CurrencyCode;

  /**
   * Units of `currency` per 1 USD, as staff entered it (the site header's convention: JPY 151.5; 1 for USD). Payments
   * recorded before issue 24 were entered as USD per unit: their rate was inverted by the migration PaymentVoids.
   */
  @Column({ name: 'exchange_rate', type: 'numeric', precision: 18, scale: 8 })
  exchangeRate: string;

  /** `amount` ÷ `exchangeRate`, rounded half up to cents (payment-rules.ts toUsd): what the payment is worth in USD. */
  @Column({ name: 'amount_usd', type: 'numeric', precision: 14, scale: 2 })
  amountUsd: string;

  /** The day's rate of `currency` (units per 1 USD) the entered rate was checked against; null for USD or none on file. */
  @Column({ name: 'reference_rate', type: 'numeric', precision: 20, scale: 8, nullable: true })
  referenceRate: string | null;

  /** Why staff confirmed a rate beyond the tolerance (or with no day's rate to check it against); null otherwise. */
  @Column({ name: 'rate_reason', type: 'varchar', length: 500, nullable: true })
  rateReason: string | null;

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

  @Column({ type: 'varchar', length: 16, default: 'recorded' })
  status: PaymentStatus;

  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true })
  voidedAt: Date | null;

  /** The public id of the staff member who voided it. */
  @Column({ name: 'voided_by', type: 'uuid', nullable: true })
  voidedBy: string | null;

  @Column({ name: 'void_reason', type: 'varchar', length: 500, nullable: true })
  voidReason: string | null;
}
