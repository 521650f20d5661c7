import type { EntityManager } from 'typeorm';

/** Holds the transaction against every other consignee write of the same user (an advisory lock, no table touched). */
export async function lockConsigneesOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('consignees:' || $1::text, 0))`, [userId]);
}
