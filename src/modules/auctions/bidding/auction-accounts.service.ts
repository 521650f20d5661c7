import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { actorOf, type RequestContext } from '../../../common/context/request-context.js';
import { conflict, invalidField, notFound } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { type PageQueryDto, resolvePaging } from '../../../common/pagination/pagination.js';
import { StaffList } from '../../../common/pagination/staff-list.js';
import { Clock } from '../../../common/time/clock.js';
import { modification } from '../../audit/audit-facts.js';
import { emailLanguageOf } from '../../notifications/email/email-template.js';
import type { User } from '../../users/user.entity.js';
import { AuctionOrdersService } from '../../orders/auction-orders.service.js';
import { UsersService } from '../../users/users.service.js';
import type { AuctionAccount } from './auction-account.entity.js';
import { AuctionAccountsRepository, orderAccounts } from './auction-accounts.repository.js';
import { ACCOUNT_TARGET, AuctionLedger, BIDDING_AUDIT, type LockedAccount } from './auction-ledger.service.js';
import { depositRecordedEmail } from './bidding-emails.js';
import { BiddingRepository } from './bidding.repository.js';
import { toBidDto, toCustomerDto, toLedgerEntryDto } from './bidding.mappers.js';
import type { AuctionAccountsQueryDto, RecordDepositDto, RecordRefundDto } from './bidding.requests.js';
import type {
  AdminAuctionAccountDto,
  AdminAuctionAccountListDto,
  AdminAuctionAccountSummaryDto,
  AuctionAccountDto,
  LedgerPageDto,
} from './bidding.responses.js';
import { mayRequestRefund, refundable } from './ledger-rules.js';

/**
 * Auction deposits and refunds (bank transfers staff record, as for orders), the customer's refund request, and the
 * account views: the sums, the bidding power and the ledger.
 */
@Injectable()
export class AuctionAccountsService {
  constructor(
    private readonly accounts: AuctionAccountsRepository,
    private readonly bidding: BiddingRepository,
    private readonly ledger: AuctionLedger,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly orders: AuctionOrdersService,
  ) {}

  /* ---------------------------------------------------------------- the customer */

  async mine(user: AuthUser, query: PageQueryDto): Promise<AuctionAccountDto> {
    return this.view(await this.ledger.read(user.id), query);
  }

  /** The customer asks for the deposit back: only with a deposit and nothing open or owed. Staff see the flag. */
  async requestRefund(ctx: RequestContext): Promise<AuctionAccountDto> {
    const userId = actorOf(ctx).id;
    const account = await this.ledger.run(ctx, async (tx) => {
      const account = await this.ledger.lock(tx.manager, userId);
      if (account.deposit === 0n) throw conflict(Msg.AUCTION_NOTHING_TO_REFUND);
      if (!mayRequestRefund(account)) throw conflict(Msg.AUCTION_REFUND_NOT_ALLOWED);
      if (account.refundRequestedAt) return account;
      const now = this.clock.now();
      await this.accounts.update(tx.manager, userId, { refundRequestedAt: now });
      await tx.audit(
        modification(BIDDING_AUDIT.refundRequest, ACCOUNT_TARGET, actorOf(ctx).publicId, {
          before: { refundRequestedAt: null },
          after: { refundRequestedAt: now.toISOString(), depositJpy: account.deposit.toString() },
        }),
      );
      return { ...account, refundRequestedAt: now };
    });
    return this.view(account, {});
  }

  /* ---------------------------------------------------------------- staff */

  async recordDeposit(ctx: RequestContext, body: RecordDepositDto): Promise<AdminAuctionAccountDto> {
    const customer = await this.customer(body.customerId);
    const amount = BigInt(body.amountJpy);
    const taken = () => conflict(Msg.AUCTION_DEPOSIT_TAKEN, { reference: body.bankReference });
    await this.ledger.run(
      ctx,
      async (tx, change) => {
        const account = await this.ledger.lock(tx.manager, customer.id);
        if (await this.accounts.referenceTaken('deposit', body.bankReference)) throw taken();
        const before = { depositJpy: account.deposit.toString() };
        await this.ledger.post(tx.manager, account, [
          {
            kind: 'deposit',
            amount,
            bankReference: body.bankReference,
            valueDate: body.valueDate,
            note: body.note ?? null,
            recordedBy: actorOf(ctx).publicId,
          },
        ]);
        await tx.audit(
          modification(BIDDING_AUDIT.deposit, ACCOUNT_TARGET, customer.publicId, {
            before,
            after: {
              depositJpy: account.deposit.toString(),
              amountJpy: body.amountJpy,
              bankReference: body.bankReference,
              valueDate: body.valueDate,
            },
          }),
        );
        // Staff record it: the customer reads it in their profile's language, not the staff member's.
        change.email(
          depositRecordedEmail,
          emailLanguageOf(customer),
          {
            firstName: customer.firstName,
            amountJpy: amount,
            bankReference: body.bankReference,
            power: { depositJpy: account.deposit, biddingPowerJpy: this.ledger.power(account) },
          },
          customer.email,
        );
      },
      // The same transfer recorded twice at once: one wins.
      { onUniqueViolation: taken },
    );
    return this.adminView(customer, {});
  }

  /** Sends back part or all of the deposit: at most what backs no open bid and no unpaid car. Clears a refund request. */
  async recordRefund(ctx: RequestContext, body: RecordRefundDto): Promise<AdminAuctionAccountDto> {
    const customer = await this.customer(body.customerId);
    const amount = BigInt(body.amountJpy);
    const taken = () => conflict(Msg.AUCTION_REFUND_TAKEN, { reference: body.bankReference });
    await this.ledger.run(
      ctx,
      async (tx) => {
        const account = await this.ledger.lock(tx.manager, customer.id);
        const free = refundable(account);
        if (amount > free) throw conflict(Msg.AUCTION_REFUND_ABOVE_FREE, { available: free.toString() });
        if (await this.accounts.referenceTaken('refund', body.bankReference)) throw taken();
        const before = { depositJpy: account.deposit.toString(), refundRequestedAt: account.refundRequestedAt?.toISOString() ?? null };
        await this.ledger.post(tx.manager, account, [
          { kind: 'refund', amount, bankReference: body.bankReference, note: body.note ?? null, recordedBy: actorOf(ctx).publicId },
        ]);
        await this.accounts.update(tx.manager, customer.id, { refundRequestedAt: null });
        await tx.audit(
          modification(BIDDING_AUDIT.refund, ACCOUNT_TARGET, customer.publicId, {
            before,
            after: {
              depositJpy: account.deposit.toString(),
              refundRequestedAt: null,
              amountJpy: body.amountJpy,
              bankReference: body.bankReference,
            },
          }),
        );
      },
      { onUniqueViolation: taken },
    );
    return this.adminView(customer, {});
  }

  /** The staff's accounts list (no export). */
  private readonly accountList = new StaffList(null, {
    filtered: (query: AuctionAccountsQueryDto) => this.accounts.accountsMatching(query.refundRequested),
    sort: orderAccounts,
    items: (rows: AuctionAccount[]) => this.summaries(rows),
  });

  list(query: AuctionAccountsQueryDto): Promise<AdminAuctionAccountListDto> {
    return this.accountList.exactPage(query);
  }

  /** The accounts as staff list them, leaving out any whose customer is gone. */
  private async summaries(rows: AuctionAccount[]): Promise<AdminAuctionAccountSummaryDto[]> {
    const customers = await this.users.findByIds(rows.map((r) => r.userId));
    return rows.flatMap((row): AdminAuctionAccountSummaryDto[] => {
      const customer = customers.get(String(row.userId));
      if (!customer) return [];
      const sums = { deposit: BigInt(row.depositJpy), held: BigInt(row.heldJpy), owed: BigInt(row.owedJpy) };
      return [
        {
          customer: toCustomerDto(customer),
          depositJpy: row.depositJpy,
          heldJpy: row.heldJpy,
          owedJpy: row.owedJpy,
          biddingPowerJpy: this.ledger.power(sums).toString(),
          refundableJpy: refundable(sums).toString(),
          refundRequested: row.refundRequestedAt !== null,
          refundRequestedAt: row.refundRequestedAt?.toISOString() ?? null,
          updatedAt: row.updatedAt.toISOString(),
        },
      ];
    });
  }

  async get(customerId: string, query: PageQueryDto): Promise<AdminAuctionAccountDto> {
    const customer = await this.users.findByPublicId(customerId);
    if (!customer) throw notFound(Msg.USER_NOT_FOUND);
    return this.adminView(customer, query);
  }

  /* ---------------------------------------------------------------- views */

  private async adminView(customer: User, query: PageQueryDto): Promise<AdminAuctionAccountDto> {
    const account = await this.view(await this.ledger.read(customer.id), query);
    const bids = await this.bidding.openAndUnsettled(customer.id);
    const orders = await this.orders.ordersOfAuctionBids(bids.filter((b) => b.status === 'won').map((b) => b.publicId));
    return {
      ...account,
      customer: toCustomerDto(customer),
      openBids: bids.map((bid) =>
        toBidDto(bid, bid.lot!, this.ledger.cutoffMinutes, true, orders.get(bid.publicId) ?? null, this.clock.now()),
      ),
    };
  }

  private async view(account: LockedAccount, query: Pick<PageQueryDto, 'page' | 'limit'>): Promise<AuctionAccountDto> {
    return {
      depositJpy: account.deposit.toString(),
      heldJpy: account.held.toString(),
      owedJpy: account.owed.toString(),
      biddingPowerJpy: this.ledger.power(account).toString(),
      powerMultiple: this.ledger.multiple,
      refundableJpy: refundable(account).toString(),
      cutoffMinutes: this.ledger.cutoffMinutes,
      refundRequestedAt: account.refundRequestedAt?.toISOString() ?? null,
      ledger: await this.ledgerPage(account.userId, query),
    };
  }

  private async ledgerPage(userId: string, query: Pick<PageQueryDto, 'page' | 'limit'>): Promise<LedgerPageDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.accounts.entriesPage(userId, skip, limit);
    const publicIds = await this.bidding.publicIdsOf([...new Set(rows.flatMap((r) => (r.bidRequestId ? [r.bidRequestId] : [])))]);
    return { items: rows.map((row) => toLedgerEntryDto(row, publicIds)), total, page, limit };
  }

  private async customer(publicId: string): Promise<User> {
    const customer = await this.users.findByPublicId(publicId);
    if (!customer) throw invalidField('customerId', Msg.CUSTOMER_ID_INVALID);
    return customer;
  }
}
