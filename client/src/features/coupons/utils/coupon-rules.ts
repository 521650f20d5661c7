import type { Money } from '../../../lib/format';
import type { Issue } from '../../../lib/validation';
import { fromCents, toCents } from '../../../lib/money';

/**
 * A coupon's rules as the customer meets them, pure (the server's src/modules/coupons/coupon-rules.ts and
 * OrdersService.creditOwn stay the judge; these spare a round trip and decide what the screens offer). Money stays a
 * decimal string: amounts are compared in whole cents as BigInt, never as floats.
 */

export type CouponStatus = 'active' | 'used' | 'expired';

/** What these rules read of a coupon (the API's CouponDto). */
export interface CouponFacts {
  amount: Money;
  balance: Money;
  used: boolean;
  expired: boolean;
  expiresAt: string;
}

/** What they read of an order (the API's OrderDto). */
export interface OrderFacts {
  status: string;
  payment: { balance: Money };
}

/**
 * The statuses an order takes a coupon in (the server's ALLOCATABLE_STATUSES, src/modules/orders/order-payments.ts):
 * and only while something is left to pay.
 */
export const CREDITABLE_STATUSES: readonly string[] = ['reserved', 'deposit_paid', 'shipped', 'arrived'];

const cents = (money: Money): bigint => toCents(money.amount) ?? 0n;

/** Used (nothing left on it) before expired, as the server refuses them; otherwise active. */
export function couponStatus(coupon: CouponFacts, now: Date = new Date()): CouponStatus {
  if (coupon.used || cents(coupon.balance) <= 0n) return 'used';
  // The server said so when the list was fetched; a coupon can also run out of time while the page is open.
  if (coupon.expired || now.getTime() >= Date.parse(coupon.expiresAt)) return 'expired';
  return 'active';
}

/** How much of the coupon is left, 0–100 (whole percent, rounded down), for its balance bar. */
export function balancePercent(coupon: Pick<CouponFacts, 'amount' | 'balance'>): number {
  const total = cents(coupon.amount);
  if (total <= 0n) return 0;
  const left = cents(coupon.balance);
  const percent = (left * 100n) / total;
  return Number(percent < 0n ? 0n : percent > 100n ? 100n : percent);
}

/** Whether the order takes a coupon now: a creditable status and a balance left to pay. */
export function canApplyCoupon(order: OrderFacts): boolean {
  return CREDITABLE_STATUSES.includes(order.status) && cents(order.payment.balance) > 0n;
}

/** The coupons that can pay towards this order: active (balance left, not expired) and in the order's currency. */
export function usableForOrder<C extends CouponFacts>(coupons: readonly C[], order: OrderFacts, now: Date = new Date()): C[] {
  const currency = order.payment.balance.currency;
  return coupons.filter((c) => couponStatus(c, now) === 'active' && c.balance.currency === currency);
}

/** What a coupon pays when no amount is asked: as much as both its balance and the order's balance allow. */
export function defaultCouponAmount(coupon: Pick<CouponFacts, 'balance'>, order: OrderFacts): Money {
  const left = cents(coupon.balance);
  const owed = cents(order.payment.balance);
  return { amount: fromCents(left < owed ? left : owed), currency: coupon.balance.currency };
}

/** Eastern Arabic (٠–٩) and Urdu/Persian (۰–۹) digits, as a phone keyboard in Urdu types them, to 0–9. */
const NATIVE_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * An amount as typed, in the server's form ("150.5" → "150.50"), or null when it is not one: spaces are dropped,
 * native digits read as digits, and the Arabic decimal separator (٫) or a comma followed by one or two final digits
 * ("150,5", as Portuguese and Spanish write it) is the decimal point. Thousands separators are not guessed at.
 */
export function normaliseAmount(raw: string): string | null {
  let text = raw
    .replace(/\s/g, '')
    .replace(NATIVE_DIGITS, (d) => {
      const code = d.codePointAt(0)!;
      return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
    })
    .replace('\u066B', '.');
  if (/^\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.');
  const value = toCents(text);
  return value === null ? null : fromCents(value);
}

/**
 * The optional amount of a coupon to apply, checked as the server will: empty is fine (as much as allowed); else an
 * amount above 0 with at most two decimals (AMOUNT_INVALID, whose message names the field: pass its label), no more
 * than is left on the coupon (COUPON_BALANCE_INSUFFICIENT), no more than the order still owes
 * (ALLOCATION_EXCEEDS_BALANCE) — with the server's params, so the sentence is the server's own.
 */
export function checkCouponAmount(raw: string, coupon: Pick<CouponFacts, 'balance'>, order: OrderFacts): Issue | null {
  if (raw.trim() === '') return null;
  const amount = normaliseAmount(raw);
  const value = amount === null ? null : toCents(amount);
  if (value === null || value <= 0n) return { code: 'AMOUNT_INVALID' };
  if (value > cents(coupon.balance)) {
    return { code: 'COUPON_BALANCE_INSUFFICIENT', params: { balance: coupon.balance.amount, currency: coupon.balance.currency } };
  }
  const owed = order.payment.balance;
  if (value > cents(owed)) return { code: 'ALLOCATION_EXCEEDS_BALANCE', params: { balance: owed.amount, currency: owed.currency } };
  return null;
}

/** How much an order's payments grew: `after − before`, same currency (what a coupon just paid). */
export function moneyGrowth(after: Money, before: Money): Money {
  return { amount: fromCents(cents(after) - cents(before)), currency: after.currency };
}

/** Text kept left-to-right inside a right-to-left line (a coupon code in an Urdu `<option>`): Unicode isolates. */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;
