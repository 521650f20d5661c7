import type { QueryRunner } from 'typeorm';
import { AuctionImport, type ImportStatus } from './auction-import.entity.js';
import type { FeedField, FeedMapping } from './feed-fields.js';
import type { FeedLotRow, RejectedRow } from './feed-row-rules.js';

/*
 * Every query of an auction feed import's run (AuctionImportRunner), on the run's own connection: its claim (a session
 * advisory lock), the batch upsert of the lots and the import row's counts, checkpoint and status.
 */

/** The lot columns, in the order of the upsert's arrays, with their SQL array types. */
const COLUMNS: [column: string, type: string, value: (row: FeedLotRow) => unknown][] = [
  ['auction_house', 'varchar', (r) => r.auctionHouse],
  ['auction_date', 'date', (r) => r.auctionDate],
  ['lot_number', 'varchar', (r) => r.lotNumber],
  ['starts_at', 'timestamptz', (r) => r.startsAt.toISOString()],
  ['make', 'varchar', (r) => r.make],
  ['make_slug', 'varchar', (r) => r.makeSlug],
  ['model', 'varchar', (r) => r.model],
  ['chassis_code', 'varchar', (r) => r.chassisCode],
  ['chassis_number', 'varchar', (r) => r.chassisNumber],
  ['year', 'smallint', (r) => r.year],
  ['mileage_km', 'integer', (r) => r.mileageKm],
  ['grade', 'varchar', (r) => r.grade],
  ['colour', 'varchar', (r) => r.colour],
  ['transmission', 'varchar', (r) => r.transmission],
  ['engine_cc', 'integer', (r) => r.engineCc],
  ['equipment', 'varchar', (r) => r.equipment],
  ['sheet_image_url', 'varchar', (r) => r.sheetImageUrl],
  ['sheet', 'jsonb', (r) => (r.sheet ? JSON.stringify(r.sheet) : null)],
  ['start_price_jpy', 'bigint', (r) => r.startPriceJpy],
  ['result', 'varchar', (r) => r.result],
  ['result_price_jpy', 'bigint', (r) => r.resultPriceJpy],
];

/** Which lot columns a mapped field writes: a re-import leaves alone what its feed does not carry (a recorded result). */
const FIELD_COLUMNS: Partial<Record<FeedField, string[]>> = {
  make: ['make', 'make_slug'],
  model: ['model'],
  chassisCode: ['chassis_code'],
  chassisNumber: ['chassis_number'],
  year: ['year'],
  mileageKm: ['mileage_km'],
  grade: ['grade'],
  colour: ['colour'],
  transmission: ['transmission'],
  engineCc: ['engine_cc'],
  equipment: ['equipment'],
  sheetImageUrl: ['sheet_image_url'],
  sheetOverallGrade: ['sheet'],
  sheetInteriorGrade: ['sheet'],
  sheetExteriorGrade: ['sheet'],
  sheetNotes: ['sheet'],
  sheetDamages: ['sheet'],
  startPriceJpy: ['start_price_jpy'],
  result: ['result'],
  resultPriceJpy: ['result_price_jpy'],
};

/** A lot customers bid on (bid requests not withdrawn): its result is staff's to record, never a feed's (lot-machine.ts). */
const LOT_HAS_BIDS = `EXISTS (SELECT 1 FROM auction_bid_requests b WHERE b.lot_id = auction_lots.id AND b.status <> 'withdrawn')`;

/**
 * What a re-import writes into a column of an existing lot: the feed's value, except where the lot machine says no —
 * the result (and its price) of a lot customers bid on stays staff's, and a lot whose result staff recorded keeps the
 * time it came up (else a result would stand on a lot that has not come up yet).
 */
function updatedValue(column: string): string {
  if (column === 'result' || column === 'result_price_jpy')
    return `CASE WHEN ${LOT_HAS_BIDS} THEN auction_lots.${column} ELSE EXCLUDED.${column} END`;
  if (column === 'starts_at')
    return `CASE WHEN auction_lots.result_recorded_at IS NOT NULL THEN auction_lots.starts_at ELSE EXCLUDED.starts_at END`;
  return `EXCLUDED.${column}`;
}

/**
 * The upsert of one batch for a mapping: one statement, `INSERT … SELECT FROM unnest(…) ON CONFLICT (house, day, lot)
 * DO UPDATE … WHERE something changed`, answering one row per lot inserted (`inserted` true) or changed. A lot whose
 * values are all the same is not written at all (its import_id and updated_at stay): a re-import changes nothing.
 */
export function upsertSql(mapping: FeedMapping): string {
  const updated = ['starts_at', ...new Set(Object.keys(mapping).flatMap((field) => FIELD_COLUMNS[field as FeedField] ?? []))];
  const names = COLUMNS.map(([column]) => column);
  const arrays = COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`);
  return (
    `INSERT INTO auction_lots (${names.join(', ')}, import_id) ` +
    `SELECT u.*, $${COLUMNS.length + 1}::bigint FROM unnest(${arrays.join(', ')}) AS u ` +
    `ON CONFLICT (auction_house, auction_date, lot_number) DO UPDATE SET ` +
    `${updated.map((c) => `${c} = ${updatedValue(c)}`).join(', ')}, import_id = EXCLUDED.import_id, updated_at = now() ` +
    `WHERE (${updated.map((c) => `auction_lots.${c}`).join(', ')}) IS DISTINCT FROM (${updated.map(updatedValue).join(', ')}) ` +
    `RETURNING (xmax = 0) AS inserted`
  );
}

/** Claims the import for this connection (a session advisory lock); false when another run holds it. */
export async function claimImport(runner: QueryRunner, lockKey: string): Promise<boolean> {
  return ((await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [lockKey])) as { ok: boolean }[])[0]!.ok;
}

export async function releaseImport(runner: QueryRunner, lockKey: string): Promise<void> {
  await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
}

/** The import with its source, by public id. */
export function importWithSource(runner: QueryRunner, publicId: string): Promise<AuctionImport | null> {
  return runner.manager.findOne(AuctionImport, { where: { publicId }, relations: { source: true } });
}

export function importById(runner: QueryRunner, id: string): Promise<AuctionImport | null> {
  return runner.manager.findOneBy(AuctionImport, { id });
}

/** Upserts one batch's lots (one per lot: lastPerLot) with `sql` (upsertSql); answers how many were inserted and updated. */
export async function upsertLots(
  runner: QueryRunner,
  sql: string,
  lots: FeedLotRow[],
  importId: string,
): Promise<{ inserted: number; updated: number }> {
  const params: unknown[] = COLUMNS.map(([, , value]) => lots.map(value));
  params.push(importId);
  const written = (await runner.query(sql, params)) as { inserted: boolean }[];
  const inserted = written.filter((w) => w.inserted).length;
  return { inserted, updated: written.length - inserted };
}

/** Adds a batch's counts and rejected rows to the import and moves its checkpoint. */
export async function addBatch(
  runner: QueryRunner,
  importId: string,
  counts: { read: number; inserted: number; updated: number; unchanged: number; rejected: number },
  checkpoint: number,
  bytesDone: number,
  sample: RejectedRow[],
): Promise<void> {
  const { read, inserted, updated, unchanged, rejected } = counts;
  await runner.query(
    `UPDATE auction_imports SET rows_read = rows_read + $2, rows_inserted = rows_inserted + $3, rows_updated = rows_updated + $4,
       rows_unchanged = rows_unchanged + $5, rows_rejected = rows_rejected + $6, checkpoint = $7, bytes_done = $8,
       rejected_sample = rejected_sample || $9::jsonb
     WHERE id = $1`,
    [importId, read, inserted, updated, unchanged, rejected, checkpoint, bytesDone, JSON.stringify(sample)],
  );
}

/** Records the file a URL's feed was fetched into. */
export async function setImportFile(runner: QueryRunner, importId: string, key: string, bytes: number): Promise<void> {
  await runner.query('UPDATE auction_imports SET file_key = $2, file_bytes = $3 WHERE id = $1', [importId, key, bytes]);
}

/** Moves the import's status from `from` to `to` with `sets` ($4 onwards: `values`), only if it is still in `from`. */
export async function moveImport(
  runner: QueryRunner,
  importId: string,
  from: ImportStatus,
  to: ImportStatus,
  sets: string,
  values: unknown[],
): Promise<void> {
  await runner.query(`UPDATE auction_imports SET status = $3, ${sets} WHERE id = $1 AND status = $2`, [importId, from, to, ...values]);
}
