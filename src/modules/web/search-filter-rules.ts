import { CATALOGUE_FILTERS, type CatalogueFilters, readCatalogueFilters } from '@autoexport/contract/catalogue-filters';
import { firstAnswerKey } from '@autoexport/contract/first-answer';

type HeadFilterRow = Extract<(typeof CATALOGUE_FILTERS)[number], { inPageHead: true }>;
type HeadFilterName = HeadFilterRow['name'];
/** The filters the search page's head speaks of (the filter table's `inPageHead`), in the URL's order. */
const HEAD_FILTERS: readonly HeadFilterName[] = CATALOGUE_FILTERS.filter((row): row is HeadFilterRow => row.inPageHead).map(
  (row) => row.name,
);

/**
 * The search page's filters that its title, description and canonical URL speak of, read from the page's query
 * string by the catalogue filter table's reader (packages/contract/src/catalogue-filters.ts), as the client reads
 * its URL. Anything invalid is left out rather than refused: the page is the client's, which shows the API's own
 * message. Price filters, sort and cursor never reach the head: the head is the same for every visitor, and
 * anonymous ones never see a price.
 */
export type SearchFilters = Pick<CatalogueFilters, HeadFilterName> & {
  /** A page number above 1 (each page of a search is a page of its own to a search engine). */
  page?: number;
};

/** The filters in the order the canonical URL lists them (the URL's), then the page. */
const ORDER: readonly (keyof SearchFilters)[] = [...HEAD_FILTERS, 'page'];

/** The deepest page number the API serves (10,000 results at up to 100 a page). */
const MAX_PAGE = 10_000;

/** A page number above 1 the API serves, as the client's reader takes it. */
const pageNumber = (raw: string | null): number | undefined => {
  const value = raw?.trim();
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 2 && n <= MAX_PAGE ? n : undefined;
};

/** The filters of a search page's query string; a parameter given twice counts by its first value. */
export function parseSearchFilters(query: string): SearchFilters {
  const params = new URLSearchParams(query);
  const filters: SearchFilters = readCatalogueFilters(params, HEAD_FILTERS);
  const page = pageNumber(params.get('page'));
  return page === undefined ? filters : { ...filters, page };
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
