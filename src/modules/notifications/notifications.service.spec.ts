import { describe, expect, it } from '@jest/globals';
import type { Queue } from 'bullmq';
import { NotificationJob } from '../../jobs/queues.js';
import { NotificationsService } from './notifications.service.js';

function fakeQueue() {
  const added: { name: string; data: unknown; opts: unknown }[] = [];
  const queue = {
    add: async (name: string, data: unknown, opts: unknown) => {
      added.push({ name, data, opts });
      return { id: String(added.length) };
    },
  };
  return { added, queue: queue as unknown as Queue };
}

describe('NotificationsService.sendEmail', () => {
  it('queues a send-email job instead of sending, and keeps no sent message in Redis', async () => {
    const { added, queue } = fakeQueue();
    const id = await new NotificationsService(queue).sendEmail({
      to: ' amina@example.com ',
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(id).toBe('1');
    expect(added).toEqual([
      {
        name: NotificationJob.SendEmail,
        data: { to: 'amina@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' },
        opts: { removeOnComplete: true },
      },
    ]);
  });

  it('refuses a message without recipient, subject or text', async () => {
    const { added, queue } = fakeQueue();
    const service = new NotificationsService(queue);
    await expect(service.sendEmail({ to: '', subject: 'Hi', text: 'Hello' })).rejects.toThrow(/recipient/);
    await expect(service.sendEmail({ to: 'a@example.com', subject: ' ', text: 'Hello' })).rejects.toThrow();
    await expect(service.sendEmail({ to: 'a@example.com', subject: 'Hi', text: '' })).rejects.toThrow();
    expect(added).toHaveLength(0);
  });
});
