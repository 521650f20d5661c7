import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict } from '../../../common/errors/app-error.js';
import { Msg } from '../../../common/errors/messages.js';
import type { AuditedTx } from '../../audit/audited-changes.service.js';
import { AuctionAccount } from './auction-account.entity.js';
import { AuctionBidRequest } from './auction-bid-request.entity.js';
import { AuctionLedgerEntry } from './auction-ledger-entry.entity.js';
import { AuctionLedger, BID_TARGET, BIDDING_AUDIT } from './auction-ledger.service.js';
import { BID_MACHINE } from './bid-machine.js';

/** An open bid request as an account closure sees it: whether its lot's bid requests have closed (PostgreSQL's now()). */
interface OpenBid {
  id: string;
  publicId: string;
  maxBidJpy: string;
  lotNumber: string;
  auctionHouse: string;
  closed: boolean;
}

/** What closing an account does (or would do) to its auction account. */
export interface ClosedAuctionAccount {
  /** Open bid requests withdrawn (their holds released). */
  withdrawn: number;
  /** Open bid requests whose lot is past its cut-off: they block the closure until staff record their result. */
  underWay: { lotNumber: string; auctionHouse: string }[];
  /** The deposit paid in and not refunded (whole yen, as text): flagged for staff to refund. */
  depositJpy: string;
  /** Won cars not yet paid (whole yen, as text): staff weigh it against the deposit before refunding. */
  owedJpy: string;
  /** The bank references of the deposits, newest first: where the refund goes back to. */
  depositReferences: string[];
}

/**
 * The auction account's part of closing a customer's account (issue 24 §6), asked by the users module's
 * AccountClosureService in the closure's transaction. Every open bid request is withdrawn exactly as the customer's
 * own withdrawal does it (status `withdrawn`, a `release` ledger entry, an audit entry), so the bidding power it held
 * is released and the staff's bid sheet no longer lists it. A bid request whose lot is past its cut-off is not
 * withdrawn — staff may already be bidding on it at the auction house — and the closure is refused (409) until staff
 * record its result. The deposit is not refunded here (a refund is a bank transfer staff make): it is answered, with
 * what is owed and the deposits' bank references, for the closure record that flags it.
 */
@Injectable()
export class AccountClosureBids {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: AuctionLedger,
  ) {}

  /** What closing would do, without changing anything (the confirmation's preview). */
  async preview(userId: string, m: EntityManager = this.dataSource.manager): Promise<ClosedAuctionAccount> {
    const account = await m.getRepository(AuctionAccount).findOne({ where: { userId } });
    const bids = await this.openBids(m, userId);
    return {
      withdrawn: bids.filter((b) => !b.closed).length,
      underWay: underWay(bids),
      depositJpy: account?.depositJpy ?? '0',
      owedJpy: account?.owedJpy ?? '0',
      depositReferences: [],
    };
  }

  /**
   * In the closure's transaction: locks the auction account (when the customer has one), refuses while a bid is at
   * auction, withdraws the open bid requests and answers what is left on the account.
   */
  async settle(tx: AuditedTx, userId: string): Promise<ClosedAuctionAccount> {
    const m = tx.manager;
    if (!(await m.getRepository(AuctionAccount).existsBy({ userId }))) {
      return { withdrawn: 0, underWay: [], depositJpy: '0', owedJpy: '0', depositReferences: [] };
    }
    const account = await this.ledger.lock(m, userId);
    const bids = await this.openBids(m, userId, true);
    const blocked = underWay(bids);
    if (blocked.length > 0) {
      throw conflict(Msg.ACCOUNT_BIDS_AT_AUCTION, { lots: blocked.map((b) => `${b.auctionHouse} ${b.lotNumber}`).join(', ') });
    }
    for (const bid of bids) {
      // The customer's own withdrawal, through the bid's table: its lot still takes changes (checked above).
      BID_MACHINE.assert('open', 'withdrawn', 'customer', { lotClosed: null, paid: false });
      await m.getRepository(AuctionBidRequest).update({ id: bid.id }, { status: 'withdrawn' });
      await this.ledger.post(m, account, [{ kind: 'release', amount: BigInt(bid.maxBidJpy), bidRequestId: bid.id }]);
      await tx.audit({
        action: BIDDING_AUDIT.bidWithdraw,
        targetType: BID_TARGET,
        targetId: bid.publicId,
        before: { status: 'open' },
        after: { status: 'withdrawn', heldJpy: account.held.toString(), reason: 'account closed' },
      });
    }
    const deposits = await m
      .getRepository(AuctionLedgerEntry)
      .find({ where: { userId, kind: 'deposit' }, select: { bankReference: true }, order: { id: 'DESC' } });
    return {
      withdrawn: bids.length,
      underWay: [],
      depositJpy: account.deposit.toString(),
      owedJpy: account.owed.toString(),
      depositReferences: deposits.flatMap((d) => (d.bankReference ? [d.bankReference] : [])),
    };
  }

  /** The customer's open bid requests with their lots' cut-off, by PostgreSQL's clock (as BidRequestsService decides it). */
  private async openBids(m: EntityManager, userId: string, lock = false): Promise<OpenBid[]> {
    return (await m.query(
      `SELECT b.id, b.public_id AS "publicId", b.max_bid_jpy AS "maxBidJpy", l.lot_number AS "lotNumber",
              l.auction_house AS "auctionHouse", now() >= l.starts_at - make_interval(mins => $2::int) AS closed
         FROM auction_bid_requests b JOIN auction_lots l ON l.id = b.lot_id
        WHERE b.user_id = $1 AND b.status = 'open'
        ORDER BY b.id${lock ? ' FOR UPDATE OF b' : ''}`,
      [userId, this.ledger.cutoffMinutes],
    )) as OpenBid[];
  }
}

const underWay = (bids: readonly OpenBid[]) =>
  bids.filter((b) => b.closed).map((b) => ({ lotNumber: b.lotNumber, auctionHouse: b.auctionHouse }));
