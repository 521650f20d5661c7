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
 * Money per locale, from the decimal string without a float round-trip (Intl formats numeric strings exactly).
 * Whole amounts drop their cents: `{ amount: '12500.00', currency: 'USD' }` → "$12,500" in English.
 */
export function formatMoney(money: Money, language: Language): string {
  const whole = /^-?\d+(\.0+)?$/.test(money.amount);
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: money.currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  };
  const formatter = cached(`m|${language}|${money.currency}|${whole}`, () => new Intl.NumberFormat(LOCALES[language], options));
  // Intl.NumberFormat#format takes a numeric string (ES2023) and keeps its precision; TypeScript's lib types lag.
  return formatter.format(money.amount as unknown as number);
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
