import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { inspect } from 'node:util';
import { createApp } from './app.factory.js';
import { redactText } from './common/logging/redact.js';
import { type AppConfig, ConfigError, loadConfig } from './config/config.js';
import { checkDependencies, DependencyUnavailableError, prepareDatabase } from './database/startup.js';
import { ReadinessService } from './modules/health/readiness.service.js';

/** How long closing may take after the drain (requests and jobs in hand finishing) before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

const say = (message: string) => console.log(`[startup] ${message}`);

async function main(): Promise<void> {
  const config = loadConfig();
  await checkDependencies(config);
  if (config.migrate === 'auto') await prepareDatabase(config, say);
  else say('MIGRATE=off: not ready (GET /api/health/ready) until the migration step (`npm run migrate`) has run.');
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  stopGracefully(app, config);
  say(`Serving the API, its docs (${config.publicUrl}/api/docs) and the web client on port ${config.port}.`);
}

/**
 * SIGTERM (or SIGINT): readiness turns false at once and the process keeps serving for SHUTDOWN_DRAIN_MS, so the load
 * balancer stops sending; then Nest closes the app — the inline workers finish the jobs they hold (JobsService), Fastify
 * stops listening and lets requests in flight finish, then PostgreSQL, Redis and the queues are closed — and the process
 * exits 0. A second signal, or closing for longer than SHUTDOWN_TIMEOUT_MS, exits 1 at once.
 */
function stopGracefully(app: NestFastifyApplication, config: AppConfig): void {
  const log = (message: string) => console.log(`[shutdown] ${message}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.get(ReadinessService, { strict: false }).beginShutdown();
    log(`${signal} received: not ready; serving ${config.shutdownDrainMs} ms more, then finishing requests and jobs in hand`);
    setTimeout(() => {
      log(`Still stopping ${SHUTDOWN_TIMEOUT_MS / 1000} s after the drain: exiting`);
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS).unref();
    setTimeout(() => {
      log('Closing: no new connections; finishing requests and jobs in hand');
      app.close().then(
        () => {
          log('Stopped.');
          process.exit(0);
        },
        (error: unknown) => {
          console.error(`[shutdown] Error while stopping: ${redactText(inspect(error))}`);
          process.exit(1);
        },
      );
    }, config.shutdownDrainMs);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DependencyUnavailableError) {
    console.error(`\nCannot start:\n${error.message}\n`);
  } else {
    // Not through pino (it may not exist yet), but redacted all the same: a URL's password, an email, a token.
    console.error(`Cannot start: ${redactText(inspect(error))}`);
  }
  process.exit(1);
});
