import type { CarStatus } from '../car.entity.js';
import type { CarFilters } from '../car-search-rules.js';
import { type BuiltQuery, type FilterContext, filterConditions, SqlParams } from '../car-search-sql.js';

/**
 * Parameterised SQL of the staff car list (pure: no I/O). The catalogue's filters are the public search's own
 * (filterConditions, over every status), plus the statuses and the creation dates. Every sort key has a plain
 * (key, id) index over all cars (migrations/…-AdminCarListIndexes.ts), so a first page reads about `limit` index
 * entries whatever the table holds; the free text uses the trigram index over all cars.
 */

/** The `sort` keys of GET /api/admin/cars and the column each one sorts on. */
export const ADMIN_CAR_SORT_COLUMNS = {
  createdAt: 'created_at',
  price: 'fob_price_usd',
  year: 'year',
  mileage: 'mileage_km',
  stockId: 'stock_id',
  status: 'status',
} as const;
export type AdminCarSortKey = keyof typeof ADMIN_CAR_SORT_COLUMNS;
export const ADMIN_CAR_SORT_KEYS = Object.keys(ADMIN_CAR_SORT_COLUMNS) as AdminCarSortKey[];
export const ADMIN_CAR_DEFAULT_SORT = '-createdAt';

/** What the staff list filters on, validated. */
export interface AdminCarFilters {
  catalogue: CarFilters;
  statuses?: readonly CarStatus[];
  /** Inclusive. */
  createdFrom?: Date;
  /** Exclusive. */
  createdUntil?: Date;
}

export interface AdminSortSpec {
  column: (typeof ADMIN_CAR_SORT_COLUMNS)[AdminCarSortKey];
  direction: 'ASC' | 'DESC';
}

/** `-price` → fob_price_usd DESC; an unknown or missing key sorts newest first. */
export function adminSortSpec(sort: string | undefined): AdminSortSpec {
  const value = sort ?? ADMIN_CAR_DEFAULT_SORT;
  const descending = value.startsWith('-');
  const key = (descending ? value.slice(1) : value) as AdminCarSortKey;
  if (!Object.prototype.hasOwnProperty.call(ADMIN_CAR_SORT_COLUMNS, key)) return adminSortSpec(ADMIN_CAR_DEFAULT_SORT);
  return { column: ADMIN_CAR_SORT_COLUMNS[key], direction: descending ? 'DESC' : 'ASC' };
}

/** ORDER BY of a sort: the id breaks ties in the same direction (the stock id is unique and needs none). */
export const adminOrderBy = (spec: AdminSortSpec, alias: string): string =>
  spec.column === 'stock_id'
    ? `${alias}.stock_id ${spec.direction}`
    : `${alias}.${spec.column} ${spec.direction}, ${alias}.id ${spec.direction}`;

/** The WHERE conditions (never empty: TRUE when nothing is filtered). */
export function adminConditions(filters: AdminCarFilters, context: FilterContext, alias: string, params: SqlParams): string[] {
  const conditions = filterConditions(filters.catalogue, context, alias, params, new Set(), { allStatuses: true });
  if (filters.statuses?.length) conditions.push(`${alias}.status = ANY(${params.add(filters.statuses)}::varchar[])`);
  if (filters.createdFrom) conditions.push(`${alias}.created_at >= ${params.add(filters.createdFrom.toISOString())}::timestamptz`);
  if (filters.createdUntil) conditions.push(`${alias}.created_at < ${params.add(filters.createdUntil.toISOString())}::timestamptz`);
  return conditions.length ? conditions : ['TRUE'];
}

const wholeNumber = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return String(n);
};

/** The ids of one page in order (`take` rows after `skip`). */
export function buildAdminIdsQuery(input: {
  filters: AdminCarFilters;
  context: FilterContext;
  sort: string | undefined;
  skip: number;
  take: number;
}): BuiltQuery {
  const params = new SqlParams();
  const where = adminConditions(input.filters, input.context, 'k', params).join(' AND ');
  const offset = input.skip > 0 ? ` OFFSET ${wholeNumber(input.skip)}` : '';
  return {
    sql: `SELECT k.id FROM cars k WHERE ${where} ORDER BY ${adminOrderBy(adminSortSpec(input.sort), 'k')} LIMIT ${wholeNumber(input.take)}${offset}`,
    params: params.values,
  };
}

/**
 * One batch of the CSV export, in the list's order, right after the row `after` (its sort column as text, and its id):
 * a keyset seek on the sort's (key, id) index instead of an OFFSET, so 100,000 rows read 100,000 index entries rather
 * than about 5 million. Answers each row's id and its sort key as text (a timestamp keeps its microseconds).
 */
export function buildAdminExportQuery(input: {
  filters: AdminCarFilters;
  context: FilterContext;
  sort: string | undefined;
  after: { key: string; id: string } | null;
  take: number;
}): BuiltQuery {
  const params = new SqlParams();
  const spec = adminSortSpec(input.sort);
  const where = adminConditions(input.filters, input.context, 'k', params);
  if (input.after) {
    const op = spec.direction === 'ASC' ? '>' : '<';
    // Every sort column is NOT NULL; the stock id is unique on its own. PostgreSQL types the parameters from the columns.
    where.push(
      spec.column === 'stock_id'
        ? `k.stock_id ${op} ${params.add(input.after.key)}`
        : `(k.${spec.column}, k.id) ${op} (${params.add(input.after.key)}, ${params.add(input.after.id)})`,
    );
  }
  return {
    sql: `SELECT k.id, k.${spec.column}::text AS key FROM cars k WHERE ${where.filter((c) => c !== 'TRUE').join(' AND ') || 'TRUE'} ORDER BY ${adminOrderBy(spec, 'k')} LIMIT ${wholeNumber(input.take)}`,
    params: params.values,
  };
}

/** The planner's estimate of the matches (EXPLAIN plans; it does not run). Parse with parseEstimate. */
export function buildAdminEstimateQuery(filters: AdminCarFilters, context: FilterContext): BuiltQuery {
  const params = new SqlParams();
  const where = adminConditions(filters, context, 'c', params).join(' AND ');
  return { sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM cars c WHERE ${where}`, params: params.values };
}

/** Counts the matches up to `cap`. */
export function buildAdminCountQuery(filters: AdminCarFilters, context: FilterContext, cap: number): BuiltQuery {
  const params = new SqlParams();
  const where = adminConditions(filters, context, 'c', params).join(' AND ');
  return {
    sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM cars c WHERE ${where} LIMIT ${wholeNumber(cap)}) s`,
    params: params.values,
  };
}
