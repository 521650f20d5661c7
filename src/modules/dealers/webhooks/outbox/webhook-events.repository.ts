import type { EntityManager } from 'typeorm';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../../../database/sql.js';
import { WebhookEvent } from './webhook-event.entity.js';

/**
 * Writes the webhook event once (a second write under the same id does nothing), in a savepoint of the caller's
 * transaction. Answers false, writing nothing, when its audience is gone (the customer closed their account since the
 * change: their endpoints are gone with it).
 */
export async function insertWebhookEventOnce(
  m: EntityManager,
  row: Pick<WebhookEvent, 'id' | 'type' | 'audienceUserId' | 'payload' | 'occurredAt'>,
): Promise<boolean> {
  await m.query('SAVEPOINT webhook_event');
  try {
    await m
      .createQueryBuilder()
      .insert()
      .into(WebhookEvent)
      .values(row as never)
      .orIgnore()
      .execute();
    await m.query('RELEASE SAVEPOINT webhook_event');
    return true;
  } catch (error) {
    await m.query('ROLLBACK TO SAVEPOINT webhook_event');
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
}
