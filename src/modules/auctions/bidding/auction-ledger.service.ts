import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { AuditedChanges, type AuditedTx } from '../../audit/audited-changes.service.js';
import { auditActions } from '../../audit/audit-actions.js';
import type { RequestContext } from '../../../common/context/request-context.js';
import type { Locale } from '../../../common/context/locale.js';
import type { EmailTemplate } from '../../notifications/email/email-template.js';
import { renderEmail } from '../../notifications/email/render-email.js';
import type { EmailMessage } from '../../notifications/mail-rules.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { type OrderChange, OrderChanges } from '../../orders/order-changes.service.js';
import type { AuctionAccount } from './auction-account.entity.js';
import { AuctionAccountsRepository } from './auction-accounts.repository.js';
import { type AccountSums, biddingPower, type LedgerKind, ledgerTotals } from './ledger-rules.js';

/** Audit target types of the bidding service: a customer's account (target id: their public id) and a bid request. */
export const ACCOUNT_TARGET = 'auction_account';
export const BID_TARGET = 'auction_bid';
/** Audit target type of a lot's result (target id: the lot's public id). */
export const LOT_TARGET = 'auction_lot';
export const BIDDING_AUDIT = {
  ...auditActions(ACCOUNT_TARGET, ['deposit', 'refund', 'refundRequest']),
  ...auditActions(BID_TARGET, ['place', 'change', 'withdraw', 'result', 'resultUndo', 'settle', 'unsettle'], 'bid'),
  ...auditActions(LOT_TARGET, ['result', 'resultUndo'], 'lot'),
};

/** An account row locked for the transaction, with its sums as BigInt. */
export interface LockedAccount extends AccountSums {
  userId: string;
  refundRequestedAt: Date | null;
}

/** A ledger entry to write; the amount is above 0 and its kind says which way it moves the account. */
export interface NewEntry {
  kind: LedgerKind;
  amount: bigint;
  bidRequestId?: string | null;
  bankReference?: string | null;
  valueDate?: string | null;
  note?: string | null;
  recordedBy?: string | null;
}

/**
 * What a committed change still has to do: the emails to the customers. Each is rendered after the commit, not while
 * the transaction holds the accounts' locks (rendering takes some milliseconds per email, and a lot's result emails
 * every bidder); its words are fixed when it is owed, since `vars` are the change's values then.
 */
export class BiddingChange {
  private readonly owed: (() => Promise<EmailMessage>)[] = [];

  /** Owes `to` the email `template` in `language`, sent once the change commits. */
  email<V>(template: EmailTemplate<V>, language: Locale, vars: V, to: string): void {
    this.owed.push(() => renderEmail(template, language, vars, to));
  }

  /** The owed emails, rendered. */
  async messages(): Promise<EmailMessage[]> {
    return Promise.all(this.owed.map((render) => render()));
  }
}

/**
 * The one way the bidding service changes an auction account: inside AuditedChanges, `lock` takes the customer's
 * account row FOR UPDATE (creating it on first use), so every change to one customer's account runs one after the
 * other — concurrent bids cannot both see the same bidding power. `post` writes the ledger entries and moves the
 * row by exactly their sums, so the row always equals its ledger. Emails go after the commit.
 */
@Injectable()
export class AuctionLedger {
  private readonly logger = new Logger(AuctionLedger.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AuctionAccountsRepository,
    private readonly changes: AuditedChanges,
    private readonly notifications: NotificationsService,
    private readonly orderChanges: OrderChanges,
  ) {}

  get multiple(): number {
    return this.config.auctionPowerMultiple;
  }

  get cutoffMinutes(): number {
    return this.config.auctionBidCutoffMinutes;
  }

  power(sums: AccountSums): bigint {
    return biddingPower(sums.deposit, this.multiple, sums.held, sums.owed);
  }

  async run<T>(
    ctx: RequestContext,
    work: (tx: AuditedTx, change: BiddingChange) => Promise<T>,
    options: { onUniqueViolation?: () => Error } = {},
  ): Promise<T> {
    const change = new BiddingChange();
    const result = await this.changes.run(ctx, (tx) => work(tx, change), options);
    await this.sendAfterCommit(change);
    return result;
  }

  /**
   * `run` for a change that may also move an order (undoing a won result cancels the car's unpaid order): the work
   * runs in the orders module's transaction (OrderChanges.run: same audit, the order's follow-ups after the commit).
   */
  async runWithOrders<T>(ctx: RequestContext, work: (tx: AuditedTx, change: BiddingChange, orders: OrderChange) => Promise<T>): Promise<T> {
    const change = new BiddingChange();
    const result = await this.orderChanges.run(ctx, (tx, orders) => work(tx, change, orders));
    await this.sendAfterCommit(change);
    return result;
  }

  /** The committed change's emails: like their queueing, a failure to render them is logged, never the request's (the change stands). */
  private async sendAfterCommit(change: BiddingChange): Promise<void> {
    try {
      this.notifications.sendEmailsAfterCommit(await change.messages());
    } catch (error) {
      this.logger.error({ err: error }, 'The emails of a committed auction account change did not render');
    }
  }

  /** The customer's account row, locked until the transaction ends; an empty one is created on first use. */
  async lock(m: EntityManager, userId: string): Promise<LockedAccount> {
    return toLocked(await this.accounts.lock(m, userId));
  }

  /** Writes the entries and moves the locked account by their sums; answers the new sums (also set on `account`). */
  async post(m: EntityManager, account: LockedAccount, entries: readonly NewEntry[]): Promise<AccountSums> {
    if (entries.length === 0) return account;
    const delta = ledgerTotals(entries.map((e) => ({ kind: e.kind, amountJpy: e.amount })));
    account.deposit += delta.deposit;
    account.held += delta.held;
    account.owed += delta.owed;
    await this.accounts.insertEntries(
      m,
      entries.map((e) => ({
        userId: account.userId,
        kind: e.kind,
        amountJpy: e.amount.toString(),
        bidRequestId: e.bidRequestId ?? null,
        bankReference: e.bankReference ?? null,
        valueDate: e.valueDate ?? null,
        note: e.note ?? null,
        recordedBy: e.recordedBy ?? null,
      })),
    );
    await this.accounts.update(m, account.userId, {
      depositJpy: account.deposit.toString(),
      heldJpy: account.held.toString(),
      owedJpy: account.owed.toString(),
    });
    return account;
  }

  /** The account's sums without locking (zeros before its first use). */
  async read(userId: string, m?: EntityManager): Promise<LockedAccount> {
    const row = await this.accounts.find(userId, m);
    return row ? toLocked(row) : { userId, deposit: 0n, held: 0n, owed: 0n, refundRequestedAt: null };
  }
}

const toLocked = (row: AuctionAccount): LockedAccount => ({
  userId: row.userId,
  deposit: BigInt(row.depositJpy),
  held: BigInt(row.heldJpy),
  owed: BigInt(row.owedJpy),
  refundRequestedAt: row.refundRequestedAt,
});
