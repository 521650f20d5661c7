import { expect } from '@jest/globals';
import { AuctionLot } from '../../src/modules/auctions/lots/auction-lot.entity.js';
import { api } from './api.js';
import type { SignedIn } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * The one home of auction test factories (issue 13). Each helper's functions stay in their own block below.
 */

/* ================================================================ bidding (deposits, bid requests, results) */

let lotCounter = 0;

/**
 * Inserts an auction lot straight into the database (the feeds' import is not what the bidding specs test).
 * `startsAt` defaults to a week from now; `auctionDate` to its day in Japan. Lot numbers are unique per spec file.
 */
export async function createAuctionLot(t: TestApp, overrides: Partial<AuctionLot> = {}): Promise<AuctionLot> {
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 7 * 86_400_000);
  const japanDay = new Date(startsAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  lotCounter += 1;
  const repo = t.dataSource.getRepository(AuctionLot);
  return repo.save(
    repo.create({
      auctionHouse: 'USS Tokyo',
      auctionDate: japanDay,
      lotNumber: String(10_000 + lotCounter),
      startsAt,
      make: 'Toyota',
      makeSlug: 'toyota',
      model: 'Prius',
      chassisCode: 'ZVW50',
      year: 2018,
      mileageKm: 48000,
      grade: '4.5',
      startPriceJpy: '800000',
      ...overrides,
    }),
  );
}

/** `count` lots, all starting at `startsAt` (default a week from now). */
export async function createAuctionLots(t: TestApp, count: number, overrides: Partial<AuctionLot> = {}): Promise<AuctionLot[]> {
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
            COALESCE(SUM(CASE kind WHEN 'won' THEN amount_jpy WHEN 'settled' THEN -amount_jpy ELSE 0 END), 0)::text AS owed
       FROM auction_ledger_entries WHERE user_id = $1`,
    [userId],
  );
  return { account: account ?? { deposit: '0', held: '0', owed: '0' }, ledger: ledger! };
}

/* ================================================================ feeds (feed sources, files, imports) */

/** The column mapping of the test feeds: our field → the feed's column. */
export const FEED_MAPPING = {
  auctionHouse: 'Auction',
  auctionDate: 'Date',
  lotNumber: 'Lot No',
  startTime: 'Start',
  make: 'Make',
  model: 'Model',
  chassisCode: 'Chassis',
  year: 'Year',
  mileageKm: 'Mileage',
  grade: 'Grade',
  colour: 'Colour',
  equipment: 'Equipment',
  sheetImageUrl: 'Sheet',
  sheetNotes: 'Notes',
  startPriceJpy: 'Start price',
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
