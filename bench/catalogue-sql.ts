/**
 * The SQL of the four benchmarked catalogue requests, for the bare Fastify + pg baseline (baseline-server.ts).
 *
 * The baseline must run the statements the application runs, no more and no fewer, so that the ratio measures the
 * framework's cost and nothing else. Everything below therefore comes from the application's own pure modules
 * (car-search-sql.ts builds the SQL, car-search-rules.ts decides exact / estimated / sampled counts,
 * car-search-cursor.ts reads cursors) and repeats the service's orchestration step for step:
 *
 *   list    CarSearchService.search: the catalogue version (Redis GET), then the page query and the cached total
 *           (Redis GET) at once; on a miss, EXPLAIN and a capped count when cheap, the planner's estimate
 *           otherwise, written back with the same TTL.
 *   facets  CarSearchService.facets / computeFacets: the version, the cached answer; on a miss, per facet group
 *           an EXPLAIN of the condition and of the grouped query, then the exact or TABLESAMPLE'd GROUPING SETS.
 *   detail  CarDetails.getByRef: the app's own DETAIL_SQL (car-search-sql.ts), then the view counted in Redis
 *           (CarViewsService.record's script: once per visitor and window, two HINCRBYs).
 *   deep    the list query with a keyset cursor.
 *
 * The caches and the view counter live in Redis in the app (DESIGN.md §1: no shared state in a process), so the
 * baseline sends the same Redis commands by default (RedisStore); MemoryStore shows what Redis itself costs.
 * What is left — Nest, validation, guards, helmet, request ids, logging — is what the benchmark prices.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { CATALOGUE_VERSION_KEY, catalogueVersionChannel } from '../src/common/cache/catalogue-version-key.js';
import { SharedCounter } from '../src/common/cache/shared-counter.js';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../src/common/pagination/pagination.js';
import { STOCK_ID_PATTERN } from '../src/modules/cars/car-rules.js';
import { type CursorPosition, decodeCursor, encodeCursor } from '../src/modules/cars/car-search-cursor.js';
import {
  activeFilters,
  type CarFilters,
  type CarSort,
  countIsCheap,
  DEFAULT_SORT,
  DEFAULT_TUNING,
  detailCacheKey,
  FACET_DIMS,
  type FacetDim,
  facetLists,
  type FacetLists,
  type FacetGroup,
  facetGroups,
  facetStrategy,
  filtersDigest,
  normalizeFilters,
  reconcileTotal,
  scaleSampled,
} from '../src/modules/cars/car-search-rules.js';
import {
  COUNT_VIEW,
  dailyField,
  seenKey,
  totalField,
  UNKNOWN_COUNTRY,
  viewerKey,
  VIEW_WINDOW_SECONDS,
  viewDay,
  VIEWS_GENERATION_KEY,
  viewsGenerationChannel,
  VIEWS_PENDING_KEY,
} from '../src/modules/cars/car-views-rules.js';
import { SingleFlight } from '../src/modules/cars/catalogue-cache.js';
import {
  buildCountQuery,
  buildEstimateQuery,
  buildFacetQuery,
  buildListQuery,
  DETAIL_SQL,
  explainOf,
  type FacetRow,
  type FilterContext,
  listed,
  parseEstimate,
  SqlParams,
  splitFacetRows,
  type SummaryRow,
  withMakeNames,
} from '../src/modules/cars/car-search-sql.js';

export { STOCK_ID_PATTERN };

/** Runs one statement, answering its rows. */
/** Runs SQL; `prepare` asks for a named prepared statement, as the app's CatalogueDb does for the same queries. */
export type Run = <T = Record<string, unknown>>(sql: string, params?: unknown[], options?: { prepare?: boolean }) => Promise<T[]>;

/**
 * Where the app keeps its catalogue caches and view counter: Redis (RedisStore, the default, so that both servers
 * do the same I/O) or, to see what Redis costs, the process's memory (MemoryStore).
 */
export interface Store {
  /** The catalogue version every cache key carries (CatalogueVersion.current()). */
  version(): Promise<string>;
  /** CarViewsService.viewsGeneration(). */
  viewsGeneration(): Promise<number>;
  read<T>(key: string): Promise<T | null>;
  write(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  /** CarViewsService.record: the same script (once per visitor and window, then two HINCRBYs). */
  countView(carId: string, day: string, ip: string): Promise<void>;
}

export class MemoryStore implements Store {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();

  async version(): Promise<string> {
    return '0';
  }

  async viewsGeneration(): Promise<number> {
    return 0;
  }

  async read<T>(key: string): Promise<T | null> {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? (hit.value as T) : null;
  }

  async write(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
  }

  async countView(): Promise<void> {}
}

/** The commands the app sends (catalogue-version.service.ts, catalogue-cache.ts, car-views.service.ts). */
export class RedisStore implements Store {
  /** CatalogueVersion's and CarViewsService's copies of their counters (listen() and close() are the caller's). */
  readonly catalogueVersion: SharedCounter;
  readonly generation: SharedCounter;

  constructor(
    private readonly redis: Redis,
    redisPrefix: string,
  ) {
    this.catalogueVersion = new SharedCounter(redis, CATALOGUE_VERSION_KEY, catalogueVersionChannel(redisPrefix));
    this.generation = new SharedCounter(redis, VIEWS_GENERATION_KEY, viewsGenerationChannel(redisPrefix));
  }

  async version(): Promise<string> {
    return String(await this.catalogueVersion.current());
  }

  async viewsGeneration(): Promise<number> {
    return this.generation.current();
  }

  async read<T>(key: string): Promise<T | null> {
    const hit = await this.redis.get(key);
    return hit === null ? null : (JSON.parse(hit) as T);
  }

  async write(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(key, JSON.stringify(value), 'EX', ttlSeconds);
  }

  async countView(carId: string, day: string, ip: string): Promise<void> {
    const viewer = viewerKey({ ip });
    await this.redis.eval(
      COUNT_VIEW,
      2,
      seenKey(carId, viewer),
      VIEWS_PENDING_KEY,
      VIEW_WINDOW_SECONDS,
      totalField(carId),
      dailyField(carId, day, UNKNOWN_COUNTRY),
    );
  }
}

async function cached<T>(store: Store, flights: SingleFlight, key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
  const hit = await store.read<T>(key);
  if (hit) return hit;
  return flights.run(key, async () => {
    const value = await compute();
    await store.write(key, value, ttlSeconds);
    return value;
  });
}

export interface Env {
  run: Run;
  store: Store;
  flights: SingleFlight;
  makes: Makes;
  /** CarDetails' detail rows, kept in the process the same way. */
  details: LRUCache<string, Record<string, unknown>>;
}

export const detailRowCache = () =>
  new LRUCache<string, Record<string, unknown>>({ max: DEFAULT_TUNING.detailCacheSize, ttl: DEFAULT_TUNING.detailTtlSeconds * 1000 });

export interface MakeRef {
  id: number;
  slug: string;
  title: string;
}

export const MAKES_SQL = 'SELECT id, slug, title FROM makes ORDER BY title, id';

export interface Makes {
  all: MakeRef[];
  byId: Map<number, MakeRef>;
  bySlug: Map<string, MakeRef>;
}

export function indexMakes(rows: { id: number | string; slug: string; title: string }[]): Makes {
  const all = rows.map((r) => ({ id: Number(r.id), slug: r.slug, title: r.title }));
  return { all, byId: new Map(all.map((m) => [m.id, m])), bySlug: new Map(all.map((m) => [m.slug.toLowerCase(), m])) };
}

/** The query string as the app's DTO turns it into values (whole numbers for the numeric filters and paging). */
export interface SearchParams {
  filters: CarFilters;
  sort: CarSort;
  page: number;
  limit: number;
  cursor: string | undefined;
}

const INT_PARAMS = new Set(['yearMin', 'yearMax', 'engineMin', 'engineMax', 'mileageMin', 'mileageMax']);

export function parseSearch(query: Record<string, string | undefined>): SearchParams {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value.trim() === '') continue;
    raw[name] = INT_PARAMS.has(name) ? Number(value) : value;
  }
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? DEFAULT_PAGE_LIMIT);
  return {
    filters: normalizeFilters(raw),
    sort: (query.sort?.toLowerCase() as CarSort | undefined) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: Number.isInteger(limit) && limit >= 1 ? Math.min(limit, MAX_PAGE_LIMIT) : DEFAULT_PAGE_LIMIT,
    cursor: query.cursor,
  };
}

export function contextOf(filters: CarFilters, makes: Makes): FilterContext {
  const q = filters.q;
  return {
    makeId: filters.make === undefined ? null : (makes.bySlug.get(filters.make)?.id ?? null),
    qMakeIds: q === undefined ? [] : makes.all.filter((m) => m.title.toLowerCase().includes(q)).map((m) => m.id),
  };
}

const LISTED_TOTAL_SQL = `SELECT count(*)::int AS n FROM cars c WHERE ${listed('c')}`;

async function estimate(run: Run, filters: CarFilters, context: FilterContext, ignore?: ReadonlySet<keyof CarFilters>) {
  const built = buildEstimateQuery(filters, context, ignore);
  return parseEstimate(await run<{ 'QUERY PLAN': unknown }>(built.sql, built.params));
}

/** CarSearchService.countTotal. */
async function countTotal(run: Run, filters: CarFilters, context: FilterContext): Promise<{ total: number; estimate: boolean }> {
  if (activeFilters(filters).length === 0) return { total: (await run<{ n: number }>(LISTED_TOTAL_SQL))[0].n, estimate: false };
  const planned = await estimate(run, filters, context);
  if (!countIsCheap(planned, DEFAULT_TUNING)) return { total: planned.rows, estimate: true };
  const cap = DEFAULT_TUNING.countCap;
  const built = buildCountQuery(filters, context, cap);
  const [{ n }] = await run<{ n: number }>(built.sql, built.params);
  return n < cap ? { total: n, estimate: false } : { total: Math.max(planned.rows, cap), estimate: true };
}

export interface ListAnswer {
  rows: (SummaryRow & { sort_key: string })[];
  total: number;
  totalIsEstimate: boolean;
  page: number;
  limit: number;
  nextCursor: string | null;
}

export class BadRequest extends Error {}

/** GET /api/cars for an anonymous caller (no price): CarSearchService.search. */
export async function listCars({ run, store, flights, makes }: Env, search: SearchParams): Promise<ListAnswer> {
  const { filters, sort, page, limit } = search;
  let cursor: CursorPosition | null = null;
  if (search.cursor !== undefined) {
    try {
      cursor = decodeCursor(search.cursor, sort);
    } catch (error) {
      throw new BadRequest((error as Error).message);
    }
  }
  const skip = (page - 1) * limit;
  const version = await store.version();
  const context = contextOf(filters, makes);
  const offset = cursor ? null : skip;
  const built = buildListQuery({ filters, context, sort, cursor, fetch: limit + 1, offset: offset ?? 0, withPrice: false });
  const totalKey = `cars:total:${version}:${filtersDigest(filters)}`;
  // The app prepares first and cursor pages of common searches (car-search.service.ts); so does the baseline.
  const prepare = !offset && filters.q === undefined && activeFilters(filters).length <= 4;
  const [rows, hit] = await Promise.all([
    run<SummaryRow & { sort_key: string }>(built.sql, built.params, { prepare }),
    store.read<{ total: number; estimate: boolean }>(totalKey),
  ]);
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const pageShape = { offset, returned: pageRows.length, hasMore };
  const pageTellsTotal = reconcileTotal(null, pageShape);
  let counted = hit;
  if (!counted) {
    if (!pageTellsTotal.estimate) {
      counted = pageTellsTotal;
      void store.write(totalKey, counted, DEFAULT_TUNING.totalTtlSeconds);
    } else {
      counted = await flights.run(totalKey, async () => {
        const computed = await countTotal(run, filters, context);
        await store.write(totalKey, computed, DEFAULT_TUNING.totalTtlSeconds);
        return computed;
      });
    }
  }
  const total = reconcileTotal(counted, pageShape);
  const last = pageRows[pageRows.length - 1];
  return {
    rows: pageRows,
    total: total.total,
    totalIsEstimate: total.estimate,
    page,
    limit,
    nextCursor: hasMore && last ? encodeCursor({ sort, key: last.sort_key, id: String(last.id) }) : null,
  };
}

/** CarSearchService.countGroup. */
async function countGroup(run: Run, filters: CarFilters, context: FilterContext, group: FacetGroup) {
  const ignore = new Set(group.ignored);
  const exact = buildFacetQuery({ filters, context, ignore, dims: group.dims, samplePercent: null });
  const [matches, grouped] = await Promise.all([
    estimate(run, filters, context, ignore),
    run<{ 'QUERY PLAN': unknown }>(explainOf(exact).sql, exact.params).then(parseEstimate),
  ]);
  const strategy = facetStrategy({ rows: matches.rows, cost: grouped.cost }, DEFAULT_TUNING);
  const samplePercent = strategy.mode === 'sample' ? strategy.percent : null;
  const built = samplePercent === null ? exact : buildFacetQuery({ filters, context, ignore, dims: group.dims, samplePercent });
  const counts = splitFacetRows(group.dims, await run<FacetRow>(built.sql, built.params));
  if (samplePercent !== null) {
    for (const values of counts.values()) for (const [value, n] of values) values.set(value, scaleSampled(n, samplePercent));
  }
  return { counts, approximate: samplePercent !== null };
}

export type FacetsAnswer = FacetLists & { approximate: boolean };

/** GET /api/cars/facets for an anonymous caller (no price bands): CarSearchService.facets. */
export async function facets({ run, store, flights, makes }: Env, filters: CarFilters): Promise<FacetsAnswer> {
  const version = await store.version();
  const key = `cars:facets:${version}:anon:${filtersDigest(filters)}`;
  return cached(store, flights, key, DEFAULT_TUNING.facetsTtlSeconds, async () => {
    const context = contextOf(filters, makes);
    const dims = FACET_DIMS.filter((d) => (d !== 'models' || filters.make !== undefined) && d !== 'priceBands');
    const groups = await Promise.all(facetGroups(filters, dims).map((group) => countGroup(run, filters, context, group)));
    const counts = new Map<FacetDim, Map<string, number>>();
    for (const group of groups) for (const [dim, values] of group.counts) counts.set(dim, values);
    return {
      ...facetLists(counts, makes.byId, dims.includes('models')),
      approximate: groups.some((g) => g.approximate),
    };
  });
}

/** GET /api/cars/detail/ref/{ref} (anonymous): the row, or null for an unknown or hidden car; counts the view. */
export async function carDetail(
  { run, store, flights, details, makes }: Env,
  ref: string,
  ip: string,
): Promise<Record<string, unknown> | null> {
  const stockId = ref.trim().toUpperCase();
  if (!STOCK_ID_PATTERN.test(stockId)) return null;
  // CarDetails.detailRow: the row kept in the process per catalogue version and views generation, else one
  // prepared lookup, named from the makes index.
  const [version, generation] = await Promise.all([store.version(), store.viewsGeneration()]);
  const key = detailCacheKey(version, generation, false, stockId);
  const row =
    details.get(key) ??
    (await flights.run(`detail:${key}`, async () => {
      const params = new SqlParams();
      const [found] = await run<{ id: string; make_id: number }>(DETAIL_SQL(false, stockId, params), params.values, { prepare: true });
      if (!found) return null;
      const named = withMakeNames(found, makes.byId.get(Number(found.make_id)));
      details.set(key, named);
      return named;
    }));
  if (!row) return null;
  await store.countView(String(row.id), viewDay(new Date()), ip);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// The benchmark's requests.

/** Two or three filters of a typical sidebar search. */
export const BENCH_FILTERS = 'make=toyota&bodyType=suv&yearMin=2015';
export const LIST_PATH = `/api/cars?${BENCH_FILTERS}`;
export const FACETS_PATH = `/api/cars/facets?${BENCH_FILTERS}`;
export const DETAIL_PATH = (ref: string) => `/api/cars/detail/ref/${ref}`;
export const DEEP_PATH = (cursor: string) => `${LIST_PATH}&cursor=${encodeURIComponent(cursor)}`;

/** Listed cars spread over the whole table, for the detail requests (the same refs for both servers). */
export const DETAIL_REFS_SQL = `
SELECT stock_id FROM cars c
 WHERE ${listed('c')} AND c.id % 997 = 13
 ORDER BY c.id
 LIMIT $1`;
