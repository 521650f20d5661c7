import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/time/clock.js';
import { OnJob } from '../jobs/on-job.decorator.js';
import { JobName } from '../jobs/queues.js';
import { DISPATCHED_EVENTS_KEPT_DAYS, PRUNE_BATCH } from './domain-event-rules.js';
import { deleteDispatchedBefore } from './domain-events.repository.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The outbox's retention: the nightly job deletes the events dispatched more than DISPATCHED_EVENTS_KEPT_DAYS ago, in
 * batches (each its own short statement), so `domain_events` holds weeks of events, not the company's whole history.
 * Events still waiting for a subscriber stay, however old.
 */
@Injectable()
export class DomainEventsRetention {
  private readonly logger = new Logger(DomainEventsRetention.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  @OnJob(JobName.DomainEventsPrune)
  async prune(): Promise<{ deleted: number }> {
    const before = new Date(this.clock.now().getTime() - DISPATCHED_EVENTS_KEPT_DAYS * DAY_MS);
    let deleted = 0;
    for (;;) {
      const gone = await deleteDispatchedBefore(this.dataSource.manager, before, PRUNE_BATCH);
      deleted += gone;
      if (gone < PRUNE_BATCH) break;
    }
    if (deleted > 0) this.logger.log(`Deleted ${deleted} domain events dispatched before ${before.toISOString()}`);
    return { deleted };
  }
}
