import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/sql.js';
import type { DomainEventName } from './domain-event-types.js';

/** A committed, not yet dispatched event as the dispatcher claims it. */
export interface ClaimedEventRow {
  id: string;
  name: DomainEventName;
  payload: Record<string, unknown>;
  occurred_at: Date;
  attempts: number;
  done_subscribers: string[];
}

/** Up to `limit` due events, oldest first, locked for this transaction; rows another process holds are skipped. */
export function claimDueEvents(manager: EntityManager, now: Date, limit: number): Promise<ClaimedEventRow[]> {
  return manager.query(
    `SELECT id, name, payload, occurred_at, attempts, done_subscribers FROM domain_events
      WHERE dispatched_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
      ORDER BY occurred_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
}

/** Runs `work` in a savepoint: what it writes stays when it succeeds, and only its own writes go when it throws. */
export async function inSavepoint(manager: EntityManager, work: () => Promise<unknown>): Promise<void> {
  await manager.query('SAVEPOINT domain_event_subscriber');
  try {
    await work();
  } catch (error) {
    await manager.query('ROLLBACK TO SAVEPOINT domain_event_subscriber');
    throw error;
  }
  await manager.query('RELEASE SAVEPOINT domain_event_subscriber');
}

/** Every subscriber has the event: stamped dispatched. */
export async function markDispatched(manager: EntityManager, id: string, at: Date, done: string[]): Promise<void> {
  await manager.query(
    `UPDATE domain_events SET dispatched_at = $2, done_subscribers = $3, last_error = NULL, next_attempt_at = NULL WHERE id = $1`,
    [id, at, done],
  );
}

/** Some subscribers failed: the ones that succeeded are kept, the rest tried again at `nextAttemptAt`. */
export async function markFailed(
  manager: EntityManager,
  id: string,
  failure: { attempts: number; done: string[]; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await manager.query(
    `UPDATE domain_events SET attempts = $2, done_subscribers = $3, last_error = $4, next_attempt_at = $5 WHERE id = $1`,
    [id, failure.attempts, failure.done, failure.lastError, failure.nextAttemptAt],
  );
}

/** Deletes at most `limit` events dispatched before `before`, oldest first; answers how many went. */
export async function deleteDispatchedBefore(manager: EntityManager, before: Date, limit: number): Promise<number> {
  const gone = returnedRows(
    await manager.query(
      `DELETE FROM domain_events WHERE id IN (
         SELECT id FROM domain_events WHERE dispatched_at < $1 ORDER BY dispatched_at LIMIT $2 FOR UPDATE SKIP LOCKED
       ) RETURNING id`,
      [before, limit],
    ),
  );
  return gone.length;
}
