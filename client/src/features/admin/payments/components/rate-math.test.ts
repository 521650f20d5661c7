import { describe, expect, it } from 'vitest';
import { rateDifference, usdOf } from './rate-math';

describe('the record-payment form’s arithmetic', () => {
  it('divides the amount by the rate per USD, half up to cents, as the server does', () => {
    expect(usdOf('400000', '151.5')).toBe('2640.26');
    expect(usdOf('1363500', '151.5')).toBe('9000.00');
    expect(usdOf('1000.00', '0.92')).toBe('1086.96');
    expect(usdOf('0.01', '2')).toBe('0.01');
    expect(usdOf('0.01', '2.00000001')).toBe('0.00');
    expect(usdOf('100', '1')).toBe('100.00');
  });

  it('refuses what is not a plain decimal, and a zero rate', () => {
    expect(usdOf('', '151.5')).toBeNull();
    expect(usdOf('400000', '0')).toBeNull();
    expect(usdOf('4e5', '151.5')).toBeNull();
    expect(usdOf('400000', '-1')).toBeNull();
  });

  it('says how far a rate is from the day’s rate, signed, in percent', () => {
    expect(rateDifference('151.5', '151.5')).toBe('0.00');
    expect(rateDifference('1515', '151.5')).toBe('900.00');
    expect(rateDifference('151.5', '160')).toBe('-5.31');
    expect(rateDifference('0.0066', '151.5')).toBe('-100.00');
    expect(rateDifference('157.5', '150')).toBe('5.00');
    expect(rateDifference('0.95', '0.92')).toBe('3.26');
    expect(rateDifference('x', '150')).toBeNull();
  });
});
