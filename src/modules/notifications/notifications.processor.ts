import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { NotificationJob, QueueName } from '../../jobs/queues.js';
import { type EmailMessage, isPermanentMailFailure, messageIdFor } from './mail-rules.js';
import { MailerService, type SentEmail } from './mailer.service.js';

/**
 * Sends what NotificationsService queued. Registered only in a process that runs the worker (see
 * notifications.module.ts). A retried job reuses its Message-ID, so a duplicate is recognisable.
 */
@Processor(QueueName.Notifications, { concurrency: 5 })
export class NotificationsProcessor extends WorkerHost {
  private readonly logger = new Logger(NotificationsProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: MailerService,
  ) {
    super();
  }

  async process(job: Job): Promise<SentEmail> {
    switch (job.name) {
      case NotificationJob.SendEmail:
        return this.sendEmail(job as Job<EmailMessage>);
      default:
        throw new UnrecoverableError(`Unknown notifications job "${job.name}"`);
    }
  }

  private async sendEmail(job: Job<EmailMessage>): Promise<SentEmail> {
    try {
      return await this.mailer.send(job.data, { messageId: messageIdFor(String(job.id), job.timestamp, this.config.mailFrom) });
    } catch (error) {
      if (isPermanentMailFailure(error)) throw new UnrecoverableError((error as Error).message);
      throw error;
    }
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    const final = job.attemptsMade >= attempts || error instanceof UnrecoverableError || error.name === 'UnrecoverableError';
    const text = `Job ${job.name} #${job.id} failed (attempt ${job.attemptsMade} of ${attempts}${final ? ', giving up' : ', will retry'}): ${error.message}`;
    if (final) this.logger.error(text);
    else this.logger.warn(text);
  }
}
