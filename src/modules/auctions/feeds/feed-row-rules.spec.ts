import { describe, expect, it } from '@jest/globals';
import {
  lastPerLot,
  mapFeedRecord,
  mappingProblems,
  maxModelYear,
  missingColumns,
  normaliseGrade,
  parseFeedDate,
  type RowContext,
} from './feed-row-rules.js';
import type { FeedMapping } from './feed-fields.js';

const mapping: FeedMapping = {
  auctionHouse: 'House',
  auctionDate: 'Date',
  lotNumber: 'Lot',
  startTime: 'Start',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  mileageKm: 'Km',
  grade: 'Grade',
  startPriceJpy: 'Price',
  result: 'Result',
  sheetImageUrl: 'Sheet',
  sheetNotes: 'Notes',
};
const ctx: RowContext = { mapping, defaultStartTime: null, maxYear: 2027 };
const good = {
  House: ' USS  Tokyo ',
  Date: '2026/12/05',
  Lot: '10234',
  Start: '9:30',
  Make: 'Mercedes-Benz',
  Model: 'C200',
  Year: '2018',
  Km: '45,000 km',
  Grade: '4,5',
  Price: '¥1,250,000',
  Result: 'Sold',
  Sheet: 'https://sheets.example/10234.jpg',
  Notes: 'Small scratch on the rear bumper',
};
const messages = (record: unknown, c: RowContext = ctx) => {
  const outcome = mapFeedRecord(record, c);
  if (outcome.ok) throw new Error('expected a refusal');
  return outcome.reasons.map((r) => r.message);
};

describe('mapFeedRecord', () => {
  it('maps and normalises a good row; the Japanese start becomes UTC', () => {
    const outcome = mapFeedRecord(good, ctx);
    expect(outcome).toEqual({
      ok: true,
      row: expect.objectContaining({
        auctionHouse: 'USS Tokyo',
        auctionDate: '2026-12-05',
        lotNumber: '10234',
        startsAt: new Date('2026-12-05T00:30:00.000Z'),
        make: 'Mercedes-Benz',
        makeSlug: 'mercedes-benz',
        year: 2018,
        mileageKm: 45000,
        grade: '4.5',
        startPriceJpy: '1250000',
        result: 'sold',
        sheet: { notes: 'Small scratch on the rear bumper' },
        colour: null,
      }),
    });
  });

  it('takes the default start when the row gives none, and JSON numbers as numbers', () => {
    const outcome = mapFeedRecord({ ...good, Start: '', Year: 2015, Price: 0 }, { ...ctx, defaultStartTime: '08:45' });
    expect(outcome.ok && outcome.row).toMatchObject({ startsAt: new Date('2026-12-04T23:45:00.000Z'), year: 2015, startPriceJpy: '0' });
  });

  it('says why a row is refused, each field once, in plain sentences', () => {
    expect(messages({ ...good, Year: '1949', Lot: ' ', Grade: '7', Price: '-5', Start: '25:00', Date: '2026-02-30' })).toEqual([
      'Lot number is required',
      'Auction date must be a date written YYYY-MM-DD, e.g. 2026-12-05.',
      'Start time must be a time in Japan written HH:mm, e.g. 09:30.',
      'Year must be a whole number from 1950 to 2027',
      'Starting price must be a whole number of yen from 0 to 9,999,999,999.',
      'Grade must be one of S, 6, 5, 4.5, 4, 3.5, 3, 2, 1, 0, R, RA, R1, A',
    ]);
    expect(messages({ ...good, Year: '2015.5', Km: '-1', Result: 'maybe', Sheet: 'javascript:alert(1)', Make: '日産' })).toEqual([
      'Make must contain Latin letters or digits.',
      'Year must be a whole number from 1950 to 2027',
      'Mileage must be a whole number of kilometres from 0 to 2000000',
      'Result must be one of pending, sold, unsold, withdrawn',
      'Auction sheet image must be an http or https address.',
    ]);
    expect(messages({ ...good, Model: { nested: true }, House: 'x'.repeat(61) })).toEqual([
      'Auction house must be at most 60 characters',
      'Model must be text',
    ]);
    expect(messages(['not', 'an', 'object'])).toEqual(['The row must be an object of fields.']);
    expect(mapFeedRecord({ ...good, Start: undefined }, ctx)).toMatchObject({
      ok: false,
      reasons: [{ field: 'startTime', code: 'FIELD_REQUIRED' }],
    });
  });

  it('accepts next year as the newest model year', () => {
    expect(maxModelYear(new Date('2026-11-26T00:00:00Z'))).toBe(2027);
    expect(mapFeedRecord({ ...good, Year: '2027' }, ctx).ok).toBe(true);
    expect(mapFeedRecord({ ...good, Year: '2028' }, ctx).ok).toBe(false);
  });
});

describe('field parsers', () => {
  it('read grades and dates as the auction houses write them', () => {
    expect(['4.0', '3,5', 'ra', ' R ', 'S', '4.25', 'X'].map(normaliseGrade)).toEqual(['4', '3.5', 'RA', 'R', 'S', null, null]);
    expect(['2026-12-05', '2026.1.9', '2026-13-01', '1999-01-01', '05/12/2026'].map(parseFeedDate)).toEqual([
      '2026-12-05',
      '2026-01-09',
      null,
      null,
      null,
    ]);
  });
});

describe('batches and mappings', () => {
  it('keeps the last row of a lot repeated in one batch', () => {
    const a = mapFeedRecord(good, ctx);
    const b = mapFeedRecord({ ...good, Price: '900000' }, ctx);
    const c = mapFeedRecord({ ...good, Lot: '10235' }, ctx);
    if (!a.ok || !b.ok || !c.ok) throw new Error('rows expected');
    expect(lastPerLot([a.row, c.row, b.row]).map((r) => [r.lotNumber, r.startPriceJpy])).toEqual([
      ['10235', '1250000'],
      ['10234', '900000'],
    ]);
  });

  it('checks a mapping: known fields, column names, the required ones, a start', () => {
    expect(mappingProblems(mapping, null)).toEqual([]);
    const { startTime: _start, year: _year, ...partial } = mapping;
    expect(mappingProblems({ ...partial, colour: '', horsepower: 'HP' }, null).map((p) => p.message)).toEqual([
      'Column mapping of colour must be a column name of 1 to 100 characters.',
      expect.stringMatching(/^Column mapping names an unknown field: horsepower\. Known fields: auctionHouse, /),
      "Column mapping must name the feed's column for year.",
      "Map the feed's start time column (startTime) or give the source a default start time.",
    ]);
    expect(mappingProblems({ ...partial, year: 'Year' }, '09:00')).toEqual([]);
    expect(mappingProblems('House', null)[0]!.code).toBe('AUCTION_FEED_MAPPING_NOT_OBJECT');
    expect(missingColumns(mapping, ['House', 'Date', 'Lot', 'Start', 'Make', 'Model', 'Year', 'Km', 'Grade', 'Price', 'Result'])).toEqual([
      'Sheet',
      'Notes',
    ]);
  });
});
