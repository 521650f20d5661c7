import type { Repository } from 'typeorm';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import type { Make } from './make.entity.js';
import { MAKE_DEFAULT_SORT, type MAKE_SORT_KEYS, type AdminMakeListQueryDto } from './makes.dto.js';

/** The staff list's sort keys and their columns: a few hundred rows at most, so no index is needed for any sort. */
export const MAKE_SORT: StaffListSort<(typeof MAKE_SORT_KEYS)[number]> = {
  columns: { title: 'lower(m.title)', slug: 'm.slug', createdAt: 'm.createdAt', updatedAt: 'm.updatedAt' },
  fallback: MAKE_DEFAULT_SORT,
  tieBreaker: 'm.id',
};

/** The makes the staff list's filters match (`q`: in the title or the slug). */
export function makesMatching(makes: Repository<Make>, query: AdminMakeListQueryDto) {
  return narrowed(makes.createQueryBuilder('m')).contains(['m.title', 'm.slug'], query.q).equals('m.active', query.active).qb;
}
