import { divideHalfUp, parseDecimal, scaledToDecimal } from './currency/currency-math';
import { LOCALES, type Language } from './i18n/languages';

/** Money as the API sends it: a decimal string and an ISO 4217 code (DESIGN.md §5), never a float. */
export interface Money {
  amount: string;
  currency: string;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) cache.set(key, (formatter = make()));
  return formatter;
}

/** A date (Date, ISO string or epoch ms) per locale; `options` default to a medium date. */
export function formatDate(
  value: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return cached(`d|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(LOCALES[language], options)).format(date);
}

/** A number per locale (grouping, digits): `formatNumber(68000, 'en')` → "68,000". */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  return cached(`n|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(LOCALES[language], options)).format(value);
}

/**
 * How many decimals an amount of money is shown with:
 * - `exact`: the currency's own minor units as Intl knows them (ISO 4217: JPY 0, USD/EUR/GBP 2) — money that is owed,
 *   paid or agreed (invoices, payments, balances, order totals, deposits, the calculator's lines): "$12,500.00", "¥1,500,000".
 * - `whole`: whole units in every currency alike — the catalogue's price figures (car cards, the car page, landing
 *   lists), which are estimates converted at today's rate: "$12,500", "€11,504".
 */
export type MoneyPrecision = 'exact' | 'whole';

/** The currency's minor units per ISO 4217 as Intl has them (the same in every locale): JPY 0, USD 2. */
export function minorUnits(currency: string): number {
  return cached(`c|${currency}`, () => new Intl.NumberFormat('en', { style: 'currency', currency })).resolvedOptions()
    .maximumFractionDigits!;
}

/**
 * A decimal string rounded half-up (halves away from zero, as in commerce) to `places` decimals, on its digits with
 * BigInt — never through a binary float: ("11503.50", 0) → "11504", ("-0.005", 2) → "-0.01", ("-0.4", 0) → "0" (no
 * negative zero). Null for anything but a plain decimal.
 */
export function roundDecimal(amount: string, places: number): string | null {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const parsed = parseDecimal(negative ? text.slice(1) : text);
  if (!parsed) return null;
  const rounded = divideHalfUp(parsed.digits * 10n ** BigInt(places), 10n ** BigInt(parsed.scale));
  return (negative && rounded > 0n ? '-' : '') + scaledToDecimal(rounded, places);
}

/**
 * Money per locale, from the decimal string without a float round-trip: rounded on its digits (roundDecimal), then
 * formatted by Intl with exactly that many decimals. `precision` says which money it is (MoneyPrecision); exact unless
 * told: `formatMoney({ amount: '12500', currency: 'USD' }, 'en')` → "$12,500.00",
 * `formatMoney({ amount: '11503.50', currency: 'EUR' }, 'en', { precision: 'whole' })` → "€11,504".
 */
export function formatMoney(money: Money, language: Language, { precision = 'exact' }: { precision?: MoneyPrecision } = {}): string {
  const places = precision === 'whole' ? 0 : minorUnits(money.currency);
  const formatter = cached(
    `m|${language}|${money.currency}|${places}`,
    () =>
      new Intl.NumberFormat(LOCALES[language], {
        style: 'currency',
        currency: money.currency,
        minimumFractionDigits: places,
        maximumFractionDigits: places,
      }),
  );
  // Intl.NumberFormat#format takes a numeric string (ES2023) and keeps its precision; TypeScript's lib types lag. An
  // amount that is not a plain decimal is handed over as it came.
  return formatter.format((roundDecimal(money.amount, places) ?? money.amount) as unknown as number);
}

/** A country's name per locale from its ISO 3166-1 alpha-2 code (`PK` → "Pakistan", "پاکستان"); the code if unknown. */
export function formatCountry(code: string, language: Language): string {
  try {
    // One DisplayNames per language: building one loads the locale's data, far dearer than a lookup.
    let names = regionNames.get(language);
    if (!names) regionNames.set(language, (names = new Intl.DisplayNames([LOCALES[language]], { type: 'region' })));
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
const regionNames = new Map<Language, Intl.DisplayNames>();
