import { describe, expect, it } from '@jest/globals';
import { footerCountRows, type FooterCountRow, SUPPORT_CONTACTS, toFooterCounts } from './footer-rules.js';

describe('toFooterCounts', () => {
  const rows: FooterCountRow[] = [
    { dimension: 'total', value: null, title: null, count: 9 },
    { dimension: 'make', value: 'nissan', title: 'Nissan', count: 3 },
    { dimension: 'make', value: 'toyota', title: 'Toyota', count: 5 },
    { dimension: 'make', value: 'honda', title: 'Honda', count: 1 },
    { dimension: 'bodyType', value: 'van', title: null, count: 2 },
    { dimension: 'bodyType', value: 'suv', title: null, count: 7 },
    { dimension: 'category', value: 'standard', title: null, count: 9 },
    { dimension: 'location', value: 'Yokohama', title: null, count: 4 },
    { dimension: 'location', value: 'Kobe', title: null, count: 4 },
    { dimension: 'location', value: 'Tokyo', title: null, count: 1 },
    { dimension: 'country', value: 'JP', title: null, count: 9 },
  ];

  it('groups per dimension, largest count first, ties alphabetical', () => {
    expect(toFooterCounts(rows)).toEqual({
      totalCars: 9,
      byMake: [
        { slug: 'toyota', title: 'Toyota', count: 5 },
        { slug: 'nissan', title: 'Nissan', count: 3 },
        { slug: 'honda', title: 'Honda', count: 1 },
      ],
      byBodyType: [
        { value: 'suv', count: 7 },
        { value: 'van', count: 2 },
      ],
      byCategory: [{ value: 'standard', count: 9 }],
      byLocation: [
        { value: 'Kobe', count: 4 },
        { value: 'Yokohama', count: 4 },
        { value: 'Tokyo', count: 1 },
      ],
      byCountry: [{ value: 'JP', count: 9 }],
    });
  });

  it('answers zeros and empty lists for an empty stock', () => {
    expect(toFooterCounts([{ dimension: 'total', value: null, title: null, count: 0 }])).toEqual({
      totalCars: 0,
      byMake: [],
      byBodyType: [],
      byCategory: [],
      byLocation: [],
      byCountry: [],
    });
    expect(toFooterCounts([]).totalCars).toBe(0);
  });
});

describe('footerCountRows', () => {
  it("turns the catalogue's listed counts into rows, naming makes by slug and title", () => {
    const counts = {
      total: 9,
      byMake: new Map([
        [1, 5],
        [2, 3],
        [99, 1],
      ]),
      byBodyType: new Map([['suv', 7]]),
      byCategory: new Map([['standard', 9]]),
      byStockPort: new Map([['Kobe', 4]]),
      byCountry: new Map([['JP', 9]]),
    };
    const makes = new Map([
      [1, { slug: 'toyota', title: 'Toyota' }],
      [2, { slug: 'nissan', title: 'Nissan' }],
    ]);
    expect(footerCountRows(counts, makes)).toEqual([
      { dimension: 'total', value: null, title: null, count: 9 },
      { dimension: 'make', value: 'toyota', title: 'Toyota', count: 5 },
      { dimension: 'make', value: 'nissan', title: 'Nissan', count: 3 },
      { dimension: 'bodyType', value: 'suv', title: null, count: 7 },
      { dimension: 'category', value: 'standard', title: null, count: 9 },
      { dimension: 'location', value: 'Kobe', title: null, count: 4 },
      { dimension: 'country', value: 'JP', title: null, count: 9 },
    ]);
  });
});

describe('SUPPORT_CONTACTS', () => {
  it('offers 24/7 support, three WhatsApp agents and the office network', () => {
    expect(SUPPORT_CONTACTS.hours).toBe('24/7');
    expect(SUPPORT_CONTACTS.agents).toHaveLength(3);
    for (const agent of SUPPORT_CONTACTS.agents) expect(agent.whatsapp).toMatch(/^\+[0-9 ]+$/);
    expect(SUPPORT_CONTACTS.offices.map((o) => o.region)).toEqual(['Headquarters', 'Africa', 'Asia', 'Europe', 'Americas']);
    expect(SUPPORT_CONTACTS.offices[0].country).toBe('JP');
  });
});
