import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/time/clock.js';
import { daysFrom } from '../common/time/days.js';
import { deleteInBatches } from '../database/sql.js';
import { OnJob } from '../jobs/on-job.decorator.js';
import { JobName } from '../jobs/queues.js';
import { DISPATCHED_EVENTS_KEPT_DAYS, PRUNE_BATCH } from './domain-event-rules.js';
import { deleteDispatchedBefore } from './domain-events.repository.js';

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
    const before = daysFrom(this.clock.now(), -DISPATCHED_EVENTS_KEPT_DAYS);
    const deleted = await deleteInBatches((limit) => deleteDispatchedBefore(this.dataSource.manager, before, limit), PRUNE_BATCH);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} domain events dispatched before ${before.toISOString()}`);
    return { deleted };
  }
}
