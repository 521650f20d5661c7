import { describe, expect, it } from '@jest/globals';
import { decodeCursor, encodeCursor, InvalidCursorError } from './car-search-cursor.js';

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('car search cursor', () => {
  it('round-trips every kind of sort key', () => {
    const cases = [
      { sort: 'newest', key: '2025-03-04T05:06:07.123456Z', id: '42' },
      { sort: 'price_asc', key: '12500.00', id: '7' },
      { sort: 'price_desc', key: '0.50', id: '9223372036854775807' },
      { sort: 'year_desc', key: '2019', id: '1' },
      { sort: 'mileage_asc', key: '0', id: '123456789' },
    ] as const;
    for (const position of cases) {
      const raw = encodeCursor(position);
      expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(raw, position.sort)).toEqual(position);
    }
  });

  it('refuses a cursor made for another sort', () => {
    const raw = encodeCursor({ sort: 'year_desc', key: '2019', id: '1' });
    expect(() => decodeCursor(raw, 'year_asc')).toThrow(new InvalidCursorError('The cursor belongs to another sort order'));
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc+/='],
    ['not JSON', b64('{nope')],
    ['an array', b64([1, 2])],
    ['null', b64('null')],
    ['missing fields', b64({ s: 'newest', k: '2025-03-04T05:06:07.123456Z' })],
    ['a numeric id', b64({ s: 'newest', k: '2025-03-04T05:06:07.123456Z', i: 5 })],
    ['a zero id', b64({ s: 'newest', k: '2025-03-04T05:06:07.123456Z', i: '0' })],
    ['an id beyond bigint', b64({ s: 'newest', k: '2025-03-04T05:06:07.123456Z', i: '9223372036854775808' })],
    ['SQL in the key', b64({ s: 'newest', k: "2025-01-01'; DROP TABLE cars; --", i: '1' })],
    ['an impossible date', b64({ s: 'newest', k: '2025-02-31T05:06:07.123456Z', i: '1' })],
    ['a date without microseconds', b64({ s: 'newest', k: '2025-02-03T05:06:07Z', i: '1' })],
    ['a price with three decimals', b64({ s: 'price_asc', k: '1.001', i: '1' })],
    ['a year beyond int', b64({ s: 'year_desc', k: '99999999999', i: '1' })],
    ['a very long cursor', 'A'.repeat(300)],
  ])('refuses %s', (_label, raw) => {
    expect(() => decodeCursor(raw, 'newest')).toThrow(InvalidCursorError);
  });

  it('refuses bad keys for the sort they claim', () => {
    expect(() => decodeCursor(b64({ s: 'price_asc', k: '1.001', i: '1' }), 'price_asc')).toThrow(InvalidCursorError);
    expect(() => decodeCursor(b64({ s: 'year_desc', k: '99999999999', i: '1' }), 'year_desc')).toThrow(InvalidCursorError);
    expect(() => decodeCursor(b64({ s: 'mileage_desc', k: '12.5', i: '1' }), 'mileage_desc')).toThrow(InvalidCursorError);
  });
});
