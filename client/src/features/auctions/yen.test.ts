import { describe, expect, it } from 'vitest';
import { isZeroYen, parseYen, sumYen } from './yen';

describe('yen', () => {
  it('reads what a customer types as whole yen', () => {
    expect(parseYen('1250000')).toBe('1250000');
    expect(parseYen(' 1,250,000 ')).toBe('1250000');
    expect(parseYen('¥1 250 000')).toBe('1250000');
    expect(parseYen('۱۲۵۰۰۰۰')).toBe('1250000');
    expect(parseYen('007')).toBe('7');
  });

  it('refuses anything but a whole number of yen from 1', () => {
    for (const bad of ['', '0', '12.5', 'abc', '-5', '1e6', '1234567890123456']) expect(parseYen(bad)).toBeNull();
  });

  it('sums amounts beyond 2^53 exactly', () => {
    expect(sumYen('9007199254740993', '1')).toBe('9007199254740994');
    expect(sumYen('800000', null, '200000')).toBe('1000000');
    expect(isZeroYen('0')).toBe(true);
    expect(isZeroYen('1')).toBe(false);
  });
});
