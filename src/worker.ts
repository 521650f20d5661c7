import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { createPinoLogger, PinoNestLogger } from './common/logging/pino-logger.js';
import { startMetricsServer } from './common/metrics/metrics-server.js';
import { Metrics } from './common/metrics/metrics.service.js';
import { AppModule } from './app.module.js';
import { ConfigError, loadConfig } from './config/config.js';
import { checkDependencies, DependencyUnavailableError } from './database/startup.js';
import { JobRegistryError } from './jobs/job-rules.js';

/** How long a stop may take (the workers finish the jobs they hold) before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * `npm run start:worker`: processes the BullMQ queues in a process of its own, with no HTTP server — for when the
 * site runs its API processes with WORKER=off (DESIGN.md §1). It builds the same modules as the API, so every job
 * handler is here, with the worker forced on: JobsService (src/jobs/) then checks that every declared job has a
 * handler, starts one worker per queue and upserts the job schedules. Migrations stay the API's job (`npm start`).
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), worker: 'inline' as const };
  await checkDependencies(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true, abortOnError: false });
  const logger = new PinoNestLogger(createPinoLogger(config));
  app.useLogger(logger);
  await app.init();
  // Its own /metrics (no HTTP server otherwise), for Prometheus to scrape at worker:METRICS_PORT; 0 turns it off.
  // A port already taken (a second worker on one machine) costs the metrics, not the jobs.
  const metricsServer =
    config.metrics.port > 0
      ? await startMetricsServer(app.get(Metrics), { port: config.metrics.port, host: config.host, token: config.metrics.token }).catch(
          (error: unknown) => {
            logger.warn(`Metrics not served on port ${config.metrics.port}: ${(error as Error).message}`);
            return undefined;
          },
        )
      : undefined;

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting for running jobs`);
      process.exit(1);
    }
    stopping = true;
    logger.log(`${signal} received: finishing running jobs, then stopping`);
    setTimeout(() => {
      logger.error(`Still stopping after ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    metricsServer?.closeAllConnections();
    metricsServer?.close();
    app.close().then(
      () => {
        console.log('[worker] Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('[worker] Error while stopping:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  logger.log(
    `Worker started: processing queued jobs (stop with SIGTERM)${metricsServer ? `; metrics on port ${config.metrics.port}` : ''}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DependencyUnavailableError || error instanceof JobRegistryError) {
    console.error(`\nCannot start the worker:\n${error.message}\n`);
  } else {
    console.error('Cannot start the worker:', error);
  }
  process.exit(1);
});
