import { Injectable, Logger } from '@nestjs/common';
import { OnJob } from '../../jobs/on-job.decorator.js';
import { JobName } from '../../jobs/queues.js';
import { CarViewsService, type FlushResult } from './car-views.service.js';

/**
 * Handles the scheduled flush of the view counters (every 30 s, src/jobs/job-schedules.ts) where workers run. The
 * car-views queue runs one job at a time, and flush() takes a Redis lock besides.
 */
@Injectable()
export class CarViewsProcessor {
  private readonly logger = new Logger(CarViewsProcessor.name);

  constructor(private readonly views: CarViewsService) {}

  @OnJob(JobName.CarViewsFlush)
  async flush(): Promise<FlushResult> {
    const result = await this.views.flush();
    if (result.views > 0) this.logger.debug(`Flushed ${result.views} views of ${result.cars} cars`);
    return result;
  }
}
