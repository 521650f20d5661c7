import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../../../common/database/columns.js';
import { User } from '../../users/user.entity.js';

/**
 * A customer's auction account (issue 13): the deposit paid in, the maximum bids their open bid requests hold, and
 * won cars not yet paid, in whole yen. Created on first use. Every change locks this row (SELECT … FOR UPDATE) and
 * writes its ledger entries (auction_ledger_entries) in the same transaction, so concurrent bids never overspend
 * the bidding power and the row always equals the sums of its ledger (ledger-rules.ts).
 */
@Entity('auction_accounts')
@Check('ck_auction_accounts_sums', '"deposit_jpy" >= 0 AND "held_jpy" >= 0 AND "owed_jpy" >= 0')
export class AuctionAccount {
  @PrimaryColumn({ name: 'user_id', type: 'bigint' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'deposit_jpy', type: 'bigint', default: 0 })
  depositJpy: string;

  /** The maximum bids of the customer's open bid requests. */
  @Column({ name: 'held_jpy', type: 'bigint', default: 0 })
  heldJpy: string;

  /** Won cars (hammer price and fees) not yet paid. */
  @Column({ name: 'owed_jpy', type: 'bigint', default: 0 })
  owedJpy: string;

  /** When the customer asked for the deposit back; cleared by a refund. */
  @Column({ name: 'refund_requested_at', type: 'timestamptz', nullable: true })
  refundRequestedAt: Date | null;

  @UpdatedAtColumn()
  updatedAt: Date;
}
