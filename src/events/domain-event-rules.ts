import type { DomainEvent, DomainEventName, EventTransaction } from './domain-event-types.js';

/** A subscriber as the registry holds it: `Class.method`, the name the dispatcher records it under once it succeeded. */
export interface RegisteredSubscriber {
  id: string;
  inTransaction: boolean;
  run: (event: DomainEvent, tx: EventTransaction) => Promise<unknown>;
}

/** The first retry of an event whose subscriber threw waits this long, doubling up to RETRY_MAX_MS, forever. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 60 * 60_000;
/**
 * A dispatched event is kept this long, then deleted by the nightly prune (DomainEventsRetention): time to look into
 * what a subscriber did with it; its lasting effects (orders, webhook events, audit entries) are in their own tables.
 * An event not yet dispatched is never deleted.
 */
export const DISPATCHED_EVENTS_KEPT_DAYS = 30;
/** Rows one DELETE statement removes: short statements, so the dispatcher's claims never wait long behind the prune. */
export const PRUNE_BATCH = 5_000;

/** Characters of the subscribers' errors kept in `last_error`. */
export const LAST_ERROR_MAX = 2_000;

/** How long after its `attempts`-th failed dispatch an event is tried again. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
}

/** The failures of one dispatch, one line each, cut to what the column keeps. */
export function lastErrorText(failures: readonly { subscriber: string; error: unknown }[]): string {
  const text = failures.map((f) => `${f.subscriber}: ${f.error instanceof Error ? f.error.message : String(f.error)}`).join('\n');
  return text.length > LAST_ERROR_MAX ? `${text.slice(0, LAST_ERROR_MAX - 1)}…` : text;
}

/**
 * Every subscriber of every event, by name and phase. A subscriber id appears once per event name: two would be told
 * apart by nothing in an event's `done_subscribers`.
 */
export class SubscriberRegistry {
  private readonly byName = new Map<DomainEventName, RegisteredSubscriber[]>();

  add(name: DomainEventName, subscriber: RegisteredSubscriber): void {
    const list = this.byName.get(name) ?? [];
    if (list.some((s) => s.id === subscriber.id)) throw new Error(`${subscriber.id} subscribes to ${name} twice`);
    this.byName.set(name, [...list, subscriber]);
  }

  /** The subscribers `record` runs in the producer's transaction, in registration order. */
  inTransaction(name: DomainEventName): readonly RegisteredSubscriber[] {
    return (this.byName.get(name) ?? []).filter((s) => s.inTransaction);
  }

  /** The dispatcher's subscribers of `name` that have not yet succeeded (`done`: ids recorded on the event). */
  afterCommit(name: DomainEventName, done: readonly string[] = []): readonly RegisteredSubscriber[] {
    return (this.byName.get(name) ?? []).filter((s) => !s.inTransaction && !done.includes(s.id));
  }
}
