import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../../database/sql.js';

/**
 * Deletes at most `limit` webhook events that occurred before `before`, were fanned out, and have no delivery still
 * pending; their deliveries and attempts go with them (ON DELETE CASCADE). Answers how many events went.
 */
export async function deleteSettledEventsBefore(m: EntityManager, before: Date, limit: number): Promise<number> {
  const gone = returnedRows(
    await m.query(
      `DELETE FROM webhook_events WHERE id IN (
         SELECT e.id FROM webhook_events e
          WHERE e.occurred_at < $1 AND e.dispatched_at IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.status = 'pending')
          ORDER BY e.occurred_at LIMIT $2 FOR UPDATE OF e SKIP LOCKED
       ) RETURNING id`,
      [before, limit],
    ),
  );
  return gone.length;
}
