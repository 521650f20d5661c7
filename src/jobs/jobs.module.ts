import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MetricsModule } from '../common/metrics/metrics.module.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { bullRootOptions } from './job-rules.js';
import { JobsService } from './jobs.service.js';
import { QueueName } from './queues.js';

/**
 * Every queue, registered once for the whole application, and the job registry (JobsService). Modules queue jobs
 * through JobsService.enqueue and contribute handlers with @OnJob; nothing else registers queues or processors.
 */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    MetricsModule,
    BullModule.forRootAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => bullRootOptions(config) }),
    BullModule.registerQueue(...Object.values(QueueName).map((name) => ({ name }))),
  ],
  providers: [JobsService],
  exports: [BullModule, JobsService],
})
export class JobsModule {}
