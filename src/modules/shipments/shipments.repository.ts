import type { DataSource, EntityManager } from 'typeorm';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import { escapeLike } from '../../database/sql.js';
import { Shipment } from './shipment.entity.js';
import type { SHIPMENT_SORTS, ShipmentsQueryDto, ShippingScheduleQueryDto } from './shipments.requests.js';

/** The shipment list's sort keys and their columns: the latest departure first unless asked. */
export const SHIPMENT_SORT: StaffListSort<(typeof SHIPMENT_SORTS)[number]> = {
  columns: {
    departureDate: 's.departureDate',
    arrivalDate: 's.arrivalDate',
    vessel: 's.vessel',
    destinationPort: 's.destinationPort',
    createdAt: 's.createdAt',
  },
  fallback: '-departureDate',
  tieBreaker: 's.id',
};

/**
 * The shipments the staff list's filters match; `today` is the company's day, for the status (shipmentState as SQL:
 * scheduled before the departure day, sailing until the arrival day, arrived from then on).
 */
export function shipmentsMatching(dataSource: DataSource, query: ShipmentsQueryDto, today: string) {
  return narrowed(dataSource.getRepository(Shipment).createQueryBuilder('s'))
    .contains(['s.vessel', 's.voyageNumber'], query.vessel)
    .contains(['s.destinationPort'], query.port)
    .equals('s.destinationCountry', query.destinationCountry)
    .equals('s.method', query.method)
    .from('s.departureDate', query.departureFrom)
    .to('s.departureDate', query.departureTo)
    .from('s.arrivalDate', query.arrivalFrom)
    .to('s.arrivalDate', query.arrivalTo)
    .where(query.status === 'scheduled', 's.departureDate > :today', { today })
    .where(query.status === 'sailing', 's.departureDate <= :today AND s.arrivalDate > :today', { today })
    .where(query.status === 'arrived', 's.arrivalDate <= :today', { today }).qb;
}

/**
 * One page of the public shipping schedule: the sailings in the departure and arrival windows, to the port (a part of
 * its name) and by the method asked, earliest departure first; with the count of all that match.
 */
export function scheduledSailings(
  dataSource: DataSource,
  query: ShippingScheduleQueryDto,
  skip: number,
  take: number,
): Promise<[Shipment[], number]> {
  const qb = dataSource.getRepository(Shipment).createQueryBuilder('s');
  if (query.departureFrom) qb.andWhere('s.departureDate >= :departureFrom', { departureFrom: query.departureFrom });
  if (query.departureTo) qb.andWhere('s.departureDate <= :departureTo', { departureTo: query.departureTo });
  if (query.arrivalFrom) qb.andWhere('s.arrivalDate >= :arrivalFrom', { arrivalFrom: query.arrivalFrom });
  if (query.arrivalTo) qb.andWhere('s.arrivalDate <= :arrivalTo', { arrivalTo: query.arrivalTo });
  if (query.port) qb.andWhere('s.destinationPort ILIKE :port', { port: `%${escapeLike(query.port)}%` });
  if (query.method) qb.andWhere('s.method = :method', { method: query.method });
  return qb.orderBy('s.departureDate', 'ASC').addOrderBy('s.id', 'ASC').skip(skip).take(take).getManyAndCount();
}

/** Holds the transaction against every other document upload to the same order (the per-order cap is counted under it). */
export async function lockOrderDocuments(m: EntityManager, orderId: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('order-documents:' || $1::text, 0))`, [orderId]);
}
