import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { resolveSort, type SortValue } from './sort.js';

/**
 * `applySort` for lists whose first page must come straight off an index: `ORDER BY x DESC NULLS LAST` cannot use a
 * plain index on `x` (PostgreSQL's descending order puts nulls first), so the NULLS clause is only added for the keys
 * in `nullable` — a NOT NULL column is ordered plainly and its `(x, id)` index answers the page. Nullable columns
 * still put their nulls last when descending and first when ascending, as `applySort` does.
 */
export function applyIndexedSort<T extends ObjectLiteral, K extends string>(
  qb: SelectQueryBuilder<T>,
  sort: string | undefined,
  columns: Record<K, string>,
  fallback: SortValue<K>,
  tieBreaker: string,
  nullable: readonly K[] = [],
): SelectQueryBuilder<T> {
  const { column, direction } = resolveSort(sort, columns, fallback);
  const isNullable = nullable.some((key) => columns[key] === column);
  if (isNullable) qb.orderBy(column, direction, direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST');
  else qb.orderBy(column, direction);
  if (column !== tieBreaker) qb.addOrderBy(tieBreaker, direction);
  return qb;
}
