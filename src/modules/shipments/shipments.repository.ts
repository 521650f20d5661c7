import type { DataSource, EntityManager } from 'typeorm';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import { Shipment } from './shipment.entity.js';
import type { SHIPMENT_SORTS, ShipmentsQueryDto } from './shipments.requests.js';

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

/** Holds the transaction against every other document upload to the same order (the per-order cap is counted under it). */
export async function lockOrderDocuments(m: EntityManager, orderId: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('order-documents:' || $1::text, 0))`, [orderId]);
}
