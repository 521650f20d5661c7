/**
 * Prices in the visitor's currency, computed exactly: decimal strings as scaled BigInts, never a binary float.
 * The server's rates are per 1 USD (GET /api/currencies/rates), and catalogue prices are in USD.
 */

export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'JPY'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Digits of each currency's minor unit (ISO 4217): the yen has none. */
export const CURRENCY_DECIMALS: Record<CurrencyCode, number> = { USD: 2, EUR: 2, GBP: 2, JPY: 0 };

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);

const DECIMAL = /^(\d{1,20})(?:\.(\d{1,20}))?$/;

/** "151.5" → { digits: 1515n, scale: 1 }; null for anything but a plain non-negative decimal. */
export function parseDecimal(text: string): { digits: bigint; scale: number } | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { digits: BigInt(match[1] + fraction), scale: fraction.length };
}

/** n ÷ d for n ≥ 0 and d > 0, rounded half-up: the one rounding of every amount the client computes or shows. */
export const divideHalfUp = (n: bigint, d: bigint): bigint => n / d + ((n % d) * 2n >= d ? 1n : 0n);

/** A non-negative amount counted in 10^-decimals units as a decimal string: (644330n, 2) → "6443.30", (7n, 0) → "7". */
export function scaledToDecimal(value: bigint, decimals: number): string {
  if (decimals === 0) return value.toString();
  const digits = value.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** amount × rate, rounded half-up to `decimals` places, as a decimal string ("11500.00", "1893750"). */
export function multiplyDecimal(amount: string, rate: string, decimals: number): string | null {
  const a = parseDecimal(amount);
  const r = parseDecimal(rate);
  if (!a || !r) return null;
  return scaledToDecimal(divideHalfUp(a.digits * r.digits * 10n ** BigInt(decimals), 10n ** BigInt(a.scale + r.scale)), decimals);
}

/** A rate per 1 USD as the API lists it. */
export interface UsdRate {
  currency: string;
  rate: string;
}

/**
 * A USD amount in `to`, with the rate per 1 USD from `rates`; null when it cannot be converted (not USD money, no rate
 * for `to`), so the caller shows the price as it came.
 */
export function convertUsd(
  money: { amount: string; currency: string },
  to: CurrencyCode,
  rates: readonly UsdRate[] | undefined,
): { amount: string; currency: CurrencyCode } | null {
  if (money.currency !== 'USD' || to === 'USD') return null;
  const rate = rates?.find((entry) => entry.currency === to)?.rate;
  if (!rate) return null;
  const amount = multiplyDecimal(money.amount, rate, CURRENCY_DECIMALS[to]);
  return amount === null ? null : { amount, currency: to };
}
