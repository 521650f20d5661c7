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
    // Attempts, backoff and removal once sent (the data may hold a reset link): src/jobs/job-definitions.ts.
    return this.jobs.enqueue(JobName.SendEmail, emailJob(message));
  }

  /** Queues many emails in one round trip to Redis (a batch of cancellation notices). */
  async sendEmails(messages: readonly EmailMessage[]): Promise<string[]> {
    return this.jobs.enqueueMany(JobName.SendEmail, messages.map(emailJob));
  }
}

/** The job's data: a message with a recipient, a subject and a text body, trimmed; refused otherwise. */
function emailJob(message: EmailMessage): EmailMessage {
  if (!message.to?.trim() || !message.subject?.trim() || !message.text) {
    throw new Error('An email needs a recipient, a subject and a text body');
  }
  return {
    to: message.to.trim(),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
  };
}
