import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/time/clock.js';
import { daysFrom } from '../../../common/time/days.js';
import { deleteInBatches } from '../../../database/sql.js';
import { OnJob } from '../../../jobs/on-job.decorator.js';
import { JobName } from '../../../jobs/queues.js';
import { deleteSettledEventsBefore } from './webhook-retention.repository.js';
import { WEBHOOK_EVENTS_KEPT_DAYS } from './webhook-rules.js';

/** Events one DELETE statement removes (with their deliveries and attempts): short statements beside the dispatcher. */
const PRUNE_BATCH = 1_000;

/**
 * The webhooks' retention: the nightly job deletes the events older than WEBHOOK_EVENTS_KEPT_DAYS whose deliveries are
 * all settled, with those deliveries and their attempts, so a dealer's delivery log holds its last three months. An
 * event with a delivery still being retried stays until that delivery ends.
 */
@Injectable()
export class WebhookRetention {
  private readonly logger = new Logger(WebhookRetention.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  @OnJob(JobName.WebhookEventsPrune)
  async prune(): Promise<{ deleted: number }> {
    const before = daysFrom(this.clock.now(), -WEBHOOK_EVENTS_KEPT_DAYS);
    const deleted = await deleteInBatches((limit) => deleteSettledEventsBefore(this.dataSource.manager, before, limit), PRUNE_BATCH);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} webhook events (with their deliveries) from before ${before.toISOString()}`);
    return { deleted };
  }
}
