import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money';

describe('amounts in cents', () => {
  it('reads and writes decimal strings exactly, without floats', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('0.01')).toBe(1n);
    expect(toCents('999999999999999.99')).toBe(99999999999999999n);
    expect(toCents('0.1')! + toCents('0.2')!).toBe(toCents('0.3'));
    for (const bad of ['', '1.234', '-5', '1e3', '.5', '5.', 'abc', '1,000']) expect(toCents(bad)).toBeNull();
    expect(fromCents(123450n)).toBe('1234.50');
    expect(fromCents(7n)).toBe('0.07');
    expect(fromCents(0n)).toBe('0.00');
    expect(fromCents(-250n)).toBe('-2.50');
  });
});
