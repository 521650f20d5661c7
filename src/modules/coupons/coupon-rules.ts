import { Decimal } from 'decimal.js';
import { type AppError, conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';

/** A coupon's rules (issue 9 §6), pure: whether it may pay, and how much. Money in decimal.js, as decimal strings. */

export const COUPON_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{2,30})[A-Z0-9]$/;

export interface CouponState {
  balance: string;
  currency: string;
  expiresAt: Date;
}

export const isUsedUp = (c: Pick<CouponState, 'balance'>): boolean => !new Decimal(c.balance).gt(0);
export const isExpired = (c: Pick<CouponState, 'expiresAt'>, now: Date): boolean => now.getTime() >= c.expiresAt.getTime();

/** How staff see a coupon at a glance: used (nothing left, expired or not), expired (something left), or active. */
export const COUPON_STATUSES = ['active', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const couponStatus = (c: Pick<CouponState, 'balance' | 'expiresAt'>, now: Date): CouponStatus =>
  isUsedUp(c) ? 'used' : isExpired(c, now) ? 'expired' : 'active';

/**
 * What a coupon pays towards an order: the amount asked for, or (none asked) as much as both the coupon's balance and
 * the order's balance allow. Refused, in this order: used up, expired, in another currency, asking for more than is
 * left on it.
 */
export function couponCharge(
  coupon: CouponState,
  now: Date,
  order: { currency: string; balance: string },
  asked: string | undefined,
): { amount: string } | { refusal: AppError } {
  if (isUsedUp(coupon)) return { refusal: conflict(Msg.COUPON_USED_UP) };
  if (isExpired(coupon, now)) return { refusal: conflict(Msg.COUPON_EXPIRED) };
  if (coupon.currency !== order.currency) {
    return { refusal: conflict(Msg.COUPON_CURRENCY_MISMATCH, { currency: coupon.currency, orderCurrency: order.currency }) };
  }
  const balance = new Decimal(coupon.balance);
  if (asked !== undefined && new Decimal(asked).gt(balance)) {
    return { refusal: conflict(Msg.COUPON_BALANCE_INSUFFICIENT, { balance: balance.toFixed(2), currency: coupon.currency }) };
  }
  const amount = asked !== undefined ? new Decimal(asked) : Decimal.min(balance, order.balance);
  return { amount: amount.toFixed(2) };
}
