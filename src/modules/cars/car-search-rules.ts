import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { SortKeyType } from '../../common/pagination/keyset-cursor.js';
import type { Steering } from './car.entity.js';
import {
  CATALOGUE_FILTERS,
  catalogueFilter,
  type CatalogueFilterKind,
  type CatalogueFilterName,
  type CatalogueFilters,
} from '@autoexport/contract/catalogue-filters';

/**
 * The catalogue search's rules, free of I/O: which filters exist, how they normalise, which sorts exist and
 * which of them reveal prices, how the sidebar facets ignore their own filter, the price bands, and when a count
 * is exact, estimated or sampled. The SQL is built from these in car-search-sql.ts.
 */

export const CAR_SORTS = ['newest', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'mileage_asc', 'mileage_desc'] as const;
export type CarSort = (typeof CAR_SORTS)[number];
export const DEFAULT_SORT: CarSort = 'newest';

export type { SortKeyType } from '../../common/pagination/keyset-cursor.js';

export interface SortSpec {
  /** The cars column sorted on; `id` breaks ties in the same direction. */
  column: 'created_at' | 'fob_price_usd' | 'year' | 'mileage_km';
  direction: 'ASC' | 'DESC';
  keyType: SortKeyType;
  /** The column's SQL type, for the keyset comparison's parameter. */
  sqlType: 'timestamptz' | 'numeric' | 'smallint' | 'integer';
}

export const SORT_SPECS: Readonly<Record<CarSort, SortSpec>> = {
  newest: { column: 'created_at', direction: 'DESC', keyType: 'timestamp', sqlType: 'timestamptz' },
  price_asc: { column: 'fob_price_usd', direction: 'ASC', keyType: 'decimal', sqlType: 'numeric' },
  price_desc: { column: 'fob_price_usd', direction: 'DESC', keyType: 'decimal', sqlType: 'numeric' },
  year_desc: { column: 'year', direction: 'DESC', keyType: 'integer', sqlType: 'smallint' },
  year_asc: { column: 'year', direction: 'ASC', keyType: 'integer', sqlType: 'smallint' },
  mileage_asc: { column: 'mileage_km', direction: 'ASC', keyType: 'integer', sqlType: 'integer' },
  mileage_desc: { column: 'mileage_km', direction: 'DESC', keyType: 'integer', sqlType: 'integer' },
};

export const isPriceSort = (sort: CarSort): boolean => SORT_SPECS[sort].column === 'fob_price_usd';

/**
 * Search filters after validation and normalisation (see normalizeFilters): the catalogue filter table's typed values
 * (packages/contract/src/catalogue-filters.ts), text lower-case (make, model, colour, port and `q`: each matched
 * ignoring case), countries upper-case, prices with two decimals ("5000.00"). `importableTo` never reaches the SQL
 * itself: withImportBounds turns it into the year and steering conditions first.
 */
export type CarFilters = CatalogueFilters;

export type FilterName = CatalogueFilterName;

/**
 * Every filter, in the fixed order of cache keys and of a saved search's default name (filtersSummary): older than
 * the URL's order (the table's), and kept so that equal searches keep their keys and names.
 */
export const FILTER_NAMES = [
  'make',
  'model',
  'yearMin',
  'yearMax',
  'steering',
  'bodyType',
  'fuel',
  'drive',
  'transmission',
  'color',
  'location',
  'country',
  'importableTo',
  'category',
  'engineMin',
  'engineMax',
  'priceMin',
  'priceMax',
  'mileageMin',
  'mileageMax',
  'q',
] as const satisfies readonly FilterName[];

/** The filters that name a price (anonymous callers may not use them). */
export const PRICE_FILTERS: readonly FilterName[] = CATALOGUE_FILTERS.filter((row) => row.kind === 'usd').map((row) => row.name);

/** The kinds matched ignoring case: their values are kept lower-case. */
const CASELESS_KINDS: ReadonlySet<CatalogueFilterKind> = new Set(['make', 'text', 'search']);

/** Copies the filters that are set, lower-casing the case-insensitive ones and writing prices with two decimals. */
export function normalizeFilters(input: Partial<Record<FilterName, unknown>>): CarFilters {
  const out: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const value = input[name];
    if (value === undefined || value === null || value === '') continue;
    const { kind } = catalogueFilter(name);
    if (kind === 'usd') out[name] = new Decimal(String(value)).toFixed(2);
    else if (typeof value === 'string') out[name] = CASELESS_KINDS.has(kind) ? value.trim().toLowerCase() : value.trim();
    else out[name] = value;
  }
  return out as CarFilters;
}

export const activeFilters = (filters: CarFilters): FilterName[] => FILTER_NAMES.filter((name) => filters[name] !== undefined);

/** What a destination's import rules admit (import-rules' importableCarBounds): model years and a steering side. */
export type ImportBounds = { none: true } | { none: false; minYear: number | null; maxYear: number | null; steering: Steering | null };

/**
 * The filters with `importableTo` replaced by the conditions its rules make — model years from..to and a steering
 * side — intersected with the caller's own year and steering filters, so the search runs on the same indexes as
 * any year search. null when nothing can match (imports banned, or the caller's filters and the rules exclude each
 * other). Filters without `importableTo` come back as they are.
 */
export function withImportBounds(filters: CarFilters, bounds: ImportBounds | undefined): CarFilters | null {
  if (filters.importableTo === undefined) return filters;
  if (!bounds) throw new Error('withImportBounds: importableTo needs its bounds');
  const { importableTo: _country, ...rest } = filters;
  if (bounds.none) return null;
  const yearMin = maxOf(rest.yearMin, bounds.minYear ?? undefined);
  const yearMax = minOf(rest.yearMax, bounds.maxYear ?? undefined);
  if (yearMin !== undefined && yearMax !== undefined && yearMin > yearMax) return null;
  if (bounds.steering !== null && rest.steering !== undefined && rest.steering !== bounds.steering) return null;
  const steering = rest.steering ?? bounds.steering ?? undefined;
  return normalizeFilters({ ...rest, yearMin, yearMax, steering });
}
const maxOf = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));
const minOf = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));

/** Anonymous callers may neither filter nor sort by price (DESIGN.md §5: no price through filters or sorts). */
export const revealsPrice = (filters: CarFilters, sort?: CarSort): boolean =>
  PRICE_FILTERS.some((name) => filters[name] !== undefined) || (sort !== undefined && isPriceSort(sort));

/** A short, stable digest of the filters: equal filters give equal keys whatever order they came in. */
export function filtersDigest(filters: CarFilters): string {
  const canonical = activeFilters(filters)
    .map((name) => `${name}=${encodeURIComponent(String(filters[name]))}`)
    .join('&');
  return createHash('sha1').update(canonical).digest('base64url').slice(0, 22);
}

export { MAX_OFFSET_ROWS } from '../../common/pagination/keyset-cursor.js';

// ---------------------------------------------------------------------------------------------------------
// Facets

export const FACET_DIMS = ['makes', 'models', 'bodyTypes', 'categories', 'countries', 'locations', 'priceBands'] as const;
export type FacetDim = (typeof FACET_DIMS)[number];

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** Every facet list but the price bands, in the answer's order. */
export interface FacetLists {
  makes: FacetValue[];
  models?: FacetValue[];
  bodyTypes: FacetValue[];
  categories: FacetValue[];
  countries: FacetValue[];
  locations: FacetValue[];
}

/**
 * The sidebar's lists from the counts: empty values left out, most cars first (then by label), makes named from
 * the makes index (a make it does not know is left out), models only when asked for.
 */
export function facetLists(
  counts: ReadonlyMap<FacetDim, ReadonlyMap<string, number>>,
  makesById: ReadonlyMap<number, { slug: string; title: string }>,
  withModels: boolean,
): FacetLists {
  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label);
  const values = (dim: FacetDim): FacetValue[] =>
    [...(counts.get(dim) ?? [])]
      .filter(([, count]) => count > 0)
      .map(([value, count]) => ({ value: value.trim(), label: value.trim(), count }))
      .sort(byCount);
  const makes = [...(counts.get('makes') ?? [])]
    .filter(([id, count]) => count > 0 && makesById.has(Number(id)))
    .map(([id, count]) => ({ value: makesById.get(Number(id))!.slug, label: makesById.get(Number(id))!.title, count }))
    .sort(byCount);
  return {
    makes,
    ...(withModels ? { models: values('models') } : {}),
    bodyTypes: values('bodyTypes'),
    categories: values('categories'),
    countries: values('countries'),
    locations: values('locations'),
  };
}

/**
 * Standard sidebar semantics: each facet counts the cars matching every active filter except its own, so that
 * choosing Toyota still shows how many Nissans there are. The make facet also ignores the model (a model belongs
 * to a make); the model facet keeps the make.
 */
export const FACET_IGNORES: Readonly<Record<FacetDim, readonly FilterName[]>> = {
  makes: ['make', 'model'],
  models: ['model'],
  bodyTypes: ['bodyType'],
  categories: ['category'],
  countries: ['country'],
  locations: ['location'],
  priceBands: ['priceMin', 'priceMax'],
};

export interface FacetGroup {
  /** Active filters left out of this group's condition. */
  ignored: FilterName[];
  dims: FacetDim[];
}

/**
 * Facets whose ignored filters are not active share one condition (all the filters), so they are counted in one
 * pass; each facet whose own filter is active needs a pass of its own.
 */
export function facetGroups(filters: CarFilters, dims: readonly FacetDim[]): FacetGroup[] {
  const groups = new Map<string, FacetGroup>();
  for (const dim of dims) {
    const ignored = FACET_IGNORES[dim].filter((name) => filters[name] !== undefined);
    const key = ignored.join(',');
    const group = groups.get(key) ?? { ignored, dims: [] };
    group.dims.push(dim);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Upper bounds of the price bands (USD); a band runs from one bound to a cent below the next. */
export const PRICE_BAND_BOUNDS: readonly number[] = [2000, 4000, 6000, 8000, 10000, 15000, 20000, 30000, 50000];

export interface PriceBand {
  min: string;
  /** Inclusive (so that priceMin=min&priceMax=max selects exactly the band); null for the last, open band. */
  max: string | null;
}

/** The band with index `i` as SQL's width_bucket(price, PRICE_BAND_BOUNDS) numbers them (0 below the first bound). */
export function priceBand(i: number): PriceBand {
  const min = i === 0 ? new Decimal(0) : new Decimal(PRICE_BAND_BOUNDS[i - 1]!);
  const upper = PRICE_BAND_BOUNDS[i];
  return { min: min.toFixed(2), max: upper === undefined ? null : new Decimal(upper).minus('0.01').toFixed(2) };
}

// ---------------------------------------------------------------------------------------------------------
// Exact, estimated or sampled counts

/** Knobs of the count strategy; the defaults suit ~1,000,000 cars on two cores. */
export interface CarSearchTuning {
  /** A total is counted exactly when the planner's cost of scanning the matches is at most this. */
  exactCountMaxCost: number;
  /** An exact count stops here (a safety net for a wrong cost estimate); reaching it makes the total an estimate. */
  countCap: number;
  /** A facet group is counted exactly when its scan costs at most this, or matches at most facetExactMaxRows. */
  facetExactMaxCost: number;
  facetExactMaxRows: number;
  /** Otherwise it is counted on a block sample sized to hold about this many matching rows… */
  facetSampleTarget: number;
  /** …taking between these percentages of the table. */
  facetSampleMinPercent: number;
  facetSampleMaxPercent: number;
  totalTtlSeconds: number;
  facetsTtlSeconds: number;
  listedCountsTtlSeconds: number;
  /** Car detail rows each process keeps (most recently read), and for how long at most. */
  detailCacheSize: number;
  detailTtlSeconds: number;
}

export const DEFAULT_TUNING: Readonly<CarSearchTuning> = {
  exactCountMaxCost: 10_000,
  countCap: 100_000,
  facetExactMaxCost: 10_000,
  facetExactMaxRows: 2_000,
  facetSampleTarget: 3_000,
  facetSampleMinPercent: 0.5,
  facetSampleMaxPercent: 10,
  totalTtlSeconds: 60,
  facetsTtlSeconds: 60,
  listedCountsTtlSeconds: 120,
  detailCacheSize: 5_000,
  detailTtlSeconds: 600,
};

/** The planner's view of a condition: estimated matching rows and the cost of scanning them. */
export interface PlanEstimate {
  rows: number;
  cost: number;
}

export const countIsCheap = (estimate: PlanEstimate, tuning: CarSearchTuning): boolean => estimate.cost <= tuning.exactCountMaxCost;

export type FacetStrategy = { mode: 'exact' } | { mode: 'sample'; percent: number };

/** Exact for cheap or small sets; a block sample (TABLESAMPLE SYSTEM) of the table for big, costly ones. */
export function facetStrategy(estimate: PlanEstimate, tuning: CarSearchTuning): FacetStrategy {
  if (estimate.cost <= tuning.facetExactMaxCost || estimate.rows <= tuning.facetExactMaxRows) return { mode: 'exact' };
  // A sample of p% of the table holds about p% of the matching rows.
  const wanted = (100 * tuning.facetSampleTarget) / Math.max(estimate.rows, 1);
  const percent = Math.min(tuning.facetSampleMaxPercent, Math.max(tuning.facetSampleMinPercent, wanted));
  // Reading the whole table is no sample at all.
  if (percent >= 100) return { mode: 'exact' };
  return { mode: 'sample', percent: Math.round(percent * 1000) / 1000 };
}

/** A count from a p% sample, scaled to the whole table (at least 1: a value seen in the sample exists). */
export const scaleSampled = (count: number, percent: number): number => Math.max(1, Math.round((count * 100) / percent));

/**
 * The total to report. A page that is not full (in page mode) tells the exact total; otherwise the total must at
 * least cover the rows already seen.
 */
export function reconcileTotal(
  counted: { total: number; estimate: boolean } | null,
  page: { offset: number | null; returned: number; hasMore: boolean },
): { total: number; estimate: boolean } {
  // (An empty page past the end says nothing about how far before it the results ended.)
  if (page.offset !== null && !page.hasMore && (page.returned > 0 || page.offset === 0)) {
    return { total: page.offset + page.returned, estimate: false };
  }
  const seen = page.returned > 0 ? (page.offset ?? 0) + page.returned + (page.hasMore ? 1 : 0) : 0;
  if (!counted) return { total: seen, estimate: true };
  if (counted.total < seen) return { total: seen, estimate: true };
  return counted;
}

/**
 * Under which key a process keeps a listed car's detail row: per catalogue version (staff changes), per views
 * generation (view flushes, which change view_count), per price visibility (an anonymous caller's row never held the
 * price) and per stock id.
 */
export const detailCacheKey = (version: string, viewsGeneration: number, withPrice: boolean, stockId: string): string =>
  `${version}:${viewsGeneration}:${withPrice ? 'user' : 'anon'}:${stockId}`;
