import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module.js';
import { Metrics } from './metrics.service.js';

/** The parts of pg's Pool the gauges read. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * What every process shares, read on scrape: the PostgreSQL pool of TypeORM's driver (connections open, idle, and
 * callers waiting for one — a pool too small for the load shows as waiting > 0) and whether the shared Redis client
 * is connected.
 */
@Injectable()
export class InfrastructureMetrics {
  constructor(metrics: Metrics, dataSource: DataSource, @Inject(REDIS) redis: Redis) {
    metrics.gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and callers waiting for one',
      labelNames: ['pool', 'state'],
      collect() {
        const driver = dataSource.driver as unknown as { master?: PgPool; slaves?: PgPool[] };
        const pools: [string, PgPool | undefined][] = [
          ['primary', driver.master],
          ...(driver.slaves ?? []).map((p, i): [string, PgPool] => [`replica${i}`, p]),
        ];
        for (const [pool, p] of pools) {
          if (!p) continue;
          this.set({ pool, state: 'total' }, p.totalCount);
          this.set({ pool, state: 'idle' }, p.idleCount);
          this.set({ pool, state: 'waiting' }, p.waitingCount);
        }
      },
    });
    metrics.gauge({
      name: 'redis_up',
      help: 'Whether the shared Redis client is connected (1) or not (0)',
      labelNames: ['client'],
      collect() {
        this.set({ client: 'app' }, redis.status === 'ready' ? 1 : 0);
      },
    });
  }
}
