import type { Repository } from 'typeorm';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import type { User } from '../users/user.entity.js';
import { ADMIN_USER_DEFAULT_SORT, type ADMIN_USER_SORT_KEYS, type AdminUserListQueryDto } from './admin-users.dto.js';

/**
 * The accounts list's sort, on indexed columns with the id as tie-breaker. Only the last sign-in may be null (its
 * index is ordered NULLS LAST); the other columns are ordered as their plain indexes are.
 */
export const ADMIN_USER_SORT: StaffListSort<(typeof ADMIN_USER_SORT_KEYS)[number]> = {
  columns: { createdAt: 'u.createdAt', email: 'u.email', name: 'u.lastName', lastSignInAt: 'u.lastSignInAt' },
  fallback: ADMIN_USER_DEFAULT_SORT,
  tieBreaker: 'u.id',
  nullable: ['lastSignInAt'],
};

/** The accounts the list's filters match. `q` is found in the email or in "first last" (trigram indexes serve both). */
export function accountsMatching(users: Repository<User>, query: AdminUserListQueryDto) {
  return narrowed(users.createQueryBuilder('u'))
    .contains(['u.email', "(u.firstName || ' ' || u.lastName)"], query.q)
    .equals('u.role', query.role)
    .equals('u.status', query.status)
    .equals('u.accountType', query.accountType).qb;
}
