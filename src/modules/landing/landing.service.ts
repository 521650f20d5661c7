import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { normalizeCountry, steeringFor } from '../../common/driving-side.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { type CarStatus, type Steering, STEERINGS } from '../cars/car.entity.js';
import { LISTED_STATUSES } from '../cars/car-rules.js';
import { type CachedCar, type CachedLandingPage, type LandingPageDto, toLandingPage } from './landing.dto.js';
import {
  DEAL_POOL_SIZE,
  DEAL_STATUSES,
  dealPoolSince,
  INQUIRY_WEIGHT,
  LANDING_CACHE_TTL_SECONDS,
  LANDING_LIST_SIZE,
  pickTodayDeal,
  popularitySince,
  rankMostAffordable,
  rankMostPopular,
  rankNewArrivals,
  todayDealPool,
  tokyoDay,
} from './landing-rules.js';

type ListName = 'new' | 'cheap' | 'popular' | 'deal';

interface CandidateRow {
  list: ListName;
  id: string;
  ref: string;
  make_slug: string;
  make_title: string;
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

/** A car as the ranking rules see it: its card plus the facts the lists are ordered by. */
interface Candidate extends CachedCar {
  id: string;
  createdAt: string;
  countryScore: number;
  globalScore: number;
  viewCount: number;
}

/** Status lists are code constants (never input): inlined as literals so partial indexes on them can match. */
const sqlList = (values: readonly string[]) =>
  values
    .map((v) => {
      if (!/^[a-z_]+$/.test(v)) throw new Error(`Unexpected status ${v}`);
      return `'${v}'`;
    })
    .join(', ');
const LISTED_SQL = sqlList(LISTED_STATUSES);
const DEAL_SQL = sqlList(DEAL_STATUSES);

const CARD_COLUMNS = `c.id::text AS id, c.stock_id AS ref, m.slug AS make_slug, m.title AS make_title, c.model, c.year,
  c.mileage_km, c.engine_cc, c.steering, c.body_type, c.fuel, c.transmission, c.color, c.stock_port, c.status,
  c.featured_image_url, c.featured_thumbnail_url, c.fob_price_usd::text AS fob_price_usd, c.created_at,
  c.view_count::text AS view_count`;

/**
 * One branch of the candidate query: the ids of the first `limit` listed cars of one steering in one list's
 * order. Taking the top of each steering separately is enough for any preference: the rules then put the
 * suitable steering first and keep each list's order (landing-rules.ts). Branches sort ids only; the card
 * columns are read afterwards for the few rows picked.
 */
function branch(
  list: ListName,
  steering: Steering,
  options: { orderBy: string; limit: number; where?: string; popular?: boolean; buyableOnly?: boolean },
): string {
  const scores = options.popular
    ? 'COALESCE(sc.country_score, 0) AS country_score, COALESCE(sc.global_score, 0) AS global_score'
    : '0::bigint AS country_score, 0::bigint AS global_score';
  return `(SELECT '${list}' AS list, c.id, ${scores}
      FROM cars c${options.popular ? ' LEFT JOIN scores sc ON sc.car_id = c.id' : ''}
     WHERE c.status IN (${options.buyableOnly ? DEAL_SQL : LISTED_SQL}) AND c.steering = '${steering}'${options.where ? ` AND ${options.where}` : ''}
     ORDER BY ${options.orderBy} LIMIT ${options.limit})`;
}

/** The picked ids with their list and scores, joined to their card columns. */
const withCards = (picked: string) => `picked AS (
    ${picked}
  )
  SELECT p.list, ${CARD_COLUMNS}, p.country_score::text AS country_score, p.global_score::text AS global_score
    FROM picked p JOIN cars c ON c.id = p.id JOIN makes m ON m.id = c.make_id`;

/**
 * $1 country (or null), $2 first day of the popularity window, $3 earliest arrival for the deal pool.
 * Popularity: views + 3 × inquiries per car over the window, from the country's visitors and from everyone.
 */
export const CANDIDATES_SQL = `WITH scores AS (
    SELECT s.car_id,
           COALESCE(SUM(s.views + ${INQUIRY_WEIGHT} * s.inquiries) FILTER (WHERE s.country = $1::text), 0) AS country_score,
           SUM(s.views + ${INQUIRY_WEIGHT} * s.inquiries) AS global_score
      FROM car_daily_stats s
     WHERE s.day >= $2::date
     GROUP BY s.car_id
  ),
  ${withCards(
    STEERINGS.flatMap((steering) => [
      branch('new', steering, { orderBy: 'c.created_at DESC, c.id DESC', limit: LANDING_LIST_SIZE }),
      branch('cheap', steering, { orderBy: 'c.fob_price_usd ASC, c.id ASC', limit: LANDING_LIST_SIZE }),
      branch('popular', steering, {
        orderBy: 'COALESCE(sc.country_score, 0) DESC, COALESCE(sc.global_score, 0) DESC, c.view_count DESC, c.created_at DESC, c.id DESC',
        limit: LANDING_LIST_SIZE,
        popular: true,
      }),
      branch('deal', steering, {
        where: 'c.created_at >= $3::timestamptz',
        orderBy: 'c.fob_price_usd ASC, c.id ASC',
        limit: DEAL_POOL_SIZE,
        buyableOnly: true,
      }),
    ]).join('\n    UNION ALL '),
  )}`;

/** The deal pool's fallback when nothing arrived within the window: the most affordable buyable cars of all time. */
const DEAL_FALLBACK_SQL = `WITH ${withCards(
  STEERINGS.map((steering) =>
    branch('deal', steering, { orderBy: 'c.fob_price_usd ASC, c.id ASC', limit: DEAL_POOL_SIZE, buyableOnly: true }),
  ).join('\n    UNION ALL '),
)}`;

function toCandidate(row: CandidateRow): Candidate {
  return {
    id: row.id,
    ref: row.ref,
    make: { slug: row.make_slug, title: row.make_title },
    model: row.model,
    year: Number(row.year),
    mileageKm: Number(row.mileage_km),
    engineCc: Number(row.engine_cc),
    steering: row.steering,
    bodyType: row.body_type,
    fuel: row.fuel,
    transmission: row.transmission,
    color: row.color,
    stockPort: row.stock_port,
    status: row.status,
    featuredImageUrl: row.featured_image_url,
    thumbnailUrl: row.featured_thumbnail_url,
    fobPriceUsd: row.fob_price_usd,
    createdAt: new Date(row.created_at).toISOString(),
    viewCount: Number(row.view_count),
    countryScore: Number(row.country_score),
    globalScore: Number(row.global_score),
  };
}

/** Only the card (and its price, which the mapper guards) goes into the cache, never the ranking facts. */
function toCached(c: Candidate): CachedCar {
  return {
    ref: c.ref,
    make: c.make,
    model: c.model,
    year: c.year,
    mileageKm: c.mileageKm,
    engineCc: c.engineCc,
    steering: c.steering,
    bodyType: c.bodyType,
    fuel: c.fuel,
    transmission: c.transmission,
    color: c.color,
    stockPort: c.stockPort,
    status: c.status,
    featuredImageUrl: c.featuredImageUrl,
    thumbnailUrl: c.thumbnailUrl,
    fobPriceUsd: c.fobPriceUsd,
  };
}

/**
 * The home page's lists for a visitor's country.
 *
 * The landing module owns no tables: it is a read-only projection of the catalogue, so it reads `cars`,
 * `makes` and `car_daily_stats` directly with one query (two when no car arrived in the last 60 days),
 * selecting only the columns a card shows. Answers are cached in Redis per (catalogue version, country,
 * Tokyo day), with prices kept in the cache entry and added to the answer only for signed-in callers.
 */
@Injectable()
export class LandingService {
  private readonly logger = new Logger(LandingService.name);
  /** Concurrent misses of one key in this process share one computation. */
  private readonly inflight = new Map<string, Promise<CachedLandingPage>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogueVersion: CatalogueVersion,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** `country` as sent (any case); unknown or missing gives the global lists. Prices only `withPrice`. */
  async getLandingPage(country: string | null | undefined, withPrice: boolean, now = new Date()): Promise<LandingPageDto> {
    const code = normalizeCountry(country);
    return toLandingPage(await this.cachedPage(code, now), withPrice);
  }

  private async cachedPage(country: string | null, now: Date): Promise<CachedLandingPage> {
    const day = tokyoDay(now);
    let version: string | null = null;
    try {
      version = await this.catalogueVersion.current();
    } catch (error) {
      this.logger.warn(`Catalogue version unreadable, landing page not cached: ${(error as Error).message}`);
    }
    if (version === null) return this.build(country, now);
    const key = `landing:v${version}:${country ?? 'global'}:${day}`;
    try {
      const hit = await this.redis.get(key);
      if (hit) return JSON.parse(hit) as CachedLandingPage;
    } catch (error) {
      this.logger.warn(`Landing cache read failed: ${(error as Error).message}`);
    }
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.build(country, now).then(async (page) => {
        try {
          await this.redis.set(key, JSON.stringify(page), 'EX', LANDING_CACHE_TTL_SECONDS);
        } catch (error) {
          this.logger.warn(`Landing cache write failed: ${(error as Error).message}`);
        }
        return page;
      });
      this.inflight.set(key, pending);
      void pending.finally(() => this.inflight.delete(key)).catch(() => undefined);
    }
    return pending;
  }

  private async build(country: string | null, now: Date): Promise<CachedLandingPage> {
    const day = tokyoDay(now);
    const preferred = steeringFor(country);
    const rows: CandidateRow[] = await this.dataSource.query(CANDIDATES_SQL, [country, popularitySince(day), dealPoolSince(now)]);
    const lists: Record<ListName, Candidate[]> = { new: [], cheap: [], popular: [], deal: [] };
    for (const row of rows) lists[row.list].push(toCandidate(row));

    const fallback = lists.deal.length
      ? []
      : ((await this.dataSource.query(DEAL_FALLBACK_SQL)) as CandidateRow[]).map((row) => toCandidate(row));
    const todayDeal = pickTodayDeal(todayDealPool(lists.deal, fallback, preferred), country, day);

    return {
      country,
      todayDeal: todayDeal ? toCached(todayDeal) : null,
      mostPopular: rankMostPopular(lists.popular, preferred).map(toCached),
      newArrival: rankNewArrivals(lists.new, preferred).map(toCached),
      mostAffordable: rankMostAffordable(lists.cheap, preferred).map(toCached),
    };
  }
}
