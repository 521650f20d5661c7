import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import pg from 'pg';
import { reservationExpireJobId } from '../src/jobs/job-definitions.js';
import { JobName, QueueName } from '../src/jobs/queues.js';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { Car } from '../src/modules/cars/car.entity.js';
import { createCar } from './support/car-factories.js';
import {
  createCustomer,
  type Customer,
  orderAudit,
  type OrderBody,
  orderRow,
  reserved,
  transitionRows,
} from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startWorkerProcess, type WorkerProcess, workerEnv } from './support/worker-process.js';
import { sleep, waitFor } from './support/wait.js';

/**
 * The worker stopped mid-job (issue 9 §9, DESIGN.md §6): the production shape — an API with WORKER=off and a worker
 * process of its own (src/worker.ts, a real OS process on the system clock) — with the worker killed (SIGKILL) while
 * it is inside the expiry of a due reservation. Nothing it had begun may stay, and a fresh worker finishes the work,
 * once.
 */
describe('the worker stopped mid-job', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let customer: Customer;
  let queue: Queue;
  /** A connection of the test's own that holds the order's row lock, so that the worker's job waits inside it. */
  let blocker: pg.Client | undefined;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    sink = await SmtpSink.start();
    // The API only queues; the worker processes below run the jobs.
    t = await createTestApp({ SMTP_URL: `${sink.url}?ignoreTLS=true`, WORKER: 'off' });
    customer = await createCustomer(t, { firstName: 'Wanjiru' });
    queue = t.app.get<Queue>(getQueueToken(QueueName.Reservations));
  });
  afterAll(async () => {
    await blocker?.end().catch(() => undefined);
    for (const worker of workers) await worker.kill('SIGKILL');
    await t?.close();
    await sink?.stop();
  });

  const startWorker = async () => {
    const worker = await startWorkerProcess(workerEnv(t.config));
    workers.push(worker);
    return worker;
  };
  const status = async (order: OrderBody) => (await orderRow(t, order.id)).status;
  const carStatus = async (order: OrderBody) =>
    (await t.dataSource.getRepository(Car).findOneByOrFail({ stockId: order.car.stockId })).status;
  const carAudit = async (order: OrderBody) =>
    (
      await t.dataSource.getRepository(AuditEntry).find({ where: { targetType: 'car', targetId: order.car.stockId }, order: { id: 'ASC' } })
    ).map((e) => [e.action, e.before, e.after]);
  const history = async (order: OrderBody) =>
    (await transitionRows(t, order.id)).map((r) => [r.fromStatus, r.toStatus, r.cause, r.actorId]);
  /** Backends of the test database waiting for a lock that `pid` holds. */
  const waitingOn = async (pid: number) =>
    (await t.dataSource.query(`SELECT pid, query FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`, [pid])).map(
      (r: { pid: number; query: string }) => ({ pid: r.pid, query: r.query }),
    );
  const backendAlive = async (pid: number) => (await t.dataSource.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1`, [pid])).length > 0;

  it('is cancelled exactly once by a fresh worker; the killed one leaves nothing half-done', async () => {
    const order = await reserved(t, customer, (await createCar(t, { model: 'Hiace' })).car.stockId, { tradeTerms: 'FOB' });
    const deadline = new Date(Date.now() - 1000);
    const subject = `Your reservation of ${order.car.title} (${order.car.stockId}) has been cancelled`;

    // The hold ran out a second ago (the worker runs on the system clock); its delayed job is due now.
    await t.dataSource.query(`UPDATE orders SET expires_at = $2 WHERE public_id = $1`, [order.id, deadline]);
    const job = (await queue.getJob(reservationExpireJobId(order.id)))!;
    expect(job.name).toBe(JobName.ReservationExpire);
    await job.promote();

    // The test holds the order's row: the worker's job, locking it first (DESIGN.md §6), will wait inside its
    // transaction. The sweep skips locked rows, so it cannot step in meanwhile.
    blocker = new pg.Client({ connectionString: t.config.databaseUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query(`SELECT id FROM orders WHERE public_id = $1 FOR UPDATE`, [order.id]);
    const [{ pid: blockerPid }] = (await blocker.query(`SELECT pg_backend_pid() AS pid`)).rows as { pid: number }[];

    const first = await startWorker();
    const [stuck] = await waitFor(
      'the worker’s job to wait for the order’s row lock',
      () => waitingOn(blockerPid),
      (rows) => rows.length > 0,
    );
    // The job's own lookup of the order (the sweep's query is `SELECT o.id FROM orders o … SKIP LOCKED`).
    expect(stuck!.query).toMatch(/^SELECT "Order"\."id" AS "Order_id"/);
    expect(await job.getState()).toBe('active');

    // Killed inside the job, its transaction open.
    await first.kill('SIGKILL');
    expect(first.output()).not.toContain('[worker] Stopped.');
    await blocker.query('ROLLBACK');
    await blocker.end();
    blocker = undefined;
    // PostgreSQL ends the dead worker's session (it finds the client gone once it gets the lock): its transaction
    // rolls back, and the order is as it was.
    await waitFor(
      'the killed worker’s database session to end',
      () => backendAlive(stuck!.pid),
      (alive) => !alive,
    );
    expect(await status(order)).toBe('reserved');
    expect(await carStatus(order)).toBe('reserved');
    expect(await history(order)).toEqual([[null, 'reserved', 'customer', customer.user.id]]);
    expect((await orderAudit(t, order.id)).map((e) => e.action)).toEqual(['order.reserve']);
    expect(sink.messagesTo(customer.entity.email)).toHaveLength(0);

    // A fresh worker: its sweep (every minute; run now) cancels the overdue reservation.
    await startWorker();
    await waitFor(
      'a fresh worker to cancel the order',
      async () => {
        const next = (await queue.getDelayed()).find((j) => j.repeatJobKey === 'reservation-sweep');
        if (next) await next.promote().catch(() => undefined);
        return status(order);
      },
      (s) => s === 'cancelled',
    );

    // Exactly once: one transition, one audit entry, the car released once, one email.
    expect(await history(order)).toEqual([
      [null, 'reserved', 'customer', customer.user.id],
      ['reserved', 'cancelled', 'expiry', null],
    ]);
    expect((await orderAudit(t, order.id)).map((e) => [e.action, e.actorId, e.after])).toEqual([
      ['order.reserve', customer.user.id, expect.anything()],
      ['order.transition', null, { status: 'cancelled', cause: 'expiry' }],
    ]);
    expect(await carStatus(order)).toBe('available');
    expect(await carAudit(order)).toEqual([
      ['car.status_change', { status: 'available' }, { status: 'reserved', orderId: order.id }],
      ['car.status_change', { status: 'reserved' }, { status: 'available', orderId: order.id }],
    ]);
    const mail = await sink.nextMessage(customer.entity.email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`Hello Wanjiru,`);
    expect(mail.text).toContain(`The hold on the ${order.car.title} (stock ${order.car.stockId}) ended on`);
    // Another sweep finds nothing left to do. (The killed job stays `active` in Redis until BullMQ's stalled-job check
    // hands it out again, up to a minute or so later; its handler then re-checks and does nothing either — running
    // twice is tested in reservation-expiry.e2e-spec.ts.)
    const again = (await queue.getDelayed()).find((j) => j.repeatJobKey === 'reservation-sweep');
    if (again) await again.promote().catch(() => undefined);
    await sleep(1000);
    expect(await history(order)).toHaveLength(2);
    expect(sink.messagesTo(customer.entity.email)).toHaveLength(1);
    // The customer sees it cancelled.
    expect((await t.http.get(`/api/orders/${order.id}`).set('Authorization', customer.auth)).body).toMatchObject({
      status: 'cancelled',
      expiresAt: null,
    });
  }, 90_000);
});
