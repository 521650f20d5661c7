import { describe, expect, it } from '@jest/globals';
import { orderNumberMatch } from './order-search.js';

describe('orderNumberMatch', () => {
  it('reads a whole id as itself', () => {
    const id = '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47';
    expect(orderNumberMatch(id)).toEqual({ low: id, high: id });
    expect(orderNumberMatch(id.toUpperCase())).toEqual({ low: id, high: id });
  });

  it('reads the first hex digits as every id starting with them', () => {
    expect(orderNumberMatch(' 7D1F6A52 ')).toEqual({
      low: '7d1f6a52-0000-0000-0000-000000000000',
      high: '7d1f6a52-ffff-ffff-ffff-ffffffffffff',
    });
    expect(orderNumberMatch('7d1f6a52-3c')).toEqual({
      low: '7d1f6a52-3c00-0000-0000-000000000000',
      high: '7d1f6a52-3cff-ffff-ffff-ffffffffffff',
    });
  });

  it('reads an invoice number as its stock id and id prefix', () => {
    expect(orderNumberMatch('pi-ab1234567-7d1f6a52')).toEqual({
      low: '7d1f6a52-0000-0000-0000-000000000000',
      high: '7d1f6a52-ffff-ffff-ffff-ffffffffffff',
      stockId: 'AB1234567',
    });
  });

  it('refuses what cannot be an order number', () => {
    for (const text of ['', 'abc', 'xyz12345', 'PI-AB1-zz', '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47a']) {
      expect(orderNumberMatch(text)).toBeNull();
    }
  });
});
