import { Column, Entity, Index } from 'typeorm';
import { OutboxRow } from '../common/database/columns.js';

/**
 * The domain events' outbox (issue 25): one row per event, written by DomainEvents.record in the transaction of the
 * change it tells of, so it exists exactly when that change committed. The dispatcher job claims the rows not yet
 * dispatched (FOR UPDATE SKIP LOCKED), runs their after-commit subscribers, and stamps `dispatched_at` once every one
 * has succeeded; until then `attempts`, `last_error` and `next_attempt_at` say how its retries go. Events nobody
 * subscribes to after commit are written dispatched.
 */
@Entity('domain_events')
// The dispatcher's question: events not yet dispatched and due, oldest first.
@Index('ix_domain_events_undispatched', ['occurredAt', 'id'], { where: 'dispatched_at IS NULL' })
// The nightly prune's question: events dispatched before a day, oldest first.
@Index('ix_domain_events_dispatched', ['dispatchedAt'], { where: 'dispatched_at IS NOT NULL' })
export class DomainEventRow extends OutboxRow {
  /** A DomainEventName. */
  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** Dispatches that ran and had a subscriber throw. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** The after-commit subscribers (`Class.method`) that have handled it: a retry runs only the others. */
  @Column({ name: 'done_subscribers', type: 'text', array: true, default: () => "'{}'" })
  doneSubscribers: string[];

  /** Each failed subscriber of the last failed dispatch, with its error. */
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** After a failure: not dispatched again before this. Null: due at once. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;
}
