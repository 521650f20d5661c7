import { describe, expect, it } from '@jest/globals';
import {
  convertAmount,
  crossRate,
  type CurrentRate,
  currencyForCountry,
  formatRate,
  isStale,
  normaliseConvertAmount,
  parseProviderRates,
  type RateTable,
  STALE_AFTER_MS,
} from './currency-rules.js';

const setAt = new Date('2026-03-01T00:00:00Z');
const later = new Date('2026-03-01T06:00:00Z');
const table: RateTable = new Map<CurrentRate['currency'], CurrentRate>([
  ['EUR', { currency: 'EUR', rate: '0.92', source: 'demo', setAt }],
  ['GBP', { currency: 'GBP', rate: '0.79', source: 'staff', setAt: later }],
  ['JPY', { currency: 'JPY', rate: '151.5', source: 'demo', setAt }],
]);

const convert = (amount: string, from: 'USD' | 'EUR' | 'GBP' | 'JPY', to: 'USD' | 'EUR' | 'GBP' | 'JPY') =>
  convertAmount(amount, crossRate(table, from, to)!);

describe('convertAmount', () => {
  it('converts USD by the rate per dollar, to the cent', () => {
    expect(convert('100.00', 'USD', 'EUR')).toBe('92.00');
    expect(convert('12500.00', 'USD', 'GBP')).toBe('9875.00');
    // 19.99 × 0.92 = 18.3908 → 18.39
    expect(convert('19.99', 'USD', 'EUR')).toBe('18.39');
    // 0.55 × 0.79 = 0.4345 → 0.43; 0.57 × 0.79 = 0.4503 → 0.45
    expect(convert('0.55', 'USD', 'GBP')).toBe('0.43');
    expect(convert('0.57', 'USD', 'GBP')).toBe('0.45');
  });

  it('rounds half up to the minor unit', () => {
    // 0.625 × 0.92 = 0.575 exactly → 0.58 (a binary float would give 0.57)
    expect(convert('0.625', 'USD', 'EUR')).toBe('0.58');
    // 1.25 × 0.92 = 1.15 exactly: already two decimals
    expect(convert('1.25', 'USD', 'EUR')).toBe('1.15');
    // 10.125 × 0.92 = 9.315 → 9.32
    expect(convert('10.125', 'USD', 'EUR')).toBe('9.32');
  });

  it('gives whole yen, half a yen rounding up', () => {
    // 1 × 151.5 = 151.5 → 152; 3 × 151.5 = 454.5 → 455; 2 × 151.5 = 303
    expect(convert('1.00', 'USD', 'JPY')).toBe('152');
    expect(convert('3', 'USD', 'JPY')).toBe('455');
    expect(convert('2.00', 'USD', 'JPY')).toBe('303');
    // 12500 × 151.5 = 1,893,750
    expect(convert('12500.00', 'USD', 'JPY')).toBe('1893750');
    // 0.01 × 151.5 = 1.515 → 2
    expect(convert('0.01', 'USD', 'JPY')).toBe('2');
  });

  it('converts between two non-USD currencies through their dollar rates', () => {
    // 1000 EUR = 1000 / 0.92 USD = 1086.9565… USD; × 151.5 = 164673.913… → 164674 JPY
    expect(convert('1000.00', 'EUR', 'JPY')).toBe('164674');
    // 100 GBP × 0.92 / 0.79 = 116.4556… → 116.46 EUR
    expect(convert('100.00', 'GBP', 'EUR')).toBe('116.46');
    // 10000 JPY / 151.5 = 66.0066… → 66.01 USD
    expect(convert('10000', 'JPY', 'USD')).toBe('66.01');
  });

  it('keeps the amount when the currencies are the same, at the minor unit', () => {
    expect(convert('12.5', 'USD', 'USD')).toBe('12.50');
    expect(convert('1500', 'JPY', 'JPY')).toBe('1500');
    expect(convert('0', 'USD', 'EUR')).toBe('0.00');
  });

  it('comes back to the same cents after USD → JPY → USD', () => {
    for (const amount of ['0.01', '0.99', '1.23', '19.99', '12500.00', '8765.43', '999999.99']) {
      const yen = convert(amount, 'USD', 'JPY');
      expect(convert(yen, 'JPY', 'USD')).toBe(amount);
    }
    // and USD → EUR → USD
    for (const amount of ['0.01', '1.23', '12500.00', '8765.43']) {
      expect(convert(convert(amount, 'USD', 'EUR'), 'EUR', 'USD')).toBe(amount);
    }
  });
});

describe('crossRate', () => {
  it('answers the rate of the target per unit of the source, with the older time and the sources', () => {
    const gbpToJpy = crossRate(table, 'GBP', 'JPY')!;
    expect(formatRate(gbpToJpy.rate)).toBe('191.7721519'); // 151.5 / 0.79 = 191.77215189…
    expect(gbpToJpy.setAt).toEqual(setAt);
    expect(gbpToJpy.source).toBe('staff, demo');
    expect(formatRate(crossRate(table, 'JPY', 'USD')!.rate)).toBe('0.00660066');
    expect(crossRate(table, 'USD', 'USD')).toMatchObject({ setAt: null, source: 'fixed' });
  });

  it('answers null when a currency has no rate yet', () => {
    expect(crossRate(new Map(), 'USD', 'EUR')).toBeNull();
    expect(crossRate(new Map(), 'USD', 'USD')).not.toBeNull();
  });
});

describe('isStale', () => {
  it('is stale only past 24 hours', () => {
    expect(isStale(setAt, new Date(setAt.getTime() + STALE_AFTER_MS))).toBe(false);
    expect(isStale(setAt, new Date(setAt.getTime() + STALE_AFTER_MS + 1))).toBe(true);
    expect(isStale(null, new Date())).toBe(false);
  });
});

describe('normaliseConvertAmount', () => {
  it('takes plain decimals', () => {
    expect(normaliseConvertAmount('12500.50')).toBe('12500.5');
    expect(normaliseConvertAmount(' 7 ')).toBe('7');
    expect(normaliseConvertAmount(0.1)).toBe('0.1');
    expect(normaliseConvertAmount('0')).toBe('0');
  });

  it.each([null, undefined, '', 'abc', '-5', '1e5', '1.123456789', '12,5', '0x10', 'NaN', Infinity, '1'.repeat(16), {}])(
    'refuses %p',
    (value) => {
      expect(normaliseConvertAmount(value)).toBeNull();
    },
  );
});

describe('currencyForCountry', () => {
  it('maps the eurozone to EUR, the UK to GBP, Japan to JPY', () => {
    for (const code of ['DE', 'FR', 'IE', 'HR', 'BG', 'ES', 'MC', 'fr']) expect(currencyForCountry(code)).toBe('EUR');
    for (const code of ['GB', 'JE', 'IM']) expect(currencyForCountry(code)).toBe('GBP');
    expect(currencyForCountry('JP')).toBe('JPY');
  });

  it('falls back to USD elsewhere and when unknown', () => {
    for (const code of ['US', 'PK', 'KE', 'CH', 'SE', 'PL', 'DK', 'JM', 'ZZ', '', null, undefined]) {
      expect(currencyForCountry(code)).toBe('USD');
    }
  });
});

describe('parseProviderRates', () => {
  it('reads rates per USD as strings or numbers', () => {
    expect(parseProviderRates({ base: 'USD', rates: { EUR: '0.92', GBP: 0.79, JPY: '151.5', CHF: '0.88' } })).toEqual({
      EUR: '0.92000000',
      GBP: '0.79000000',
      JPY: '151.50000000',
    });
    expect(parseProviderRates({ rates: { JPY: '150' } })).toEqual({ JPY: '150.00000000' });
  });

  it('turns another base into rates per USD', () => {
    // 1 EUR = 1.087 USD, 164.67 JPY → per USD: 1 / 1.087 EUR, 164.67 / 1.087 JPY
    expect(parseProviderRates({ base: 'EUR', rates: { USD: '1.087', JPY: '164.67' } })).toEqual({
      EUR: '0.91996320',
      JPY: '151.49034039',
    });
  });

  it.each([
    null,
    'garbage',
    [],
    {},
    { base: 'USD' },
    { base: 'USD', rates: [] },
    { base: 'USD', rates: {} },
    { base: 'USD', rates: { CHF: '0.9' } },
    { base: 'USD', rates: { EUR: '-0.92' } },
    { base: 'USD', rates: { EUR: 'abc', JPY: '151' } },
    { base: 'USD', rates: { EUR: '0' } },
    { base: 'XYZ', rates: { EUR: '0.92' } },
    { base: 'EUR', rates: { JPY: '164' } },
  ])('refuses %p', (body) => {
    expect(parseProviderRates(body)).toBeNull();
  });
});
