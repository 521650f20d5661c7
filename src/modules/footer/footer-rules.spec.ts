import { describe, expect, it } from '@jest/globals';
import { COMPANY_CONTACTS } from '../../common/company/company-facts.js';
import { footerCountRows, type FooterCountRow, footerSupport, toFooterCounts } from './footer-rules.js';

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

describe('COMPANY_CONTACTS and footerSupport', () => {
  it('offers 24/7 support', () => {
    expect(COMPANY_CONTACTS.hours).toBe('24/7');
    expect(COMPANY_CONTACTS.accountManager).toBe('An account manager is available 24/7.');
  });

  it('carries the directory’s agents and offices in its order, each office with its first phone', () => {
    const support = footerSupport({
      agents: [{ name: 'Kenji Sato', whatsapp: '+819055550101', languages: ['English', 'Japanese'], photoUrl: null }],
      offices: [
        {
          region: 'Headquarters',
          name: 'Head office',
          city: 'Yokohama',
          country: 'JP',
          address: '1-1 Minatomirai, Nishi-ku, Yokohama',
          phones: ['+81 45 555 0100', '+81 45 555 0101'],
          email: 'info@autoexport.example',
        },
        {
          region: 'Africa',
          name: 'Nairobi office',
          city: 'Nairobi',
          country: 'KE',
          address: 'Mombasa Road',
          phones: [],
          email: 'ke@x.example',
        },
      ],
    });
    expect(support.agents).toEqual([{ name: 'Kenji Sato', whatsapp: '+819055550101', languages: ['English', 'Japanese'], photoUrl: null }]);
    expect(support.offices.map((o) => [o.region, o.phone])).toEqual([
      ['Headquarters', '+81 45 555 0100'],
      ['Africa', ''],
    ]);
    expect(support.offices[0]).not.toHaveProperty('phones');
  });
});
