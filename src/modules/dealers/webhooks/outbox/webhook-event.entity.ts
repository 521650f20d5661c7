import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../../users/user.entity.js';

/**
 * One event for the dealers' webhooks (issue 14), written from a committed domain event (src/events) under its id, or
 * a test ping: it exists only when the change it tells of committed. The dispatcher fans it out to the
 * subscribed endpoints (webhook_deliveries) and stamps `dispatched_at`.
 */
@Entity('webhook_events')
// The dispatcher's question: events not yet fanned out, oldest first.
@Index('ix_webhook_events_undispatched', ['occurredAt'], { where: 'dispatched_at IS NULL' })
@Index('ix_webhook_events_audience', ['audienceUserId'])
// The nightly prune's question: events fanned out before a day, oldest first.
@Index('ix_webhook_events_dispatched_recent', ['occurredAt'], { where: 'dispatched_at IS NOT NULL' })
export class WebhookEvent {
  /** The event id: `Webhook-Id` of every delivery of it (replays included), by which receivers deduplicate. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** One of WEBHOOK_EVENT_TYPES, or `ping` (a test event). */
  @Column({ type: 'varchar', length: 40 })
  type: string;

  /** Whose endpoints hear it: null for a public (car) event, else the customer the event is about. */
  @Column({ name: 'audience_user_id', type: 'bigint', nullable: true })
  audienceUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'audience_user_id' })
  audience?: User;

  /** The event's `data`: public ids and facts the audience may see, never internal ids or another customer's data. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @Column({ name: 'dispatched_at', type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null;
}
