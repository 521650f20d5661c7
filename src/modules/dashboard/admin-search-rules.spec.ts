import { describe, expect, it } from '@jest/globals';
import { isSearchable, orderIdRange, prefixPattern, stockIdRange } from './admin-search-rules.js';

describe('the staff search box', () => {
  it('reads the start of a stock id as a range of the full shape', () => {
    expect(stockIdRange('ab12')).toEqual({ low: 'AB1200000', high: 'AB1299999' });
    expect(stockIdRange(' AB1234567 ')).toEqual({ low: 'AB1234567', high: 'AB1234567' });
    expect(stockIdRange('a')).toEqual({ low: 'AA0000000', high: 'AZ9999999' });
    expect(stockIdRange('AB')).toEqual({ low: 'AB0000000', high: 'AB9999999' });
  });

  it('does not take other text for a stock id', () => {
    for (const text of ['A1', '12', 'amina', 'AB12345678', 'AB-12', '']) expect(stockIdRange(text)).toBeNull();
  });

  it('reads the start of an order id, its full id or an invoice number as a range of UUIDs', () => {
    expect(orderIdRange('7D1F')).toEqual({
      low: '7d1f0000-0000-0000-0000-000000000000',
      high: '7d1fffff-ffff-ffff-ffff-ffffffffffff',
    });
    expect(orderIdRange('7d1f6a52-3c')).toEqual({
      low: '7d1f6a52-3c00-0000-0000-000000000000',
      high: '7d1f6a52-3cff-ffff-ffff-ffffffffffff',
    });
    const id = '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47';
    expect(orderIdRange(id)).toEqual({ low: id, high: id });
    expect(orderIdRange('PI-AB1234567-7D1F6A52')).toEqual({
      low: '7d1f6a52-0000-0000-0000-000000000000',
      high: '7d1f6a52-ffff-ffff-ffff-ffffffffffff',
    });
  });

  it('does not take other text for an order id', () => {
    // Too short, not hexadecimal, dashes out of place, too long.
    for (const text of ['7d1', 'amina', '7d1f-6a52', `${'a'.repeat(33)}`, 'AB12345G7']) expect(orderIdRange(text)).toBeNull();
    // A stock id of hexadecimal letters may also start an order id: both are searched.
    expect(orderIdRange('AB1234567')).not.toBeNull();
  });

  it('matches emails and names by their start, lower-cased, LIKE characters taken literally', () => {
    expect(prefixPattern(' Amina  Od ')).toBe('amina od%');
    expect(prefixPattern('a_b%')).toBe('a\\_b\\%%');
  });

  it('asks for two characters at least', () => {
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(undefined)).toBe(false);
  });
});
