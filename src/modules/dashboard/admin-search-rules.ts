import { escapeLike } from '../../database/sql.js';

/**
 * The pure parts of the staff search box (GET /api/admin/search?q=): what a typed text can be — the start of a stock
 * id, of an order's id (or its invoice number), of an email or a name — and the index-friendly ranges each becomes.
 */

/** Shorter than this finds too much to be useful (and is a 400). */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;
/** Each group of results (cars, customers, orders) lists at most this many. */
export const SEARCH_GROUP_LIMIT = 8;

/** A range of an indexed text column, both ends included: `col BETWEEN low AND high`. */
export interface TextRange {
  low: string;
  high: string;
}

/** Stock ids are two letters and seven digits (STOCK_ID_PATTERN, cars/car-rules.ts). */
const STOCK_ID_PREFIX = /^[A-Z]{1,2}$|^[A-Z]{2}\d{0,7}$/;

/**
 * The stock ids that start with `text` (case-insensitive), as a range of the unique index: the prefix padded to the
 * full shape with its smallest and largest characters. Every stock id has that fixed shape, so the range is exact
 * under any collation (a LIKE prefix uses a plain btree index only under the C collation). Null when the text
 * cannot start a stock id.
 */
export function stockIdRange(text: string): TextRange | null {
  const prefix = text.trim().toUpperCase();
  if (!STOCK_ID_PREFIX.test(prefix)) return null;
  const pad = (letter: string, digit: string) =>
    prefix + (prefix.length < 2 ? letter.repeat(2 - prefix.length) : '') + digit.repeat(9 - Math.max(prefix.length, 2));
  return { low: pad('A', '0'), high: pad('Z', '9') };
}

const UUID_SHAPE = [8, 4, 4, 4, 12];

/**
 * The order ids (UUIDs) that start with `text`: the full id, its first characters (at least four hex digits — the
 * invoice number `PI-<stock id>-<first 8>` prints eight), or an invoice number. A range of the uuid index; null when
 * the text is none of these.
 */
export function orderIdRange(text: string): TextRange | null {
  let t = text.trim().toLowerCase();
  const invoice = /^pi-[a-z]{2}\d{7}-([0-9a-f]{1,8})$/.exec(t);
  if (invoice) t = invoice[1]!;
  const hex = t.replace(/-/g, '');
  if (!/^[0-9a-f-]+$/.test(t) || hex.length < 4 || hex.length > 32) return null;
  const range = { low: toUuid(hex.padEnd(32, '0')), high: toUuid(hex.padEnd(32, 'f')) };
  // Dashes, if typed, must stand where a UUID has them.
  return t.includes('-') && !range.low.startsWith(t) ? null : range;
}

function toUuid(hex32: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of UUID_SHAPE) {
    parts.push(hex32.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/**
 * A LIKE pattern for text that starts with `text`, lower-cased (emails are stored lower-cased; names are compared
 * lower-cased): `amina%`. Spaces inside are kept ("amina od" finds "Amina Odhiambo"), runs of them made one.
 */
export const prefixPattern = (text: string): string => `${escapeLike(text.trim().replace(/\s+/g, ' ').toLowerCase())}%`;

/** Whether the text is worth searching at all (a stray 1-character box is a 400). */
export const isSearchable = (text: unknown): boolean => typeof text === 'string' && text.trim().length >= SEARCH_MIN_CHARS;
