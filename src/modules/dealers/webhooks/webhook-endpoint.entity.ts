import { Column, Entity, Index } from 'typeorm';
import { OwnedBy, PublicKeyed, Timestamped } from '../../../common/database/columns.js';
import { User } from '../../users/user.entity.js';
import type { EndpointStatus } from './webhook-rules.js';

/**
 * A dealer's webhook endpoint (issue 14): the URL events are POSTed to, the event types it hears and the secret that
 * signs them. The secret is needed to sign, so stored as it is (never logged, never answered but at creation and
 * rotation); after a rotation the previous one still signs until `previous_secret_expires_at`.
 */
@Entity('webhook_endpoints')
@Index('ix_webhook_endpoints_user', ['userId', 'createdAt'])
@Index('uq_webhook_endpoints_public_id', ['publicId'], { unique: true })
export class WebhookEndpoint extends Timestamped(OwnedBy(PublicKeyed, () => User, 'CASCADE')) {
  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  /** The event types it hears (webhook-event-rules.ts WEBHOOK_EVENT_TYPES). */
  @Column({ type: 'varchar', length: 40, array: true })
  events: string[];

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: EndpointStatus;

  @Column({ type: 'varchar', length: 64 })
  secret: string;

  @Column({ name: 'previous_secret', type: 'varchar', length: 64, nullable: true })
  previousSecret: string | null;

  @Column({ name: 'previous_secret_expires_at', type: 'timestamptz', nullable: true })
  previousSecretExpiresAt: Date | null;

  /** Attempts failed in a row since the last success (or re-enabling). */
  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures: number;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** Why it was disabled: `failures` (by the deliverer) or `owner`. */
  @Column({ name: 'disabled_reason', type: 'varchar', length: 16, nullable: true })
  disabledReason: 'failures' | 'owner' | null;
}
