import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { asTheyAre, StaffList } from '../../common/pagination/staff-list.js';
import { AuditEntry } from './audit-entry.entity.js';
import { redactSecrets } from './audit-rules.js';
import { AUDIT_SORT, auditEntriesMatching } from './audit.repository.js';
import { type AuditLogPageDto, type AuditLogQueryDto, toAuditEntryResponse } from './audit.dto.js';

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

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: AuditLogQueryDto) => auditEntriesMatching(this.entries, query),
    sort: AUDIT_SORT,
    items: (rows: AuditEntry[]) => rows.map(toAuditEntryResponse),
    csv: { filename: 'audit-log', columns: AUDIT_CSV_COLUMNS, rows: asTheyAre },
  });

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
  list(query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    return this.staffList.page(query);
  }

  /** The filtered log as CSV, every page up to the export's limit; before and after as JSON text. */
  exportCsv(query: AuditLogQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }
}
