/**
 * Detail views are counted in one Redis hash, not in PostgreSQL: per car (`t:<carId>`) and per car, UTC day and
 * visitor country (`d:<carId>:<YYYY-MM-DD>:<CC>`). A job moves the hash aside and adds it to cars.view_count and
 * car_daily_stats. These helpers encode and decode its fields (pure).
 */

/** The visitor's country when the IP address tells nothing (private address, unknown to the database). */
export const UNKNOWN_COUNTRY = 'ZZ';

/** Days of car_daily_stats are UTC calendar days. */
/** The Redis hash of the views counted since the last flush (CarViewsService). */
export const VIEWS_PENDING_KEY = 'car-views:pending';

/**
 * A counter every view flush bumps (broadcast like the catalogue version): cached car details carry it in their key,
 * so that after a flush every process reads the cars' new view counts from PostgreSQL.
 */
export const VIEWS_GENERATION_KEY = 'car-views:generation';
export const viewsGenerationChannel = (redisPrefix: string) => `${redisPrefix}:car-views:generation`;

export const viewDay = (at: Date): string => at.toISOString().slice(0, 10);

export const totalField = (carId: string) => `t:${carId}`;
export const dailyField = (carId: string, day: string, country: string) => `d:${carId}:${day}:${country}`;

export interface ViewTotals {
  carId: string;
  views: number;
}

export interface DailyViews {
  carId: string;
  day: string;
  country: string;
  views: number;
}

export interface ViewBatch {
  totals: ViewTotals[];
  daily: DailyViews[];
  /** Fields that could not be read (never written by this code); they are dropped. */
  ignored: string[];
}

const ID = /^[1-9]\d{0,18}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** Reads HGETALL's answer; totals are sorted by car id so concurrent writers lock rows in one order. */
export function parseViewBatch(hash: Record<string, string>): ViewBatch {
  const batch: ViewBatch = { totals: [], daily: [], ignored: [] };
  for (const [field, raw] of Object.entries(hash)) {
    const views = Number(raw);
    const parts = field.split(':');
    if (!Number.isSafeInteger(views) || views <= 0) {
      batch.ignored.push(field);
    } else if (parts.length === 2 && parts[0] === 't' && ID.test(parts[1]!)) {
      batch.totals.push({ carId: parts[1]!, views });
    } else if (parts.length === 4 && parts[0] === 'd' && ID.test(parts[1]!) && DAY.test(parts[2]!) && COUNTRY.test(parts[3]!)) {
      batch.daily.push({ carId: parts[1]!, day: parts[2]!, country: parts[3]!, views });
    } else {
      batch.ignored.push(field);
    }
  }
  const byId = (a: { carId: string }, b: { carId: string }) =>
    BigInt(a.carId) < BigInt(b.carId) ? -1 : BigInt(a.carId) > BigInt(b.carId) ? 1 : 0;
  batch.totals.sort(byId);
  batch.daily.sort((a, b) => byId(a, b) || a.day.localeCompare(b.day) || a.country.localeCompare(b.country));
  return batch;
}

/** Splits a list into chunks of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
