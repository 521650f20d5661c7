import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { conflict } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import type { AuditedTx } from '../../audit/audited-changes.service.js';
import { AuctionAccountsRepository } from './auction-accounts.repository.js';
import { AuctionLedger } from './auction-ledger.service.js';
import { BID_MACHINE } from './bid-machine.js';
import { BidRequestsService } from './bid-requests.service.js';
import { BiddingRepository, type OpenBid } from './bidding.repository.js';

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
    private readonly accounts: AuctionAccountsRepository,
    private readonly bidding: BiddingRepository,
    private readonly ledger: AuctionLedger,
    private readonly bidRequests: BidRequestsService,
  ) {}

  /** What closing would do, without changing anything (the confirmation's preview). */
  async preview(userId: string, m?: EntityManager): Promise<ClosedAuctionAccount> {
    const account = await this.accounts.find(userId, m);
    const bids = await this.bidding.openBidsOf(userId, this.ledger.cutoffMinutes, m);
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
    if (!(await this.accounts.exists(m, userId))) {
      return { withdrawn: 0, underWay: [], depositJpy: '0', owedJpy: '0', depositReferences: [] };
    }
    const account = await this.ledger.lock(m, userId);
    const bids = await this.bidding.openBidsOf(userId, this.ledger.cutoffMinutes, m, true);
    const blocked = underWay(bids);
    if (blocked.length > 0) {
      throw conflict(Msg.ACCOUNT_BIDS_AT_AUCTION, { lots: blocked.map((b) => `${b.auctionHouse} ${b.lotNumber}`).join(', ') });
    }
    for (const bid of bids) {
      // The customer's own withdrawal, through the bid's table: its lot still takes changes (checked above).
      BID_MACHINE.assert('open', 'withdrawn', 'customer', { lotClosed: null, paid: false });
      await this.bidRequests.withdrawLocked(tx, account, bid, 'account closed');
    }
    const depositReferences = await this.accounts.depositReferences(m, userId);
    return {
      withdrawn: bids.length,
      underWay: [],
      depositJpy: account.deposit.toString(),
      owedJpy: account.owed.toString(),
      depositReferences,
    };
  }
}

const underWay = (bids: readonly OpenBid[]) =>
  bids.filter((b) => b.closed).map((b) => ({ lotNumber: b.lotNumber, auctionHouse: b.auctionHouse }));
