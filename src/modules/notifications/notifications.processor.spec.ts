import { describe, expect, it } from '@jest/globals';
import { type Job, UnrecoverableError } from 'bullmq';
import { type AppConfig, loadConfig } from '../../config/config.js';
import { NotificationJob } from '../../jobs/queues.js';
import type { EmailMessage } from './mail-rules.js';
import type { MailerService } from './mailer.service.js';
import { notificationsProcessorProvider } from './notifications.module.js';
import { NotificationsProcessor } from './notifications.processor.js';

const config = loadConfig({});
const message: EmailMessage = { to: 'amina@example.com', subject: 'Hi', text: 'Hello' };
const job = (name: string, id = '7') =>
  ({ name, id, timestamp: 1_700_000_000_000, data: message, opts: { attempts: 5 }, attemptsMade: 0 }) as unknown as Job;

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
  it('sends a send-email job with a Message-ID derived from the job', async () => {
    const { calls, mailer } = fakeMailer();
    const processor = new NotificationsProcessor(config, mailer);
    const first = await processor.process(job(NotificationJob.SendEmail));
    const again = await processor.process(job(NotificationJob.SendEmail));
    expect(calls.map((c) => c.message)).toEqual([message, message]);
    expect(first.messageId).toMatch(/^<notification\.7\.[a-z0-9]+@autoexport\.example>$/);
    expect(again.messageId).toBe(first.messageId);
  });

  it('lets a transient failure be retried and stops retrying a permanent one', async () => {
    const transient = Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
    await expect(new NotificationsProcessor(config, fakeMailer(transient).mailer).process(job(NotificationJob.SendEmail))).rejects.toBe(
      transient,
    );
    const permanent = Object.assign(new Error('550 5.1.1 No such user'), { code: 'EENVELOPE', responseCode: 550 });
    await expect(
      new NotificationsProcessor(config, fakeMailer(permanent).mailer).process(job(NotificationJob.SendEmail)),
    ).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('does not retry a job it does not know', async () => {
    const { calls, mailer } = fakeMailer();
    await expect(new NotificationsProcessor(config, mailer).process(job('something-else'))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(calls).toHaveLength(0);
  });

  it('exists only where the worker runs', () => {
    const factory = (notificationsProcessorProvider as { useFactory: (c: AppConfig, m: MailerService) => unknown }).useFactory;
    const { mailer } = fakeMailer();
    expect(factory({ ...config, worker: 'inline' }, mailer)).toBeInstanceOf(NotificationsProcessor);
    expect(factory({ ...config, worker: 'off' }, mailer)).toBeNull();
  });
});
