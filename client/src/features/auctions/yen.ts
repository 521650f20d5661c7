/**
 * Whole yen as the API sends them (digit strings, e.g. "1250000"), counted with BigInt: never a binary float.
 */

/** The largest amount the API takes (15 digits). */
export const MAX_YEN = '999999999999999';

/** Digits a customer may type in another script: Urdu's (۰–۹) and Arabic's (٠–٩) become 0–9. */
const toLatinDigits = (text: string) =>
  text.replace(/[۰-۹٠-٩]/g, (digit) => String((digit.codePointAt(0)! - (digit >= '۰' ? 0x06f0 : 0x0660)) % 10));

/**
 * What a customer typed as a maximum bid → whole yen without leading zeros ("1,250,000", "¥ 1 250 000", "۱۲۵۰۰۰۰" →
 * "1250000"); null when it is not a whole number of yen from 1 to MAX_YEN (decimals, letters, zero).
 */
export function parseYen(input: string): string | null {
  const written = toLatinDigits(input)
    .replace(/[¥￥]|JPY/gi, '')
    .trim();
  // Grouping as any of our languages writes it ("1,250,000", "1.250.000", "1 250 000"); a decimal part is refused.
  if (!/^(\d+|\d{1,3}([,.'’٬\s\u00a0\u202f]\d{3})+)$/.test(written)) return null;
  const text = written.replace(/\D/g, '');
  if (text.length > 15) return null;
  const yen = BigInt(text);
  return yen < 1n ? null : yen.toString();
}

/** The sum of whole-yen strings, as a string (BigInt arithmetic). */
export function sumYen(...amounts: (string | null | undefined)[]): string {
  return amounts.reduce<bigint>((sum, amount) => sum + BigInt(amount ?? '0'), 0n).toString();
}

/** True when the amount is zero (or missing). */
export const isZeroYen = (amount: string | null | undefined) => BigInt(amount ?? '0') === 0n;
