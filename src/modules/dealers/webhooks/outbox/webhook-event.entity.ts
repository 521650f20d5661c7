import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, OutboxRow } from '../../../../common/database/columns.js';
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
// `id` is the `Webhook-Id` of every delivery of the event (replays included), by which receivers deduplicate.
// `payload` is the event's `data`: public ids and facts the audience may see, never internal ids or another customer's
// data.
export class WebhookEvent extends OutboxRow {
  /** One of WEBHOOK_EVENT_TYPES, or `ping` (a test event). */
  @Column({ type: 'varchar', length: 40 })
  type: string;

  /** Whose endpoints hear it: null for a public (car) event, else the customer the event is about. */
  @KeyColumn('audience_user_id', { nullable: true })
  audienceUserId: string | null;

  @JoinedTo(() => User, 'audience_user_id', { onDelete: 'CASCADE' })
  audience?: User;
}
