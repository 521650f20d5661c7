import { describe, expect, it } from 'vitest';
import { divideDecimal, toUsd } from './to-usd';

const rates = [
  { currency: 'EUR', rate: '0.92' },
  { currency: 'GBP', rate: '0.79' },
  { currency: 'JPY', rate: '151.5' },
];

describe('divideDecimal and toUsd', () => {
  it('divides exactly and rounds half-up to the cent', () => {
    expect(divideDecimal('1000000', '155.2', 2)).toBe('6443.30'); // 6443.2989…
    expect(divideDecimal('11500.00', '0.92', 2)).toBe('12500.00');
    expect(divideDecimal('0.005', '1', 2)).toBe('0.01');
    expect(divideDecimal('1', '3', 2)).toBe('0.33');
    expect(divideDecimal('2', '3', 0)).toBe('1');
    expect(divideDecimal('1', '0', 2)).toBeNull();
    expect(divideDecimal('1,000', '0.92', 2)).toBeNull();
  });

  it('brings an amount in a chosen currency back to USD with the rate per dollar', () => {
    expect(toUsd('1893750', 'JPY', rates)).toBe('12500.00');
    expect(toUsd('9875', 'GBP', rates)).toBe('12500.00');
    expect(toUsd(' 4000 ', 'USD', rates)).toBe('4000');
    expect(toUsd('4000', 'EUR', undefined)).toBeNull();
    expect(toUsd('abc', 'USD', rates)).toBeNull();
  });
});
