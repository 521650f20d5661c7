import { Inject, Injectable } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OnJob } from '../../jobs/on-job.decorator.js';
import { JobName } from '../../jobs/queues.js';
import { type EmailMessage, isPermanentMailFailure, messageIdFor } from './mail-rules.js';
import { MailerService, type SentEmail } from './mailer.service.js';

/**
 * Sends what NotificationsService queued; runs only in a process that runs workers (JobsService). A retried job
 * reuses its Message-ID, so a duplicate is recognisable.
 */
@Injectable()
export class NotificationsProcessor {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: MailerService,
  ) {}

  @OnJob(JobName.SendEmail)
  async sendEmail(message: EmailMessage, job: Job<EmailMessage>): Promise<SentEmail> {
    try {
      return await this.mailer.send(message, { messageId: messageIdFor(String(job.id), job.timestamp, this.config.mailFrom) });
    } catch (error) {
      if (isPermanentMailFailure(error)) throw new UnrecoverableError((error as Error).message);
      throw error;
    }
  }
}
