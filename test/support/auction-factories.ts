import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AuctionLot } from '../../src/modules/auctions/lots/auction-lot.entity.js';

/**
 * The one home of the auctions' test factories (issue 13): rows inserted straight into the database, so a spec can
 * stand on any state (a lot whose auction passed, a sold lot with its hammer price) without an import feed.
 * Each helper of the auctions feature keeps its own block below.
 */

// ── Lots: search, lot pages, calendar, chassis history ─────────────────────────────────────────────────────────────

const HOUR_MS = 3_600_000;
const JAPAN_OFFSET_MS = 9 * HOUR_MS;

let lotCounter = 0;
/** A lot number no other call in this process returns. */
export const uniqueLotNumber = (): string => `${(lotCounter += 1)}${randomBytes(2).readUInt16BE(0)}`.slice(0, 20);

/** The day in Japan of an instant (YYYY-MM-DD): a lot's auction day is where its start falls there. */
export const japanDay = (at: Date): string => new Date(at.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);

/** A plausible lot; `startsAt` defaults to two days ahead and `auctionDate` to its day in Japan. */
export async function createAuctionLot(t: { dataSource: DataSource }, overrides: Partial<AuctionLot> = {}): Promise<AuctionLot> {
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 48 * HOUR_MS);
  const repo = t.dataSource.getRepository(AuctionLot);
  return repo.save(
    repo.create({
      auctionHouse: 'USS Tokyo',
      auctionDate: japanDay(startsAt),
      lotNumber: uniqueLotNumber(),
      startsAt,
      make: 'Toyota',
      makeSlug: 'toyota',
      model: 'Prius',
      chassisCode: 'ZVW30',
      chassisNumber: null,
      year: 2015,
      mileageKm: 84_000,
      grade: '4.5',
      colour: 'Pearl White',
      transmission: 'AT',
      engineCc: 1800,
      equipment: 'AC PS PW AW NAVI',
      sheetImageUrl: null,
      sheet: {
        overallGrade: '4.5',
        interiorGrade: 'B',
        exteriorGrade: 'A',
        notes: 'Small scratch on rear bumper',
        damages: 'A1 rear bumper',
      },
      startPriceJpy: '450000',
      result: 'pending',
      resultPriceJpy: null,
      importId: null,
      ...overrides,
    }),
  );
}

export interface SeedLotsOptions {
  /** How many lots (default 200,000). */
  count?: number;
  /** The first auction's start (default: one hour from now); lots spread over `days` days after it. */
  from?: Date;
  days?: number;
  /** Share of lots that already came up (spread over as many days before `from`), for search plans on a real mix. */
  pastShare?: number;
}

const SEED_MAKES = ['toyota', 'nissan', 'honda', 'mazda', 'subaru', 'suzuki', 'mitsubishi', 'daihatsu', 'lexus', 'isuzu'];
const SEED_HOUSES = ['USS Tokyo', 'USS Nagoya', 'USS Yokohama', 'TAA Kinki', 'JU Gifu', 'HAA Kobe', 'CAA Chubu', 'Arai Oyama'];

/**
 * Many lots in one INSERT … SELECT over generate_series (about 200,000 in a few seconds), then ANALYZE: for plan checks
 * and benchmarks of the public search. Lot numbers are unique per house and day by construction.
 */
export async function seedAuctionLots(dataSource: DataSource, options: SeedLotsOptions = {}): Promise<number> {
  const count = options.count ?? 200_000;
  const from = options.from ?? new Date(Date.now() + HOUR_MS);
  const days = options.days ?? 7;
  const pastShare = options.pastShare ?? 0;
  const makes = `ARRAY[${SEED_MAKES.map((m) => `'${m}'`).join(',')}]`;
  const houses = `ARRAY[${SEED_HOUSES.map((h) => `'${h}'`).join(',')}]`;
  await dataSource.query(
    `INSERT INTO auction_lots (auction_house, auction_date, lot_number, starts_at, make, make_slug, model, chassis_code,
                               chassis_number, year, mileage_km, grade, start_price_jpy)
     SELECT h.house, ((s.at AT TIME ZONE 'Asia/Tokyo')::date), 'S' || g, s.at, initcap(m.slug), m.slug, 'Model ' || (g % 40),
            'CODE' || (g % 300), 'SEED-' || g, 1995 + (g % 30), CASE WHEN g % 50 = 0 THEN NULL ELSE (g::bigint * 7919) % 250000 END,
            (ARRAY['3','3.5','4','4.5','5','R'])[1 + g % 6], (10000 + (g::bigint * 104729) % 3000000)
       FROM generate_series(1, $1::int) g
      CROSS JOIN LATERAL (SELECT (${makes})[1 + g % ${SEED_MAKES.length}] AS slug) m
      CROSS JOIN LATERAL (SELECT (${houses})[1 + (g / 7) % ${SEED_HOUSES.length}] AS house) h
      CROSS JOIN LATERAL (
        SELECT CASE WHEN (g % 1000) < $4::float * 1000
                    THEN $2::timestamptz - make_interval(secs => (g % ($3::int * 86400)) + 60)
                    ELSE $2::timestamptz + make_interval(secs => (g % ($3::int * 86400)))
               END AS at) s`,
    [count, from.toISOString(), days, pastShare],
  );
  await dataSource.query('ANALYZE auction_lots');
  return count;
}
