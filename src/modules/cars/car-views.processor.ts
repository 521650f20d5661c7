import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { CarViewsJob, QueueName } from '../../jobs/queues.js';
import { CarViewsService, type FlushResult } from './car-views.service.js';

/**
 * Runs the repeatable flush of the view counters. Registered only in a process that runs the worker (see
 * cars.module.ts), like the notifications processor; concurrency 1, and flush() takes a Redis lock besides.
 */
@Processor(QueueName.CarViews, { concurrency: 1 })
export class CarViewsProcessor extends WorkerHost {
  private readonly logger = new Logger(CarViewsProcessor.name);

  constructor(private readonly views: CarViewsService) {
    super();
  }

  async process(job: Job): Promise<FlushResult> {
    if (job.name !== CarViewsJob.Flush) throw new UnrecoverableError(`Unknown car-views job "${job.name}"`);
    const result = await this.views.flush();
    if (result.views > 0) this.logger.debug(`Flushed ${result.views} views of ${result.cars} cars`);
    return result;
  }
}
