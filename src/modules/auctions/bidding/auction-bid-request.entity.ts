import { Check, Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, OwnedBy, PublicKeyed, Timestamped } from '../../../common/database/columns.js';
import { User } from '../../users/user.entity.js';
import { AuctionLot } from '../lots/auction-lot.entity.js';
import type { BidStatus } from './ledger-rules.js';

/**
 * A customer's request that staff bid for them on an auction lot, up to `maxBidJpy` (issue 13). While `open` it holds
 * that much of their bidding power; it may be changed or withdrawn until the cut-off before the lot comes up, which
 * PostgreSQL's clock decides. Staff then record the result: won (hammer price and fees, owed until settled), lost or
 * not sold. One open request per customer and lot (uq_auction_bids_open).
 */
@Entity('auction_bid_requests')
@Index('uq_auction_bids_open', ['userId', 'lotId'], { unique: true, where: `status = 'open'` })
@Index('ix_auction_bids_user', ['userId', 'createdAt'])
@Index('ix_auction_bids_lot', ['lotId', 'status'])
@Check('ck_auction_bids_max_bid', '"max_bid_jpy" > 0')
@Check('ck_auction_bids_status', `"status" IN ('open', 'withdrawn', 'won', 'lost', 'not_sold')`)
@Index('uq_auction_bids_public_id', ['publicId'], { unique: true })
export class AuctionBidRequest extends Timestamped(OwnedBy(PublicKeyed, () => User, 'CASCADE')) {
  @KeyColumn('lot_id')
  lotId: string;

  @JoinedTo(() => AuctionLot, 'lot_id', { onDelete: 'RESTRICT' })
  lot?: AuctionLot;

  @Column({ name: 'max_bid_jpy', type: 'bigint' })
  maxBidJpy: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: BidStatus;

  @Column({ name: 'hammer_price_jpy', type: 'bigint', nullable: true })
  hammerPriceJpy: string | null;

  @Column({ name: 'fees_jpy', type: 'bigint', nullable: true })
  feesJpy: string | null;

  @Column({ name: 'result_at', type: 'timestamptz', nullable: true })
  resultAt: Date | null;

  /** The public id of the staff member who recorded the result. */
  @Column({ name: 'recorded_by', type: 'uuid', nullable: true })
  recordedBy: string | null;

  /** When a won car was paid (its amount no longer owed). */
  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;
}
