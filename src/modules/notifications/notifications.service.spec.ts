import { describe, expect, it } from '@jest/globals';
import type { JobsService } from '../../jobs/jobs.service.js';
import { JobName } from '../../jobs/queues.js';
import { NotificationsService } from './notifications.service.js';

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
