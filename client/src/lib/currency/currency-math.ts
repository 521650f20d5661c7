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
function parse(text: string): { digits: bigint; scale: number } | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { digits: BigInt(match[1] + fraction), scale: fraction.length };
}

/** amount × rate, rounded half-up to `decimals` places, as a decimal string ("11500.00", "1893750"). */
export function multiplyDecimal(amount: string, rate: string, decimals: number): string | null {
  const a = parse(amount);
  const r = parse(rate);
  if (!a || !r) return null;
  let product = a.digits * r.digits;
  const scale = a.scale + r.scale;
  if (scale <= decimals) {
    product *= 10n ** BigInt(decimals - scale);
  } else {
    const divisor = 10n ** BigInt(scale - decimals);
    const remainder = product % divisor;
    product /= divisor;
    if (remainder * 2n >= divisor) product += 1n;
  }
  if (decimals === 0) return product.toString();
  const digits = product.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** amount ÷ rate, rounded half-up to `decimals` places ("1000000" ÷ "155.2" → "6443.30"); null for a zero rate. */
export function divideDecimal(amount: string, rate: string, decimals: number): string | null {
  const a = parse(amount);
  const r = parse(rate);
  if (!a || !r || r.digits === 0n) return null;
  // (a / 10^as) / (r / 10^rs) × 10^decimals, as one integer division.
  const numerator = a.digits * 10n ** BigInt(r.scale + decimals);
  const denominator = r.digits * 10n ** BigInt(a.scale);
  let quotient = numerator / denominator;
  if ((numerator % denominator) * 2n >= denominator) quotient += 1n;
  if (decimals === 0) return quotient.toString();
  const digits = quotient.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
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

/**
 * An amount in `from` back in USD, to the cent, with the rate per 1 USD from `rates` (what the API takes where it
 * wants dollars, e.g. the calculator's FOB amount); the amount as it is for USD; null when it cannot be converted (not
 * a plain decimal, no rate for `from`).
 */
export function toUsd(amount: string, from: CurrencyCode, rates: readonly UsdRate[] | undefined): string | null {
  if (from === 'USD') return parse(amount) ? amount.trim() : null;
  const rate = rates?.find((entry) => entry.currency === from)?.rate;
  return rate ? divideDecimal(amount, rate, CURRENCY_DECIMALS.USD) : null;
}
