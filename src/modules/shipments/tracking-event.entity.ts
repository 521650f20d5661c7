import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, Keyed } from '../../common/database/columns.js';
import { Order } from '../orders/order.entity.js';

/** One step of a car's journey (spec §3 Order: tracking events with date, description, location, status, details), entered by staff. */
@Entity('tracking_events')
@Index('ix_tracking_events_order', ['orderId', 'occurredAt'])
export class TrackingEvent extends Keyed {
  @KeyColumn('order_id')
  orderId: string;

  @JoinedTo(() => Order, 'order_id', { onDelete: 'CASCADE' })
  order?: Order;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 120 })
  location: string;

  @Column({ type: 'varchar', length: 60 })
  status: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  details: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;
}
