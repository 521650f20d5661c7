import { describe, expect, it } from '@jest/globals';
import { cleanTranslations, isTranslations, localizeQuestion, pick, reorderPositions, translatedLanguages } from './faq-rules.js';

const question = { en: 'How do I pay?', ur: 'میں ادائیگی کیسے کروں؟', pt: 'Como pago?', es: null };
const answer = { en: 'By telegraphic transfer.', ur: 'ٹیلی گرافک ٹرانسفر کے ذریعے۔', pt: null, es: 'Por transferencia.' };

describe('FAQ language fallback', () => {
  it('answers in the asked language when both question and answer are translated', () => {
    expect(localizeQuestion(question, answer, 'ur')).toEqual({
      question: 'میں ادائیگی کیسے کروں؟',
      answer: 'ٹیلی گرافک ٹرانسفر کے ذریعے۔',
      language: 'ur',
      fallback: false,
    });
  });

  it('falls back to English for both when either half is missing, and says so', () => {
    // Portuguese question, no Portuguese answer; Spanish answer, no Spanish question.
    for (const locale of ['pt', 'es'] as const) {
      expect(localizeQuestion(question, answer, locale)).toEqual({
        question: 'How do I pay?',
        answer: 'By telegraphic transfer.',
        language: 'en',
        fallback: true,
      });
    }
  });

  it('never calls English a fallback in English', () => {
    expect(localizeQuestion(question, answer, 'en').fallback).toBe(false);
    expect(pick({ en: 'Shipping' }, 'en')).toEqual({ text: 'Shipping', fallback: false });
  });

  it('treats a blank translation as missing', () => {
    expect(pick({ en: 'Shipping', es: '   ' }, 'es')).toEqual({ text: 'Shipping', fallback: true });
    expect(pick({ en: 'Shipping', es: 'Envío' }, 'es')).toEqual({ text: 'Envío', fallback: false });
    expect(translatedLanguages(question, answer)).toEqual(['en', 'ur']);
  });
});

describe('translations as staff send them', () => {
  it('need the English text, and only interface languages with text or null', () => {
    expect(isTranslations({ en: 'Shipping', ur: null, pt: 'Envio' }, 100)).toBe(true);
    expect(isTranslations({ ur: 'شپنگ' }, 100)).toBe(false);
    expect(isTranslations({ en: '  ' }, 100)).toBe(false);
    expect(isTranslations({ en: 'Shipping', fr: 'Expédition' }, 100)).toBe(false);
    expect(isTranslations({ en: 'Shipping', es: 3 }, 100)).toBe(false);
    expect(isTranslations('Shipping', 100)).toBe(false);
    expect(isTranslations(['Shipping'], 100)).toBe(false);
    expect(isTranslations(null, 100)).toBe(false);
    expect(isTranslations({ en: 'x'.repeat(101) }, 100)).toBe(false);
  });

  it('are trimmed, blanks becoming untranslated', () => {
    expect(cleanTranslations({ en: ' Shipping ', ur: ' ', pt: 'Envio ' })).toEqual({ en: 'Shipping', ur: null, pt: 'Envio', es: null });
  });
});

describe('reorderPositions', () => {
  it('numbers the new order when it lists every entry once', () => {
    expect(reorderPositions(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual(
      new Map([
        ['c', 0],
        ['a', 1],
        ['b', 2],
      ]),
    );
  });

  it('refuses a list with a missing, unknown or repeated entry', () => {
    expect(reorderPositions(['a', 'b', 'c'], ['a', 'b'])).toBeNull();
    expect(reorderPositions(['a', 'b', 'c'], ['a', 'b', 'x'])).toBeNull();
    expect(reorderPositions(['a', 'b', 'c'], ['a', 'b', 'b'])).toBeNull();
  });
});
