import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { invalidField, unauthorized } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { pageStart } from '../../common/pagination/keyset-cursor.js';
import { canSeePrice } from '../../common/pricing/price-policy.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { ImportRulesService } from '../import-rules/import-rules.service.js';
import { MakesDirectory, type MakesIndex } from '../makes/makes-directory.service.js';
import { encodeCursor } from './car-search-cursor.js';
import {
  activeFilters,
  type CarFilters,
  type CarSearchTuning,
  type CarSort,
  countIsCheap,
  DEFAULT_SORT,
  DEFAULT_TUNING,
  FACET_DIMS,
  type FacetDim,
  type FacetGroup,
  facetGroups,
  facetLists,
  facetStrategy,
  filtersDigest,
  SORT_SPECS,
  normalizeFilters,
  priceBand,
  reconcileTotal,
  revealsPrice,
  scaleSampled,
  withImportBounds,
} from './car-search-rules.js';
import type { FilterContext } from './car-search-sql.js';
import { filterContextOf } from './catalogue-filters.js';
import { toCarSummary } from './cars.mappers.js';
import type { CarFacetsQueryDto, CarSearchQueryDto } from './cars.query.js';
import type { CarFacetsDto, CarListDto, PriceBandDto } from './cars.responses.js';
import { CatalogueCounts } from './catalogue-counts.service.js';
import { readCached, SingleFlight, writeCached } from './catalogue-cache.js';
import { CatalogueRepository } from './catalogue.repository.js';

const priceRequiresSignIn = () => unauthorized(Msg.PRICE_REQUIRES_SIGN_IN);

interface CountedTotal {
  total: number;
  estimate: boolean;
}

interface GroupCounts {
  counts: Map<FacetDim, Map<string, number>>;
  approximate: boolean;
}

type CachedFacets = CarFacetsDto;

/**
 * GET /api/cars and its facets.
 *
 * A page is one SQL statement (keyset or bounded OFFSET over the partial indexes). The total comes from Redis
 * (per catalogue version and filters, a minute); on a miss it is counted exactly when the planner says that is
 * cheap, and estimated by the planner otherwise (totalIsEstimate). Facets are cached the same way; each facet
 * group is counted exactly when cheap or small and on a TABLESAMPLE block sample otherwise (approximate).
 *
 * Prices: each entry point asks the price policy (canSeePrice) once for its viewer and passes the answer down as
 * `withPrice`; without it, filtering or sorting by price is refused, no price column is read and no price band counted.
 */
@Injectable()
export class CarSearchService {
  private readonly logger = new Logger(CarSearchService.name);
  private readonly flights = new SingleFlight();
  /** Thresholds and TTLs; tests may change them. */
  tuning: CarSearchTuning = { ...DEFAULT_TUNING };

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly makes: MakesDirectory,
    private readonly counts: CatalogueCounts,
    private readonly catalogue: CatalogueRepository,
    private readonly importRules: ImportRulesService,
  ) {}

  async search(query: CarSearchQueryDto, viewer: AuthUser | undefined): Promise<CarListDto> {
    const withPrice = canSeePrice(viewer);
    const asked = normalizeFilters(query);
    const sort: CarSort = query.sort ?? DEFAULT_SORT;
    if (!withPrice && revealsPrice(asked, sort)) throw priceRequiresSignIn();
    const filters = await this.effectiveFilters(asked);
    const { page, limit, skip, cursor } = pageStart<CarSort>(query, sort, SORT_SPECS[sort].keyType);
    if (!filters) return { items: [], total: 0, totalIsEstimate: false, page, limit, nextCursor: null };

    const version = await this.catalogueVersion.current();
    let makes = await this.makes.get(version);
    const context = this.contextOf(filters, makes);
    const offset = cursor ? null : skip;
    const totalKey = `cars:total:${version}:${filtersDigest(filters)}`;
    // First pages and cursor pages of the common searches are prepared; deep OFFSET pages and free text are not (a
    // generic plan cannot know how selective a text is).
    const prepare = !offset && filters.q === undefined && activeFilters(filters).length <= 4;
    const [rows, cached] = await Promise.all([
      this.catalogue.searchPage({ filters, context, sort, cursor, fetch: limit + 1, offset: offset ?? 0, withPrice }, prepare),
      readCached<CountedTotal>(this.redis, totalKey, this.logger),
    ]);
    const hasMore = rows.length > limit;
    const pageRows = hasMore ? rows.slice(0, limit) : rows;
    if (pageRows.some((r) => !makes.byId.has(Number(r.make_id)))) makes = await this.makes.reload(version);

    const pageShape = { offset, returned: pageRows.length, hasMore };
    const pageTellsTotal = reconcileTotal(null, pageShape);
    let counted = cached;
    if (!counted) {
      if (!pageTellsTotal.estimate) {
        counted = pageTellsTotal;
        void writeCached(this.redis, totalKey, counted, this.tuning.totalTtlSeconds, this.logger);
      } else {
        counted = await this.flights.run(totalKey, async () => {
          const computed = await this.countTotal(filters, context);
          await writeCached(this.redis, totalKey, computed, this.tuning.totalTtlSeconds, this.logger);
          return computed;
        });
      }
    }
    const total = reconcileTotal(counted, pageShape);
    const last = pageRows[pageRows.length - 1];
    return {
      items: pageRows.map((row) => toCarSummary(row, makes.byId.get(Number(row.make_id)) ?? unknownMake(row.make_id), withPrice)),
      total: total.total,
      totalIsEstimate: total.estimate,
      page,
      limit,
      nextCursor: hasMore && last ? encodeCursor({ sort, key: last.sort_key, id: String(last.id) }) : null,
    };
  }

  async facets(query: CarFacetsQueryDto, viewer: AuthUser | undefined): Promise<CarFacetsDto> {
    const withPrice = canSeePrice(viewer);
    const asked = normalizeFilters(query);
    if (!withPrice && revealsPrice(asked)) throw priceRequiresSignIn();
    const filters = await this.effectiveFilters(asked);
    if (!filters)
      return {
        ...facetLists(new Map(), new Map(), asked.make !== undefined),
        approximate: false,
        ...(withPrice ? { priceBands: [] } : {}),
      };
    const version = await this.catalogueVersion.current();
    // The answer differs with price visibility (price bands), so the key does too.
    const key = `cars:facets:${version}:${withPrice ? 'user' : 'anon'}:${filtersDigest(filters)}`;
    const cached = await readCached<CachedFacets>(this.redis, key, this.logger);
    if (cached) return cached;
    return this.flights.run(key, async () => {
      const computed = await this.computeFacets(version, filters, withPrice);
      await writeCached(this.redis, key, computed, this.tuning.facetsTtlSeconds, this.logger);
      return computed;
    });
  }

  /** The facets, computed now (no cache): one pass per facet group, exact or sampled (see the class comment). */
  async computeFacets(version: string, filters: CarFilters, withPrice: boolean): Promise<CarFacetsDto> {
    let makes = await this.makes.get(version);
    const context = this.contextOf(filters, makes);
    const dims = FACET_DIMS.filter((d) => (d !== 'models' || filters.make !== undefined) && (d !== 'priceBands' || withPrice));
    const groups = await Promise.all(facetGroups(filters, dims).map((group) => this.countGroup(filters, context, group)));
    const counts = new Map<FacetDim, Map<string, number>>();
    for (const group of groups) for (const [dim, values] of group.counts) counts.set(dim, values);

    const makeIds = [...(counts.get('makes')?.keys() ?? [])];
    if (makeIds.some((id) => !makes.byId.has(Number(id)))) makes = await this.makes.reload(version);
    const answer: CarFacetsDto = {
      ...facetLists(counts, makes.byId, dims.includes('models')),
      approximate: groups.some((g) => g.approximate),
    };
    if (dims.includes('priceBands')) {
      answer.priceBands = [...(counts.get('priceBands') ?? new Map<string, number>())]
        .filter(([, count]) => count > 0)
        .map(([band, count]): [number, PriceBandDto] => [Number(band), { ...priceBand(Number(band)), count }])
        .sort((a, b) => a[0] - b[0])
        .map(([, dto]) => dto);
    }
    return answer;
  }

  /**
   * The filters the SQL runs on: `importableTo` turned into the year and steering conditions of the country's rules
   * as they stand now (so the caches, keyed by these filters, follow staff's edits), or null when no car can match.
   * A country with no rules on file is a 400: we cannot tell which cars it admits.
   */
  private async effectiveFilters(filters: CarFilters): Promise<CarFilters | null> {
    const country = filters.importableTo;
    if (country === undefined) return filters;
    const bounds = await this.importRules.importableBounds(country);
    if (!bounds) throw invalidField('importableTo', Msg.IMPORTABLE_TO_UNKNOWN, { country });
    return withImportBounds(filters, bounds);
  }

  private contextOf(filters: CarFilters, makes: MakesIndex): FilterContext {
    return filterContextOf(filters, makes);
  }

  /** The total of a search whose page did not tell it. */
  private async countTotal(filters: CarFilters, context: FilterContext): Promise<CountedTotal> {
    if (activeFilters(filters).length === 0) return { total: await this.counts.countListed(), estimate: false };
    const estimate = await this.catalogue.estimate(filters, context);
    if (!countIsCheap(estimate, this.tuning)) return { total: estimate.rows, estimate: true };
    const cap = this.tuning.countCap;
    const n = await this.catalogue.countUpTo(filters, context, cap);
    return n < cap ? { total: n, estimate: false } : { total: Math.max(estimate.rows, cap), estimate: true };
  }

  private async countGroup(filters: CarFilters, context: FilterContext, group: FacetGroup): Promise<GroupCounts> {
    const ignore = new Set(group.ignored);
    const exact = { filters, context, ignore, dims: group.dims, samplePercent: null };
    // Rows from the plain condition; cost from the grouped query itself (it may need columns an index lacks).
    const [matches, grouped] = await Promise.all([this.catalogue.estimate(filters, context, ignore), this.catalogue.facetPlan(exact)]);
    const strategy = facetStrategy({ rows: matches.rows, cost: grouped.cost }, this.tuning);
    const samplePercent = strategy.mode === 'sample' ? strategy.percent : null;
    const counts = await this.catalogue.facetCounts({ ...exact, samplePercent });
    if (samplePercent !== null) {
      for (const values of counts.values()) for (const [value, n] of values) values.set(value, scaleSampled(n, samplePercent));
    }
    return { counts, approximate: samplePercent !== null };
  }
}

const unknownMake = (id: number | string) => ({ id: Number(id), slug: '', title: '' });
