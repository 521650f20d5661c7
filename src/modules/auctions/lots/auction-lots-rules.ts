import type { SortKeyType } from '../../../common/pagination/keyset-cursor.js';
import { addDays } from '../../../common/time/tokyo-day.js';

/**
 * The public auction search's rules, free of I/O: its sorts, the bid cut-off, Japan's calendar days, the grade list
 * and the calendar's grouping. The SQL is built from these in auction-lots-sql.ts.
 */

export const LOT_SORTS = ['startsAt', 'year', 'mileage'] as const;
export type LotSort = (typeof LOT_SORTS)[number];
export const DEFAULT_LOT_SORT: LotSort = 'startsAt';

export interface LotSortSpec {
  /** The sorted expression over alias `l`; `l.id` breaks ties in the same direction. */
  expression: string;
  direction: 'ASC' | 'DESC';
  keyType: SortKeyType;
  /** The expression's SQL type, for the keyset comparison's parameter. */
  sqlType: 'timestamptz' | 'smallint' | 'integer';
}

/** Lots without a mileage sort last ("lowest mileage first"): the expression index ix_auction_lots_mileage spells it. */
export const MILEAGE_UNKNOWN = 2147483647;

/**
 * Soonest first (the default), newest model year first, lowest mileage first. Each has an index starting with its
 * expression and id, with `starts_at` beside them so "upcoming only" is checked in the index.
 */
export const LOT_SORT_SPECS: Readonly<Record<LotSort, LotSortSpec>> = {
  startsAt: { expression: 'l.starts_at', direction: 'ASC', keyType: 'timestamp', sqlType: 'timestamptz' },
  year: { expression: 'l.year', direction: 'DESC', keyType: 'integer', sqlType: 'smallint' },
  mileage: { expression: `coalesce(l.mileage_km, ${MILEAGE_UNKNOWN})`, direction: 'ASC', keyType: 'integer', sqlType: 'integer' },
};

const MINUTE_MS = 60_000;

/** When bid requests on a lot close: `cutoffMinutes` (AUCTION_BID_CUTOFF_MINUTES) before it comes up. */
export const bidCutoffOf = (startsAt: Date, cutoffMinutes: number): Date => new Date(startsAt.getTime() - cutoffMinutes * MINUTE_MS);

/** The earliest start of a lot whose bid cut-off is still ahead at `now`. */
export const earliestOpenStart = (now: Date, cutoffMinutes: number): Date => new Date(now.getTime() + cutoffMinutes * MINUTE_MS);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export const isCalendarDay = (text: unknown): text is string =>
  typeof text === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  addDays(text, 0) === text;

/** At most this many grades in one `grade` filter. */
export const MAX_GRADES = 10;
const GRADE = /^[A-Za-z0-9.*]{1,8}$/;

/**
 * The `grade` parameter as sent — "4.5,4" or repeated (`grade=4.5&grade=4`) — as a list of distinct grades
 * (upper-cased: "r" is grade R), or the value itself when it is not a valid list (left for the validator to refuse).
 */
export function parseGrades(value: unknown): unknown {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  if (parts.some((p) => typeof p !== 'string')) return value;
  const grades = [...new Set((parts as string[]).map((p) => p.trim().toUpperCase()).filter((p) => p !== ''))];
  return grades.length === 0 ? undefined : grades;
}

export const isGradeList = (value: unknown): boolean =>
  Array.isArray(value) && value.length >= 1 && value.length <= MAX_GRADES && value.every((g) => typeof g === 'string' && GRADE.test(g));

export interface DayHouseCount {
  date: string;
  auctionHouse: string;
  lots: number;
}

export interface CalendarDay {
  date: string;
  lots: number;
  houses: { auctionHouse: string; lots: number }[];
}

/** Per auction day (ascending) its houses (most lots first, then by name) and their lot counts. */
export function groupCalendar(rows: readonly DayHouseCount[]): CalendarDay[] {
  const days = new Map<string, CalendarDay>();
  for (const row of rows) {
    const day = days.get(row.date) ?? { date: row.date, lots: 0, houses: [] };
    day.lots += row.lots;
    day.houses.push({ auctionHouse: row.auctionHouse, lots: row.lots });
    days.set(row.date, day);
  }
  return [...days.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({ ...day, houses: day.houses.sort((a, b) => b.lots - a.lots || a.auctionHouse.localeCompare(b.auctionHouse)) }));
}

/** The equipment codes of a sheet ("AC PS PW  AW") as a list. */
export const equipmentList = (equipment: string | null): string[] => (equipment ?? '').split(/[\s,]+/).filter((e) => e !== '');
