import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { InsuranceClaim } from '../src/modules/insurance/insurance-claim.entity.js';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, issueCoupon, orderRow, reserved } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const NOBODY = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const NOT_COMPANY = {
  statusCode: 409,
  code: 'REVIEW_REPLY_NOT_COMPANY',
  message: "Only the company's own replies can be edited or deleted; a customer's reply can be hidden.",
};

/** CSV text to rows of cells (the exports here hold no quoted line breaks). */
const csvRows = (text: string): string[][] =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

/** The back office of reviews, insurance claims and coupons (issue 12): sorts, filters, CSV exports, company replies. */
describe('admin reviews, claims and coupons', () => {
  let t: TestApp;
  let admin: SignedIn;
  let amina: Customer;
  let bilal: Customer;
  /** A word only this run's rows carry. */
  const tag = `tag${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', MAX_OPEN_RESERVATIONS: '100' });
    [admin, amina, bilal] = await Promise.all([
      signedInUser(t, { role: 'admin' }),
      createCustomer(t, { firstName: 'Amina', lastName: 'Odhiambo' }),
      createCustomer(t, { firstName: 'Bilal', lastName: 'Khan' }),
    ]);
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: amina, admin }),
      expect: { anonymous: 401, user: 403 },
      routes: [
        { method: 'get', url: '/api/admin/reviews.csv', expect: { admin: 200 } },
        { method: 'get', url: '/api/admin/insurance/claims.csv', expect: { admin: 200 } },
        { method: 'get', url: '/api/admin/coupons.csv', expect: { admin: 200 } },
        { method: 'patch', url: `/api/admin/reviews/${NOBODY}/replies/${NOBODY}`, body: { message: 'x' }, expect: { admin: 404 } },
        { method: 'delete', url: `/api/admin/reviews/${NOBODY}/replies/${NOBODY}`, expect: { admin: 404 } },
      ],
    });
  });

  describe('reviews', () => {
    const submit = async (who: SignedIn, rating: number, title: string): Promise<string> =>
      (
        await api(t, who)
          .post('/api/reviews', { title: `${title} ${tag}`, description: `About the car, ${tag}.`, rating, country: 'KE' })
          .expect(201)
      ).body.id;
    const ids = (body: { items: { id: string }[] }) => body.items.map((r) => r.id);

    it('sorts the staff list by rating and by date, the id breaking ties, and refuses an unknown sort', async () => {
      const low = await submit(amina, 2, 'Low');
      const high = await submit(bilal, 5, 'High');
      const mid = await submit(amina, 4, 'Mid');
      const list = (sort?: string) =>
        api(t, admin)
          .get('/api/admin/reviews')
          .query({ q: tag, ...(sort ? { sort } : {}) })
          .expect(200);
      expect(ids((await list()).body)).toEqual([mid, high, low]);
      expect(ids((await list('createdAt')).body)).toEqual([low, high, mid]);
      expect(ids((await list('-rating')).body)).toEqual([high, mid, low]);
      expect(ids((await list('rating')).body)).toEqual([low, mid, high]);

      await api(t, admin).post(`/api/admin/reviews/${low}/publish`).expect(200);
      const pending = await api(t, admin).get('/api/admin/reviews').query({ q: tag, status: 'pending', sort: '-rating' }).expect(200);
      expect(ids(pending.body)).toEqual([high, mid]);

      const bad = await api(t, admin).get('/api/admin/reviews').query({ sort: 'email' }).expect(400);
      expect(bad.body.details[0]).toMatchObject({ field: 'sort' });
    });

    it('exports what is filtered, in the list’s order, as CSV', async () => {
      const res = await api(t, admin).get('/api/admin/reviews.csv').query({ q: tag, sort: '-rating', rating: '4' }).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="reviews-\d{4}-\d{2}-\d{2}\.csv"$/);
      const [header, ...rows] = csvRows(res.text);
      expect(header!.slice(0, 6)).toEqual(['Id', 'Status', 'Submitted at', 'Published at', 'Rating', 'Title']);
      expect(rows.map((r) => [r[4], r[5]])).toEqual([['4', `Mid ${tag}`]]);
      const all = csvRows((await api(t, admin).get('/api/admin/reviews.csv').query({ q: tag, sort: 'rating' }).expect(200)).text);
      expect(all.slice(1).map((r) => r[4])).toEqual(['2', '4', '5']);
      await api(t, admin).get('/api/admin/reviews.csv').query({ page: '2' }).expect(400);
    });

    it('lets staff reword and delete the company’s reply, never a customer’s, audited', async () => {
      const id = await submit(amina, 5, 'Replied');
      await api(t, admin).post(`/api/admin/reviews/${id}/publish`).expect(200);
      const company = (await api(t, admin).post(`/api/admin/reviews/${id}/replies`, { message: 'Thank you!' }).expect(201)).body.reply;
      const customer = (await api(t, bilal).post(`/api/reviews/${id}/replies`, { message: 'Same here.' }).expect(201)).body.reply;

      const edited = await api(t, admin)
        .patch(`/api/admin/reviews/${id}/replies/${company.id}`, { message: '  Thank you, Amina — enjoy the car!  ' })
        .expect(200);
      expect(edited.body.replies).toEqual([
        expect.objectContaining({ id: company.id, isCompany: true, message: 'Thank you, Amina — enjoy the car!', status: 'published' }),
        expect.objectContaining({ id: customer.id, message: 'Same here.' }),
      ]);
      const shown = (await api(t, null).get('/api/reviews').query({ q: tag, limit: '100' }).expect(200)).body.items.find(
        (r: { id: string }) => r.id === id,
      );
      expect(shown.replies.map((r: { message: string }) => r.message)).toEqual(['Thank you, Amina — enjoy the car!', 'Same here.']);

      // Both fields at once; the status is still checked.
      const both = await api(t, admin)
        .patch(`/api/admin/reviews/${id}/replies/${company.id}`, { message: 'Thanks!', status: 'hidden' })
        .expect(200);
      expect(both.body.replies[0]).toMatchObject({ message: 'Thanks!', status: 'hidden' });
      const badStatus = await api(t, admin)
        .patch(`/api/admin/reviews/${id}/replies/${company.id}`, { message: 'Thanks!', status: 'gone' })
        .expect(400);
      expect(badStatus.body.details[0]).toMatchObject({ field: 'status' });
      const nothing = await api(t, admin).patch(`/api/admin/reviews/${id}/replies/${company.id}`, {}).expect(400);
      expect(nothing.body.details[0]).toMatchObject({ field: 'status', message: 'Status is required' });
      const blank = await api(t, admin).patch(`/api/admin/reviews/${id}/replies/${company.id}`, { message: ' ' }).expect(400);
      expect(blank.body.details[0]).toMatchObject({ field: 'message' });

      // A customer's words are theirs: hidden, yes; reworded or deleted, no.
      expect((await api(t, admin).patch(`/api/admin/reviews/${id}/replies/${customer.id}`, { message: 'Edited' })).body).toMatchObject(
        NOT_COMPANY,
      );
      expect((await api(t, admin).delete(`/api/admin/reviews/${id}/replies/${customer.id}`)).body).toMatchObject(NOT_COMPANY);
      await api(t, admin).patch(`/api/admin/reviews/${id}/replies/${customer.id}`, { status: 'hidden' }).expect(200);

      const deleted = await api(t, admin).delete(`/api/admin/reviews/${id}/replies/${company.id}`).expect(200);
      expect(deleted.body.replies.map((r: { id: string }) => r.id)).toEqual([customer.id]);
      expect((await api(t, admin).delete(`/api/admin/reviews/${id}/replies/${company.id}`)).body).toMatchObject({
        statusCode: 404,
        code: 'REVIEW_REPLY_NOT_FOUND',
      });
      // Another review's reply is not found under this one.
      const other = await submit(bilal, 3, 'Other');
      expect((await api(t, admin).delete(`/api/admin/reviews/${other}/replies/${customer.id}`)).body).toMatchObject({
        statusCode: 404,
        code: 'REVIEW_REPLY_NOT_FOUND',
      });

      const actions = (await auditEntries(t, 'review', id)).map((a) => a.action);
      expect(actions).toEqual(expect.arrayContaining(['review.reply_edit', 'review.reply_status', 'review.reply_delete']));
      const [removal] = (await auditEntries(t, 'review', id)).filter((a) => a.action === 'review.reply_delete');
      expect(removal).toMatchObject({ before: { replyId: company.id, message: 'Thanks!' }, after: null });
    });
  });

  describe('insurance claims', () => {
    /** A claim row on a fresh order of `who` (the lists need rows, not the filing journey: see insurance.e2e-spec). */
    async function claim(who: Customer, fields: Partial<InsuranceClaim>): Promise<InsuranceClaim> {
      const order = await reserved(t, who, (await createCar(t)).car.stockId);
      const row = await orderRow(t, order.id);
      const repo = t.dataSource.getRepository(InsuranceClaim);
      const inserted = await repo.insert({
        userId: who.entity.id,
        orderId: row.id,
        orderPublicId: row.publicId,
        stockId: row.stockId,
        carTitle: row.carTitle,
        damageReportReference: null,
        description: `Dented bumper ${tag}`,
        damageFoundOn: '2026-01-06',
        amountClaimed: '1000.00',
        repairEstimate: null,
        cover: '5000.00',
        currency: 'USD',
        insuredAt: new Date('2026-01-01T00:00:00Z'),
        arrivedAt: new Date('2026-01-05T00:00:00Z'),
        status: 'filed',
        payout: null,
        rejectionReason: null,
        repairedAt: null,
        repairCost: null,
        decidedAt: null,
        paidAt: null,
        ...fields,
      });
      return repo.findOneByOrFail({ id: String((inserted.identifiers[0] as { id: string }).id) });
    }
    let a: InsuranceClaim;
    let b: InsuranceClaim;
    let c: InsuranceClaim;

    beforeAll(async () => {
      a = await claim(amina, { amountClaimed: '2650.00', createdAt: new Date('2026-03-01T10:00:00Z') });
      b = await claim(bilal, {
        amountClaimed: '400.00',
        status: 'approved',
        payout: '400.00',
        createdAt: new Date('2026-03-10T10:00:00Z'),
      });
      c = await claim(amina, { amountClaimed: '900.00', status: 'paid', payout: '900.00', createdAt: new Date('2026-03-20T10:00:00Z') });
    });
    const list = (query: Record<string, string>) => api(t, admin).get('/api/admin/insurance/claims').query(query).expect(200);
    const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((x) => x.id);

    it('filters by status, dates, customer and text (order, stock id, email) and sorts', async () => {
      expect(ids(await list({ q: tag }))).toEqual([c.publicId, b.publicId, a.publicId]);
      expect(ids(await list({ q: tag, sort: '-amountClaimed' }))).toEqual([a.publicId, c.publicId, b.publicId]);
      expect(ids(await list({ q: tag, status: 'approved' }))).toEqual([b.publicId]);
      expect(ids(await list({ q: tag, from: '2026-03-05', to: '2026-03-20' }))).toEqual([c.publicId, b.publicId]);
      expect(ids(await list({ q: tag, to: '2026-03-01' }))).toEqual([a.publicId]);
      expect(ids(await list({ q: tag, customerId: amina.entity.publicId }))).toEqual([c.publicId, a.publicId]);
      expect((await list({ customerId: NOBODY })).body).toMatchObject({ items: [], total: 0 });
      expect(ids(await list({ q: b.stockId.toLowerCase() }))).toEqual([b.publicId]);
      expect(ids(await list({ q: b.orderPublicId }))).toEqual([b.publicId]);
      expect(ids(await list({ q: bilal.entity.email.toUpperCase() }))).toEqual([b.publicId]);
      expect((await list({ q: 'nobody@example.com' })).body.total).toBe(0);

      const backwards = await api(t, admin).get('/api/admin/insurance/claims').query({ from: '2026-03-20', to: '2026-03-01' }).expect(400);
      expect(backwards.body.details[0]).toMatchObject({ field: 'to', code: 'INVALID_DATE_RANGE' });
      await api(t, admin).get('/api/admin/insurance/claims').query({ sort: 'payout' }).expect(400);
    });

    it('exports the filtered claims as CSV', async () => {
      const res = await api(t, admin).get('/api/admin/insurance/claims.csv').query({ q: tag, sort: 'createdAt' }).expect(200);
      expect(res.headers['content-disposition']).toMatch(/filename="insurance-claims-\d{4}-\d{2}-\d{2}\.csv"/);
      const [header, ...rows] = csvRows(res.text);
      expect(header!.slice(0, 5)).toEqual(['Id', 'Status', 'Filed at', 'Order', 'Stock id']);
      expect(rows.map((r) => [r[0], r[1], r[8], r[10]])).toEqual([
        [a.publicId, 'filed', '2650.00', ''],
        [b.publicId, 'approved', '400.00', '400.00'],
        [c.publicId, 'paid', '900.00', '900.00'],
      ]);
      const none = csvRows((await api(t, admin).get('/api/admin/insurance/claims.csv').query({ customerId: NOBODY }).expect(200)).text);
      expect(none).toHaveLength(1);
    });
  });

  describe('coupons', () => {
    const prefix = `T${randomBytes(2).toString('hex').toUpperCase()}`;
    let active: { id: string; code: string };
    let used: { id: string; code: string };
    let expired: { id: string; code: string };

    beforeAll(async () => {
      active = await issueCoupon(t, admin, amina, '100.00', { code: `${prefix}-ACTIVE`, name: `Loyalty ${tag}` });
      used = await issueCoupon(t, admin, bilal, '50.00', { code: `${prefix}-USED`, name: `Welcome ${tag}` });
      expired = await issueCoupon(t, admin, amina, '75.00', { code: `${prefix}-OLD`, name: `Old ${tag}`, expiresAt: '2099-01-01' });
      await t.dataSource.query(`UPDATE coupons SET balance = 0 WHERE public_id = $1`, [used.id]);
      await t.dataSource.query(`UPDATE coupons SET expires_at = now() - interval '1 day' WHERE public_id = $1`, [expired.id]);
    });
    const list = (query: Record<string, string>) => api(t, admin).get('/api/admin/coupons').query(query).expect(200);
    const codes = (res: { body: { items: { code: string }[] } }) => res.body.items.map((x) => x.code);

    it('filters by status, code, customer and text, and sorts', async () => {
      expect(codes(await list({ code: prefix.toLowerCase() }))).toEqual([expired.code, used.code, active.code]);
      expect(codes(await list({ code: prefix, sort: 'code' }))).toEqual([active.code, expired.code, used.code]);
      expect(codes(await list({ code: prefix, sort: '-amount' }))).toEqual([active.code, expired.code, used.code]);
      expect((await list({ code: prefix, status: 'active' })).body.items).toEqual([
        expect.objectContaining({ code: active.code, status: 'active', used: false, expired: false }),
      ]);
      expect((await list({ code: prefix, status: 'used' })).body.items).toEqual([
        expect.objectContaining({ code: used.code, status: 'used', used: true }),
      ]);
      expect((await list({ code: prefix, status: 'expired' })).body.items).toEqual([
        expect.objectContaining({ code: expired.code, status: 'expired', expired: true }),
      ]);
      expect(codes(await list({ code: prefix, customerId: amina.entity.publicId }))).toEqual([expired.code, active.code]);
      expect(codes(await list({ q: `welcome ${tag}` }))).toEqual([used.code]);
      expect(codes(await list({ code: prefix, q: amina.entity.email }))).toEqual([expired.code, active.code]);
      expect((await list({ q: 'nobody@example.com' })).body.total).toBe(0);
      expect((await list({ customerId: NOBODY })).body.total).toBe(0);
      // A LIKE wildcard in the code is a character, not a pattern.
      expect((await list({ code: '%' })).body.total).toBe(0);
      await api(t, admin).get('/api/admin/coupons').query({ status: 'spent' }).expect(400);
    });

    it('exports the filtered coupons as CSV with their customers', async () => {
      const res = await api(t, admin).get('/api/admin/coupons.csv').query({ code: prefix, sort: 'code' }).expect(200);
      expect(res.headers['content-disposition']).toMatch(/filename="coupons-\d{4}-\d{2}-\d{2}\.csv"/);
      const [header, ...rows] = csvRows(res.text);
      expect(header).toEqual([
        'Id',
        'Code',
        'Name',
        'Status',
        'Currency',
        'Amount',
        'Balance',
        'Expires at',
        'Issued at',
        'Customer email',
        'Customer name',
      ]);
      expect(rows.map((r) => [r[1], r[3], r[6], r[9]])).toEqual([
        [active.code, 'active', '100.00', amina.entity.email],
        [expired.code, 'expired', '75.00', amina.entity.email],
        [used.code, 'used', '0.00', bilal.entity.email],
      ]);
    });
  });
});
