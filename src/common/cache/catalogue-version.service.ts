import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';

const KEY = 'catalogue:version';

/**
 * One counter in Redis that every change to cars or makes bumps. Cached catalogue answers (landing page,
 * footer data, facets, make counts) put the version in their cache key, so a change makes every process see
 * fresh data at once, without deleting keys by pattern. Old entries simply expire.
 */
@Injectable()
export class CatalogueVersion {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async current(): Promise<string> {
    return (await this.redis.get(KEY)) ?? '0';
  }

  async bump(): Promise<void> {
    await this.redis.incr(KEY);
  }
}

@Global()
@Module({ providers: [CatalogueVersion], exports: [CatalogueVersion] })
export class CatalogueCacheModule {}
