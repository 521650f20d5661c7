import { describe, expect, it } from '@jest/globals';
import { type Job, UnrecoverableError } from 'bullmq';
import { loadConfig } from '../../config/config.js';
import { JOB_HANDLER } from '../../jobs/on-job.decorator.js';
import { JobName } from '../../jobs/queues.js';
import type { EmailMessage } from './mail-rules.js';
import type { MailerService } from './mailer.service.js';
import { NotificationsProcessor } from './notifications.processor.js';

const config = loadConfig({});
const message: EmailMessage = { to: 'amina@example.com', subject: 'Hi', text: 'Hello' };
const job = (id = '7') =>
  ({
    name: JobName.SendEmail,
    id,
    timestamp: 1_700_000_000_000,
    data: message,
    opts: { attempts: 5 },
    attemptsMade: 0,
  }) as unknown as Job<EmailMessage>;

function fakeMailer(fail?: Error) {
  const calls: { message: EmailMessage; options: { messageId?: string } }[] = [];
  const mailer = {
    send: async (m: EmailMessage, options: { messageId?: string } = {}) => {
      calls.push({ message: m, options });
      if (fail) throw fail;
      return { messageId: options.messageId ?? '', delivered: true };
    },
  };
  return { calls, mailer: mailer as unknown as MailerService };
}

describe('NotificationsProcessor', () => {
  it('handles the send-email job', () => {
    expect(Reflect.getMetadata(JOB_HANDLER, NotificationsProcessor.prototype.sendEmail)).toBe(JobName.SendEmail);
  });

  it('sends a send-email job with a Message-ID derived from the job', async () => {
    const { calls, mailer } = fakeMailer();
    const processor = new NotificationsProcessor(config, mailer);
    const first = await processor.sendEmail(message, job());
    const again = await processor.sendEmail(message, job());
    expect(calls.map((c) => c.message)).toEqual([message, message]);
    expect(first.messageId).toMatch(/^<notification\.7\.[a-z0-9]+@autoexport\.example>$/);
    expect(again.messageId).toBe(first.messageId);
  });

  it('lets a transient failure be retried and stops retrying a permanent one', async () => {
    const transient = Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
    await expect(new NotificationsProcessor(config, fakeMailer(transient).mailer).sendEmail(message, job())).rejects.toBe(transient);
    const permanent = Object.assign(new Error('550 5.1.1 No such user'), { code: 'EENVELOPE', responseCode: 550 });
    await expect(new NotificationsProcessor(config, fakeMailer(permanent).mailer).sendEmail(message, job())).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
  });
});
