import { COUNTRY_CODES } from '../../common/countries.js';
import { firstAnswerKey } from './first-answer-contract.js';
import { BODY_TYPES, DRIVES, FUELS, STEERINGS, TRANSMISSIONS } from '../cars/car.entity.js';

/**
 * The search page's filters that its title, description and canonical URL speak of, read from the page's query
 * string (the same names as GET /api/cars). Anything invalid is left out rather than refused: the page is the
 * client's, which shows the API's own message. Price filters, sort and cursor never reach the head: the head is the
 * same for every visitor, and anonymous ones never see a price.
 */
export interface SearchFilters {
  make?: string;
  model?: string;
  bodyType?: (typeof BODY_TYPES)[number];
  yearMin?: number;
  yearMax?: number;
  fuel?: (typeof FUELS)[number];
  transmission?: (typeof TRANSMISSIONS)[number];
  steering?: (typeof STEERINGS)[number];
  drive?: (typeof DRIVES)[number];
  mileageMax?: number;
  location?: string;
  country?: string;
  /** Cars this destination country admits under its import rules (ISO alpha-2). */
  importableTo?: string;
  q?: string;
  /** A page number above 1 (each page of a search is a page of its own to a search engine). */
  page?: number;
}

/** The filters in the order the canonical URL lists them. */
const ORDER: readonly (keyof SearchFilters)[] = [
  'make',
  'model',
  'bodyType',
  'yearMin',
  'yearMax',
  'fuel',
  'transmission',
  'steering',
  'drive',
  'mileageMax',
  'country',
  'importableTo',
  'location',
  'q',
  'page',
];

const MAKE_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
/** The deepest page number the API serves (10,000 results at up to 100 a page). */
const MAX_PAGE = 10_000;

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

/** The filters of a search page's query string; a parameter given twice counts by its first value. */
export function parseSearchFilters(query: string): SearchFilters {
  const params = new URLSearchParams(query);
  const get = (name: string) => params.get(name);
  const make = get('make')?.trim().toLowerCase();
  const country = get('country')?.trim().toUpperCase();
  const importableTo = get('importableTo')?.trim().toUpperCase();
  const isCountry = (code: string | undefined) => !!code && (COUNTRY_CODES as readonly string[]).includes(code);
  const filters: SearchFilters = {
    make: make && MAKE_SLUG.test(make) ? make : undefined,
    model: text(get('model'), 1, 60),
    bodyType: oneOf(get('bodyType'), BODY_TYPES),
    yearMin: int(get('yearMin'), 1900, 2100),
    yearMax: int(get('yearMax'), 1900, 2100),
    fuel: oneOf(get('fuel'), FUELS),
    transmission: oneOf(get('transmission'), TRANSMISSIONS),
    steering: oneOf(get('steering'), STEERINGS),
    drive: oneOf(get('drive'), DRIVES),
    mileageMax: int(get('mileageMax'), 0, 10_000_000),
    country: isCountry(country) ? country : undefined,
    importableTo: isCountry(importableTo) ? importableTo : undefined,
    location: text(get('location'), 1, 40),
    q: text(get('q'), 2, 100),
    page: int(get('page'), 2, MAX_PAGE),
  };
  if (filters.yearMin !== undefined && filters.yearMax !== undefined && filters.yearMin > filters.yearMax) {
    filters.yearMin = filters.yearMax = undefined;
  }
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SearchFilters;
}

/** The canonical query string of a search (`?make=toyota&bodyType=suv`), or '' for the whole catalogue. */
export function canonicalSearch(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Results per page of the search page's first answer (the client's PAGE_SIZE, the API's default). */
export const FIRST_RESULTS_LIMIT = 20;

/** The first answer a search page inlines: the API query to run and the key the client finds it by (firstAnswerKey). */
export interface FirstResultsQuery {
  query: SearchFilters & { limit: number };
  key: string;
}

/**
 * The query of the answer a search page can hand its client inline, or null when the page's URL holds anything the
 * server does not read exactly as the client does (another parameter, one given twice, one that does not parse, a
 * sort, a price): then the client fetches as usual.
 */
export function firstResultsQuery(pageQuery: string): FirstResultsQuery | null {
  const params = new URLSearchParams(pageQuery);
  const names = [...params.keys()];
  if (new Set(names).size !== names.length) return null;
  const filters = parseSearchFilters(pageQuery);
  const first = params.get('page')?.trim() === '1';
  const understood = (name: string) =>
    (ORDER as readonly string[]).includes(name) && (filters[name as keyof SearchFilters] !== undefined || (name === 'page' && first));
  if (!names.every(understood)) return null;
  const query = { ...filters, limit: FIRST_RESULTS_LIMIT };
  return { query, key: firstAnswerKey('GET /api/cars', query) };
}
