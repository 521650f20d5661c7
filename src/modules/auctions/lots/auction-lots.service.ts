import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { notFound } from '../../../common/errors/app-error.js';
import { Msg } from '../../../common/errors/messages.js';
import { cappedCount } from '../../../common/pagination/capped-count.js';
import { encodeKeysetCursor, type KeysetPosition, pageStart, timestampKeySql } from '../../../common/pagination/keyset-cursor.js';
import { canSeePrice } from '../../../common/pricing/price-policy.js';
import { Clock } from '../../../common/time/clock.js';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { escapeLike } from '../../../database/sql.js';
import {
  addDays,
  DEFAULT_LOT_SORT,
  type DayHouseCount,
  earliestOpenStart,
  groupCalendar,
  japanDate,
  LOT_SORT_SPECS,
  type LotSort,
} from './auction-lots-rules.js';
import { type LotRow, toLotDetail, toLotHistory, toLotSummary } from './auction-lots.mappers.js';
import type { AuctionCalendarQueryDto, AuctionLotSearchQueryDto, ClosingSoonQueryDto } from './auction-lots.query.js';
import type {
  AuctionCalendarDto,
  AuctionLotDetailDto,
  AuctionLotHistoryEntry,
  AuctionLotListDto,
  ClosingSoonDto,
} from './auction-lots.responses.js';

/** The columns a lot answer needs; the prices are read always and dropped by the mappers unless `withPrice`. */
const LOT_COLUMNS = [
  'l.id AS id',
  'l.public_id AS public_id',
  'l.auction_house AS auction_house',
  `to_char(l.auction_date, 'YYYY-MM-DD') AS auction_date`,
  'l.lot_number AS lot_number',
  'l.starts_at AS starts_at',
  'l.make AS make',
  'l.make_slug AS make_slug',
  'l.model AS model',
  'l.chassis_code AS chassis_code',
  'l.chassis_number AS chassis_number',
  'l.year AS year',
  'l.mileage_km AS mileage_km',
  'l.grade AS grade',
  'l.colour AS colour',
  'l.transmission AS transmission',
  'l.engine_cc AS engine_cc',
  'l.equipment AS equipment',
  'l.sheet_image_url AS sheet_image_url',
  'l.sheet AS sheet',
  'l.start_price_jpy AS start_price_jpy',
  'l.result AS result',
  'l.result_price_jpy AS result_price_jpy',
];

/** How the chassis check compares chassis numbers: upper-case, without dashes or spaces (ix_auction_lots_chassis_key). */
export const LOT_CHASSIS_KEY_SQL = `upper(translate(l.chassis_number, '- ', ''))`;

/** At most this many past lots are answered for one chassis number. */
export const LOT_HISTORY_LIMIT = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public auction catalogue (issue 13): a second catalogue beside the company's stock. Search lists upcoming lots
 * only (startsAt after now, by the injected Clock); a past lot still answers by its id, with its result, and feeds
 * the chassis check's history (historyByChassis, exported to the chassis-check module). Who sees a price (start price,
 * hammer price) is canSeePrice, asked once per call.
 */
@Injectable()
export class AuctionLotsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get cutoffMinutes(): number {
    return this.config.auctionBidCutoffMinutes;
  }

  private lots(): SelectQueryBuilder<LotRow> {
    return this.dataSource.createQueryBuilder().select(LOT_COLUMNS).from('auction_lots', 'l') as SelectQueryBuilder<LotRow>;
  }

  async search(query: AuctionLotSearchQueryDto, viewer: AuthUser | undefined): Promise<AuctionLotListDto> {
    const withPrice = canSeePrice(viewer);
    const sort: LotSort = query.sort ?? DEFAULT_LOT_SORT;
    const { page, limit, skip, cursor } = pageStart<LotSort>(query, sort, LOT_SORT_SPECS[sort].keyType);
    const { filtered, pageQuery } = this.searchQueries(query, { limit, skip, cursor });
    const [rows, counted] = await Promise.all([pageQuery.getRawMany<LotRow & { sort_key: string }>(), cappedCount(filtered)]);
    const hasMore = rows.length > limit;
    const pageRows = hasMore ? rows.slice(0, limit) : rows;
    const last = pageRows[pageRows.length - 1];
    return {
      items: pageRows.map((row) => toLotSummary(row, this.cutoffMinutes, withPrice)),
      total: counted.total,
      totalIsEstimate: counted.estimated,
      page,
      limit,
      nextCursor: hasMore && last ? encodeKeysetCursor({ sort, key: last.sort_key, id: String(last.id) }) : null,
    };
  }

  /**
   * The search's statements: `filtered` (the upcoming lots matching the filters, for the total) and `pageQuery` (one
   * page of them in the sort's order, one row more than the page). Public for the plan checks of the specs.
   */
  searchQueries(
    query: AuctionLotSearchQueryDto,
    paging: { limit: number; skip: number; cursor: KeysetPosition<LotSort> | null },
  ): { filtered: SelectQueryBuilder<LotRow>; pageQuery: SelectQueryBuilder<LotRow> } {
    const spec = LOT_SORT_SPECS[query.sort ?? DEFAULT_LOT_SORT];
    const filtered = this.lots().where('l.starts_at > :now', { now: this.clock.now() });
    if (query.make !== undefined) filtered.andWhere('l.make_slug = :make', { make: query.make });
    if (query.model !== undefined) filtered.andWhere('lower(l.model) = :model', { model: query.model.toLowerCase() });
    if (query.yearMin !== undefined) filtered.andWhere('l.year >= :yearMin', { yearMin: query.yearMin });
    if (query.yearMax !== undefined) filtered.andWhere('l.year <= :yearMax', { yearMax: query.yearMax });
    if (query.mileageMax !== undefined) filtered.andWhere('l.mileage_km <= :mileageMax', { mileageMax: query.mileageMax });
    if (query.grade !== undefined) filtered.andWhere('upper(l.grade) IN (:...grades)', { grades: query.grade });
    if (query.auctionHouse !== undefined) filtered.andWhere('l.auction_house = :house', { house: query.auctionHouse });
    if (query.auctionDate !== undefined) filtered.andWhere('l.auction_date = CAST(:day AS date)', { day: query.auctionDate });
    if (query.q !== undefined) {
      const q = query.q.trim();
      filtered.andWhere(`(l.lot_number = :lotNumber OR upper(l.chassis_code) LIKE :codePrefix OR ${LOT_CHASSIS_KEY_SQL} = :chassisKey)`, {
        lotNumber: q,
        codePrefix: `${escapeLike(q.toUpperCase())}%`,
        chassisKey: q.toUpperCase().replace(/[\s-]+/g, ''),
      });
    }
    const pageQuery = filtered
      .clone()
      .addSelect(spec.keyType === 'timestamp' ? timestampKeySql(spec.expression) : `(${spec.expression})::text`, 'sort_key')
      .orderBy(spec.expression, spec.direction)
      .addOrderBy('l.id', spec.direction)
      .limit(paging.limit + 1);
    if (paging.cursor) {
      const op = spec.direction === 'DESC' ? '<' : '>';
      pageQuery.andWhere(`(${spec.expression}, l.id) ${op} (CAST(:key AS ${spec.sqlType}), CAST(:afterId AS bigint))`, {
        key: paging.cursor.key,
        afterId: paging.cursor.id,
      });
    } else if (paging.skip > 0) pageQuery.offset(paging.skip);
    return { filtered, pageQuery };
  }

  /** One lot by its public id, past or upcoming; 404 AUCTION_LOT_NOT_FOUND for anything else. */
  async getLot(id: string, viewer: AuthUser | undefined): Promise<AuctionLotDetailDto> {
    if (!UUID.test(id)) throw notFound(Msg.AUCTION_LOT_NOT_FOUND);
    const row = await this.lots().where('l.public_id = :id', { id }).getRawOne<LotRow>();
    if (!row) throw notFound(Msg.AUCTION_LOT_NOT_FOUND);
    return toLotDetail(row, this.cutoffMinutes, canSeePrice(viewer), this.clock.now());
  }

  /** Lots whose bid cut-off is still ahead, the soonest cut-off first (= the soonest start). */
  async closingSoon(query: ClosingSoonQueryDto, viewer: AuthUser | undefined): Promise<ClosingSoonDto> {
    const withPrice = canSeePrice(viewer);
    const rows = await this.lots()
      .where('l.starts_at > :earliest', { earliest: earliestOpenStart(this.clock.now(), this.cutoffMinutes) })
      .orderBy('l.starts_at', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .limit(query.limit ?? 12)
      .getRawMany<LotRow>();
    return { items: rows.map((row) => toLotSummary(row, this.cutoffMinutes, withPrice)), bidCutoffMinutes: this.cutoffMinutes };
  }

  /** The auction days from `from` (never before today in Japan) for `days` days, with their houses' lot counts. */
  async calendar(query: AuctionCalendarQueryDto): Promise<AuctionCalendarDto> {
    const today = japanDate(this.clock.now());
    const from = query.from !== undefined && query.from > today ? query.from : today;
    const to = addDays(from, (query.days ?? 14) - 1);
    const rows = await this.dataSource.query<{ date: string; house: string; n: number }[]>(
      `SELECT to_char(l.auction_date, 'YYYY-MM-DD') AS date, l.auction_house AS house, count(*)::int AS n
         FROM auction_lots l
        WHERE l.auction_date BETWEEN $1::date AND $2::date
        GROUP BY l.auction_date, l.auction_house`,
      [from, to],
    );
    const counts: DayHouseCount[] = rows.map((r) => ({ date: r.date, auctionHouse: r.house, lots: Number(r.n) }));
    return { from, to, timeZone: 'Asia/Tokyo', days: groupCalendar(counts) };
  }

  /**
   * The lots that have come up under a chassis key (upper-case, no dashes or spaces: the chassis check's chassisKey),
   * oldest first, with their results; the hammer price only `withPrice` (the caller's canSeePrice). For the chassis
   * check's history (issue 13): the one way another module reads auction lots.
   */
  async historyByChassis(chassisKey: string, withPrice: boolean): Promise<AuctionLotHistoryEntry[]> {
    const rows = await this.lots()
      .where(`${LOT_CHASSIS_KEY_SQL} = :key`, { key: chassisKey })
      .andWhere('l.chassis_number IS NOT NULL')
      .andWhere('l.starts_at <= :now', { now: this.clock.now() })
      .orderBy('l.starts_at', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .limit(LOT_HISTORY_LIMIT)
      .getRawMany<LotRow>();
    return rows.map((row) => toLotHistory(row, withPrice));
  }
}
