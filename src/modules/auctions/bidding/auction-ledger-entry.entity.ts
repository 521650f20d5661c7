import { Check, Column, Entity, Index } from 'typeorm';
import { Created, JoinedTo, KeyColumn, Keyed, OwnedBy } from '../../../common/database/columns.js';
import { User } from '../../users/user.entity.js';
import { AuctionBidRequest } from './auction-bid-request.entity.js';
import type { LedgerKind } from './ledger-rules.js';

/**
 * One movement of a customer's auction account, never changed once written: a deposit or refund (bank transfers
 * staff record), the hold and release of a bid request's maximum bid, a won car's price owed and its settlement (or
 * the undoing of its result, issue 24).
 * The account row equals their sums (ledger-rules.ts `ledgerTotals`).
 */
@Entity('auction_ledger_entries')
@Index('ix_auction_ledger_user', ['userId', 'id'])
// A bank transfer is recorded once: a second deposit (or refund) with the same reference is refused.
@Index('uq_auction_ledger_bank_reference', ['kind', 'bankReference'], { unique: true, where: 'bank_reference IS NOT NULL' })
@Check('ck_auction_ledger_amount', '"amount_jpy" > 0')
@Check('ck_auction_ledger_kind', `"kind" IN ('deposit', 'refund', 'hold', 'release', 'won', 'settled', 'won_undone', 'unsettled')`)
export class AuctionLedgerEntry extends Created(OwnedBy(Keyed, () => User, 'CASCADE')) {
  @Column({ type: 'varchar', length: 10 })
  kind: LedgerKind;

  @Column({ name: 'amount_jpy', type: 'bigint' })
  amountJpy: string;

  /** The bid request a hold, release, won or settled entry is about. */
  @Index('ix_auction_ledger_bid')
  @KeyColumn('bid_request_id', { nullable: true })
  bidRequestId: string | null;

  @JoinedTo(() => AuctionBidRequest, 'bid_request_id', { onDelete: 'CASCADE' })
  bidRequest?: AuctionBidRequest;

  /** The bank's reference of a deposit's or refund's transfer. */
  @Column({ name: 'bank_reference', type: 'varchar', length: 64, nullable: true })
  bankReference: string | null;

  /** The day the bank credited a deposit (YYYY-MM-DD). */
  @Column({ name: 'value_date', type: 'date', nullable: true })
  valueDate: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** The public id of the staff member who recorded it; null for the customer's own moves (bids, withdrawals). */
  @Column({ name: 'recorded_by', type: 'uuid', nullable: true })
  recordedBy: string | null;
}
