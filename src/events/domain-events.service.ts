import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { providerMethods } from '../common/discovery/provider-methods.js';
import { Clock } from '../common/time/clock.js';
import { DOMAIN_EVENTS_DISPATCH_KICK_JOB_ID } from '../jobs/job-definitions.js';
import { JobsService } from '../jobs/jobs.service.js';
import { JobName } from '../jobs/queues.js';
import { DomainEventRow } from './domain-event.entity.js';
import { type RegisteredSubscriber, SubscriberRegistry } from './domain-event-rules.js';
import type { DomainEvent, DomainEventName, DomainEventSubscriber, EventTransaction, NewDomainEvent } from './domain-event-types.js';
import { DOMAIN_EVENT_SUBSCRIPTIONS, type Subscription } from './on-domain-event.decorator.js';

/** How long after an event is recorded the dispatcher is woken: time for the recording transaction to commit. */
const KICK_DELAY_MS = 500;

/**
 * The domain events' outbox (issue 25). A producer records what happened with the transaction of the change
 * (`record(tx, domainEvent('car.listed', { … }))`): the rows are written in that transaction and its in-transaction
 * subscribers run there and then, so both commit or roll back with the change. The after-commit subscribers are the
 * dispatcher job's (DomainEventsDispatcher); recording wakes it early (one delayed job under a fixed id), and it finds
 * nothing if the change rolled back. Subscribers are provider methods marked @OnDomainEvent, found at start-up.
 */
@Injectable()
export class DomainEvents implements OnModuleInit {
  private readonly logger = new Logger(DomainEvents.name);
  readonly subscribers = new SubscriberRegistry();
  private lastKick = -Infinity;

  constructor(
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    for (const { instance, fn, owner } of providerMethods(this.discovery, this.scanner)) {
      const subscriptions = Reflect.getMetadata(DOMAIN_EVENT_SUBSCRIPTIONS, fn) as Subscription[] | undefined;
      for (const { names, inTransaction } of subscriptions ?? []) {
        const run = (fn as RegisteredSubscriber['run']).bind(instance);
        for (const name of names) this.subscribers.add(name, { id: owner, inTransaction, run });
      }
    }
  }

  /** A subscriber given by hand rather than found by @OnDomainEvent (a test's): `id` names it in the events' rows. */
  subscribe<K extends DomainEventName>(
    names: K | readonly K[],
    id: string,
    run: DomainEventSubscriber<K>,
    options: { inTransaction?: boolean } = {},
  ): void {
    for (const name of typeof names === 'string' ? [names] : names)
      this.subscribers.add(name, { id, inTransaction: options.inTransaction ?? false, run: run as RegisteredSubscriber['run'] });
  }

  /**
   * Writes the events in the caller's transaction (a bare EntityManager, or the change's transaction handle, which
   * in-transaction subscribers then receive), then runs their in-transaction subscribers in it, in order. Answers the
   * events' ids.
   */
  async record(on: EntityManager | EventTransaction, ...events: NewDomainEvent[]): Promise<string[]> {
    if (events.length === 0) return [];
    const tx: EventTransaction = on instanceof EntityManager ? { manager: on } : on;
    const now = this.clock.now();
    const rows = events.map((event) => ({
      id: randomUUID(),
      name: event.name,
      payload: event.payload as never,
      occurredAt: event.occurredAt ?? now,
      // Nobody to tell after the commit: written dispatched, so the dispatcher never looks at it.
      dispatchedAt: this.subscribers.afterCommit(event.name).length === 0 ? now : null,
    }));
    await tx.manager.getRepository(DomainEventRow).insert(rows);
    for (const row of rows) {
      const event = { id: row.id, name: row.name, payload: row.payload, occurredAt: row.occurredAt } as DomainEvent;
      for (const subscriber of this.subscribers.inTransaction(row.name)) await subscriber.run(event, tx);
    }
    if (rows.some((row) => row.dispatchedAt === null)) this.wakeDispatcher();
    return rows.map((row) => row.id);
  }

  /**
   * Never awaited by the change, never failing it: the schedule dispatches anyway. A kick already waiting (BullMQ keeps
   * one job per id) covers this one, so a burst asks Redis once.
   */
  wakeDispatcher(): void {
    // A duration since the last kick, not a time of day: performance.now().
    const now = performance.now();
    if (now - this.lastKick < KICK_DELAY_MS) return;
    this.lastKick = now;
    this.jobs
      .enqueue(JobName.DomainEventsDispatch, {}, { jobId: DOMAIN_EVENTS_DISPATCH_KICK_JOB_ID, delay: KICK_DELAY_MS })
      .catch((error: unknown) =>
        this.logger.warn(`Domain events dispatcher not woken (its schedule will run): ${(error as Error).message}`),
      );
  }
}
