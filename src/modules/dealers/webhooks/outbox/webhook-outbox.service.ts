import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventTransaction } from '../../../../events/domain-event-types.js';
import { OnDomainEvent } from '../../../../events/on-domain-event.decorator.js';
import { WEBHOOK_DISPATCH_KICK_JOB_ID } from '../../../../jobs/job-definitions.js';
import { JobsService } from '../../../../jobs/jobs.service.js';
import { JobName } from '../../../../jobs/queues.js';
import { WebhookEvent } from './webhook-event.entity.js';
import { insertWebhookEventOnce } from './webhook-events.repository.js';
import { type NewWebhookEvent, WEBHOOK_SOURCE_EVENTS, webhookEventOf, type WebhookSourceEvent } from './webhook-event-rules.js';

/** How long after an event is written the dispatcher is woken: time for the writing transaction to commit. */
const KICK_DELAY_MS = 500;

/**
 * The webhooks' outbox (`webhook_events`). The domain modules record domain events (src/events) in the transaction of
 * their change; after the commit, the domain events' dispatcher hands those the dealers hear of to
 * fromDomainEvent, which writes the webhook event — under the domain event's id, so a second run writes nothing — in
 * the dispatcher's transaction. A test ping is written here directly. Nothing else is trusted to memory: the webhook
 * dispatcher (WebhookDeliverer.dispatch, a job every few seconds) fans the events out; writing one also wakes it early
 * (one delayed job under a fixed id, so a burst of events queues one).
 */
@Injectable()
export class WebhookOutbox {
  private readonly logger = new Logger(WebhookOutbox.name);

  constructor(private readonly jobs: JobsService) {}

  /** After commit: the webhook event of a domain event the dealers hear of (none when it has no audience). */
  @OnDomainEvent(WEBHOOK_SOURCE_EVENTS)
  async fromDomainEvent(event: WebhookSourceEvent, tx: EventTransaction): Promise<void> {
    const webhook = webhookEventOf(event);
    if (!webhook) return;
    const written = await insertWebhookEventOnce(tx.manager, {
      id: event.id,
      type: webhook.type,
      audienceUserId: webhook.audienceUserId,
      payload: webhook.payload as never,
      occurredAt: webhook.occurredAt,
    });
    if (!written) return;
    this.wakeDispatcher();
  }

  /** Writes the event (none when the builder answered null) in the caller's transaction. */
  record(m: EntityManager, event: NewWebhookEvent | null): Promise<string[]> {
    return this.recordMany(m, [event]);
  }

  /** Writes many events in one statement; answers their ids. */
  async recordMany(m: EntityManager, events: readonly (NewWebhookEvent | null)[]): Promise<string[]> {
    const rows = events.flatMap((event) =>
      event
        ? [
            {
              id: randomUUID(),
              type: event.type,
              audienceUserId: event.audienceUserId,
              payload: event.payload as never,
              occurredAt: event.occurredAt,
            },
          ]
        : [],
    );
    if (rows.length === 0) return [];
    await m.getRepository(WebhookEvent).insert(rows);
    this.wakeDispatcher();
    return rows.map((r) => r.id);
  }

  /** Never awaited by the change, never failing it: the schedule dispatches anyway. */
  private wakeDispatcher(): void {
    this.jobs
      .enqueue(JobName.WebhookDispatch, {}, { jobId: WEBHOOK_DISPATCH_KICK_JOB_ID, delay: KICK_DELAY_MS })
      .catch((error: unknown) => this.logger.warn(`Webhook dispatcher not woken (its schedule will run): ${(error as Error).message}`));
  }
}
