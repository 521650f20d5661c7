import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource, MigrationExecutor } from 'typeorm';
import { REDIS } from '../../common/redis/redis.module.js';
import { type Readiness, readinessOf, type ReadinessChecks, withTimeout } from './readiness.js';

/** A probe's check may take this long before it counts as down (the probe itself is polled every few seconds). */
const CHECK_TIMEOUT_MS = 1500;

/**
 * Whether this API process should receive traffic (GET /api/health/ready): PostgreSQL and Redis answer, no migration
 * is pending, and it is not shutting down. Polled by every replica's probe every few seconds, so each check is one
 * round trip (SELECT 1, PING), and migrations are looked up only until they are once seen applied: the set a process
 * knows is fixed when it starts, and migrations are never reverted under a running API.
 */
@Injectable()
export class ReadinessService {
  private draining = false;
  private migrationsApplied = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** From now on the process answers not-ready (main.ts calls it on SIGTERM, before the drain). */
  beginShutdown(): void {
    this.draining = true;
  }

  get shuttingDown(): boolean {
    return this.draining;
  }

  async check(): Promise<Readiness> {
    const [database, redis, migrations] = await Promise.all([this.database(), this.redisCheck(), this.migrations()]);
    const checks: ReadinessChecks = { database, redis, migrations, shutdown: { status: this.draining ? 'draining' : 'serving' } };
    return readinessOf(checks);
  }

  private async database(): Promise<ReadinessChecks['database']> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS);
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', message: messageOf(error) };
    }
  }

  private async redisCheck(): Promise<ReadinessChecks['redis']> {
    try {
      const pong = await withTimeout(this.redis.ping(), CHECK_TIMEOUT_MS);
      return pong === 'PONG' ? { status: 'up' } : { status: 'down', message: 'unexpected reply' };
    } catch (error) {
      return { status: 'down', message: messageOf(error) };
    }
  }

  private async migrations(): Promise<ReadinessChecks['migrations']> {
    if (this.migrationsApplied) return { status: 'applied' };
    try {
      const pending = await withTimeout(new MigrationExecutor(this.dataSource).getPendingMigrations(), CHECK_TIMEOUT_MS);
      if (pending.length > 0) return { status: 'pending', pending: pending.length };
      this.migrationsApplied = true;
      return { status: 'applied' };
    } catch {
      return { status: 'unknown' };
    }
  }
}

/** A failure's message for the probe's answer: the driver's sentence or code, never a stack or a URL's password. */
function messageOf(error: unknown): string {
  const e = error as { message?: string; code?: string } | undefined;
  return (e?.message || e?.code || 'failed').replace(/\/\/[^@/\s]*@/g, '//').slice(0, 200);
}
