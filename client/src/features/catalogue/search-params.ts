import { lastPage } from '../../components/pager';
import type { operations } from '../../lib/api/schema';
import type { QueryValues } from '../../lib/paths';
import { BODY_TYPES, CATEGORIES, DRIVES, FUELS, STEERINGS, TRANSMISSIONS } from '@autoexport/contract/cars';
import {
  CATALOGUE_FILTERS,
  CATALOGUE_FILTER_NAMES,
  type CatalogueFilterName,
  CATALOGUE_RANGES,
  invertedRanges as catalogueInvertedRanges,
  readCatalogueFilters,
} from '@autoexport/contract/catalogue-filters';

/**
 * The search page's state lives in its URL (`/cars?make=toyota&bodyType=suv&page=2`), so a search can be shared,
 * reloaded and walked back through with the browser's buttons. The names are GET /api/cars's own parameters. These
 * pure functions read a URL into filters (dropping what the API would refuse), write filters back in one canonical
 * order, and derive the API's query from them.
 */
export type CarSearchQuery = NonNullable<operations['Cars_searchCars']['parameters']['query']>;
export type SearchFilters = Omit<CarSearchQuery, 'cursor' | 'limit'>;
export type FilterKey = Exclude<keyof SearchFilters, 'page' | 'sort'>;
export type Sort = NonNullable<CarSearchQuery['sort']>;
export type BodyType = NonNullable<CarSearchQuery['bodyType']>;
export type Country = NonNullable<CarSearchQuery['country']>;

// The server's own vocabularies (a plain data file): the filters offer exactly the values the API accepts.
export { BODY_TYPES, CATEGORIES, DRIVES, FUELS, STEERINGS, TRANSMISSIONS };
export const SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'mileage_asc',
  'mileage_desc',
] as const satisfies readonly Sort[];
export const DEFAULT_SORT: Sort = 'newest';
/** Sorting by price shows an order of prices: the API keeps it for signed-in callers (anonymous ones get a 401). */
export const PRICE_SORTS: readonly Sort[] = ['price_asc', 'price_desc'];
/** The filters that name a price (the table's USD amounts). */
export const PRICE_KEYS: readonly FilterKey[] = CATALOGUE_FILTERS.filter((row) => row.kind === 'usd').map((row) => row.name);
/** Cars per page (the API's default). */
export const PAGE_SIZE = 20;
/** Page numbers reach this many results deep (the API answers PAGE_TOO_DEEP beyond); "load more" goes on by cursor. */
export const MAX_PAGED_RESULTS = 10_000;

/**
 * Every filter, in the order the URL lists them (and the server's canonical URL starts with): the catalogue filter
 * table's names (@autoexport/contract/catalogue-filters), which the API's own parameters must be.
 */
export const FILTER_KEYS: readonly FilterKey[] = CATALOGUE_FILTER_NAMES satisfies readonly FilterKey[];

/** The min/max pairs: a minimum above its maximum is refused by the API. */
export const RANGES = CATALOGUE_RANGES;

/** The ranges whose minimum is above their maximum, by the minimum's key (prices compared as amounts). */
export const invertedRanges: (filters: Partial<Record<FilterKey, string | number | undefined>>) => FilterKey[] = catalogueInvertedRanges;

const MAX_PAGE = MAX_PAGED_RESULTS;
const pageNumber = (raw: string | null): number | undefined => {
  const value = raw?.trim();
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= MAX_PAGE ? n : undefined;
};
const oneOf = <T extends string>(raw: string | null, values: readonly T[]): T | undefined => {
  const value = raw?.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === value);
};

const compact = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as T;

/**
 * The filters of a search URL's query string, read by the catalogue filter table's reader (the server-rendered page
 * reads its own the same way). What the API would refuse (an unknown body type, a year of 3000, a one-letter text, an
 * inverted range) is left out, so a mangled or hand-edited link still shows cars. A parameter given twice counts by
 * its first value.
 */
export function parseSearch(search: string | URLSearchParams): SearchFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = oneOf(params.get('sort'), SORTS);
  const page = pageNumber(params.get('page'));
  return compact({
    ...readCatalogueFilters(params),
    sort: sort === DEFAULT_SORT ? undefined : sort,
    page: page === 1 ? undefined : page,
  });
}

/**
 * `importableTo=any` in a search URL: no destination, clearing a signed-in buyer's default one (issue 24 §3: a
 * customer whose import country is set searches the cars it accepts unless they say otherwise).
 */
export const ANY_DESTINATION = 'any';

/**
 * The filters with the buyer's import country as `importableTo` where the URL names none (and does not clear it with
 * `importableTo=any`); `defaulted` says the filter is the default, for its chip to say so.
 */
export function withDefaultDestination(
  filters: SearchFilters,
  search: string | URLSearchParams,
  defaultCountry: string | null | undefined,
): { filters: SearchFilters; defaulted: boolean } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('importableTo');
  if (!defaultCountry || raw !== null || filters.importableTo !== undefined) return { filters, defaulted: false };
  return { filters: { ...filters, importableTo: defaultCountry as Country }, defaulted: true };
}

/**
 * The filters as the URL's query values, in canonical order (first page and default sort left out). With a buyer's
 * default destination, the URL leaves it out when it is the one chosen and says `importableTo=any` when none is.
 */
export function toQuery(filters: SearchFilters, defaultImportableTo?: string | null): QueryValues {
  const query: QueryValues = {};
  for (const key of FILTER_KEYS) query[key] = filters[key];
  if (defaultImportableTo)
    query.importableTo = filters.importableTo === defaultImportableTo ? undefined : (filters.importableTo ?? ANY_DESTINATION);
  if (filters.sort && filters.sort !== DEFAULT_SORT) query.sort = filters.sort;
  if (filters.page && filters.page > 1) query.page = filters.page;
  return query;
}

/** How many filters are set (sort and page are not filters): the n of "Filters (n)". */
export function countFilters(filters: SearchFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== undefined).length;
}

/**
 * The filters after a change: `undefined` or '' removes a filter; any change of filters goes back to the first page;
 * a new make forgets the model (a model belongs to its make).
 */
export function changeFilters(filters: SearchFilters, patch: Partial<SearchFilters>): SearchFilters {
  const next: SearchFilters = { ...filters, ...patch };
  if ('make' in patch && patch.make !== filters.make && !('model' in patch)) delete next.model;
  if (!('page' in patch)) delete next.page;
  return compact(next);
}

/** The filters without any price (filters and price sorts): what an anonymous visitor may search by. */
export function withoutPrices(filters: SearchFilters): SearchFilters {
  const rest: SearchFilters = { ...filters };
  for (const key of PRICE_KEYS) delete rest[key];
  if (rest.sort && PRICE_SORTS.includes(rest.sort)) delete rest.sort;
  return rest;
}

/** True when the URL asks for a price filter or sort (kept in the URL for after signing in). */
export const asksForPrices = (filters: SearchFilters): boolean =>
  PRICE_KEYS.some((key) => filters[key] !== undefined) || (!!filters.sort && PRICE_SORTS.includes(filters.sort));

/** GET /api/cars/facets's query: the filters without page and sort. */
export function facetsQuery(filters: SearchFilters): Omit<SearchFilters, 'page' | 'sort'> {
  const { page: _page, sort: _sort, ...rest } = filters;
  return rest;
}

/** The last page number the pager offers for `total` results (page numbers stop at MAX_PAGED_RESULTS). */
export const lastResultPage = (total: number): number => lastPage(Math.min(total, MAX_PAGED_RESULTS), PAGE_SIZE);

/**
 * The page numbers to show around `current` (at most `width` of them), e.g. 1 … 4 5 [6] 7 8 … 56:
 * numbers and 'gap' markers.
 */
export function pageWindow(current: number, last: number, width = 5): (number | 'gap')[] {
  const half = Math.floor(width / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(last, start + width - 1);
  start = Math.max(1, end - width + 1);
  const pages: (number | 'gap')[] = [];
  if (start > 1) pages.push(1);
  // A gap never hides a single number: that number is shown instead.
  if (start === 3) pages.push(2);
  else if (start > 3) pages.push('gap');
  for (let page = start; page <= end; page++) pages.push(page);
  if (end === last - 2) pages.push(last - 1);
  else if (end < last - 2) pages.push('gap');
  if (end < last) pages.push(last);
  return pages;
}

// A new body type in the server's vocabulary must be one the API documents (a compile error otherwise).
BODY_TYPES satisfies readonly BodyType[];
// Every filter the API documents is a row of the filter table (the other way round: FILTER_KEYS above).
undefined as unknown as FilterKey satisfies CatalogueFilterName;
