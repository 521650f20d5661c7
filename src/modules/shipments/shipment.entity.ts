import { Check, Column, Entity, Index } from 'typeorm';
import { PublicKeyed, Timestamped } from '../../common/database/columns.js';
import type { ShippingMethod } from '../price-calculator/shipping-terms.js';
import type { FreightTerms } from './shipment-rules.js';

/**
 * A sailing that carries cars (spec §3 Shipment): where to, how (RoRo or container), on what terms, the vessel and
 * voyage, its dates and the freight invoice. Orders are assigned to it (orders.shipment_id, through the orders module);
 * the public shipping schedule searches these rows.
 */
@Entity('shipments')
@Index('ix_shipments_departure', ['departureDate', 'id'])
@Index('ix_shipments_arrival', ['arrivalDate'])
// The back office's sort keys (migration AdminOrderLists).
@Index('ix_shipments_sort_departure', { synchronize: false })
@Index('ix_shipments_sort_arrival', { synchronize: false })
@Check('ck_shipments_dates', '"arrival_date" > "departure_date"')
@Index('uq_shipments_public_id', ['publicId'], { unique: true })
export class Shipment extends Timestamped(PublicKeyed) {
  /** ISO 3166-1 alpha-2. */
  @Column({ name: 'destination_country', type: 'char', length: 2 })
  destinationCountry: string;

  @Column({ name: 'destination_port', type: 'varchar', length: 60 })
  destinationPort: string;

  @Column({ type: 'varchar', length: 16 })
  method: ShippingMethod;

  @Column({ name: 'freight_terms', type: 'varchar', length: 16 })
  freightTerms: FreightTerms;

  @Column({ type: 'varchar', length: 100 })
  vessel: string;

  @Column({ name: 'voyage_number', type: 'varchar', length: 40 })
  voyageNumber: string;

  /** YYYY-MM-DD, the port of loading's day. */
  @Column({ name: 'departure_date', type: 'date' })
  departureDate: string;

  @Column({ name: 'arrival_date', type: 'date' })
  arrivalDate: string;

  @Column({ name: 'invoice_number', type: 'varchar', length: 40, nullable: true })
  invoiceNumber: string | null;

  @Column({ name: 'invoice_date', type: 'date', nullable: true })
  invoiceDate: string | null;
}
