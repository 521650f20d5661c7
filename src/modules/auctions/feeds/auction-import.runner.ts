import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource, type QueryRunner } from 'typeorm';
import { formatMessage } from '@autoexport/contract/messages';
import { OutboundHttp } from '../../../common/outbound/outbound.service.js';
import { Clock } from '../../../common/time/clock.js';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AuctionImportRun } from '../../../jobs/job-definitions.js';
import { OnJob } from '../../../jobs/on-job.decorator.js';
import { JobName } from '../../../jobs/queues.js';
import type { AuctionFeedSource } from './auction-feed-source.entity.js';
import type { AuctionImport, ImportStatus } from './auction-import.entity.js';
import {
  addBatch,
  claimImport,
  importById,
  importWithSource,
  moveImport,
  releaseImport,
  setImportFile,
  upsertLots,
  upsertSql,
} from './auction-import-sql.js';
import { IMPORT_MACHINE } from './import-machine.js';
import { FeedProblem, feedFileKey, feedFilePath, fetchFeed, fileSize, openFeed } from './feed-files.js';
import { type FeedLotRow, lastPerLot, mapFeedRecord, maxModelYear, type RejectedRow } from './feed-row-rules.js';

/** Records per batch: one upsert statement and one commit each. */
export const IMPORT_BATCH_ROWS = 2000;
/** Rejected rows an import's report keeps (the counts cover every one). */
export const REJECTED_SAMPLE_SIZE = 500;

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
      locked = await claimImport(runner, lockKey);
      if (!locked) return { status: 'skipped', rowsRead: 0 };
      const found = await importWithSource(runner, importId);
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
      if (locked) await releaseImport(runner, lockKey).catch(() => {});
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
        ({ inserted, updated } = await upsertLots(runner, sql, unique, imp.id));
      }
      const unchanged = rows.length - inserted - updated;
      await addBatch(runner, imp.id, { read, inserted, updated, unchanged, rejected }, checkpoint, bytesDone, sample);
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
    await setImportFile(runner, imp.id, key, bytes);
    return file;
  }

  /**
   * Moves the import through its machine (import-machine.ts) for the job: `sets` ($4 onwards: `values`) go with the
   * status, and the row moves only from the status it was read in (a second worker's move is not made twice).
   */
  private async move(runner: QueryRunner, imp: AuctionImport, to: ImportStatus, sets: string, values: unknown[]): Promise<void> {
    IMPORT_MACHINE.assert(imp.status, to, 'job');
    await moveImport(runner, imp.id, imp.status, to, sets, values);
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
    const row = await importById(runner, imp.id);
    return { status: 'failed', rowsRead: row?.rowsRead ?? 0 };
  }
}
