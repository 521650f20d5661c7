import type { DataSource, EntityManager } from 'typeorm';
import { narrowed, type StaffListSort, timeRangeFilter } from '../../common/pagination/staff-list.js';
import { CarRequest } from './car-request.entity.js';
import { referenceId } from './car-request-rules.js';
import type { CAR_REQUEST_SORT_KEYS, CarRequestsExportQueryDto } from './car-requests.requests.js';

/** The staff list's sort keys and their columns: newest first unless asked. */
export const CAR_REQUEST_SORT: StaffListSort<(typeof CAR_REQUEST_SORT_KEYS)[number]> = {
  columns: { createdAt: 'r.createdAt', status: 'r.status', make: 'r.make' },
  fallback: '-createdAt',
  tieBreaker: 'r.id',
};

/** The car requests the staff list's filters match (`q`: in the name, email, make or model, or the reference). */
export function carRequestsMatching(dataSource: DataSource, query: CarRequestsExportQueryDto) {
  const id = query.q ? referenceId(query.q) : null;
  return narrowed(dataSource.getRepository(CarRequest).createQueryBuilder('r'))
    .equals('r.status', query.status)
    .contains(['r.name', 'r.email', 'r.make', 'r.model'], query.q, id ? { sql: 'r.id = :id', params: { id } } : null)
    .within('r.createdAt', timeRangeFilter(query)).qb;
}

/** A request by its public id, locked for the change. */
export function carRequestLocked(m: EntityManager, publicId: string): Promise<CarRequest | null> {
  return m
    .getRepository(CarRequest)
    .createQueryBuilder('r')
    .where('r.publicId = :id', { id: publicId })
    .setLock('pessimistic_write')
    .getOne();
}
