import type { DataSource } from 'typeorm';
import { EligibilityOverride } from './eligibility-override.entity.js';
import type { EligibilityOverridesQueryDto } from './eligibility-overrides.requests.js';

/** A page of the overrides the filters match, newest first, each status as of `now`; with the total. */
export function overridesPage(
  dataSource: DataSource,
  filters: { userId?: string; stockId?: string; status?: EligibilityOverridesQueryDto['status'] },
  now: Date,
  page: { skip: number; limit: number },
): Promise<[EligibilityOverride[], number]> {
  const qb = dataSource.getRepository(EligibilityOverride).createQueryBuilder('o');
  if (filters.userId) qb.andWhere('o.userId = :userId', { userId: filters.userId });
  if (filters.stockId) qb.andWhere('o.stockId = :stockId', { stockId: filters.stockId });
  if (filters.status === 'used') qb.andWhere('o.usedAt IS NOT NULL');
  else if (filters.status === 'revoked') qb.andWhere('o.usedAt IS NULL AND o.revokedAt IS NOT NULL');
  else if (filters.status === 'expired') qb.andWhere('o.usedAt IS NULL AND o.revokedAt IS NULL AND o.expiresAt <= :now', { now });
  else if (filters.status) qb.andWhere('o.usedAt IS NULL AND o.revokedAt IS NULL AND o.expiresAt > :now', { now });
  return qb.orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC').skip(page.skip).take(page.limit).getManyAndCount();
}
