import { Inject, Injectable, Logger } from '@nestjs/common';
import { CacheMetrics } from '../../common/cache/cache-metrics.js';
import type { Redis } from 'ioredis';
import type { RequestContext } from '../../common/context/request-context.js';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { normalizeCountry, steeringFor } from '../../common/driving-side.js';
import { canSeePrice } from '../../common/pricing/price-policy.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { tokyoDay } from '../../common/time/tokyo-day.js';
import type { CarListItem, ImportableCars } from '../cars/car-lists-sql.js';
import { ImportRulesService } from '../import-rules/import-rules.service.js';
import { GeoService } from '../geo/geo.service.js';
import { CarListsService } from '../cars/car-lists.service.js';
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
} from './landing-rules.js';
import { Clock } from '../../common/time/clock.js';

/** Only the card (and its price, which the mapper guards) goes into the cache, never the ranking facts. */
function toCached(car: CarListItem): CachedCar {
  const { id: _id, createdAt: _createdAt, viewCount: _views, countryScore: _country, globalScore: _global, ...card } = car;
  return card;
}

/**
 * The home page's lists for a visitor's country.
 *
 * The landing module owns no tables: the candidates come from the cars module (CarListsService, one statement; two
 * when no car arrived in the last 60 days) and this module applies its own rules — the country, only the cars its
 * import rules admit (import-rules module), the steering that suits its roads, the order of each list, the deal of the day. Answers are cached in Redis per (catalogue version,
 * country, Tokyo day) with the prices kept in the cache entry; the price policy decides per caller whether they show.
 */
@Injectable()
export class LandingService {
  private readonly logger = new Logger(LandingService.name);
  /** Concurrent misses of one key in this process share one computation. */
  private readonly inflight = new Map<string, Promise<CachedLandingPage>>();

  constructor(
    private readonly carLists: CarListsService,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly cacheMetrics: CacheMetrics,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly geo: GeoService,
    private readonly importRules: ImportRulesService,
    private readonly clock: Clock,
  ) {}

  /**
   * `country` as sent (any case); left out, the caller's country from its IP address (the home page of a first
   * visit from Karachi is Pakistan's); unknown gives the global lists. One cache entry serves every viewer: prices
   * are added per viewer by the price policy.
   */
  async getLandingPage(ctx: RequestContext, country: string | null | undefined, now = this.clock.now()): Promise<LandingPageDto> {
    const withPrice = canSeePrice(ctx.actor);
    const code = normalizeCountry(country ?? (await this.geo.countryOf(ctx.ip)));
    return toLandingPage(await this.cachedPage(code, now), withPrice);
  }

  /**
   * What the country's import rules admit (issue 24 §3: lists "for buyers in <country>" show only cars it accepts):
   * null — every car — without a country or without rules on file; `none` when it admits no used car at all.
   */
  private async admitted(country: string | null): Promise<ImportableCars | 'none' | null> {
    if (!country) return null;
    const bounds = await this.importRules.importableBounds(country);
    if (!bounds) return null;
    return bounds.none ? 'none' : { minYear: bounds.minYear, maxYear: bounds.maxYear, steering: bounds.steering };
  }

  private async cachedPage(country: string | null, now: Date): Promise<CachedLandingPage> {
    const day = tokyoDay(now);
    const admitted = await this.admitted(country);
    if (admitted === 'none') return { country, todayDeal: null, mostPopular: [], newArrival: [], mostAffordable: [] };
    let version: string | null = null;
    try {
      version = await this.catalogueVersion.current();
    } catch (error) {
      this.logger.warn(`Catalogue version unreadable, landing page not cached: ${(error as Error).message}`);
    }
    if (version === null) return this.build(country, admitted, now);
    // The rules are part of the key: a change to them (or a new year moving the bounds) is a new page at once.
    const rules = admitted ? `:y${admitted.minYear ?? ''}-${admitted.maxYear ?? ''}${admitted.steering ?? ''}` : '';
    const key = `landing:v${version}:${country ?? 'global'}${rules}:${day}`;
    try {
      const hit = await this.redis.get(key);
      this.cacheMetrics.record('landing', hit);
      if (hit) return JSON.parse(hit) as CachedLandingPage;
    } catch (error) {
      this.cacheMetrics.miss('landing');
      this.logger.warn(`Landing cache read failed: ${(error as Error).message}`);
    }
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.build(country, admitted, now).then(async (page) => {
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

  private async build(country: string | null, importable: ImportableCars | null, now: Date): Promise<CachedLandingPage> {
    const day = tokyoDay(now);
    const preferred = steeringFor(country);
    const lists = await this.carLists.showcase({
      size: LANDING_LIST_SIZE,
      importable,
      popularity: { country, since: popularitySince(day), inquiryWeight: INQUIRY_WEIGHT },
      deal: { since: dealPoolSince(now), statuses: DEAL_STATUSES, size: DEAL_POOL_SIZE },
    });
    const fallback = lists.deal.length ? [] : await this.carLists.cheapest({ importable, statuses: DEAL_STATUSES, size: DEAL_POOL_SIZE });
    // The most affordable list, and the deal pool it shares its order with, are ordered by price for every visitor,
    // anonymous ones included: the spec asks for them on the public home page. Ordering is not showing
    // (common/pricing/price-policy.ts): toLandingPage adds the price to a card only when canSeePrice allowed it.
    const todayDeal = pickTodayDeal(todayDealPool(lists.deal, fallback, preferred), country, day);

    return {
      country,
      todayDeal: todayDeal ? toCached(todayDeal) : null,
      mostPopular: rankMostPopular(lists.popular, preferred).map(toCached),
      newArrival: rankNewArrivals(lists.newest, preferred).map(toCached),
      mostAffordable: rankMostAffordable(lists.cheapest, preferred).map(toCached),
    };
  }
}
