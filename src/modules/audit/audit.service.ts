import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { keysetBatches } from '../../common/csv/export-batches.js';
import { cappedPage } from '../../common/pagination/capped-count.js';
import { resolveSort } from '../../common/pagination/sort.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { invalidField } from '../../common/errors/app-error.js';
import { Msg } from '../../common/errors/messages.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { AuditEntry } from './audit-entry.entity.js';
import { redactSecrets } from './audit-rules.js';
import { toTimeRange } from '../../common/time/time-range.js';
import { AUDIT_DEFAULT_SORT, type AuditLogPageDto, type AuditLogQueryDto, toAuditEntryResponse } from './audit.dto.js';

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

/** The audit log export: one entry a line, before and after as JSON text. */
const AUDIT_CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'Id', value: (a) => String(a.id) },
  { header: 'Time', value: (a) => a.createdAt },
  { header: 'Actor id', value: (a) => a.actorId },
  { header: 'Actor role', value: (a) => a.actorRole },
  { header: 'Action', value: (a) => a.action },
  { header: 'Target type', value: (a) => a.targetType },
  { header: 'Target id', value: (a) => a.targetId },
  { header: 'Before', value: (a) => json(a.before) },
  { header: 'After', value: (a) => json(a.after) },
  { header: 'Request id', value: (a) => a.requestId },
];

export interface AuditRecord {
  /** Who acted; null for the system itself (a job, a seed). */
  actor: Pick<AuthUser, 'publicId' | 'role'> | null;
  /** `<target type>.<verb>`, e.g. `user.role_change`. */
  action: string;
  targetType: string;
  /** The target's public id. */
  targetId: string;
  /** Only the fields the action changed, as they were; null for a creation. Never secrets. */
  before?: Record<string, unknown> | null;
  /** Only the fields the action changed, as they are now; null for a deletion. Never secrets. */
  after?: Record<string, unknown> | null;
  requestId?: string | null;
}

/** The trail of what staff did to whom. Rows are only ever added. */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>,
    private readonly exports: CsvExports,
  ) {}

  /**
   * Writes one entry; pass the caller's `manager` so the entry commits (or rolls back) with the change it
   * describes. Secrets in before/after are replaced by "[redacted]" whatever the caller passed.
   */
  async record(entry: AuditRecord, manager?: EntityManager): Promise<void> {
    await this.recordMany([entry], manager);
  }

  /** Writes entries in one INSERT, as `record` writes one. */
  async recordMany(entries: readonly AuditRecord[], manager?: EntityManager): Promise<void> {
    if (entries.length === 0) return;
    const repo = manager ? manager.getRepository(AuditEntry) : this.entries;
    await repo.insert(
      entries.map((entry) => ({
        actorId: entry.actor?.publicId ?? null,
        actorRole: entry.actor?.role ?? null,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        // jsonb columns: TypeORM's insert typing cannot express an open record.
        before: redactSecrets(entry.before ?? null) as never,
        after: redactSecrets(entry.after ?? null) as never,
        requestId: entry.requestId ?? null,
      })),
    );
  }

  /** Newest first (or oldest first), filtered and paged; the total is exact up to 10,000 matches. */
  async list(query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = this.filtered(query);
    const { rows, total, totalEstimated } = await cappedPage(qb, skip, limit);
    return { items: rows.map(toAuditEntryResponse), total, totalEstimated, page, limit };
  }

  /** The filtered log as CSV, every page up to the export's limit; before and after as JSON text. */
  exportCsv(query: AuditLogQueryDto): Promise<StreamableFile> {
    return this.exports.download('audit-log', AUDIT_CSV_COLUMNS, keysetBatches(this.filtered(query)));
  }

  private filtered(query: AuditLogQueryDto): SelectQueryBuilder<AuditEntry> {
    const range = toTimeRange(query.from, query.to);
    if (!range) {
      throw invalidField('to', Msg.INVALID_DATE_RANGE);
    }
    const qb = this.entries.createQueryBuilder('a');
    if (query.targetType) qb.andWhere('a.target_type = :targetType', { targetType: query.targetType });
    if (query.targetId) qb.andWhere('a.target_id = :targetId', { targetId: query.targetId });
    if (query.actorId) qb.andWhere('a.actor_id = :actorId', { actorId: query.actorId });
    if (query.action) qb.andWhere('a.action = :action', { action: query.action });
    if (range.from) qb.andWhere('a.created_at >= :from', { from: range.from });
    if (range.until) qb.andWhere('a.created_at < :until', { until: range.until });
    // created_at is never null: ordered as its index is (an explicit NULLS LAST would keep the planner off it).
    const { column, direction } = resolveSort(query.sort, { createdAt: 'a.createdAt' }, AUDIT_DEFAULT_SORT);
    return qb.orderBy(column, direction).addOrderBy('a.id', direction);
  }
}
