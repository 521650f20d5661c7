import { describe, expect, it } from 'vitest';
import { convertUsd, multiplyDecimal } from './currency-math';

const rates = [
  { currency: 'EUR', rate: '0.92' },
  { currency: 'GBP', rate: '0.79' },
  { currency: 'JPY', rate: '151.5' },
];

describe('multiplyDecimal', () => {
  it('multiplies exactly and rounds half-up to the minor unit', () => {
    expect(multiplyDecimal('12500.00', '0.92', 2)).toBe('11500.00');
    expect(multiplyDecimal('19.99', '0.92', 2)).toBe('18.39'); // 18.3908
    expect(multiplyDecimal('0.625', '0.92', 2)).toBe('0.58'); // 0.575: a float gives 0.57
    expect(multiplyDecimal('3', '151.5', 0)).toBe('455'); // 454.5
    expect(multiplyDecimal('2', '151.5', 0)).toBe('303');
    expect(multiplyDecimal('0.01', '0.79', 2)).toBe('0.01'); // 0.0079
    expect(multiplyDecimal('0.00', '0.92', 2)).toBe('0.00');
    expect(multiplyDecimal('5', '2', 2)).toBe('10.00');
  });

  it('refuses what is not a plain decimal', () => {
    expect(multiplyDecimal('abc', '0.92', 2)).toBeNull();
    expect(multiplyDecimal('-1', '0.92', 2)).toBeNull();
    expect(multiplyDecimal('1', '1e3', 2)).toBeNull();
  });
});

describe('convertUsd', () => {
  it('converts USD prices with the rate per dollar', () => {
    expect(convertUsd({ amount: '12500.00', currency: 'USD' }, 'EUR', rates)).toEqual({ amount: '11500.00', currency: 'EUR' });
    expect(convertUsd({ amount: '12500.00', currency: 'USD' }, 'GBP', rates)).toEqual({ amount: '9875.00', currency: 'GBP' });
    expect(convertUsd({ amount: '12500.00', currency: 'USD' }, 'JPY', rates)).toEqual({ amount: '1893750', currency: 'JPY' });
  });

  it('leaves alone USD to USD, money in another currency, and a currency without a rate', () => {
    expect(convertUsd({ amount: '10.00', currency: 'USD' }, 'USD', rates)).toBeNull();
    expect(convertUsd({ amount: '10.00', currency: 'JPY' }, 'EUR', rates)).toBeNull();
    expect(convertUsd({ amount: '10.00', currency: 'USD' }, 'EUR', undefined)).toBeNull();
    expect(convertUsd({ amount: '10.00', currency: 'USD' }, 'GBP', [{ currency: 'EUR', rate: '0.92' }])).toBeNull();
  });
});
