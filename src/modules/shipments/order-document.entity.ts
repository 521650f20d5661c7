import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, PublicKeyed, StoredFile } from '../../common/database/columns.js';
import { Order } from '../orders/order.entity.js';
import type { DocumentKind } from './shipment-rules.js';

/**
 * A shipping document of an order (B/L, export certificate, invoice), uploaded by staff into the private storage and
 * downloaded only by the order's owner once released (couriered, with the courier's name and tracking number).
 */
@Entity('order_documents')
@Index('ix_order_documents_order', ['orderId', 'id'])
@Index('uq_order_documents_public_id', ['publicId'], { unique: true })
@Index('uq_order_documents_storage_key', ['storageKey'], { unique: true })
export class OrderDocument extends StoredFile(PublicKeyed) {
  @KeyColumn('order_id')
  orderId: string;

  @JoinedTo(() => Order, 'order_id', { onDelete: 'CASCADE' })
  order?: Order;

  @Column({ type: 'varchar', length: 32 })
  kind: DocumentKind;

  @Column({ name: 'courier_name', type: 'varchar', length: 100, nullable: true })
  courierName: string | null;

  @Column({ name: 'tracking_number', type: 'varchar', length: 100, nullable: true })
  trackingNumber: string | null;

  @Column({ type: 'boolean', default: false })
  released: boolean;

  @Column({ name: 'released_at', type: 'timestamptz', nullable: true })
  releasedAt: Date | null;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt: Date;

  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy: string | null;
}
