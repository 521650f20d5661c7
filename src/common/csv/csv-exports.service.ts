import { Global, HttpStatus, Inject, Injectable, Logger, Module, type StreamableFile } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type ObjectLiteral, type QueryRunner, type SelectQueryBuilder } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { appError } from '../errors/app-error.js';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../errors/dependency-failure.js';
import { Msg } from '@autoexport/contract/messages';
import { type CsvColumn, csvFile, csvHeader, csvRows } from './csv.js';
import type { ExportDb, ExportSource } from './export-batches.js';
import { ExportsBusy, ExportSlots } from './export-slots.js';
import { Clock } from '../time/clock.js';

/**
 * Staff CSV exports, off the public path (issue 24): every `GET /api/admin/….csv` streams through `download`, which
 * - runs at most EXPORT_CONCURRENCY exports at once in this process, lets EXPORT_QUEUE_SIZE more wait up to
 *   EXPORT_QUEUE_WAIT_S, and answers any other 429 EXPORTS_BUSY with Retry-After (before anything is sent);
 * - reads on a connection of the export's own, from the read replica when DATABASE_READ_URL is set (TypeORM's 'slave'
 *   pool, as the catalogue's reads), with PostgreSQL's statement_timeout set to EXPORT_STATEMENT_TIMEOUT_MS, so no
 *   batch holds the database longer than that;
 * - reads the rows in small keyset batches (export-batches.ts) and, after each, pauses so that the exports together
 *   take at most EXPORT_SHARE_PERCENT of the process's time: the public requests of the same process go on being
 *   answered as if no export ran (bench/README.md, "Exports").
 * The connection and the place are given back when the download ends, fails, or the client goes away.
 */
@Injectable()
export class CsvExports {
  private readonly logger = new Logger(CsvExports.name);
  private readonly slots: ExportSlots;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    const limits = config.exports;
    this.slots = new ExportSlots({ concurrency: limits.concurrency, queueSize: limits.queueSize, waitMs: limits.queueWaitMs });
  }

  /**
   * The CSV text: the header, then each batch's lines, the first batch already read; after each batch a pause
   * (pauseAfter) gives the process back to the public requests. `finish` runs when the batches end, fail, or the
   * download is dropped.
   */
  private async *paced<T>(
    header: string,
    format: (rows: T[]) => string,
    first: IteratorResult<T[]>,
    firstMs: number,
    rest: AsyncIterator<T[]>,
    finish: () => Promise<void>,
  ): AsyncGenerator<string> {
    const share = this.config.exports.sharePercent;
    try {
      yield header;
      let next = first;
      let busyMs = firstMs;
      while (!next.done) {
        const formatting = performance.now();
        const text = format(next.value);
        busyMs += performance.now() - formatting;
        yield text;
        await sleep(pauseAfter(busyMs, this.slots.stats.running, share));
        const reading = performance.now();
        next = await rest.next();
        busyMs = performance.now() - reading;
      }
    } finally {
      await rest.return?.();
      await finish();
    }
  }

  /** Exports running and waiting in this process. */
  get stats(): { running: number; waiting: number } {
    return this.slots.stats;
  }

  /**
   * The streamed CSV download of `source`'s rows: `attachment; filename="<filename>-<day>.csv"`. The first batch is
   * read before the answer starts, so a query that fails at once is an error answer, not a cut-off file.
   */
  download<T>(filename: string, columns: readonly CsvColumn<T>[], source: ExportSource<T>): Promise<StreamableFile> {
    return this.run(filename, csvHeader(columns), (rows: T[]) => csvRows(columns, rows), source);
  }

  /** The same, for batches of lines already written as CSV (by PostgreSQL: csv-sql.ts), under `headers`. */
  downloadLines(filename: string, headers: readonly string[], source: ExportSource<string>): Promise<StreamableFile> {
    return this.run(filename, csvHeader(headers.map((header) => ({ header, value: () => null }))), (lines) => lines.join(''), source);
  }

  private async run<T>(filename: string, header: string, format: (rows: T[]) => string, source: ExportSource<T>): Promise<StreamableFile> {
    let release: () => void;
    try {
      release = await this.slots.acquire();
    } catch (error) {
      if (!(error instanceof ExportsBusy)) throw error;
      throw appError(HttpStatus.TOO_MANY_REQUESTS, Msg.EXPORTS_BUSY, { seconds: error.retryAfterSeconds }).withHeaders({
        'Retry-After': String(error.retryAfterSeconds),
      });
    }
    let runner: QueryRunner | undefined;
    let finished = false;
    const finish = async () => {
      if (finished) return;
      finished = true;
      try {
        if (runner && !runner.isReleased) {
          await runner.query('RESET statement_timeout').catch(() => undefined);
          await runner.release();
        }
      } catch (error) {
        this.logger.warn(`Export connection not released cleanly: ${(error as Error).message}`);
      } finally {
        release();
      }
    };
    try {
      runner = this.dataSource.createQueryRunner(this.config.databaseReadUrl ? 'slave' : 'master');
      await runner.connect();
      await runner.query(`SET statement_timeout = ${Math.trunc(this.config.exports.statementTimeoutMs)}`);
      const db = exportDb(runner);
      const batches = source(db)[Symbol.asyncIterator]();
      const started = performance.now();
      const first = await batches.next();
      const firstMs = performance.now() - started;
      const file = csvFile(filename, this.paced(header, format, first, firstMs, batches, finish), this.clock.now());
      file.getStream().once('close', () => void finish());
      return file;
    } catch (error) {
      await finish();
      // The first batch ran past EXPORT_STATEMENT_TIMEOUT_MS: the database is busy now; the client may try again.
      if (isStatementTimeout(error)) {
        this.logger.warn(`Export ${filename} stopped: a batch ran past ${this.config.exports.statementTimeoutMs} ms`);
        throw appError(HttpStatus.SERVICE_UNAVAILABLE, Msg.SERVICE_UNAVAILABLE).withHeaders({
          'Retry-After': String(DEPENDENCY_RETRY_AFTER_SECONDS),
        });
      }
      throw error;
    }
  }
}

/** PostgreSQL's query_canceled (57014): what statement_timeout raises. */
function isStatementTimeout(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return (e.driverError?.code ?? e.code) === '57014';
}

/**
 * How long an export pauses after a batch that took `busyMs` to read and format, so that the running exports together
 * take at most `sharePercent` of the process's time: each of `running` exports works `busyMs`, then waits
 * busyMs × (running × 100 / sharePercent − 1). An export alone at 20% waits four times as long as it worked.
 */
export function pauseAfter(busyMs: number, running: number, sharePercent: number): number {
  if (sharePercent >= 100) return 0;
  return Math.min(MAX_PAUSE_MS, Math.max(0, busyMs * ((Math.max(1, running) * 100) / sharePercent - 1)));
}

/** The longest pause between two batches (a slow batch must not stall its download for long). */
const MAX_PAUSE_MS = 2_000;

function exportDb(runner: QueryRunner): ExportDb {
  return {
    runner,
    manager: runner.manager,
    query: <R>(sql: string, params?: unknown[]) => runner.query(sql, params) as Promise<R[]>,
    on: <Q extends SelectQueryBuilder<ObjectLiteral>>(qb: Q) => qb.setQueryRunner(runner) as Q,
  };
}

/** Provides the export runner to every module (global). */
@Global()
@Module({ providers: [CsvExports], exports: [CsvExports] })
export class CsvExportsModule {}
