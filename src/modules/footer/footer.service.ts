import { Inject, Injectable, Logger } from '@nestjs/common';
import { CacheMetrics } from '../../common/cache/cache-metrics.js';
import type { Redis } from 'ioredis';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { CatalogueCounts } from '../cars/catalogue-counts.service.js';
import { MakesDirectory } from '../makes/makes-directory.service.js';
import type { FooterDataDto } from './footer.dto.js';
import { OfficesService } from '../offices/offices.service.js';
import { COMPANY_CONTACTS, COMPANY_TIME_ZONE } from '../../common/company/company-facts.js';
import { FOOTER_CACHE_TTL_SECONDS, footerCountRows, footerSupport, toFooterCounts } from './footer-rules.js';
import { Clock } from '../../common/time/clock.js';

type CachedFooter = Omit<FooterDataDto, 'support' | 'timeZone'>;

/**
 * The footer's and pre-header's data. The footer module owns no tables: the counts of listed cars come from the cars
 * module (CatalogueCounts.listedCounts, one grouped pass) and the makes' names from the makes module (MakesDirectory).
 * The counts are cached in Redis per catalogue version; the support agents and offices come from the offices module's
 * directory (OfficesService.directory, cached apart and made stale by every staff change).
 */
@Injectable()
export class FooterService {
  private readonly logger = new Logger(FooterService.name);
  private readonly inflight = new Map<string, Promise<CachedFooter>>();

  constructor(
    private readonly cars: CatalogueCounts,
    private readonly makes: MakesDirectory,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly cacheMetrics: CacheMetrics,
    private readonly offices: OfficesService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  async getFooterData(): Promise<FooterDataDto> {
    const [counts, directory] = await Promise.all([this.cachedCounts(), this.offices.directory()]);
    return { ...counts, support: { ...COMPANY_CONTACTS, ...footerSupport(directory) }, timeZone: COMPANY_TIME_ZONE };
  }

  private async cachedCounts(): Promise<CachedFooter> {
    let version: string | null = null;
    try {
      version = await this.catalogueVersion.current();
    } catch (error) {
      this.logger.warn(`Catalogue version unreadable, footer data not cached: ${(error as Error).message}`);
    }
    if (version === null) return this.count();
    const key = `footer:v${version}`;
    try {
      const hit = await this.redis.get(key);
      this.cacheMetrics.record('footer', hit);
      if (hit) return JSON.parse(hit) as CachedFooter;
    } catch (error) {
      this.cacheMetrics.miss('footer');
      this.logger.warn(`Footer cache read failed: ${(error as Error).message}`);
    }
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.count().then(async (counts) => {
        try {
          await this.redis.set(key, JSON.stringify(counts), 'EX', FOOTER_CACHE_TTL_SECONDS);
        } catch (error) {
          this.logger.warn(`Footer cache write failed: ${(error as Error).message}`);
        }
        return counts;
      });
      this.inflight.set(key, pending);
      void pending.finally(() => this.inflight.delete(key)).catch(() => undefined);
    }
    return pending;
  }

  private async count(): Promise<CachedFooter> {
    const counts = await this.cars.listedCounts();
    const makes = await this.makes.byIds(counts.byMake.keys());
    return { ...toFooterCounts(footerCountRows(counts, makes)), generatedAt: this.clock.now().toISOString() };
  }
}
