import { DAY_MS } from './days.js';
/** How a `from`/`to` date filter of a list reads (the audit log, the order lists). */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface TimeRange {
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  until?: Date;
}

/**
 * Reads `from`/`to` filters (ISO 8601). A date without a time means the whole day in UTC: `from=2026-03-01` starts at
 * its midnight, `to=2026-03-31` includes all of the 31st. A date-time is taken as given (`to` inclusive).
 * Returns null when `from` is after `to`.
 */
export function toTimeRange(from?: string, to?: string): TimeRange | null {
  const range: TimeRange = {};
  if (from) range.from = new Date(DATE_ONLY.test(from) ? `${from}T00:00:00Z` : from);
  if (to) {
    range.until = DATE_ONLY.test(to) ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) : new Date(Date.parse(to) + 1);
  }
  if (range.from && range.until && range.from.getTime() >= range.until.getTime()) return null;
  return range;
}
