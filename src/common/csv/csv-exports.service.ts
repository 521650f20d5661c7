import { Global, HttpStatus, Inject, Injectable, Logger, Module, type StreamableFile } from '@nestjs/common';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { DataSource, type ObjectLiteral, type QueryRunner, type SelectQueryBuilder } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { appError } from '../errors/app-error.js';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../errors/dependency-failure.js';
import { Msg } from '../errors/messages.js';
import { type CsvColumn, csvDownload } from './csv.js';
import type { ExportDb, ExportSource } from './export-batches.js';
import { ExportsBusy, ExportSlots } from './export-slots.js';

/**
 * Staff CSV exports, off the public path (issue 24): every `GET /api/admin/….csv` streams through `download`, which
 * - runs at most EXPORT_CONCURRENCY exports at once in this process, lets EXPORT_QUEUE_SIZE more wait up to
 *   EXPORT_QUEUE_WAIT_S, and answers any other 429 EXPORTS_BUSY with Retry-After (before anything is sent);
 * - reads on a connection of the export's own, from the read replica when DATABASE_READ_URL is set (TypeORM's 'slave'
 *   pool, as the catalogue's reads), with PostgreSQL's statement_timeout set to EXPORT_STATEMENT_TIMEOUT_MS, so no
 *   batch holds the database longer than that;
 * - reads the rows in keyset batches (export-batches.ts), and gives the event loop back between batches so the
 *   public requests of the same process go on being answered.
 * The connection and the place are given back when the download ends, fails, or the client goes away.
 */
@Injectable()
export class CsvExports {
  private readonly logger = new Logger(CsvExports.name);
  private readonly slots: ExportSlots;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    const limits = config.exports;
    this.slots = new ExportSlots({ concurrency: limits.concurrency, queueSize: limits.queueSize, waitMs: limits.queueWaitMs });
  }

  /** Exports running and waiting in this process. */
  get stats(): { running: number; waiting: number } {
    return this.slots.stats;
  }

  /**
   * The streamed CSV download of `source`'s rows: `attachment; filename="<filename>-<day>.csv"`. The first batch is
   * read before the answer starts, so a query that fails at once is an error answer, not a cut-off file.
   */
  async download<T>(filename: string, columns: readonly CsvColumn<T>[], source: ExportSource<T>): Promise<StreamableFile> {
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
      const first = await batches.next();
      const file = csvDownload(filename, columns, streamed(first, batches, finish));
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

function exportDb(runner: QueryRunner): ExportDb {
  return {
    runner,
    manager: runner.manager,
    query: <R>(sql: string, params?: unknown[]) => runner.query(sql, params) as Promise<R[]>,
    on: <Q extends SelectQueryBuilder<ObjectLiteral>>(qb: Q) => qb.setQueryRunner(runner) as Q,
  };
}

/** The batches, the first already read; `finish` runs when they end, fail, or the stream is dropped. */
async function* streamed<T>(first: IteratorResult<T[]>, rest: AsyncIterator<T[]>, finish: () => Promise<void>): AsyncGenerator<T[]> {
  try {
    for (let next = first; !next.done; next = await rest.next()) {
      yield next.value;
      // The rows of a batch were formatted in one go: let the process's other requests in before the next batch.
      await yieldToEventLoop();
    }
  } finally {
    await rest.return?.();
    await finish();
  }
}

/** Provides the export runner to every module (global). */
@Global()
@Module({ providers: [CsvExports], exports: [CsvExports] })
export class CsvExportsModule {}
