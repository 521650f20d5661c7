import { CURRENCY_DECIMALS, divideHalfUp, parseDecimal, scaledToDecimal, type CurrencyCode, type UsdRate } from './currency-math';

// Apart from currency-math.ts, which every page loads for its prices: only the price calculator brings amounts back.

/** amount ÷ rate, rounded half-up to `decimals` places ("1000000" ÷ "155.2" → "6443.30"); null for a zero rate. */
export function divideDecimal(amount: string, rate: string, decimals: number): string | null {
  const a = parseDecimal(amount);
  const r = parseDecimal(rate);
  if (!a || !r || r.digits === 0n) return null;
  // (a / 10^as) / (r / 10^rs) × 10^decimals, as one integer division.
  return scaledToDecimal(divideHalfUp(a.digits * 10n ** BigInt(r.scale + decimals), r.digits * 10n ** BigInt(a.scale)), decimals);
}

/**
 * An amount in `from` back in USD, to the cent, with the rate per 1 USD from `rates` (what the API takes where it
 * wants dollars: the calculator's FOB amount); the amount as it is for USD; null when it cannot be converted (not a
 * plain decimal, no rate for `from`).
 */
export function toUsd(amount: string, from: CurrencyCode, rates: readonly UsdRate[] | undefined): string | null {
  if (from === 'USD') return parseDecimal(amount) ? amount.trim() : null;
  const rate = rates?.find((entry) => entry.currency === from)?.rate;
  return rate ? divideDecimal(amount, rate, CURRENCY_DECIMALS.USD) : null;
}
