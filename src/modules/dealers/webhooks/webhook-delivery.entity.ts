import { Column, Entity, Index } from 'typeorm';
import { Created, JoinedTo, KeyColumn, PublicKeyed } from '../../../common/database/columns.js';
import { WebhookEvent } from './outbox/webhook-event.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import type { DeliveryStatus } from './webhook-rules.js';

/**
 * One event for one endpoint, with its attempts (webhook_delivery_attempts). The dispatcher makes at most one per event
 * and endpoint (uq_webhook_deliveries_event_endpoint: enqueuing twice delivers once); a replay is a new delivery of the
 * same event (`replay_of`), so the receiver sees the same `Webhook-Id` again and deduplicates.
 */
@Entity('webhook_deliveries')
@Index('uq_webhook_deliveries_event_endpoint', ['eventId', 'endpointId'], { unique: true, where: 'replay_of IS NULL' })
@Index('ix_webhook_deliveries_endpoint', ['endpointId', 'createdAt'])
// The dispatcher's re-queue of lost jobs: pending deliveries whose attempt is overdue.
@Index('ix_webhook_deliveries_due', ['nextAttemptAt'], { where: "status = 'pending'" })
@Index('uq_webhook_deliveries_public_id', ['publicId'], { unique: true })
export class WebhookDelivery extends Created(PublicKeyed) {
  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @JoinedTo(() => WebhookEvent, 'event_id', { onDelete: 'CASCADE' })
  event?: WebhookEvent;

  @KeyColumn('endpoint_id')
  endpointId: string;

  @JoinedTo(() => WebhookEndpoint, 'endpoint_id', { onDelete: 'CASCADE' })
  endpoint?: WebhookEndpoint;

  /** The delivery this one replays (its public id); null for the dispatcher's own. */
  @Column({ name: 'replay_of', type: 'uuid', nullable: true })
  replayOf: string | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_status_code', type: 'integer', nullable: true })
  lastStatusCode: number | null;

  /** The last answer's body or the last error, at most 500 characters. */
  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  /** When the next attempt is due (pending only); while an attempt runs, when it is to be taken as lost. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
