import { SetMetadata } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobPayloads } from './job-definitions.js';
import type { JobName } from './queues.js';

export const JOB_HANDLER = Symbol('jobHandler');

/** A job's handler: the payload first, then BullMQ's job (id, attempts, timestamp) for those who need it. */
export type JobHandler<N extends JobName> = (payload: JobPayloads[N], job: Job<JobPayloads[N]>) => Promise<unknown>;

/**
 * Marks a provider's method as the handler of a job: `@OnJob(JobName.SendEmail) send(message: EmailMessage, job)`.
 * The method must accept the job's payload type. JobsService finds every marked method at start-up; a process that
 * runs workers refuses to start when a declared job has none, or two. Handlers must be idempotent: a job can run
 * again after a crash or a retry.
 */
export function OnJob<N extends JobName>(name: N) {
  return <T extends JobHandler<N>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    SetMetadata(JOB_HANDLER, name)(target, key, descriptor);
  };
}
