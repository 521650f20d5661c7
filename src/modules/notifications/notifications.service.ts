import { Injectable } from '@nestjs/common';
import { JobsService } from '../../jobs/jobs.service.js';
import { JobName } from '../../jobs/queues.js';
import type { EmailMessage } from './mail-rules.js';

/**
 * How any module sends mail: the message becomes a send-email job, and a worker (inside the API when WORKER=inline,
 * or `npm run start:worker`) sends it, retrying with backoff. Nothing is ever sent inline.
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly jobs: JobsService) {}

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
    // Attempts, backoff and removal once sent (the data may hold a reset link): src/jobs/job-definitions.ts.
    return this.jobs.enqueue(JobName.SendEmail, data);
  }
}
