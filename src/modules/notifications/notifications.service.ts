import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { NotificationJob, QueueName } from '../../jobs/queues.js';
import type { EmailMessage } from './mail-rules.js';

/**
 * How any module sends mail: the message becomes a job on the notifications queue, and a worker (inside the API
 * when WORKER=inline, or `npm run start:worker`) sends it, retrying with backoff. Nothing is ever sent inline.
 */
@Injectable()
export class NotificationsService {
  constructor(@InjectQueue(QueueName.Notifications) private readonly queue: Queue) {}

  /** Queues one email; resolves with the job id once Redis holds it. */
  async sendEmail(message: EmailMessage): Promise<string> {
    if (!message.to?.trim() || !message.subject?.trim() || !message.text) {
      throw new Error('An email needs a recipient, a subject and a text body');
    }
    const data: EmailMessage = {
      to: message.to.trim(),
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    };
    // Attempts and backoff come from the queue's defaults (jobs.module.ts). A sent message's data (it may hold a
    // password reset link) is deleted from Redis at once instead of being kept with the completed jobs.
    const job = await this.queue.add(NotificationJob.SendEmail, data, { removeOnComplete: true });
    return String(job.id);
  }
}
