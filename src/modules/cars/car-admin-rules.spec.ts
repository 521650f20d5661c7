import { describe, expect, it } from '@jest/globals';
import { STOCK_ID_PATTERN } from './car-rules.js';
import {
  changedFields,
  DAMAGE_CODE_PATTERN,
  generateStockId,
  isPermutation,
  maxYear,
  normaliseDimension,
  normalisePrice,
  statusChangeRefusal,
} from './car-admin-rules.js';

describe('car inventory rules', () => {
  it('generates stock ids in the AB1234567 format', () => {
    for (let i = 0; i < 200; i++) expect(generateStockId()).toMatch(STOCK_ID_PATTERN);
    expect(generateStockId((max) => (max === 26 ? 25 : 42))).toBe('ZZ0000042');
    expect(generateStockId((max) => max - 1)).toBe('ZZ9999999');
  });

  it('normalises prices given as decimal strings or numbers, never through float arithmetic', () => {
    expect(normalisePrice('12500')).toBe('12500.00');
    expect(normalisePrice('12500.5')).toBe('12500.50');
    expect(normalisePrice(' 0.01 ')).toBe('0.01');
    expect(normalisePrice(12500.55)).toBe('12500.55');
    expect(normalisePrice(0.1 + 0.2)).toBeNull(); // 0.30000000000000004: more than two decimals
    expect(normalisePrice('9999999999.99')).toBe('9999999999.99');
  });

  it.each([['0'], ['-5'], ['12.345'], ['1e5'], ['12,50'], [''], ['abc'], ['10000000000.00'], [null], [true], [Number.NaN], [{}]])(
    'refuses the price %p',
    (value) => expect(normalisePrice(value)).toBeNull(),
  );

  it('bounds dimensions to numeric(4,2)', () => {
    expect(normaliseDimension('4.6')).toBe('4.60');
    expect(normaliseDimension(1.75)).toBe('1.75');
    expect(normaliseDimension('99.99')).toBe('99.99');
    expect(normaliseDimension('100')).toBeNull();
    expect(normaliseDimension('1.755')).toBeNull();
    expect(normaliseDimension(0)).toBeNull();
  });

  it('knows the auction sheet damage codes', () => {
    for (const code of ['A1', 'A3', 'U2', 'W1', 'S3', 'C2', 'X', 'XX', 'Y1', 'P', 'B2', 'E1', 'X1', 'H', 'G', 'R']) {
      expect(code).toMatch(DAMAGE_CODE_PATTERN);
    }
    for (const code of ['A4', 'A0', 'C3', 'XXX', 'a1', 'Z', '', 'A1 ']) expect(code).not.toMatch(DAMAGE_CODE_PATTERN);
  });

  it('explains refused status changes, with the spec wording for a second reservation', () => {
    expect(statusChangeRefusal('available', 'reserved')).toBeNull();
    expect(statusChangeRefusal('sold', 'in_transit')).toBeNull();
    expect(statusChangeRefusal('reserved', 'reserved')).toMatchObject({
      code: 'CAR_ALREADY_RESERVED',
      message: 'This car is already reserved!',
    });
    expect(statusChangeRefusal('released', 'available')).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      message: 'This car cannot go from released to available.',
    });
    expect(statusChangeRefusal('in_transit', 'ready_to_ship')?.message).toBe('This car cannot go from in transit to ready to ship.');
    expect(statusChangeRefusal('sold', 'sold')).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message: 'This car is already sold.' });
  });

  it('checks image orders are permutations', () => {
    expect(isPermutation(['3', '1', '2'], ['1', '2', '3'])).toBe(true);
    expect(isPermutation([], [])).toBe(true);
    expect(isPermutation(['1', '1', '2'], ['1', '2', '3'])).toBe(false);
    expect(isPermutation(['1', '2'], ['1', '2', '3'])).toBe(false);
    expect(isPermutation(['1', '2', '4'], ['1', '2', '3'])).toBe(false);
    expect(isPermutation(['1', '2', '3', '3'], ['1', '2', '3'])).toBe(false);
  });

  it('keeps only changed fields for the audit log', () => {
    expect(changedFields({ a: 1, b: 'x', c: ['p'] }, { a: 1, b: 'y', c: ['p'] })).toEqual({ before: { b: 'x' }, after: { b: 'y' } });
    expect(changedFields({ a: null }, { a: { grade: '4' } })).toEqual({ before: { a: null }, after: { a: { grade: '4' } } });
    expect(changedFields({ a: 1 }, { a: 1 })).toBeNull();
  });

  it('allows model years up to next year', () => {
    expect(maxYear(new Date('2026-06-01T00:00:00Z'))).toBe(2027);
  });
});
