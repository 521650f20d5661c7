import { describe, expect, it } from 'vitest';
import { formatCountry, formatDate, formatMoney, formatNumber } from './format';

describe('formatting per locale', () => {
  it('groups numbers the way each language writes them', () => {
    expect(formatNumber(68000, 'en')).toBe('68,000');
    expect(formatNumber(68000, 'pt')).toBe('68.000');
    // Latin American Spanish (es-419) groups like English.
    expect(formatNumber(1234567.5, 'es')).toBe('1,234,567.5');
  });

  it('formats money from the decimal string, dropping cents only when there are none', () => {
    expect(formatMoney({ amount: '12500.00', currency: 'USD' }, 'en')).toBe('$12,500');
    expect(formatMoney({ amount: '12500.50', currency: 'USD' }, 'en')).toBe('$12,500.50');
    expect(formatMoney({ amount: '12500.00', currency: 'USD' }, 'pt')).toBe('US$\u00a012.500');
    expect(formatMoney({ amount: '1500000', currency: 'JPY' }, 'en')).toBe('¥1,500,000');
  });

  it('keeps every digit of large amounts (no float round-trip)', () => {
    expect(formatMoney({ amount: '90071992547409.93', currency: 'USD' }, 'en')).toBe('$90,071,992,547,409.93');
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
