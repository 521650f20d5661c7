import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { CacheMetrics } from './cache-metrics.js';

/**
 * A small shared cache of derived answers in Redis (the FAQ per language, the office directory): each key carries a
 * version that every change bumps (`invalidate()`), so every process sees fresh data at once without deleting keys
 * by pattern, and an answer built from data read before a change lands under the old version, never the new one.
 * A Redis failure costs only the cache: the answer is built from the database. With `metrics`, every lookup counts
 * as a hit or a miss under the namespace's name.
 */
export class VersionedCache {
  private readonly logger: Logger;

  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly ttlSeconds: number,
    private readonly metrics?: CacheMetrics,
  ) {
    this.logger = new Logger(`VersionedCache(${namespace})`);
  }

  async get<T>(name: string, build: () => Promise<T>): Promise<T> {
    let key: string | null = null;
    try {
      const version = (await this.redis.get(`${this.namespace}:version`)) ?? '0';
      key = `${this.namespace}:v${version}:${name}`;
      const hit = await this.redis.get(key);
      this.metrics?.record(this.namespace, hit);
      if (hit) return JSON.parse(hit) as T;
    } catch (error) {
      this.metrics?.miss(this.namespace);
      this.logger.warn(`Cache read failed: ${(error as Error).message}`);
    }
    const value = await build();
    if (key !== null) {
      try {
        await this.redis.set(key, JSON.stringify(value), 'EX', this.ttlSeconds);
      } catch (error) {
        this.logger.warn(`Cache write failed: ${(error as Error).message}`);
      }
    }
    return value;
  }

  /** After a change: every cached answer is stale from now on. */
  async invalidate(): Promise<void> {
    try {
      await this.redis.incr(`${this.namespace}:version`);
    } catch (error) {
      this.logger.warn(`Cache invalidation failed: ${(error as Error).message}`);
    }
  }
}
