import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { AuctionLot } from '../../src/modules/auctions/lots/auction-lot.entity.js';
import { api } from './api.js';
import type { SignedIn } from './factories.js';
import type { TestApp } from './test-app.js';
import type { DataSource } from 'typeorm';
import { EXAMPLE_FEED_MAPPING } from '../../src/modules/auctions/feeds/feeds.requests.js';

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

// ── Bidding: deposits, bid requests, results ─────────────────────────────────────────────────────────────────────────

/** `count` lots (createAuctionLot's defaults and `overrides`). */
export async function createAuctionLots(
  t: { dataSource: DataSource },
  count: number,
  overrides: Partial<AuctionLot> = {},
): Promise<AuctionLot[]> {
  const lots: AuctionLot[] = [];
  for (let i = 0; i < count; i += 1) lots.push(await createAuctionLot(t, overrides));
  return lots;
}

/** The account row and the sums of its ledger, straight from the database: they must agree. */
export async function auctionAccountAndLedger(
  t: TestApp,
  userId: string,
): Promise<{ account: { deposit: string; held: string; owed: string }; ledger: { deposit: string; held: string; owed: string } }> {
  const [account] = await t.dataSource.query<{ deposit: string; held: string; owed: string }[]>(
    'SELECT deposit_jpy::text AS deposit, held_jpy::text AS held, owed_jpy::text AS owed FROM auction_accounts WHERE user_id = $1',
    [userId],
  );
  const [ledger] = await t.dataSource.query<{ deposit: string; held: string; owed: string }[]>(
    `SELECT COALESCE(SUM(CASE kind WHEN 'deposit' THEN amount_jpy WHEN 'refund' THEN -amount_jpy ELSE 0 END), 0)::text AS deposit,
            COALESCE(SUM(CASE kind WHEN 'hold' THEN amount_jpy WHEN 'release' THEN -amount_jpy ELSE 0 END), 0)::text AS held,
            COALESCE(SUM(CASE kind WHEN 'won' THEN amount_jpy WHEN 'settled' THEN -amount_jpy WHEN 'won_undone' THEN -amount_jpy WHEN 'unsettled' THEN amount_jpy ELSE 0 END), 0)::text AS owed
       FROM auction_ledger_entries WHERE user_id = $1`,
    [userId],
  );
  return { account: account ?? { deposit: '0', held: '0', owed: '0' }, ledger: ledger! };
}

/**
 * The lot comes up, as time passing would: its auction time moves to a minute ago (by the database's clock, which the
 * app's system clock agrees with), so bid requests on it are closed and staff may record its result.
 */
export async function lotCameUp(t: { dataSource: DataSource }, lot: Pick<AuctionLot, 'id'>): Promise<void> {
  await t.dataSource.query(`UPDATE auction_lots SET starts_at = now() - interval '1 minute' WHERE id = $1`, [lot.id]);
}

/** Staff record a lot's result (one for all its bid requests). */
export const recordLotResult = (t: TestApp, staff: SignedIn, lot: Pick<AuctionLot, 'publicId'>, body: Record<string, unknown>) =>
  api(t, staff).post(`/api/admin/auctions/lots/${lot.publicId}/result`, body);

/** Staff undo a lot's recorded result, with a reason. */
export const undoLotResult = (t: TestApp, staff: SignedIn, lot: Pick<AuctionLot, 'publicId'>, reason: unknown = 'Recorded in error') =>
  api(t, staff).post(`/api/admin/auctions/lots/${lot.publicId}/result/undo`, { reason });

/** A lot customers have bid on comes up, and staff record `won` for one bid at a hammer price (fees 0 unless given). */
export async function wonAtAuction(
  t: TestApp,
  staff: SignedIn,
  lot: Pick<AuctionLot, 'id' | 'publicId'>,
  bidId: string,
  hammerPriceJpy: string,
  feesJpy?: string,
): Promise<void> {
  await lotCameUp(t, lot);
  const res = await recordLotResult(t, staff, lot, { result: 'won', bidId, hammerPriceJpy, ...(feesJpy ? { feesJpy } : {}) });
  expect(res.status).toBe(200);
}

// ── Feeds: feed sources, files, imports ──────────────────────────────────────────────────────────────────────────────

/** The column mapping of the test feeds: our field → the feed's column. */
export const FEED_MAPPING = {
  ...EXAMPLE_FEED_MAPPING,
  chassisCode: 'Chassis',
  colour: 'Colour',
  equipment: 'Equipment',
  sheetImageUrl: 'Sheet',
  sheetNotes: 'Notes',
} as const;

export type FeedRecord = Record<string, string | number | null>;

let lotSeq = 1000;

/** One good feed row; `overrides` replace its cells (null leaves a cell empty). */
export function feedRow(overrides: FeedRecord = {}): FeedRecord {
  lotSeq += 1;
  return {
    Auction: 'USS Tokyo',
    Date: '2026-12-05',
    'Lot No': String(lotSeq),
    Start: '09:30',
    Make: 'Toyota',
    Model: 'Prius',
    Chassis: 'ZVW30',
    Year: '2015',
    Mileage: '45,000',
    Grade: '4.5',
    Colour: 'Pearl White',
    Equipment: 'AC PS PW NAVI',
    Sheet: `https://sheets.example/${lotSeq}.jpg`,
    Notes: 'Small scratch on the rear bumper',
    'Start price': '850,000',
    ...overrides,
  };
}

const cell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV feed of `rows` with the header of the first row. */
export function feedCsv(rows: FeedRecord[], delimiter = ','): string {
  const header = Object.keys(rows[0] ?? feedRow());
  return [header.map(cell).join(delimiter), ...rows.map((r) => header.map((h) => cell(r[h])).join(delimiter))].join('\n') + '\n';
}

export interface FeedSourceBody {
  id: string;
  name: string;
  format: string;
  mapping: Record<string, string>;
}

/** A feed source made through the staff API. */
export async function createFeedSource(t: TestApp, admin: SignedIn, overrides: Record<string, unknown> = {}): Promise<FeedSourceBody> {
  lotSeq += 1;
  const res = await api(t, admin).post('/api/admin/auctions/feed-sources', {
    name: `Feed ${lotSeq} ${Math.random().toString(36).slice(2, 8)}`,
    format: 'csv',
    mapping: FEED_MAPPING,
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body as FeedSourceBody;
}

export interface ImportBody {
  id: string;
  status: string;
  progressPercent: number;
  rowsRead: number;
  rowsInserted: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  rowsRejected: number;
  checkpoint: number;
  errorCode: string | null;
  error: string | null;
  rejectedSample: { row: number; reasons: { field: string | null; code: string; message: string }[] }[];
}

/** Uploads a feed file to a source; answers the response (202 with the queued import when accepted). */
export function uploadFeed(t: TestApp, who: SignedIn, sourceId: string, body: string | Buffer, filename = 'feed.csv') {
  return api(t, who)
    .post(`/api/admin/auctions/feed-sources/${sourceId}/upload`)
    .attach('file', Buffer.isBuffer(body) ? body : Buffer.from(body), { filename, contentType: 'text/plain' });
}

/** Polls an import until its job has finished (done or failed). */
export async function finishedImport(t: TestApp, who: SignedIn, importId: string, timeoutMs = 20_000): Promise<ImportBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api(t, who).get(`/api/admin/auctions/imports/${importId}`);
    expect(res.status).toBe(200);
    const body = res.body as ImportBody;
    if (body.status === 'done' || body.status === 'failed') return body;
    if (Date.now() > deadline) throw new Error(`Import ${importId} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads a feed and waits for its import to finish. */
export async function importFeed(
  t: TestApp,
  who: SignedIn,
  sourceId: string,
  body: string | Buffer,
  filename?: string,
): Promise<ImportBody> {
  const res = await uploadFeed(t, who, sourceId, body, filename);
  expect(res.status).toBe(202);
  return finishedImport(t, who, (res.body as ImportBody).id);
}

/** The lots of one auction house, by lot number, straight from the database. */
export async function lotsOf(t: TestApp, auctionHouse: string): Promise<Record<string, unknown>[]> {
  return t.dataSource.query(
    `SELECT auction_house, auction_date::text AS auction_date, lot_number, starts_at, make, make_slug, model, chassis_code, year,
            mileage_km, grade, colour, sheet, start_price_jpy::text AS start_price_jpy, result, import_id::text AS import_id, updated_at
       FROM auction_lots WHERE auction_house = $1 ORDER BY lot_number`,
    [auctionHouse],
  ) as Promise<Record<string, unknown>[]>;
}
