import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currency/currency-math';
import { formatCountry, formatDate, formatMoney, formatNumber, minorUnits, roundDecimal } from './format';
import { LANGUAGES } from './i18n/languages';

describe('formatting per locale', () => {
  it('groups numbers the way each language writes them', () => {
    expect(formatNumber(68000, 'en')).toBe('68,000');
    expect(formatNumber(68000, 'pt')).toBe('68.000');
    // Latin American Spanish (es-419) groups like English.
    expect(formatNumber(1234567.5, 'es')).toBe('1,234,567.5');
  });

  it('keeps every digit of large amounts (no float round-trip)', () => {
    expect(formatMoney({ amount: '90071992547409.93', currency: 'USD' }, 'en')).toBe('$90,071,992,547,409.93');
    expect(formatMoney({ amount: '90071992547409.50', currency: 'USD' }, 'en', { precision: 'whole' })).toBe('$90,071,992,547,410');
  });

  it('writes Urdu prices and numbers for Pakistan', () => {
    const price = formatMoney({ amount: '12500.00', currency: 'USD' }, 'ur');
    expect(price).toContain('12,500');
    expect(price).toMatch(/\$|US/);
  });

  it('formats dates per locale and tolerates a bad value', () => {
    const date = '2026-03-10T04:05:06Z';
    expect(formatDate(date, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 10, 2026');
    expect(formatDate(date, 'es', { dateStyle: 'long', timeZone: 'UTC' })).toBe('10 de marzo de 2026');
    expect(formatDate(date, 'pt', { dateStyle: 'long', timeZone: 'UTC' })).toBe('10 de março de 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('names countries in the reader’s language', () => {
    expect(formatCountry('PK', 'en')).toBe('Pakistan');
    expect(formatCountry('JP', 'es')).toBe('Japón');
    expect(formatCountry('KE', 'ur')).toBe('کینیا');
  });
});

/**
 * Every currency the site offers (the pre-header's switcher: CURRENCY_CODES) in both precisions and every language:
 * [exact 1234.50, exact -1234.50, whole 1234.50, whole -1234.50]. Whole rounds half-up (away from zero), so 1234.50
 * is 1,235 either way round; the yen has no minor unit, so its exact amount is whole too. Portuguese and Spanish put a
 * no-break space after the symbol; Urdu marks a minus left-to-right.
 */
const MONEY: Record<(typeof LANGUAGES)[number], Record<(typeof CURRENCY_CODES)[number], [string, string, string, string]>> = {
  en: {
    USD: ['$1,234.50', '-$1,234.50', '$1,235', '-$1,235'],
    EUR: ['€1,234.50', '-€1,234.50', '€1,235', '-€1,235'],
    GBP: ['£1,234.50', '-£1,234.50', '£1,235', '-£1,235'],
    JPY: ['¥1,235', '-¥1,235', '¥1,235', '-¥1,235'],
  },
  ur: {
    USD: ['$1,234.50', '\u200e-$1,234.50', '$1,235', '\u200e-$1,235'],
    EUR: ['€1,234.50', '\u200e-€1,234.50', '€1,235', '\u200e-€1,235'],
    GBP: ['£1,234.50', '\u200e-£1,234.50', '£1,235', '\u200e-£1,235'],
    JPY: ['JP¥1,235', '\u200e-JP¥1,235', 'JP¥1,235', '\u200e-JP¥1,235'],
  },
  pt: {
    USD: ['US$\u00a01.234,50', '-US$\u00a01.234,50', 'US$\u00a01.235', '-US$\u00a01.235'],
    EUR: ['€\u00a01.234,50', '-€\u00a01.234,50', '€\u00a01.235', '-€\u00a01.235'],
    GBP: ['£\u00a01.234,50', '-£\u00a01.234,50', '£\u00a01.235', '-£\u00a01.235'],
    JPY: ['JP¥\u00a01.235', '-JP¥\u00a01.235', 'JP¥\u00a01.235', '-JP¥\u00a01.235'],
  },
  es: {
    USD: ['USD\u00a01,234.50', '-USD\u00a01,234.50', 'USD\u00a01,235', '-USD\u00a01,235'],
    EUR: ['EUR\u00a01,234.50', '-EUR\u00a01,234.50', 'EUR\u00a01,235', '-EUR\u00a01,235'],
    GBP: ['GBP\u00a01,234.50', '-GBP\u00a01,234.50', 'GBP\u00a01,235', '-GBP\u00a01,235'],
    JPY: ['JPY\u00a01,235', '-JPY\u00a01,235', 'JPY\u00a01,235', '-JPY\u00a01,235'],
  },
};

describe('money, exact and whole, the same way everywhere', () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(CURRENCY_CODES)('%s', (currency) => {
      const shown = (amount: string, precision: 'exact' | 'whole') => formatMoney({ amount, currency }, language, { precision });
      expect([shown('1234.50', 'exact'), shown('-1234.50', 'exact'), shown('1234.50', 'whole'), shown('-1234.50', 'whole')]).toEqual(
        MONEY[language][currency],
      );
      // Exact money unless told.
      expect(formatMoney({ amount: '1234.50', currency }, language)).toBe(MONEY[language][currency][0]);
    });
  });

  it('shows exact money to the currency’s minor unit, whole amounts included', () => {
    expect(formatMoney({ amount: '12500', currency: 'USD' }, 'en')).toBe('$12,500.00');
    expect(formatMoney({ amount: '11503.5', currency: 'EUR' }, 'en', { precision: 'exact' })).toBe('€11,503.50');
    expect(formatMoney({ amount: '1500000', currency: 'JPY' }, 'en', { precision: 'exact' })).toBe('¥1,500,000');
    expect(formatMoney({ amount: '1500000.00', currency: 'JPY' }, 'en', { precision: 'exact' })).toBe('¥1,500,000');
  });

  it('shows a catalogue figure in whole units in every currency, rounded half-up', () => {
    expect(formatMoney({ amount: '11503.50', currency: 'EUR' }, 'en', { precision: 'whole' })).toBe('€11,504');
    expect(formatMoney({ amount: '11503.49', currency: 'GBP' }, 'en', { precision: 'whole' })).toBe('£11,503');
    expect(formatMoney({ amount: '12500.00', currency: 'USD' }, 'en', { precision: 'whole' })).toBe('$12,500');
    expect(formatMoney({ amount: '-0.50', currency: 'USD' }, 'en', { precision: 'whole' })).toBe('-$1');
    // Rounded to nothing is zero, never "-$0".
    expect(formatMoney({ amount: '-0.49', currency: 'USD' }, 'en', { precision: 'whole' })).toBe('$0');
  });

  it('rounds exact money half-up on its digits too', () => {
    expect(formatMoney({ amount: '0.005', currency: 'USD' }, 'en')).toBe('$0.01');
    expect(formatMoney({ amount: '-0.005', currency: 'GBP' }, 'en')).toBe('-£0.01');
    expect(formatMoney({ amount: '-0.004', currency: 'EUR' }, 'en')).toBe('€0.00');
    expect(formatMoney({ amount: '2.675', currency: 'USD' }, 'en')).toBe('$2.68'); // 2.675 as a float is 2.67499…
  });

  it('reads the minor units from Intl, and rounds decimal strings without a float', () => {
    expect(CURRENCY_CODES.map(minorUnits)).toEqual([2, 2, 2, 0]);
    expect(roundDecimal('11503.50', 0)).toBe('11504');
    expect(roundDecimal('-11503.50', 0)).toBe('-11504');
    expect(roundDecimal('9.995', 2)).toBe('10.00');
    expect(roundDecimal('7', 2)).toBe('7.00');
    expect(roundDecimal('-0.4', 0)).toBe('0');
    expect(roundDecimal('12,5', 2)).toBeNull();
  });
});
