import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { createApp, type CreateAppOptions } from '../../src/app.factory.js';
import { type AppConfig, loadConfig } from '../../src/config/config.js';
import { createDataSource } from '../../src/database/data-source.js';
import { cloneTemplate, databaseUrl, dropDatabases, uniqueSuffix, withServer } from './databases.js';

/** The comment the run's template gets once migrated (database comments are not copied to its clones). */
const MIGRATED = 'migrated';

/**
 * The first spec file to get here migrates the run's template and marks it; the others wait on the lock, then see it
 * done. Once marked, a look at the comment is all it costs (a data source that checks the migrations took ~1 s an app).
 */
async function ensureTemplateMigrated(template: string): Promise<void> {
  await withServer(async (client) => {
    const isMigrated = async () =>
      (
        await client.query('SELECT 1 FROM pg_database WHERE datname = $1 AND shobj_description(oid, $2) = $3', [
          template,
          'pg_database',
          MIGRATED,
        ])
      ).rowCount === 1;
    if (await isMigrated()) return;
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      if (await isMigrated()) return;
      const dataSource = createDataSource(databaseUrl(template), { extra: { max: 1 } });
      await dataSource.initialize();
      try {
        await dataSource.runMigrations({ transaction: 'each' });
      } finally {
        await dataSource.destroy();
      }
      await client.query(`COMMENT ON DATABASE "${template}" IS '${MIGRATED}'`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

/** A database of the test's own, migrated and empty like the one createTestApp gives its app (a read replica, say). */
export async function createMigratedDatabase(name: string): Promise<string> {
  const template = process.env.TEST_TEMPLATE_DB;
  if (!template) throw new Error('TEST_TEMPLATE_DB is unset: run e2e specs through jest (global-setup.ts)');
  await ensureTemplateMigrated(template);
  await cloneTemplate(template, name);
  return databaseUrl(name);
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** supertest bound to the running server. */
  http: TestAgent;
  dataSource: DataSource;
  redis: Redis;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Boot on this database of the test server as it is (e.g. one a backup was restored into) instead of a clone of
   * the template; it is the test app's from then on, and dropped like a clone (at the end of the run when its name
   * comes from testDatabaseName). */
  database?: string;
  /** Runs between building the app and app.init(), e.g. to add a Fastify onRoute hook that sees the routes registered. */
  beforeInit?: (app: NestFastifyApplication) => void;
  /** How the app reaches its database: its direct URL by default; a test of outages passes a TCP proxy's (tcp-proxy.ts). */
  databaseUrl?: (direct: string) => string;
}

/** The name of a new database of this test run (what createTestApp clones into, or a spec's own). */
export const testDatabaseName = (suffix = uniqueSuffix()) => `autoexport_t_${process.env.TEST_RUN_ID}_${suffix}`;

/**
 * Boots the real application (Fastify, PostgreSQL, Redis, BullMQ) on its own database cloned from the
 * run's template and its own Redis key prefix, so spec files run in parallel without sharing rows or keys.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  appOptions: CreateAppOptions = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const template = process.env.TEST_TEMPLATE_DB;
  if (!template) throw new Error('TEST_TEMPLATE_DB is unset: run e2e specs through jest (global-setup.ts)');
  const suffix = uniqueSuffix();
  const database = options.database ?? testDatabaseName(suffix);
  if (!options.database) {
    await ensureTemplateMigrated(template);
    await cloneTemplate(template, database);
  }

  const prefix = `test:${suffix}`;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl ? options.databaseUrl(databaseUrl(database)) : databaseUrl(database),
    REDIS_PREFIX: prefix,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO_DATA: 'false',
    // Every test request comes from 127.0.0.1: per-IP limits are generous unless a spec lowers them.
    THROTTLE_LOGIN_PER_IP: '10000',
    THROTTLE_REGISTER_PER_IP: '10000',
    THROTTLE_CHASSIS_CHECK_PER_IP: '10000',
    ...env,
  });
  const app = await createApp(config, { logger: false, ...appOptions });
  options.beforeInit?.(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const redis = new Redis(config.redisUrl);
  return {
    app,
    config,
    http: request(app.getHttpServer()),
    dataSource: app.get(DataSource),
    redis,
    async close() {
      await app.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      // A database of this run is left to global-teardown.ts, which drops them all together: one DROP DATABASE takes
      // 2-4 s on this machine, and 12 at once take about as long as three one after another.
      if (!database.startsWith(testDatabaseName(''))) await dropDatabases([database]);
    },
  };
}
