import { describe, expect, it } from '@jest/globals';
import { changedPrice, distinctRefs, normalisePercent, planBulkChange } from './car-bulk-rules.js';

describe('bulk car rules', () => {
  it('reads percentages as decimals, refusing 0, more than 2 decimals and values out of range', () => {
    expect(normalisePercent('-5')).toBe('-5');
    expect(normalisePercent(' +10 ')).toBe('10');
    expect(normalisePercent(2.5)).toBe('2.5');
    expect(normalisePercent('-90')).toBe('-90');
    expect(normalisePercent('100')).toBe('100');
    for (const bad of ['0', '0.00', '-90.01', '100.5', '1.234', 'abc', '', '1e2', null, undefined, Number.NaN, {}]) {
      expect(normalisePercent(bad)).toBeNull();
    }
  });

  it('changes prices with decimal arithmetic, rounding half up to the cent', () => {
    expect(changedPrice('10000.00', '-5')).toEqual({ price: '9500.00' });
    expect(changedPrice('999.95', '12.5')).toEqual({ price: '1124.94' }); // 1124.94375
    expect(changedPrice('0.10', '5')).toEqual({ price: '0.11' }); // 0.105 (a float would give 0.10)
    expect(changedPrice('19.99', '-33.33')).toEqual({ price: '13.33' }); // 13.327333
  });

  it('refuses a price that is no valid FOB price once changed', () => {
    const tooSmall = changedPrice('0.01', '-90');
    expect('error' in tooSmall && tooSmall.error.code).toBe('BULK_PRICE_INVALID');
    const tooBig = changedPrice('9999999999.00', '10');
    expect('error' in tooBig && tooBig.error.message).toBe('The new price would be 10999999998.90 USD, which is not a valid FOB price.');
  });

  it('names each car once, upper-cased, in the order first given', () => {
    expect(distinctRefs([' ab1234567', 'CD7654321', 'AB1234567 '])).toEqual(['AB1234567', 'CD7654321']);
  });

  it('plans a status change through the single change’s rules', () => {
    const before = { status: 'available' as const, fobPriceUsd: '5000.00' };
    expect(planBulkChange(before, { type: 'set_status', status: 'sold' })).toEqual({ after: { status: 'sold', fobPriceUsd: '5000.00' } });
    const again = planBulkChange({ ...before, status: 'reserved' }, { type: 'set_status', status: 'reserved' });
    expect('error' in again && again.error.message).toBe('This car is already reserved!');
    const invalid = planBulkChange({ ...before, status: 'released' }, { type: 'set_status', status: 'available' });
    expect('error' in invalid && invalid.error.code).toBe('INVALID_STATUS_TRANSITION');
    expect(planBulkChange(before, { type: 'change_price', percent: '10' })).toEqual({
      after: { status: 'available', fobPriceUsd: '5500.00' },
    });
  });
});
