import { describe, expect, it } from 'vitest';
import {
  balancePercent,
  canApplyCoupon,
  checkCouponAmount,
  couponStatus,
  defaultCouponAmount,
  isolateLtr,
  moneyGrowth,
  normaliseAmount,
  usableForOrder,
} from './coupon-rules';

const NOW = new Date('2026-03-02T01:30:00Z');
const usd = (amount: string) => ({ amount, currency: 'USD' });
const coupon = (over: Partial<Parameters<typeof couponStatus>[0]> & { code?: string } = {}) => ({
  code: 'WELCOME-2026',
  amount: usd('500.00'),
  balance: usd('500.00'),
  used: false,
  expired: false,
  expiresAt: '2026-12-31T14:59:59.999Z',
  ...over,
});
const order = (status: string, balance: string, currency = 'USD') => ({ status, payment: { balance: { amount: balance, currency } } });

describe('a coupon’s status', () => {
  it('is active with a balance before its expiry', () => {
    expect(couponStatus(coupon(), NOW)).toBe('active');
    expect(couponStatus(coupon({ balance: usd('0.01') }), NOW)).toBe('active');
  });
  it('is used when nothing is left, even when it has also expired (the server refuses it as used up first)', () => {
    expect(couponStatus(coupon({ used: true, balance: usd('0.00') }), NOW)).toBe('used');
    expect(couponStatus(coupon({ balance: usd('0.00') }), NOW)).toBe('used');
    expect(couponStatus(coupon({ used: true, balance: usd('0.00'), expired: true }), NOW)).toBe('used');
  });
  it('is expired as the server says, or once its expiry passes while the page is open', () => {
    expect(couponStatus(coupon({ expired: true }), NOW)).toBe('expired');
    expect(couponStatus(coupon({ expiresAt: '2026-03-02T01:30:00Z' }), NOW)).toBe('expired');
    expect(couponStatus(coupon({ expiresAt: '2026-03-02T01:30:01Z' }), NOW)).toBe('active');
  });
  it('shows how much is left as a whole percent', () => {
    expect(balancePercent(coupon())).toBe(100);
    expect(balancePercent(coupon({ balance: usd('300.00') }))).toBe(60);
    expect(balancePercent(coupon({ balance: usd('0.01') }))).toBe(0);
    expect(balancePercent(coupon({ amount: usd('3.00'), balance: usd('1.00') }))).toBe(33);
    expect(balancePercent(coupon({ balance: usd('0.00') }))).toBe(0);
  });
});

describe('which orders take a coupon', () => {
  it('those in the server’s creditable statuses with something left to pay', () => {
    for (const status of ['reserved', 'deposit_paid', 'shipped', 'arrived']) expect(canApplyCoupon(order(status, '10.00'))).toBe(true);
    expect(canApplyCoupon(order('reserved', '0.00'))).toBe(false);
    expect(canApplyCoupon(order('paid', '0.00'))).toBe(false);
    expect(canApplyCoupon(order('cancelled', '6500.00'))).toBe(false);
  });
});

describe('the coupons offered on an order', () => {
  it('are the active ones in the order’s currency', () => {
    const good = coupon({ code: 'GOOD' });
    const list = [
      good,
      coupon({ code: 'EURO', balance: { amount: '50.00', currency: 'EUR' }, amount: { amount: '50.00', currency: 'EUR' } }),
      coupon({ code: 'GONE', used: true, balance: usd('0.00') }),
      coupon({ code: 'OLD', expired: true }),
      coupon({ code: 'LATE', expiresAt: '2026-03-01T00:00:00Z' }),
      coupon({ code: 'LITTLE', balance: usd('0.01') }),
    ];
    expect(usableForOrder(list, order('reserved', '6500.00'), NOW).map((c) => c.code)).toEqual(['GOOD', 'LITTLE']);
    expect(usableForOrder(list, order('reserved', '6500.00', 'EUR'), NOW).map((c) => c.code)).toEqual(['EURO']);
  });
  it('by default pay as much as both balances allow', () => {
    expect(defaultCouponAmount(coupon(), order('reserved', '6500.00'))).toEqual(usd('500.00'));
    expect(defaultCouponAmount(coupon(), order('deposit_paid', '120.50'))).toEqual(usd('120.50'));
  });
});

describe('the amount to apply', () => {
  it('is read as typed: spaces, native digits, a decimal comma', () => {
    expect(normaliseAmount('200')).toBe('200.00');
    expect(normaliseAmount(' 150.5 ')).toBe('150.50');
    expect(normaliseAmount('150,5')).toBe('150.50');
    expect(normaliseAmount('۲۰۰')).toBe('200.00');
    expect(normaliseAmount('٢٠٠٫٧٥')).toBe('200.75');
    expect(normaliseAmount('1,000')).toBeNull();
    expect(normaliseAmount('1.005')).toBeNull();
    expect(normaliseAmount('-3')).toBeNull();
  });

  it('may be left empty: as much as allowed', () => {
    expect(checkCouponAmount('', coupon(), order('reserved', '6500.00'))).toBeNull();
    expect(checkCouponAmount('   ', coupon(), order('reserved', '6500.00'))).toBeNull();
  });

  it('must be an amount above 0 with at most two decimals', () => {
    for (const bad of ['0', '0.00', 'abc', '10.001', '-5', '1e2']) {
      expect(checkCouponAmount(bad, coupon(), order('reserved', '6500.00'))).toEqual({ code: 'AMOUNT_INVALID' });
    }
    expect(checkCouponAmount('0.01', coupon(), order('reserved', '6500.00'))).toBeNull();
  });

  it('may not exceed what is left on the coupon, to the cent', () => {
    const small = coupon({ balance: usd('300.00') });
    expect(checkCouponAmount('300', small, order('reserved', '6500.00'))).toBeNull();
    expect(checkCouponAmount('300.01', small, order('reserved', '6500.00'))).toEqual({
      code: 'COUPON_BALANCE_INSUFFICIENT',
      params: { balance: '300.00', currency: 'USD' },
    });
  });

  it('may not exceed what the order still owes (checked after the coupon, as on the server)', () => {
    expect(checkCouponAmount('120.50', coupon(), order('deposit_paid', '120.50'))).toBeNull();
    expect(checkCouponAmount('120.51', coupon(), order('deposit_paid', '120.50'))).toEqual({
      code: 'ALLOCATION_EXCEEDS_BALANCE',
      params: { balance: '120.50', currency: 'USD' },
    });
    expect(checkCouponAmount('600', coupon(), order('deposit_paid', '120.50'))).toMatchObject({ code: 'COUPON_BALANCE_INSUFFICIENT' });
  });
});

describe('what a coupon paid', () => {
  it('is the growth of the order’s payments, exact to the cent', () => {
    expect(moneyGrowth(usd('3450.10'), usd('3250.00'))).toEqual(usd('200.10'));
    expect(moneyGrowth(usd('0.30'), usd('0.10'))).toEqual(usd('0.20'));
  });
  it('keeps a code left-to-right inside Urdu text', () => {
    expect(isolateLtr('WELCOME-2026')).toBe('\u2066WELCOME-2026\u2069');
  });
});
