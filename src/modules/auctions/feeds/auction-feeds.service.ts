import { Inject, Injectable, Logger, type StreamableFile } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { actorOf, type RequestContext } from '../../../common/context/request-context.js';
import { badRequest, conflict, type FieldError, invalidField } from '../../../common/errors/app-error.js';
import { csvDownload } from '../../../common/csv/csv.js';
import { Msg } from '@autoexport/contract/messages';
import { StaffList } from '../../../common/pagination/staff-list.js';
import { OutboundHttp } from '../../../common/outbound/outbound.service.js';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { auctionImportJobId, type NoPayload } from '../../../jobs/job-definitions.js';
import { JobsService } from '../../../jobs/jobs.service.js';
import { OnJob } from '../../../jobs/on-job.decorator.js';
import { JobName } from '../../../jobs/queues.js';
import { addition, modification, removal } from '../../audit/audit-facts.js';
import { AuditedChanges } from '../../audit/audited-changes.service.js';
import { auditActions } from '../../audit/audit-actions.js';
import type { AuctionFeedSource } from './auction-feed-source.entity.js';
import type { AuctionImport, ImportOrigin } from './auction-import.entity.js';
import { AuctionFeedsRepository, FEED_IMPORT_SORT, FEED_SOURCE_SORT } from './auction-feeds.repository.js';
import { feedFileKey, feedFilePath } from './feed-files.js';
import { importFinished } from './import-machine.js';
import { Clock } from '../../../common/time/clock.js';
import { mappingProblems } from './feed-row-rules.js';
import type { FeedUpload } from './feed-upload.js';
import type { CreateFeedSourceDto, FeedSourcesQueryDto, ImportsQueryDto, UpdateFeedSourceDto } from './feeds.requests.js';
import type { FeedSourceDto, FeedSourceListDto, ImportDetailDto, ImportDto, ImportListDto } from './feeds.responses.js';

export const FEED_SOURCE_TARGET = 'auction_feed_source';
export const AUCTION_IMPORT_TARGET = 'auction_import';

/** What staff do to feeds, as the audit log names it. */
export const AUCTION_FEED_AUDIT = {
  ...auditActions(FEED_SOURCE_TARGET, ['create', 'update', 'delete'], 'source'),
  ...auditActions(AUCTION_IMPORT_TARGET, ['start'], 'import'),
};

const toSourceDto = (s: AuctionFeedSource): FeedSourceDto => ({
  id: s.publicId,
  name: s.name,
  format: s.format,
  mapping: s.mapping as Record<string, string>,
  delimiter: s.delimiter,
  defaultStartTime: s.defaultStartTime,
  url: s.url,
  active: s.active,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

function toImportDto(i: AuctionImport): ImportDto {
  const fileBytes = i.fileBytes === null ? null : Number(i.fileBytes);
  const progress = i.status === 'done' ? 100 : fileBytes ? Math.min(99, Math.floor((Number(i.bytesDone) / fileBytes) * 100)) : 0;
  return {
    id: i.publicId,
    source: { id: i.source!.publicId, name: i.source!.name },
    origin: i.origin,
    status: i.status,
    finished: importFinished(i.status),
    progressPercent: progress,
    fileBytes,
    rowsRead: i.rowsRead,
    rowsInserted: i.rowsInserted,
    rowsUpdated: i.rowsUpdated,
    rowsUnchanged: i.rowsUnchanged,
    rowsRejected: i.rowsRejected,
    checkpoint: i.checkpoint,
    errorCode: i.errorCode,
    error: i.error,
    createdBy: i.createdBy,
    createdAt: i.createdAt,
    startedAt: i.startedAt,
    finishedAt: i.finishedAt,
  };
}

/** The fields of a source the audit log records (the mapping included: it decides what a feed writes). */
const auditedSource = (
  s: Pick<AuctionFeedSource, 'name' | 'format' | 'mapping' | 'delimiter' | 'defaultStartTime' | 'url' | 'active'>,
) => ({
  name: s.name,
  format: s.format,
  mapping: s.mapping,
  delimiter: s.delimiter,
  defaultStartTime: s.defaultStartTime,
  url: s.url,
  active: s.active,
});

/**
 * Auction feed sources and their imports, for staff (issue 13). Sources: CRUD, the mapping checked as a whole. An
 * import starts from an uploaded file (streamed to PRIVATE_UPLOAD_DIR, never served) or from the source's URL
 * (fetched by the job), is recorded and audited, then queued as an `auction-import` job (AuctionImportRunner).
 */
@Injectable()
export class AuctionFeedsService {
  private readonly logger = new Logger(AuctionFeedsService.name);

  constructor(
    private readonly repository: AuctionFeedsRepository,
    private readonly changes: AuditedChanges,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbound: OutboundHttp,
    private readonly clock: Clock,
  ) {}

  /** The feed sources (no export). */
  private readonly sources = new StaffList(null, {
    filtered: (query: FeedSourcesQueryDto) => this.repository.sourcesMatching(query),
    sort: FEED_SOURCE_SORT,
    items: (rows: AuctionFeedSource[]) => rows.map(toSourceDto),
  });

  /** The imports (no export). */
  private readonly imports = new StaffList(null, {
    filtered: (query: ImportsQueryDto) => this.repository.importsMatching(query),
    sort: FEED_IMPORT_SORT,
    items: (rows: AuctionImport[]) => rows.map(toImportDto),
  });

  listSources(query: FeedSourcesQueryDto): Promise<FeedSourceListDto> {
    return this.sources.exactPage(query);
  }

  async getSource(id: string): Promise<FeedSourceDto> {
    return toSourceDto(await this.repository.source(id));
  }

  async createSource(ctx: RequestContext, body: CreateFeedSourceDto): Promise<FeedSourceDto> {
    const values = {
      name: body.name,
      format: body.format,
      mapping: body.mapping,
      delimiter: body.delimiter ?? null,
      defaultStartTime: body.defaultStartTime ?? null,
      url: body.url ?? null,
      active: body.active ?? true,
    };
    checkMapping(values.mapping, values.defaultStartTime);
    await this.checkSourceUrl(values.url);
    const saved = await this.changes.run(
      ctx,
      async (tx) => {
        const created = await this.repository.insertSource(tx.manager, values);
        await tx.audit(addition(AUCTION_FEED_AUDIT.sourceCreate, FEED_SOURCE_TARGET, created.publicId, auditedSource(created)));
        return created;
      },
      { onUniqueViolation: () => conflict(Msg.AUCTION_FEED_SOURCE_NAME_TAKEN, { name: body.name }) },
    );
    return toSourceDto(saved);
  }

  async updateSource(ctx: RequestContext, id: string, body: UpdateFeedSourceDto): Promise<FeedSourceDto> {
    await this.checkSourceUrl(body.url);
    const saved = await this.changes.run(
      ctx,
      async (tx) => {
        const source = await this.repository.source(id, tx.manager, true);
        const before = auditedSource(source);
        const next = { ...source };
        for (const key of ['name', 'format', 'mapping', 'delimiter', 'defaultStartTime', 'url', 'active'] as const) {
          if (body[key] !== undefined) (next as Record<string, unknown>)[key] = body[key];
        }
        checkMapping(next.mapping, next.defaultStartTime);
        const after = auditedSource(next);
        const changed = Object.keys(after).filter(
          (k) => JSON.stringify(after[k as keyof typeof after]) !== JSON.stringify(before[k as keyof typeof before]),
        );
        if (changed.length === 0) return source;
        await this.repository.saveSource(tx.manager, next);
        await tx.audit(
          modification(AUCTION_FEED_AUDIT.sourceUpdate, FEED_SOURCE_TARGET, source.publicId, {
            before: Object.fromEntries(changed.map((k) => [k, before[k as keyof typeof before]])),
            after: Object.fromEntries(changed.map((k) => [k, after[k as keyof typeof after]])),
          }),
        );
        return this.repository.source(id, tx.manager);
      },
      { onUniqueViolation: () => conflict(Msg.AUCTION_FEED_SOURCE_NAME_TAKEN, { name: body.name ?? '' }) },
    );
    return toSourceDto(saved);
  }

  /**
   * The outbound-URL guard's check when a source's URL is saved (src/common/outbound/): no local, private or reserved
   * address, as written or as its name resolves now. The fetch checks it again, and every redirect.
   */
  private async checkSourceUrl(url: string | null | undefined): Promise<void> {
    if (!url) return;
    const refusal = await this.outbound.check(url, this.outbound.staffRules());
    if (refusal?.reason === 'refused') throw invalidField('url', Msg.AUCTION_FEED_URL_REFUSED);
    if (refusal) throw invalidField('url', Msg.AUCTION_FEED_URL_INVALID);
  }

  /** Deletes a source that never imported anything; one with imports is kept for their reports (deactivate it). */
  async deleteSource(ctx: RequestContext, id: string): Promise<void> {
    await this.changes.run(ctx, async (tx) => {
      const source = await this.repository.source(id, tx.manager, true);
      if (await this.repository.hasImports(tx.manager, source.id)) throw conflict(Msg.AUCTION_FEED_SOURCE_IN_USE);
      await this.repository.deleteSource(tx.manager, source.id);
      await tx.audit(removal(AUCTION_FEED_AUDIT.sourceDelete, FEED_SOURCE_TARGET, source.publicId, auditedSource(source)));
    });
  }

  /** Stores an uploaded feed file for the source and queues its import. */
  async uploadFeed(ctx: RequestContext, sourceId: string, upload: FeedUpload): Promise<ImportDetailDto> {
    const source = await this.importableSource(sourceId);
    const importId = randomUUID();
    const key = feedFileKey(importId, source.format);
    const file = feedFilePath(this.config.privateUploadDir, key);
    let bytes: number;
    try {
      bytes = await upload(file, this.config.auctionFeedMaxBytes);
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    try {
      return await this.startImport(ctx, source, importId, 'upload', key, bytes);
    } catch (error) {
      await rm(file, { force: true }).catch((e: unknown) => this.logger.warn(`Feed file not removed: ${(e as Error).message}`));
      throw error;
    }
  }

  /** Queues an import of the source's URL: the job fetches it (streamed, within the timeout and size cap), then imports it. */
  async fetchFeed(ctx: RequestContext, sourceId: string): Promise<ImportDetailDto> {
    const source = await this.importableSource(sourceId);
    if (!source.url) throw conflict(Msg.AUCTION_FEED_SOURCE_NO_URL);
    return this.startImport(ctx, source, randomUUID(), 'url', null, null);
  }

  listImports(query: ImportsQueryDto): Promise<ImportListDto> {
    return this.imports.exactPage(query);
  }

  async getImport(id: string): Promise<ImportDetailDto> {
    const found = await this.repository.importWithSource(id);
    return { ...toImportDto(found), rejectedSample: found.rejectedSample };
  }

  /** The import's rejected rows (its report's sample) as CSV: row number, field, code and reason, one line per reason. */
  async rejectedCsv(id: string): Promise<StreamableFile> {
    const found = await this.repository.importWithSource(id);
    const lines = found.rejectedSample.flatMap((r) => r.reasons.map((reason) => ({ row: r.row, ...reason })));
    async function* once() {
      if (lines.length > 0) yield lines;
    }
    return csvDownload(
      `auction-import-${found.publicId}-rejected`,
      [
        { header: 'Row', value: (l) => l.row },
        { header: 'Field', value: (l) => l.field },
        { header: 'Code', value: (l) => l.code },
        { header: 'Reason', value: (l) => l.message },
      ],
      once(),
      this.clock.now(),
    );
  }

  /**
   * The auction-import-sweep job: queues every unfinished import again under its own job id. BullMQ keeps one job per
   * id, so an import whose job still waits or runs is untouched; one whose job a flushed Redis lost starts again (from
   * its checkpoint: the runner skips what it had committed). Answers the ids of the imports looked at.
   */
  @OnJob(JobName.AuctionImportSweep)
  async requeueUnfinishedImports(_payload?: NoPayload): Promise<{ imports: string[] }> {
    const imports = await this.repository.unfinishedImports();
    for (const importId of imports) await this.jobs.enqueue(JobName.AuctionImport, { importId }, { jobId: auctionImportJobId(importId) });
    return { imports };
  }

  private async startImport(
    ctx: RequestContext,
    source: AuctionFeedSource,
    importId: string,
    origin: ImportOrigin,
    fileKey: string | null,
    bytes: number | null,
  ): Promise<ImportDetailDto> {
    await this.changes.run(ctx, async (tx) => {
      await this.repository.insertImport(tx.manager, {
        publicId: importId,
        sourceId: source.id,
        origin,
        status: 'queued',
        fileKey,
        fileBytes: bytes === null ? null : String(bytes),
        createdBy: actorOf(ctx).publicId,
      });
      await tx.audit(
        addition(AUCTION_FEED_AUDIT.importStart, AUCTION_IMPORT_TARGET, importId, {
          sourceId: source.publicId,
          source: source.name,
          origin,
          ...(bytes === null ? {} : { fileBytes: bytes }),
        }),
      );
    });
    await this.jobs.enqueue(JobName.AuctionImport, { importId }, { jobId: auctionImportJobId(importId) });
    return this.getImport(importId);
  }

  private async importableSource(id: string): Promise<AuctionFeedSource> {
    const source = await this.repository.source(id);
    if (!source.active) throw conflict(Msg.AUCTION_FEED_SOURCE_INACTIVE);
    return source;
  }
}

/** 400 with one detail per problem when a mapping is unusable (with the source's default start in mind). */
function checkMapping(mapping: unknown, defaultStartTime: string | null): void {
  const problems = mappingProblems(mapping, defaultStartTime);
  if (problems.length === 0) return;
  const details: FieldError[] = problems.map((p) => ({
    field: p.code === 'AUCTION_FEED_MAPPING_NO_START' ? 'defaultStartTime' : 'mapping',
    code: p.code,
    message: p.message,
  }));
  throw badRequest(Msg.VALIDATION_FAILED, details);
}
