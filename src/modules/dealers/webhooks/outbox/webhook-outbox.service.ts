import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { WEBHOOK_DISPATCH_KICK_JOB_ID } from '../../../../jobs/job-definitions.js';
import { JobsService } from '../../../../jobs/jobs.service.js';
import { JobName } from '../../../../jobs/queues.js';
import { WebhookEvent } from './webhook-event.entity.js';
import type { NewWebhookEvent } from './webhook-event-rules.js';

/** How long after an event is written the dispatcher is woken: time for the writing transaction to commit. */
const KICK_DELAY_MS = 500;

/**
 * The webhooks' transactional outbox: a domain service records its events with the EntityManager of the transaction
 * that makes the change, so an event exists exactly when its change committed. Nothing else is trusted to memory:
 * the dispatcher (WebhookDispatcher, a job every few seconds) fans committed events out; recording also wakes it
 * early (one delayed job under a fixed id, so a burst of events queues one), which finds nothing if the change rolled
 * back.
 */
@Injectable()
export class WebhookOutbox {
  private readonly logger = new Logger(WebhookOutbox.name);

  constructor(private readonly jobs: JobsService) {}

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
