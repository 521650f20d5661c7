import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What every log line written while serving one request, or running one job, carries: the request id (`reqId`, the
 * key Fastify's request lines use) and, in a worker, the job. Set by createApp's onRequest hook for each request and
 * by JobsService around each job; read by PinoNestLogger (Nest's `Logger` lines) and by JobsService.enqueue, so a job
 * queued while serving a request — or while running a job — carries that request's id to the worker.
 */
export interface LogContext {
  reqId?: string;
  jobId?: string;
  queue?: string;
  job?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `fn` (and everything it starts) with `context` as the current log context. */
export function runWithLogContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The current log context, or undefined outside a request or job. */
export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
