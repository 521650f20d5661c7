import { Inject, Injectable } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS } from '../../common/redis/redis.module.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OnJob } from '../../jobs/on-job.decorator.js';
import { JobName } from '../../jobs/queues.js';
import { type EmailMessage, isPermanentMailFailure, messageIdFor, SENT_MARKER_TTL_SECONDS, sentMarkerKey } from './mail-rules.js';
import { MailerService, type SentEmail } from './mailer.service.js';

/**
 * Sends what NotificationsService queued; runs only in a process that runs workers (JobsService). A retried job
 * reuses its Message-ID, so a duplicate is recognisable (and dropped by the recipient's mail store); a job run again
 * after its message was accepted (a worker killed before it could mark the job done, a stalled job handed out again)
 * finds the sent-marker and sends nothing.
 */
@Injectable()
export class NotificationsProcessor {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: MailerService,
    @Inject(REDIS) private readonly redis: Pick<Redis, 'get' | 'set'>,
  ) {}

  @OnJob(JobName.SendEmail)
  async sendEmail(message: EmailMessage, job: Job<EmailMessage>): Promise<SentEmail> {
    const messageId = messageIdFor(String(job.id), job.timestamp, this.config.mailFrom);
    const marker = sentMarkerKey(messageId);
    if (await this.redis.get(marker)) return { messageId, delivered: true };
    let sent: SentEmail;
    try {
      sent = await this.mailer.send(message, { messageId });
    } catch (error) {
      if (isPermanentMailFailure(error)) throw new UnrecoverableError((error as Error).message);
      throw error;
    }
    // The message is out: a failure to mark it must not fail the job (a retry would send it again).
    await this.redis.set(marker, '1', 'EX', SENT_MARKER_TTL_SECONDS).catch(() => undefined);
    return sent;
  }
}
