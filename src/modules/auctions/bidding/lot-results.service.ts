import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { actorOf, type RequestContext } from '../../../common/context/request-context.js';
import { type AppError, conflict } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../../common/pagination/pagination.js';
import { Clock } from '../../../common/time/clock.js';
import { DomainEvents } from '../../../events/domain-events.service.js';
import { modification } from '../../audit/audit-facts.js';
import { emailLanguageOf, type EmailTemplate } from '../../notifications/email/email-template.js';
import { AuctionOrdersService } from '../../orders/auction-orders.service.js';
import type { User } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import { bidCutoffOf } from '../lots/auction-lots-rules.js';
import { LOT_MACHINE, type LotMoveFacts, lotPhase, storedResultOf } from '../lots/lot-machine.js';
import type { AuctionBidRequest } from './auction-bid-request.entity.js';
import {
  AuctionLedger,
  BID_TARGET,
  BIDDING_AUDIT,
  type BiddingChange,
  type LockedAccount,
  LOT_TARGET,
  type NewEntry,
} from './auction-ledger.service.js';
import { BID_MACHINE } from './bid-machine.js';
import { bidResultEmail, bidResultUndoneEmail } from './bidding-emails.js';
import { BiddingRepository } from './bidding.repository.js';
import { toBidLotDto, toCustomerDto, toLotResultDto } from './bidding.mappers.js';
import type { AdminLotsQueryDto, RecordLotResultDto, UndoLotResultDto } from './bidding.requests.js';
import type { AdminAuctionLotDto, AdminAuctionLotListDto, AdminLotBidDto } from './lot-results.responses.js';
import { type BidResult, biddingPower, owedBy, wonAmount } from './ledger-rules.js';
import {
  bidResultChanged,
  checkResult,
  closingStatusOf,
  eligibleBids,
  eligibleWinner,
  hammerBounds,
  LOT_OUTCOMES,
  lotResultOf,
  minimumBid,
  outcomeOf,
  type ResultBid,
} from './result-rules.js';

const RESULT_STATUSES: readonly BidResult[] = ['won', 'lost', 'not_sold'];

/** A bid request as the result rules read it, with its row. */
type LotBid = ResultBid & { row: AuctionBidRequest };
const asResultBid = (row: AuctionBidRequest): LotBid => ({
  publicId: row.publicId,
  status: row.status,
  maxBidJpy: BigInt(row.maxBidJpy),
  createdAt: row.createdAt,
  id: BigInt(row.id),
  row,
});

/**
 * A lot's result (issue 24): one for all its bid requests, recorded by staff once the lot has come up (by the Clock),
 * through the lot machine (lot-machine.ts) and each bid's (bid-machine.ts). Recording it closes every open bid — the
 * eligible winner won at a hammer price within its bounds, the others lost (or not sold) — and releases their holds;
 * undoing it (with a reason, before anything was paid) opens them again, holds their maximum bids again, takes back
 * what the winner owed and cancels the car's unpaid order, withdrawing the car from sale (the company never bought it).
 * Every bidder is emailed after the commit, never before; the winner only by this module (one "Result withdrawn" email
 * that says the order is cancelled, no separate cancellation notice).
 *
 * Locks: the lot's row FOR UPDATE first (a customer's bid, change or withdrawal, and staff making a won car's order,
 * take it FOR SHARE first, so none runs while the result is written or undone), then the won car's order (as a payment
 * takes it before the account), then the bidders' accounts in user order, then their bid requests.
 */
@Injectable()
export class LotResultsService {
  constructor(
    private readonly bidding: BiddingRepository,
    private readonly ledger: AuctionLedger,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly orders: AuctionOrdersService,
    private readonly events: DomainEvents,
  ) {}

  /** A day's lots that have bid requests, by house and lot number, with their phase and result. */
  async list(query: AdminLotsQueryDto): Promise<AdminAuctionLotListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [lots, total] = await this.bidding.lotsWithBidsPage(query, skip, limit);
    const counts = await this.bidding.bidCounts(lots.map((l) => l.id));
    const byLot = new Map(counts.map((c) => [c.lot_id, c]));
    const now = this.clock.now();
    const cutoff = this.ledger.cutoffMinutes;
    return {
      items: lots.map((lot) => {
        const c = byLot.get(String(lot.id));
        return {
          lot: toBidLotDto(lot, true, now, cutoff),
          openBids: c?.open ?? 0,
          bids: c?.bids ?? 0,
          result: outcomeOf(lot, (c?.won ?? 0) > 0),
        };
      }),
      total,
      page,
      limit,
    };
  }

  /** The lot as the result screen shows it: phase, what may be done now (the machines' answers), bids, result. */
  async get(lotId: string, m: EntityManager = this.bidding.manager): Promise<AdminAuctionLotDto> {
    const lot = await this.bidding.lot(m, lotId);
    const rows = await this.bidding.bidsOnLot(m, lot.id, 'created');
    const bids = rows.map(asResultBid);
    const customers = await this.users.findByIds(rows.map((r) => r.userId));
    const orders = await this.orders.ordersOfAuctionBids(
      rows.filter((r) => r.status === 'won').map((r) => r.publicId),
      m,
    );
    const now = this.clock.now();
    const phase = lotPhase(lot, now, this.ledger.cutoffMinutes);
    const start = lot.startPriceJpy === null ? null : BigInt(lot.startPriceJpy);
    const won = rows.find((r) => r.status === 'won') ?? null;
    const order = won ? await this.orders.wonAuctionOrder(m, won.publicId) : null;
    const facts: LotMoveFacts = {
      hasBids: rows.some((r) => r.status !== 'withdrawn'),
      paid: won?.settledAt != null || (order?.paid ?? false),
      recorded: lot.resultRecordedAt !== null,
    };
    const nextPhases = LOT_MACHINE.targets(phase, 'staff', facts);
    const winner = phase === 'awaiting_result' ? eligibleWinner(bids, start) : null;
    const eligible = new Set(eligibleBids(bids, start).map((b) => b.publicId));
    const results = LOT_OUTCOMES.filter((o) => nextPhases.includes(lotResultOf(o)) && (o !== 'won' || winner !== null));
    const undoRefusal = LOT_MACHINE.refusal(phase, 'awaiting_result', 'staff', facts);
    const customer = (userId: string) => toCustomerDto(customers.get(String(userId)) ?? deletedCustomer);
    const strongestFirst = [
      ...eligibleBids(bids, start),
      ...bids.filter((b) => !eligible.has(b.publicId)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    ];
    return {
      lot: toBidLotDto(lot, true, now, this.ledger.cutoffMinutes),
      cutoffAt: bidCutoffOf(lot.startsAt, this.ledger.cutoffMinutes).toISOString(),
      nextPhases,
      results,
      winner: winner
        ? {
            bidId: winner.publicId,
            customer: customer(winner.row.userId),
            maxBidJpy: winner.row.maxBidJpy,
            hammerMinJpy: hammerBounds(start, winner).min.toString(),
            hammerMaxJpy: hammerBounds(start, winner).max.toString(),
          }
        : null,
      lostHammerMinJpy: (eligibleWinner(bids, start)?.maxBidJpy ?? minimumBid(start)).toString(),
      bids: strongestFirst.map(({ row }): AdminLotBidDto => ({
        id: row.publicId,
        status: row.status,
        maxBidJpy: row.maxBidJpy,
        note: row.note,
        customer: customer(row.userId),
        eligible: eligible.has(row.publicId),
        hammerPriceJpy: row.hammerPriceJpy,
        feesJpy: row.feesJpy,
        settledAt: row.settledAt?.toISOString() ?? null,
        orderId: orders.get(row.publicId) ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      result: toLotResultDto(lot, won),
      undo: { allowed: undoRefusal === null, code: undoRefusal?.code ?? null, message: undoRefusal?.message ?? null },
    };
  }

  /** Records the lot's result for all its bid requests (see the class). */
  async record(ctx: RequestContext, lotId: string, body: RecordLotResultDto): Promise<AdminAuctionLotDto> {
    const staff = actorOf(ctx).publicId;
    await this.ledger.run(ctx, async (tx, change) => {
      const m = tx.manager;
      const lot = await this.bidding.lot(m, lotId, true);
      const rows = await this.bidding.bidsOnLot(m, lot.id, 'id');
      const phase = lotPhase(lot, this.clock.now(), this.ledger.cutoffMinutes);
      const facts: LotMoveFacts = {
        hasBids: rows.some((r) => r.status !== 'withdrawn'),
        paid: false,
        recorded: lot.resultRecordedAt !== null,
      };
      const outcome = body.result;
      const move = LOT_MACHINE.assert(phase, lotResultOf(outcome), 'staff', facts);
      const open = rows.filter((r) => r.status === 'open');
      const checked = checkResult(
        {
          outcome,
          bidId: body.bidId ?? null,
          hammerPriceJpy: body.hammerPriceJpy ? BigInt(body.hammerPriceJpy) : null,
          feesJpy: body.feesJpy ? BigInt(body.feesJpy) : null,
        },
        lot.startPriceJpy === null ? null : BigInt(lot.startPriceJpy),
        open.map(asResultBid),
      );
      if (isError(checked)) throw checked;
      const at = this.clock.now();
      const accounts = await this.lockAccounts(m, open);
      const locked = await this.bidding.lockBids(m, open);
      const customers = await this.users.findByIds(
        open.map((b) => b.userId),
        m,
      );
      for (const bid of locked) {
        const to = closingStatusOf(outcome, bid.publicId, checked.winner);
        BID_MACHINE.assert(bid.status, to, 'staff', { lotClosed: null, paid: false });
        const won = to === 'won';
        const result = {
          status: to,
          hammerPriceJpy: won ? checked.hammerPriceJpy!.toString() : null,
          feesJpy: won ? checked.feesJpy.toString() : null,
          resultAt: at,
          recordedBy: staff,
        };
        await this.bidding.updateBid(m, bid.id, result);
        const account = accounts.get(String(bid.userId))!;
        const maxBid = BigInt(bid.maxBidJpy);
        const entries: NewEntry[] = [{ kind: 'release', amount: maxBid, bidRequestId: bid.id, recordedBy: staff }];
        if (won)
          entries.push({
            kind: 'won',
            amount: wonAmount(checked.hammerPriceJpy!, checked.feesJpy),
            bidRequestId: bid.id,
            recordedBy: staff,
          });
        await this.ledger.post(m, account, entries);
        await this.events.record(tx, bidResultChanged(bid, lot, result, at));
        await tx.audit(
          modification(BIDDING_AUDIT.bidResult, BID_TARGET, bid.publicId, {
            before: { status: 'open' },
            after: { status: to, hammerPriceJpy: result.hammerPriceJpy, feesJpy: result.feesJpy, owedJpy: account.owed.toString() },
          }),
        );
        this.tell(change, customers.get(String(bid.userId)), bidResultEmail, (c) => ({
          firstName: c.firstName,
          result: to,
          lot,
          maxBidJpy: maxBid,
          hammerPriceJpy: checked.hammerPriceJpy ?? 0n,
          feesJpy: checked.feesJpy,
          power: { depositJpy: account.deposit, biddingPowerJpy: this.ledger.power(account) },
        }));
      }
      await this.bidding.updateLot(m, lot.id, {
        result: storedResultOf(move.to as 'sold' | 'unsold'),
        resultPriceJpy: checked.hammerPriceJpy?.toString() ?? null,
        resultRecordedAt: at,
        resultRecordedBy: staff,
      });
      await tx.audit(
        modification(BIDDING_AUDIT.lotResult, LOT_TARGET, lot.publicId, {
          before: { phase },
          after: {
            phase: move.to,
            result: outcome,
            winningBidId: checked.winner,
            hammerPriceJpy: checked.hammerPriceJpy?.toString() ?? null,
            feesJpy: outcome === 'won' ? checked.feesJpy.toString() : null,
            closedBids: locked.length,
          },
        }),
      );
    });
    return this.get(lotId);
  }

  /**
   * Undoes the lot's recorded result with a reason (audited), before anything was paid against it: every bid it
   * closed is open again and holds its maximum bid again (refused when a bidder's power no longer covers it), the
   * winner owes nothing, the car's unpaid order is cancelled, and every bidder (each was told the result) is told.
   */
  async undo(ctx: RequestContext, lotId: string, body: UndoLotResultDto): Promise<AdminAuctionLotDto> {
    const staff = actorOf(ctx).publicId;
    await this.ledger.runWithOrders(ctx, async (tx, change, orderChange) => {
      const m = tx.manager;
      const lot = await this.bidding.lot(m, lotId, true);
      const rows = await this.bidding.bidsOnLot(m, lot.id, 'id');
      const decided = rows.filter((r) => RESULT_STATUSES.includes(r.status as BidResult));
      const wonRow = decided.find((r) => r.status === 'won') ?? null;
      // The won car's order first (a payment locks the order before the account), then the accounts and bids. No order
      // appears after this look: making one takes the lot's row FOR SHARE first (WonCarOrdersService.createOrder), so it
      // committed before this locked the lot (and is found here), or it waits for this to commit and finds the bid open.
      const order = wonRow ? await this.orders.wonAuctionOrder(m, wonRow.publicId, true) : null;
      const accounts = await this.lockAccounts(m, decided);
      const locked = await this.bidding.lockBids(m, decided);
      const lockedWon = locked.find((b) => b.status === 'won') ?? null;
      const paid = (order?.paid ?? false) || lockedWon?.settledAt != null;
      const phase = lotPhase(lot, this.clock.now(), this.ledger.cutoffMinutes);
      const facts: LotMoveFacts = { hasBids: rows.some((r) => r.status !== 'withdrawn'), paid, recorded: lot.resultRecordedAt !== null };
      LOT_MACHINE.assert(phase, 'awaiting_result', 'staff', facts);
      const customers = await this.users.findByIds(
        decided.map((b) => b.userId),
        m,
      );
      // What each bidder's account must take back: the holds of their reopened bids, less what a won bid owed.
      for (const [userId, account] of accounts) {
        const mine = locked.filter((b) => String(b.userId) === userId);
        const holds = mine.reduce((sum, b) => sum + BigInt(b.maxBidJpy), 0n);
        const owed = mine.filter((b) => b.status === 'won' && !b.settledAt).reduce((sum, b) => sum + owedBy(b), 0n);
        const after = account.deposit * BigInt(this.ledger.multiple) - (account.held + holds) - (account.owed - owed);
        if (after < 0n) {
          throw conflict(Msg.LOT_UNDO_ABOVE_POWER, {
            customer: customers.get(userId)?.email ?? userId,
            needed: (holds - owed).toString(),
            available: biddingPower(account.deposit, this.ledger.multiple, account.held, account.owed).toString(),
          });
        }
      }
      // The car the order held is withdrawn from sale, not put on sale: the company never bought it.
      const cancelled = order ? await this.orders.cancelUnpaidWonAuctionOrder(tx, orderChange, order.orderId, body.reason) : null;
      const at = this.clock.now();
      for (const bid of locked) {
        const was = bid.status as BidResult;
        BID_MACHINE.assert(bid.status, 'open', 'staff', { lotClosed: null, paid: was === 'won' && paid });
        await this.bidding.updateBid(m, bid.id, { status: 'open', hammerPriceJpy: null, feesJpy: null, resultAt: null, recordedBy: null });
        const account = accounts.get(String(bid.userId))!;
        const entries: NewEntry[] = [];
        if (was === 'won')
          entries.push({ kind: 'won_undone', amount: owedBy(bid), bidRequestId: bid.id, recordedBy: staff, note: body.reason });
        entries.push({ kind: 'hold', amount: BigInt(bid.maxBidJpy), bidRequestId: bid.id, recordedBy: staff, note: body.reason });
        await this.ledger.post(m, account, entries);
        await this.events.record(tx, bidResultChanged(bid, lot, { status: 'open', hammerPriceJpy: null, feesJpy: null }, at));
        await tx.audit(
          modification(BIDDING_AUDIT.bidResultUndo, BID_TARGET, bid.publicId, {
            before: { status: was, hammerPriceJpy: bid.hammerPriceJpy, feesJpy: bid.feesJpy },
            after: { status: 'open', heldJpy: account.held.toString(), owedJpy: account.owed.toString(), reason: body.reason },
          }),
        );
        this.tell(change, customers.get(String(bid.userId)), bidResultUndoneEmail, (c) => ({
          firstName: c.firstName,
          wasResult: was,
          lot,
          maxBidJpy: BigInt(bid.maxBidJpy),
          orderCancelled: was === 'won' && order !== null,
          power: { depositJpy: account.deposit, biddingPowerJpy: this.ledger.power(account) },
        }));
      }
      const before = { phase, result: outcomeOf(lot, wonRow !== null), resultPriceJpy: lot.resultPriceJpy };
      await this.bidding.updateLot(m, lot.id, { result: 'pending', resultPriceJpy: null, resultRecordedAt: null, resultRecordedBy: null });
      await tx.audit(
        modification(BIDDING_AUDIT.lotResultUndo, LOT_TARGET, lot.publicId, {
          before,
          after: {
            phase: 'awaiting_result',
            reason: body.reason,
            reopenedBids: locked.length,
            cancelledOrderId: order?.orderId ?? null,
            withdrawnCar: cancelled?.stockId ?? null,
          },
        }),
      );
    });
    return this.get(lotId);
  }

  /* ---------------------------------------------------------------- internals */

  /** The bidders' accounts, locked in user order (every path locks accounts so: no deadlock between two lots' results). */
  private async lockAccounts(m: EntityManager, bids: readonly AuctionBidRequest[]): Promise<Map<string, LockedAccount>> {
    const userIds = [...new Set(bids.map((b) => String(b.userId)))].sort((a, b) =>
      BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0,
    );
    const accounts = new Map<string, LockedAccount>();
    for (const userId of userIds) accounts.set(userId, await this.ledger.lock(m, userId));
    return accounts;
  }

  /** Owes a bidder (when their account still exists) the email, in their profile's language: staff record the result. */
  private tell<V>(change: BiddingChange, customer: User | undefined, template: EmailTemplate<V>, vars: (c: User) => V): void {
    if (customer) change.email(template, emailLanguageOf(customer), vars(customer), customer.email);
  }
}

const deletedCustomer = { publicId: '00000000-0000-0000-0000-000000000000', firstName: '', lastName: '', email: '' };

const isError = (value: unknown): value is AppError => value instanceof Error;
