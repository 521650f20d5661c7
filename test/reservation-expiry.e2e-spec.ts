import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ManualClock } from '../src/common/time/clock.js';
import { reservationExpireJobId } from '../src/jobs/job-definitions.js';
import { REQUEST_ID_FIELD } from '../src/jobs/job-request-id.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { JobName, QueueName } from '../src/jobs/queues.js';
import { Car } from '../src/modules/cars/car.entity.js';
import { ReservationExpiryService } from '../src/modules/orders/reservation-expiry.service.js';
import { EXPIRE_JOB_SLACK_MS } from '../src/modules/orders/reservation-rules.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import {
  allocate,
  createCustomer,
  type Customer,
  orderAudit,
  type OrderBody,
  orderRow,
  pay,
  pdfBytes,
  recordPayment,
  reserved,
  tokyo,
  transitionRows,
} from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { sleep, waitFor } from './support/wait.js';

/** Monday 2 March 2026, 10:30 in Tokyo: the hold runs to Thursday 5 March, 10:30. */
const MONDAY = tokyo('2026-03-02 10:30');
const DEADLINE = tokyo('2026-03-05 10:30');
const THREE_DAYS = 3 * 86_400_000;

/**
 * The auto-cancel (issue 9 §3, DESIGN.md §6) on a controllable clock: the real app, PostgreSQL, Redis and BullMQ
 * workers, with the time standing still wherever the test puts it.
 */
describe('the reservation hold and its auto-cancel', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new ManualClock(MONDAY);
  const privateDir = mkdtempSync(path.join(tmpdir(), 'autoexport-private-'));
  let admin: SignedIn;
  let customer: Customer;
  let expiry: ReservationExpiryService;
  let queue: Queue;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp(
      { SMTP_URL: `${sink.url}?ignoreTLS=true`, PRIVATE_UPLOAD_DIR: privateDir, MAX_OPEN_RESERVATIONS: '50' },
      { clock },
    );
    // A remembered sign-in: the clock moves a week and more past MONDAY, past a plain sign-in's 7 days.
    admin = await signedInUser(t, { role: 'admin' }, { rememberMe: true });
    customer = await createCustomer(t, { firstName: 'Amina' });
    expiry = t.app.get(ReservationExpiryService);
    queue = t.app.get<Queue>(getQueueToken(QueueName.Reservations));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
    rmSync(privateDir, { recursive: true, force: true });
  });
  beforeEach(() => clock.set(MONDAY));

  const status = async (order: OrderBody) => (await orderRow(t, order.id)).status;
  const carStatus = async (order: OrderBody) =>
    (await t.dataSource.getRepository(Car).findOneByOrFail({ stockId: order.car.stockId })).status;
  const reserveOne = async (who: Customer = customer) =>
    reserved(t, who, (await createCar(t, { model: 'Corolla' })).car.stockId, { tradeTerms: 'FOB' });
  const expireJob = (order: OrderBody) => queue.getJob(reservationExpireJobId(order.id));
  const upload = (who: Customer, order: OrderBody) =>
    api(t, who)
      .post(`/api/orders/${order.id}/remittance-copies`)
      .attach('file', pdfBytes(), { filename: 'remittance.pdf', contentType: 'application/pdf' });
  /** Runs the sweep the way the scheduler does: its next job, moved to now. */
  const sweepNow = async () => {
    const next = await waitFor(
      'the sweep’s next job',
      async () => (await queue.getDelayed()).find((job) => job.repeatJobKey === 'reservation-sweep'),
      (job) => job !== undefined,
    );
    await next!.promote();
  };

  describe('the deadline', () => {
    it('is stored on the order and wakes a delayed job named after it, at the deadline', async () => {
      const order = await reserveOne();
      expect(order.expiresAt).toBe(DEADLINE.toISOString());
      expect((await orderRow(t, order.id)).expiresAt).toEqual(DEADLINE);
      const job = await expireJob(order);
      expect(job).toBeDefined();
      expect(job!.name).toBe(JobName.ReservationExpire);
      // With the id of the request that placed it, for the worker's log lines (job-request-id.ts).
      expect(job!.data).toEqual({ orderId: order.id, [REQUEST_ID_FIELD]: expect.any(String) });
      expect(job!.opts.delay).toBe(THREE_DAYS + EXPIRE_JOB_SLACK_MS);
      expect(await job!.isDelayed()).toBe(true);
    });

    it('cancels exactly at the deadline, not a second (nor a millisecond) before, and only once', async () => {
      const order = await reserveOne();
      for (const early of [1000, 1]) {
        clock.set(new Date(DEADLINE.getTime() - early));
        expect(await expiry.expire({ orderId: order.id })).toEqual({ cancelled: false });
        expect(await expiry.sweep()).toEqual({ cancelled: 0 });
        expect(await status(order)).toBe('reserved');
      }
      clock.set(DEADLINE);
      // The order's own job and the sweep may both be at it: whichever comes first cancels, the other finds nothing.
      await Promise.all([expiry.expire({ orderId: order.id }), expiry.sweep(), expiry.expire({ orderId: order.id })]);
      expect(await status(order)).toBe('cancelled');
      expect(await carStatus(order)).toBe('available');
      expect(await expiry.expire({ orderId: order.id })).toEqual({ cancelled: false });
      expect((await transitionRows(t, order.id)).map((r) => [r.fromStatus, r.toStatus, r.cause, r.actorId, r.at.toISOString()])).toEqual([
        [null, 'reserved', 'customer', customer.user.id, MONDAY.toISOString()],
        ['reserved', 'cancelled', 'expiry', null, DEADLINE.toISOString()],
      ]);
      expect((await orderAudit(t, order.id)).map((e) => [e.action, e.actorId, e.after])).toEqual([
        ['order.reserve', customer.user.id, expect.anything()],
        ['order.transition', null, { status: 'cancelled', cause: 'expiry' }],
      ]);
      // The customer is told, once.
      const subject = `Your reservation of ${order.car.title} (${order.car.stockId}) has been cancelled`;
      const about = () => Promise.resolve(sink.messagesTo(customer.entity.email).filter((m) => m.subject === subject));
      const [mail] = await waitFor('the cancellation email', about, (mails) => mails.length > 0);
      expect(mail!.text).toContain(
        `The hold on the ${order.car.title} (stock ${order.car.stockId}) ended on 2026-03-05 10:30 (Japan time) without the 50% deposit`,
      );
      await sleep(500);
      expect(await about()).toHaveLength(1);
      // The customer sees it cancelled, with no deadline left.
      const seen = await api(t, customer).get(`/api/orders/${order.id}`).expect(200);
      expect(seen.body).toMatchObject({ status: 'cancelled', expiresAt: null });
    });

    it('is what the delayed job acts on when it fires: early it changes nothing, on time it cancels', async () => {
      const order = await reserveOne();
      const second = await reserveOne();
      clock.set(new Date(DEADLINE.getTime() - 1000));
      const early = (await expireJob(order))!;
      await early.promote();
      await waitFor(
        'the early job to run',
        () => expireJob(order),
        (job) => job === undefined,
      );
      expect(await status(order)).toBe('reserved');

      clock.set(DEADLINE);
      await (await expireJob(second))!.promote();
      await waitFor(
        'the job to cancel it',
        () => status(second),
        (s) => s === 'cancelled',
      );
      expect(await carStatus(second)).toBe('available');
      expect((await transitionRows(t, second.id)).at(-1)).toMatchObject({ toStatus: 'cancelled', cause: 'expiry', at: DEADLINE });
      // The first one's job ran early and is gone: the sweep is what ends its hold.
      await sweepNow();
      await waitFor(
        'the sweep to cancel the first',
        () => status(order),
        (s) => s === 'cancelled',
      );
    });
  });

  describe('the sweep', () => {
    it('cancels a reservation whose job was lost', async () => {
      const order = await reserveOne();
      expect(await queue.remove(reservationExpireJobId(order.id))).toBe(1);
      expect(await expireJob(order)).toBeUndefined();
      clock.set(new Date(DEADLINE.getTime() + 60_000));
      await sweepNow();
      await waitFor(
        'the sweep to cancel it',
        () => status(order),
        (s) => s === 'cancelled',
      );
      expect(await carStatus(order)).toBe('available');
    });

    it('recovers after a flushed Redis: the scheduler comes back and cancels what is overdue', async () => {
      const order = await reserveOne();
      const keys = await t.redis.keys(`${t.config.redisPrefix}:bull:${QueueName.Reservations}:*`);
      expect(keys.length).toBeGreaterThan(0);
      await t.redis.del(...keys);
      expect(await queue.getJobScheduler('reservation-sweep')).toBeUndefined();
      expect(await expireJob(order)).toBeUndefined();

      // Every minute a process with workers checks the schedulers; here, now.
      expect(await t.app.get(JobsService).restoreMissingSchedules()).toEqual(['reservation-sweep']);
      expect(await t.app.get(JobsService).restoreMissingSchedules()).toEqual([]);
      clock.set(new Date(DEADLINE.getTime() + 120_000));
      await waitFor(
        'the restored sweep to run',
        async () => {
          const next = (await queue.getDelayed()).find((job) => job.repeatJobKey === 'reservation-sweep');
          if (next) await next.promote().catch(() => undefined);
          return status(order);
        },
        (s) => s === 'cancelled',
      );
      expect(await carStatus(order)).toBe('available');
    });

    it('is what a waking job does first: one job cancels every hold that is due, each once, each customer told once', async () => {
      const customers = await Promise.all(Array.from({ length: 3 }, (_, i) => createCustomer(t, { firstName: `Batch${i}` })));
      const orders = await Promise.all(customers.map((who) => reserveOne(who)));
      clock.set(DEADLINE);
      expect(await expiry.expire({ orderId: orders[0]!.id })).toEqual({ cancelled: true });
      for (const order of orders) {
        expect(await status(order)).toBe('cancelled');
        expect(await carStatus(order)).toBe('available');
        expect((await transitionRows(t, order.id)).map((r) => `${r.toStatus}:${r.cause}`)).toEqual([
          'reserved:customer',
          'cancelled:expiry',
        ]);
        expect((await orderAudit(t, order.id)).map((e) => e.action)).toEqual(['order.reserve', 'order.transition']);
      }
      // The other orders' own jobs, waking next, find nothing to do.
      for (const order of orders.slice(1)) expect(await expiry.expire({ orderId: order.id })).toEqual({ cancelled: false });
      for (const [i, who] of customers.entries()) {
        const subject = `Your reservation of ${orders[i]!.car.title} (${orders[i]!.car.stockId}) has been cancelled`;
        await waitFor(
          `${who.entity.email}'s cancellation email`,
          () => Promise.resolve(sink.messagesTo(who.entity.email).filter((m) => m.subject === subject).length),
          (n) => n > 0,
        );
      }
      await sleep(500);
      for (const who of customers) expect(sink.messagesTo(who.entity.email)).toHaveLength(1);
    });

    it('does not let one car changed outside its order hold up the others', async () => {
      const [stuck, ...others] = await Promise.all(Array.from({ length: 3 }, () => reserveOne()));
      // Staff cannot do this through the API any more (§8); an old script or a hand-written SQL could.
      await t.dataSource.query(`UPDATE cars SET status = 'in_transit' WHERE stock_id = $1`, [stuck!.car.stockId]);
      clock.set(DEADLINE);
      await expiry.sweep();
      for (const order of others) expect(await status(order)).toBe('cancelled');
      expect(await status(stuck!)).toBe('reserved');
      expect(await carStatus(stuck!)).toBe('in_transit');
      await t.dataSource.query(`UPDATE cars SET status = 'reserved' WHERE stock_id = $1`, [stuck!.car.stockId]);
      await expiry.sweep();
      expect(await status(stuck!)).toBe('cancelled');
    });

    it('cancels many overdue reservations in one run, and leaves the others', async () => {
      const due = await Promise.all(Array.from({ length: 5 }, () => reserveOne()));
      clock.set(tokyo('2026-03-03 10:30'));
      const later = await reserveOne();
      clock.set(DEADLINE);
      await expiry.sweep();
      for (const order of due) expect(await status(order)).toBe('cancelled');
      expect(await status(later)).toBe('reserved');
      expect((await orderRow(t, later.id)).expiresAt).toEqual(tokyo('2026-03-06 10:30'));
    });
  });

  describe('payments', () => {
    it('50% paid in time keeps the car, and its job goes', async () => {
      const order = await reserveOne();
      expect(await expireJob(order)).toBeDefined();
      await pay(t, admin, customer, order.id, '3250.00');
      expect(await expireJob(order)).toBeUndefined();
      clock.set(new Date(DEADLINE.getTime() + 86_400_000));
      expect(await expiry.expire({ orderId: order.id })).toEqual({ cancelled: false });
      await expiry.sweep();
      expect(await status(order)).toBe('deposit_paid');
      expect(await carStatus(order)).toBe('sold');
    });

    it('a cent short of 50% at the deadline is cancelled', async () => {
      const order = await reserveOne();
      await pay(t, admin, customer, order.id, '3249.99');
      clock.set(DEADLINE);
      await expiry.sweep();
      expect(await status(order)).toBe('cancelled');
    });

    it.each(Array.from({ length: 5 }, (_, i) => i + 1))(
      'race %i: a payment and the expiry at the same moment end consistently',
      async () => {
        const order = await reserveOne();
        const payment = await recordPayment(t, admin, customer, '3250.00');
        clock.set(DEADLINE);
        const [allocation] = await Promise.all([
          allocate(t, admin, payment.id, order.id, '3250.00'),
          expiry.sweep(),
          expiry.expire({ orderId: order.id }),
        ]);
        const final = await status(order);
        if (allocation.status === 201) {
          expect(final).toBe('deposit_paid');
          expect(await carStatus(order)).toBe('sold');
        } else {
          expect(allocation.body).toMatchObject({
            statusCode: 409,
            message: 'Payments cannot be allocated to an order that is cancelled.',
          });
          expect(final).toBe('cancelled');
          expect(await carStatus(order)).toBe('available');
          expect((await orderRow(t, order.id)).amountAllocated).toBe('0.00');
        }
      },
    );
  });

  describe('a remittance copy pauses the auto-cancel', () => {
    it('while it awaits review, past the deadline; rejected after the deadline, the order is cancelled at once', async () => {
      const order = await reserveOne();
      clock.set(new Date(DEADLINE.getTime() - 60_000));
      const copy = await upload(customer, order);
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({
        status: 'pending',
        contentType: 'application/pdf',
        uploadedAt: new Date(DEADLINE.getTime() - 60_000).toISOString(),
      });
      expect((await api(t, customer).get(`/api/orders/${order.id}`)).body).toMatchObject({
        holdPaused: true,
        expiresAt: DEADLINE.toISOString(),
      });

      clock.set(new Date(DEADLINE.getTime() + 2 * 86_400_000));
      expect(await expiry.expire({ orderId: order.id })).toEqual({ cancelled: false });
      expect(await expiry.sweep()).toEqual({ cancelled: 0 });
      expect(await status(order)).toBe('reserved');

      const rejected = await api(t, admin).patch(`/api/admin/orders/${order.id}/remittance-copies/${copy.body.id}`, {
        status: 'rejected',
        note: 'The amount does not match the invoice',
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({
        status: 'cancelled',
        remittanceCopies: [{ id: copy.body.id, status: 'rejected', reviewNote: 'The amount does not match the invoice' }],
      });
      expect(rejected.body.history.at(-1)).toMatchObject({
        to: 'cancelled',
        cause: 'expiry',
        actorId: admin.user.id,
        reason: 'remittance copy rejected',
      });
      expect(await carStatus(order)).toBe('available');
      const again = await api(t, admin).patch(`/api/admin/orders/${order.id}/remittance-copies/${copy.body.id}`, { status: 'accepted' });
      expect(again.body).toMatchObject({
        statusCode: 409,
        code: 'REMITTANCE_ALREADY_REVIEWED',
        message: 'This remittance copy has already been rejected.',
      });
    });

    it('accepted, it keeps the order whatever the deadline', async () => {
      const order = await reserveOne();
      const copy = await upload(customer, order);
      const accepted = await api(t, admin).patch(`/api/admin/orders/${order.id}/remittance-copies/${copy.body.id}`, { status: 'ACCEPTED' });
      expect(accepted.body).toMatchObject({
        status: 'reserved',
        holdPaused: true,
        remittanceCopies: [{ status: 'accepted', reviewNote: null }],
      });
      clock.set(new Date(DEADLINE.getTime() + 7 * 86_400_000));
      await expiry.sweep();
      expect(await status(order)).toBe('reserved');
    });

    it('rejected before the deadline, the hold runs to its deadline as usual', async () => {
      const order = await reserveOne();
      const copy = await upload(customer, order);
      await api(t, admin).patch(`/api/admin/orders/${order.id}/remittance-copies/${copy.body.id}`, { status: 'rejected' }).expect(200);
      expect(await status(order)).toBe('reserved');
      clock.set(DEADLINE);
      await expiry.sweep();
      expect(await status(order)).toBe('cancelled');
    });

    it('sent at or after the deadline, it is refused: "This reservation has expired."', async () => {
      const order = await reserveOne();
      clock.set(DEADLINE);
      const res = await upload(customer, order);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'RESERVATION_EXPIRED', message: 'This reservation has expired.' });
    });
  });

  describe('staff', () => {
    it('extend a hold with a reason: audited, the job moved, the old deadline passing harmlessly', async () => {
      const order = await reserveOne();
      const res = await api(t, admin).post(`/api/admin/orders/${order.id}/hold-extensions`, {
        businessDays: 2,
        reason: 'The bank confirmed the transfer',
      });
      expect(res.status).toBe(201);
      // Thursday 10:30 + 2 business days = Monday 9 March, 10:30.
      const extended = tokyo('2026-03-09 10:30');
      expect(res.body.expiresAt).toBe(extended.toISOString());
      expect((await orderAudit(t, order.id)).at(-1)).toMatchObject({
        action: 'order.hold_extend',
        actorId: admin.user.id,
        before: { expiresAt: DEADLINE.toISOString() },
        after: { expiresAt: extended.toISOString(), businessDays: 2, reason: 'The bank confirmed the transfer' },
      });
      expect((await expireJob(order))!.opts.delay).toBe(extended.getTime() - MONDAY.getTime() + EXPIRE_JOB_SLACK_MS);

      clock.set(DEADLINE);
      await expiry.sweep();
      expect(await status(order)).toBe('reserved');
      clock.set(extended);
      await expiry.sweep();
      expect(await status(order)).toBe('cancelled');
      const late = await api(t, admin).post(`/api/admin/orders/${order.id}/hold-extensions`, { businessDays: 1, reason: 'Too late' });
      expect(late.body).toMatchObject({
        statusCode: 409,
        code: 'HOLD_NOT_EXTENDABLE',
        message: 'Only a reserved order has a hold to extend; this order is cancelled.',
      });
    });

    it('refuse an extension without a reason or with a wrong number of days', async () => {
      const order = await reserveOne();
      const messages = async (body: object) =>
        (await api(t, admin).post(`/api/admin/orders/${order.id}/hold-extensions`, body)).body.details.map(
          (d: { message: string }) => d.message,
        );
      expect(await messages({ businessDays: 0, reason: 'x' })).toEqual(['Business days must be a whole number from 1 to 10']);
      expect(await messages({ businessDays: 11, reason: 'x' })).toEqual(['Business days must be a whole number from 1 to 10']);
      expect(await messages({ businessDays: 2 })).toEqual(['Give a reason']);
    });

    it('cancel a reservation: the customer is emailed, the job goes', async () => {
      const other = await createCustomer(t);
      const order = await reserveOne(other);
      await api(t, admin).patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', reason: 'Duplicate order' }).expect(200);
      expect(await expireJob(order)).toBeUndefined();
      const mail = await sink.nextMessage(other.entity.email);
      expect(mail.subject).toBe(`Your reservation of ${order.car.title} (${order.car.stockId}) has been cancelled`);
      expect(mail.text).toContain(
        `Your reservation of the ${order.car.title} (stock ${order.car.stockId}) has been cancelled by our staff.`,
      );
    });
  });
});
