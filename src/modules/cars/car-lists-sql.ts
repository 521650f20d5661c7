import { type CarStatus, type Steering, STEERINGS } from './car.entity.js';
import { cardFactsOf } from './cars.mappers.js';
import { LISTED_STATUSES } from './car-rules.js';
import type { BuiltQuery } from './car-search-sql.js';

/**
 * SQL of the catalogue's short showcase lists (the home page's newest, cheapest, most popular and deal candidates),
 * pure: no I/O. Which lists a page shows, for which country and in which final order is the caller's rule (the
 * landing module); this file only reads `cars` and `car_daily_stats`, the cars module's tables. Makes are named
 * afterwards from the MakesDirectory (the makes module owns `makes`).
 */

export const SHOWCASE_LISTS = ['newest', 'cheapest', 'popular', 'deal'] as const;
export type ShowcaseList = (typeof SHOWCASE_LISTS)[number];

/**
 * The cars a destination's import rules admit (import-rules' importableCarBounds): model years from..to (inclusive,
 * null for open) and one steering side (null for either). Lists "for buyers in <country>" show only these.
 */
export interface ImportableCars {
  minYear: number | null;
  maxYear: number | null;
  steering: Steering | null;
}

export interface ShowcaseRequest {
  /** Cars of each steering in the newest, cheapest and popular lists. */
  size: number;
  /** Only cars a country admits (issue 24 §3); absent or null: every listed car. */
  importable?: ImportableCars | null;
  popularity: {
    /** Whose visits make a car's country score (null: no country, every country score is 0). */
    country: string | null;
    /** The first day (yyyy-mm-dd) of daily stats counted. */
    since: string;
    /** A car's score is views + inquiryWeight × inquiries over the window. */
    inquiryWeight: number;
  };
  deal: {
    /** The earliest arrival (created_at) of a deal candidate. */
    since: Date;
    /** The statuses a deal candidate may have (listed ones only). */
    statuses: readonly CarStatus[];
    /** Cars of each steering. */
    size: number;
  };
}

export interface CheapestRequest {
  /** Only cars a country admits; absent or null: any. */
  importable?: ImportableCars | null;
  statuses: readonly CarStatus[];
  /** Cars of each steering. */
  size: number;
}

/** A car of a showcase list: what a card shows, and the facts the lists are ranked by. */
export interface CarListItem {
  id: string;
  ref: string;
  make: { slug: string; title: string };
  model: string;
  year: number;
  mileageKm: number;
  engineCc: number;
  steering: Steering;
  bodyType: string;
  fuel: string;
  transmission: string;
  color: string;
  stockPort: string;
  status: CarStatus;
  featuredImageUrl: string | null;
  thumbnailUrl: string | null;
  /**
   * FOB price in USD, a decimal string: the lists are ordered by it whoever asks. It reaches a caller only where
   * canSeePrice (common/pricing/price-policy.ts) allows; the mapper that answers must ask.
   */
  fobPriceUsd: string;
  /** ISO date-time of the arrival. */
  createdAt: string;
  /** All-time views of the car's page. */
  viewCount: number;
  /** views + weight × inquiries over the window, by visitors from the requested country (0 without one). */
  countryScore: number;
  /** The same over visitors from every country. */
  globalScore: number;
}

export interface CarListRow {
  list: ShowcaseList;
  id: string;
  ref: string;
  make_id: number;
  model: string;
  year: number;
  mileage_km: number;
  engine_cc: number;
  steering: Steering;
  body_type: string;
  fuel: string;
  transmission: string;
  color: string;
  stock_port: string;
  status: CarStatus;
  featured_image_url: string | null;
  featured_thumbnail_url: string | null;
  fob_price_usd: string;
  created_at: Date | string;
  view_count: string;
  country_score: string;
  global_score: string;
}

/** The model-year conditions of `importable` (whole numbers from the rules, inlined as literals like the sizes). */
function importableWhere(importable: ImportableCars | null | undefined): string | undefined {
  if (!importable) return undefined;
  const conditions = [
    ...(importable.minYear === null ? [] : [`c.year >= ${year(importable.minYear)}`]),
    ...(importable.maxYear === null ? [] : [`c.year <= ${year(importable.maxYear)}`]),
  ];
  return conditions.length ? conditions.join(' AND ') : undefined;
}

/** The steering sides a list takes cars of: the one `importable` admits, else both. */
const steeringsOf = (importable: ImportableCars | null | undefined): readonly Steering[] =>
  importable?.steering ? [importable.steering] : STEERINGS;

function year(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`Not a year: ${n}`);
  return String(n);
}

const and = (...conditions: (string | undefined)[]): string | undefined => conditions.filter(Boolean).join(' AND ') || undefined;

/** Status lists and sizes are code constants (never input): inlined as literals so partial indexes on them can match. */
function statusList(values: readonly CarStatus[]): string {
  if (values.length === 0 || values.some((v) => !LISTED_STATUSES.includes(v))) throw new Error(`Not listed statuses: ${values.join(', ')}`);
  return values.map((v) => `'${v}'`).join(', ');
}

function count(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a count: ${n}`);
  return String(n);
}

const CARD_COLUMNS = `c.id::text AS id, c.stock_id AS ref, c.make_id, c.model, c.year, c.mileage_km, c.engine_cc, c.steering,
  c.body_type, c.fuel, c.transmission, c.color, c.stock_port, c.status, c.featured_image_url, c.featured_thumbnail_url,
  c.fob_price_usd::text AS fob_price_usd, c.created_at, c.view_count::text AS view_count`;

interface BranchOptions {
  orderBy: string;
  limit: number;
  statuses: readonly CarStatus[];
  where?: string;
  popular?: boolean;
}

/**
 * One branch: the ids of the first `limit` cars of one steering in one list's order. Taking the top of each steering
 * separately is enough for any preference: the caller then puts the suitable steering first and keeps each list's
 * order. Branches sort ids only; the card columns are read afterwards for the few rows picked.
 */
function branch(list: ShowcaseList, steering: Steering, options: BranchOptions): string {
  const scores = options.popular
    ? 'COALESCE(sc.country_score, 0) AS country_score, COALESCE(sc.global_score, 0) AS global_score'
    : '0::bigint AS country_score, 0::bigint AS global_score';
  return `(SELECT '${list}' AS list, c.id, ${scores}
      FROM cars c${options.popular ? ' LEFT JOIN scores sc ON sc.car_id = c.id' : ''}
     WHERE c.status IN (${statusList(options.statuses)}) AND c.steering = '${steering}'${options.where ? ` AND ${options.where}` : ''}
     ORDER BY ${options.orderBy} LIMIT ${count(options.limit)})`;
}

/** The picked ids with their list and scores, joined to their card columns. */
const withCards = (branches: string[]) => `picked AS (
    ${branches.join('\n    UNION ALL ')}
  )
  SELECT p.list, ${CARD_COLUMNS}, p.country_score::text AS country_score, p.global_score::text AS global_score
    FROM picked p JOIN cars c ON c.id = p.id`;

const CHEAPEST_FIRST = 'c.fob_price_usd ASC, c.id ASC';

/**
 * Every showcase list in one statement: the newest, the cheapest and the most popular listed cars, and the cheapest
 * recent ones of the deal statuses, `size` (deal: deal.size) of each steering. Popularity is views + weight ×
 * inquiries per car over the window, from the country's visitors and from everyone; ties go to the all-time view
 * counter, then the newest. $1 country (or null), $2 first day of the window, $3 earliest arrival of a deal.
 */
export function showcaseQuery(request: ShowcaseRequest): BuiltQuery {
  const weight = count(request.popularity.inquiryWeight);
  const admitted = importableWhere(request.importable);
  const listed = { limit: request.size, statuses: LISTED_STATUSES, where: admitted };
  const sql = `WITH scores AS (
    SELECT s.car_id,
           COALESCE(SUM(s.views + ${weight} * s.inquiries) FILTER (WHERE s.country = $1::text), 0) AS country_score,
           SUM(s.views + ${weight} * s.inquiries) AS global_score
      FROM car_daily_stats s
     WHERE s.day >= $2::date
     GROUP BY s.car_id
  ),
  ${withCards(
    steeringsOf(request.importable).flatMap((steering) => [
      branch('newest', steering, { ...listed, orderBy: 'c.created_at DESC, c.id DESC' }),
      branch('cheapest', steering, { ...listed, orderBy: CHEAPEST_FIRST }),
      branch('popular', steering, {
        ...listed,
        orderBy: 'COALESCE(sc.country_score, 0) DESC, COALESCE(sc.global_score, 0) DESC, c.view_count DESC, c.created_at DESC, c.id DESC',
        popular: true,
      }),
      branch('deal', steering, {
        where: and('c.created_at >= $3::timestamptz', admitted),
        orderBy: CHEAPEST_FIRST,
        limit: request.deal.size,
        statuses: request.deal.statuses,
      }),
    ]),
  )}`;
  return { sql, params: [request.popularity.country, request.popularity.since, request.deal.since] };
}

/** The cheapest cars of the given statuses whatever their age, `size` of each steering (listed as 'deal'). */
export function cheapestQuery(request: CheapestRequest): BuiltQuery {
  const branches = steeringsOf(request.importable).map((steering) =>
    branch('deal', steering, {
      orderBy: CHEAPEST_FIRST,
      limit: request.size,
      statuses: request.statuses,
      where: importableWhere(request.importable),
    }),
  );
  return { sql: `WITH ${withCards(branches)}`, params: [] };
}

/** A row as a list item, with its make's names (from the MakesDirectory). */
export function toCarListItem(row: CarListRow, make: { slug: string; title: string } | undefined): CarListItem {
  return {
    id: row.id,
    ref: row.ref,
    make: { slug: make?.slug ?? '', title: make?.title ?? '' },
    ...cardFactsOf(row),
    fobPriceUsd: row.fob_price_usd,
    createdAt: new Date(row.created_at).toISOString(),
    viewCount: Number(row.view_count),
    countryScore: Number(row.country_score),
    globalScore: Number(row.global_score),
  };
}
