import { Decimal } from 'decimal.js';

/**
 * The text of a decimal given as a string (trimmed) or a finite JSON number (its shortest decimal form, never
 * computed on as a float); null for anything else. The caller checks its form.
 */
export function decimalText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return typeof value === 'string' ? value.trim() : null;
}

/**
 * A decimal amount given as a string ("12500.50") or a JSON number (12500.5), normalised to `scale` decimals
 * ("12500.50"); null when it is not a plain decimal, not above zero, above `max` or has more than `scale` decimals.
 * Numbers are read through their shortest decimal form, never computed on as floats.
 */
export function normaliseDecimal(value: unknown, options: { scale: number; max: string }): string | null {
  const text = decimalText(value);
  if (text === null || !/^\d{1,15}(\.\d{1,15})?$/.test(text)) return null;
  const amount = new Decimal(text);
  if (amount.lte(0) || amount.gt(options.max) || amount.decimalPlaces() > options.scale) return null;
  return amount.toFixed(options.scale);
}

/** Money as a decimal string (a JSON number is accepted), above 0, two decimals at most. */
export const normaliseAmount = (value: unknown) => normaliseDecimal(value, { scale: 2, max: '999999999999.99' });
