import { Column, Entity, Index } from 'typeorm';
import { MoneyColumn, PublicKeyed } from '../../common/database/columns.js';
import type { ClosureCause, ClosureRefundStatus } from './account-closure-rules.js';

/** A reservation an account closure cancelled, as its record keeps it: ids and money, nothing personal. */
export interface ClosedReservationRecord {
  orderId: string;
  stockId: string;
  /** Money that was on it (USD), refunded with the closure's refund. */
  paid: string;
}

/**
 * What closing an account settled (issue 24 §6), written in the closure's transaction just before the user row is
 * deleted, and kept after it: no foreign key to `users`, the account is named by its public id only. It is the staff's
 * list of refunds owed to deleted customers (`refund_status` due): an auction deposit, money on a reservation the
 * closure cancelled. The customer's name and email are kept only while a refund is due — the refund needs them — and
 * cleared when staff record it; a closure that owes nothing keeps neither.
 */
@Entity('account_closures')
@Index('ix_account_closures_refund', ['refundStatus', 'closedAt', 'id'])
@Index('ix_account_closures_closed', ['closedAt', 'id'])
@Index('uq_account_closures_public_id', ['publicId'], { unique: true })
export class AccountClosure extends PublicKeyed {
  /** The deleted account's public id (the id the audit log and the orders' history name it by). */
  @Index('ix_account_closures_account')
  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ type: 'varchar', length: 16 })
  cause: ClosureCause;

  /** The public id of who closed it: the customer, or the staff member. */
  @Column({ name: 'closed_by', type: 'uuid', nullable: true })
  closedBy: string | null;

  @Column({ name: 'closed_at', type: 'timestamptz' })
  closedAt: Date;

  @Column({ name: 'cancelled_reservations', type: 'jsonb', default: () => "'[]'" })
  cancelledReservations: ClosedReservationRecord[];

  @Column({ name: 'bids_withdrawn', type: 'int', default: 0 })
  bidsWithdrawn: number;

  /** Orders paid at least 50% kept for the books, their personal data minimised. */
  @Column({ name: 'orders_kept', type: 'int', default: 0 })
  ordersKept: number;

  /** The auction deposit left on the account, whole yen. */
  @Column({ name: 'auction_deposit_jpy', type: 'bigint', default: 0 })
  auctionDepositJpy: string;

  /** Won auction cars the customer had not paid for, whole yen: staff weigh it against the deposit. */
  @Column({ name: 'auction_owed_jpy', type: 'bigint', default: 0 })
  auctionOwedJpy: string;

  /** The money on the reservations the closure cancelled, USD. */
  @MoneyColumn({ name: 'orders_refund_usd', default: 0 })
  ordersRefundUsd: string;

  @Column({ name: 'refund_status', type: 'varchar', length: 16 })
  refundStatus: ClosureRefundStatus;

  /** While a refund is due: where to send it. Cleared once refunded. */
  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  @Column({ name: 'contact_name', type: 'varchar', length: 201, nullable: true })
  contactName: string | null;

  /** While a refund is due: the bank references of the deposits, where the money came from. Cleared once refunded. */
  @Column({ name: 'deposit_references', type: 'jsonb', default: () => "'[]'" })
  depositReferences: string[];

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @Column({ name: 'refunded_by', type: 'uuid', nullable: true })
  refundedBy: string | null;

  /** The bank's reference of the refund's transfer. */
  @Column({ name: 'refund_reference', type: 'varchar', length: 64, nullable: true })
  refundReference: string | null;

  @Column({ name: 'refund_note', type: 'varchar', length: 500, nullable: true })
  refundNote: string | null;
}
