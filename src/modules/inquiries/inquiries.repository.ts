import type { DataSource, EntityManager } from 'typeorm';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import type { TimeRange } from '../../common/time/time-range.js';
import { idOfReference } from './inquiry-rules.js';
import { Inquiry } from './inquiry.entity.js';
import type { AdminInquiriesExportQueryDto, INQUIRY_SORT_KEYS } from './inquiries.requests.js';

/** The staff list's sort keys and their columns: newest first unless asked. */
export const INQUIRY_SORT: StaffListSort<(typeof INQUIRY_SORT_KEYS)[number]> = {
  columns: { createdAt: 'i.createdAt', status: 'i.status', name: 'i.name' },
  fallback: '-createdAt',
  tieBreaker: 'i.id',
};

/**
 * The inquiries the staff list's filters match: `carId` is the car of the `car` filter (its stock id, looked up by
 * the service); `q` is found in the name, email or message, or is an inquiry's reference.
 */
export function inquiriesMatching(dataSource: DataSource, query: AdminInquiriesExportQueryDto, range: TimeRange, carId?: string) {
  const id = query.q ? idOfReference(query.q) : null;
  return narrowed(dataSource.getRepository(Inquiry).createQueryBuilder('i'))
    .equals('i.status', query.status)
    .equals('i.carId', carId)
    .where(query.general !== undefined, query.general ? 'i.carId IS NULL' : 'i.carId IS NOT NULL')
    .within('i.createdAt', range)
    .contains(['i.name', 'i.email', 'i.message'], query.q, id ? { sql: 'i.id = :id', params: { id } } : null).qb;
}

/** An inquiry by id, locked for a change with `lock`. */
export function inquiryById(m: EntityManager, id: string, lock: boolean): Promise<Inquiry | null> {
  const qb = m.getRepository(Inquiry).createQueryBuilder('i').where('i.id = :id', { id });
  if (lock) qb.setLock('pessimistic_write');
  return qb.getOne();
}
