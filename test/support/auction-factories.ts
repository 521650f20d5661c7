import { expect } from '@jest/globals';
import { api } from './api.js';
import type { SignedIn } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * Auction feeds and lots for the e2e specs (issue 13): feed sources made through the staff API, feed files written as
 * CSV or JSON, and a wait for an import's job to finish.
 */

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
