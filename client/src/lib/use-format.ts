import { useMemo } from 'react';
import { formatCountry, formatDate, formatMoney, formatNumber, type Money, type MoneyPrecision } from './format';
import { useLanguage } from './i18n/use-language';

/** The formatters of lib/format.ts bound to the page's language: `const f = useFormat(); f.number(68000)`. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => formatDate(value, language, options),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      /** Exact money unless told (lib/format.ts MoneyPrecision): `f.money(price, { precision: 'whole' })` for a catalogue figure. */
      money: (money: Money, options?: { precision?: MoneyPrecision }) => formatMoney(money, language, options),
      country: (code: string) => formatCountry(code, language),
    }),
    [language],
  );
}
