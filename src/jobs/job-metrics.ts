import type { Job, Queue } from 'bullmq';
import type { Counter, Histogram } from 'prom-client';
import { collectSafely, type Metrics } from '../common/metrics/metrics.service.js';
import { JobName, type QueueName } from './queues.js';

/** Job durations in seconds: from a sub-second email to a long auction import. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900];

/** The queue states counted on scrape. */
export const COUNTED_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;

const KNOWN_JOBS = new Set<string>(Object.values(JobName));

/** A job name label from the declared set: a job of another version of the code is `unknown`. */
export const jobLabel = (name: string): string => (KNOWN_JOBS.has(name) ? name : 'unknown');

/** Seconds a job ran: BullMQ's processedOn to finishedOn (or now, for an attempt that will be retried). */
// eslint-disable-next-line local/no-wall-clock -- BullMQ stamps processedOn/finishedOn in epoch ms of the system time
export function jobSeconds(job: Pick<Job, 'processedOn' | 'finishedOn'>, now = Date.now()): number | undefined {
  if (!job.processedOn) return undefined;
  return Math.max(0, ((job.finishedOn ?? now) - job.processedOn) / 1000);
}

/**
 * The jobs' metrics, by queue and job name: completed and failed (`outcome` final, or retried) counters and a
 * duration histogram, fed by the workers' events (JobsService.startWorker); and on scrape, each queue's waiting,
 * delayed, active and failed counts (one getJobCounts per queue). Every process that queues jobs reports the counts —
 * the same numbers from each: the dashboard takes the max by queue.
 */
export class JobMetrics {
  private readonly completed: Counter<'queue' | 'job'>;
  private readonly failed: Counter<'queue' | 'job' | 'outcome'>;
  private readonly duration: Histogram<'queue' | 'job' | 'outcome'>;

  constructor(metrics: Metrics, queues: () => Iterable<[QueueName, Queue]>) {
    this.completed = metrics.counter({
      name: 'jobs_completed_total',
      help: 'Jobs completed, by queue and job',
      labelNames: ['queue', 'job'],
    });
    this.failed = metrics.counter({
      name: 'jobs_failed_total',
      help: 'Job attempts failed, by queue and job; outcome "final" when no retry follows, "retried" otherwise',
      labelNames: ['queue', 'job', 'outcome'],
    });
    this.duration = metrics.histogram({
      name: 'job_duration_seconds',
      help: 'Job run time in seconds (one attempt), by queue, job and outcome (completed, failed)',
      labelNames: ['queue', 'job', 'outcome'],
      buckets: JOB_BUCKETS,
    });
    metrics.gauge({
      name: 'queue_jobs',
      help: 'Jobs in each queue by state (waiting, delayed, active, failed), read on scrape',
      labelNames: ['queue', 'state'],
      async collect() {
        await Promise.all(
          [...queues()].map(([queue, q]) =>
            collectSafely(async () => {
              const counts = await q.getJobCounts(...COUNTED_STATES);
              for (const state of COUNTED_STATES) this.set({ queue, state }, counts[state] ?? 0);
            }),
          ),
        );
      },
    });
  }

  jobCompleted(queue: QueueName, job: Job): void {
    const labels = { queue, job: jobLabel(job.name) };
    this.completed.inc(labels);
    const seconds = jobSeconds(job);
    if (seconds !== undefined) this.duration.observe({ ...labels, outcome: 'completed' }, seconds);
  }

  jobFailed(queue: QueueName, job: Job, final: boolean): void {
    const labels = { queue, job: jobLabel(job.name) };
    this.failed.inc({ ...labels, outcome: final ? 'final' : 'retried' });
    const seconds = jobSeconds(job);
    if (seconds !== undefined) this.duration.observe({ ...labels, outcome: 'failed' }, seconds);
  }
}
