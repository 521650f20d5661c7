import { Decimal } from 'decimal.js';
import { addDays, tokyoDay, tokyoMidnight } from '../../common/time/tokyo-day.js';

/**
 * The pure parts of the back office's dashboard: the company's days (Asia/Tokyo) the work cards and the charts count
 * in, and how a day's figures add up to the 90-day charts. No clock, no I/O: the service passes the moment.
 */

/** The charts show the last 90 days, today included. */
export const CHART_DAYS = 90;
/** Each card of today's work lists its first few items (the count says how many there are). */
export const CARD_ITEMS = 5;
/** The assembled 90-day series is cached in Redis (shared by every process) this long. */
export const SERIES_CACHE_SECONDS = 60;
/**
 * A day's figures are stored (in Redis) once the day is over and settled: two days old. Views reach car_daily_stats
 * within a minute of the day's end (the flush runs every 30 s); yesterday and today are counted live.
 */
export const LIVE_DAYS = 2;
/** A settled day's stored figures outlive the chart's window, then expire. */
export const SETTLED_DAY_TTL_SECONDS = (CHART_DAYS + 2) * 24 * 60 * 60;

/** The chart's days ending on `today`, oldest first. */
export const chartDays = (today: string): string[] => Array.from({ length: CHART_DAYS }, (_, i) => addDays(today, i - (CHART_DAYS - 1)));

/** The days whose figures are stored once computed (all but the live ones), and the live ones. */
export function splitDays(days: readonly string[]): { settled: string[]; live: string[] } {
  return { settled: days.slice(0, days.length - LIVE_DAYS), live: days.slice(days.length - LIVE_DAYS) };
}

/** "Expiring today and tomorrow": from today's Tokyo midnight to the day after tomorrow's, split at tomorrow's. */
export function expiryWindow(now: Date): { today: string; tomorrow: string; from: Date; tomorrowFrom: Date; until: Date } {
  const today = tokyoDay(now);
  const tomorrow = addDays(today, 1);
  return { today, tomorrow, from: tokyoMidnight(today), tomorrowFrom: tokyoMidnight(tomorrow), until: tokyoMidnight(addDays(today, 2)) };
}

/** Sales of one group (a country, a make) in a day: how many, and what they are worth (USD, decimal string). */
export interface SalesFigure {
  key: string;
  /** What the key reads as, where it is not self-explanatory (a make's title for its slug). */
  label?: string;
  count: number;
  amount: string;
}

/** What one day adds to the charts. */
export interface DayFigures {
  day: string;
  views: number;
  inquiries: number;
  reservations: number;
  sales: number;
  salesAmount: string;
  byCountry: SalesFigure[];
  byMake: SalesFigure[];
}

export const emptyDay = (day: string): DayFigures => ({
  day,
  views: 0,
  inquiries: 0,
  reservations: 0,
  sales: 0,
  salesAmount: '0.00',
  byCountry: [],
  byMake: [],
});

/** The groups' sales added up over the days, biggest amount first (then most sales, then key). */
export function totalSales(groups: readonly (readonly SalesFigure[])[]): SalesFigure[] {
  const sums = new Map<string, { label?: string; count: number; amount: Decimal }>();
  for (const list of groups) {
    for (const g of list) {
      const sum = sums.get(g.key) ?? { ...(g.label !== undefined ? { label: g.label } : {}), count: 0, amount: new Decimal(0) };
      sum.count += g.count;
      sum.amount = sum.amount.plus(g.amount);
      sums.set(g.key, sum);
    }
  }
  return [...sums.entries()]
    .map(([key, s]) => ({ key, ...(s.label !== undefined ? { label: s.label } : {}), count: s.count, amount: s.amount.toFixed(2) }))
    .sort((a, b) => new Decimal(b.amount).cmp(a.amount) || b.count - a.count || a.key.localeCompare(b.key));
}

/**
 * One day's sales from its rows per destination country and make (`key` "KE|toyota", `label` the make's title): the
 * day's count and amount, and its sales by country and by make.
 */
export function daySales(rows: readonly SalesFigure[]): Pick<DayFigures, 'sales' | 'salesAmount' | 'byCountry' | 'byMake'> {
  const part = (i: 0 | 1, withLabel: boolean): SalesFigure[] =>
    totalSales([
      rows.map((r) => ({
        key: r.key.split('|')[i]!,
        ...(withLabel && r.label !== undefined ? { label: r.label } : {}),
        count: r.count,
        amount: r.amount,
      })),
    ]);
  const all = totalSales([rows.map((r) => ({ key: '', count: r.count, amount: r.amount }))])[0];
  return { sales: all?.count ?? 0, salesAmount: all?.amount ?? '0.00', byCountry: part(0, false), byMake: part(1, true) };
}

/** The days in order, each from `known` or empty (a day with no activity stores no rows). */
export const fillDays = (days: readonly string[], known: ReadonlyMap<string, DayFigures>): DayFigures[] =>
  days.map((day) => known.get(day) ?? emptyDay(day));
