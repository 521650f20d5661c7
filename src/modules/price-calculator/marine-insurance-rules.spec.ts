import { describe, expect, it } from '@jest/globals';
import { claimPayout, marineInsuranceQuote } from './marine-insurance-rules.js';

describe('marineInsuranceQuote', () => {
  it('charges the rate on the vehicle value', () => {
    // 1.5% of 4,200.00 = 63.00
    expect(marineInsuranceQuote('4200.00', '1.5')).toEqual({ coverUsd: '4200.00', premiumUsd: '63.00', ratePercent: '1.5' });
  });

  it('never charges less than the $30 floor', () => {
    // 1.5% of 1,000.00 = 15.00 → 30.00
    expect(marineInsuranceQuote('1000.00', '1.5').premiumUsd).toBe('30.00');
  });

  it('covers at most $10,000 and charges on the cover only', () => {
    // cover 10,000.00; 1.5% = 150.00
    expect(marineInsuranceQuote('25000.00', '1.5')).toEqual({ coverUsd: '10000.00', premiumUsd: '150.00', ratePercent: '1.5' });
  });

  it('never covers more than the vehicle is worth', () => {
    expect(marineInsuranceQuote('2650.00', '1.5').coverUsd).toBe('2650.00');
  });

  it('rounds the premium half up to cents', () => {
    // 1.25% of 3,333.00 = 41.6625 → 41.66; 1.25% of 3,334.00 = 41.675 → 41.68
    expect(marineInsuranceQuote('3333.00', '1.25').premiumUsd).toBe('41.66');
    expect(marineInsuranceQuote('3334.00', '1.25').premiumUsd).toBe('41.68');
  });
});

describe('claimPayout', () => {
  it('pays the assessed damage up to the cover', () => {
    expect(claimPayout('2650.00', '10000.00')).toBe('2650.00');
    expect(claimPayout('12000.00', '10000.00')).toBe('10000.00');
  });
});
