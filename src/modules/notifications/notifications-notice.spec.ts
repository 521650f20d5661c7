import { describe, expect, it } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import type { JobsService } from '../../jobs/jobs.service.js';
import { JobName } from '../../jobs/queues.js';
import { NotificationsService } from './notifications.service.js';

function setUp(enqueue: (name: string, data: unknown) => Promise<string>) {
  const logged: unknown[][] = [];
  const logger = { error: (...args: unknown[]) => logged.push(args) } as unknown as Logger;
  const service = new NotificationsService({ enqueue } as unknown as JobsService);
  return { logged, service, failure: { logger, requestId: 'req-1', text: 'Could not queue a notice' } };
}

describe('NotificationsService.sendNotice', () => {
  it('queues the message', async () => {
    const added: unknown[] = [];
    const { logged, service, failure } = setUp(async (name, data) => String(added.push({ name, data })));
    await service.sendNotice(async () => ({ to: 'amina@example.com', subject: 'Hi', text: 'Hello' }), failure);
    expect(added).toEqual([{ name: JobName.SendEmail, data: { to: 'amina@example.com', subject: 'Hi', text: 'Hello' } }]);
    expect(logged).toEqual([]);
  });

  it('queues nothing when there is nobody to tell', async () => {
    const added: unknown[] = [];
    const { logged, service, failure } = setUp(async (name) => String(added.push(name)));
    await service.sendNotice(async () => null, failure);
    expect(added).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('logs a failure with the request id instead of throwing', async () => {
    const down = new Error('Redis is down');
    const { logged, service, failure } = setUp(async () => Promise.reject(down));
    await expect(service.sendNotice(async () => ({ to: 'a@example.com', subject: 'Hi', text: 'Hello' }), failure)).resolves.toBeUndefined();
    expect(logged).toEqual([[{ err: down, requestId: 'req-1' }, 'Could not queue a notice']]);
  });
});
