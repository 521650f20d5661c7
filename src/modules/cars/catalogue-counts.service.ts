import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { DEFAULT_TUNING } from './car-search-rules.js';
import { CatalogueCountsRepository, type ListedCounts, type MakeCarCounts } from './catalogue-counts.repository.js';
import { readCached, SingleFlight, writeCached } from './catalogue-cache.js';

export type { ListedCounts, MakeCarCounts };

/**
 * The listed catalogue in aggregate, for other modules: counts by make, body type, category, port and country (makes
 * list, footer), the search's unfiltered total, live counts per make (staff makes screen) and the sitemap's blocks.
 * Listed means every status but sold, in_transit, released and withdrawn (car-rules.ts). Exported by CarsModule.
 */
@Injectable()
export class CatalogueCounts {
  private readonly logger = new Logger(CatalogueCounts.name);
  private readonly flights = new SingleFlight();
  listedCountsTtlSeconds = DEFAULT_TUNING.listedCountsTtlSeconds;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly counts: CatalogueCountsRepository,
  ) {}

  /** Every listed-car count in one pass (about half a second at a million cars), cached per catalogue version. */
  async listedCounts(): Promise<ListedCounts> {
    const counts = await this.cached('listed-counts', () => this.counts.listedCounts());
    return {
      total: counts.total,
      byMake: new Map(counts.byMake.map(([id, n]) => [Number(id), n])),
      byBodyType: new Map(counts.byBodyType.map(([v, n]) => [String(v), n])),
      byCategory: new Map(counts.byCategory.map(([v, n]) => [String(v), n])),
      byStockPort: new Map(counts.byStockPort.map(([v, n]) => [String(v), n])),
      byCountry: new Map(counts.byCountry.map(([v, n]) => [String(v), n])),
    };
  }

  /** Listed cars (a quicker query than listedCounts(): an index-only count). */
  async countListed(): Promise<number> {
    return this.cached('listed-count', () => this.counts.countListed());
  }

  /**
   * Live car counts of the given makes (makes with no car are absent): `listed` as the catalogue shows them, `total`
   * in every status. Not cached: the staff screens show them right after a change.
   */
  async countByMake(makeIds: readonly number[]): Promise<Map<number, MakeCarCounts>> {
    if (makeIds.length === 0) return new Map();
    return this.counts.countByMake(makeIds);
  }

  /**
   * The sitemap's blocks of listed cars: cars fall in block `floor((id - 1) / blockSize)`, so a block never holds more
   * than `blockSize` cars however the ids are spread; only blocks with a listed car are answered, each with its latest
   * change. One pass over the listed cars (well under a second at a million), cached per catalogue version.
   */
  async listedBlocks(blockSize: number): Promise<{ block: number; lastModified: string }[]> {
    return this.cached(`listed-blocks:${blockSize}`, () => this.counts.listedBlocks(blockSize));
  }

  /**
   * Listed cars of one sitemap block (see listedBlocks), by id after `afterId` (keyset: the caller pages through a block
   * of any size with bounded memory), at most `limit`.
   */
  listedRefsInBlock(
    block: number,
    blockSize: number,
    afterId: string | null,
    limit: number,
  ): Promise<{ id: string; ref: string; updatedAt: Date }[]> {
    return this.counts.listedRefsInBlock(block, blockSize, afterId, limit);
  }

  /** A value cached in Redis per catalogue version; one computation at a time per process. Without a version, computed. */
  private async cached<T>(name: string, compute: () => Promise<T>): Promise<T> {
    let version: string;
    try {
      version = await this.catalogueVersion.current();
    } catch (error) {
      this.logger.warn(`Catalogue version unreadable, ${name} not cached: ${(error as Error).message}`);
      return compute();
    }
    const key = `cars:${name}:${version}`;
    const hit = await readCached<T>(this.redis, key, this.logger);
    if (hit !== null) return hit;
    return this.flights.run(key, async () => {
      const computed = await compute();
      await writeCached(this.redis, key, computed, this.listedCountsTtlSeconds, this.logger);
      return computed;
    });
  }
}
