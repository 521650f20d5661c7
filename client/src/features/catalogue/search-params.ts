import { lastPage } from '../../components/pager';
import type { operations } from '../../lib/api/schema';
import type { QueryValues } from '../../lib/paths';
import { BODY_TYPES, CATEGORIES, DRIVES, FUELS, STEERINGS, TRANSMISSIONS } from '@autoexport/contract/cars';

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
export const PRICE_KEYS = ['priceMin', 'priceMax'] as const;
/** Cars per page (the API's default). */
export const PAGE_SIZE = 20;
/** Page numbers reach this many results deep (the API answers PAGE_TOO_DEEP beyond); "load more" goes on by cursor. */
export const MAX_PAGED_RESULTS = 10_000;

/** Every filter, in the order the URL lists them (and the server's canonical URL starts with). */
export const FILTER_KEYS = [
  'make',
  'model',
  'bodyType',
  'yearMin',
  'yearMax',
  'fuel',
  'transmission',
  'steering',
  'drive',
  'mileageMin',
  'mileageMax',
  'engineMin',
  'engineMax',
  'priceMin',
  'priceMax',
  'color',
  'category',
  'country',
  'importableTo',
  'location',
  'q',
] as const satisfies readonly FilterKey[];

/** The min/max pairs: a minimum above its maximum is refused by the API. */
export const RANGES = [
  ['yearMin', 'yearMax'],
  ['mileageMin', 'mileageMax'],
  ['engineMin', 'engineMax'],
  ['priceMin', 'priceMax'],
] as const;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const MAKE_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;
const USD_AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const text = (raw: string | null, min: number, max: number): string | undefined => {
  const value = raw?.trim();
  return value && value.length >= min && value.length <= max && !CONTROL_CHARS.test(value) ? value : undefined;
};
const int = (raw: string | null, min: number, max: number): number | undefined => {
  const value = raw?.trim();
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};
const oneOf = <T extends string>(raw: string | null, values: readonly T[]): T | undefined => {
  const value = raw?.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === value);
};
const amount = (raw: string | null): string | undefined => {
  const value = raw?.trim();
  return value && USD_AMOUNT.test(value) ? value : undefined;
};

const compact = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as T;

/** A price string as a number, for comparing a range (amounts are at most 10 digits: exact as a double). */
const numeric = (value: string | number | undefined) => (value === undefined ? undefined : Number(value));

/** The ranges whose minimum is above their maximum, by the minimum's key. */
export function invertedRanges(filters: Partial<Record<FilterKey, string | number | undefined>>): FilterKey[] {
  return RANGES.filter(([min, max]) => {
    const low = numeric(filters[min]);
    const high = numeric(filters[max]);
    return low !== undefined && high !== undefined && low > high;
  }).map(([min]) => min);
}

/**
 * The filters of a search URL's query string. What the API would refuse (an unknown body type, a year of 3000, a
 * one-letter text, an inverted range) is left out, so a mangled or hand-edited link still shows cars. A parameter
 * given twice counts by its first value.
 */
export function parseSearch(search: string | URLSearchParams): SearchFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (name: string) => params.get(name);
  const make = get('make')?.trim().toLowerCase();
  const country = get('country')?.trim().toUpperCase();
  const importableTo = get('importableTo')?.trim().toUpperCase();
  const sort = oneOf(get('sort'), SORTS);
  const page = int(get('page'), 1, MAX_PAGED_RESULTS);
  const filters: SearchFilters = compact({
    make: make && MAKE_SLUG.test(make) ? make : undefined,
    model: text(get('model'), 1, 60),
    bodyType: oneOf(get('bodyType'), BODY_TYPES),
    yearMin: int(get('yearMin'), 1900, 2100),
    yearMax: int(get('yearMax'), 1900, 2100),
    fuel: oneOf(get('fuel'), FUELS),
    transmission: oneOf(get('transmission'), TRANSMISSIONS),
    steering: oneOf(get('steering'), STEERINGS),
    drive: oneOf(get('drive'), DRIVES),
    mileageMin: int(get('mileageMin'), 0, 10_000_000),
    mileageMax: int(get('mileageMax'), 0, 10_000_000),
    engineMin: int(get('engineMin'), 0, 100_000),
    engineMax: int(get('engineMax'), 0, 100_000),
    priceMin: amount(get('priceMin')),
    priceMax: amount(get('priceMax')),
    color: text(get('color'), 1, 24),
    category: oneOf(get('category'), CATEGORIES),
    country: country && /^[A-Z]{2}$/.test(country) ? (country as Country) : undefined,
    importableTo: importableTo && /^[A-Z]{2}$/.test(importableTo) ? (importableTo as Country) : undefined,
    location: text(get('location'), 1, 40),
    q: text(get('q'), 2, 100),
    sort: sort === DEFAULT_SORT ? undefined : sort,
    page: page === 1 ? undefined : page,
  });
  for (const min of invertedRanges(filters)) {
    const pair = RANGES.find(([low]) => low === min)!;
    delete filters[pair[0]];
    delete filters[pair[1]];
  }
  return filters;
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
  const { priceMin: _min, priceMax: _max, ...rest } = filters;
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
