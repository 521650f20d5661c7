import { Msg } from '@autoexport/contract/messages';
import { MAX_OFFSET_ROWS } from '../../../common/pagination/keyset-cursor.js';
import { PageQueryDto } from '../../../common/pagination/pagination.js';
import {
  cleanText,
  CursorFilter,
  EnumFilter,
  Filter,
  IntFilter,
  MakeSlugFilter,
  NotAbove,
  numberNotAbove,
  TextFilter,
} from '../../../common/validation/query-filters.js';
import { rule, says } from '../../../common/validation/rules.js';
import { DEFAULT_LOT_SORT, isCalendarDay, isGradeList, LOT_SORTS, type LotSort, MAX_GRADES, parseGrades } from './auction-lots-rules.js';

// Query parameters of the public auction routes (GET /api/auctions/lots, …/closing-soon, /api/auctions/calendar).

const YEAR_RANGE = [1900, 2100] as const;
const LOT_QUERY = /^[A-Za-z0-9 -]{1,40}$/;

/** A day in Japan, YYYY-MM-DD. */
const DayFilter = (name: string, description: string) =>
  Filter(
    name,
    { type: String, format: 'date', description, example: '2026-03-02' },
    cleanText(),
    rule('isCalendarDay', 'format', isCalendarDay, says(Msg.LOT_DATE_INVALID, { label: name })),
  );

export class AuctionLotSearchQueryDto extends PageQueryDto {
  @MakeSlugFilter('Make slug, as GET /api/makes lists them')
  make?: string;

  @TextFilter('model', 80, 'Model, exact but ignoring case', 'Prius')
  model?: string;

  @IntFilter('yearMin', ...YEAR_RANGE, 'Oldest model year', 2015)
  @NotAbove('yearMin', 'yearMax', numberNotAbove)
  yearMin?: number;

  @IntFilter('yearMax', ...YEAR_RANGE, 'Newest model year', 2022)
  yearMax?: number;

  @IntFilter('mileageMax', 0, 10_000_000, 'Highest mileage (km); lots without a mileage are left out', 80000)
  mileageMax?: number;

  @Filter(
    'grade',
    {
      type: String,
      description: `Overall auction grades, comma-separated or repeated (at most ${MAX_GRADES}), ignoring case`,
      example: '4.5,4',
    },
    parseGrades,
    rule('isGradeList', 'format', isGradeList, says(Msg.AUCTION_GRADES_INVALID, { max: MAX_GRADES })),
  )
  grade?: string[];

  @TextFilter('auctionHouse', 60, 'Auction house, exactly as the calendar names it', 'USS Tokyo')
  auctionHouse?: string;

  @DayFilter('auctionDate', 'Auction day in Japan')
  auctionDate?: string;

  @Filter(
    'q',
    {
      type: String,
      maxLength: 40,
      description: 'A lot number (exact), or the start of a chassis code or a whole chassis number (ignoring case, dashes, spaces)',
      example: 'ZVW30',
    },
    cleanText(),
    rule('isLotQuery', 'format', (v) => typeof v === 'string' && LOT_QUERY.test(v), says(Msg.AUCTION_SEARCH_TEXT)),
  )
  q?: string;

  @EnumFilter('sort', LOT_SORTS, 'Order: soonest start first (default), newest model year first, or lowest mileage first', DEFAULT_LOT_SORT)
  sort?: LotSort;

  @CursorFilter(
    `Opaque keyset cursor: the nextCursor of the previous answer, with the same filters and sort. When given, page is ` +
      `ignored. Page numbers reach ${MAX_OFFSET_ROWS.toLocaleString('en')} results deep; the cursor goes on from there.`,
  )
  cursor?: string;
}

export class AuctionCalendarQueryDto {
  @DayFilter('from', 'First day (Japan); default and earliest: today in Japan')
  from?: string;

  @IntFilter('days', 1, 62, 'How many days from `from` (default 14)', 14)
  days?: number;
}

export class ClosingSoonQueryDto {
  @IntFilter('limit', 1, 50, 'How many lots (default 12)', 12)
  limit?: number;
}
