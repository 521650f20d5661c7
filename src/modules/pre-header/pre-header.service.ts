import { Inject, Injectable, Logger } from '@nestjs/common';
import { CacheMetrics } from '../../common/cache/cache-metrics.js';
import type { Redis } from 'ioredis';
import { CatalogueVersion } from '../../common/cache/catalogue-version.service.js';
import { BASE_CURRENCY, type CurrencyCode } from '../../common/money/currencies.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { Clock } from '../../common/time/clock.js';
import type { CurrentRate } from '../currencies/currency-rules.js';
import { ExchangeRatesService } from '../currencies/exchange-rates.service.js';
import { COMPANY_CONTACTS, COMPANY_TIME_ZONE } from '../../common/company/company-facts.js';
import { FooterService } from '../footer/footer.service.js';
import type { PreHeaderDto } from './pre-header.dto.js';

/** The cached part lives this long at most; new rates or a catalogue change replace it at once (their versions are in the key). */
export const PRE_HEADER_CACHE_TTL_SECONDS = 60;

interface CachedPreHeader {
  totalCars: number;
  rates: { currency: CurrentRate['currency']; rate: string; source: string; setAt: string }[];
}

/**
 * The pre-header's one answer. The cars in stock (FooterService's count) and the current rates are cached together
 * in Redis for a minute under the catalogue and rates versions; the server time and the rates' `stale` flags are worked out on
 * every answer, so a cached answer never shows an old time or hides that rates went stale.
 */
@Injectable()
export class PreHeaderService {
  private readonly logger = new Logger(PreHeaderService.name);

  constructor(
    private readonly footer: FooterService,
    private readonly rates: ExchangeRatesService,
    private readonly clock: Clock,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly cacheMetrics: CacheMetrics,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async get(): Promise<PreHeaderDto> {
    const cached = await this.cached();
    const table = new Map<CurrencyCode, CurrentRate>(cached.rates.map((rate) => [rate.currency, { ...rate, setAt: new Date(rate.setAt) }]));
    const now = this.clock.now();
    return {
      timeZone: COMPANY_TIME_ZONE,
      serverTime: now.toISOString(),
      totalCars: cached.totalCars,
      rates: this.rates.toRatesDto(table, BASE_CURRENCY, now),
      supportHours: COMPANY_CONTACTS.hours,
    };
  }

  private async cached(): Promise<CachedPreHeader> {
    let key: string | null = null;
    try {
      const [catalogue, rates] = await Promise.all([this.catalogueVersion.current(), this.rates.currentVersion()]);
      key = `pre-header:c${catalogue}:r${rates}`;
      const hit = await this.redis.get(key);
      this.cacheMetrics.record('pre-header', hit);
      if (hit) return JSON.parse(hit) as CachedPreHeader;
    } catch (error) {
      this.cacheMetrics.miss('pre-header');
      this.logger.warn(`Pre-header cache read failed: ${(error as Error).message}`);
    }
    const [footer, table] = await Promise.all([this.footer.getFooterData(), this.rates.current()]);
    const fresh: CachedPreHeader = {
      totalCars: footer.totalCars,
      rates: [...table.values()].map((rate) => ({
        currency: rate.currency,
        rate: rate.rate,
        source: rate.source,
        setAt: rate.setAt.toISOString(),
      })),
    };
    if (key) {
      try {
        await this.redis.set(key, JSON.stringify(fresh), 'EX', PRE_HEADER_CACHE_TTL_SECONDS);
      } catch (error) {
        this.logger.warn(`Pre-header cache write failed: ${(error as Error).message}`);
      }
    }
    return fresh;
  }
}
