import { describe, expect, it } from '@jest/globals';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
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

function fakeRedis() {
  const keys = new Map<string, string>();
  return {
    keys,
    get: async (key: string) => keys.get(key) ?? null,
    set: async (key: string, value: string) => {
      keys.set(key, value);
      return 'OK' as const;
    },
  } as unknown as Redis & { keys: Map<string, string> };
}

describe('NotificationsProcessor', () => {
  it('handles the send-email job', () => {
    expect(Reflect.getMetadata(JOB_HANDLER, NotificationsProcessor.prototype.sendEmail)).toBe(JobName.SendEmail);
  });

  it('sends a send-email job with a Message-ID derived from the job, and not again once it was accepted', async () => {
    const { calls, mailer } = fakeMailer();
    const redis = fakeRedis();
    const processor = new NotificationsProcessor(config, mailer, redis);
    const first = await processor.sendEmail(message, job());
    const again = await processor.sendEmail(message, job());
    expect(calls.map((c) => c.message)).toEqual([message]);
    expect(first.messageId).toMatch(/^<notification\.7\.[a-z0-9]+@autoexport\.example>$/);
    expect(again.messageId).toBe(first.messageId);
    expect([...redis.keys.keys()]).toEqual([`mail-sent:${first.messageId.slice(1, -1)}`]);
    await processor.sendEmail(message, job('8'));
    expect(calls).toHaveLength(2);
  });

  it('marks nothing when the send failed, so the retry sends it', async () => {
    const redis = fakeRedis();
    const transient = Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' });
    await expect(new NotificationsProcessor(config, fakeMailer(transient).mailer, redis).sendEmail(message, job())).rejects.toBe(transient);
    expect(redis.keys.size).toBe(0);
  });

  it('lets a transient failure be retried and stops retrying a permanent one', async () => {
    const transient = Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
    await expect(new NotificationsProcessor(config, fakeMailer(transient).mailer, fakeRedis()).sendEmail(message, job())).rejects.toBe(
      transient,
    );
    const permanent = Object.assign(new Error('550 5.1.1 No such user'), { code: 'EENVELOPE', responseCode: 550 });
    await expect(
      new NotificationsProcessor(config, fakeMailer(permanent).mailer, fakeRedis()).sendEmail(message, job()),
    ).rejects.toBeInstanceOf(UnrecoverableError);
  });
});
