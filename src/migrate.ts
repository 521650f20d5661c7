import 'reflect-metadata';
import { inspect } from 'node:util';
import { redactText } from './common/logging/redact.js';
import { ConfigError, loadConfig } from './config/config.js';
import { checkDependencies, DependencyUnavailableError, prepareDatabase } from './database/startup.js';

/**
 * `npm run migrate` (built: `node dist/src/migrate.js`): the one-shot migration step of a deployment with several API
 * processes. It creates the database if missing, runs pending migrations, ensures the superadmin, loads the reference
 * data into its empty tables and demo data into an empty database (SEED_DEMO_DATA), exactly as `npm start` does with
 * MIGRATE=auto, then exits 0. The API processes run with MIGRATE=off and report not-ready (GET /api/health/ready) until
 * it has finished. Running it twice at once is safe: the second waits on an advisory lock, then finds nothing to do.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const say = (message: string) => console.log(`[migrate] ${message}`);
  // The step needs PostgreSQL only.
  await checkDependencies(config, { redis: false });
  await prepareDatabase(config, say);
  say('The database is up to date.');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DependencyUnavailableError) {
      console.error(`\nCannot migrate:\n${error.message}\n`);
    } else {
      console.error(`Cannot migrate: ${redactText(inspect(error))}`);
    }
    process.exit(1);
  },
);
