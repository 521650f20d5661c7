import { TOKYO_UTC_OFFSET_MINUTES } from './business-days.js';
import { DAY_MS } from './days.js';

/** Japan keeps UTC+9 all year (no daylight saving). */
const TOKYO_OFFSET_MS = TOKYO_UTC_OFFSET_MINUTES * 60_000;

/**
 * The company's calendar (Asia/Tokyo), one home for every module that counts in its days: car views and landing
 * lists, the dashboard's chart, auction days.
 */

/** The company's calendar day at `now`, as yyyy-mm-dd. */
export function tokyoDay(now: Date): string {
  return new Date(now.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Tokyo day begins (00:00 in Tokyo). */
export const tokyoMidnight = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - TOKYO_OFFSET_MS);

/** A yyyy-mm-dd day moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
