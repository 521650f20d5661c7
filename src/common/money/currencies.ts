/** The currencies prices, payments and preferences are kept in (spec §1, §9). Base currency: USD. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** The base currency: car prices are kept in it and every exchange rate is per 1 USD. */
export const BASE_CURRENCY: CurrencyCode = 'USD';

export interface CurrencyInfo {
  code: CurrencyCode;
  /** English name; the web client names currencies per locale itself. */
  name: string;
  symbol: string;
  /** Digits of the minor unit: 2 for cents and pence, 0 for the yen. */
  decimals: number;
}

/** Each currency's name, symbol and minor unit (ISO 4217). */
export const CURRENCY_INFO: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  USD: { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
  EUR: { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
  GBP: { code: 'GBP', name: 'British Pound', symbol: '£', decimals: 2 },
  JPY: { code: 'JPY', name: 'Japanese Yen', symbol: '¥', decimals: 0 },
};

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
