import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { Car } from '../src/modules/cars/car.entity.js';
import { AccountClosure } from '../src/modules/account-closure/account-closure.entity.js';
import { User } from '../src/modules/users/user.entity.js';
import { auditEntries, makeImage } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createAuctionLot } from './support/auction-factories.js';
import { createCars } from './support/car-factories.js';
import { DEFAULT_PASSWORD, type SignedIn, signedInUser, uniqueEmail } from './support/factories.js';
import {
  createCustomer,
  type Customer,
  allocate,
  orderRow,
  pay,
  recordPayment,
  reserve,
  reserved,
  transitionRows,
  uniqueBankReference,
  voidPayment,
} from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { sleep } from './support/wait.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const CLOSURE_ID = '6f1c0d52-4a8e-4c1b-9a55-0b8f0f3f2a11';

/**
 * Issue 24 §6, "Deleting an account settles what it holds": the customer's own deletion and staff's run one procedure
 * that cancels reservations (cars back on sale), withdraws open bids, flags refunds for staff, keeps paid orders for
 * the books without personal data, and lets the same email start again from nothing.
 */
describe('account deletion settles what the account holds', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: SignedIn;
  let superadmin: SignedIn;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline' });
    [admin, superadmin] = await Promise.all([signedInUser(t, { role: 'admin' }), signedInUser(t, { role: 'superadmin' })]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const carStatus = async (id: string) => (await t.dataSource.getRepository(Car).findOneByOrFail({ id })).status;
  /** Reservations still holding a car whose customer no longer exists (what the issue found: none may be left). */
  const orphanHolds = async () =>
    Number(
      (
        await t.dataSource.query<{ n: string }[]>(
          `SELECT count(*) AS n FROM orders o JOIN cars c ON c.id = o.car_id WHERE o.status = 'reserved' AND o.user_id IS NULL`,
        )
      )[0]!.n,
    );
  const deleteOwn = (who: SignedIn) => api(t, who).delete('/api/user/account', { password: DEFAULT_PASSWORD });
  const uploadCopy = async (who: Customer, orderId: string) =>
    api(t, who)
      .post(`/api/orders/${orderId}/remittance-copies`)
      .attach('file', await makeImage('png'), { filename: 'holiday.png', contentType: 'image/png' })
      .expect(201);
  /** The closure notice to `email`, past the other messages sent to it before (a deposit's receipt, say). */
  async function closureNotice(email: string) {
    for (;;) {
      const mail = await sink.nextMessage(email);
      if (mail.subject === 'Your AutoExport account has been deleted') return mail;
    }
  }
  const closureOf = (accountId: string) => t.dataSource.getRepository(AccountClosure).findOneByOrFail({ accountId });

  it('the issue’s scenario: three reservations (one paused by a remittance copy) go with the account, and the same email starts clean', async () => {
    const email = uniqueEmail('again');
    const first = await createCustomer(t, { email, firstName: 'Wanjiru' });
    const cars = await createCars(t, [{}, {}, {}, {}, {}, {}, {}]);
    const orders = [];
    for (const { car } of cars.slice(0, 3)) orders.push(await reserved(t, first, car.stockId));
    await uploadCopy(first, orders[0]!.id);
    expect((await api(t, first).get(`/api/orders/${orders[0]!.id}`).expect(200)).body.holdPaused).toBe(true);
    await api(t, first).post(`/api/favorites/${cars[6]!.car.stockId}`).expect(200);

    const preview = await api(t, first).get('/api/user/account/deletion').expect(200);
    expect(preview.body).toEqual({
      reservations: orders.map((o) => ({
        orderId: o.id,
        stockId: o.car.stockId,
        carTitle: o.car.title,
        paid: { amount: '0.00', currency: 'USD' },
      })),
      ordersKept: 0,
      openBids: 0,
      bidsAtAuction: [],
      auctionDepositJpy: '0',
      refund: { amount: '0.00', currency: 'USD' },
    });

    const res = await deleteOwn(first).expect(200);
    expect(res.body.message).toBe('Account deleted successfully');

    // The three cars are on sale again at once, the paused one too; each order says why it ended.
    for (const [i, { car }] of cars.slice(0, 3).entries()) {
      expect(await carStatus(car.id)).toBe('available');
      const row = await orderRow(t, orders[i]!.id);
      expect(row).toMatchObject({ status: 'cancelled', userId: null });
      expect((await transitionRows(t, orders[i]!.id)).at(-1)).toMatchObject({
        fromStatus: 'reserved',
        toStatus: 'cancelled',
        cause: 'customer',
        reason: 'account deleted',
      });
    }
    expect(await orphanHolds()).toBe(0);

    // One notice to the deleted address, listing what was cancelled; nothing of the account is left behind.
    const notice = await closureNotice(email);
    expect(notice.subject).toBe('Your AutoExport account has been deleted');
    for (const order of orders) expect(notice.text).toContain(order.car.stockId);
    const closure = await closureOf(first.entity.publicId);
    expect(closure).toMatchObject({ cause: 'customer', refundStatus: 'not_due', contactEmail: null, contactName: null, ordersKept: 0 });
    expect(closure.cancelledReservations.map((r) => r.orderId)).toEqual(orders.map((o) => o.id));
    expect(JSON.stringify(await auditEntries(t, 'account_closure', closure.publicId))).not.toContain(email);

    // The same email registers again and starts from nothing: no orders, no favorites, the whole limit to use.
    const again = await t.http
      .post('/api/user/register')
      .send({ email, password: DEFAULT_PASSWORD, firstName: 'Wanjiru', lastName: 'Again', country: 'KE' })
      .expect(201);
    const second = { ...again.body, auth: `Bearer ${again.body.token}` };
    const secondEntity = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(secondEntity.id).not.toBe(first.entity.id);
    const consignee = await api(t, second)
      .post('/api/user/consignees', {
        consigneeName: 'Nairobi Auto Ltd',
        country: 'KE',
        city: 'Nairobi',
        address: 'Moi Avenue 1',
        sameAsConsignee: true,
      })
      .expect(201);
    const who = { ...second, entity: secondEntity, consignee: { publicId: consignee.body.id } } as unknown as Customer;
    expect((await api(t, second).get('/api/orders/reserved').expect(200)).body.total).toBe(0);
    expect((await api(t, second).get('/api/favorites').expect(200)).body.items).toEqual([]);
    for (const { car } of cars.slice(3, 6)) await reserved(t, who, car.stockId);
    const fourth = await reserve(t, who, cars[6]!.car.stockId);
    expect(fourth.body).toMatchObject({ statusCode: 409, code: 'RESERVATION_LIMIT_REACHED' });
    // Never more than the limit held by this email: three, not six.
    const held = await t.dataSource.query<{ n: string }[]>(
      `SELECT count(*) AS n FROM orders WHERE status = 'reserved' AND (user_id = $1 OR user_id IS NULL)`,
      [secondEntity.id],
    );
    expect(Number(held[0]!.n)).toBe(3);
  });

  it('staff deleting a user follow the same procedure: holds cancelled, bids withdrawn, deposit and money flagged, paid orders kept and minimised', async () => {
    const who = await createCustomer(t, { firstName: 'Omondi', lastName: 'Otieno', phone: '+254700000123' });
    const [plain, partly, bought] = await createCars(t, [{}, {}, {}]);
    const hold = await reserved(t, who, plain!.car.stockId);
    const partial = await reserved(t, who, partly!.car.stockId, { tradeTerms: 'FOB' });
    const kept = await reserved(t, who, bought!.car.stockId, { tradeTerms: 'FOB' });
    await pay(t, admin, who, partial.id, '100.00');
    const keptTotal = (await orderRow(t, kept.id)).total;
    await pay(t, admin, who, kept.id, keptTotal);
    expect((await orderRow(t, kept.id)).status).toBe('paid');

    const depositReference = uniqueBankReference();
    await api(t, admin)
      .post('/api/admin/auctions/deposits', {
        customerId: who.entity.publicId,
        amountJpy: '150000',
        bankReference: depositReference,
        valueDate: '2026-01-15',
      })
      .expect(201);
    const lot = await createAuctionLot(t, { startsAt: new Date(Date.now() + 7 * 86_400_000), startPriceJpy: '450000' });
    const bid = await api(t, who).post(`/api/auctions/lots/${lot.publicId}/bids`, { maxBidJpy: '900000' }).expect(201);
    expect((await api(t, who).get('/api/auctions/account').expect(200)).body.heldJpy).toBe('900000');

    // Only a superadmin may delete a superadmin (the spec's rule stays).
    const boss = await signedInUser(t, { role: 'superadmin' });
    expect((await api(t, admin).delete(`/api/admin/users/${boss.user.id}`)).status).toBe(403);

    const res = await api(t, admin).delete(`/api/admin/users/${who.user.id}`).expect(200);
    expect(res.body).toEqual({ message: 'User deleted successfully' });

    // Reservations without a deposit are cancelled, with or without part of it paid; the cars are on sale again.
    expect(await carStatus(plain!.car.id)).toBe('available');
    expect(await carStatus(partly!.car.id)).toBe('available');
    expect(await orderRow(t, hold.id)).toMatchObject({ status: 'cancelled', userId: null });
    const partialRow = await orderRow(t, partial.id);
    expect(partialRow).toMatchObject({ status: 'cancelled', userId: null, amountAllocated: '100.00' });
    expect((await transitionRows(t, hold.id)).at(-1)).toMatchObject({ cause: 'staff', reason: 'account deleted', actorId: admin.user.id });

    // The paid order stays, for the books: amounts, dates, stock id and country; no name, phone, address or email.
    const keptRow = await orderRow(t, kept.id);
    expect(keptRow).toMatchObject({
      status: 'paid',
      userId: null,
      total: keptTotal,
      amountAllocated: keptTotal,
      stockId: bought!.car.stockId,
    });
    expect(await carStatus(bought!.car.id)).toBe('sold');
    expect(keptRow.consignee).toMatchObject({
      consigneeName: '',
      consigneePhone: null,
      address: '',
      city: '',
      country: 'KE',
      notifyName: null,
      notifyPhone: null,
    });
    const staffView = await api(t, admin).get(`/api/admin/orders/${kept.id}`).expect(200);
    expect(staffView.body.customer).toBeNull();
    expect(JSON.stringify(staffView.body)).not.toMatch(/Omondi|Mombasa Motors|\+254 700 000001|Moi Avenue/);

    // The open bid was withdrawn and its bidding power released, as the customer's own withdrawal does it.
    const withdrawal = await auditEntries(t, 'auction_bid', bid.body.id);
    expect(withdrawal.at(-1)).toMatchObject({ action: 'auction_bid.withdraw', after: { status: 'withdrawn', heldJpy: '0' } });
    const sheet = await api(t, admin).get(`/api/admin/auctions/bid-sheet?date=${lot.auctionDate}`).expect(200);
    expect(sheet.body.items.map((r: { bidId: string }) => r.bidId)).not.toContain(bid.body.id);

    // The deposit and the money on the cancelled reservation are flagged for staff to refund, with where to send it.
    const due = await api(t, admin).get('/api/admin/account-closures?refundStatus=due').expect(200);
    const closure = due.body.items.find((c: { accountId: string }) => c.accountId === who.user.id);
    expect(closure).toMatchObject({
      cause: 'staff',
      closedBy: admin.user.id,
      bidsWithdrawn: 1,
      ordersKept: 1,
      auctionDepositJpy: '150000',
      ordersRefund: { amount: '100.00', currency: 'USD' },
      refundStatus: 'due',
      contact: { email: who.entity.email, name: 'Omondi Otieno' },
      depositReferences: [depositReference],
      nextStatuses: ['refunded'],
    });
    expect(closure.cancelledReservations.map((r: { orderId: string }) => r.orderId).sort()).toEqual([hold.id, partial.id].sort());
    expect((await auditEntries(t, 'account_closure', closure.id))[0]).toMatchObject({
      action: 'account_closure.close',
      actorId: admin.user.id,
      after: { accountId: who.user.id, refundStatus: 'due', auctionDepositJpy: '150000', ordersRefundUsd: '100.00' },
    });
    const notice = await closureNotice(who.entity.email);
    expect(notice.text).toContain('Our staff have deleted your account');
    expect(notice.text).toContain('150,000 JPY');
    expect(notice.text).toContain('100.00 USD');

    // Staff record the refund: it moves to refunded, the contact details go, and it cannot be recorded twice.
    const refunded = await api(t, superadmin)
      .post(`/api/admin/account-closures/${closure.id}/refund`, { bankReference: 'FT26REFUND01', note: 'Sent back' })
      .expect(200);
    expect(refunded.body).toMatchObject({
      refundStatus: 'refunded',
      contact: null,
      depositReferences: [],
      refundReference: 'FT26REFUND01',
      refundedBy: superadmin.user.id,
      nextStatuses: [],
    });
    const again = await api(t, superadmin).post(`/api/admin/account-closures/${closure.id}/refund`, { bankReference: 'FT26REFUND02' });
    expect(again.body).toMatchObject({ statusCode: 409, code: 'CLOSURE_ALREADY_REFUNDED' });
    expect((await auditEntries(t, 'account_closure', closure.id)).map((e) => e.action).sort()).toEqual([
      'account_closure.close',
      'account_closure.refund',
    ]);
  });

  it('tells the owner in their profile’s language, read before the row goes, whoever deleted the account', async () => {
    const joao = await createCustomer(t, { firstName: 'João', preferredLanguage: 'pt' });
    await api(t, admin).delete(`/api/admin/users/${joao.user.id}`).set('Accept-Language', 'en').expect(200);
    const byStaff = await sink.nextMessage(joao.entity.email);
    expect(byStaff.subject).toBe('Sua conta AutoExport foi excluída');
    expect(byStaff.text).toContain('Nossa equipe excluiu sua conta');

    const bilal = await createCustomer(t, { firstName: 'Bilal', preferredLanguage: 'ur' });
    await deleteOwn(bilal).set('Accept-Language', 'es').expect(200);
    const own = await sink.nextMessage(bilal.entity.email);
    expect(own.subject).toBe('آپ کا AutoExport اکاؤنٹ حذف کر دیا گیا ہے');
    expect(own.html).toMatch(/<html[^>]* lang="ur"[^>]* dir="rtl"/);
  });

  it('a payment voided after the account went cancels its deposit-paid order instead of holding the car for nobody', async () => {
    const who = await createCustomer(t);
    const [{ car }] = await createCars(t, [{}]);
    const order = await reserved(t, who, car!.stockId, { tradeTerms: 'FOB' });
    const payment = await recordPayment(t, admin, who, order.price.total.amount);
    await allocate(t, admin, payment.id, order.id, order.price.total.amount).expect(201);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid' });
    await deleteOwn(who).expect(200);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'paid', userId: null });

    const voided = await voidPayment(t, admin, payment.id, 'Bounced').expect(200);
    expect(voided.body.status).toBe('voided');
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'cancelled', amountAllocated: '0.00' });
    expect((await transitionRows(t, order.id)).map((r) => `${r.fromStatus}→${r.toStatus} ${r.cause}`).slice(-2)).toEqual([
      'paid→deposit_paid void',
      'deposit_paid→cancelled void',
    ]);
    expect(await carStatus(car!.id)).toBe('available');
    expect(await orphanHolds()).toBe(0);
  });

  it('a reservation waiting while its account is deleted is told the session is over, never a 500', async () => {
    const who = await createCustomer(t);
    const [{ car }] = await createCars(t, [{}]);
    // The closure's place in line: the customer's reservation lock, held while the account goes.
    const closure = new pg.Client({ connectionString: t.config.databaseUrl });
    await closure.connect();
    try {
      await closure.query('BEGIN');
      await closure.query(`SELECT pg_advisory_xact_lock(hashtextextended('orders:customer:' || $1::text, 0))`, [who.entity.id]);
      const waiting = reserve(t, who, car!.stockId).then((res) => res);
      await sleep(300);
      await closure.query('DELETE FROM users WHERE id = $1', [who.entity.id]);
      await closure.query('COMMIT');
      const res = await waiting;
      expect(res.body).toMatchObject({ statusCode: 401, code: 'SESSION_REVOKED' });
    } finally {
      await closure.end();
    }
    expect(await carStatus(car!.id)).toBe('available');
    expect(await orphanHolds()).toBe(0);
  });

  it('refuses while a bid is past its lot’s cut-off, and then changes nothing', async () => {
    const who = await createCustomer(t);
    const [{ car }] = await createCars(t, [{}]);
    const order = await reserved(t, who, car!.stockId);
    await api(t, admin)
      .post('/api/admin/auctions/deposits', {
        customerId: who.entity.publicId,
        amountJpy: '100000',
        bankReference: uniqueBankReference(),
        valueDate: '2026-01-15',
      })
      .expect(201);
    const lot = await createAuctionLot(t, { startsAt: new Date(Date.now() + 7 * 86_400_000), startPriceJpy: '450000', lotNumber: '77001' });
    await api(t, who).post(`/api/auctions/lots/${lot.publicId}/bids`, { maxBidJpy: '500000' }).expect(201);
    // The lot comes up in 30 minutes: past the 60-minute cut-off, staff may be bidding for the customer already.
    await t.dataSource.query(`UPDATE auction_lots SET starts_at = now() + interval '30 minutes' WHERE id = $1`, [lot.id]);

    const preview = await api(t, who).get('/api/user/account/deletion').expect(200);
    expect(preview.body.bidsAtAuction).toEqual(['USS Tokyo 77001']);
    const refused = await deleteOwn(who).expect(409);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_BIDS_AT_AUCTION', params: { lots: 'USS Tokyo 77001' } });
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'reserved', userId: who.entity.id });
    expect(await carStatus(car!.id)).toBe('reserved');
    await api(t, who).get('/api/user/profile').expect(200);
    expect(await t.dataSource.getRepository(AccountClosure).countBy({ accountId: who.entity.publicId })).toBe(0);
  });

  describe('who may call', () => {
    let user: SignedIn;
    beforeAll(async () => {
      user = await signedInUser(t);
    });
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user, admin }),
      routes: [
        { method: 'get', url: '/api/admin/account-closures' },
        { method: 'get', url: `/api/admin/account-closures/${CLOSURE_ID}`, expect: { admin: 404 } },
        { method: 'post', url: `/api/admin/account-closures/${CLOSURE_ID}/refund`, body: { bankReference: 'FT1' }, expect: { admin: 404 } },
        { method: 'get', url: '/api/user/account/deletion', expect: { user: 200 } },
      ],
      expect: { anonymous: 401, user: 403, admin: 200 },
    });
  });
});
