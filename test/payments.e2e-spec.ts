import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ManualClock } from '../src/common/time/clock.js';
import { reservationExpireJobId } from '../src/jobs/job-definitions.js';
import { QueueName } from '../src/jobs/queues.js';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { Car } from '../src/modules/cars/car.entity.js';
import { DomainEvents } from '../src/events/domain-events.service.js';
import { PaymentAllocation } from '../src/modules/orders/payment-allocation.entity.js';
import { Payment } from '../src/modules/orders/payment.entity.js';
import { EXPIRE_JOB_SLACK_MS } from '../src/modules/orders/reservation-rules.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import {
  allocate,
  createCustomer,
  type Customer,
  type OrderBody,
  orderRow,
  pdfBytes,
  recordPayment,
  reserved,
  setExchangeRates,
  tokyo,
  transitionRows,
  uniqueBankReference,
  voidPayment,
} from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';
import { whoMayCall } from './support/who-may-call.js';

const NOBODY = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
/** Monday 2 March 2026, 10:30 in Tokyo. */
const MONDAY = tokyo('2026-03-02 10:30');
/** Tuesday 3 March, 10:30: a hold that starts then runs to Friday 6 March, 10:30. */
const TUESDAY = tokyo('2026-03-03 10:30');
const FRIDAY = tokyo('2026-03-06 10:30');
const usd = (amount: string) => ({ amount, currency: 'USD' });

/**
 * Payments that cannot be wrong by orders of magnitude (issue 24 §4): the one rate convention (units per 1 USD, as the
 * site header shows), the tolerance around the day's rate, the payment's page, and voiding — on the real app,
 * PostgreSQL, Redis and BullMQ, with the time standing still wherever the test puts it.
 */
describe('payments', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = new ManualClock(MONDAY);
  const privateDir = mkdtempSync(path.join(tmpdir(), 'autoexport-private-'));
  let admin: SignedIn;
  let superadmin: SignedIn;
  let customer: Customer;
  let queue: Queue;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp(
      { SMTP_URL: `${sink.url}?ignoreTLS=true`, PRIVATE_UPLOAD_DIR: privateDir, MAX_OPEN_RESERVATIONS: '50' },
      { clock },
    );
    [admin, superadmin, customer] = await Promise.all([
      signedInUser(t, { role: 'admin', firstName: 'Kenji', lastName: 'Sato' }),
      signedInUser(t, { role: 'superadmin' }),
      createCustomer(t, { firstName: 'Amina', lastName: 'Njoroge' }),
    ]);
    queue = t.app.get<Queue>(getQueueToken(QueueName.Reservations));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
    rmSync(privateDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    clock.set(MONDAY);
    // The header's rates: JPY 151.5 per USD, EUR 0.92; no GBP rate on file.
    await setExchangeRates(t, admin, { JPY: '151.5', EUR: '0.92' });
  });

  const record = (body: Record<string, unknown>, who: SignedIn = admin) =>
    api(t, who).post('/api/admin/payments', {
      customerId: customer.entity.publicId,
      valueDate: '2026-03-02',
      bankReference: uniqueBankReference(),
      ...body,
    });
  const paymentAudit = (id: string) =>
    t.dataSource.getRepository(AuditEntry).find({ where: { targetType: 'payment', targetId: id }, order: { id: 'ASC' } });
  const reserveFob = async (price = '9000.00') =>
    reserved(t, customer, (await createCar(t, { fobPriceUsd: price })).car.stockId, { tradeTerms: 'FOB' });
  const carStatus = async (order: OrderBody) =>
    (await t.dataSource.getRepository(Car).findOneByOrFail({ stockId: order.car.stockId })).status;
  /** A USD payment of `amount` put towards the order in full; answers the payment's id. */
  const payUsd = async (order: OrderBody, amount: string): Promise<string> => {
    const payment = await recordPayment(t, admin, customer, amount);
    await allocate(t, admin, payment.id, order.id, amount).expect(201);
    return payment.id;
  };

  describe('the rate: units of the currency per 1 USD, as the site header shows, checked against the day’s rate', () => {
    it('credits 400,000 JPY at the header’s 151.5 as $2,640.26, not $60.6 million', async () => {
      const res = await record({ amount: '400000', currency: 'JPY', exchangeRate: '151.5' }).expect(201);
      expect(res.body).toMatchObject({
        status: 'recorded',
        received: { amount: '400000.00', currency: 'JPY' },
        exchangeRate: '151.5',
        referenceRate: '151.5',
        rateReason: null,
        amount: usd('2640.26'),
        unallocated: usd('2640.26'),
        voided: null,
      });
      // Stored so that the USD amount is reproduced exactly: amount ÷ rate, half up to cents.
      const row = await t.dataSource.getRepository(Payment).findOneByOrFail({ publicId: res.body.id });
      expect([row.amount, row.exchangeRate, row.referenceRate, row.amountUsd]).toEqual([
        '400000.00',
        '151.50000000',
        '151.50000000',
        '2640.26',
      ]);
      const [entry] = await paymentAudit(res.body.id);
      expect(entry!.after).toMatchObject({
        exchangeRate: '151.50000000',
        amountUsd: '2640.26',
        rateCheck: 'within',
        rateDifferencePercent: '0.00',
      });
    });

    it('refuses a rate more than 5% from the day’s rate with a 409 naming both rates: a slip, the old convention, a stale rate', async () => {
      const refused = async (rate: string, currency = 'JPY') => {
        const res = await record({ amount: '400000', currency, exchangeRate: rate });
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('PAYMENT_RATE_OUT_OF_TOLERANCE');
        return res.body.message as string;
      };
      expect(await refused('1515')).toBe(
        'The rate 1515 JPY per USD is 900.00% from the day’s rate of 151.5 JPY per USD, more than the 5% allowed. Check the rate, or confirm it with a reason.',
      );
      // The old convention: USD per yen.
      expect(await refused('0.0066')).toBe(
        'The rate 0.0066 JPY per USD is -100.00% from the day’s rate of 151.5 JPY per USD, more than the 5% allowed. Check the rate, or confirm it with a reason.',
      );
      expect(await refused('1.087', 'EUR')).toContain('from the day’s rate of 0.92 EUR per USD');
      // The yen weakened to 160: the 151.5 the clerk remembers is 5.31% off, and refused too.
      await setExchangeRates(t, admin, { JPY: '160' });
      expect(await refused('151.5')).toBe(
        'The rate 151.5 JPY per USD is -5.31% from the day’s rate of 160 JPY per USD, more than the 5% allowed. Check the rate, or confirm it with a reason.',
      );
      // Within 5% either way (exactly 5% included) it goes through.
      await record({ amount: '400000', currency: 'JPY', exchangeRate: '152' }).expect(201);
      await record({ amount: '400000', currency: 'JPY', exchangeRate: '168' }).expect(201);
      expect(await t.dataSource.getRepository(Payment).countBy({ userId: customer.entity.id, exchangeRate: '1515.00000000' })).toBe(0);
    });

    it('records a rate beyond the tolerance when staff confirm it with a reason, kept on the payment and audited', async () => {
      const body = { amount: '400000', currency: 'JPY', exchangeRate: '140' };
      const noReason = await record({ ...body, confirmRate: true }).expect(400);
      expect(noReason.body.details).toEqual([
        expect.objectContaining({ field: 'rateReason', code: 'RATE_REASON_REQUIRED', message: 'Give the reason for confirming this rate' }),
      ]);
      expect((await record({ ...body, confirmRate: true, rateReason: '   ' }).expect(400)).body.code).toBe('RATE_REASON_REQUIRED');
      // A reason without the confirmation is not one.
      expect((await record({ ...body, rateReason: 'Bank rate' }).expect(409)).body.code).toBe('PAYMENT_RATE_OUT_OF_TOLERANCE');

      const reason = 'The bank’s own rate on the value date, per the statement';
      const res = await record({ ...body, confirmRate: true, rateReason: reason }).expect(201);
      expect(res.body).toMatchObject({ exchangeRate: '140', referenceRate: '151.5', rateReason: reason, amount: usd('2857.14') });
      const [entry] = await paymentAudit(res.body.id);
      expect(entry!.actorId).toBe(admin.user.id);
      expect(entry!.after).toMatchObject({
        rateCheck: 'beyond',
        referenceRate: '151.5',
        rateDifferencePercent: '-7.59',
        rateConfirmed: true,
        rateReason: reason,
      });
    });

    it('refuses a currency with no rate on file unless confirmed with a reason', async () => {
      const res = await record({ amount: '1000', currency: 'GBP', exchangeRate: '0.79' }).expect(409);
      expect(res.body).toMatchObject({
        code: 'PAYMENT_RATE_UNCHECKED',
        message: 'No GBP rate is on file to check 0.79 GBP per USD against. Confirm the rate with a reason.',
      });
      const confirmed = await record({
        amount: '1000',
        currency: 'GBP',
        exchangeRate: '0.79',
        confirmRate: true,
        rateReason: 'No GBP rate set yet; rate from the bank advice',
      }).expect(201);
      expect(confirmed.body).toMatchObject({ referenceRate: null, amount: usd('1265.82') });
      expect((await paymentAudit(confirmed.body.id))[0]!.after).toMatchObject({ rateCheck: 'no-reference', rateConfirmed: true });
    });

    it('takes USD at 1 with nothing to check, and refuses a rate that makes the payment worth nothing or too much', async () => {
      const res = await record({ amount: '100.00', currency: 'USD', exchangeRate: '1' }).expect(201);
      expect(res.body).toMatchObject({ exchangeRate: '1', referenceRate: null, amount: usd('100.00') });
      const tiny = await record({ amount: '0.01', currency: 'JPY', exchangeRate: '151.5', confirmRate: true, rateReason: 'x' }).expect(400);
      expect(tiny.body.details[0]).toMatchObject({ field: 'exchangeRate', code: 'PAYMENT_USD_OUT_OF_RANGE' });
      const huge = await record({
        amount: '999999999999.99',
        currency: 'EUR',
        exchangeRate: '0.00000001',
        confirmRate: true,
        rateReason: 'x',
      });
      expect(huge.status).toBe(400);
      expect(huge.body.code).toBe('PAYMENT_USD_OUT_OF_RANGE');
    });
  });

  describe('the payment’s page', () => {
    it('shows the payment, its orders, what a void would do, its audit history and the remittance copies it settles', async () => {
      const order = await reserveFob('9000.00');
      await api(t, customer)
        .post(`/api/orders/${order.id}/remittance-copies`)
        .attach('file', pdfBytes(), { filename: 'remittance.pdf', contentType: 'application/pdf' })
        .expect(201);
      const payment = await record({ amount: '1363500', currency: 'JPY', exchangeRate: '151.5' }).expect(201);
      await allocate(t, admin, payment.body.id, order.id, '9000.00').expect(201);

      const page = (await api(t, admin).get(`/api/admin/payments/${payment.body.id}`).expect(200)).body;
      expect(page).toMatchObject({
        id: payment.body.id,
        status: 'recorded',
        nextStatuses: ['voided'],
        amount: usd('9000.00'),
        allocated: usd('9000.00'),
        recorder: { id: admin.user.id, name: 'Kenji Sato', role: 'admin' },
        allocations: [{ orderId: order.id, stockId: order.car.stockId, amount: usd('9000.00'), voidedAt: null }],
        orders: [
          {
            id: order.id,
            stockId: order.car.stockId,
            carTitle: order.car.title,
            status: 'paid',
            payment: { allocated: usd('9000.00'), fullyPaid: true },
            fromThisPayment: usd('9000.00'),
          },
        ],
        voidPreview: [
          {
            orderId: order.id,
            reversed: usd('9000.00'),
            status: 'paid',
            moves: ['deposit_paid', 'reserved'],
            paymentAfter: { allocated: usd('0.00'), depositPaid: false },
            // Three business days from now (Monday 10:30): Thursday 10:30.
            holdUntil: tokyo('2026-03-05 10:30').toISOString(),
          },
        ],
        remittanceCopies: [{ orderId: order.id, stockId: order.car.stockId, status: 'pending', contentType: 'application/pdf' }],
      });
      expect(page.history.map((e: { action: string; actor: { name: string } | null }) => [e.action, e.actor?.name])).toEqual([
        ['payment.record', 'Kenji Sato'],
        ['payment.allocate', 'Kenji Sato'],
      ]);
      // The list says the same of it.
      const listed = await api(t, admin).get('/api/admin/payments').query({ bankReference: payment.body.bankReference }).expect(200);
      expect(listed.body.items).toEqual([expect.objectContaining({ id: payment.body.id, status: 'recorded', voided: null })]);
    });

    it('is 404 for an unknown payment or a malformed id', async () => {
      for (const id of [NOBODY, 'not-a-uuid', '1']) {
        const res = await api(t, admin).get(`/api/admin/payments/${id}`).expect(404);
        expect(res.body).toMatchObject({ code: 'PAYMENT_NOT_FOUND', message: 'Payment not found.' });
      }
      expect((await voidPayment(t, admin, NOBODY).expect(404)).body.code).toBe('PAYMENT_NOT_FOUND');
    });
  });

  describe('voiding', () => {
    it('reverses every allocation, moves each order back as its table allows, and restarts the hold, which then expires through the real job', async () => {
      const order = await reserveFob('9000.00');
      const paymentId = await payUsd(order, '9000.00');
      expect((await orderRow(t, order.id)).status).toBe('paid');
      expect(await carStatus(order)).toBe('sold');
      expect(await queue.getJob(reservationExpireJobId(order.id))).toBeUndefined();

      clock.set(TUESDAY);
      const reason = 'Recorded against the wrong customer';
      const res = await voidPayment(t, admin, paymentId, reason).expect(200);
      expect(res.body).toMatchObject({
        status: 'voided',
        nextStatuses: [],
        allocated: usd('0.00'),
        unallocated: usd('0.00'),
        voided: { at: TUESDAY.toISOString(), by: admin.user.id, byName: 'Kenji Sato', reason },
        allocations: [{ orderId: order.id, amount: usd('9000.00'), voidedAt: TUESDAY.toISOString() }],
        orders: [{ id: order.id, status: 'reserved', payment: { allocated: usd('0.00') }, fromThisPayment: usd('0.00') }],
        voidPreview: [],
      });
      expect(res.body.history.map((e: { action: string }) => e.action)).toEqual(['payment.record', 'payment.allocate', 'payment.void']);

      // The order: its money gone, back through deposit_paid to reserved (cause void, with the reason), the car held again.
      const row = await orderRow(t, order.id);
      expect([row.status, row.amountAllocated, row.expiresAt.toISOString()]).toEqual(['reserved', '0.00', FRIDAY.toISOString()]);
      expect(await carStatus(order)).toBe('reserved');
      expect((await transitionRows(t, order.id)).slice(-2).map((r) => [r.fromStatus, r.toStatus, r.cause, r.reason, r.actorId])).toEqual([
        ['paid', 'deposit_paid', 'void', reason, admin.user.id],
        ['deposit_paid', 'reserved', 'void', reason, admin.user.id],
      ]);
      const orderAudit = await t.dataSource
        .getRepository(AuditEntry)
        .find({ where: { targetType: 'order', targetId: order.id, action: 'order.payment_reverse' } });
      expect(orderAudit.map((e) => [e.before, e.after])).toEqual([
        [
          { status: 'paid', amountAllocated: '9000.00' },
          { status: 'reserved', amountAllocated: '0.00', paymentId, reversed: '9000.00', reason, expiresAt: FRIDAY.toISOString() },
        ],
      ]);
      // The customer sees a reservation again, with the new deadline, and no longer the voided payment.
      const seen = (await api(t, customer).get(`/api/orders/${order.id}`).expect(200)).body;
      expect(seen).toMatchObject({ status: 'reserved', expiresAt: FRIDAY.toISOString(), payments: [] });
      // Staff see it struck through on the order.
      const staffView = (await api(t, admin).get(`/api/admin/orders/${order.id}`).expect(200)).body;
      expect(staffView.payments).toEqual([expect.objectContaining({ paymentId, voidedAt: TUESDAY.toISOString() })]);

      // The customer is told, with the reason and the new deadline.
      const mail = await waitFor(
        'the void notice',
        () =>
          Promise.resolve(
            sink.messagesTo(customer.entity.email).find((m) => m.subject.startsWith('A payment recorded for you was voided')),
          ),
        (m) => m !== undefined,
      );
      expect(mail!.text).toContain(`Reason: ${reason}`);
      expect(mail!.text).toContain(
        `${order.car.title} (stock ${order.car.stockId}): 9000.00 USD was taken back; 0.00 of 9000.00 USD is now paid.`,
      );
      expect(mail!.text).toContain('the car is held for you until 2026-03-06 10:30 (Japan time)');

      // The new hold's job waits for Friday 10:30 …
      const job = await queue.getJob(reservationExpireJobId(order.id));
      expect(job).toBeDefined();
      expect(job!.opts.delay).toBe(FRIDAY.getTime() - TUESDAY.getTime() + EXPIRE_JOB_SLACK_MS);
      // … and, run by the real worker at the deadline, cancels the reservation.
      clock.set(FRIDAY);
      await job!.promote();
      await waitFor(
        'the expiry job to cancel the order',
        async () => (await orderRow(t, order.id)).status,
        (s) => s === 'cancelled',
      );
      expect(await carStatus(order)).toBe('available');
      expect((await transitionRows(t, order.id)).at(-1)).toMatchObject({ fromStatus: 'reserved', toStatus: 'cancelled', cause: 'expiry' });
    });

    it('moves a paid order only back to deposit_paid while the rest still covers the deposit, and leaves the other payments alone', async () => {
      const order = await reserveFob('9000.00');
      const deposit = await payUsd(order, '6000.00');
      const rest = await payUsd(order, '3000.00');
      await voidPayment(t, admin, rest, 'Duplicate of the deposit transfer').expect(200);
      const row = await orderRow(t, order.id);
      expect([row.status, row.amountAllocated]).toEqual(['deposit_paid', '6000.00']);
      expect(await carStatus(order)).toBe('sold');
      expect(await queue.getJob(reservationExpireJobId(order.id))).toBeUndefined();
      const kept = (await api(t, admin).get(`/api/admin/payments/${deposit}`).expect(200)).body;
      expect(kept).toMatchObject({ status: 'recorded', allocated: usd('6000.00'), voidPreview: [{ moves: ['reserved'] }] });
    });

    it('takes the money back from a shipped order, which stays shipped and owes the difference', async () => {
      const order = await reserveFob('9000.00');
      const paymentId = await payUsd(order, '9000.00');
      await api(t, admin).patch(`/api/admin/orders/${order.id}/status`, { status: 'shipped' }).expect(200);
      const preview = (await api(t, admin).get(`/api/admin/payments/${paymentId}`).expect(200)).body.voidPreview;
      expect(preview).toEqual([expect.objectContaining({ status: 'shipped', moves: [], holdUntil: null })]);
      await voidPayment(t, admin, paymentId, 'Transfer recalled by the bank').expect(200);
      const row = await orderRow(t, order.id);
      expect([row.status, row.amountAllocated]).toEqual(['shipped', '0.00']);
      expect(await carStatus(order)).toBe('in_transit');
      const seen = (await api(t, admin).get(`/api/admin/orders/${order.id}`).expect(200)).body;
      expect(seen.payment).toMatchObject({ allocated: usd('0.00'), balance: usd('9000.00'), fullyPaid: false });
    });

    it('takes the money back from a cancelled order, which stays cancelled', async () => {
      const order = await reserveFob('9000.00');
      const paymentId = await payUsd(order, '5000.00');
      await api(t, admin).patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled', reason: 'Customer withdrew' }).expect(200);
      await voidPayment(t, admin, paymentId, 'Refunded to the customer').expect(200);
      const row = await orderRow(t, order.id);
      expect([row.status, row.amountAllocated]).toEqual(['cancelled', '0.00']);
      expect(await carStatus(order)).toBe('available');
    });

    it('voids a payment spread over two orders, and one with nothing allocated', async () => {
      const [a, b] = [await reserveFob('4000.00'), await reserveFob('6000.00')];
      const payment = await recordPayment(t, admin, customer, '7000.00');
      await allocate(t, admin, payment.id, a.id, '4000.00').expect(201);
      await allocate(t, admin, payment.id, b.id, '3000.00').expect(201);
      expect([(await orderRow(t, a.id)).status, (await orderRow(t, b.id)).status]).toEqual(['paid', 'deposit_paid']);
      await voidPayment(t, admin, payment.id).expect(200);
      expect([(await orderRow(t, a.id)).status, (await orderRow(t, b.id)).status]).toEqual(['reserved', 'reserved']);
      expect(await queue.getJob(reservationExpireJobId(a.id))).toBeDefined();
      expect(await queue.getJob(reservationExpireJobId(b.id))).toBeDefined();

      const unused = await recordPayment(t, admin, customer, '50.00');
      const res = await voidPayment(t, admin, unused.id, 'Test entry').expect(200);
      expect(res.body).toMatchObject({ status: 'voided', allocations: [], orders: [] });
    });

    it('is refused a second time (409), and needs a reason', async () => {
      const payment = await recordPayment(t, admin, customer, '10.00');
      const refusal = async (reason: string | null) => (await voidPayment(t, admin, payment.id, reason).expect(400)).body.details;
      for (const reason of [null, '', '   ']) {
        expect(await refusal(reason)).toEqual([
          expect.objectContaining({ field: 'reason', code: 'REASON_REQUIRED', message: 'Give a reason' }),
        ]);
      }
      expect(await refusal('x'.repeat(501))).toEqual([expect.objectContaining({ field: 'reason', code: 'FIELD_TOO_LONG' })]);
      expect((await t.dataSource.getRepository(Payment).findOneByOrFail({ publicId: payment.id })).status).toBe('recorded');
      await voidPayment(t, admin, payment.id).expect(200);
      const again = await voidPayment(t, superadmin, payment.id).expect(409);
      expect(again.body).toMatchObject({ code: 'PAYMENT_ALREADY_VOIDED', message: 'This payment is already voided.' });
    });

    it('lets one of two voids at once win; the other is told it is voided already', async () => {
      const order = await reserveFob('9000.00');
      const paymentId = await payUsd(order, '9000.00');
      const answers = await Promise.all([voidPayment(t, admin, paymentId), voidPayment(t, superadmin, paymentId)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await orderRow(t, order.id)).amountAllocated).toBe('0.00');
      expect((await paymentAudit(paymentId)).filter((e) => e.action === 'payment.void')).toHaveLength(1);
    });

    it('leaves a voided payment visible but never allocatable again', async () => {
      const order = await reserveFob('9000.00');
      const payment = await recordPayment(t, admin, customer, '500.00');
      await voidPayment(t, admin, payment.id, 'Wrong amount').expect(200);
      const res = await allocate(t, admin, payment.id, order.id, '100.00').expect(409);
      expect(res.body).toMatchObject({ code: 'PAYMENT_VOIDED', message: 'This payment is voided: it cannot be allocated.' });
      const list = (q: Record<string, string>) =>
        api(t, admin)
          .get('/api/admin/payments')
          .query({ customerId: customer.entity.publicId, ...q });
      const unallocated = (await list({ unallocated: 'true', limit: '100' }).expect(200)).body.items.map((p: { id: string }) => p.id);
      expect(unallocated).not.toContain(payment.id);
      const voided = (await list({ status: 'voided', limit: '100' }).expect(200)).body.items;
      expect(voided.find((p: { id: string }) => p.id === payment.id)).toMatchObject({
        voided: { reason: 'Wrong amount', byName: 'Kenji Sato' },
      });
      await list({ status: 'lost' }).expect(400);
      // The ledger sums: nothing live is left on it.
      const live = await t.dataSource
        .getRepository(PaymentAllocation)
        .countBy({ paymentId: (await t.dataSource.getRepository(Payment).findOneByOrFail({ publicId: payment.id })).id });
      expect(live).toBe(0);
    });

    it('tells the no-longer-paid-in-full subscribers in the void’s transaction, once, of an order it leaves short', async () => {
      const calls: { order: string; allocated: string }[] = [];
      t.app.get(DomainEvents).subscribe(
        'order.no_longer_paid_in_full',
        'payments-spec.noLongerPaid',
        async (event, tx) => {
          const seen = await tx.manager.query(`SELECT amount_allocated FROM orders WHERE public_id = $1`, [event.payload.orderId]);
          calls.push({ order: event.payload.orderId, allocated: seen[0].amount_allocated });
        },
        { inTransaction: true },
      );
      const paid = await reserveFob('9000.00');
      const short = await reserveFob('9000.00');
      const p1 = await payUsd(paid, '9000.00');
      const p2 = await payUsd(short, '6000.00');
      await voidPayment(t, admin, p2).expect(200);
      expect(calls).toEqual([]);
      await voidPayment(t, admin, p1).expect(200);
      expect(calls).toEqual([{ order: paid.id, allocated: '0.00' }]);
    });

    describe('who may', () => {
      whoMayCall({
        as: (who) => api(t, who),
        callers: () => ({ user: customer, admin, superadmin }),
        expect: { anonymous: 401, user: 403 },
        routes: [
          { method: 'get', url: `/api/admin/payments/${NOBODY}`, expect: { admin: 404, superadmin: 404 } },
          { method: 'post', url: `/api/admin/payments/${NOBODY}/void`, body: { reason: 'x' }, expect: { admin: 404, superadmin: 404 } },
        ],
      });

      it('lets an admin and a superadmin void alike, and never a customer, even their own payment', async () => {
        const mine = await recordPayment(t, admin, customer, '20.00');
        await voidPayment(t, customer, mine.id, 'I changed my mind').expect(403);
        await api(t, customer).get(`/api/admin/payments/${mine.id}`).expect(403);
        await voidPayment(t, superadmin, mine.id).expect(200);
        const other = await recordPayment(t, superadmin, customer, '20.00');
        await voidPayment(t, admin, other.id).expect(200);
      });
    });
  });
});
