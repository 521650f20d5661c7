import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { usd } from '../../common/money/money.dto.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { Clock } from '../../common/time/clock.js';
import { isUuid } from '../../common/validation/uuid.js';
import { AccountClosureBids } from '../auctions/bidding/account-closure-bids.service.js';
import { addition, modification } from '../audit/audit-facts.js';
import type { AuditedTx } from '../audit/audited-changes.service.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { emailLanguageOf } from '../notifications/email/email-template.js';
import { renderEmail } from '../notifications/email/render-email.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { AccountClosureOrders } from '../orders/account-closure-orders.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { accountClosedEmail } from './account-closure-emails.js';
import { CLOSURE_REFUND_MACHINE, type ClosureCause, refundContactOf, refundStatusOf } from './account-closure-rules.js';
import { AccountClosure } from './account-closure.entity.js';
import type { AccountClosuresQueryDto, RecordClosureRefundDto } from './account-closure.requests.js';
import type { AccountClosureDto, AccountClosureListDto, AccountDeletionPreviewDto } from './account-closure.responses.js';

/** Audit target type of closure records (target id: the record's public id; the account's id is in `after`). */
export const CLOSURE_TARGET = 'account_closure';
export const CLOSURE_AUDIT = { close: 'account_closure.close', refund: 'account_closure.refund' } as const;

/** The reason written on the history of each reservation a closure cancels (staff read it on the order's page). */
export const CLOSURE_REASON = 'account deleted';

/**
 * Closing an account (issue 24 §6): the one procedure behind both deletions — the customer's own (DELETE
 * /api/user/account) and staff's (DELETE /api/admin/users/:id). One transaction, in this order:
 *
 * 1. the customer's reservation lock (the one ReservationsService.reserve takes first), so that no reservation slips in
 *    between the settling and the deletion;
 * 2. the caller's `check`: it locks the user's row and applies its rules (the password was checked before; only a
 *    superadmin may delete a superadmin; never the last active superadmin);
 * 3. the orders (AccountClosureOrders): every reservation cancelled, paused holds included, the cars back on sale;
 *    every order's personal data minimised; orders with a deposit or more stay, for the books;
 * 4. the auction account (AccountClosureBids): open bids withdrawn, their bidding power released; refused (409) while
 *    a bid is past its lot's cut-off;
 * 5. the closure record (account_closures), with the refund it flags for staff, and its audit entry;
 * 6. the user row deleted: its foreign keys delete what was only the customer's, and set orders and payments apart.
 *
 * A failure anywhere rolls everything back: the account is either closed and settled, or untouched. After the commit
 * the catalogue is bumped and the expiry jobs go (OrderChanges), and one notice goes to the deleted address.
 */
@Injectable()
export class AccountClosureService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly closureOrders: AccountClosureOrders,
    private readonly closureBids: AccountClosureBids,
    private readonly users: UsersService,
    private readonly changes: AuditedChanges,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /**
   * Closes the account `userId` for `cause`. `check` runs in the transaction after the reservation lock: it locks the
   * user's row (or throws 404 when it is gone), applies the caller's rules, and answers the user as locked.
   */
  async close(ctx: RequestContext, userId: string, cause: ClosureCause, check: (tx: AuditedTx) => Promise<User>): Promise<AccountClosure> {
    const { closure, notice } = await this.closureOrders.run(ctx, async (tx, change) => {
      const m = tx.manager;
      await this.closureOrders.lockCustomer(m, userId);
      const user = await check(tx);
      const orders = await this.closureOrders.settle(tx, change, user.id, cause, CLOSURE_REASON);
      const auction = await this.closureBids.settle(tx, user.id);
      const refundStatus = refundStatusOf({ auctionDepositJpy: auction.depositJpy, ordersRefundUsd: orders.refundUsd });
      const repo = m.getRepository(AccountClosure);
      const inserted = await repo.insert({
        accountId: user.publicId,
        cause,
        closedBy: ctx.actor?.publicId ?? null,
        closedAt: this.clock.now(),
        cancelledReservations: orders.cancelled.map(({ orderId, stockId, paid }) => ({ orderId, stockId, paid })),
        bidsWithdrawn: auction.withdrawn,
        ordersKept: orders.kept,
        auctionDepositJpy: auction.depositJpy,
        auctionOwedJpy: auction.owedJpy,
        ordersRefundUsd: orders.refundUsd,
        refundStatus,
        ...refundContactOf(refundStatus, user),
        depositReferences: refundStatus === 'due' ? auction.depositReferences : [],
      });
      const saved = await repo.findOneByOrFail({ id: String((inserted.identifiers[0] as { id: string }).id) });
      await tx.audit(
        addition(CLOSURE_AUDIT.close, CLOSURE_TARGET, saved.publicId, {
          accountId: user.publicId,
          cause,
          reservationsCancelled: orders.cancelled.length,
          bidsWithdrawn: auction.withdrawn,
          ordersKept: orders.kept,
          auctionDepositJpy: auction.depositJpy,
          ordersRefundUsd: orders.refundUsd,
          refundStatus,
        }),
      );
      // The notice's language is read from the row before it goes; else the request's, when the owner closed it
      // themselves (a staff member's request says nothing about the customer's language).
      const language = emailLanguageOf(user, cause === 'customer' ? ctx.locale : null);
      await this.users.deletePermanently(user.id, m);
      const vars = {
        firstName: user.firstName,
        cause,
        cancelled: orders.cancelled,
        bidsWithdrawn: auction.withdrawn,
        ordersKept: orders.kept,
        auctionDepositJpy: auction.depositJpy,
        ordersRefundUsd: orders.refundUsd,
      };
      return { closure: saved, notice: await renderEmail(accountClosedEmail, language, vars, user.email) };
    });
    this.notifications.sendEmailsAfterCommit([notice]);
    return closure;
  }

  /** What deleting the caller's account would do, changing nothing: the confirmation dialog shows it. */
  async preview(ctx: RequestContext): Promise<AccountDeletionPreviewDto> {
    const userId = actorOf(ctx).id;
    const [orders, auction] = await Promise.all([this.closureOrders.preview(userId), this.closureBids.preview(userId)]);
    return {
      reservations: orders.cancelled.map((o) => ({ orderId: o.orderId, stockId: o.stockId, carTitle: o.carTitle, paid: usd(o.paid) })),
      ordersKept: orders.kept,
      openBids: auction.withdrawn,
      bidsAtAuction: auction.underWay.map((b) => `${b.auctionHouse} ${b.lotNumber}`),
      auctionDepositJpy: auction.depositJpy,
      refund: usd(orders.refundUsd),
    };
  }

  /* ---------------------------------------------------------------- staff */

  async list(query: AccountClosuresQueryDto): Promise<AccountClosureListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.dataSource.getRepository(AccountClosure).findAndCount({
      where: query.refundStatus ? { refundStatus: query.refundStatus } : {},
      order: { closedAt: 'DESC', id: 'DESC' },
      skip,
      take: limit,
    });
    return { items: rows.map(toClosureDto), total, page, limit };
  }

  async get(id: string): Promise<AccountClosureDto> {
    return toClosureDto(await this.find(id));
  }

  /**
   * Staff record the bank transfer that paid a deleted customer back: the refund moves from due to refunded (the
   * closure refund machine), and the contact details and deposit references kept for it are cleared. Audited.
   */
  async recordRefund(ctx: RequestContext, id: string, body: RecordClosureRefundDto): Promise<AccountClosureDto> {
    const closure = await this.changes.run(ctx, async (tx) => {
      const found = await this.find(id, tx);
      CLOSURE_REFUND_MACHINE.assert(found.refundStatus, 'refunded', 'staff');
      const changes = {
        refundStatus: 'refunded' as const,
        refundedAt: this.clock.now(),
        refundedBy: actorOf(ctx).publicId,
        refundReference: body.bankReference,
        refundNote: body.note ?? null,
        contactEmail: null,
        contactName: null,
        depositReferences: [],
      };
      await tx.manager.getRepository(AccountClosure).update({ id: found.id }, changes);
      await tx.audit(
        modification(CLOSURE_AUDIT.refund, CLOSURE_TARGET, found.publicId, {
          before: { refundStatus: found.refundStatus },
          after: { refundStatus: 'refunded', bankReference: body.bankReference, ...(body.note ? { note: body.note } : {}) },
        }),
      );
      return { ...found, ...changes };
    });
    return toClosureDto(closure);
  }

  private async find(id: string, tx?: AuditedTx): Promise<AccountClosure> {
    const repo = (tx?.manager ?? this.dataSource.manager).getRepository(AccountClosure);
    const found = isUuid(id)
      ? await repo.findOne({ where: { publicId: id }, ...(tx ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
      : null;
    if (!found) throw notFound(Msg.CLOSURE_NOT_FOUND);
    return found;
  }
}

function toClosureDto(c: AccountClosure): AccountClosureDto {
  return {
    id: c.publicId,
    accountId: c.accountId,
    cause: c.cause,
    closedBy: c.closedBy,
    closedAt: c.closedAt.toISOString(),
    cancelledReservations: c.cancelledReservations.map((r) => ({ orderId: r.orderId, stockId: r.stockId, paid: usd(r.paid) })),
    bidsWithdrawn: c.bidsWithdrawn,
    ordersKept: c.ordersKept,
    auctionDepositJpy: String(c.auctionDepositJpy),
    auctionOwedJpy: String(c.auctionOwedJpy),
    ordersRefund: usd(c.ordersRefundUsd),
    refundStatus: c.refundStatus,
    contact: c.contactEmail ? { email: c.contactEmail, name: c.contactName ?? '' } : null,
    depositReferences: c.depositReferences,
    refundedAt: c.refundedAt?.toISOString() ?? null,
    refundedBy: c.refundedBy,
    refundReference: c.refundReference,
    refundNote: c.refundNote,
    nextStatuses: CLOSURE_REFUND_MACHINE.targets(c.refundStatus, 'staff'),
  };
}
