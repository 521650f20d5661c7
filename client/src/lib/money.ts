/**
 * Decimal money as the API sends it (`"1234.50"`), counted in whole cents with BigInt: never a binary float.
 */

/** The server's amounts: digits, at most two decimals. */
const AMOUNT = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450n cents; null for anything but a plain non-negative amount with at most two decimals. */
export function toCents(amount: string): bigint | null {
  const match = AMOUNT.exec(amount);
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 123450n → "1234.50". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
