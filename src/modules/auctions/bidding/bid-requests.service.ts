import { Injectable, type StreamableFile } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { actorOf, type RequestContext } from '../../../common/context/request-context.js';
import { type CsvColumn, MAX_EXPORT_ROWS } from '../../../common/csv/csv.js';
import { CsvExports } from '../../../common/csv/csv-exports.service.js';
import { type ExportDb, offsetBatches } from '../../../common/csv/export-batches.js';
import { type AppError, badRequest, conflict, invalidField, notFound } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../../common/pagination/pagination.js';
import { canSeePrice } from '../../../common/pricing/price-policy.js';
import { Clock } from '../../../common/time/clock.js';
import { isUuid } from '../../../common/validation/uuid.js';
import { AuctionOrdersService } from '../../orders/auction-orders.service.js';
import { addition, modification } from '../../audit/audit-facts.js';
import type { AuditedTx } from '../../audit/audited-changes.service.js';
import { UsersService } from '../../users/users.service.js';
import { lotPhase } from '../lots/lot-machine.js';
import { stateLabel } from '../../../common/state-machine/state-machine.js';
import type { AuctionBidRequest } from './auction-bid-request.entity.js';
import { AuctionLedger, BID_TARGET, BIDDING_AUDIT, type LockedAccount } from './auction-ledger.service.js';
import { BID_MACHINE } from './bid-machine.js';
import { BiddingRepository, type LotWindow } from './bidding.repository.js';
import { toBidDto, toBidLotDto, toCustomerDto } from './bidding.mappers.js';
import type { BidSheetQueryDto, BidsQueryDto, ChangeBidDto, PlaceBidDto } from './bidding.requests.js';
import type { AdminBidRequestDto, BidListDto, BidRequestDto, BidSheetDto, BidSheetRowDto } from './bidding.responses.js';
import { holdMove, japanTime, owedBy } from './ledger-rules.js';
import { minimumBid } from './result-rules.js';

/**
 * Bid requests (issue 13): the customer places, changes and withdraws them until the cut-off; staff settle won cars
 * (a lot's result, for all its bid requests at once, is LotResultsService's). Every change takes the lot's row FOR
 * SHARE first — so a result being recorded (which locks it FOR UPDATE) waits for it, and it for the result — then
 * locks the customer's account row (AuctionLedger.lock), then the bid request, so that concurrent bids of one customer
 * run one after the other and never overspend the bidding power.
 *
 * The cut-off is decided by PostgreSQL's `now()` — the start of the change's transaction — inside that transaction:
 * the issue says the database decides races at the cut-off, and the answer is the same on every API process whatever
 * its clock says. The lot's phase by the injected Clock (lot-machine.ts) must agree too: a lot that has come up by the
 * clock the result rules use takes no bid, whatever the database's clock says (issue 24).
 */
@Injectable()
export class BidRequestsService {
  constructor(
    private readonly bidding: BiddingRepository,
    private readonly ledger: AuctionLedger,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly orders: AuctionOrdersService,
    private readonly exports: CsvExports,
  ) {}

  /* ---------------------------------------------------------------- the customer */

  async place(ctx: RequestContext, lotId: string, body: PlaceBidDto): Promise<BidRequestDto> {
    const user = actorOf(ctx);
    const amount = BigInt(body.maxBidJpy);
    const alreadyOpen = () => conflict(Msg.BID_ALREADY_OPEN);
    const bidId = await this.ledger.run(
      ctx,
      async (tx) => {
        const m = tx.manager;
        const lot = await this.lockLot(m, { publicId: lotId });
        const closed = this.closedRefusal(lot);
        if (closed) throw closed;
        assertAtLeastStartPrice(lot, amount);
        const account = await this.ledger.lock(m, user.id);
        if (await this.bidding.hasOpenBid(m, user.id, lot.id)) throw alreadyOpen();
        this.assertPower(account, amount);
        const bid = await this.bidding.insertBid(m, {
          userId: user.id,
          lotId: lot.id,
          maxBidJpy: amount.toString(),
          note: body.note ?? null,
          status: 'open',
        });
        await this.ledger.post(m, account, [{ kind: 'hold', amount, bidRequestId: bid.id }]);
        await tx.audit(
          addition(BIDDING_AUDIT.bidPlace, BID_TARGET, bid.publicId, {
            lotId,
            maxBidJpy: bid.maxBidJpy,
            note: bid.note,
            heldJpy: account.held.toString(),
          }),
        );
        return bid.publicId;
      },
      // The same customer's two requests on one lot at once: the partial unique index lets one through.
      { onUniqueViolation: alreadyOpen },
    );
    return this.getMine(user, bidId);
  }

  /** A new maximum bid (the hold moves by the difference, a rise checked against the power) and/or note, until the cut-off. */
  async change(ctx: RequestContext, id: string, body: ChangeBidDto): Promise<BidRequestDto> {
    if (body.maxBidJpy === undefined && body.note === undefined) throw badRequest(Msg.BID_CHANGE_EMPTY);
    const user = actorOf(ctx);
    const lotId = await this.bidding.lotOfBid(id, user.id);
    await this.ledger.run(ctx, async (tx) => {
      const m = tx.manager;
      const { lot, account, bid } = await this.lockOwnBid(m, lotId, id, user.id);
      if (bid.status !== 'open') throw conflict(Msg.BID_NOT_OPEN, { status: stateLabel(bid.status) });
      const closed = this.closedRefusal(lot);
      if (closed) throw closed;
      const before = { maxBidJpy: bid.maxBidJpy, note: bid.note };
      const after = { maxBidJpy: body.maxBidJpy ?? bid.maxBidJpy, note: body.note === undefined ? bid.note : body.note };
      if (after.maxBidJpy === before.maxBidJpy && after.note === before.note) return;
      if (after.maxBidJpy !== before.maxBidJpy) assertAtLeastStartPrice(lot, BigInt(after.maxBidJpy));
      const move = holdMove(BigInt(before.maxBidJpy), BigInt(after.maxBidJpy));
      if (move?.kind === 'hold') this.assertPower(account, move.amount);
      await this.bidding.updateBid(m, bid.id, after);
      if (move) await this.ledger.post(m, account, [{ ...move, bidRequestId: bid.id }]);
      await tx.audit(modification(BIDDING_AUDIT.bidChange, BID_TARGET, bid.publicId, { before, after }));
    });
    return this.getMine(user, id);
  }

  /** Withdraws an open bid request before the cut-off (the bid machine's customer move): its hold is released at once. */
  async withdraw(ctx: RequestContext, id: string): Promise<BidRequestDto> {
    const user = actorOf(ctx);
    const lotId = await this.bidding.lotOfBid(id, user.id);
    await this.ledger.run(ctx, async (tx) => {
      const m = tx.manager;
      const { lot, account, bid } = await this.lockOwnBid(m, lotId, id, user.id);
      BID_MACHINE.assert(bid.status, 'withdrawn', 'customer', { lotClosed: this.closedRefusal(lot), paid: false });
      await this.withdrawLocked(tx, account, bid);
    });
    return this.getMine(user, id);
  }

  /**
   * Withdraws an open bid request whose lot and account the caller locked and whose move it checked: the status, its
   * hold released, the audit entry (with `reason` when the customer did not choose it: their account's closure).
   */
  async withdrawLocked(
    tx: AuditedTx,
    account: LockedAccount,
    bid: Pick<AuctionBidRequest, 'id' | 'publicId' | 'maxBidJpy'>,
    reason?: string,
  ): Promise<void> {
    await this.bidding.updateBid(tx.manager, bid.id, { status: 'withdrawn' });
    await this.ledger.post(tx.manager, account, [{ kind: 'release', amount: BigInt(bid.maxBidJpy), bidRequestId: bid.id }]);
    await tx.audit(
      modification(BIDDING_AUDIT.bidWithdraw, BID_TARGET, bid.publicId, {
        before: { status: 'open' },
        after: { status: 'withdrawn', heldJpy: account.held.toString(), ...(reason ? { reason } : {}) },
      }),
    );
  }

  async listMine(user: AuthUser, query: BidsQueryDto): Promise<BidListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.bidding.minePage(user.id, query, skip, limit);
    const orders = await this.orders.ordersOfAuctionBids(rows.filter((b) => b.status === 'won').map((b) => b.publicId));
    return { items: rows.map((bid) => this.toDto(bid, user, orders.get(bid.publicId))), total, page, limit };
  }

  /** One of the caller's bid requests; 404 for an unknown id and for another customer's. */
  async getMine(user: AuthUser, id: string): Promise<BidRequestDto> {
    const bid = await this.bidding.bidWithLot(id, user.id);
    return this.toDto(bid, user, (await this.orders.ordersOfAuctionBids([bid.publicId])).get(bid.publicId));
  }

  /* ---------------------------------------------------------------- staff */

  /** A won car paid: what it cost is no longer owed, and the bidding power it used comes back. */
  async settle(ctx: RequestContext, id: string): Promise<AdminBidRequestDto> {
    await this.staffChange(ctx, id, async (m, account, bid) => {
      if (bid.status !== 'won') throw conflict(Msg.BID_NOT_WON, { status: stateLabel(bid.status) });
      if (bid.settledAt) throw conflict(Msg.BID_ALREADY_SETTLED);
      const amount = owedBy(bid);
      const settledAt = this.clock.now();
      await this.bidding.updateBid(m, bid.id, { settledAt });
      await this.ledger.post(m, account, [{ kind: 'settled', amount, bidRequestId: bid.id, recordedBy: actorOf(ctx).publicId }]);
      return {
        action: BIDDING_AUDIT.bidSettle,
        before: { settledAt: null },
        after: { settledAt: settledAt.toISOString(), amountJpy: amount.toString(), owedJpy: account.owed.toString() },
      };
    });
    return this.getForStaff(id);
  }

  async getForStaff(id: string): Promise<AdminBidRequestDto> {
    const bid = await this.bidding.bidWithLot(id);
    const customer = await this.users.findById(bid.userId);
    if (!customer) throw notFound(Msg.AUCTION_BID_NOT_FOUND);
    const orderId = (await this.orders.ordersOfAuctionBids([bid.publicId])).get(bid.publicId) ?? null;
    return { ...toBidDto(bid, bid.lot!, this.ledger.cutoffMinutes, true, orderId, this.clock.now()), customer: toCustomerDto(customer) };
  }

  /** The day's open bid requests, by auction house, then lot number (numbers in number order), then the highest bid. */
  async bidSheet(query: BidSheetQueryDto): Promise<BidSheetDto> {
    return { date: query.date, auctionHouse: query.auctionHouse ?? null, items: await this.sheetRows(query, 0, MAX_EXPORT_ROWS) };
  }

  bidSheetCsv(query: BidSheetQueryDto): Promise<StreamableFile> {
    const columns: CsvColumn<BidSheetRowDto>[] = [
      { header: 'Auction house', value: (r) => r.lot.auctionHouse },
      { header: 'Lot number', value: (r) => r.lot.lotNumber },
      { header: 'Starts (Japan time)', value: (r) => japanTime(new Date(r.lot.startsAt)) },
      { header: 'Year', value: (r) => r.lot.year },
      { header: 'Make', value: (r) => r.lot.make },
      { header: 'Model', value: (r) => r.lot.model },
      { header: 'Chassis code', value: (r) => r.lot.chassisCode },
      { header: 'Grade', value: (r) => r.lot.grade },
      { header: 'Maximum bid (JPY)', value: (r) => r.maxBidJpy },
      { header: 'Note', value: (r) => r.note },
      { header: 'Customer', value: (r) => r.customer.name },
      { header: 'Customer email', value: (r) => r.customer.email },
      { header: 'Bid request id', value: (r) => r.bidId },
    ];
    // One day's open bids, in an order of expressions (lot numbers in number order): read by offset.
    return this.exports.download(
      `bid-sheet-${query.date}`,
      columns,
      offsetBatches((db, skip, take) => this.sheetRows(query, skip, take, db)),
    );
  }

  /* ---------------------------------------------------------------- internals */

  private async sheetRows(query: BidSheetQueryDto, skip: number, take: number, db?: ExportDb): Promise<BidSheetRowDto[]> {
    const bids = await this.bidding.sheetBids(query, skip, take, db);
    const customers = await this.users.findByIds(bids.map((b) => b.userId));
    const now = this.clock.now();
    return bids.flatMap((bid): BidSheetRowDto[] => {
      const customer = customers.get(String(bid.userId));
      const lot = bid.lot!;
      if (!customer) return [];
      return [
        {
          bidId: bid.publicId,
          lot: toBidLotDto(lot, true, now, this.ledger.cutoffMinutes),
          maxBidJpy: bid.maxBidJpy,
          note: bid.note,
          customer: toCustomerDto(customer),
        },
      ];
    });
  }

  /** A staff change of a bid request: its customer's account locked first, then the request; the work says what to audit. */
  private async staffChange(
    ctx: RequestContext,
    id: string,
    work: (
      m: EntityManager,
      account: LockedAccount,
      bid: AuctionBidRequest,
    ) => Promise<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>,
  ): Promise<void> {
    const found = await this.bidding.ownerOf(id);
    await this.ledger.run(ctx, async (tx) => {
      const account = await this.ledger.lock(tx.manager, found.userId);
      const bid = await this.bidding.bid(id, { m: tx.manager, userId: found.userId, lock: true });
      const fact = await work(tx.manager, account, bid);
      await tx.audit({ ...fact, targetType: BID_TARGET, targetId: bid.publicId });
    });
  }

  /** A customer's own bid request on lot `lotId`, with its lot and their ledger account, locked in that order. */
  private async lockOwnBid(
    m: EntityManager,
    lotId: string,
    id: string,
    userId: string,
  ): Promise<{ lot: LotWindow; account: LockedAccount; bid: AuctionBidRequest }> {
    const lot = await this.lockLot(m, { id: lotId });
    const account = await this.ledger.lock(m, userId);
    const bid = await this.bidding.bid(id, { m, userId, lock: true });
    return { lot, account, bid };
  }

  /** The lot FOR SHARE (a result waits for this change, and this change for a result), with the database's cut-off; 404 when unknown. */
  private async lockLot(m: EntityManager, key: { publicId: string } | { id: string }): Promise<LotWindow> {
    if ('publicId' in key && !isUuid(key.publicId)) throw notFound(Msg.AUCTION_LOT_NOT_FOUND);
    const lot = await this.bidding.lotWindow(m, key, this.ledger.cutoffMinutes);
    if (!lot) throw notFound(Msg.AUCTION_LOT_NOT_FOUND);
    return lot;
  }

  /**
   * Why the lot takes no bid request, change or withdrawal any more, or null while it does: 409 once PostgreSQL's
   * `now()` has reached its cut-off (`startsAt` − the configured minutes), when it already has a result (withdrawn from
   * the auction, say), or when the Clock puts it past bidding (lot-machine.ts).
   */
  private closedRefusal(lot: LotWindow): AppError | null {
    const cutoffPassed = () =>
      conflict(Msg.BID_CUTOFF_PASSED, {
        cutoffAt: lot.cutoffAt.toISOString(),
        cutoffJapan: japanTime(lot.cutoffAt).slice(0, 16).replace('T', ' '),
        minutes: this.ledger.cutoffMinutes,
      });
    if (lot.closed) return cutoffPassed();
    if (lot.result !== 'pending') return conflict(Msg.BID_LOT_CLOSED, { result: lot.result });
    if (lotPhase(lot, this.clock.now(), this.ledger.cutoffMinutes) !== 'bidding') return cutoffPassed();
    return null;
  }

  /** Refuses a hold of `needed` yen beyond the bidding power, naming the power available. */
  private assertPower(account: LockedAccount, needed: bigint): void {
    const available = this.ledger.power(account);
    if (needed > available) throw conflict(Msg.BID_ABOVE_POWER, { available: available.toString(), needed: needed.toString() });
  }

  private toDto(bid: AuctionBidRequest, viewer: AuthUser, orderId?: string): BidRequestDto {
    return toBidDto(bid, bid.lot!, this.ledger.cutoffMinutes, canSeePrice(viewer), orderId ?? null, this.clock.now());
  }
}

/** A maximum bid below the lot's start price could never win it: 400 naming the start price (issue 24). */
function assertAtLeastStartPrice(lot: Pick<LotWindow, 'startPriceJpy'>, maxBid: bigint): void {
  const min = minimumBid(lot.startPriceJpy === null ? null : BigInt(lot.startPriceJpy));
  if (maxBid < min) throw invalidField('maxBidJpy', Msg.BID_BELOW_START_PRICE, { startPrice: min.toString() });
}
