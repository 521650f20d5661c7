import { Global, Inject, Injectable, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { REDIS } from '../redis/redis.module.js';
import { CATALOGUE_VERSION_KEY, catalogueVersionChannel } from './catalogue-version-key.js';
import { CacheMetrics } from './cache-metrics.js';
import { SharedCounter } from './shared-counter.js';

/**
 * One counter that every change to cars or makes bumps. Cached catalogue answers (landing page, footer data,
 * facets, make counts, car details) put the version in their cache key, so a change makes every process see
 * fresh data without deleting keys by pattern; old entries simply expire. Each process keeps a copy of the
 * counter that bumps are broadcast to (SharedCounter), so reading it costs no Redis round trip.
 */
@Injectable()
export class CatalogueVersion implements OnModuleInit, OnApplicationShutdown {
  private readonly counter: SharedCounter;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.counter = new SharedCounter(redis, CATALOGUE_VERSION_KEY, catalogueVersionChannel(config.redisPrefix));
  }

  async onModuleInit(): Promise<void> {
    await this.counter.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.counter.close();
  }

  async current(): Promise<string> {
    return String(await this.counter.current());
  }

  async bump(): Promise<void> {
    await this.counter.bump();
  }
}

/** The catalogue's version, and the caches' hit and miss counters (CacheMetrics), for every module. */
@Global()
@Module({ providers: [CatalogueVersion, CacheMetrics], exports: [CatalogueVersion, CacheMetrics] })
export class CatalogueCacheModule {}
