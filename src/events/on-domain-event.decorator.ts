import type { DomainEventName, DomainEventSubscriber } from './domain-event-types.js';

export const DOMAIN_EVENT_SUBSCRIPTIONS = Symbol('domainEventSubscriptions');

/** What one @OnDomainEvent says of its method. */
export interface Subscription {
  names: readonly DomainEventName[];
  inTransaction: boolean;
}

/**
 * Marks a provider's method as a subscriber of one or more domain events; DomainEvents finds every marked method at
 * start-up. After commit (the default): the dispatcher job runs it, in its own transaction (a savepoint per
 * subscriber), at least once — a throw is retried later, without holding up the event's other subscribers — so it
 * must be idempotent. `inTransaction: true`: it runs inside DomainEvents.record, in the producer's transaction (its
 * EventTransaction as given), for a rule that must commit or roll back with the change; a throw fails the change.
 */
export function OnDomainEvent<K extends DomainEventName>(names: K | readonly K[], options: { inTransaction?: boolean } = {}) {
  return <T extends DomainEventSubscriber<K>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    const method = descriptor.value as object;
    const earlier = (Reflect.getMetadata(DOMAIN_EVENT_SUBSCRIPTIONS, method) as Subscription[] | undefined) ?? [];
    const subscription: Subscription = {
      names: typeof names === 'string' ? [names] : [...names],
      inTransaction: options.inTransaction ?? false,
    };
    Reflect.defineMetadata(DOMAIN_EVENT_SUBSCRIPTIONS, [...earlier, subscription], method);
  };
}
