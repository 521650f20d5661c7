import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource, type QueryRunner } from 'typeorm';
import { formatMessage } from '../../../common/errors/messages.js';
import { OutboundHttp } from '../../../common/outbound/outbound.service.js';
import { Clock } from '../../../common/time/clock.js';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AuctionImportRun } from '../../../jobs/job-definitions.js';
import { OnJob } from '../../../jobs/on-job.decorator.js';
import { JobName } from '../../../jobs/queues.js';
import type { AuctionFeedSource } from './auction-feed-source.entity.js';
import { AuctionImport, type ImportStatus } from './auction-import.entity.js';
import { IMPORT_MACHINE } from './import-machine.js';
import { FeedProblem, feedFileKey, feedFilePath, fetchFeed, fileSize, openFeed } from './feed-files.js';
import type { FeedField, FeedMapping } from './feed-fields.js';
import { type FeedLotRow, lastPerLot, mapFeedRecord, maxModelYear, type RejectedRow } from './feed-row-rules.js';

/** Records per batch: one upsert statement and one commit each. */
export const IMPORT_BATCH_ROWS = 2000;
/** Rejected rows an import's report keeps (the counts cover every one). */
export const REJECTED_SAMPLE_SIZE = 500;

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

/** What one batch did. */
interface BatchCounts {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

/** How a run ended (for the bench and the logs). */
export interface ImportRunResult {
  status: 'done' | 'failed' | 'skipped';
  rowsRead: number;
}

/**
 * Runs an auction feed import (the `auction-import` job): claims it (a session advisory lock, so two workers never
 * run one import), fetches its source's URL first when it came from one, then streams the file and upserts it in
 * batches of IMPORT_BATCH_ROWS. Each batch, its counts, its rejected rows (the first REJECTED_SAMPLE_SIZE) and the
 * checkpoint commit in one transaction; a run that starts again (a retry, a restarted worker) skips the checkpoint's
 * records, so nothing is counted or written twice. A bad row is counted and reported, never the end of the import;
 * a file that is not a feed fails it with its reason. Other errors (the database gone) are left to the job's retries.
 */
@Injectable()
export class AuctionImportRunner {
  private readonly logger = new Logger(AuctionImportRunner.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbound: OutboundHttp,
  ) {}

  @OnJob(JobName.AuctionImport)
  async handle(payload: AuctionImportRun, job: Job<AuctionImportRun>): Promise<void> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await this.run(payload.importId, { lastAttempt });
  }

  async run(importId: string, options: { lastAttempt?: boolean } = {}): Promise<ImportRunResult> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const lockKey = `auction-import:${importId}`;
    let locked = false;
    try {
      locked = ((await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [lockKey])) as { ok: boolean }[])[0]!.ok;
      if (!locked) return { status: 'skipped', rowsRead: 0 };
      const found = await runner.manager.findOne(AuctionImport, { where: { publicId: importId }, relations: { source: true } });
      if (!found || found.status === 'done' || found.status === 'failed') return { status: 'skipped', rowsRead: found?.rowsRead ?? 0 };
      try {
        return await this.import(runner, found);
      } catch (error) {
        if (error instanceof FeedProblem) return this.fail(runner, found, error.code, error.message);
        if (options.lastAttempt) {
          const problem = formatMessage('AUCTION_IMPORT_INTERRUPTED', { problem: (error as Error).message.slice(0, 300) });
          await this.fail(runner, found, 'AUCTION_IMPORT_INTERRUPTED', problem);
        }
        throw error;
      }
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => {});
      if (locked) await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => {});
      await runner.release();
    }
  }

  private async import(runner: QueryRunner, imp: AuctionImport): Promise<ImportRunResult> {
    const source = imp.source!;
    // A run that starts again (a retry, a restarted worker) finds it running already and resumes: no move.
    if (imp.status !== 'running') await this.move(runner, imp, 'running', 'started_at = COALESCE(started_at, $4)', [this.clock.now()]);
    const file = await this.fileOf(runner, imp, source);
    const reader = await openFeed(file, { format: source.format, mapping: source.mapping, delimiter: source.delimiter });
    const sql = upsertSql(source.mapping);
    const context = { mapping: source.mapping, defaultStartTime: source.defaultStartTime, maxYear: maxModelYear(this.clock.now()) };
    let position = 0;
    let rowsRead = imp.rowsRead;
    let sampled = imp.rejectedSample.length;
    let rows: FeedLotRow[] = [];
    let rejected: RejectedRow[] = [];
    let rejectedCount = 0;
    let inBatch = 0;

    const commit = async () => {
      const sample = rejected.slice(0, Math.max(0, REJECTED_SAMPLE_SIZE - sampled));
      const counts = await this.commitBatch(runner, imp, sql, rows, rejectedCount, inBatch, position, reader.position(), sample);
      rowsRead += counts.read;
      sampled += sample.length;
      rows = [];
      rejected = [];
      rejectedCount = 0;
      inBatch = 0;
    };

    try {
      for await (const item of reader.items) {
        position += 1;
        if (position <= imp.checkpoint) continue;
        inBatch += 1;
        const outcome =
          'unreadable' in item
            ? ({
                ok: false,
                reasons: [
                  {
                    field: null,
                    code: 'AUCTION_ROW_UNREADABLE',
                    message: formatMessage('AUCTION_ROW_UNREADABLE', { problem: item.unreadable.slice(0, 300) }),
                  },
                ],
              } as const)
            : mapFeedRecord(item.record, context);
        if (outcome.ok) rows.push(outcome.row);
        else {
          rejectedCount += 1;
          if (sampled + rejected.length < REJECTED_SAMPLE_SIZE) rejected.push({ row: position, reasons: [...outcome.reasons] });
        }
        if (inBatch >= IMPORT_BATCH_ROWS) await commit();
      }
      if (inBatch > 0) await commit();
    } finally {
      reader.close();
    }
    await this.move(runner, imp, 'done', 'finished_at = $4, bytes_done = COALESCE(file_bytes, bytes_done)', [this.clock.now()]);
    this.logger.log(`Auction import ${imp.publicId} done: ${rowsRead} rows read`);
    return { status: 'done', rowsRead };
  }

  /** One batch's lots, counts, report rows and checkpoint, in one transaction. */
  private async commitBatch(
    runner: QueryRunner,
    imp: AuctionImport,
    sql: string,
    rows: FeedLotRow[],
    rejected: number,
    read: number,
    checkpoint: number,
    bytesDone: number,
    sample: RejectedRow[],
  ): Promise<BatchCounts> {
    const unique = lastPerLot(rows);
    await runner.startTransaction();
    try {
      let inserted = 0;
      let updated = 0;
      if (unique.length > 0) {
        const params: unknown[] = COLUMNS.map(([, , value]) => unique.map(value));
        params.push(imp.id);
        const written = (await runner.query(sql, params)) as { inserted: boolean }[];
        inserted = written.filter((w) => w.inserted).length;
        updated = written.length - inserted;
      }
      const unchanged = rows.length - inserted - updated;
      await runner.query(
        `UPDATE auction_imports SET rows_read = rows_read + $2, rows_inserted = rows_inserted + $3, rows_updated = rows_updated + $4,
           rows_unchanged = rows_unchanged + $5, rows_rejected = rows_rejected + $6, checkpoint = $7, bytes_done = $8,
           rejected_sample = rejected_sample || $9::jsonb
         WHERE id = $1`,
        [imp.id, read, inserted, updated, unchanged, rejected, checkpoint, bytesDone, JSON.stringify(sample)],
      );
      await runner.commitTransaction();
      return { read, inserted, updated, unchanged, rejected };
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
  }

  /** The import's file on disk; a URL's feed is fetched into it first (once: a retry finds it there). */
  private async fileOf(runner: QueryRunner, imp: AuctionImport, source: AuctionFeedSource): Promise<string> {
    if (imp.fileKey) {
      const file = feedFilePath(this.config.privateUploadDir, imp.fileKey);
      if ((await fileSize(file)) === null) throw FeedProblem.of('AUCTION_IMPORT_FILE_MISSING');
      return file;
    }
    if (!source.url) throw FeedProblem.of('AUCTION_IMPORT_FILE_MISSING');
    const key = feedFileKey(imp.publicId, source.format);
    const file = feedFilePath(this.config.privateUploadDir, key);
    const bytes = await fetchFeed(this.outbound, source.url, file, {
      timeoutMs: this.config.auctionFeedFetchTimeoutMs,
      maxBytes: this.config.auctionFeedMaxBytes,
    });
    await runner.query('UPDATE auction_imports SET file_key = $2, file_bytes = $3 WHERE id = $1', [imp.id, key, bytes]);
    return file;
  }

  /**
   * Moves the import through its machine (import-machine.ts) for the job: `sets` ($4 onwards: `values`) go with the
   * status, and the row moves only from the status it was read in (a second worker's move is not made twice).
   */
  private async move(runner: QueryRunner, imp: AuctionImport, to: ImportStatus, sets: string, values: unknown[]): Promise<void> {
    IMPORT_MACHINE.assert(imp.status, to, 'job');
    await runner.query(`UPDATE auction_imports SET status = $3, ${sets} WHERE id = $1 AND status = $2`, [
      imp.id,
      imp.status,
      to,
      ...values,
    ]);
    imp.status = to;
  }

  private async fail(runner: QueryRunner, imp: AuctionImport, code: string, message: string): Promise<ImportRunResult> {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await this.move(runner, imp, 'failed', 'finished_at = $4, error_code = $5, error = $6', [
      this.clock.now(),
      code,
      message.slice(0, 1000),
    ]);
    this.logger.warn(`Auction import ${imp.publicId} failed: ${code}`);
    const row = await runner.manager.findOneBy(AuctionImport, { id: imp.id });
    return { status: 'failed', rowsRead: row?.rowsRead ?? 0 };
  }
}
