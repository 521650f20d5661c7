import pg from 'pg';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { createDataSource } from './data-source.js';
import { ensureDatabaseExists, splitDatabaseUrl } from './prepare-database.js';
import { loadReferenceData } from './reference/reference-data.js';
import { isDatabaseEmpty, loadDemoData, DEMO_PASSWORD } from './seeds/demo-data.js';
import { ensureSuperadmin } from './seeds/superadmin.js';

export class DependencyUnavailableError extends Error {}

const redacted = (url: string) => url.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1@');

/** Fails within seconds, naming which service is down and how to start it (Redis too unless `redis: false`). */
export async function checkDependencies(config: AppConfig, options: { redis?: boolean } = {}): Promise<void> {
  const problems: string[] = [];
  const { serverUrl } = splitDatabaseUrl(config.databaseUrl);
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    problems.push(
      `PostgreSQL is not reachable at ${redacted(config.databaseUrl)} (${(error as Error).message || (error as { code?: string }).code}).\n` +
        '    Start it: `docker compose up -d postgres`, or `pg_ctlcluster <version> main start`, or set DATABASE_URL.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  if (options.redis === false) {
    if (problems.length) throw new DependencyUnavailableError(problems.join('\n'));
    return;
  }
  const redis = new Redis(config.redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    problems.push(
      `Redis is not reachable at ${redacted(config.redisUrl)} (${(error as Error).message}).\n` +
        '    Start it: `docker compose up -d redis`, or `redis-server --daemonize yes`, or set REDIS_URL.',
    );
  } finally {
    redis.disconnect();
  }
  if (problems.length) throw new DependencyUnavailableError(problems.join('\n'));
}

/** The advisory lock that lets one process at a time prepare a database (hashtext of this, in that database). */
export const PREPARE_DATABASE_LOCK = 'autoexport:prepare-database';

/**
 * Creates the database if missing, runs pending migrations, ensures a superadmin, loads the reference data into its
 * empty tables (src/database/reference/) and demo data into an empty database (SEED_DEMO_DATA). Safe to
 * run from several processes at once (`npm run migrate` twice, API replicas with MIGRATE=auto): the work happens under
 * a PostgreSQL advisory lock, so the others wait, then find nothing left to do.
 */
export async function prepareDatabase(config: AppConfig, log: (message: string) => void): Promise<void> {
  if (await ensureDatabaseExists(config.databaseUrl)) log(`Created database ${splitDatabaseUrl(config.databaseUrl).database}`);
  const lock = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 3000 });
  await lock.connect();
  try {
    const free = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [PREPARE_DATABASE_LOCK]);
    if (!free.rows[0]?.locked) {
      log('Another process is preparing the database: waiting for it to finish');
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [PREPARE_DATABASE_LOCK]);
    }
    await prepareLocked(config, log);
  } finally {
    // Ending the session releases the lock too, should the unlock itself fail.
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [PREPARE_DATABASE_LOCK]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

async function prepareLocked(config: AppConfig, log: (message: string) => void): Promise<void> {
  const dataSource = createDataSource(config.databaseUrl, { extra: { max: 2 } });
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    if (ran.length) log(`Ran ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
    const admin = await ensureSuperadmin(dataSource, config.superadminEmail, config.superadminPassword);
    if (admin.created) {
      log(
        admin.generatedPassword
          ? `Created superadmin ${admin.email} with the generated password ${admin.generatedPassword} — it is shown only this once; change it after signing in.`
          : `Created superadmin ${admin.email} from SUPERADMIN_EMAIL.`,
      );
    }
    // The company's reference data in every environment, production included; demo data on top only when asked for.
    await loadReferenceData(dataSource, log);
    if (config.seedDemoData && (await isDatabaseEmpty(dataSource))) {
      const loaded = await loadDemoData(dataSource, { uploadDir: config.uploadDir });
      log(
        `Loaded demo data: ${loaded.cars} cars of ${loaded.makes} makes with ${loaded.images} pictures and ${loaded.auctionSheets} auction sheets, ` +
          `${loaded.shipments} sailings, ${loaded.auctionLots} auction lots; ` +
          `demo customers sign in with the password ${DEMO_PASSWORD}.`,
      );
    }
  } finally {
    await dataSource.destroy();
  }
}
