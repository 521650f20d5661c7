import { describe, expect, it } from '@jest/globals';
import { ledgerTotals } from '../../modules/auctions/bidding/ledger-rules.js';
import { FEED_FIELDS, type FeedField } from '../../modules/auctions/feeds/feed-fields.js';
import { type FeedLotRow, lotKey, mapFeedRecord, mappingProblems, maxModelYear } from '../../modules/auctions/feeds/feed-row-rules.js';
import { CATALOGUE } from './catalogue-data.js';
import {
  DEMO_AUCTION_DAYS_AHEAD,
  DEMO_AUCTION_DAYS_BACK,
  DEMO_AUCTION_HOUSES,
  DEMO_FEED_SOURCE,
  demoAuctionLedger,
  demoAuctionLots,
} from './demo-auctions.js';
import { tokyoDay } from '../../common/time/tokyo-day.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The default AUCTION_BID_CUTOFF_MINUTES. */
const CUTOFF = HOUR;

/** Seeding moments around Japan's day: early morning, mid-auction, after the auctions, Saturday night, New Year. */
const MOMENTS = ['2026-06-14T20:00:00Z', '2026-06-15T03:10:00Z', '2026-06-15T09:00:00Z', '2026-06-13T14:30:00Z', '2026-12-31T15:00:00Z'];

/** A lot as a row of the demo feed would carry it: our field → its text. */
function feedTextOf(lot: FeedLotRow): Record<FeedField, string | null> {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
  return {
    auctionHouse: lot.auctionHouse,
    auctionDate: lot.auctionDate,
    lotNumber: lot.lotNumber,
    startTime: new Date(lot.startsAt.getTime() + 9 * HOUR).toISOString().slice(11, 16),
    make: lot.make,
    model: lot.model,
    chassisCode: lot.chassisCode,
    chassisNumber: lot.chassisNumber,
    year: text(lot.year),
    mileageKm: text(lot.mileageKm),
    grade: lot.grade,
    colour: lot.colour,
    transmission: lot.transmission,
    engineCc: text(lot.engineCc),
    equipment: lot.equipment,
    sheetImageUrl: lot.sheetImageUrl,
    sheetOverallGrade: text(lot.sheet?.overallGrade),
    sheetInteriorGrade: text(lot.sheet?.interiorGrade),
    sheetExteriorGrade: text(lot.sheet?.exteriorGrade),
    sheetNotes: text(lot.sheet?.notes),
    sheetDamages: text(lot.sheet?.damages),
    startPriceJpy: lot.startPriceJpy,
    result: lot.result,
    resultPriceJpy: lot.resultPriceJpy,
  };
}

describe.each(MOMENTS)('demo auction lots seeded at %s', (iso) => {
  const now = new Date(iso);
  const lots = demoAuctionLots(now);
  const upcoming = lots.filter((l) => l.startsAt > now);
  const past = lots.filter((l) => l.startsAt <= now);
  const startsIn = (l: FeedLotRow) => l.startsAt.getTime() - now.getTime();

  it('offers about 400 to 600 upcoming lots over the next ten days, some closing within a day, most open for bids for days', () => {
    expect(upcoming.length).toBeGreaterThanOrEqual(400);
    expect(upcoming.length).toBeLessThanOrEqual(600);
    expect(upcoming.filter((l) => startsIn(l) > 2 * HOUR && startsIn(l) <= DAY).length).toBeGreaterThanOrEqual(10);
    expect(upcoming.filter((l) => startsIn(l) > CUTOFF + DAY).length).toBeGreaterThan(upcoming.length / 2);
    expect(Math.max(...upcoming.map(startsIn))).toBeLessThan((DEMO_AUCTION_DAYS_AHEAD + 1) * DAY);
    expect(upcoming.every((l) => l.result === 'pending' && l.resultPriceJpy === null)).toBe(true);
  });

  it('runs the auctions of every demo house on its days, in Japan time, each lot once', () => {
    expect(new Set(upcoming.map((l) => l.auctionHouse))).toEqual(new Set(DEMO_AUCTION_HOUSES.map((h) => h.name)));
    for (const lot of lots) {
      expect([lot.lotNumber, lot.auctionDate]).toEqual([lot.lotNumber, tokyoDay(lot.startsAt)]);
      const japanHour = (lot.startsAt.getUTCHours() + 9) % 24;
      expect(japanHour >= 9 && japanHour < 18).toBe(true);
    }
    expect(new Set(lots.map(lotKey)).size).toBe(lots.length);
    // The rota's rest day: one day of each week without auctions.
    const days = new Set(upcoming.map((l) => l.auctionDate));
    expect(days.size).toBeGreaterThanOrEqual(DEMO_AUCTION_DAYS_AHEAD - 1);
    expect(days.size).toBeLessThanOrEqual(DEMO_AUCTION_DAYS_AHEAD);
  });

  it('keeps a few dozen lots of the last two weeks with their results, for the chassis check', () => {
    expect(past.length).toBeGreaterThanOrEqual(20);
    expect(past.length).toBeLessThanOrEqual(80);
    for (const lot of past) {
      expect(-startsIn(lot)).toBeLessThanOrEqual((DEMO_AUCTION_DAYS_BACK + 1) * DAY);
      if (lot.result === 'sold') expect(BigInt(lot.resultPriceJpy!)).toBeGreaterThan(BigInt(lot.startPriceJpy!));
      else expect([lot.result, lot.resultPriceJpy]).toEqual([expect.stringMatching(/^(unsold|withdrawn)$/), null]);
    }
    expect(past.filter((l) => l.result === 'sold').length).toBeGreaterThan(past.length / 2);
    expect(past.filter((l) => l.result === 'unsold').length).toBeGreaterThanOrEqual(5);
    // Cars that found no buyer come up again under the same chassis number, driven a little further.
    const offeredAgain = past.filter((p) => p.result === 'unsold' && upcoming.some((u) => u.chassisNumber === p.chassisNumber));
    expect(offeredAgain.length).toBeGreaterThanOrEqual(3);
    for (const first of offeredAgain) {
      const again = upcoming.find((u) => u.chassisNumber === first.chassisNumber)!;
      expect([again.model, again.year, again.grade]).toEqual([first.model, first.year, first.grade]);
      expect(again.mileageKm!).toBeGreaterThan(first.mileageKm!);
    }
  });

  it('passes the feed rules through the demo feed source’s mapping, row for row', () => {
    const ctx = { mapping: DEMO_FEED_SOURCE.mapping, defaultStartTime: DEMO_FEED_SOURCE.defaultStartTime, maxYear: maxModelYear(now) };
    for (const lot of lots) {
      const text = feedTextOf(lot);
      const record: Record<string, string> = {};
      for (const field of FEED_FIELDS) {
        const column = DEMO_FEED_SOURCE.mapping[field];
        if (column !== undefined) record[column] = text[field] ?? '';
      }
      expect(mapFeedRecord(record, ctx)).toEqual({ ok: true, row: lot });
    }
  });
});

describe('demo auction lots', () => {
  const now = new Date(MOMENTS[1]!);
  const lots = demoAuctionLots(now);

  it('are the same for the same moment', () => {
    expect(demoAuctionLots(new Date(now))).toEqual(lots);
  });

  it('are real makes, models and chassis codes of the catalogue, in plausible condition and whole-thousand yen', () => {
    const models = new Set(CATALOGUE.flatMap((m) => m.models.map((model) => `${m.slug}/${model.name}`)));
    for (const lot of lots) expect(models.has(`${lot.makeSlug}/${lot.model}`)).toBe(true);
    expect(new Set(lots.map((l) => l.makeSlug)).size).toBeGreaterThanOrEqual(8);
    for (const lot of lots) {
      expect(lot.chassisNumber!.startsWith(`${lot.chassisCode}-`)).toBe(true);
      expect(lot.year).toBeLessThanOrEqual(now.getUTCFullYear());
      expect(lot.mileageKm).toBeGreaterThanOrEqual(0);
      expect(Number(lot.startPriceJpy) % 1000).toBe(0);
      expect(Number(lot.startPriceJpy)).toBeGreaterThanOrEqual(10_000);
      expect(Number(lot.startPriceJpy)).toBeLessThan(20_000_000);
    }
    expect(lots.filter((l) => l.sheet?.damages).length).toBeGreaterThan(lots.length / 2);
    expect(lots.filter((l) => l.equipment?.includes('NAVI')).length).toBeGreaterThan(lots.length / 4);
  });
});

describe('demo feed source and auction account', () => {
  it('maps a feed the way staff would have to', () => {
    expect(mappingProblems(DEMO_FEED_SOURCE.mapping, DEMO_FEED_SOURCE.defaultStartTime)).toEqual([]);
    expect(DEMO_FEED_SOURCE).toMatchObject({ name: 'USS weekly CSV', format: 'csv', url: null, active: true });
  });

  it('gives the demo bidder one deposit of 300,000 yen, credited before the seeding day', () => {
    const now = new Date(MOMENTS[0]!);
    const entries = demoAuctionLedger(now);
    expect(ledgerTotals(entries)).toEqual({ deposit: 300_000n, held: 0n, owed: 0n });
    for (const entry of entries) {
      expect(entry.valueDate < tokyoDay(now)).toBe(true);
      expect(entry.bankReference.length).toBeLessThanOrEqual(64);
    }
  });
});
