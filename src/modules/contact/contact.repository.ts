import type { DataSource } from 'typeorm';
import { narrowed, type StaffListSort, timeRangeFilter } from '../../common/pagination/staff-list.js';
import { ContactMessage } from './contact-message.entity.js';
import type { CONTACT_SORT_KEYS, ContactMessagesExportQueryDto } from './contact.requests.js';

/** The staff list's sort keys and their columns: newest first unless asked. */
export const CONTACT_SORT: StaffListSort<(typeof CONTACT_SORT_KEYS)[number]> = {
  columns: { createdAt: 'm.createdAt', subject: 'm.subject', status: 'm.status' },
  fallback: '-createdAt',
  tieBreaker: 'm.id',
};

/** The contact messages the staff list's filters match (`q`: in the name, the email or the message). */
export function contactMessagesMatching(dataSource: DataSource, query: ContactMessagesExportQueryDto) {
  return narrowed(dataSource.getRepository(ContactMessage).createQueryBuilder('m'))
    .equals('m.subject', query.subject)
    .equals('m.status', query.status)
    .contains(['m.name', 'm.email', 'm.message'], query.q)
    .within('m.createdAt', timeRangeFilter(query)).qb;
}
