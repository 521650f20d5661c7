import { describe, expect, it } from 'vitest';
import type { FaqSection } from '../api/help-api';
import { filterFaq, normalizeForSearch, officeLocalTime, telLink, textOfHtml } from './help-rules';

const sections: FaqSection[] = [
  {
    key: 'shipping',
    name: 'Envío',
    nameFallback: false,
    items: [
      {
        id: '1',
        question: '¿Cuánto tarda la entrega?',
        answerHtml: '<p>De <strong>4 a 8 semanas</strong>.</p>',
        language: 'es',
        fallback: false,
      },
      {
        id: '2',
        question: 'How often do ships leave Japan?',
        answerHtml: '<p>2 to 3 RoRo sailings a month.</p>',
        language: 'en',
        fallback: true,
      },
    ],
  },
  {
    key: 'payment',
    name: 'Pago',
    nameFallback: false,
    items: [
      {
        id: '3',
        question: '¿Qué métodos de pago aceptan?',
        answerHtml: '<p>Transferencia &amp; carta de crédito.</p>',
        language: 'es',
        fallback: false,
      },
    ],
  },
];

describe('filterFaq', () => {
  it('keeps questions whose question or answer holds every word, accents and case ignored', () => {
    expect(filterFaq(sections, 'CUANTO tarda').map((s) => s.items.map((i) => i.id))).toEqual([['1']]);
    expect(filterFaq(sections, 'semanas').map((s) => s.key)).toEqual(['shipping']);
    expect(filterFaq(sections, 'roro month').flatMap((s) => s.items.map((i) => i.id))).toEqual(['2']);
    expect(filterFaq(sections, 'transferencia & carta').flatMap((s) => s.items.map((i) => i.id))).toEqual(['3']);
  });

  it('drops empty sections, and keeps everything for a blank query', () => {
    expect(filterFaq(sections, 'nothing matches this')).toEqual([]);
    expect(filterFaq(sections, '   ')).toEqual(sections);
  });

  it('does not match the markup of an answer', () => {
    expect(filterFaq(sections, 'strong')).toEqual([]);
  });
});

describe('helpers', () => {
  it('normalises text for searching, Urdu diacritics included', () => {
    expect(normalizeForSearch('  Envío  RÁPIDO ')).toBe('envio rapido');
    expect(normalizeForSearch('شِپنگ')).toBe('شپنگ');
    expect(textOfHtml('<p>A &amp; B</p>')).toBe(' A & B ');
  });

  it('tells the local time in an office’s zone, and nothing for an unknown zone', () => {
    const at = new Date('2026-03-10T04:05:00Z');
    expect(officeLocalTime(at, 'Africa/Nairobi', 'en')).toBe('Tue 07:05');
    expect(officeLocalTime(at, 'Asia/Tokyo', 'en')).toBe('Tue 13:05');
    expect(officeLocalTime(at, 'Mars/Olympus', 'en')).toBeNull();
  });

  it('makes tel: links', () => {
    expect(telLink('+254 20 555-0140')).toBe('tel:+254205550140');
  });
});
