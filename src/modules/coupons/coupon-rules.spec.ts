import { describe, expect, it } from '@jest/globals';
import { COUPON_CODE_PATTERN, couponCharge, couponStatus, isExpired, isUsedUp } from './coupon-rules.js';

const NOW = new Date('2026-03-02T01:30:00Z');
const coupon = (overrides: Partial<{ balance: string; currency: string; expiresAt: Date }> = {}) => ({
  balance: '100.00',
  currency: 'USD',
  expiresAt: new Date('2026-12-31T15:00:00Z'),
  ...overrides,
});
const order = { currency: 'USD', balance: '250.00' };

describe('coupon rules', () => {
  it('pays what is asked, or as much as both balances allow', () => {
    expect(couponCharge(coupon(), NOW, order, '40.00')).toEqual({ amount: '40.00' });
    expect(couponCharge(coupon(), NOW, order, undefined)).toEqual({ amount: '100.00' });
    expect(couponCharge(coupon({ balance: '300.00' }), NOW, order, undefined)).toEqual({ amount: '250.00' });
    expect(couponCharge(coupon(), NOW, order, '100.00')).toEqual({ amount: '100.00' });
  });

  it('refuses a used-up, expired, foreign-currency or over-balance coupon, in that order', () => {
    const refusal = (c: ReturnType<typeof coupon>, asked?: string) => {
      const result = couponCharge(c, NOW, order, asked);
      return 'refusal' in result ? [result.refusal.getStatus(), result.refusal.code, result.refusal.message] : null;
    };
    expect(refusal(coupon({ balance: '0.00', expiresAt: NOW }))).toEqual([409, 'COUPON_USED_UP', 'This coupon has been used up.']);
    expect(refusal(coupon({ expiresAt: NOW }))).toEqual([409, 'COUPON_EXPIRED', 'This coupon has expired.']);
    expect(refusal(coupon({ currency: 'EUR' }))).toEqual([
      409,
      'COUPON_CURRENCY_MISMATCH',
      'This coupon is in EUR; the order is paid in USD.',
    ]);
    expect(refusal(coupon(), '100.01')).toEqual([409, 'COUPON_BALANCE_INSUFFICIENT', 'Only 100.00 USD is left on this coupon.']);
  });

  it('knows used up and expired exactly at the boundary', () => {
    expect(isUsedUp({ balance: '0.00' })).toBe(true);
    expect(isUsedUp({ balance: '0.01' })).toBe(false);
    expect(isExpired({ expiresAt: NOW }, NOW)).toBe(true);
    expect(isExpired({ expiresAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
  });

  it('takes codes of 4 to 32 capital letters, digits and inner dashes', () => {
    for (const ok of ['WELCOME-2026', 'AB12', 'X'.repeat(32)]) expect(COUPON_CODE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['AB1', '-ABC', 'ABC-', 'ab12', 'A B12', 'X'.repeat(33)]) expect(COUPON_CODE_PATTERN.test(bad)).toBe(false);
  });

  it('reads a coupon as used (nothing left, expired or not), expired (something left) or active', () => {
    expect(couponStatus(coupon(), NOW)).toBe('active');
    expect(couponStatus(coupon({ balance: '0.00' }), NOW)).toBe('used');
    expect(couponStatus(coupon({ balance: '0.00', expiresAt: NOW }), NOW)).toBe('used');
    expect(couponStatus(coupon({ expiresAt: NOW }), NOW)).toBe('expired');
    expect(couponStatus(coupon({ balance: '0.01', expiresAt: new Date(NOW.getTime() + 1) }), NOW)).toBe('active');
  });
});
