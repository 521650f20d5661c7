/** Pure rules of the audit log: what may be stored, and how a date filter reads. */

export const REDACTED = '[redacted]';

/** Keys whose values are secrets. A boolean under such a key (`passwordReset: true`) says nothing secret and stays. */
const SECRET_KEY = /pass(word|phrase)?|hash|secret|token|api[-_]?key|credential|otp/i;
/** Values that are secrets whatever their key: password hashes (argon2, bcrypt, scrypt). */
const SECRET_VALUE = /^\$(argon2(id|i|d)|2[abxy]|scrypt)\$/;

/**
 * A copy of `value` with secrets replaced by "[redacted]": a last line of defence, so that a careless caller can
 * never write a password, hash or token into the audit trail. Callers should record facts (`{ passwordReset: true }`).
 */
export function redactSecrets(value: unknown, key?: string): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' && SECRET_VALUE.test(value)) return REDACTED;
  if (key !== undefined && SECRET_KEY.test(key) && typeof value !== 'boolean') return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, redactSecrets(v, k)]));
  }
  return value;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

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
