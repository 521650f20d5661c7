import type { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/**
 * Small helpers for the catalogue's Redis caches. A cache is an optimisation: when Redis fails the answer is
 * computed anyway and the failure only logged.
 */

export async function readCached<T>(redis: Redis, key: string, logger: Logger): Promise<T | null> {
  try {
    const hit = await redis.get(key);
    return hit === null ? null : (JSON.parse(hit) as T);
  } catch (error) {
    logger.warn(`Cache read of ${key} failed: ${(error as Error).message}`);
    return null;
  }
}

export async function writeCached(redis: Redis, key: string, value: unknown, ttlSeconds: number, logger: Logger): Promise<void> {
  try {
    await redis.set(key, JSON.stringify(value), 'EX', ttlSeconds);
  } catch (error) {
    logger.warn(`Cache write of ${key} failed: ${(error as Error).message}`);
  }
}

/** Runs one computation per key at a time in this process: concurrent callers share its promise (no stampede). */
export class SingleFlight {
  private readonly running = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const existing = this.running.get(key) as Promise<T> | undefined;
    if (existing) return existing;
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
