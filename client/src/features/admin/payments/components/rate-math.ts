/**
 * The record-payment form's arithmetic, exact (decimal strings as scaled BigInts, never a binary float), in the site's
 * one rate convention: units of the currency per 1 USD, as the header shows (JPY 151.5). The server decides; these
 * only show the clerk what it will credit and how far the rate is from the day's rate before they send it.
 */

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,8}))?$/;

function parse(text: string): { digits: bigint; scale: number } | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { digits: BigInt(match[1] + fraction), scale: fraction.length };
}

/** n ÷ d rounded half away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const quotient = (magnitude * 2n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** A count of hundredths as a decimal string: 264026n → "2640.26", -531n → "-5.31". */
function hundredths(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** What `amount` of a currency is worth in USD at `ratePerUsd`: amount ÷ rate, half up to cents; null for bad input or a 0 rate. */
export function usdOf(amount: string, ratePerUsd: string): string | null {
  const a = parse(amount);
  const r = parse(ratePerUsd);
  if (!a || !r || r.digits === 0n) return null;
  // (A / 10^a) ÷ (R / 10^r) × 100 = A × 10^r × 100 ÷ (R × 10^a)
  return hundredths(divideRounded(a.digits * 10n ** BigInt(r.scale) * 100n, r.digits * 10n ** BigInt(a.scale)));
}

/** How far `rate` is from `reference`, in percent of the reference with two decimals, signed ("-5.31", "900.00"); null for bad input. */
export function rateDifference(rate: string, reference: string): string | null {
  const x = parse(rate);
  const y = parse(reference);
  if (!x || !y || y.digits === 0n) return null;
  const scale = Math.max(x.scale, y.scale);
  const given = x.digits * 10n ** BigInt(scale - x.scale);
  const day = y.digits * 10n ** BigInt(scale - y.scale);
  return hundredths(divideRounded((given - day) * 10000n, day));
}
