import { Inject, Injectable } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { notFound } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { cappedCount } from '../../../common/pagination/capped-count.js';
import { encodeKeysetCursor, type KeysetPosition, pageStart } from '../../../common/pagination/keyset-cursor.js';
import { canSeePrice } from '../../../common/pricing/price-policy.js';
import { Clock } from '../../../common/time/clock.js';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import {
  DEFAULT_LOT_SORT,
  type DayHouseCount,
  earliestOpenStart,
  groupCalendar,
  LOT_SORT_SPECS,
  type LotSort,
} from './auction-lots-rules.js';
import { type LotRow, toLotDetail, toLotHistory, toLotSummary } from './auction-lots.mappers.js';
import { AuctionLotsRepository } from './auction-lots.repository.js';
import type { AuctionCalendarQueryDto, AuctionLotSearchQueryDto, ClosingSoonQueryDto } from './auction-lots.query.js';
import type {
  AuctionCalendarDto,
  AuctionLotDetailDto,
  AuctionLotHistoryEntry,
  AuctionLotListDto,
  ClosingSoonDto,
} from './auction-lots.responses.js';
import { addDays, tokyoDay } from '../../../common/time/tokyo-day.js';

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
    private readonly repository: AuctionLotsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get cutoffMinutes(): number {
    return this.config.auctionBidCutoffMinutes;
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
    return this.repository.searchQueries(query, paging, this.clock.now());
  }

  /** One lot by its public id, past or upcoming; 404 AUCTION_LOT_NOT_FOUND for anything else. */
  async getLot(id: string, viewer: AuthUser | undefined): Promise<AuctionLotDetailDto> {
    if (!UUID.test(id)) throw notFound(Msg.AUCTION_LOT_NOT_FOUND);
    const row = await this.repository.byPublicId(id);
    if (!row) throw notFound(Msg.AUCTION_LOT_NOT_FOUND);
    return toLotDetail(row, this.cutoffMinutes, canSeePrice(viewer), this.clock.now());
  }

  /** Lots whose bid cut-off is still ahead, the soonest cut-off first (= the soonest start). */
  async closingSoon(query: ClosingSoonQueryDto, viewer: AuthUser | undefined): Promise<ClosingSoonDto> {
    const withPrice = canSeePrice(viewer);
    const rows = await this.repository.startingAfter(earliestOpenStart(this.clock.now(), this.cutoffMinutes), query.limit ?? 12);
    return { items: rows.map((row) => toLotSummary(row, this.cutoffMinutes, withPrice)), bidCutoffMinutes: this.cutoffMinutes };
  }

  /** The auction days from `from` (never before today in Japan) for `days` days, with their houses' lot counts. */
  async calendar(query: AuctionCalendarQueryDto): Promise<AuctionCalendarDto> {
    const today = tokyoDay(this.clock.now());
    const from = query.from !== undefined && query.from > today ? query.from : today;
    const to = addDays(from, (query.days ?? 14) - 1);
    const rows = await this.repository.calendarCounts(from, to);
    const counts: DayHouseCount[] = rows.map((r) => ({ date: r.date, auctionHouse: r.house, lots: Number(r.n) }));
    return { from, to, timeZone: 'Asia/Tokyo', days: groupCalendar(counts) };
  }

  /**
   * The lots that have come up under a chassis key (upper-case, no dashes or spaces: the chassis check's chassisKey),
   * oldest first, with their results; the hammer price only `withPrice` (the caller's canSeePrice). For the chassis
   * check's history (issue 13): the one way another module reads auction lots.
   */
  async historyByChassis(chassisKey: string, withPrice: boolean): Promise<AuctionLotHistoryEntry[]> {
    const rows = await this.repository.historyByChassis(chassisKey, this.clock.now());
    return rows.map((row) => toLotHistory(row, withPrice));
  }
}
