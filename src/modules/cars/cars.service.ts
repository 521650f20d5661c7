import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { notFound } from '../../common/errors/app-error.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { STOCK_ID_PATTERN } from './car-rules.js';
import { DEFAULT_TUNING, detailCacheKey } from './car-search-rules.js';
import { DETAIL_SQL, listed, SqlParams } from './car-search-sql.js';
import { CarViewsService } from './car-views.service.js';
import { type CarDetailDto, type DetailRow, toCarDetail } from './cars.dto.js';
import { readCached, SingleFlight, writeCached } from './catalogue-cache.js';
import { CatalogueDb } from './catalogue-db.service.js';

/** The spec's message for an unknown car (§8). */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found!';
export const productNotFound = () => notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);

/** Counts of the listed (public) cars, as other modules show them. */
export interface ListedCounts {
  total: number;
  byMake: Map<number, number>;
  byBodyType: Map<string, number>;
  byCategory: Map<string, number>;
  byStockPort: Map<string, number>;
}

interface CachedListedCounts {
  total: number;
  byMake: [number, number][];
  byBodyType: [string, number][];
  byCategory: [string, number][];
  byStockPort: [string, number][];
}

const LISTED_COUNTS_SQL = `
SELECT GROUPING(c.make_id) AS g0, c.make_id AS v0, GROUPING(c.body_type) AS g1, c.body_type AS v1,
       GROUPING(c.category) AS g2, c.category AS v2, GROUPING(c.stock_port) AS g3, c.stock_port AS v3, count(*)::int AS n
  FROM cars c
 WHERE ${listed('c')}
 GROUP BY GROUPING SETS ((c.make_id), (c.body_type), (c.category), (c.stock_port), ())`;

/**
 * The public catalogue's single cars and the counts other modules need (makes list, footer, landing page). Listed
 * means every status but sold and in_transit (car-rules.ts). Exported by CarsModule.
 */
@Injectable()
export class CarsService {
  private readonly logger = new Logger(CarsService.name);
  private readonly flights = new SingleFlight();
  listedCountsTtlSeconds = DEFAULT_TUNING.listedCountsTtlSeconds;
  private readonly details = new LRUCache<string, DetailRow>({
    max: DEFAULT_TUNING.detailCacheSize,
    ttl: DEFAULT_TUNING.detailTtlSeconds * 1000,
  });

  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly views: CarViewsService,
    private readonly db: CatalogueDb,
  ) {}

  /**
   * A listed car by its stock id, with gallery, features, auction sheet and badges; the price only for a signed-in
   * caller. Counts the view (in Redis). Unknown, malformed and hidden refs alike: 404 "Product not found!".
   */
  async getByRef(ref: string, signedIn: boolean, ip: string | null): Promise<CarDetailDto> {
    const stockId = ref.trim().toUpperCase();
    if (!STOCK_ID_PATTERN.test(stockId)) throw productNotFound();
    const row = await this.detailRow(stockId, signedIn);
    if (!row) throw productNotFound();
    let pending = 0;
    try {
      pending = await this.views.record(row.id, ip);
    } catch (error) {
      // A lost view is better than a failed page.
      this.logger.warn(`View of ${stockId} not counted: ${(error as Error).message}`);
    }
    return toCarDetail(row, signedIn, pending);
  }

  /**
   * The car's row, kept in this process while the catalogue version and the views generation hold (a popular car
   * is read by many visitors between two changes), else read from PostgreSQL. Unknown and hidden cars are not
   * kept: they cost one index lookup.
   */
  private async detailRow(stockId: string, withPrice: boolean): Promise<DetailRow | null> {
    const [version, generation] = await Promise.all([this.catalogueVersion.current(), this.views.viewsGeneration()]);
    const key = detailCacheKey(version, generation, withPrice, stockId);
    const hit = this.details.get(key);
    if (hit) return hit;
    return this.flights.run(`detail:${key}`, async () => {
      const params = new SqlParams();
      const [row] = await this.db.query<DetailRow>(DETAIL_SQL(withPrice, stockId, params), params.values, { prepare: true });
      if (row) this.details.set(key, row);
      return row ?? null;
    });
  }

  /** Every listed-car count in one pass (about half a second at a million cars), cached per catalogue version. */
  async listedCounts(): Promise<ListedCounts> {
    const counts = await this.cached('listed-counts', () => this.computeListedCounts());
    return {
      total: counts.total,
      byMake: new Map(counts.byMake),
      byBodyType: new Map(counts.byBodyType),
      byCategory: new Map(counts.byCategory),
      byStockPort: new Map(counts.byStockPort),
    };
  }

  /** Listed cars (a quicker query than listedCounts(): an index-only count). */
  async countListed(): Promise<number> {
    return this.cached('listed-count', async () => {
      const [row] = await this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM cars c WHERE ${listed('c')}`);
      return Number(row?.n ?? 0);
    });
  }

  /** A value cached in Redis per catalogue version; one computation at a time per process. */
  private async cached<T>(name: string, compute: () => Promise<T>): Promise<T> {
    const key = `cars:${name}:${await this.catalogueVersion.current()}`;
    const hit = await readCached<T>(this.redis, key, this.logger);
    if (hit !== null) return hit;
    return this.flights.run(key, async () => {
      const computed = await compute();
      await writeCached(this.redis, key, computed, this.listedCountsTtlSeconds, this.logger);
      return computed;
    });
  }

  /** Listed cars per make id (makes with none are absent). */
  async countListedByMake(): Promise<Map<number, number>> {
    return (await this.listedCounts()).byMake;
  }

  async countListedByBodyType(): Promise<Map<string, number>> {
    return (await this.listedCounts()).byBodyType;
  }

  async countListedByCategory(): Promise<Map<string, number>> {
    return (await this.listedCounts()).byCategory;
  }

  async countListedByStockPort(): Promise<Map<string, number>> {
    return (await this.listedCounts()).byStockPort;
  }

  private async computeListedCounts(): Promise<CachedListedCounts> {
    const rows = await this.dataSource.query<Record<string, string | number | null>[]>(LISTED_COUNTS_SQL);
    const out: CachedListedCounts = { total: 0, byMake: [], byBodyType: [], byCategory: [], byStockPort: [] };
    for (const row of rows) {
      const n = Number(row.n);
      if (Number(row.g0) === 0) out.byMake.push([Number(row.v0), n]);
      else if (Number(row.g1) === 0) out.byBodyType.push([String(row.v1), n]);
      else if (Number(row.g2) === 0) out.byCategory.push([String(row.v2), n]);
      else if (Number(row.g3) === 0) out.byStockPort.push([String(row.v3), n]);
      else out.total = n;
    }
    return out;
  }
}
