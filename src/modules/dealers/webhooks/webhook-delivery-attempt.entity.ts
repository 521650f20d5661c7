import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookDelivery } from './webhook-delivery.entity.js';

/** One POST of a delivery: when, the answer's status (null: no answer), how long it took, and what came back. */
@Entity('webhook_delivery_attempts')
@Index('ix_webhook_delivery_attempts_delivery', ['deliveryId', 'id'])
export class WebhookDeliveryAttempt {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'delivery_id', type: 'bigint' })
  deliveryId: string;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
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
