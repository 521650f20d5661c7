import { describe, expect, it } from '@jest/globals';
import { agesInOrder, countryCodeOf } from './import-rule-checks.js';

describe('import rule checks', () => {
  it('refuses a minimum age above the maximum, and nothing else', () => {
    expect(agesInOrder(26, 25)).toBe(false);
    expect(agesInOrder(25, 25)).toBe(true);
    expect(agesInOrder(25, null)).toBe(true);
    expect(agesInOrder(null, 3)).toBe(true);
  });

  it('reads ISO country codes in any case, and nothing else', () => {
    expect(countryCodeOf(' ke ')).toBe('KE');
    expect(countryCodeOf('XX')).toBeNull();
    expect(countryCodeOf('KEN')).toBeNull();
  });
});
