import { getQueueToken } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModuleRef, Reflector } from '@nestjs/core';
import { type Job, type JobsOptions, type Queue, UnrecoverableError, Worker } from 'bullmq';
import { providerMethods } from '../common/discovery/provider-methods.js';
import { currentLogContext, runWithLogContext } from '../common/context/log-context.js';
import { Metrics } from '../common/metrics/metrics.service.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JOBS, type JobPayloads, QUEUES } from './job-definitions.js';
import { JobMetrics } from './job-metrics.js';
import { splitRequestId, withRequestId } from './job-request-id.js';
import { failedJobLine, type FoundHandler, handlerProblems, handlerProblemsError, runsWorkers } from './job-rules.js';
import { type AnyJobSchedule, JOB_SCHEDULES, RESERVATION_SWEEP_SCHEDULE } from './job-schedules.js';
import { JOB_HANDLER } from './on-job.decorator.js';
import { JobName, QueueName } from './queues.js';

type BoundHandler = FoundHandler & { run: (payload: unknown, job: Job) => Promise<unknown> };

/** How often a process that runs workers checks that every job scheduler is still in Redis (a flush loses them). */
export const SCHEDULE_CHECK_MS = 60_000;

/**
 * The job registry. Any process queues jobs with enqueue(); a process that runs workers (runsWorkers(config)) also
 * finds every @OnJob handler at start-up — refusing to start when a declared job has none, or two — then starts one
 * BullMQ worker per queue and upserts the schedules of job-schedules.ts. On shutdown the workers finish the jobs
 * they hold before PostgreSQL and Redis are closed.
 */
@Injectable()
export class JobsService implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobsService.name);
  private readonly queues = new Map<QueueName, Queue>();
  private readonly handlers = new Map<JobName, BoundHandler>();
  private readonly workers: Worker[] = [];
  private scheduleCheck: NodeJS.Timeout | undefined;
  private closing = false;
  /** Whether this process runs the job handlers (WORKER=inline, or the worker process). */
  readonly runsWorkers: boolean;
  private readonly metrics: JobMetrics;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly moduleRef: ModuleRef,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    metrics: Metrics,
  ) {
    this.runsWorkers = runsWorkers(config);
    this.metrics = new JobMetrics(metrics, () => Object.values(QueueName).map((queue): [QueueName, Queue] => [queue, this.queue(queue)]));
  }

  /**
   * Queues one job; resolves with its id once Redis holds it. The job's options (job-definitions.ts) apply first.
   * Queued while serving a request (or running a job), it carries that request's id to the worker's log lines.
   */
  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: JobsOptions = {}): Promise<string> {
    const data = withRequestId(payload, currentLogContext()?.reqId);
    const job = await this.queue(JOBS[name].queue).add(name, data, { ...JOBS[name].options, ...options });
    return String(job.id);
  }

  /** Queues many jobs of one kind in one round trip to Redis (BullMQ addBulk); resolves with their ids. */
  async enqueueMany<N extends JobName>(name: N, payloads: readonly JobPayloads[N][]): Promise<string[]> {
    if (payloads.length === 0) return [];
    const reqId = currentLogContext()?.reqId;
    const jobs = await this.queue(JOBS[name].queue).addBulk(
      payloads.map((payload) => ({ name, data: withRequestId(payload, reqId), opts: { ...JOBS[name].options } })),
    );
    return jobs.map((job) => String(job.id));
  }

  /**
   * Removes a waiting or delayed job by id (a reservation paid or cancelled before its deadline); true when one went.
   * A job already running (perhaps the very job whose work led here), or gone, stays as it is: its handler re-checks,
   * so the removal is only an optimisation.
   */
  async remove(name: JobName, jobId: string): Promise<boolean> {
    try {
      const job = await this.queue(JOBS[name].queue).getJob(jobId);
      if (!job || (await job.isActive())) return false;
      await job.remove();
      return true;
    } catch (error) {
      // Taken by a worker between the two calls: it runs, and finds nothing to do.
      this.logger.debug(`Job ${name} ${jobId} not removed: ${(error as Error).message}`);
      return false;
    }
  }

  /** The BullMQ queue (registered in jobs.module.ts). */
  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Fails fast, before any module starts its work, when a worker process would leave a job unhandled. */
  onModuleInit(): void {
    // While Redis is down each queue's connection reports every failed reconnection; without a listener BullMQ prints
    // each to the console. One warning per new reason is enough (readiness reports the outage).
    for (const name of Object.values(QueueName)) {
      let last = '';
      this.queue(name).on('error', (error: Error) => {
        if (error.message !== last) this.logger.warn(`Queue ${name}: ${(last = error.message)}`);
      });
    }
    if (!this.runsWorkers) return;
    const found = this.findHandlers();
    const problems = handlerProblems(Object.values(JobName), found);
    if (problems.length) throw handlerProblemsError(problems);
    for (const handler of found) this.handlers.set(handler.job, handler);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.runsWorkers) return;
    for (const name of Object.values(QueueName)) this.startWorker(name);
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
    await this.upsertSchedules();
    this.scheduleCheck = setInterval(() => {
      this.restoreMissingSchedules().catch((error: unknown) =>
        this.logger.warn(`Could not check the job schedulers: ${(error as Error).message}`),
      );
    }, SCHEDULE_CHECK_MS);
    this.scheduleCheck.unref();
    // A Redis that comes back after a restart may have come back empty (no AOF, a replaced instance): check at once
    // rather than up to a minute later, so the sweep's lag after an outage stays the sweep's own minute.
    this.queue(JOBS[RESERVATION_SWEEP_SCHEDULE.job].queue)
      .getBackend()
      .on('ready', () => {
        if (this.closing) return;
        this.restoreMissingSchedules().catch((error: unknown) =>
          this.logger.warn(`Could not check the job schedulers after Redis reconnected: ${(error as Error).message}`),
        );
      });
  }

  /**
   * Recreates every declared scheduler that Redis no longer holds (a flushed or replaced Redis loses them, and nothing
   * else would bring them back before the next deploy); answers the ids it recreated. Present ones are left alone.
   */
  async restoreMissingSchedules(): Promise<string[]> {
    const restored: string[] = [];
    for (const schedule of JOB_SCHEDULES) {
      if (await this.queue(JOBS[schedule.job].queue).getJobScheduler(schedule.id)) continue;
      await this.upsertSchedule(schedule);
      restored.push(schedule.id);
      this.logger.warn(`The job scheduler "${schedule.id}" was missing from Redis: recreated`);
    }
    return restored;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.scheduleCheck);
    // close() waits for the jobs in hand; the queues close after (BullModule), the database after that.
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  /** Every provider method marked @OnJob, bound to its instance. */
  private findHandlers(): BoundHandler[] {
    const found: BoundHandler[] = [];
    for (const { instance, fn, owner } of providerMethods(this.discovery, this.scanner)) {
      const job = this.reflector.get<JobName | undefined>(JOB_HANDLER, fn);
      if (job) found.push({ job, owner, run: (fn as BoundHandler['run']).bind(instance) });
    }
    return found;
  }

  private startWorker(name: QueueName): void {
    const { connection: queueConnection, prefix } = this.queue(name).opts;
    // A worker waits out a Redis outage rather than failing fast like the queues: no per-command limit or timeout
    // (BullMQ requires maxRetriesPerRequest null on its blocking connection).
    const connection = { ...(queueConnection as object), maxRetriesPerRequest: null, commandTimeout: undefined };
    const worker = new Worker(name, (job: Job) => this.process(name, job), { connection, prefix, concurrency: QUEUES[name].concurrency });
    worker.on('completed', (job) => this.metrics.jobCompleted(name, job));
    worker.on('failed', (job, error) => {
      if (!job) return;
      const { final, text } = failedJobLine(job, error);
      this.metrics.jobFailed(name, job, final);
      // Outside the job's own log context (an event, not the handler): its fields are given here.
      const fields = { ...jobLogContext(name, job), reqId: splitRequestId(job.data).reqId };
      if (final) this.logger.error(fields, text);
      else this.logger.warn(fields, text);
    });
    worker.on('error', (error) => this.logger.error(`Worker of queue ${name}: ${error.message}`));
    this.workers.push(worker);
  }

  private async process(queue: QueueName, job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name as JobName);
    // A job of another version of the code (renamed, removed, or queued on another queue) is not retried.
    if (!handler || JOBS[handler.job].queue !== queue) throw new UnrecoverableError(`Unknown ${queue} job "${job.name}"`);
    // The handler's log lines carry the job and the request that queued it; the payload it gets is without that id.
    const { payload, reqId } = splitRequestId(job.data);
    return runWithLogContext({ ...jobLogContext(queue, job), ...(reqId ? { reqId } : {}) }, () => handler.run(payload, job));
  }

  /** Upserts every scheduler of job-schedules.ts and removes those no longer declared there. */
  private async upsertSchedules(): Promise<void> {
    for (const schedule of JOB_SCHEDULES) await this.upsertSchedule(schedule);
    const declared = new Set(JOB_SCHEDULES.map((s) => s.id));
    for (const name of Object.values(QueueName)) {
      for (const scheduler of await this.queue(name).getJobSchedulers()) {
        if (scheduler.key && !declared.has(scheduler.key)) {
          await this.queue(name).removeJobScheduler(scheduler.key);
          this.logger.log(`Removed the job scheduler "${scheduler.key}" of queue ${name}: it is no longer declared`);
        }
      }
    }
  }

  private async upsertSchedule(schedule: AnyJobSchedule): Promise<void> {
    await this.queue(JOBS[schedule.job].queue).upsertJobScheduler(schedule.id, schedule.repeat, {
      name: schedule.job,
      data: schedule.data,
      ...(schedule.options ? { opts: schedule.options } : {}),
    });
  }
}

/** The log fields of a job: its id, queue and name. */
const jobLogContext = (queue: QueueName, job: Job) => ({ jobId: String(job.id), queue, job: job.name });
