import { decodeKeysetCursor, encodeKeysetCursor, type KeysetPosition } from '../../common/pagination/keyset-cursor.js';
import { type CarSort, SORT_SPECS } from './car-search-rules.js';

/** The catalogue's keyset cursor (src/common/pagination/keyset-cursor.ts) over its sorts. */

export { InvalidCursorError } from '../../common/pagination/keyset-cursor.js';

export type CursorPosition = KeysetPosition<CarSort>;

export const encodeCursor = (position: CursorPosition): string => encodeKeysetCursor(position);

/** Reads a cursor for the given sort; throws InvalidCursorError for anything malformed or made for another sort. */
export const decodeCursor = (raw: string, sort: CarSort): CursorPosition => decodeKeysetCursor(raw, sort, SORT_SPECS[sort].keyType);
