import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { LISTED_STATUSES } from '../cars/car-rules.js';
import type { FooterDataDto } from './footer.dto.js';
import { COMPANY_TIME_ZONE, FOOTER_CACHE_TTL_SECONDS, type FooterCountRow, SUPPORT_CONTACTS, toFooterCounts } from './footer-rules.js';

/**
 * Every count in one pass over the listed cars: GROUPING SETS give the total and the counts per make, body
 * type, category, stock port and country together; GROUPING() tells which set a row belongs to.
 */
export const COUNTS_SQL = `SELECT
    CASE
      WHEN GROUPING(m.slug) = 0 THEN 'make'
      WHEN GROUPING(c.body_type) = 0 THEN 'bodyType'
      WHEN GROUPING(c.category) = 0 THEN 'category'
      WHEN GROUPING(c.stock_port) = 0 THEN 'location'
      WHEN GROUPING(c.location_country) = 0 THEN 'country'
      ELSE 'total'
    END AS dimension,
    COALESCE(m.slug, c.body_type, c.category, c.stock_port, c.location_country::text) AS value,
    m.title AS title,
    COUNT(*)::int AS count
  FROM cars c JOIN makes m ON m.id = c.make_id
  WHERE c.status = ANY($1::text[])
  GROUP BY GROUPING SETS ((m.slug, m.title), (c.body_type), (c.category), (c.stock_port), (c.location_country), ())`;

type CachedFooter = Omit<FooterDataDto, 'support' | 'timeZone'>;

/**
 * The footer's and pre-header's data. The footer module owns no tables: it is a read-only projection of the
 * catalogue, so it counts `cars` (joined to `makes`) directly in one query. The counts are cached in Redis
 * per catalogue version; the support contacts are a constant and never cached.
 */
@Injectable()
export class FooterService {
  private readonly logger = new Logger(FooterService.name);
  private readonly inflight = new Map<string, Promise<CachedFooter>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogueVersion: CatalogueVersion,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async getFooterData(): Promise<FooterDataDto> {
    const counts = await this.cachedCounts();
    return { ...counts, support: SUPPORT_CONTACTS, timeZone: COMPANY_TIME_ZONE };
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
      if (hit) return JSON.parse(hit) as CachedFooter;
    } catch (error) {
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
    const rows: FooterCountRow[] = await this.dataSource.query(COUNTS_SQL, [LISTED_STATUSES]);
    return { ...toFooterCounts(rows), generatedAt: new Date().toISOString() };
  }
}
