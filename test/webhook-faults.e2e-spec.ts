import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WebhookEvent } from '../src/modules/dealers/webhooks/outbox/webhook-event.entity.js';
import { WebhookDelivery } from '../src/modules/dealers/webhooks/webhook-delivery.entity.js';
import { UNDELIVERED_NOTE } from '../src/modules/dealers/webhooks/webhook-rules.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import type { SignedIn } from './support/factories.js';
import { createCustomer, type Customer, reserved } from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { sleep } from './support/wait.js';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { WebhookReceiver } from './support/webhook-receiver.js';

const TIMEOUT_MS = 300;
const DISABLE_AFTER = 3;

async function eventually<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * A webhook endpoint that hangs (issue 15, "Faults, in tests"): it takes the request and never answers. Each attempt
 * ends at WEBHOOK_TIMEOUT_MS and is retried with backoff under the same event id; one change makes one event and one
 * delivery; the endpoint is disabled after WEBHOOK_DISABLE_AFTER_FAILURES; meanwhile another dealer's deliveries and
 * the API go on as usual.
 */
describe('a webhook endpoint that never answers', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    receiver = new WebhookReceiver();
    receiver.neverAnswer('/hang');
    await receiver.start();
    t = await createTestApp({
      SMTP_URL: sink.url,
      WORKER: 'inline',
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOK_RETRY_BASE_MS: '200',
      WEBHOOK_RETRY_MAX_MS: '400',
      WEBHOOK_MAX_ATTEMPTS: '10',
      WEBHOOK_DISABLE_AFTER_FAILURES: String(DISABLE_AFTER),
    });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.stop();
    await sink?.stop();
  });

  const dealer = (): Promise<Customer> => createCustomer(t, { accountType: 'dealer' });
  const addEndpoint = async (who: SignedIn, path: string) => {
    const res = await api(t, who).post('/api/user/webhooks', { url: `${receiver.url}${path}`, events: ['order.status_changed'] });
    expect(res.status).toBe(201);
    return res.body as { id: string };
  };
  const deliveriesOf = async (who: SignedIn, endpointId: string) =>
    (await api(t, who).get(`/api/user/webhooks/${endpointId}/deliveries`).expect(200)).body.items as {
      id: string;
      eventId: string;
      status: string;
      attemptCount: number;
      lastError: string | null;
      attempts: { statusCode: number | null; succeeded: boolean; answer: string | null; durationMs: number | null }[];
    }[];

  it('times each attempt out, retries the same event, disables the endpoint after the configured failures — and holds up nobody', async () => {
    const [stuck, healthy] = await Promise.all([dealer(), dealer()]);
    const hanging = await addEndpoint(stuck, '/hang');
    const fine = await addEndpoint(healthy, '/fine');
    const started = Date.now();

    // One change each: a reservation.
    const stuckOrder = await reserved(t, stuck, (await createCar(t)).car.stockId);
    const first = await eventually('the hanging endpoint’s first request', async () => receiver.at('/hang')[0]);
    const healthyOrder = await reserved(t, healthy, (await createCar(t)).car.stockId);

    // The other dealer's event is delivered while the hanging endpoint is still being retried.
    const delivered = await eventually('the healthy endpoint’s delivery', async () =>
      (await deliveriesOf(healthy, fine.id)).find((d) => d.status === 'succeeded'),
    );
    expect(receiver.at('/fine').map((h) => h.body.data.orderId)).toEqual([healthyOrder.id]);
    expect(delivered.attemptCount).toBe(1);
    const stuckMeanwhile = (await deliveriesOf(stuck, hanging.id))[0]!;
    expect(stuckMeanwhile.status).not.toBe('succeeded');
    // The API answers while a request hangs.
    expect((await api(t, stuck).get('/api/user/webhooks')).status).toBe(200);

    // The hanging endpoint: disabled after DISABLE_AFTER timed-out attempts, its owner told once.
    const mail = await sink.nextMessage(stuck.entity.email);
    expect(mail.subject).toBe('Your webhook endpoint was disabled');
    const disabledAt = Date.now();
    const shown = (await api(t, stuck).get(`/api/user/webhooks/${hanging.id}`).expect(200)).body;
    expect(shown).toMatchObject({ status: 'disabled', disabledReason: 'failures', consecutiveFailures: DISABLE_AFTER });
    const [delivery] = await deliveriesOf(stuck, hanging.id);
    expect(delivery!.attempts.map((a) => [a.statusCode, a.succeeded, a.answer])).toEqual(
      Array.from({ length: DISABLE_AFTER }, () => [null, false, UNDELIVERED_NOTE]),
    );

    // Every attempt carried the one event's id (the receiver can deduplicate), and one change made one event row and one
    // delivery row.
    await sleep(1500);
    const hits = receiver.at('/hang');
    expect(hits).toHaveLength(DISABLE_AFTER);
    expect(new Set(hits.map((h) => h.headers['webhook-id']))).toEqual(new Set([first.body.id]));
    expect(hits.every((h) => h.body.id === first.body.id && h.body.data.orderId === stuckOrder.id)).toBe(true);
    const events = await t.dataSource
      .getRepository(WebhookEvent)
      .createQueryBuilder('e')
      .where(`e.type = 'order.status_changed' AND e.payload->>'orderId' = :orderId`, { orderId: stuckOrder.id })
      .getMany();
    expect(events.map((e) => e.id)).toEqual([first.body.id]);
    expect(await t.dataSource.getRepository(WebhookDelivery).countBy({ eventId: first.body.id })).toBe(1);
    expect(sink.messagesTo(stuck.entity.email)).toHaveLength(1);
    console.log(
      `webhook-faults figures: ${DISABLE_AFTER} attempts of ${TIMEOUT_MS} ms timeout each, endpoint disabled ` +
        `${disabledAt - started} ms after the change; the other dealer's delivery took 1 attempt`,
    );
  }, 45_000);

  it('tells the dealer the same of a closed port and of a host that never answers: which ports are open does not show (issue 24)', async () => {
    // A port nothing listens on: taken, then given back.
    const probe = createTcpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const [closedOwner, silentOwner] = await Promise.all([dealer(), dealer()]);
    const closed = (
      await api(t, closedOwner)
        .post('/api/user/webhooks', { url: `http://127.0.0.1:${closedPort}/in`, events: ['order.status_changed'] })
        .expect(201)
    ).body as { id: string };
    // Under the receiver's never-answering prefix /hang.
    const silent = await addEndpoint(silentOwner, '/hang-quietly');
    await api(t, closedOwner).post(`/api/user/webhooks/${closed.id}/test`).expect(201);
    await api(t, silentOwner).post(`/api/user/webhooks/${silent.id}/test`).expect(201);

    const firstFailure = (who: SignedIn, id: string) =>
      eventually('a failed attempt', async () => (await deliveriesOf(who, id)).find((d) => d.attempts.length > 0 && d.lastError));
    const [refused, unanswered] = await Promise.all([firstFailure(closedOwner, closed.id), firstFailure(silentOwner, silent.id)]);
    // The server saw a refused connection on one and a timeout on the other; the dealer sees one text and no duration.
    expect(refused.lastError).toBe(UNDELIVERED_NOTE);
    expect(unanswered.lastError).toBe(UNDELIVERED_NOTE);
    for (const attempt of [refused.attempts[0]!, unanswered.attempts[0]!]) {
      expect(attempt).toMatchObject({ statusCode: null, succeeded: false, answer: UNDELIVERED_NOTE, durationMs: null });
    }
  }, 30_000);
});
