import { Decimal } from 'decimal.js';
import { type AppError, badRequest } from '../../common/errors/app-error.js';
import { decimalText } from '../../common/money/decimal-input.js';
import { Msg } from '@autoexport/contract/messages';
import type { CarStatus } from '../cars/car.entity.js';
import { STOCK_ID_PATTERN } from '../cars/car-rules.js';
import { normalisePrice, statusChangeRefusal } from '../cars/car-admin-rules.js';

/** Pure rules of the staff's bulk actions on cars (POST /api/admin/cars/bulk and …/bulk/preview). */

/** The most cars one bulk action names. */
export const MAX_BULK_CARS = 500;

export const BULK_ACTIONS = ['set_status', 'change_price'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** A price change goes from -90% to +100%: a wider one is more likely a typo than a decision. */
export const MIN_PERCENT = -90;
export const MAX_PERCENT = 100;

/**
 * A percentage as a canonical decimal string ("-5", "2.5"), from a string or a JSON number; null when it is not a
 * plain decimal with at most 2 decimals, is 0 (a change that changes nothing) or lies outside MIN_PERCENT..MAX_PERCENT.
 */
export function normalisePercent(value: unknown): string | null {
  const text = decimalText(value);
  if (text === null || !/^[+-]?\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const percent = new Decimal(text);
  if (percent.isZero() || percent.lt(MIN_PERCENT) || percent.gt(MAX_PERCENT)) return null;
  return percent.toString();
}

/**
 * The price after a change of `percent` (decimal.js, never a float), rounded half-up to the cent as FOB prices are
 * kept; an error when the result is no valid FOB price (at or below zero once rounded, or above the maximum).
 */
export function changedPrice(price: string, percent: string): { price: string } | { error: AppError } {
  const next = new Decimal(price).times(new Decimal(100).plus(percent)).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const valid = normalisePrice(next.toFixed(2));
  return valid === null ? { error: badRequest(Msg.BULK_PRICE_INVALID, { price: next.toFixed(2) }) } : { price: valid };
}

/** The stock ids named, upper-cased and trimmed, each once, in the order first given. */
export function distinctRefs(refs: readonly string[]): string[] {
  return [...new Set(refs.map((r) => r.trim().toUpperCase()))];
}

/** What the staff see of a car before and after a bulk action. */
export interface BulkCarState {
  status: CarStatus;
  fobPriceUsd: string;
}

export type BulkChange = { type: 'set_status'; status: CarStatus } | { type: 'change_price'; percent: string };

/**
 * What one car becomes under `change`, or why it may not (the single status change's own refusals and messages).
 * Whether an order holds the car is the caller's to ask (it needs the database).
 */
export function planBulkChange(before: BulkCarState, change: BulkChange): { after: BulkCarState } | { error: AppError } {
  if (change.type === 'set_status') {
    const refusal = statusChangeRefusal(before.status, change.status);
    return refusal ? { error: refusal } : { after: { ...before, status: change.status } };
  }
  const result = changedPrice(before.fobPriceUsd, change.percent);
  return 'error' in result ? result : { after: { ...before, fobPriceUsd: result.price } };
}

/** Whether a ref can name a car at all (anything else is "Product not found!" without a query). */
export const looksLikeStockId = (ref: string): boolean => STOCK_ID_PATTERN.test(ref);
