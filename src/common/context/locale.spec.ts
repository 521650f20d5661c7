import { describe, expect, it } from '@jest/globals';
import { localeFromAcceptLanguage } from './locale.js';

describe('localeFromAcceptLanguage', () => {
  it('takes the best supported language by quality, then by order', () => {
    expect(localeFromAcceptLanguage('ur-PK,ur;q=0.9,en;q=0.8')).toBe('ur');
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(localeFromAcceptLanguage('en;q=0.5, pt-BR;q=0.9')).toBe('pt');
    expect(localeFromAcceptLanguage('es, pt')).toBe('es');
  });

  it('falls back to English when nothing fits or the header is odd', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage('fr, de;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('ur;q=abc')).toBe('en');
    expect(localeFromAcceptLanguage('ur;q=0')).toBe('en');
    expect(localeFromAcceptLanguage('x'.repeat(600))).toBe('en');
  });
});
