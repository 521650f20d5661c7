import { Injectable, type StreamableFile } from '@nestjs/common';
import { DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { actorOf, type RequestContext } from '../../../common/context/request-context.js';
import { type CsvColumn, MAX_EXPORT_ROWS } from '../../../common/csv/csv.js';
import { CsvExports } from '../../../common/csv/csv-exports.service.js';
import { type ExportDb, offsetBatches } from '../../../common/csv/export-batches.js';
import { badRequest, conflict, invalidField, notFound } from '../../../common/errors/app-error.js';
import { Msg } from '../../../common/errors/messages.js';
import { resolvePaging } from '../../../common/pagination/pagination.js';
import { canSeePrice } from '../../../common/pricing/price-policy.js';
import { Clock } from '../../../common/time/clock.js';
import { isUuid } from '../../../common/validation/uuid.js';
import { OrdersService } from '../../orders/orders.service.js';
import { UsersService } from '../../users/users.service.js';
import { AuctionLot } from '../lots/auction-lot.entity.js';
import { AuctionBidRequest } from './auction-bid-request.entity.js';
import {
  AuctionLedger,
  BID_TARGET,
  BIDDING_AUDIT,
  type BiddingChange,
  type LockedAccount,
  type NewEntry,
} from './auction-ledger.service.js';
import { bidResultEmail } from './bidding-emails.js';
import { auctionResult } from '../../dealers/webhooks/outbox/webhook-event-rules.js';
import { WebhookOutbox } from '../../dealers/webhooks/outbox/webhook-outbox.service.js';
import { toBidDto, toBidLotDto, toCustomerDto } from './bidding.mappers.js';
import type { BidSheetQueryDto, BidsQueryDto, ChangeBidDto, PlaceBidDto, RecordResultDto } from './bidding.requests.js';
import type { AdminBidRequestDto, BidListDto, BidRequestDto, BidSheetDto, BidSheetRowDto } from './bidding.responses.js';
import { holdMove, japanTime, wonAmount } from './ledger-rules.js';

/** A lot as the cut-off check reads it: PostgreSQL says whether its bid requests have closed, by its own clock. */
interface LotWindow {
  id: string;
  result: string;
  cutoffAt: Date;
  closed: boolean;
}

/**
 * Bid requests (issue 13): the customer places, changes and withdraws them until the cut-off; staff record each
 * result and settle won cars. Every change locks the customer's account row first (AuctionLedger.lock), then the bid
 * request, so that concurrent bids of one customer run one after the other and never overspend the bidding power.
 *
 * The cut-off is decided by PostgreSQL's `now()` — the start of the change's transaction — inside that transaction,
 * never by this process's clock: the issue says the database decides races at the cut-off, and the answer is the same
 * on every API process whatever its clock says. (The rest of the code asks the injected Clock; this rule is the one
 * place the database's time is the rule.)
 */
@Injectable()
export class BidRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: AuctionLedger,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly orders: OrdersService,
    private readonly outbox: WebhookOutbox,
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
        const account = await this.ledger.lock(m, user.id);
        const lot = await this.openLot(m, { publicId: lotId });
        if (await m.getRepository(AuctionBidRequest).existsBy({ userId: user.id, lotId: lot.id, status: 'open' })) throw alreadyOpen();
        this.assertPower(account, amount);
        const bids = m.getRepository(AuctionBidRequest);
        const bid = await bids.save(
          bids.create({ userId: user.id, lotId: lot.id, maxBidJpy: amount.toString(), note: body.note ?? null, status: 'open' }),
        );
        await this.ledger.post(m, account, [{ kind: 'hold', amount, bidRequestId: bid.id }]);
        await tx.audit({
          action: BIDDING_AUDIT.bidPlace,
          targetType: BID_TARGET,
          targetId: bid.publicId,
          before: null,
          after: { lotId, maxBidJpy: bid.maxBidJpy, note: bid.note, heldJpy: account.held.toString() },
        });
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
    await this.ledger.run(ctx, async (tx) => {
      const m = tx.manager;
      const account = await this.ledger.lock(m, user.id);
      const bid = await this.lockBid(m, id, user.id);
      await this.openLot(m, { id: bid.lotId });
      const before = { maxBidJpy: bid.maxBidJpy, note: bid.note };
      const after = { maxBidJpy: body.maxBidJpy ?? bid.maxBidJpy, note: body.note === undefined ? bid.note : body.note };
      if (after.maxBidJpy === before.maxBidJpy && after.note === before.note) return;
      const move = holdMove(BigInt(before.maxBidJpy), BigInt(after.maxBidJpy));
      if (move?.kind === 'hold') this.assertPower(account, move.amount);
      await m.getRepository(AuctionBidRequest).update({ id: bid.id }, after);
      if (move) await this.ledger.post(m, account, [{ ...move, bidRequestId: bid.id }]);
      await tx.audit({ action: BIDDING_AUDIT.bidChange, targetType: BID_TARGET, targetId: bid.publicId, before, after });
    });
    return this.getMine(user, id);
  }

  /** Withdraws an open bid request before the cut-off: its hold is released at once. */
  async withdraw(ctx: RequestContext, id: string): Promise<BidRequestDto> {
    const user = actorOf(ctx);
    await this.ledger.run(ctx, async (tx) => {
      const m = tx.manager;
      const account = await this.ledger.lock(m, user.id);
      const bid = await this.lockBid(m, id, user.id);
      await this.openLot(m, { id: bid.lotId });
      await m.getRepository(AuctionBidRequest).update({ id: bid.id }, { status: 'withdrawn' });
      await this.ledger.post(m, account, [{ kind: 'release', amount: BigInt(bid.maxBidJpy), bidRequestId: bid.id }]);
      await tx.audit({
        action: BIDDING_AUDIT.bidWithdraw,
        targetType: BID_TARGET,
        targetId: bid.publicId,
        before: { status: 'open' },
        after: { status: 'withdrawn', heldJpy: account.held.toString() },
      });
    });
    return this.getMine(user, id);
  }

  async listMine(user: AuthUser, query: BidsQueryDto): Promise<BidListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const where: FindOptionsWhere<AuctionBidRequest> = { userId: user.id, ...(query.status ? { status: query.status } : {}) };
    const [rows, total] = await this.dataSource.getRepository(AuctionBidRequest).findAndCount({
      where,
      relations: { lot: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take: limit,
    });
    const orders = await this.orders.ordersOfAuctionBids(rows.filter((b) => b.status === 'won').map((b) => b.publicId));
    return { items: rows.map((bid) => this.toDto(bid, user, orders.get(bid.publicId))), total, page, limit };
  }

  /** One of the caller's bid requests; 404 for an unknown id and for another customer's. */
  async getMine(user: AuthUser, id: string): Promise<BidRequestDto> {
    const bid = isUuid(id)
      ? await this.dataSource
          .getRepository(AuctionBidRequest)
          .findOne({ where: { publicId: id, userId: user.id }, relations: { lot: true } })
      : null;
    if (!bid) throw notFound(Msg.AUCTION_BID_NOT_FOUND);
    return this.toDto(bid, user, (await this.orders.ordersOfAuctionBids([bid.publicId])).get(bid.publicId));
  }

  /* ---------------------------------------------------------------- staff */

  /**
   * Won: the hold is released and the hammer price and fees are owed (the lot becomes sold at the hammer price); lost
   * or not sold: the hold is released at once. The customer is emailed either way.
   */
  async recordResult(ctx: RequestContext, id: string, body: RecordResultDto): Promise<AdminBidRequestDto> {
    const won = body.result === 'won';
    if (won && !body.hammerPriceJpy) throw invalidField('hammerPriceJpy', Msg.BID_RESULT_PRICE_REQUIRED);
    if (!won && body.hammerPriceJpy) throw invalidField('hammerPriceJpy', Msg.BID_RESULT_PRICE_NOT_ALLOWED);
    if (!won && body.feesJpy) throw invalidField('feesJpy', Msg.BID_RESULT_PRICE_NOT_ALLOWED);
    const hammer = BigInt(body.hammerPriceJpy ?? 0);
    const fees = BigInt(body.feesJpy ?? 0);
    await this.staffChange(ctx, id, async (m, account, bid, change) => {
      if (bid.status !== 'open') throw conflict(Msg.BID_NOT_OPEN, { status: bid.status.replace('_', ' ') });
      const maxBid = BigInt(bid.maxBidJpy);
      if (hammer > maxBid) throw invalidField('hammerPriceJpy', Msg.BID_HAMMER_ABOVE_MAX, { maxBid: bid.maxBidJpy });
      const entries: NewEntry[] = [{ kind: 'release', amount: maxBid, bidRequestId: bid.id, recordedBy: actorOf(ctx).publicId }];
      if (won) entries.push({ kind: 'won', amount: wonAmount(hammer, fees), bidRequestId: bid.id, recordedBy: actorOf(ctx).publicId });
      const result = {
        status: body.result,
        hammerPriceJpy: won ? hammer.toString() : null,
        feesJpy: won ? fees.toString() : null,
        resultAt: this.clock.now(),
        recordedBy: actorOf(ctx).publicId,
      };
      await m.getRepository(AuctionBidRequest).update({ id: bid.id }, result);
      await this.ledger.post(m, account, entries);
      const lot = await m.getRepository(AuctionLot).findOneByOrFail({ id: bid.lotId });
      if (won) await m.getRepository(AuctionLot).update({ id: lot.id }, { result: 'sold', resultPriceJpy: hammer.toString() });
      else if (body.result === 'not_sold' && lot.result === 'pending')
        await m.getRepository(AuctionLot).update({ id: lot.id }, { result: 'unsold' });
      await this.outbox.record(m, auctionResult(bid, lot, result, result.resultAt));
      const customer = await this.users.findById(bid.userId, m);
      if (customer) {
        change.emails.push(
          bidResultEmail(
            customer.email,
            customer.firstName,
            { result: body.result, lot, maxBidJpy: maxBid, hammerPriceJpy: hammer, feesJpy: fees },
            { depositJpy: account.deposit, biddingPowerJpy: this.ledger.power(account) },
          ),
        );
      }
      return {
        action: BIDDING_AUDIT.bidResult,
        before: { status: 'open' },
        after: { status: result.status, hammerPriceJpy: result.hammerPriceJpy, feesJpy: result.feesJpy, owedJpy: account.owed.toString() },
      };
    });
    return this.getForStaff(id);
  }

  /** A won car paid: what it cost is no longer owed, and the bidding power it used comes back. */
  async settle(ctx: RequestContext, id: string): Promise<AdminBidRequestDto> {
    await this.staffChange(ctx, id, async (m, account, bid) => {
      if (bid.status !== 'won') throw conflict(Msg.BID_NOT_WON, { status: bid.status.replace('_', ' ') });
      if (bid.settledAt) throw conflict(Msg.BID_ALREADY_SETTLED);
      const amount = wonAmount(BigInt(bid.hammerPriceJpy ?? 0), BigInt(bid.feesJpy ?? 0));
      const settledAt = this.clock.now();
      await m.getRepository(AuctionBidRequest).update({ id: bid.id }, { settledAt });
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
    const bid = isUuid(id)
      ? await this.dataSource.getRepository(AuctionBidRequest).findOne({ where: { publicId: id }, relations: { lot: true } })
      : null;
    if (!bid) throw notFound(Msg.AUCTION_BID_NOT_FOUND);
    const customer = await this.users.findById(bid.userId);
    if (!customer) throw notFound(Msg.AUCTION_BID_NOT_FOUND);
    const orderId = (await this.orders.ordersOfAuctionBids([bid.publicId])).get(bid.publicId) ?? null;
    return { ...toBidDto(bid, bid.lot!, this.ledger.cutoffMinutes, true, orderId), customer: toCustomerDto(customer) };
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
    const qb = this.dataSource
      .getRepository(AuctionBidRequest)
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.lot', 'l')
      .where('b.status = :open', { open: 'open' })
      .andWhere('l.auctionDate = :date', { date: query.date });
    if (query.auctionHouse) qb.andWhere('l.auctionHouse = :house', { house: query.auctionHouse });
    const bids = await (db ? db.on(qb) : qb)
      .orderBy('l.auctionHouse', 'ASC')
      .addOrderBy('length(l.lot_number)', 'ASC')
      .addOrderBy('l.lotNumber', 'ASC')
      .addOrderBy('b.maxBidJpy', 'DESC')
      .addOrderBy('b.id', 'ASC')
      // Many-to-one join: one row per bid request, so offset and limit page it exactly.
      .offset(skip)
      .limit(take)
      .getMany();
    const customers = await this.users.findByIds(bids.map((b) => b.userId));
    return bids.flatMap((bid): BidSheetRowDto[] => {
      const customer = customers.get(String(bid.userId));
      const lot = bid.lot!;
      if (!customer) return [];
      return [
        { bidId: bid.publicId, lot: toBidLotDto(lot, true), maxBidJpy: bid.maxBidJpy, note: bid.note, customer: toCustomerDto(customer) },
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
      change: BiddingChange,
    ) => Promise<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>,
  ): Promise<void> {
    const found = isUuid(id)
      ? await this.dataSource.getRepository(AuctionBidRequest).findOne({ where: { publicId: id }, select: { id: true, userId: true } })
      : null;
    if (!found) throw notFound(Msg.AUCTION_BID_NOT_FOUND);
    await this.ledger.run(ctx, async (tx, change) => {
      const account = await this.ledger.lock(tx.manager, found.userId);
      const bid = await this.lockBid(tx.manager, id, found.userId, false);
      const fact = await work(tx.manager, account, bid, change);
      await tx.audit({ ...fact, targetType: BID_TARGET, targetId: bid.publicId });
    });
  }

  /** The bid request locked for the transaction; 404 unless it is `userId`'s; 409 unless open (when `open`). */
  private async lockBid(m: EntityManager, publicId: string, userId: string, open = true): Promise<AuctionBidRequest> {
    const bid = isUuid(publicId)
      ? await m.getRepository(AuctionBidRequest).findOne({ where: { publicId, userId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!bid) throw notFound(Msg.AUCTION_BID_NOT_FOUND);
    if (open && bid.status !== 'open') throw conflict(Msg.BID_NOT_OPEN, { status: bid.status.replace('_', ' ') });
    return bid;
  }

  /**
   * The lot, if bid requests on it are still taken: 404 when unknown; 409 once PostgreSQL's `now()` has reached its
   * cut-off (`startsAt` − the configured minutes), or when it already has a result (withdrawn from the auction, say).
   */
  private async openLot(m: EntityManager, key: { publicId: string } | { id: string }): Promise<LotWindow> {
    if ('publicId' in key && !isUuid(key.publicId)) throw notFound(Msg.AUCTION_LOT_NOT_FOUND);
    const column = 'publicId' in key ? 'public_id' : 'id';
    const rows = (await m.query(
      `SELECT id, result, starts_at - make_interval(mins => $2::int) AS "cutoffAt", now() >= starts_at - make_interval(mins => $2::int) AS closed
         FROM auction_lots WHERE ${column} = $1`,
      ['publicId' in key ? key.publicId : key.id, this.ledger.cutoffMinutes],
    )) as LotWindow[];
    const lot = rows[0];
    if (!lot) throw notFound(Msg.AUCTION_LOT_NOT_FOUND);
    if (lot.closed) {
      throw conflict(Msg.BID_CUTOFF_PASSED, {
        cutoffAt: lot.cutoffAt.toISOString(),
        cutoffJapan: japanTime(lot.cutoffAt).slice(0, 16).replace('T', ' '),
        minutes: this.ledger.cutoffMinutes,
      });
    }
    if (lot.result !== 'pending') throw conflict(Msg.BID_LOT_CLOSED, { result: lot.result });
    return lot;
  }

  /** Refuses a hold of `needed` yen beyond the bidding power, naming the power available. */
  private assertPower(account: LockedAccount, needed: bigint): void {
    const available = this.ledger.power(account);
    if (needed > available) throw conflict(Msg.BID_ABOVE_POWER, { available: available.toString(), needed: needed.toString() });
  }

  private toDto(bid: AuctionBidRequest, viewer: AuthUser, orderId?: string): BidRequestDto {
    return toBidDto(bid, bid.lot!, this.ledger.cutoffMinutes, canSeePrice(viewer), orderId ?? null);
  }
}
