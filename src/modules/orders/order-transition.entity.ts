import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, Keyed } from '../../common/database/columns.js';
import { Order } from './order.entity.js';
import type { OrderStatus, TransitionCause } from './order-transitions.js';

/** One move of an order, with its cause, actor and time: the order's history, as the customer and staff see it. */
@Entity('order_transitions')
@Index('ix_order_transitions_order', ['orderId', 'id'])
// The dashboard's sales per day: the moves to deposit_paid in a period.
@Index('ix_order_transitions_to_status_at', ['toStatus', 'at'])
export class OrderTransition extends Keyed {
  @KeyColumn('order_id')
  orderId: string;

  @JoinedTo(() => Order, 'order_id', { onDelete: 'CASCADE' })
  order?: Order;

  /** null for the order's creation. */
  @Column({ name: 'from_status', type: 'varchar', length: 16, nullable: true })
  fromStatus: OrderStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 16 })
  toStatus: OrderStatus;

  @Column({ type: 'varchar', length: 16 })
  cause: TransitionCause;

  /** The public id of who acted; null for the system (the expiry job). No foreign key: the history outlives accounts. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_role', type: 'varchar', length: 16, nullable: true })
  actorRole: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column({ type: 'timestamptz' })
  at: Date;
}
