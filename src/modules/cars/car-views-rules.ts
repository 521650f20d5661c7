import { isIP } from 'node:net';
import { normalizeIp } from '../geo/ip-address.js';
import { tokyoDay } from '../../common/time/tokyo-day.js';

/**
 * Detail views are counted in one Redis hash, not in PostgreSQL: per car (`t:<carId>`) and per car, Tokyo day and
 * visitor country (`d:<carId>:<YYYY-MM-DD>:<CC>`). A job moves the hash aside and adds it to cars.view_count and
 * car_daily_stats. These helpers encode and decode its fields (pure).
 */

/** The visitor's country when the IP address tells nothing (private address, unknown to the database). */
export const UNKNOWN_COUNTRY = 'ZZ';

/** The Redis hash of the views counted since the last flush (CarViewsService). */
export const VIEWS_PENDING_KEY = 'car-views:pending';

/**
 * A counter every view flush bumps (broadcast like the catalogue version): cached car details carry it in their key,
 * so that after a flush every process reads the cars' new view counts from PostgreSQL.
 */
export const VIEWS_GENERATION_KEY = 'car-views:generation';
export const viewsGenerationChannel = (redisPrefix: string) => `${redisPrefix}:car-views:generation`;

/**
 * Days of car_daily_stats are the company's calendar days (Asia/Tokyo), the days the landing page's "most
 * popular" window counts in (landing-rules.ts): a view at 15:00 UTC or later belongs to the next day.
 */
export const viewDay = (at: Date): string => tokyoDay(at);

/**
 * A visitor's views of one car count once per window: reloading a page, or a loop of requests, cannot push a car up
 * the home page's "most popular" list. Half an hour is about one visit.
 */
export const VIEW_WINDOW_SECONDS = 30 * 60;

/**
 * Who is viewing, for counting once per window: the signed-in user (by public id), else the IP address; an IPv6
 * address by its /64 network, which one subscriber can draw any number of addresses from.
 */
export function viewerKey(visitor: { userPublicId?: string | null; ip?: string | null }): string {
  if (visitor.userPublicId) return `u:${visitor.userPublicId}`;
  const ip = normalizeIp(visitor.ip);
  if (!ip) return 'ip:unknown';
  return isIP(ip) === 6 ? `ip6:${ipv6Network64(ip)}` : `ip:${ip}`;
}

/** The first four groups of an IPv6 address, expanded (`2001:db8::1` → `2001:db8:0:0`). */
export function ipv6Network64(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`64:ff9b::1.2.3.4`) stands for two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right];
  return groups
    .slice(0, 4)
    .map((g) => (g.includes('.') ? g : g.replace(/^0+(?=.)/, '')))
    .join(':');
}

/** The Redis key that marks a car as seen by a visitor for VIEW_WINDOW_SECONDS. */
export const seenKey = (carId: string, viewer: string) => `car-views:seen:${carId}:${viewer}`;

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

/**
 * One Redis script, so a flush's RENAME comes before or after both counts, never between them.
 * KEYS: the visitor's seen-key, the pending hash; ARGV: window (s), total field, daily field. Counts the view only
 * when the seen-key was not there (and sets it for the window); answers the car's pending views either way.
 */
export const COUNT_VIEW = `if redis.call('set', KEYS[1], '1', 'EX', ARGV[1], 'NX') then
  local n = redis.call('hincrby', KEYS[2], ARGV[2], 1)
  redis.call('hincrby', KEYS[2], ARGV[3], 1)
  return n
end
return tonumber(redis.call('hget', KEYS[2], ARGV[2]) or '0')`;
