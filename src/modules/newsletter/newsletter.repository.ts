import type { DataSource, EntityManager } from 'typeorm';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';
import type { NEWSLETTER_SORT_KEYS, NewsletterExportQueryDto } from './newsletter.requests.js';

/** The staff list's sort keys and their columns: the newest subscription first unless asked. */
export const NEWSLETTER_SORT: StaffListSort<(typeof NEWSLETTER_SORT_KEYS)[number]> = {
  columns: { subscribedAt: 's.subscribedAt', fullName: 's.fullName', email: 's.email', status: 's.status' },
  fallback: '-subscribedAt',
  tieBreaker: 's.id',
};

/** The subscriptions the staff list's filters match (`q`: in the address or the name). */
export function subscriptionsMatching(dataSource: DataSource, query: NewsletterExportQueryDto) {
  return narrowed(dataSource.getRepository(NewsletterSubscription).createQueryBuilder('s'))
    .contains(['s.email', 's.fullName'], query.q)
    .equals('s.status', query.status).qb;
}

/**
 * Inserts a subscription, or re-activates an unsubscribed one; an active one is left as it is (undefined). `inserted`
 * tells a new row from a re-activated one.
 */
export async function subscribeOrReactivate(
  m: EntityManager,
  who: { fullName: string; email: string; tokenHash: string },
  now: Date,
): Promise<{ publicId: string; inserted: boolean } | undefined> {
  const rows = (await m.query(
    `INSERT INTO newsletter_subscriptions (full_name, email, status, unsubscribe_token_hash, subscribed_at)
           VALUES ($1, $2, 'active', $3, $4)
           ON CONFLICT (email) DO UPDATE
             SET full_name = EXCLUDED.full_name, status = 'active', unsubscribe_token_hash = EXCLUDED.unsubscribe_token_hash,
                 subscribed_at = EXCLUDED.subscribed_at, unsubscribed_at = NULL, updated_at = now()
             WHERE newsletter_subscriptions.status = 'unsubscribed'
           RETURNING public_id AS "publicId", (xmax = 0) AS "inserted"`,
    [who.fullName, who.email, who.tokenHash, now],
  )) as { publicId: string; inserted: boolean }[];
  return rows[0];
}

/** The subscription an unsubscribe link's token belongs to, locked. */
export function subscriptionByTokenLocked(m: EntityManager, tokenHash: string): Promise<NewsletterSubscription | null> {
  return m
    .getRepository(NewsletterSubscription)
    .createQueryBuilder('s')
    .where('s.unsubscribe_token_hash = :tokenHash', { tokenHash })
    .setLock('pessimistic_write')
    .getOne();
}
