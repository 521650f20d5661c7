import type { DataSource, Repository } from 'typeorm';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import { Make } from './make.entity.js';
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

/** The active makes by title, case aside. */
export function activeMakes(makes: Repository<Make>): Promise<Make[]> {
  return makes.createQueryBuilder('m').where('m.active = true').orderBy('lower(m.title)').addOrderBy('m.id').getMany();
}

/** Whether another make than `exceptId` has this slug. */
export function slugTaken(makes: Repository<Make>, slug: string, exceptId?: number): Promise<boolean> {
  const qb = makes.createQueryBuilder('m').where('m.slug = :slug', { slug });
  if (exceptId !== undefined) qb.andWhere('m.id <> :id', { id: exceptId });
  return qb.getExists();
}

/** Whether another make than `exceptId` has this title, case aside. */
export function titleTaken(makes: Repository<Make>, title: string, exceptId?: number): Promise<boolean> {
  const qb = makes.createQueryBuilder('m').where('lower(m.title) = lower(:title)', { title });
  if (exceptId !== undefined) qb.andWhere('m.id <> :id', { id: exceptId });
  return qb.getExists();
}

/** Every make's id, slug and title, by title (the directory's index). */
export function makeRefs(dataSource: DataSource): Promise<{ id: number; slug: string; title: string }[]> {
  return dataSource.query<{ id: number; slug: string; title: string }[]>('SELECT id, slug, title FROM makes ORDER BY title, id');
}
