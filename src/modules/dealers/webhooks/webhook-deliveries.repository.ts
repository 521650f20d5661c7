import type { DataSource, EntityManager } from 'typeorm';

/** An outbox event the dispatcher fans out: its id, type and the one account it is for (null: every subscriber). */
export interface UndispatchedEvent {
  id: string;
  type: string;
  audience_user_id: string | null;
}

/** A delivery claimed for one attempt. */
export interface ClaimedDelivery {
  id: string;
  event_id: string;
  endpoint_id: string;
}

/**
 * Up to `batch` events not fanned out yet, oldest first, their rows locked in the caller's transaction; rows another
 * dispatcher holds are skipped, not waited for.
 */
export function lockUndispatchedEvents(m: EntityManager, batch: number): Promise<UndispatchedEvent[]> {
  return m.query(
    `SELECT id, type, audience_user_id::text AS audience_user_id FROM webhook_events
          WHERE dispatched_at IS NULL ORDER BY occurred_at, id LIMIT ${batch} FOR UPDATE SKIP LOCKED`,
  );
}

/**
 * One pending delivery, due `dueAt`, per event and active endpoint subscribed to its type (and, for an event with an
 * audience, owned by it); a delivery that exists already is left alone. Answers the new deliveries' public ids.
 */
export async function insertDeliveries(m: EntityManager, events: readonly UndispatchedEvent[], dueAt: Date): Promise<string[]> {
  const rows: { public_id: string }[] = await m.query(
    `INSERT INTO webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at)
         SELECT e.id, p.id, 'pending', 0, $4
           FROM unnest($1::uuid[], $2::varchar[], $3::bigint[]) AS e(id, type, audience)
           JOIN webhook_endpoints p ON p.status = 'active' AND e.type = ANY(p.events)
                                    AND (e.audience IS NULL OR p.user_id = e.audience)
         ON CONFLICT DO NOTHING
         RETURNING public_id`,
    [events.map((e) => e.id), events.map((e) => e.type), events.map((e) => e.audience_user_id), dueAt],
  );
  return rows.map((r) => r.public_id);
}

/** Marks the events fanned out at `at`. */
export async function markEventsDispatched(m: EntityManager, eventIds: readonly string[], at: Date): Promise<void> {
  await m.query(`UPDATE webhook_events SET dispatched_at = $2 WHERE id = ANY($1::uuid[])`, [eventIds, at]);
}

/** Up to `batch` pending deliveries due before `before` (their job lost, or their worker gone), the longest overdue first. */
export function overdueDeliveries(
  db: DataSource | EntityManager,
  before: Date,
  batch: number,
): Promise<{ public_id: string; attempts: number }[]> {
  return db.query(
    `SELECT public_id, attempts FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at < $1 ORDER BY next_attempt_at LIMIT ${batch}`,
    [before],
  );
}

/**
 * Claims a delivery's attempt by leasing it until `leaseUntil`: only a pending delivery due by `dueBy`, and only once
 * (a second claim finds it leased). Undefined when there is nothing to claim.
 */
export async function claimDueDelivery(
  db: DataSource | EntityManager,
  publicId: string,
  leaseUntil: Date,
  dueBy: Date,
): Promise<ClaimedDelivery | undefined> {
  const [claimed]: [ClaimedDelivery[], number] = await db.query(
    `UPDATE webhook_deliveries SET next_attempt_at = $2
        WHERE public_id = $1 AND status = 'pending' AND next_attempt_at <= $3
        RETURNING id::text AS id, event_id, endpoint_id::text AS endpoint_id`,
    [publicId, leaseUntil, dueBy],
  );
  return claimed[0];
}

/** Fails every pending delivery to the endpoint at `at`, keeping an earlier attempt's error over `note`. */
export async function failPendingDeliveries(m: EntityManager, endpointId: string, at: Date, note: string): Promise<void> {
  await m.query(
    `UPDATE webhook_deliveries SET status = 'failed', completed_at = $2, next_attempt_at = NULL,
                  last_error = COALESCE(last_error, $3)
            WHERE endpoint_id = $1 AND status = 'pending'`,
    [endpointId, at, note],
  );
}
