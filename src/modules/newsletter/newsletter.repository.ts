import type { DataSource } from 'typeorm';
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
