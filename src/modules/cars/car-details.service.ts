import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CacheMetrics } from '../../common/cache/cache-metrics.js';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { canSeePrice } from '../../common/pricing/price-policy.js';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import { stockIdOf } from './car-rules.js';
import { DEFAULT_TUNING, detailCacheKey } from './car-search-rules.js';
import { withMakeNames } from './car-search-sql.js';
import { CarViewsService } from './car-views.service.js';
import { type DetailRow, toCarDetail } from './cars.mappers.js';
import type { CarDetailDto } from './cars.responses.js';
import { SingleFlight } from './catalogue-cache.js';
import { CatalogueRepository } from './catalogue.repository.js';

/** The spec's message for an unknown car (§8). */
const productNotFound = () => notFound(Msg.PRODUCT_NOT_FOUND);

/**
 * The public catalogue's single car (GET /api/cars/detail/ref/:ref, and the server-rendered car page's head). Listed
 * means every status but sold, in_transit, released and withdrawn (car-rules.ts). Exported by CarsModule.
 */
@Injectable()
export class CarDetails {
  private readonly logger = new Logger(CarDetails.name);
  private readonly flights = new SingleFlight();
  private readonly details = new LRUCache<string, DetailRow>({
    max: DEFAULT_TUNING.detailCacheSize,
    ttl: DEFAULT_TUNING.detailTtlSeconds * 1000,
  });

  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly cacheMetrics: CacheMetrics,
    private readonly views: CarViewsService,
    private readonly makes: MakesDirectory,
  ) {}

  /**
   * A listed car by its stock id, with gallery, features, auction sheet and badges; the price only where the price
   * policy allows. Counts the view (in Redis). Unknown, malformed and hidden refs alike: 404 "Product not found!".
   */
  async getByRef(context: RequestContext, ref: string): Promise<CarDetailDto> {
    const withPrice = canSeePrice(context.actor);
    const { ip } = context;
    const stockId = stockIdOf(ref);
    if (!stockId) throw productNotFound();
    const row = await this.detailRow(stockId, withPrice);
    if (!row) throw productNotFound();
    let pending = 0;
    try {
      pending = await this.views.record(row.id, { ip, userPublicId: context.actor?.publicId });
    } catch (error) {
      // A lost view is better than a failed page.
      this.logger.warn(`View of ${stockId} not counted: ${(error as Error).message}`);
    }
    return toCarDetail(row, withPrice, pending);
  }

  /**
   * A listed car as an anonymous visitor sees it (the price policy for nobody: no price), or null when the ref is
   * unknown, malformed or hidden. Counts no view: the server-rendered page head reads it for every crawler and link
   * preview that fetches a car's page (src/modules/web/), and those are not visitors.
   */
  async findListed(ref: string): Promise<CarDetailDto | null> {
    const withPrice = canSeePrice(null);
    const stockId = stockIdOf(ref);
    if (!stockId) return null;
    const row = await this.detailRow(stockId, withPrice);
    return row ? toCarDetail(row, withPrice, 0) : null;
  }

  /**
   * The car's row, kept in this process while the catalogue version and the views generation hold (a popular car
   * is read by many visitors between two changes), else read from PostgreSQL. Unknown and hidden cars are not
   * kept: they cost one index lookup. A row read without the price is kept apart from one read with it.
   */
  private async detailRow(stockId: string, withPrice: boolean): Promise<DetailRow | null> {
    const [version, generation] = await Promise.all([this.catalogueVersion.current(), this.views.viewsGeneration()]);
    const key = detailCacheKey(version, generation, withPrice, stockId);
    const hit = this.details.get(key);
    // This process's memory (an LRU), not Redis: each process has its own hit rate.
    this.cacheMetrics.record('car-detail', hit);
    if (hit) return hit;
    return this.flights.run(`detail:${key}`, async () => {
      const found = await this.catalogue.detailRow(stockId, withPrice);
      if (!found) return null;
      const row = withMakeNames(found, (await this.makes.byIds([Number(found.make_id)])).get(Number(found.make_id)));
      this.details.set(key, row);
      return row;
    });
  }
}
