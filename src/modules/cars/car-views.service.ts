import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { SharedCounter } from '../../common/cache/shared-counter.js';
import { REDIS } from '../../common/redis/redis.module.js';
import { GeoService } from '../geo/geo.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import {
  dailyField,
  parseViewBatch,
  COUNT_VIEW,
  seenKey,
  totalField,
  UNKNOWN_COUNTRY,
  type ViewBatch,
  viewDay,
  viewerKey,
  VIEW_WINDOW_SECONDS,
  VIEWS_GENERATION_KEY,
  VIEWS_PENDING_KEY,
  viewsGenerationChannel,
} from './car-views-rules.js';
import { CarViewsRepository } from './car-views.repository.js';
import { Clock } from '../../common/time/clock.js';

export { VIEWS_PENDING_KEY };
/** A batch moved aside by a flush; it stays until PostgreSQL has it, so a failed flush is retried, never lost. */
export const VIEWS_FLUSHING_KEY = 'car-views:flushing';
const FLUSH_LOCK_KEY = 'car-views:flush-lock';
const FLUSH_LOCK_MS = 120_000;

const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Who views a car: the signed-in user's public id, else the IP address (see viewerKey). */
export interface CarVisitor {
  ip: string | null | undefined;
  userPublicId?: string | null;
}

export interface FlushResult {
  /** Another flush held the lock: nothing was done. */
  skipped: boolean;
  cars: number;
  views: number;
}

/**
 * Counts detail views without a database write per request: once per visitor, car and VIEW_WINDOW_SECONDS, as two
 * HINCRBYs on one Redis hash (one script, one round trip). Every 30 s a scheduled job (CarViewsProcessor,
 * src/jobs/job-schedules.ts) calls flush(), which RENAMEs the hash aside — views arriving meanwhile
 * start a fresh one — adds the batch to PostgreSQL in one transaction, and only then deletes it. A failed
 * transaction leaves the batch for the next flush; a lock keeps two flushes from applying the same batch. The one
 * window left is a crash between COMMIT and DEL, which would count that batch twice.
 */
@Injectable()
export class CarViewsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CarViewsService.name);
  private readonly generation: SharedCounter;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly views: CarViewsRepository,
    private readonly geo: GeoService,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.generation = new SharedCounter(redis, VIEWS_GENERATION_KEY, viewsGenerationChannel(config.redisPrefix));
  }

  async onModuleInit(): Promise<void> {
    await this.generation.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.generation.close();
  }

  /** Moves on with every flush that changed view counts (see VIEWS_GENERATION_KEY). */
  viewsGeneration(): Promise<number> {
    return this.generation.current();
  }

  /**
   * Counts one view of a car, unless this visitor viewed it within the window; answers the car's views not yet
   * flushed (this one included when it counted).
   */
  async record(carId: string, visitor: CarVisitor, at = this.clock.now()): Promise<number> {
    const country = (await this.geo.countryOf(visitor.ip)) ?? UNKNOWN_COUNTRY;
    // A script runs whole: a flush's RENAME comes before or after both counts, never between them.
    const pending = await this.redis.eval(
      COUNT_VIEW,
      2,
      seenKey(carId, viewerKey(visitor)),
      VIEWS_PENDING_KEY,
      VIEW_WINDOW_SECONDS,
      totalField(carId),
      dailyField(carId, viewDay(at), country),
    );
    return Number(pending ?? 0);
  }

  /** Views of a car counted in Redis and not yet in cars.view_count. */
  async pending(carId: string): Promise<number> {
    return Number((await this.redis.hget(VIEWS_PENDING_KEY, totalField(carId))) ?? 0);
  }

  /** Moves the counted views into PostgreSQL (see the class comment). */
  async flush(): Promise<FlushResult> {
    const token = randomUUID();
    const locked = await this.redis.set(FLUSH_LOCK_KEY, token, 'PX', FLUSH_LOCK_MS, 'NX');
    if (!locked) return { skipped: true, cars: 0, views: 0 };
    const result: FlushResult = { skipped: false, cars: 0, views: 0 };
    try {
      // A batch left by a failed flush goes first: RENAME would overwrite it.
      if (await this.redis.exists(VIEWS_FLUSHING_KEY)) this.add(result, await this.applyFlushing());
      const moved = await this.redis.renamenx(VIEWS_PENDING_KEY, VIEWS_FLUSHING_KEY).catch((error: Error) => {
        if (/no such key/i.test(error.message)) return 0;
        throw error;
      });
      if (moved === 1) this.add(result, await this.applyFlushing());
      return result;
    } finally {
      await this.redis.eval(RELEASE_LOCK, 1, FLUSH_LOCK_KEY, token).catch(() => undefined);
    }
  }

  private add(result: FlushResult, batch: ViewBatch): void {
    result.cars += batch.totals.length;
    result.views += batch.totals.reduce((sum, t) => sum + t.views, 0);
  }

  private async applyFlushing(): Promise<ViewBatch> {
    const batch = parseViewBatch(await this.redis.hgetall(VIEWS_FLUSHING_KEY));
    if (batch.ignored.length) this.logger.warn(`Dropped ${batch.ignored.length} unreadable view counter fields`);
    await this.views.addViews(batch);
    await this.redis.del(VIEWS_FLUSHING_KEY);
    if (batch.totals.length) {
      try {
        await this.generation.bump();
      } catch (error) {
        // Cached details then show the views from before this flush until they expire (CarDetails.detailRow).
        this.logger.warn(`View flush not announced: ${(error as Error).message}`);
      }
    }
    return batch;
  }
}
