import { useFormat } from '../../../../lib/use-format';

const MAX_YEN = 999_999_999_999_999n;

/**
 * Whole yen as typed by a clerk ("1,100,000", "¥1100000") → the API's string
 * ("1100000"), or null when it is not a whole number of yen from `min`. Grouping commas, spaces and a yen sign are allowed.
 */
export function parseYen(text: string, min: 0n | 1n = 1n): string | null {
  const digits = text.replace(/[\s,¥￥]/g, '');
  if (!/^\d{1,15}$/.test(digits)) return null;
  const yen = BigInt(digits);
  return yen < min || yen > MAX_YEN ? null : yen.toString();
}

/** Yen strings compared as BigInt (never floats). */
export const yenAbove = (a: string, b: string): boolean => BigInt(a) > BigInt(b);
export const compareYen = (a: string, b: string): number => (BigInt(a) > BigInt(b) ? 1 : BigInt(a) < BigInt(b) ? -1 : 0);
export const yenSum = (...values: (string | null | undefined)[]): string =>
  values.reduce<bigint>((sum, v) => sum + BigInt(v ?? '0'), 0n).toString();

/** "¥1,250,000" in the page's language (whole yen, from the API's string). */
export function useYen() {
  const f = useFormat();
  return (amount: string | null | undefined) => (amount == null ? '—' : f.money({ amount, currency: 'JPY' }));
}
