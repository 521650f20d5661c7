/**
 * The request id a job carries (the request that queued it), in a reserved field of the job's data that only
 * JobsService reads and writes: enqueue() adds it, the worker takes it off before the handler sees the payload, so
 * the payload types of job-definitions.ts stay what the handlers get. Not in BullMQ's job options, which have no
 * field of ours and are not read back by the worker as sent.
 */
export const REQUEST_ID_FIELD = '_reqId';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The data to queue: the payload, with the request id when there is one. */
export function withRequestId<P extends object>(payload: P, reqId: string | undefined): P {
  return reqId ? { ...payload, [REQUEST_ID_FIELD]: reqId } : payload;
}

/** A job's data split into the handler's payload and the request id it carried (a sane one, else none). */
export function splitRequestId(data: unknown): { payload: unknown; reqId: string | undefined } {
  if (typeof data !== 'object' || data === null || !(REQUEST_ID_FIELD in data)) return { payload: data, reqId: undefined };
  const { [REQUEST_ID_FIELD]: reqId, ...payload } = data as Record<string, unknown>;
  return { payload, reqId: typeof reqId === 'string' && REQUEST_ID.test(reqId) ? reqId : undefined };
}
