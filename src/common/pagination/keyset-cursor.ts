import { badRequest, invalidField } from '../errors/app-error.js';
import { codeOf, Msg } from '@autoexport/contract/messages';
import { type Paging, resolvePaging } from './pagination.js';

/**
 * Keyset paging: a cursor names the last row of a page by its sort key and id, so the next page starts right after
 * it with an index seek instead of an OFFSET. On the wire it is opaque: base64url of a small JSON object. Anything a
 * client could tamper with is checked here, so a bad cursor is a 400 and never reaches SQL as garbage. Shared by the
 * big public lists (the car catalogue, the auction lots); each names its sorts and their key types.
 */

/** How a sort key is written as text: a timestamp with microseconds (UTC), a decimal with two places, or an integer. */
export type SortKeyType = 'timestamp' | 'decimal' | 'integer';

export interface KeysetPosition<S extends string = string> {
  sort: S;
  /** The sort column's value as text: an ISO timestamp with microseconds, a decimal, or an integer. */
  key: string;
  /** The row's id (bigint as text). */
  id: string;
}

export class InvalidCursorError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidCursorError';
  }
}

const MAX_CURSOR_LENGTH = 256;
const BIGINT_MAX = 9223372036854775807n;
const INT_RANGE = 2147483647;

const KEY_PATTERNS: Record<SortKeyType, RegExp> = {
  // A timestamptz written by SQL as UTC with microseconds (see timestampKeySql).
  timestamp: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  // numeric(12,2)
  decimal: /^\d{1,10}\.\d{2}$/,
  integer: /^-?\d{1,10}$/,
};

/** A timestamptz column as a cursor key's text (a JS Date would lose the microseconds). */
export const timestampKeySql = (expression: string) => `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeKeysetCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ s: position.sort, k: position.key, i: position.id }), 'utf8').toString('base64url');
}

function isValidKey(type: SortKeyType, key: string): boolean {
  if (!KEY_PATTERNS[type].test(key)) return false;
  if (type === 'timestamp') {
    const millis = Date.parse(key.replace(/(\.\d{3})\d{3}Z$/, '$1Z'));
    // Date.parse rolls 2024-02-31 over to March: insist the text round-trips.
    return Number.isFinite(millis) && new Date(millis).toISOString().slice(0, 19) === key.slice(0, 19);
  }
  if (type === 'integer') return Math.abs(Number(key)) <= INT_RANGE;
  return true;
}

/**
 * Reads a cursor made for `sort`, whose key is of `keyType`; throws InvalidCursorError for anything malformed or made
 * for another sort.
 */
export function decodeKeysetCursor<S extends string>(raw: string, sort: S, keyType: SortKeyType): KeysetPosition<S> {
  if (raw.length === 0 || raw.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) {
    throw new InvalidCursorError('The cursor is malformed');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError('The cursor is malformed');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new InvalidCursorError('The cursor is malformed');
  const { s, k, i } = parsed as Record<string, unknown>;
  if (typeof s !== 'string' || typeof k !== 'string' || typeof i !== 'string') throw new InvalidCursorError('The cursor is malformed');
  if (s !== sort) throw new InvalidCursorError('The cursor belongs to another sort order');
  if (!/^[1-9]\d{0,18}$/.test(i) || BigInt(i) > BIGINT_MAX) throw new InvalidCursorError('The cursor is malformed');
  if (!isValidKey(keyType, k)) throw new InvalidCursorError('The cursor is malformed');
  return { sort, key: k, id: i };
}

/** `page` with OFFSET is allowed up to this many rows deep; beyond it clients follow `nextCursor`. */
export const MAX_OFFSET_ROWS = 10_000;

export interface PageStart<S extends string> extends Paging {
  /** Where the page starts when the caller sent a cursor (then `skip` is not used). */
  cursor: KeysetPosition<S> | null;
}

/**
 * Where a keyset-paged list's page starts: after the caller's cursor (400 INVALID_CURSOR when it is not one of ours
 * for this sort), or at page × limit, at most MAX_OFFSET_ROWS deep (400 PAGE_TOO_DEEP beyond).
 */
export function pageStart<S extends string>(
  query: { cursor?: string; page?: number; limit?: number },
  sort: S,
  keyType: SortKeyType,
): PageStart<S> {
  const paging = resolvePaging(query.page, query.limit);
  if (query.cursor !== undefined) {
    try {
      return { ...paging, cursor: decodeKeysetCursor(query.cursor, sort, keyType) };
    } catch (error) {
      if (!(error instanceof InvalidCursorError)) throw error;
      throw badRequest(Msg.INVALID_CURSOR, [{ field: 'cursor', code: codeOf(Msg.INVALID_CURSOR), message: error.message }]);
    }
  }
  if (paging.skip + paging.limit > MAX_OFFSET_ROWS) {
    throw invalidField('page', Msg.PAGE_TOO_DEEP, { max: MAX_OFFSET_ROWS.toLocaleString('en') });
  }
  return { ...paging, cursor: null };
}
