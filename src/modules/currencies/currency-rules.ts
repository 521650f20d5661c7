import { Decimal } from 'decimal.js';
import { BASE_CURRENCY, CURRENCIES, CURRENCY_INFO, type CurrencyCode, isCurrencyCode } from '../../common/money/currencies.js';
import { decimalText, normaliseDecimal } from '../../common/money/decimal-input.js';

/** A rate not set again for this long is shown as stale (the provider failed, or nobody set it). */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Rates travel with this many decimals at most (the column's scale). */
export const RATE_SCALE = 8;
const RATE_MAX = '9999999999';

/** Exact decimal arithmetic for conversions: 50 significant digits, ties away from zero (half-up for amounts ≥ 0). */
const Exact = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -50, toExpPos: 50 });

/** A currency's current rate: units of it per 1 USD, when and by whom it was set. */
export interface CurrentRate {
  currency: Exclude<CurrencyCode, 'USD'>;
  /** Decimal string. */
  rate: string;
  source: string;
  setAt: Date;
}

/** The current rates by currency (USD is never in it: it is always 1). */
export type RateTable = ReadonlyMap<CurrencyCode, CurrentRate>;

/** A rate between two currencies, with the time of the older of the rates it is made of. */
export interface CrossRate {
  from: CurrencyCode;
  to: CurrencyCode;
  /** Units of `to` per 1 `from`, exact to 50 digits. */
  rate: Decimal;
  /** When the older of its USD rates was set; null for USD to USD. */
  setAt: Date | null;
  /** Where its rates came from (the non-USD ones, distinct, joined by ", "); "fixed" for USD to USD. */
  source: string;
}

export const isStale = (setAt: Date | null, now: Date): boolean => setAt !== null && now.getTime() - setAt.getTime() > STALE_AFTER_MS;

/**
 * Units of `to` per 1 `from`, through their rates per 1 USD: null when either currency has no rate yet.
 */
export function crossRate(table: RateTable, from: CurrencyCode, to: CurrencyCode): CrossRate | null {
  const parts = [from, to].filter((code) => code !== BASE_CURRENCY).map((code) => table.get(code));
  if (parts.some((part) => part === undefined)) return null;
  const known = parts as CurrentRate[];
  const perUsd = (code: CurrencyCode) => (code === BASE_CURRENCY ? new Exact(1) : new Exact(table.get(code)!.rate));
  const times = known.map((part) => part.setAt.getTime());
  return {
    from,
    to,
    rate: from === to ? new Exact(1) : perUsd(to).dividedBy(perUsd(from)),
    setAt: times.length ? new Date(Math.min(...times)) : null,
    source: known.length ? [...new Set(known.map((part) => part.source))].join(', ') : 'fixed',
  };
}

/** A rate as it travels: at most RATE_SCALE decimals (half-up), no trailing zeros, never in exponent form. */
export const formatRate = (rate: Decimal.Value): string => new Exact(rate).toDecimalPlaces(RATE_SCALE).toFixed();

/**
 * `amount` of `from` in `to`: amount × rate(to) ÷ rate(from), both per 1 USD, exact, then rounded half-up to the
 * target's minor unit (JPY: whole yen). The rate is applied unrounded; the answer shows it rounded (formatRate).
 */
export function convertAmount(amount: string, rate: CrossRate): string {
  const decimals = CURRENCY_INFO[rate.to].decimals;
  return new Exact(amount).times(rate.rate).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
}

/** An amount to convert: a plain decimal string (or JSON number) ≥ 0, at most 15 digits before and 8 after the point. */
export function normaliseConvertAmount(value: unknown): string | null {
  const text = decimalText(value);
  if (text === null || !/^\d{1,15}(\.\d{1,8})?$/.test(text)) return null;
  return new Exact(text).toFixed();
}

/** A rate per 1 USD as given by staff or the provider: above 0, at most RATE_SCALE decimals; null otherwise. */
export const normaliseRate = (value: unknown): string | null => normaliseDecimal(value, { scale: RATE_SCALE, max: RATE_MAX });

/** The countries that pay in euros: the euro area (Bulgaria since 2026), the states that use it by agreement, and overseas parts with codes of their own. */
export const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  // The euro area.
  'AT',
  'BE',
  'BG',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
  // By agreement or in practice.
  'AD',
  'MC',
  'SM',
  'VA',
  'ME',
  'XK',
  // Parts of member states with ISO codes of their own.
  'AX',
  'GF',
  'GP',
  'MQ',
  'RE',
  'YT',
  'PM',
  'BL',
  'MF',
]);
/** The pound sterling: the United Kingdom and the Crown Dependencies. */
const POUND_COUNTRIES: ReadonlySet<string> = new Set(['GB', 'GG', 'JE', 'IM']);

/** The currency shown to a visitor from a country (ISO 3166-1 alpha-2): EUR, GBP or JPY where they pay in it, else USD. */
export function currencyForCountry(country: string | null | undefined): CurrencyCode {
  const code = country?.trim().toUpperCase() ?? '';
  if (EURO_COUNTRIES.has(code)) return 'EUR';
  if (POUND_COUNTRIES.has(code)) return 'GBP';
  if (code === 'JP') return 'JPY';
  return BASE_CURRENCY;
}

/**
 * The provider's answer (EXCHANGE_RATES_URL): `{ "base": "USD", "rates": { "EUR": "0.92", "GBP": 0.79, "JPY": "151.5" } }`
 * — rates as decimal strings or numbers, units per 1 `base`. `base` may be left out (USD) or be EUR, GBP or JPY when
 * `rates` holds USD too (then each is turned into a rate per 1 USD). Other currencies are ignored. Null when the body
 * is not that shape, or holds no usable rate of ours; a rate that is not a positive decimal spoils the whole answer.
 */
export function parseProviderRates(body: unknown): Partial<Record<Exclude<CurrencyCode, 'USD'>, string>> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { base = BASE_CURRENCY, rates } = body as { base?: unknown; rates?: unknown };
  if (!isCurrencyCode(base) || typeof rates !== 'object' || rates === null || Array.isArray(rates)) return null;
  const given = rates as Record<string, unknown>;
  const perBase = (code: CurrencyCode): Decimal | null | undefined => {
    if (code === base) return new Exact(1);
    if (!(code in given)) return undefined;
    const text = typeof given[code] === 'number' || typeof given[code] === 'string' ? String(given[code]).trim() : '';
    if (!/^\d{1,15}(\.\d{1,20})?$/.test(text)) return null;
    const value = new Exact(text);
    return value.gt(0) ? value : null;
  };
  const usdPerBase = perBase(BASE_CURRENCY);
  if (!usdPerBase) return null;
  const result: Partial<Record<Exclude<CurrencyCode, 'USD'>, string>> = {};
  for (const code of CURRENCIES) {
    if (code === 'USD') continue;
    const value = perBase(code);
    if (value === null) return null;
    if (value === undefined) continue;
    const rate = normaliseRate(value.dividedBy(usdPerBase).toDecimalPlaces(RATE_SCALE).toFixed());
    if (rate === null) return null;
    result[code] = rate;
  }
  return Object.keys(result).length > 0 ? result : null;
}
