import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, PublicKeyed, StoredFile } from '../../common/database/columns.js';
import { Order } from './order.entity.js';
import type { RemittanceStatus } from './reservation-rules.js';

/**
 * The customer's copy of a bank remittance (a photo, scan or PDF), kept in the private storage under `storageKey`
 * and downloaded only by the order's owner and staff. While one uploaded before the deadline waits for review (or
 * once accepted), the hold does not run out (reservation-rules.ts protectsHold).
 */
@Entity('remittance_copies')
@Index('ix_remittance_copies_order', ['orderId', 'uploadedAt'])
// The dashboard's "remittance copies awaiting review", the longest waiting first.
@Index('ix_remittance_copies_pending', ['uploadedAt', 'id'], { where: "status = 'pending'" })
@Index('uq_remittance_copies_public_id', ['publicId'], { unique: true })
export class RemittanceCopy extends StoredFile(PublicKeyed) {
  @KeyColumn('order_id')
  orderId: string;

  @JoinedTo(() => Order, 'order_id', { onDelete: 'CASCADE' })
  order?: Order;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: RemittanceStatus;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt: Date;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @Column({ name: 'review_note', type: 'varchar', length: 500, nullable: true })
  reviewNote: string | null;
}
