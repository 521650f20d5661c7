import type { EntityManager, Repository } from 'typeorm';
import { narrowed, type StaffListSort, timeRangeFilter } from '../../common/pagination/staff-list.js';
import type { AuditEntry } from './audit-entry.entity.js';
import { AUDIT_DEFAULT_SORT, type AUDIT_SORT_KEYS, type AuditLogQueryDto } from './audit.dto.js';

/** The log's sort: by time, newest first unless asked (created_at is never null: ordered as its index is). */
export const AUDIT_SORT: StaffListSort<(typeof AUDIT_SORT_KEYS)[number]> = {
  columns: { createdAt: 'a.createdAt' },
  fallback: AUDIT_DEFAULT_SORT,
  tieBreaker: 'a.id',
};

/** The entries the log's filters match. */
export function auditEntriesMatching(entries: Repository<AuditEntry>, query: AuditLogQueryDto) {
  return narrowed(entries.createQueryBuilder('a'))
    .equals('a.target_type', query.targetType)
    .equals('a.target_id', query.targetId)
    .equals('a.actor_id', query.actorId)
    .equals('a.action', query.action)
    .within('a.created_at', timeRangeFilter(query)).qb;
}

/** Holds the transaction of `manager` until it ends against every other one locking the same `name`. */
export async function lockNamed(manager: EntityManager, name: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
}
