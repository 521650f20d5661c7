import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { invalidField } from '../../common/errors/app-error.js';
import { Msg } from '../../common/errors/messages.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { AuditEntry } from './audit-entry.entity.js';
import { redactSecrets } from './audit-rules.js';
import { toTimeRange } from '../../common/time/time-range.js';
import { type AuditLogPageDto, type AuditLogQueryDto, toAuditEntryResponse } from './audit.dto.js';

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
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

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

  /** Newest first, filtered and paged. */
  async list(query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const range = toTimeRange(query.from, query.to);
    if (!range) {
      throw invalidField('to', Msg.INVALID_DATE_RANGE);
    }
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = this.entries.createQueryBuilder('a');
    if (query.targetType) qb.andWhere('a.target_type = :targetType', { targetType: query.targetType });
    if (query.targetId) qb.andWhere('a.target_id = :targetId', { targetId: query.targetId });
    if (query.actorId) qb.andWhere('a.actor_id = :actorId', { actorId: query.actorId });
    if (query.action) qb.andWhere('a.action = :action', { action: query.action });
    if (range.from) qb.andWhere('a.created_at >= :from', { from: range.from });
    if (range.until) qb.andWhere('a.created_at < :until', { until: range.until });
    const [rows, total] = await qb.orderBy('a.created_at', 'DESC').addOrderBy('a.id', 'DESC').skip(skip).take(limit).getManyAndCount();
    return { items: rows.map(toAuditEntryResponse), total, page, limit };
  }
}
