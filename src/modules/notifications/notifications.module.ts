import { Inject, Logger, Module, type OnApplicationBootstrap, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailerService } from './mailer.service.js';
import { NotificationsProcessor } from './notifications.processor.js';
import { NotificationsService } from './notifications.service.js';

/**
 * The processor exists only where jobs are processed: in the API when WORKER=inline (the default), and in the
 * worker process (src/worker.ts), which forces it. With WORKER=off the API only queues. BullMQ's explorer starts
 * a worker for every provider whose instance is a @Processor class, so an API with WORKER=off gets `null` here.
 */
export const notificationsProcessorProvider: Provider = {
  provide: NotificationsProcessor,
  inject: [APP_CONFIG, MailerService],
  useFactory: (config: AppConfig, mailer: MailerService) =>
    config.worker === 'inline' ? new NotificationsProcessor(config, mailer) : null,
};

/** Outgoing email through the notifications queue. Other modules import this one and use NotificationsService. */
@Module({
  providers: [MailerService, NotificationsService, notificationsProcessorProvider],
  exports: [NotificationsService],
})
export class NotificationsModule implements OnApplicationBootstrap {
  private readonly logger = new Logger(NotificationsModule.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: MailerService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.worker !== 'inline') return;
    const text = `Queued email is sent through ${this.mailer.describe()}`;
    if (!this.config.smtpUrl && this.config.nodeEnv === 'production') this.logger.warn(text);
    else this.logger.log(text);
  }
}
