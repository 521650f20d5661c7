import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/time/clock.js';
import { OnJob } from '../../../jobs/on-job.decorator.js';
import { JobName } from '../../../jobs/queues.js';
import { deleteSettledEventsBefore } from './webhook-retention.repository.js';
import { WEBHOOK_EVENTS_KEPT_DAYS } from './webhook-rules.js';

const DAY_MS = 24 * 60 * 60_000;
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
    const before = new Date(this.clock.now().getTime() - WEBHOOK_EVENTS_KEPT_DAYS * DAY_MS);
    let deleted = 0;
    for (;;) {
      const gone = await deleteSettledEventsBefore(this.dataSource.manager, before, PRUNE_BATCH);
      deleted += gone;
      if (gone < PRUNE_BATCH) break;
    }
    if (deleted > 0) this.logger.log(`Deleted ${deleted} webhook events (with their deliveries) from before ${before.toISOString()}`);
    return { deleted };
  }
}
