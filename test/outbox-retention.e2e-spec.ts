import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DISPATCHED_EVENTS_KEPT_DAYS } from '../src/events/domain-event-rules.js';
import { DomainEventRow } from '../src/events/domain-event.entity.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { JobName } from '../src/jobs/queues.js';
import { WebhookEvent } from '../src/modules/dealers/webhooks/outbox/webhook-event.entity.js';
import { WebhookDelivery } from '../src/modules/dealers/webhooks/webhook-delivery.entity.js';
import { WEBHOOK_EVENTS_KEPT_DAYS } from '../src/modules/dealers/webhooks/webhook-rules.js';
import { api } from './support/api.js';
import { createCustomer, type Customer } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';
import { WebhookReceiver } from './support/webhook-receiver.js';

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * The outboxes' nightly prunes (issue 25), run as the scheduler runs them: queued on BullMQ and taken by this process's
 * worker (WORKER=inline). What is long dispatched goes; what is recent, or still owed to someone, stays.
 */
describe('the outboxes keep weeks, not years', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = new WebhookReceiver();
    await receiver.start();
    t = await createTestApp({ WORKER: 'inline' });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.stop();
  });

  it(`deletes the domain events dispatched over ${DISPATCHED_EVENTS_KEPT_DAYS} days ago, never one still waiting for a subscriber`, async () => {
    const rows = t.dataSource.getRepository(DomainEventRow);
    const event = (stockId: string, occurredAt: Date, dispatchedAt: Date | null) => ({
      id: randomUUID(),
      name: 'car.price_changed',
      payload: { stockId, previousPriceUsd: '100.00', priceUsd: '90.00' },
      occurredAt,
      dispatchedAt,
      // One still owed is not due again for a day: the dispatcher leaves it alone while the prune runs.
      nextAttemptAt: dispatchedAt ? null : new Date(Date.now() + DAY_MS),
      attempts: dispatchedAt ? 0 : 9,
    });
    const old = event('PRUNE-OLD', daysAgo(45), daysAgo(DISPATCHED_EVENTS_KEPT_DAYS + 1));
    const recent = event('PRUNE-RECENT', daysAgo(29), daysAgo(DISPATCHED_EVENTS_KEPT_DAYS - 1));
    const owed = event('PRUNE-OWED', daysAgo(90), null);
    await rows.insert([old, recent, owed]);

    await t.app.get(JobsService).enqueue(JobName.DomainEventsPrune, {});
    await waitFor(
      'the old event pruned',
      () => rows.existsBy({ id: old.id }),
      (exists) => !exists,
    );
    expect(await rows.existsBy({ id: recent.id })).toBe(true);
    expect(await rows.findOneByOrFail({ id: owed.id })).toMatchObject({ dispatchedAt: null, attempts: 9 });
  });

  it(`deletes the webhook events of over ${WEBHOOK_EVENTS_KEPT_DAYS} days ago with their settled deliveries; the dealer's log shows the rest`, async () => {
    const owner: Customer = await createCustomer(t, { accountType: 'dealer' });
    const created = await api(t, owner).post('/api/user/webhooks', { url: `${receiver.url}/prune`, events: ['car.listed'] });
    expect(created.status).toBe(201);
    const endpointId = (created.body as { id: string }).id;
    const deliveriesOf = async () =>
      (await api(t, owner).get(`/api/user/webhooks/${endpointId}/deliveries`).expect(200)).body.items as {
        id: string;
        eventId: string;
        status: string;
      }[];
    // Three test events, each delivered (the receiver answers 200).
    const tests: { id: string; eventId: string }[] = [];
    for (let i = 0; i < 3; i += 1) tests.push((await api(t, owner).post(`/api/user/webhooks/${endpointId}/test`).expect(201)).body);
    await waitFor('three delivered', deliveriesOf, (list) => list.filter((d) => d.status === 'succeeded').length === 3);

    // The first two happened long ago; the second's delivery is still being retried.
    const [oldSettled, oldPending, recent] = tests as [
      { id: string; eventId: string },
      { id: string; eventId: string },
      { id: string; eventId: string },
    ];
    const events = t.dataSource.getRepository(WebhookEvent);
    await events.update({ id: oldSettled.eventId }, { occurredAt: daysAgo(WEBHOOK_EVENTS_KEPT_DAYS + 5) });
    await events.update({ id: oldPending.eventId }, { occurredAt: daysAgo(WEBHOOK_EVENTS_KEPT_DAYS + 5) });
    await t.dataSource
      .getRepository(WebhookDelivery)
      .update({ publicId: oldPending.id }, { status: 'pending', nextAttemptAt: new Date(Date.now() + DAY_MS) });

    await t.app.get(JobsService).enqueue(JobName.WebhookEventsPrune, {});
    const left = await waitFor('the old settled event pruned', deliveriesOf, (list) => !list.some((d) => d.id === oldSettled.id));
    expect(left.map((d) => d.id).sort()).toEqual([oldPending.id, recent.id].sort());
    expect(await events.existsBy({ id: oldSettled.eventId })).toBe(false);
    expect(await events.existsBy({ id: oldPending.eventId })).toBe(true);
    // Its deliveries went with it: a replay of the pruned delivery is not found.
    expect((await api(t, owner).post(`/api/user/webhooks/deliveries/${oldSettled.id}/replay`)).status).toBe(404);
  });
});
