import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RedisModule } from '../../common/redis/redis.module.js';
import { JobsService } from '../../jobs/jobs.service.js';
import { MailerService } from './mailer.service.js';
import { NotificationsProcessor } from './notifications.processor.js';
import { NotificationsService } from './notifications.service.js';

/**
 * Outgoing email through the notifications queue. Other modules import this one and use NotificationsService;
 * NotificationsProcessor handles the send-email job where workers run (src/jobs/).
 */
@Module({
  // Global in the app; named here too, so that the module also loads on its own (the processor's sent-markers).
  imports: [RedisModule],
  providers: [MailerService, NotificationsService, NotificationsProcessor],
  exports: [NotificationsService],
})
export class NotificationsModule implements OnApplicationBootstrap {
  private readonly logger = new Logger(NotificationsModule.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: MailerService,
    private readonly jobs: JobsService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.jobs.runsWorkers) return;
    const text = `Queued email is sent through ${this.mailer.describe()}`;
    if (!this.config.smtpUrl && this.config.nodeEnv === 'production') this.logger.warn(text);
    else this.logger.log(text);
  }
}
