import { csvLineSql, type SqlCsvColumn } from '../../common/csv/csv-sql.js';
import type { CarStatus } from '../cars/car.entity.js';
import type { CarFilters } from '../cars/car-search-rules.js';
import { type BuiltQuery, type FilterContext, filterConditions, SqlParams } from '../cars/car-search-sql.js';

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

/** An ISO 8601 UTC timestamp with milliseconds, as JavaScript's toISOString writes it (csvCell's dates). */
const isoSql = (expression: string) => `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The staff car export's columns, each written by PostgreSQL (src/common/csv/csv-sql.ts). */
export const CAR_EXPORT_COLUMNS: readonly SqlCsvColumn[] = [
  { header: 'Stock id', sql: 'k.stock_id', kind: 'text' },
  { header: 'Status', sql: 'k.status', kind: 'text' },
  { header: 'Make', sql: 'm.title', kind: 'text' },
  { header: 'Model', sql: 'k.model', kind: 'text' },
  { header: 'Year', sql: 'k.year', kind: 'plain' },
  { header: 'Mileage (km)', sql: 'k.mileage_km', kind: 'plain' },
  { header: 'Engine (cc)', sql: 'k.engine_cc', kind: 'plain' },
  { header: 'Engine code', sql: 'k.engine_code', kind: 'text' },
  { header: 'Transmission', sql: 'k.transmission', kind: 'text' },
  { header: 'Fuel', sql: 'k.fuel', kind: 'text' },
  { header: 'Drive', sql: 'k.drive', kind: 'text' },
  { header: 'Body type', sql: 'k.body_type', kind: 'text' },
  { header: 'Steering', sql: 'k.steering', kind: 'text' },
  { header: 'Doors', sql: 'k.doors', kind: 'plain' },
  { header: 'Seats', sql: 'k.seats', kind: 'plain' },
  { header: 'Color', sql: 'k.color', kind: 'text' },
  { header: 'Chassis number', sql: 'k.chassis_number', kind: 'text' },
  { header: 'Category', sql: 'k.category', kind: 'text' },
  { header: 'Country', sql: 'k.location_country', kind: 'text' },
  { header: 'Stock port', sql: 'k.stock_port', kind: 'text' },
  // numeric columns are strings in the entity (csvCell guards them as text): the same here.
  { header: 'Length (m)', sql: 'k.length_m', kind: 'text' },
  { header: 'Width (m)', sql: 'k.width_m', kind: 'text' },
  { header: 'Height (m)', sql: 'k.height_m', kind: 'text' },
  { header: 'Volume (m3)', sql: 'k.volume_m3', kind: 'text' },
  { header: 'FOB price (USD)', sql: 'k.fob_price_usd', kind: 'text' },
  { header: 'Views', sql: 'k.view_count', kind: 'plain' },
  { header: 'Created at', sql: isoSql('k.created_at'), kind: 'plain' },
  { header: 'Updated at', sql: isoSql('k.updated_at'), kind: 'plain' },
];

/** One row of an export batch: its id and sort key (the keyset) and its CSV line, written by PostgreSQL. */
export interface CarExportRow {
  id: string;
  key: string;
  line: string;
}

const EXPORT_LINE = csvLineSql(CAR_EXPORT_COLUMNS);

/**
 * One batch of the CSV export, in the list's order, right after the row `after` (its sort column as text, and its id):
 * a keyset seek on the sort's (key, id) index instead of an OFFSET, so 100,000 rows read 100,000 index entries rather
 * than about 5 million. Answers each row's id, its sort key as text (a timestamp keeps its microseconds) and its CSV
 * line (CarExportRow). The makes table belongs to the makes module (DESIGN.md §2): their titles come in as two arrays
 * (`makes`, from MakesDirectory) joined as a table of values, a few dozen rows.
 */
export function buildAdminExportQuery(input: {
  filters: AdminCarFilters;
  context: FilterContext;
  sort: string | undefined;
  after: { key: string; id: string } | null;
  take: number;
  makes: readonly { id: number; title: string }[];
}): BuiltQuery {
  const params = new SqlParams();
  const spec = adminSortSpec(input.sort);
  const where = adminConditions(input.filters, input.context, 'k', params).filter((c) => c !== 'TRUE');
  if (input.after) {
    const op = spec.direction === 'ASC' ? '>' : '<';
    // Every sort column is NOT NULL; the stock id is unique on its own. PostgreSQL types the parameters from the columns.
    where.push(
      spec.column === 'stock_id'
        ? `k.stock_id ${op} ${params.add(input.after.key)}`
        : `(k.${spec.column}, k.id) ${op} (${params.add(input.after.key)}, ${params.add(input.after.id)})`,
    );
  }
  const makeIds = params.add(input.makes.map((m) => m.id));
  const makeTitles = params.add(input.makes.map((m) => m.title));
  const makes = `unnest(${makeIds}::int[], ${makeTitles}::text[]) AS m(id, title)`;
  return {
    sql:
      `SELECT k.id::text AS id, k.${spec.column}::text AS key, ${EXPORT_LINE} AS line FROM cars k LEFT JOIN ${makes} ON m.id = k.make_id ` +
      `WHERE ${where.join(' AND ') || 'TRUE'} ORDER BY ${adminOrderBy(spec, 'k')} LIMIT ${wholeNumber(input.take)}`,
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
