import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type FindOptionsWhere, In, IsNull } from 'typeorm';
import type { ExportDb } from '../../../common/csv/export-batches.js';
import { notFound } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { isUuid } from '../../../common/validation/uuid.js';
import { AuctionLot, type AuctionResult } from '../lots/auction-lot.entity.js';
import { AuctionBidRequest } from './auction-bid-request.entity.js';
import type { AdminLotsQueryDto, BidSheetQueryDto, BidsQueryDto } from './bidding.requests.js';

/** A lot as the bidding checks read it: PostgreSQL says whether its bid requests have closed, by its own clock. */
export interface LotWindow {
  id: string;
  startsAt: Date;
  result: AuctionResult;
  startPriceJpy: string | null;
  cutoffAt: Date;
  closed: boolean;
}

/** An open bid request as an account closure sees it: whether its lot's bid requests have closed (PostgreSQL's now()). */
export interface OpenBid {
  id: string;
  publicId: string;
  maxBidJpy: string;
  lotNumber: string;
  auctionHouse: string;
  closed: boolean;
}

/** How many bid requests a lot has, open, won and lost. */
export interface LotBidCounts {
  lot_id: string;
  bids: number;
  open: number;
  won: number;
  lost: number;
}

/**
 * Every query of bidding on the lots (`auction_bid_requests`, and `auction_lots` as bids and results lock and write
 * them). Reads in a transaction take its manager; the locks are the services' to order (see LotResultsService).
 */
@Injectable()
export class BiddingRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The manager outside any transaction, for a read that hands it on to another module's service too. */
  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /* ---------------------------------------------------------------- bid requests */

  /** A bid request by public id (only `userId`'s when given), locked when asked; 404 otherwise. */
  async bid(
    publicId: string,
    { m = this.dataSource.manager, userId, lock = false }: { m?: EntityManager; userId?: string; lock?: boolean } = {},
  ): Promise<AuctionBidRequest> {
    const bid = isUuid(publicId)
      ? await m.getRepository(AuctionBidRequest).findOne({
          where: { publicId, ...(userId !== undefined ? { userId } : {}) },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!bid) throw notFound(Msg.AUCTION_BID_NOT_FOUND);
    return bid;
  }

  /** A bid request with its lot (only `userId`'s when given); 404 otherwise. */
  async bidWithLot(publicId: string, userId?: string): Promise<AuctionBidRequest> {
    const bid = isUuid(publicId)
      ? await this.dataSource
          .getRepository(AuctionBidRequest)
          .findOne({ where: { publicId, ...(userId !== undefined ? { userId } : {}) }, relations: { lot: true } })
      : null;
    if (!bid) throw notFound(Msg.AUCTION_BID_NOT_FOUND);
    return bid;
  }

  /** A bid request (known to exist) with its lot. */
  knownBidWithLot(publicId: string): Promise<AuctionBidRequest> {
    return this.dataSource.getRepository(AuctionBidRequest).findOneOrFail({ where: { publicId }, relations: { lot: true } });
  }

  /** Whose a bid request is (read before a staff change's locks); 404 when unknown. */
  async ownerOf(publicId: string): Promise<Pick<AuctionBidRequest, 'id' | 'userId'>> {
    const found = isUuid(publicId)
      ? await this.dataSource.getRepository(AuctionBidRequest).findOne({ where: { publicId }, select: { id: true, userId: true } })
      : null;
    if (!found) throw notFound(Msg.AUCTION_BID_NOT_FOUND);
    return found;
  }

  /** The lot a caller's bid request is on (read before the transaction's locks, which take the lot first); 404 otherwise. */
  async lotOfBid(publicId: string, userId: string): Promise<string> {
    const bid = isUuid(publicId)
      ? await this.dataSource.getRepository(AuctionBidRequest).findOne({ where: { publicId, userId }, select: { id: true, lotId: true } })
      : null;
    if (!bid) throw notFound(Msg.AUCTION_BID_NOT_FOUND);
    return bid.lotId;
  }

  hasOpenBid(m: EntityManager, userId: string, lotId: string): Promise<boolean> {
    return m.getRepository(AuctionBidRequest).existsBy({ userId, lotId, status: 'open' });
  }

  insertBid(m: EntityManager, fields: Partial<AuctionBidRequest>): Promise<AuctionBidRequest> {
    const bids = m.getRepository(AuctionBidRequest);
    return bids.save(bids.create(fields));
  }

  async updateBid(m: EntityManager, id: string, changes: Partial<AuctionBidRequest>): Promise<void> {
    await m.getRepository(AuctionBidRequest).update({ id }, changes);
  }

  /** One page of a customer's bid requests with their lots, newest first. */
  minePage(
    userId: string,
    query: Pick<BidsQueryDto, 'status' | 'lotId'>,
    skip: number,
    take: number,
  ): Promise<[AuctionBidRequest[], number]> {
    const where: FindOptionsWhere<AuctionBidRequest> = {
      userId,
      ...(query.status ? { status: query.status } : {}),
      ...(query.lotId ? { lot: { publicId: query.lotId } } : {}),
    };
    return this.dataSource.getRepository(AuctionBidRequest).findAndCount({
      where,
      relations: { lot: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
  }

  /** A customer's open bid requests and won ones not yet paid, with their lots, oldest first. */
  openAndUnsettled(userId: string): Promise<AuctionBidRequest[]> {
    return this.dataSource.getRepository(AuctionBidRequest).find({
      where: [
        { userId, status: 'open' },
        { userId, status: 'won', settledAt: IsNull() },
      ],
      relations: { lot: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Bid request id → public id. */
  async publicIdsOf(ids: string[]): Promise<Map<string, string>> {
    const bids =
      ids.length > 0
        ? await this.dataSource.getRepository(AuctionBidRequest).find({ where: { id: In(ids) }, select: { id: true, publicId: true } })
        : [];
    return new Map(bids.map((b) => [String(b.id), b.publicId]));
  }

  /** A day's open bid requests with their lots: by auction house, lot number (in number order), then the highest bid. */
  sheetBids(query: BidSheetQueryDto, skip: number, take: number, db?: ExportDb): Promise<AuctionBidRequest[]> {
    const qb = this.dataSource
      .getRepository(AuctionBidRequest)
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.lot', 'l')
      .where('b.status = :open', { open: 'open' })
      .andWhere('l.auctionDate = :date', { date: query.date });
    if (query.auctionHouse) qb.andWhere('l.auctionHouse = :house', { house: query.auctionHouse });
    return (
      (db ? db.on(qb) : qb)
        .orderBy('l.auctionHouse', 'ASC')
        .addOrderBy('length(l.lot_number)', 'ASC')
        .addOrderBy('l.lotNumber', 'ASC')
        .addOrderBy('b.maxBidJpy', 'DESC')
        .addOrderBy('b.id', 'ASC')
        // Many-to-one join: one row per bid request, so offset and limit page it exactly.
        .offset(skip)
        .limit(take)
        .getMany()
    );
  }

  /** The customer's open bid requests with their lots' cut-off, by PostgreSQL's clock; locked FOR UPDATE when asked. */
  async openBidsOf(userId: string, cutoffMinutes: number, m: EntityManager = this.dataSource.manager, lock = false): Promise<OpenBid[]> {
    return (await m.query(
      `SELECT b.id, b.public_id AS "publicId", b.max_bid_jpy AS "maxBidJpy", l.lot_number AS "lotNumber",
              l.auction_house AS "auctionHouse", now() >= l.starts_at - make_interval(mins => $2::int) AS closed
         FROM auction_bid_requests b JOIN auction_lots l ON l.id = b.lot_id
        WHERE b.user_id = $1 AND b.status = 'open'
        ORDER BY b.id${lock ? ' FOR UPDATE OF b' : ''}`,
      [userId, cutoffMinutes],
    )) as OpenBid[];
  }

  /* ---------------------------------------------------------------- a lot's bid requests and result */

  /** The bid requests on a lot: oldest first (`created`) or by id (the order results lock them in). */
  bidsOnLot(m: EntityManager, lotId: string, order: 'created' | 'id'): Promise<AuctionBidRequest[]> {
    return m
      .getRepository(AuctionBidRequest)
      .find({ where: { lotId }, order: order === 'created' ? { createdAt: 'ASC', id: 'ASC' } : { id: 'ASC' } });
  }

  /** These bid requests, locked, by id. */
  async lockBids(m: EntityManager, bids: readonly AuctionBidRequest[]): Promise<AuctionBidRequest[]> {
    if (bids.length === 0) return [];
    return m
      .getRepository(AuctionBidRequest)
      .find({ where: { id: In(bids.map((b) => b.id)) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  /** A day's lots that have bid requests, by house and lot number (in number order), one page. */
  lotsWithBidsPage(query: AdminLotsQueryDto, skip: number, take: number): Promise<[AuctionLot[], number]> {
    const qb = this.dataSource
      .getRepository(AuctionLot)
      .createQueryBuilder('l')
      .where('l.auctionDate = :date', { date: query.date })
      .andWhere('EXISTS (SELECT 1 FROM auction_bid_requests b WHERE b.lot_id = l.id)');
    if (query.auctionHouse) qb.andWhere('l.auctionHouse = :house', { house: query.auctionHouse });
    return qb
      .orderBy('l.auctionHouse', 'ASC')
      .addOrderBy('length(l.lot_number)', 'ASC')
      .addOrderBy('l.lotNumber', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
  }

  /** The bid request counts of these lots (only lots with bids have a row). */
  async bidCounts(lotIds: string[]): Promise<LotBidCounts[]> {
    if (lotIds.length === 0) return [];
    return this.dataSource.query<LotBidCounts[]>(
      `SELECT lot_id::text, count(*)::int AS bids, count(*) FILTER (WHERE status = 'open')::int AS open,
              count(*) FILTER (WHERE status = 'won')::int AS won, count(*) FILTER (WHERE status = 'lost')::int AS lost
         FROM auction_bid_requests WHERE lot_id = ANY($1::bigint[]) GROUP BY lot_id`,
      [lotIds],
    );
  }

  /** A lot by public id, FOR UPDATE when asked; 404 otherwise. */
  async lot(m: EntityManager, publicId: string, lock = false): Promise<AuctionLot> {
    const lot = isUuid(publicId)
      ? await m
          .getRepository(AuctionLot)
          .findOne({ where: { publicId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
      : null;
    if (!lot) throw notFound(Msg.AUCTION_LOT_NOT_FOUND);
    return lot;
  }

  /** A lot known to exist, by id. */
  lotById(m: EntityManager, id: string): Promise<AuctionLot> {
    return m.getRepository(AuctionLot).findOneByOrFail({ id });
  }

  async updateLot(m: EntityManager, id: string, changes: Partial<AuctionLot>): Promise<void> {
    await m.getRepository(AuctionLot).update({ id }, changes);
  }

  /** The lot's row FOR SHARE, as every bid change takes it (a result being written or undone takes it FOR UPDATE). */
  async shareLot(m: EntityManager, id: string): Promise<void> {
    await m.getRepository(AuctionLot).findOneOrFail({ where: { id }, select: { id: true }, lock: { mode: 'pessimistic_read' } });
  }

  /** The lot FOR SHARE with the database's cut-off (`cutoffMinutes` before its start); undefined when unknown. */
  async lotWindow(m: EntityManager, key: { publicId: string } | { id: string }, cutoffMinutes: number): Promise<LotWindow | undefined> {
    const column = 'publicId' in key ? 'public_id' : 'id';
    const rows = (await m.query(
      `SELECT id, starts_at AS "startsAt", result, start_price_jpy::text AS "startPriceJpy",
              starts_at - make_interval(mins => $2::int) AS "cutoffAt", now() >= starts_at - make_interval(mins => $2::int) AS closed
         FROM auction_lots WHERE ${column} = $1 FOR SHARE`,
      ['publicId' in key ? key.publicId : key.id, cutoffMinutes],
    )) as LotWindow[];
    return rows[0];
  }
}
