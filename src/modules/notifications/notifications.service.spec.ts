import { afterEach, describe, expect, it } from '@jest/globals';
import type { JobsService } from '../../jobs/jobs.service.js';
import { JobName } from '../../jobs/queues.js';
import { DEFERRED_EMAIL_RETRY, NotificationsService } from './notifications.service.js';

function fakeJobs() {
  const added: { name: string; data: unknown }[] = [];
  const jobs = {
    enqueue: async (name: string, data: unknown) => {
      added.push({ name, data });
      return String(added.length);
    },
  };
  return { added, jobs: jobs as unknown as JobsService };
}

describe('NotificationsService.sendEmail', () => {
  it('queues a send-email job instead of sending', async () => {
    const { added, jobs } = fakeJobs();
    const id = await new NotificationsService(jobs).sendEmail({
      to: ' amina@example.com ',
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(id).toBe('1');
    expect(added).toEqual([
      { name: JobName.SendEmail, data: { to: 'amina@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' } },
    ]);
  });

  it('refuses a message without recipient, subject or text', async () => {
    const { added, jobs } = fakeJobs();
    const service = new NotificationsService(jobs);
    await expect(service.sendEmail({ to: '', subject: 'Hi', text: 'Hello' })).rejects.toThrow(/recipient/);
    await expect(service.sendEmail({ to: 'a@example.com', subject: ' ', text: 'Hello' })).rejects.toThrow();
    await expect(service.sendEmail({ to: 'a@example.com', subject: 'Hi', text: '' })).rejects.toThrow();
    expect(added).toHaveLength(0);
  });
});

describe('NotificationsService.sendEmailsAfterCommit', () => {
  const saved = { ...DEFERRED_EMAIL_RETRY };
  afterEach(() => {
    Object.assign(DEFERRED_EMAIL_RETRY, saved);
  });

  it('queues the emails again, backing off, until Redis takes them, and never throws to the caller', async () => {
    Object.assign(DEFERRED_EMAIL_RETRY, { firstDelayMs: 5, maxDelayMs: 20 });
    const attempts: unknown[] = [];
    let queued: unknown;
    const jobs = {
      enqueueMany: async (name: string, data: unknown) => {
        attempts.push(name);
        if (attempts.length < 3) throw new Error('Connection is closed.');
        queued = { name, data };
        return ['1'];
      },
    } as unknown as JobsService;
    const service = new NotificationsService(jobs);
    expect(() => service.sendEmailsAfterCommit([{ to: ' a@example.com ', subject: 'Cancelled', text: 'Sorry' }])).not.toThrow();
    for (let i = 0; i < 100 && !queued; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(attempts).toHaveLength(3);
    expect(queued).toEqual({ name: JobName.SendEmail, data: [{ to: 'a@example.com', subject: 'Cancelled', text: 'Sorry' }] });
  });

  it('gives up after its time is out, and queues nothing for an empty list', async () => {
    Object.assign(DEFERRED_EMAIL_RETRY, { firstDelayMs: 5, maxDelayMs: 5, giveUpAfterMs: 30 });
    let attempts = 0;
    const jobs = {
      enqueueMany: async () => {
        attempts++;
        throw new Error('Connection is closed.');
      },
    } as unknown as JobsService;
    const service = new NotificationsService(jobs);
    service.sendEmailsAfterCommit([]);
    expect(attempts).toBe(0);
    service.sendEmailsAfterCommit([{ to: 'a@example.com', subject: 'Hi', text: 'Hello' }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = attempts;
    expect(after).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(after);
  });
});
