import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { JobsService } from '../../jobs/jobs.service.js';
import { JobName } from '../../jobs/queues.js';
import type { Locale } from '../../common/context/locale.js';
import type { EmailTemplate } from './email/email-template.js';
import { renderEmail } from './email/render-email.js';
import type { EmailMessage } from './mail-rules.js';

/**
 * How any module sends mail: the message becomes a send-email job, and a worker (inside the API when WORKER=inline,
 * or `npm run start:worker`) sends it, retrying with backoff. Nothing is ever sent inline.
 */
/** How long an email that a committed change owes keeps being offered to Redis while it is down, and how often. */
export const DEFERRED_EMAIL_RETRY = { firstDelayMs: 500, maxDelayMs: 15_000, giveUpAfterMs: 15 * 60_000 };

@Injectable()
export class NotificationsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(NotificationsService.name);
  private readonly retries = new Set<NodeJS.Timeout>();
  /** Queueing attempts under way, which a stop lets finish while the queues are still open. */
  private readonly attempts = new Set<Promise<unknown>>();
  private pendingDeferred = 0;
  private stopping = false;

  constructor(private readonly jobs: JobsService) {}

  /** Queues one email; resolves with the job id once Redis holds it. */
  async sendEmail(message: EmailMessage): Promise<string> {
    // Attempts, backoff and removal once sent (the data may hold a reset link): src/jobs/job-definitions.ts.
    return this.jobs.enqueue(JobName.SendEmail, emailJob(message));
  }

  /** Renders an email template in `language` for `to` (render-email.ts) and queues it. */
  async sendTemplate<V>(template: EmailTemplate<V>, language: Locale, vars: V, to: string): Promise<string> {
    return this.sendEmail(await renderEmail(template, language, vars, to));
  }

  /** Queues many emails in one round trip to Redis (a batch of cancellation notices). */
  async sendEmails(messages: readonly EmailMessage[]): Promise<string[]> {
    return this.jobs.enqueueMany(JobName.SendEmail, messages.map(emailJob));
  }

  /**
   * Queues the notice a committed change owes one person (a claim decided, a report's status): never fails the caller,
   * since the change stands. `message` resolves to null when there is nobody to tell; a failure is logged by the
   * caller's `logger`, with the request id, as `failure`.
   */
  async sendNotice(
    message: () => Promise<EmailMessage | null>,
    failure: { logger: Logger; requestId: string | null | undefined; text: string },
  ): Promise<void> {
    try {
      const email = await message();
      if (email) await this.sendEmail(email);
    } catch (error) {
      failure.logger.error({ err: error, requestId: failure.requestId }, failure.text);
    }
  }

  /**
   * For emails a change already committed owes (the password-changed notice): never fails the caller. While Redis is down
   * the queueing is tried again in the background, backing off, for up to 15 minutes, so a short outage delays the
   * emails instead of losing them. (Held in this process's memory: a process stopped meanwhile loses them, which the
   * log says; a durable email outbox would not.)
   */
  sendEmailsAfterCommit(messages: readonly EmailMessage[]): void {
    if (messages.length === 0) return;
    const jobs = messages.map(emailJob);
    const started = performance.now();
    this.pendingDeferred += jobs.length;
    const attempt = (delayMs: number) => {
      if (this.stopping) return;
      const tried = this.jobs.enqueueMany(JobName.SendEmail, jobs).then(
        () => {
          this.pendingDeferred -= jobs.length;
          if (delayMs > DEFERRED_EMAIL_RETRY.firstDelayMs) this.logger.log(`Queued ${jobs.length} delayed email(s) now that Redis answers`);
        },
        (error: unknown) => {
          if (performance.now() - started >= DEFERRED_EMAIL_RETRY.giveUpAfterMs) {
            this.pendingDeferred -= jobs.length;
            this.logger.error(`Gave up queueing ${jobs.length} email(s) after 15 minutes: ${(error as Error).message}`);
            return;
          }
          if (this.stopping) return;
          this.logger.warn(`Could not queue ${jobs.length} email(s), trying again in ${delayMs} ms: ${(error as Error).message}`);
          const timer = setTimeout(() => {
            this.retries.delete(timer);
            attempt(Math.min(delayMs * 2, DEFERRED_EMAIL_RETRY.maxDelayMs));
          }, delayMs);
          timer.unref();
          this.retries.add(timer);
        },
      );
      this.attempts.add(tried);
      void tried.finally(() => this.attempts.delete(tried));
    };
    attempt(DEFERRED_EMAIL_RETRY.firstDelayMs);
  }

  /** Before the queues close: attempts under way finish (5 s at most), and no retry starts after. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...this.attempts]), new Promise<void>((resolve) => (timeout = setTimeout(resolve, 5000)))]);
    clearTimeout(timeout);
    if (this.pendingDeferred > 0) this.logger.error(`Stopping with ${this.pendingDeferred} email(s) not yet queued (Redis was down)`);
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
