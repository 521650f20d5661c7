import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/time/clock.js';
import { OnJob } from '../jobs/on-job.decorator.js';
import { JobName } from '../jobs/queues.js';
import { lastErrorText, retryDelayMs } from './domain-event-rules.js';
import type { DomainEvent } from './domain-event-types.js';
import { DomainEvents } from './domain-events.service.js';
import { claimDueEvents, inSavepoint, markDispatched, markFailed } from './domain-events.repository.js';

/** Events claimed per run; a full batch wakes the dispatcher again at once. */
const DISPATCH_BATCH = 100;

/**
 * Runs the after-commit subscribers of the committed domain events (the job every 5 s, woken early by
 * DomainEvents.record). One transaction claims a batch of due events (FOR UPDATE SKIP LOCKED: another process takes
 * the next ones) and runs each event's subscribers in it, each in a savepoint: what a subscriber writes commits with
 * the event's mark, and a subscriber that throws takes back only its own writes. An event is stamped dispatched when
 * every subscriber has succeeded; otherwise the ones that did are kept on the row, and the rest are tried again after
 * a growing wait (retryDelayMs), for as long as it takes — an event is never dropped.
 */
@Injectable()
export class DomainEventsDispatcher {
  private readonly logger = new Logger(DomainEventsDispatcher.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  @OnJob(JobName.DomainEventsDispatch)
  async dispatch(): Promise<{ dispatched: number; failed: number }> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const rows = await claimDueEvents(manager, now, DISPATCH_BATCH);
      let failed = 0;
      for (const row of rows) {
        const event = { id: row.id, name: row.name, payload: row.payload, occurredAt: row.occurred_at } as DomainEvent;
        const done = [...row.done_subscribers];
        const failures: { subscriber: string; error: unknown }[] = [];
        for (const subscriber of this.events.subscribers.afterCommit(row.name, done)) {
          try {
            await inSavepoint(manager, () => subscriber.run(event, { manager }));
            done.push(subscriber.id);
          } catch (error) {
            failures.push({ subscriber: subscriber.id, error });
            this.logger.warn(`${subscriber.id} failed on ${row.name} event ${row.id} (retried later): ${(error as Error).message}`);
          }
        }
        if (failures.length === 0) {
          await markDispatched(manager, row.id, now, done);
        } else {
          failed += 1;
          const attempts = row.attempts + 1;
          await markFailed(manager, row.id, {
            attempts,
            done,
            lastError: lastErrorText(failures),
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          });
        }
      }
      return { claimed: rows.length, failed };
    });
    if (outcome.claimed === DISPATCH_BATCH) this.events.wakeDispatcher();
    return { dispatched: outcome.claimed - outcome.failed, failed: outcome.failed };
  }
}
