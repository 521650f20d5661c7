import type { EntityManager, Repository } from 'typeorm';
import type { SavedSearch } from './saved-search.entity.js';

/** Holds the transaction against every other save of the same customer (the cap is counted under it). */
export async function lockSavesOf(m: EntityManager, userId: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('saved_searches'), hashtext($1))`, [userId]);
}

/** The search an unsubscribe link's token belongs to, locked. */
export function searchByTokenLocked(searches: Repository<SavedSearch>, token: string): Promise<SavedSearch | null> {
  return searches.createQueryBuilder('s').where('s.unsubscribe_token = :token', { token }).setLock('pessimistic_write').getOne();
}

/** One of the customer's searches by its public id, locked for a change with `lock`. */
export function ownSearch(searches: Repository<SavedSearch>, userId: string, publicId: string, lock: boolean): Promise<SavedSearch | null> {
  const qb = searches.createQueryBuilder('s').where('s.public_id = :id AND s.user_id = :userId', { id: publicId, userId });
  if (lock) qb.setLock('pessimistic_write');
  return qb.getOne();
}

/** Sets the customer's favorite alerts; whether that changed anything. */
export async function setFavoriteAlerts(m: EntityManager, userId: string, favoriteAlerts: boolean): Promise<boolean> {
  const rows = (await m.query(
    `INSERT INTO alert_preferences (user_id, favorite_alerts) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET favorite_alerts = EXCLUDED.favorite_alerts, updated_at = now()
           WHERE alert_preferences.favorite_alerts IS DISTINCT FROM EXCLUDED.favorite_alerts
         RETURNING user_id`,
    [userId, favoriteAlerts],
  )) as unknown[];
  return rows.length > 0;
}
