import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../migrations/index.js';
import { ENTITIES } from './entities.js';

/** The one set of DataSource options; the Nest app, the scripts and the tests all build from it. */
export function dataSourceOptions(
  databaseUrl: string,
  overrides: Partial<DataSourceOptions> = {},
  pool: { size: number; waitMs: number } = { size: 20, waitMs: 5000 },
  readUrl?: string,
): DataSourceOptions {
  return {
    type: 'postgres',
    // With a read replica (DATABASE_READ_URL), TypeORM holds a pool for each; defaultMode 'master' keeps every query
    // on the primary unless the caller asks for the replica by name (CatalogueDb does, for the catalogue's reads):
    // read-your-own-writes everywhere else (an order just placed, a profile just saved).
    ...(readUrl
      ? { replication: { master: { url: databaseUrl }, slaves: [{ url: readUrl }], defaultMode: 'master' } }
      : { url: databaseUrl }),
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    // gen_random_uuid() is built into PostgreSQL 13+; uuid-ossp is not installed everywhere.
    uuidExtension: 'pgcrypto',
    extra: { max: pool.size, connectionTimeoutMillis: pool.waitMs, application_name: 'autoexport' },
    // TypeORM's loggers print a query's parameters (a new account's hash, email, phone): never on. A failing
    // query reaches the exception filter, whose log line keeps the SQL and the SQLSTATE only (logging/redact.ts).
    logging: false,
    ...overrides,
  } as DataSourceOptions;
}

export function createDataSource(databaseUrl: string, overrides: Partial<DataSourceOptions> = {}): DataSource {
  return new DataSource(dataSourceOptions(databaseUrl, overrides));
}
