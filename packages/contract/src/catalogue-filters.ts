import { BODY_TYPES, CATEGORIES, DRIVES, FUELS, STEERINGS, TRANSMISSIONS } from './cars.js';
import { COUNTRY_CODES, type CountryCode } from './countries.js';

/**
 * The catalogue's filters (GET /api/cars, GET /api/cars/facets, a saved search, the search page's URL), one row each:
 * its name, its kind and the bounds of its values, and the parser from a query-string value to the typed value.
 * Everything else derives from this table: the server's DTO (src/modules/cars/cars.query.ts) takes its bounds, the
 * SQL and the in-memory predicate (src/modules/cars/catalogue-filters.ts) work per kind, and the two URL readers — the
 * server-rendered page's (src/modules/web/search-filter-rules.ts) and the client's
 * (client/src/features/catalogue/search-params.ts) — are readCatalogueFilters.
 *
 * The rows stand in the order the search URL lists them.
 */

/** A min/max pair: `yearMin` and `yearMax` bound the same column; a minimum above its maximum is refused. */
export type RangeBound = { range: 'year' | 'engine' | 'price' | 'mileage'; bound: 'min' | 'max' };

export type CatalogueFilterDef =
  /** A make's slug, lower-case ("mercedes-benz"); the server resolves it to the make's id. */
  | { name: string; kind: 'make'; inPageHead: boolean }
  /** Free text of 1 to maxLength characters, matched exactly but ignoring case. */
  | { name: string; kind: 'text'; maxLength: number; inPageHead: boolean }
  /** One of a closed vocabulary, accepted in any case and read in the vocabulary's own case. */
  | { name: string; kind: 'choice'; values: readonly string[]; inPageHead: boolean }
  /** An ISO 3166-1 alpha-2 code of COUNTRY_CODES, upper-case. */
  | { name: string; kind: 'country'; inPageHead: boolean }
  /** A whole number in [min, max], one end of a range. */
  | ({ name: string; kind: 'whole'; min: number; max: number; inPageHead: boolean } & RangeBound)
  /** A USD amount (up to 10 digits and 2 decimals), one end of a range. */
  | ({ name: string; kind: 'usd'; inPageHead: boolean } & RangeBound)
  /** Free text of minLength to maxLength characters searched for as a part of several fields. */
  | { name: string; kind: 'search'; minLength: number; maxLength: number; inPageHead: boolean };

export type CatalogueFilterKind = CatalogueFilterDef['kind'];

const YEARS = { min: 1900, max: 2100 } as const;
const ENGINE_CC = { min: 0, max: 100_000 } as const;
const MILEAGE_KM = { min: 0, max: 10_000_000 } as const;

/**
 * Every catalogue filter. `inPageHead`: the search page's title, description and canonical URL speak of it (a price
 * never does: the head is the same for every visitor, and anonymous ones never see a price).
 */
export const CATALOGUE_FILTERS = [
  { name: 'make', kind: 'make', inPageHead: true },
  { name: 'model', kind: 'text', maxLength: 60, inPageHead: true },
  { name: 'bodyType', kind: 'choice', values: BODY_TYPES, inPageHead: true },
  { name: 'yearMin', kind: 'whole', ...YEARS, range: 'year', bound: 'min', inPageHead: true },
  { name: 'yearMax', kind: 'whole', ...YEARS, range: 'year', bound: 'max', inPageHead: true },
  { name: 'fuel', kind: 'choice', values: FUELS, inPageHead: true },
  { name: 'transmission', kind: 'choice', values: TRANSMISSIONS, inPageHead: true },
  { name: 'steering', kind: 'choice', values: STEERINGS, inPageHead: true },
  { name: 'drive', kind: 'choice', values: DRIVES, inPageHead: true },
  { name: 'mileageMin', kind: 'whole', ...MILEAGE_KM, range: 'mileage', bound: 'min', inPageHead: false },
  { name: 'mileageMax', kind: 'whole', ...MILEAGE_KM, range: 'mileage', bound: 'max', inPageHead: true },
  { name: 'engineMin', kind: 'whole', ...ENGINE_CC, range: 'engine', bound: 'min', inPageHead: false },
  { name: 'engineMax', kind: 'whole', ...ENGINE_CC, range: 'engine', bound: 'max', inPageHead: false },
  { name: 'priceMin', kind: 'usd', range: 'price', bound: 'min', inPageHead: false },
  { name: 'priceMax', kind: 'usd', range: 'price', bound: 'max', inPageHead: false },
  { name: 'color', kind: 'text', maxLength: 24, inPageHead: false },
  { name: 'category', kind: 'choice', values: CATEGORIES, inPageHead: false },
  { name: 'country', kind: 'country', inPageHead: true },
  { name: 'importableTo', kind: 'country', inPageHead: true },
  { name: 'location', kind: 'text', maxLength: 40, inPageHead: true },
  { name: 'q', kind: 'search', minLength: 2, maxLength: 100, inPageHead: true },
] as const satisfies readonly CatalogueFilterDef[];

type Row = (typeof CATALOGUE_FILTERS)[number];
export type CatalogueFilterName = Row['name'];

/** The typed value of a filter of this row. */
type ValueOf<R extends Row> = R extends { kind: 'whole' }
  ? number
  : R extends { kind: 'choice'; values: readonly (infer V)[] }
    ? V
    : R extends { kind: 'country' }
      ? CountryCode
      : string;

/** Filters as the readers give them: each one set is valid (a price as typed, "5000" or "12500.5"). */
export type CatalogueFilters = { [R in Row as R['name']]?: ValueOf<R> };

/** The filters' names in the URL's order. */
export const CATALOGUE_FILTER_NAMES: readonly CatalogueFilterName[] = CATALOGUE_FILTERS.map((row) => row.name);

export const catalogueFilter = <N extends CatalogueFilterName>(name: N): Extract<Row, { name: N }> =>
  CATALOGUE_FILTERS.find((row) => row.name === name) as Extract<Row, { name: N }>;

/** The min/max pairs, each as [minimum's name, maximum's name]. */
export const CATALOGUE_RANGES = (['year', 'mileage', 'engine', 'price'] as const).map((range) => {
  const end = (bound: 'min' | 'max') => CATALOGUE_FILTERS.find((row) => 'range' in row && row.range === range && row.bound === bound)!.name;
  return [end('min'), end('max')] as const;
});

/** A make's slug as the catalogue writes it ("toyota", "mercedes-benz"). */
export const MAKE_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;
/** A USD amount as a filter takes it: whole dollars or dollars and cents. */
export const USD_AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
/** Free text is matched against fields joined by line breaks (car-search-sql.ts), so it may hold no control character. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * A query-string value read as the filter's typed value, or undefined when the API would refuse it (a blank value
 * counts as not sent). Text is trimmed, a make lower-cased, a country upper-cased, a vocabulary word put in the
 * vocabulary's case; a price stays as typed.
 */
export function parseCatalogueFilter<N extends CatalogueFilterName>(
  name: N,
  raw: string | null | undefined,
): CatalogueFilters[N] | undefined;
export function parseCatalogueFilter(name: CatalogueFilterName, raw: string | null | undefined): string | number | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const row: CatalogueFilterDef = catalogueFilter(name);
  switch (row.kind) {
    case 'make': {
      const slug = value.toLowerCase();
      return MAKE_SLUG.test(slug) ? slug : undefined;
    }
    case 'text':
      return value.length <= row.maxLength && !CONTROL_CHARS.test(value) ? value : undefined;
    case 'search':
      return value.length >= row.minLength && value.length <= row.maxLength && !CONTROL_CHARS.test(value) ? value : undefined;
    case 'choice':
      return row.values.find((v) => v.toLowerCase() === value.toLowerCase());
    case 'country': {
      const code = value.toUpperCase();
      return (COUNTRY_CODES as readonly string[]).includes(code) ? code : undefined;
    }
    case 'whole': {
      if (!/^\d{1,10}$/.test(value)) return undefined;
      const n = Number(value);
      return n >= row.min && n <= row.max ? n : undefined;
    }
    case 'usd':
      return USD_AMOUNT.test(value) ? value : undefined;
  }
}

/** A range's ends compared as numbers (a price has at most 10 digits and 2 decimals: exact enough as a double). */
const asNumber = (value: string | number | undefined) => (value === undefined ? undefined : Number(value));

/** The ranges whose minimum is above their maximum, by the minimum's name. */
export function invertedRanges(filters: Partial<Record<CatalogueFilterName, string | number | undefined>>): CatalogueFilterName[] {
  return CATALOGUE_RANGES.filter(([min, max]) => {
    const low = asNumber(filters[min]);
    const high = asNumber(filters[max]);
    return low !== undefined && high !== undefined && low > high;
  }).map(([min]) => min);
}

/**
 * The filters of a query string, in the URL's order: what the API would refuse is left out (a mangled or hand-edited
 * link still shows cars), and so are both ends of an inverted range. A parameter given twice counts by its first
 * value. `names` limits the filters read (the page head reads only those it speaks of).
 */
export function readCatalogueFilters(
  search: string | URLSearchParams,
  names: readonly CatalogueFilterName[] = CATALOGUE_FILTER_NAMES,
): CatalogueFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: Partial<Record<CatalogueFilterName, string | number>> = {};
  for (const name of CATALOGUE_FILTER_NAMES) {
    if (!names.includes(name)) continue;
    const value = parseCatalogueFilter(name, params.get(name));
    if (value !== undefined) filters[name] = value;
  }
  for (const min of invertedRanges(filters)) {
    const [, max] = CATALOGUE_RANGES.find(([low]) => low === min)!;
    delete filters[min];
    delete filters[max];
  }
  return filters as CatalogueFilters;
}
