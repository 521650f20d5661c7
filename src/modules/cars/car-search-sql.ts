import type { CursorPosition } from './car-search-cursor.js';
import {
  type CarFilters,
  type CarSort,
  type FacetDim,
  type FilterName,
  PRICE_BAND_BOUNDS,
  SORT_SPECS,
  type SortSpec,
} from './car-search-rules.js';
import { type FilterContext, filterConditions, listed, SqlParams } from './catalogue-filters.js';
import { timestampKeySql } from '../../common/pagination/keyset-cursor.js';

/**
 * Parameterised SQL of the catalogue search, built from validated filters (pure: no I/O). Column names, sort
 * directions and the status list are constants of this file; every value a caller sends travels as a parameter.
 *
 * The conditions are written exactly as the partial indexes of migrations/…-CatalogueIndexes.ts are, so the
 * planner can use them: `status NOT IN ('sold', 'in_transit', 'released', 'withdrawn')` and the free-text expression SEARCH_TEXT.
 */

// The filters' conditions, the visibility rule and the parameters are the catalogue filter table's
// (catalogue-filters.ts); the many readers of the catalogue import them from here too.
export { type FilterContext, filterConditions, listed, LISTED_PREDICATE, searchText, SqlParams } from './catalogue-filters.js';

export const orderBy = (spec: SortSpec, alias: string) => `${alias}.${spec.column} ${spec.direction}, ${alias}.id ${spec.direction}`;

/** Rows strictly after the cursor in the sort order: a row comparison the (key, id) indexes seek to. */
export function keysetCondition(spec: SortSpec, cursor: CursorPosition, alias: string, params: SqlParams): string {
  const op = spec.direction === 'DESC' ? '<' : '>';
  return `(${alias}.${spec.column}, ${alias}.id) ${op} (${params.add(cursor.key)}::${spec.sqlType}, ${params.add(cursor.id)}::bigint)`;
}

/** The sort column as text, for the next cursor (timestamps with their microseconds: a JS Date would lose them). */
export function sortKeyText(spec: SortSpec, alias: string): string {
  return spec.keyType === 'timestamp' ? timestampKeySql(`${alias}.${spec.column}`) : `${alias}.${spec.column}::text`;
}

/** The columns of a list item (CarSummary); the price only `withPrice` (the caller's canSeePrice, common/pricing). */
export const SUMMARY_COLUMNS = [
  'id',
  'stock_id',
  'make_id',
  'model',
  'year',
  'mileage_km',
  'engine_cc',
  'steering',
  'body_type',
  'fuel',
  'drive',
  'transmission',
  'color',
  'category',
  'location_country',
  'stock_port',
  'status',
  'featured_image_url',
  'featured_thumbnail_url',
] as const;

export interface SummaryRow {
  id: string;
  stock_id: string;
  make_id: number;
  model: string;
  year: number;
  mileage_km: number;
  engine_cc: number;
  steering: string;
  body_type: string;
  fuel: string;
  drive: string;
  transmission: string;
  color: string;
  category: string;
  location_country: string;
  stock_port: string;
  status: string;
  featured_image_url: string | null;
  featured_thumbnail_url: string | null;
  fob_price_usd?: string;
}

export interface ListQueryInput {
  filters: CarFilters;
  context: FilterContext;
  sort: CarSort;
  cursor: CursorPosition | null;
  /** Rows to fetch (one more than the page, to know whether there is a next one). */
  fetch: number;
  offset: number;
  withPrice: boolean;
}

const integerLiteral = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return String(n);
};

export interface BuiltQuery {
  sql: string;
  params: unknown[];
}

/**
 * One page. The inner query finds the ids in order — it touches only columns the covering indexes hold, so the
 * planner can filter with an index-only scan — and the outer one reads the listed columns of those few rows.
 */
export function buildListQuery(input: ListQueryInput): BuiltQuery {
  const spec = SORT_SPECS[input.sort];
  const params = new SqlParams();
  const conditions = filterConditions(input.filters, input.context, 'k', params);
  if (input.cursor) conditions.push(keysetCondition(spec, input.cursor, 'k', params));
  // LIMIT and OFFSET are written as numbers (whole numbers the service computed): a prepared statement's generic plan
  // then still knows how few rows are wanted.
  const limit = integerLiteral(input.fetch);
  const offset = input.offset > 0 ? ` OFFSET ${integerLiteral(input.offset)}` : '';
  const columns = [...SUMMARY_COLUMNS, ...(input.withPrice ? ['fob_price_usd'] : [])].map((c) => `c.${c}`).join(', ');
  const sql =
    `SELECT ${columns}, ${sortKeyText(spec, 'c')} AS sort_key FROM ` +
    `(SELECT k.id FROM cars k WHERE ${conditions.join(' AND ')} ORDER BY ${orderBy(spec, 'k')} LIMIT ${limit}${offset}) p ` +
    `JOIN cars c ON c.id = p.id ORDER BY ${orderBy(spec, 'c')}`;
  return { sql, params: params.values };
}

/** Counts matches up to `cap` (beyond it the caller reports an estimate). */
export function buildCountQuery(filters: CarFilters, context: FilterContext, cap: number, ignore?: ReadonlySet<FilterName>): BuiltQuery {
  const params = new SqlParams();
  const conditions = filterConditions(filters, context, 'c', params, ignore);
  return {
    sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM cars c WHERE ${conditions.join(' AND ')} LIMIT ${params.add(cap)}) s`,
    params: params.values,
  };
}

/** The planner's estimate of the matches and of the cost to scan them (EXPLAIN plans the query; it does not run it). */
export function buildEstimateQuery(filters: CarFilters, context: FilterContext, ignore?: ReadonlySet<FilterName>): BuiltQuery {
  const params = new SqlParams();
  const conditions = filterConditions(filters, context, 'c', params, ignore);
  return { sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM cars c WHERE ${conditions.join(' AND ')}`, params: params.values };
}

/** The same query, planned but not run (its answer parses with parseEstimate). */
export const explainOf = (query: BuiltQuery): BuiltQuery => ({ sql: `EXPLAIN (FORMAT JSON) ${query.sql}`, params: query.params });

/** Reads the top plan node's rows and total cost from EXPLAIN (FORMAT JSON)'s answer. */
export function parseEstimate(rows: { 'QUERY PLAN': unknown }[]): { rows: number; cost: number } {
  let plan = rows[0]?.['QUERY PLAN'];
  if (typeof plan === 'string') plan = JSON.parse(plan);
  const top = (plan as { Plan?: { 'Plan Rows'?: number; 'Total Cost'?: number } }[] | undefined)?.[0]?.Plan;
  return { rows: Math.max(0, Math.round(top?.['Plan Rows'] ?? 0)), cost: top?.['Total Cost'] ?? Number.POSITIVE_INFINITY };
}

/** The grouped expression of each facet. */
export const FACET_EXPRESSIONS: Readonly<Record<FacetDim, string>> = {
  makes: 'c.make_id',
  models: 'c.model',
  bodyTypes: 'c.body_type',
  categories: 'c.category',
  countries: 'c.location_country',
  locations: 'c.stock_port',
  // 0 below the first bound, i between bound i-1 and bound i, n above the last (see priceBand()).
  priceBands: `width_bucket(c.fob_price_usd, ARRAY[${PRICE_BAND_BOUNDS.join(', ')}]::numeric[])`,
};

export interface FacetQueryInput {
  filters: CarFilters;
  context: FilterContext;
  ignore: ReadonlySet<FilterName>;
  dims: readonly FacetDim[];
  /** Count on a TABLESAMPLE SYSTEM sample of this percentage of the table; null counts exactly. */
  samplePercent: number | null;
}

export interface FacetRow {
  [column: string]: string | number | null;
  n: number;
}

/**
 * Counts per value of several facets that share one condition, in one pass (GROUPING SETS). Column g<i> is 0 on
 * the rows of facet i and v<i> holds its value.
 */
export function buildFacetQuery(input: FacetQueryInput): BuiltQuery {
  const params = new SqlParams();
  const conditions = filterConditions(input.filters, input.context, 'c', params, input.ignore);
  const expressions = input.dims.map((dim) => FACET_EXPRESSIONS[dim]);
  const columns = expressions.map((e, i) => `GROUPING(${e}) AS g${i}, ${e} AS v${i}`).join(', ');
  const sample =
    input.samplePercent === null ? '' : ` TABLESAMPLE SYSTEM (${Number(input.samplePercent).toFixed(3)}) REPEATABLE (${SAMPLE_SEED})`;
  const sql =
    `SELECT ${columns}, count(*)::int AS n FROM cars c${sample} WHERE ${conditions.join(' AND ')} ` +
    `GROUP BY GROUPING SETS (${expressions.map((e) => `(${e})`).join(', ')})`;
  return { sql, params: params.values };
}

/** A fixed seed: the same filters sample the same blocks, so approximate counts do not jitter between requests. */
export const SAMPLE_SEED = 20240601;

/** Splits a facet query's rows into value → count per facet. */
export function splitFacetRows(dims: readonly FacetDim[], rows: FacetRow[]): Map<FacetDim, Map<string, number>> {
  const out = new Map<FacetDim, Map<string, number>>(dims.map((d) => [d, new Map()]));
  for (const row of rows) {
    dims.forEach((dim, i) => {
      if (Number(row[`g${i}`]) !== 0) return;
      const value = row[`v${i}`];
      if (value === null || value === undefined) return;
      out.get(dim)!.set(String(value), Number(row.n));
    });
  }
  return out;
}

/**
 * The car page: the listed car with its gallery and auction sheet in one statement (the benchmark's baseline runs it
 * too). The make is not joined: `makes` belongs to the makes module, so its slug and title come from the
 * MakesDirectory (withMakeNames). The price column only `withPrice` (the caller's canSeePrice, common/pricing).
 */
export const DETAIL_SQL = (withPrice: boolean, ref: string, params: SqlParams) => `
SELECT c.id, c.stock_id, c.make_id, c.model, c.year, c.mileage_km, c.engine_cc,
       c.steering, c.body_type, c.fuel, c.drive, c.transmission, c.color, c.category, c.location_country, c.stock_port,
       c.status, c.featured_image_url, c.featured_thumbnail_url, c.features, c.doors, c.seats, c.chassis_number,
       c.engine_code, c.length_m, c.width_m, c.height_m, c.volume_m3, c.view_count, c.created_at, c.updated_at${withPrice ? ', c.fob_price_usd' : ''},
       (SELECT json_agg(json_build_object('url', i.url, 'thumbnailUrl', i.thumbnail_url, 'width', i.width, 'height', i.height)
                        ORDER BY i.position, i.id)
          FROM car_images i WHERE i.car_id = c.id) AS images,
       (SELECT json_build_object('auctionHouse', a.auction_house, 'auctionDate', to_char(a.auction_date, 'YYYY-MM-DD'),
                                 'overallGrade', a.overall_grade, 'interiorGrade', a.interior_grade,
                                 'exteriorGrade', a.exterior_grade, 'tyreCondition', a.tyre_condition,
                                 'totalEvaluation', a.total_evaluation, 'damages', a.damages, 'notes', a.notes,
                                 'translatedDetails', a.translated_details)
          FROM auction_sheets a WHERE a.car_id = c.id) AS auction_sheet
  FROM cars c
 WHERE c.stock_id = ${params.add(ref)} AND ${listed('c')}`;

/** A DETAIL_SQL row completed with its make's names, as the car page's mapper (toCarDetail) reads them. */
export const withMakeNames = <T extends { make_id: number }>(row: T, make: { slug: string; title: string } | undefined) => ({
  ...row,
  make_slug: make?.slug ?? '',
  make_title: make?.title ?? '',
});
