import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { systemContext } from '../src/common/context/request-context.js';
import { DomainEventRow } from '../src/events/domain-event.entity.js';
import { WebhookEvent } from '../src/modules/dealers/webhooks/outbox/webhook-event.entity.js';
import { WebhookDelivery } from '../src/modules/dealers/webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../src/modules/dealers/webhooks/webhook-endpoint.entity.js';
import { verifyWebhookSignature } from '../packages/sdk/src/webhooks.js';
import { OrderChanges } from '../src/modules/orders/order-changes.service.js';
import { auditEntries, fullCarBody } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar, createMake } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, createShipment, type Customer, orderRow, pay, reserved } from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { sleep } from './support/wait.js';
import { type ReceivedHook, WebhookReceiver } from './support/webhook-receiver.js';

/** Polls until `check` answers something truthy (or throws its last error after `timeoutMs`). */
async function eventually<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(100);
  }
}

describe('dealer webhooks: endpoints, signed deliveries, retries and the outbox', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  let staff: SignedIn;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    receiver = new WebhookReceiver();
    await receiver.start();
    t = await createTestApp({
      SMTP_URL: sink.url,
      WORKER: 'inline',
      WEBHOOK_RETRY_BASE_MS: '150',
      WEBHOOK_RETRY_MAX_MS: '300',
      WEBHOOK_MAX_ATTEMPTS: '6',
      WEBHOOK_DISABLE_AFTER_FAILURES: '4',
      WEBHOOK_TIMEOUT_MS: '3000',
    });
    staff = await signedInUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.stop();
    await sink?.stop();
  });

  const dealer = (): Promise<Customer> => createCustomer(t, { accountType: 'dealer' });
  const addEndpoint = async (who: SignedIn, path: string, events: string[]) => {
    const res = await api(t, who).post('/api/user/webhooks', { url: `${receiver.url}${path}`, events, description: path });
    expect(res.status).toBe(201);
    return res.body as { id: string; secret: string; status: string };
  };
  const deliveriesOf = async (who: SignedIn, endpointId: string) =>
    (await api(t, who).get(`/api/user/webhooks/${endpointId}/deliveries`).expect(200)).body.items as {
      id: string;
      eventId: string;
      eventType: string;
      status: string;
      attemptCount: number;
      replayOf: string | null;
      attempts: { statusCode: number | null; succeeded: boolean; answer: string | null }[];
    }[];
  const settled = (who: SignedIn, endpointId: string, deliveryId: string, status = 'succeeded') =>
    eventually(async () => (await deliveriesOf(who, endpointId)).find((d) => d.id === deliveryId && d.status === status));
  const endpointRow = (publicId: string) => t.dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ publicId });

  describe('who may manage endpoints', () => {
    it('is for dealers only: another account type is refused with its own message, an anonymous caller with 401', async () => {
      const individual = await signedInUser(t, { accountType: 'individual' });
      for (const res of [
        await api(t, individual).get('/api/user/webhooks'),
        await api(t, individual).post('/api/user/webhooks', { url: `${receiver.url}/x`, events: ['car.listed'] }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ code: 'WEBHOOKS_DEALERS_ONLY', message: 'Webhooks are for dealer accounts only.' });
      }
      await api(t).get('/api/user/webhooks').expect(401);
    });

    it("answers 404 for another dealer's endpoint and delivery, on every route", async () => {
      const owner = await dealer();
      const other = await dealer();
      const endpoint = await addEndpoint(owner, '/owned', ['car.listed']);
      const test = await api(t, owner).post(`/api/user/webhooks/${endpoint.id}/test`).expect(201);
      const calls = [
        api(t, other).get(`/api/user/webhooks/${endpoint.id}`),
        api(t, other).patch(`/api/user/webhooks/${endpoint.id}`, { enabled: false }),
        api(t, other).delete(`/api/user/webhooks/${endpoint.id}`),
        api(t, other).post(`/api/user/webhooks/${endpoint.id}/rotate-secret`),
        api(t, other).post(`/api/user/webhooks/${endpoint.id}/test`),
        api(t, other).get(`/api/user/webhooks/${endpoint.id}/deliveries`),
      ];
      for (const res of await Promise.all(calls)) expect(res.body).toMatchObject({ statusCode: 404, code: 'WEBHOOK_NOT_FOUND' });
      const replay = await api(t, other).post(`/api/user/webhooks/deliveries/${test.body.id}/replay`);
      expect(replay.body).toMatchObject({ statusCode: 404, code: 'WEBHOOK_DELIVERY_NOT_FOUND' });
      expect((await endpointRow(endpoint.id)).status).toBe('active');
      expect((await api(t, other).get('/api/user/webhooks').expect(200)).body).toEqual({ items: [], total: 0 });
    });

    it('shows the secret once, stores it for signing, audits without it, and refuses bad input and an 11th endpoint', async () => {
      const owner = await dealer();
      const endpoint = await addEndpoint(owner, '/audited', ['car.listed', 'car.listed', 'order.status_changed']);
      expect(endpoint.secret).toMatch(/^whsec_/);
      const listed = (await api(t, owner).get('/api/user/webhooks').expect(200)).body;
      expect(listed.items).toEqual([
        expect.objectContaining({ id: endpoint.id, events: ['car.listed', 'order.status_changed'], status: 'active' }),
      ]);
      expect(JSON.stringify(listed)).not.toContain(endpoint.secret);
      expect((await endpointRow(endpoint.id)).secret).toBe(endpoint.secret);
      const audit = await auditEntries(t, 'webhook_endpoint', endpoint.id);
      expect(audit.map((a) => a.action)).toEqual(['webhook.create']);
      expect(JSON.stringify(audit)).not.toContain(endpoint.secret);

      const bad = await api(t, owner).post('/api/user/webhooks', { url: 'ftp://example.com/x', events: ['car.exploded'] });
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((d: { field: string; code: string }) => [d.field, d.code])).toEqual(
        expect.arrayContaining([
          ['url', 'WEBHOOK_URL_INVALID'],
          ['events', 'WEBHOOK_EVENTS_INVALID'],
        ]),
      );
      const noHost = await api(t, owner).post('/api/user/webhooks', { url: 'http://exa_mple.com/x', events: ['car.listed'] });
      expect(noHost.body).toMatchObject({ statusCode: 400, code: 'WEBHOOK_URL_INVALID' });
      await api(t, owner).patch(`/api/user/webhooks/${endpoint.id}`, {}).expect(400);

      for (let i = 1; i < 10; i++) await addEndpoint(owner, `/many-${i}`, ['car.listed']);
      const eleventh = await api(t, owner).post('/api/user/webhooks', { url: `${receiver.url}/eleventh`, events: ['car.listed'] });
      expect(eleventh.body).toMatchObject({ statusCode: 409, code: 'WEBHOOK_LIMIT_REACHED' });
      await api(t, owner).delete(`/api/user/webhooks/${endpoint.id}`).expect(204);
      await api(t, owner).get(`/api/user/webhooks/${endpoint.id}`).expect(404);
    });
    it('answers malformed input with 400 or 404, never a 5xx', async () => {
      const owner = await dealer();
      const endpoint = await addEndpoint(owner, '/hostile', ['car.listed']);
      const calls = [
        api(t, owner).post('/api/user/webhooks', { url: 42, events: 'car.listed' }),
        api(t, owner).post('/api/user/webhooks', { url: `${receiver.url}/x`, events: [null, { a: 1 }] }),
        api(t, owner).post('/api/user/webhooks', { url: `${receiver.url}/x`, events: [], role: 'admin' }),
        api(t, owner).post('/api/user/webhooks', { url: `http://[::1`, events: ['car.listed'] }),
        api(t, owner).patch(`/api/user/webhooks/${endpoint.id}`, { enabled: 'yes', description: 'x'.repeat(201) }),
        api(t, owner).get(`/api/user/webhooks/${endpoint.id}/deliveries?page=abc&limit=-1`),
        api(t, owner).get('/api/user/webhooks/not-a-uuid'),
        api(t, owner).post('/api/user/webhooks/deliveries/not-a-uuid/replay'),
        api(t, owner).delete('/api/user/webhooks/00000000-0000-0000-0000-000000000000'),
      ];
      const statuses = (await Promise.all(calls)).map((res) => res.status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 404, 404, 404]);
    });
  });

  describe('signed deliveries', () => {
    it('signs a test event so that the pure verifier accepts the raw body, and replays it under the same event id', async () => {
      const owner = await dealer();
      const endpoint = await addEndpoint(owner, '/signed', ['car.listed']);
      const test = (await api(t, owner).post(`/api/user/webhooks/${endpoint.id}/test`).expect(201)).body;
      expect(test).toMatchObject({ eventType: 'ping', status: 'pending', attemptCount: 0 });
      await settled(owner, endpoint.id, test.id);

      const [got] = receiver.at('/signed');
      expect(got!.headers['webhook-id']).toBe(test.eventId);
      expect(got!.body).toMatchObject({ id: test.eventId, type: 'ping', data: { endpointId: endpoint.id } });
      const signature = got!.headers['webhook-signature'] as string;
      expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(endpoint.secret, got!.headers, got!.raw)).toBe(true);
      expect(verifyWebhookSignature(endpoint.secret, got!.headers, got!.raw.replace('ping', 'pong'))).toBe(false);
      expect(verifyWebhookSignature('whsec_wrong', got!.headers, got!.raw)).toBe(false);

      const replay = (await api(t, owner).post(`/api/user/webhooks/deliveries/${test.id}/replay`).expect(201)).body;
      expect(replay).toMatchObject({ eventId: test.eventId, replayOf: test.id });
      expect(replay.id).not.toBe(test.id);
      await settled(owner, endpoint.id, replay.id);
      expect(receiver.at('/signed').map((r) => r.headers['webhook-id'])).toEqual([test.eventId, test.eventId]);
      expect((await auditEntries(t, 'webhook_endpoint', endpoint.id)).map((a) => a.action)).toEqual([
        'webhook.create',
        'webhook.test',
        'webhook.replay',
      ]);
    });

    it('signs with both secrets while a rotated-out one is still valid', async () => {
      const owner = await dealer();
      const endpoint = await addEndpoint(owner, '/rotated', ['car.listed']);
      const rotated = (await api(t, owner).post(`/api/user/webhooks/${endpoint.id}/rotate-secret`).expect(200)).body;
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(rotated.secret).not.toBe(endpoint.secret);
      expect(rotated.previousSecretExpiresAt).not.toBeNull();
      const test = (await api(t, owner).post(`/api/user/webhooks/${endpoint.id}/test`).expect(201)).body;
      await settled(owner, endpoint.id, test.id);
      const [got] = receiver.at('/rotated');
      const signature = got!.headers['webhook-signature'] as string;
      expect(signature.split(' ')).toHaveLength(2);
      expect(verifyWebhookSignature(rotated.secret, got!.headers, got!.raw)).toBe(true);
      expect(verifyWebhookSignature(endpoint.secret, got!.headers, got!.raw)).toBe(true);
      expect(verifyWebhookSignature('whsec_neither', got!.headers, got!.raw)).toBe(false);
    });

    it('retries an endpoint that fails twice, then succeeds: the same event id three times, three attempts recorded', async () => {
      const owner = await dealer();
      receiver.script('/flaky', [500, 500]);
      const endpoint = await addEndpoint(owner, '/flaky', ['car.listed']);
      const test = (await api(t, owner).post(`/api/user/webhooks/${endpoint.id}/test`).expect(201)).body;
      const delivery = await settled(owner, endpoint.id, test.id);
      expect(receiver.at('/flaky').map((r) => r.headers['webhook-id'])).toEqual([test.eventId, test.eventId, test.eventId]);
      expect(delivery.attemptCount).toBe(3);
      expect(delivery.attempts.map((a) => [a.statusCode, a.succeeded])).toEqual([
        [500, false],
        [500, false],
        [200, true],
      ]);
      expect(delivery.attempts[0]!.answer).toBe('upstream unavailable');
      expect((await endpointRow(endpoint.id)).consecutiveFailures).toBe(0);
    });

    it('disables an endpoint that keeps failing, emails its owner once, and takes it back when enabled again', async () => {
      const owner = await dealer();
      receiver.alwaysFail('/down');
      const endpoint = await addEndpoint(owner, '/down', ['car.listed']);
      const test = (await api(t, owner).post(`/api/user/webhooks/${endpoint.id}/test`).expect(201)).body;
      const mail = await sink.nextMessage(owner.entity.email);
      expect(mail.subject).toBe('Your webhook endpoint was disabled');
      expect(mail.text).toContain(`${receiver.url}/down`);
      const shown = (await api(t, owner).get(`/api/user/webhooks/${endpoint.id}`).expect(200)).body;
      expect(shown).toMatchObject({ status: 'disabled', disabledReason: 'failures', consecutiveFailures: 4 });
      await eventually(async () => (await deliveriesOf(owner, endpoint.id)).find((d) => d.id === test.id && d.status === 'failed'));
      expect(receiver.at('/down')).toHaveLength(4);

      const refused = await api(t, owner).post(`/api/user/webhooks/${endpoint.id}/test`);
      expect(refused.body).toMatchObject({ statusCode: 409, code: 'WEBHOOK_ENDPOINT_DISABLED' });
      const enabled = (await api(t, owner).patch(`/api/user/webhooks/${endpoint.id}`, { enabled: true }).expect(200)).body;
      expect(enabled).toMatchObject({ status: 'active', consecutiveFailures: 0, disabledReason: null });
      await sleep(500);
      expect(sink.messages.filter((m) => m.envelope.to.includes(owner.entity.email))).toHaveLength(1);
    });
  });

  describe('the outbox', () => {
    it("delivers a committed change once to each subscribed endpoint, and not to unsubscribed types nor another customer's", async () => {
      const buyer = await dealer();
      const otherDealer = await dealer();
      const carsOnly = await dealer();
      const mine = await addEndpoint(buyer, '/mine', ['order.status_changed', 'car.reserved']);
      const notMine = await addEndpoint(otherDealer, '/not-mine', ['order.status_changed']);
      const otherTypes = await addEndpoint(carsOnly, '/other-types', ['car.listed', 'payment.recorded']);
      const { car } = await createCar(t, { fobPriceUsd: '6500.00' });

      const order = await reserved(t, buyer, car.stockId);
      const got = await eventually(() => {
        const hits = receiver.at('/mine');
        return hits.length >= 2 && hits;
      });
      expect(got.map((r) => r.body.type).sort()).toEqual(['car.reserved', 'order.status_changed']);
      const orderEvent = got.find((r) => r.body.type === 'order.status_changed')!;
      expect(orderEvent.body.data).toMatchObject({ orderId: order.id, stockId: car.stockId, previousStatus: null, status: 'reserved' });
      expect(got.find((r) => r.body.type === 'car.reserved')!.body.data).toEqual({
        stockId: car.stockId,
        status: 'reserved',
        previousStatus: 'available',
      });

      const events = await t.dataSource.getRepository(WebhookEvent).find({ where: [{ id: orderEvent.body.id }] });
      expect(events).toHaveLength(1);
      const deliveries = await t.dataSource.getRepository(WebhookDelivery).findBy({ eventId: orderEvent.body.id });
      expect(deliveries).toHaveLength(1);
      expect(String(deliveries[0]!.endpointId)).toBe(String((await endpointRow(mine.id)).id));
      expect(await deliveriesOf(otherDealer, notMine.id)).toEqual([]);
      expect(await deliveriesOf(carsOnly, otherTypes.id)).toEqual([]);
      expect(receiver.at('/not-mine')).toEqual([]);
      expect(receiver.at('/other-types')).toEqual([]);

      // Dispatching again (the schedule's next run) adds no second delivery.
      await sleep(5_500);
      expect(await t.dataSource.getRepository(WebhookDelivery).countBy({ eventId: orderEvent.body.id })).toBe(1);
      expect(receiver.at('/mine').filter((r) => r.body.id === orderEvent.body.id)).toHaveLength(1);
      void staff;
    });

    it('tells of cars listed and repriced, payments, order moves, shipments and tracking, each from its own service', async () => {
      const staff = await signedInUser(t, { role: 'admin' });
      const buyer = await dealer();
      await addEndpoint(buyer, '/everything', [
        'car.listed',
        'car.price_changed',
        'car.reserved',
        'car.sold',
        'order.status_changed',
        'payment.recorded',
        'shipment.assigned',
        'shipment.tracking_updated',
      ]);
      const make = await createMake(t);
      const created = (
        await api(t, staff)
          .post('/api/admin/cars', fullCarBody(make.slug, { fobPriceUsd: '9000.00' }))
          .expect(201)
      ).body;
      await api(t, staff).patch(`/api/admin/cars/${created.stockId}`, { fobPriceUsd: '8500.00' }).expect(200);
      const order = await reserved(t, buyer, created.stockId, { tradeTerms: 'FOB' });
      await pay(t, staff, buyer, order.id, order.price.total.amount);
      const shipment = await createShipment(t, staff);
      await api(t, staff)
        .post(`/api/admin/shipments/${shipment.id}/orders`, { orderIds: [order.id] })
        .expect(201);
      await api(t, staff)
        .post(`/api/admin/orders/${order.id}/tracking-events`, {
          date: '2026-03-10',
          description: 'Loaded',
          location: 'Yokohama',
          status: 'loaded',
        })
        .expect(201);

      const about = (r: ReceivedHook) => r.body.data.stockId === created.stockId;
      const got = await eventually(() => {
        const hits = receiver.at('/everything').filter(about);
        return hits.length >= 10 && hits;
      });
      const byType = (type: string) => got.filter((r) => r.body.type === type).map((r) => r.body.data);
      expect(byType('car.listed')).toEqual([
        expect.objectContaining({
          stockId: created.stockId,
          make: make.slug,
          model: 'Prius',
          price: { amount: '9000.00', currency: 'USD' },
        }),
      ]);
      expect(byType('car.price_changed')).toEqual([
        expect.objectContaining({ price: { amount: '8500.00', currency: 'USD' }, previousPrice: { amount: '9000.00', currency: 'USD' } }),
      ]);
      expect(byType('car.reserved')).toHaveLength(1);
      expect(byType('car.sold')).toHaveLength(1);
      expect(byType('order.status_changed').map((d) => [d.previousStatus, d.status])).toEqual(
        expect.arrayContaining([
          [null, 'reserved'],
          ['reserved', 'deposit_paid'],
          ['deposit_paid', 'paid'],
        ]),
      );
      expect(byType('payment.recorded')).toEqual([
        expect.objectContaining({ orderId: order.id, amount: { amount: order.price.total.amount, currency: 'USD' } }),
      ]);
      expect(byType('shipment.assigned')).toEqual([
        expect.objectContaining({ orderId: order.id, shipment: expect.objectContaining({ id: shipment.id, vessel: 'Morning Celine' }) }),
      ]);
      expect(byType('shipment.tracking_updated')).toEqual([
        expect.objectContaining({ orderId: order.id, tracking: expect.objectContaining({ location: 'Yokohama', status: 'loaded' }) }),
      ]);
      expect(got).toHaveLength(10);
      // Each event once, however many dispatcher runs saw it.
      expect(new Set(got.map((r) => r.body.id)).size).toBe(got.length);
    });

    it('writes no event, and delivers nothing, for an order change whose transaction rolls back', async () => {
      const buyer = await dealer();
      await addEndpoint(buyer, '/rolled-back', ['order.status_changed', 'car.reserved', 'car.sold']);
      const { car } = await createCar(t);
      const order = await reserved(t, buyer, car.stockId);
      await eventually(() => receiver.at('/rolled-back').length >= 2);
      const before = await t.dataSource.getRepository(WebhookEvent).count();
      const recordedBefore = await t.dataSource.getRepository(DomainEventRow).count();

      const changes = t.app.get(OrderChanges);
      let insideTransaction = 0;
      await expect(
        changes.run(systemContext(), async (tx, change) => {
          const locked = await changes.lock(tx.manager, order.id);
          await changes.move(tx, change, locked, 'cancelled', 'staff', 'a change that fails after its events are written');
          // The change's domain events are its outbox: written in its transaction (the webhook events follow the commit).
          insideTransaction = await tx.manager.getRepository(DomainEventRow).count();
          throw new Error('the change fails after the outbox insert');
        }),
      ).rejects.toThrow('the change fails after the outbox insert');
      expect(insideTransaction).toBeGreaterThan(recordedBefore);
      expect(await t.dataSource.getRepository(DomainEventRow).count()).toBe(recordedBefore);

      expect(await t.dataSource.getRepository(WebhookEvent).count()).toBe(before);
      expect((await orderRow(t, order.id)).status).toBe('reserved');
      await sleep(6_000);
      const cancelled = receiver.at('/rolled-back').filter((r) => r.body.data.status === 'cancelled');
      expect(cancelled).toEqual([]);
      expect(receiver.at('/rolled-back')).toHaveLength(2);
    });
  });
});
