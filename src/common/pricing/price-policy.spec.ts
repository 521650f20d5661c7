import { describe, expect, it } from '@jest/globals';
import { canSeePrice } from './price-policy.js';

describe('canSeePrice', () => {
  it('shows prices to a signed-in, active caller only', () => {
    expect(canSeePrice({ status: 'active' })).toBe(true);
    expect(canSeePrice({ status: 'suspended' })).toBe(false);
    expect(canSeePrice(null)).toBe(false);
    expect(canSeePrice(undefined)).toBe(false);
  });
});
