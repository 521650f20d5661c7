import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, Keyed } from '../../../common/database/columns.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';

/** One POST of a delivery: when, the answer's status (null: no answer), how long it took, and what came back. */
@Entity('webhook_delivery_attempts')
@Index('ix_webhook_delivery_attempts_delivery', ['deliveryId', 'id'])
export class WebhookDeliveryAttempt extends Keyed {
  @KeyColumn('delivery_id')
  deliveryId: string;

  @JoinedTo(() => WebhookDelivery, 'delivery_id', { onDelete: 'CASCADE' })
  delivery?: WebhookDelivery;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs: number;

  @Column({ type: 'boolean' })
  succeeded: boolean;

  /** The answer's body, or why there was none (timeout, refused connection, redirect), at most 500 characters. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  answer: string | null;
}
