import { FAIL_FAST_REDIS_OPTIONS } from '../common/redis/redis-options.js';
import type { AppConfig } from '../config/config.js';
import type { JobName } from './queues.js';

/**
 * The one worker-mode switch: whether this process runs the job handlers. WORKER=inline (the default) runs them
 * inside the API; with WORKER=off the API only queues, and `npm run start:worker` (src/worker.ts, which forces
 * inline) runs them.
 */
export const runsWorkers = (config: Pick<AppConfig, 'worker'>): boolean => config.worker === 'inline';

/** BullMQ on the shared Redis: queues and workers share the configured key prefix. */
export function bullRootOptions(config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>) {
  return {
    // The queues' connection (adding, removing jobs from a request) fails fast like the shared client, so a request
    // answers 503 while Redis is down instead of hanging; the workers' connections retry forever (jobs.service.ts).
    connection: { url: config.redisUrl, ...FAIL_FAST_REDIS_OPTIONS },
    prefix: `${config.redisPrefix}:bull`,
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  };
}

/** A handler found at start-up: the job it handles and where it is, for messages. */
export interface FoundHandler {
  job: JobName;
  /** e.g. `NotificationsProcessor.sendEmail` */
  owner: string;
}

/**
 * Why the declared jobs and the handlers found do not match, one sentence each: a declared job without a handler,
 * or with more than one. Empty when every job has exactly one.
 */
export function handlerProblems(declared: readonly JobName[], found: readonly FoundHandler[]): string[] {
  const problems: string[] = [];
  for (const job of declared) {
    const owners = found.filter((h) => h.job === job).map((h) => h.owner);
    if (owners.length === 0) {
      problems.push(
        `job "${job}" has no handler: mark the method that does its work with @OnJob(JobName) in a provider of a loaded module`,
      );
    } else if (owners.length > 1) {
      problems.push(`job "${job}" has ${owners.length} handlers (${owners.join(', ')}): keep one`);
    }
  }
  return problems;
}

/** A process that runs workers cannot start: the declared jobs and their handlers do not match. */
export class JobRegistryError extends Error {
  override readonly name = 'JobRegistryError';
}

/** The error a worker process refuses to start with when handlerProblems() found any. */
export function handlerProblemsError(problems: readonly string[]): JobRegistryError {
  return new JobRegistryError(
    `This process runs job workers (WORKER=inline) but ${problems.length === 1 ? 'a declared job is' : 'declared jobs are'} not handled ` +
      `(see src/jobs/):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
}

/** The log line of a failed attempt, and whether it was the last one (then it is an error, else a warning). */
export function failedJobLine(
  job: { name: string; id?: string; attemptsMade: number; opts: { attempts?: number } },
  error: Error,
): { final: boolean; text: string } {
  const attempts = job.opts.attempts ?? 1;
  const final = job.attemptsMade >= attempts || error.name === 'UnrecoverableError';
  const text = `Job ${job.name} #${job.id} failed (attempt ${job.attemptsMade} of ${attempts}${final ? ', giving up' : ', will retry'}): ${error.message}`;
  return { final, text };
}
