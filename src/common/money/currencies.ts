/** The currencies prices, payments and preferences are kept in (spec §1, §9). Base currency: USD. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
