import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tempUploadDir } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar, createMake, insertDailyStat } from './support/car-factories.js';
import { type SignedIn, signedInUser, uniqueEmail } from './support/factories.js';
import { createCustomer, type Customer, type OrderBody, pay, pdfBytes, reserved } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';
import { expiryWindow } from '../src/modules/dashboard/dashboard-rules.js';
import { addDays, tokyoDay } from '../src/common/time/tokyo-day.js';

const HOUR = 3600_000;

interface Card<T> {
  count: number;
  items: T[];
}
interface Dashboard {
  work: {
    today: string;
    tomorrow: string;
    expiringReservations: {
      today: number;
      tomorrow: number;
      items: { orderId: string; stockId: string; day: string; holdPaused: boolean; customer: { id: string; name: string } | null }[];
    };
    remittanceCopies: Card<{ orderId: string; stockId: string }>;
    inquiries: Card<{ reference: string; stockId: string | null }>;
    reviews: Card<{ id: string; title: string }>;
    carRequests: Card<{ id: string; reference: string; make: string }>;
  };
  charts: {
    from: string;
    to: string;
    days: { day: string; views: number; inquiries: number; reservations: number; sales: number; salesAmount: { amount: string } }[];
    totals: { views: number; inquiries: number; reservations: number; sales: number; salesAmount: { amount: string; currency: string } };
    salesByCountry: { country: string; count: number; amount: { amount: string } }[];
    salesByMake: { make: string; title: string; count: number; amount: { amount: string } }[];
  };
}

/** The back office's dashboard (issue 12): today's work counted live, the last 90 days' charts cached in Redis. */
describe('admin dashboard', () => {
  let t: TestApp;
  const publicDir = tempUploadDir();
  const privateDir = tempUploadDir();
  let admin: SignedIn;
  let superadmin: SignedIn;
  let amina: Customer;
  let bilal: Customer;
  let dashboard: Dashboard;
  const orders: Record<'today' | 'tomorrow' | 'later' | 'sold', OrderBody> = {} as never;
  let inquiryRefs: string[];
  let reviewIds: string[];
  let requestId: string;
  let today: string;

  const setExpiry = (order: OrderBody, at: Date) =>
    t.dataSource.query(`UPDATE orders SET expires_at = $1 WHERE public_id = $2`, [at, order.id]);

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', UPLOAD_DIR: publicDir.dir, PRIVATE_UPLOAD_DIR: privateDir.dir });
    [admin, superadmin, amina, bilal] = await Promise.all([
      signedInUser(t, { role: 'admin' }),
      signedInUser(t, { role: 'superadmin' }),
      createCustomer(t, { firstName: 'Amina', lastName: 'Odhiambo' }),
      createCustomer(t, { firstName: 'Bilal', lastName: 'Khan' }),
    ]);
    const make = await createMake(t, { slug: 'dashmotors', title: 'Dash Motors' });
    const cars = await Promise.all([1, 2, 3, 4].map(() => createCar(t, { makeId: make.id, fobPriceUsd: '5000.00' })));
    const w = expiryWindow(new Date());
    today = w.today;

    // Four reservations today: one expiring today, one tomorrow, one later; the fourth sold (its deposit paid).
    orders.today = await reserved(t, amina, cars[0]!.car.stockId);
    orders.tomorrow = await reserved(t, bilal, cars[1]!.car.stockId);
    orders.later = await reserved(t, amina, cars[2]!.car.stockId);
    orders.sold = await reserved(t, bilal, cars[3]!.car.stockId, {
      tradeTerms: 'FOB',
      destinationCountry: 'JM',
      destinationPort: 'Kingston',
    });
    // Half-way between now and Tokyo's midnight: still ahead (a remittance copy can pause it) at any hour of the run
    // (an hour before midnight was already past when the suite ran between 23:00 and 24:00 in Tokyo).
    await setExpiry(orders.today, new Date(Date.now() + (w.tomorrowFrom.getTime() - Date.now()) / 2));
    await setExpiry(orders.tomorrow, new Date(w.tomorrowFrom.getTime() + HOUR));
    await setExpiry(orders.later, new Date(w.until.getTime() + HOUR));
    await pay(t, admin, bilal, orders.sold.id, '2500.00');

    // A remittance copy waiting for review, on the order expiring today (which it pauses).
    await api(t, amina)
      .post(`/api/orders/${orders.today.id}/remittance-copies`)
      .attach('file', pdfBytes(), { filename: 'remittance.pdf', contentType: 'application/pdf' })
      .expect(201);

    // Three inquiries, one answered; one of the others sent five days ago.
    inquiryRefs = [];
    for (const who of [amina, bilal, amina]) {
      const res = await api(t, who)
        .post('/api/inquiries', {
          car: cars[0]!.car.stockId,
          name: 'Amina Njeri',
          email: 'typed.elsewhere@example.com',
          phone: '+254 712 345678',
          message: 'Is this car still available?',
        })
        .expect(201);
      inquiryRefs.push(res.body.inquiry.reference);
    }
    await api(t, admin).post(`/api/admin/inquiries/${inquiryRefs[0]}/response`, { message: 'Yes, it is.' }).expect(200);
    await t.dataSource.query(`UPDATE inquiries SET created_at = created_at - interval '5 days' WHERE id = $1`, [
      inquiryRefs[2]!.replace(/^INQ-0*/, ''),
    ]);

    // Two reviews, one published; one open car request and one handled.
    reviewIds = [];
    for (const title of ['Great car', 'Smooth purchase']) {
      const res = await api(t, amina)
        .post('/api/reviews', { title, description: 'Arrived in Mombasa on time, as described.', rating: 5, country: 'KE' })
        .expect(201);
      reviewIds.push(res.body.id);
    }
    await api(t, admin).post(`/api/admin/reviews/${reviewIds[0]}/publish`).expect(200);
    const requestBody = (email: string) => ({
      make: 'Toyota',
      model: 'Prius',
      year: 2018,
      name: 'Amina Njeri',
      email,
      emailConfirmation: email,
      phone: '+254 712 345678',
      contactMethod: 'phone',
      privacyAgreed: true,
    });
    const open = await api(t, amina)
      .post('/api/ondemand', requestBody(uniqueEmail('req')))
      .expect(201);
    requestId = open.body.id;
    const handled = await api(t, bilal)
      .post('/api/ondemand', requestBody(uniqueEmail('req')))
      .expect(201);
    await api(t, admin).post(`/api/admin/car-requests/${handled.body.id}/handle`, { stockId: cars[2]!.car.stockId }).expect(200);

    // Views: 40 today over two countries, 7 ten days ago, and one row 100 days ago (outside the charts).
    await insertDailyStat(t, { carId: cars[0]!.car.id, day: today, country: 'KE', views: 30 });
    await insertDailyStat(t, { carId: cars[1]!.car.id, day: today, country: 'PK', views: 10 });
    await insertDailyStat(t, { carId: cars[0]!.car.id, day: addDays(today, -10), country: 'KE', views: 7 });
    await insertDailyStat(t, { carId: cars[0]!.car.id, day: addDays(today, -100), country: 'KE', views: 1000 });

    dashboard = (await api(t, admin).get('/api/admin/dashboard').expect(200)).body;
  });
  afterAll(async () => {
    await t.close();
    publicDir.remove();
    privateDir.remove();
  });

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: amina, admin, superadmin }),
      routes: [{ method: 'get', url: '/api/admin/dashboard' }],
      expect: { anonymous: 401, user: 403, admin: 200, superadmin: 200 },
    });
  });

  it('lists the reservations expiring today and tomorrow (Tokyo), soonest first, with what their pages need', () => {
    const { expiringReservations: e, today: day, tomorrow } = dashboard.work;
    expect([day, tomorrow]).toEqual([today, addDays(today, 1)]);
    expect(e.today).toBe(1);
    expect(e.tomorrow).toBe(1);
    expect(e.items).toEqual([
      expect.objectContaining({
        orderId: orders.today.id,
        stockId: orders.today.car.stockId,
        day: 'today',
        holdPaused: true,
        customer: { id: amina.entity.publicId, name: 'Amina Odhiambo', email: amina.entity.email },
      }),
      expect.objectContaining({ orderId: orders.tomorrow.id, day: 'tomorrow', holdPaused: false }),
    ]);
  });

  it('counts the remittance copies, inquiries, reviews and car requests waiting, with their ids', () => {
    const { remittanceCopies, inquiries, reviews, carRequests } = dashboard.work;
    expect(remittanceCopies).toEqual({
      count: 1,
      items: [expect.objectContaining({ orderId: orders.today.id, stockId: orders.today.car.stockId })],
    });
    // The oldest waiting first: the one sent five days ago.
    expect(inquiries.count).toBe(2);
    expect(inquiries.items.map((i) => i.reference)).toEqual([inquiryRefs[2], inquiryRefs[1]]);
    expect(reviews).toEqual({ count: 1, items: [expect.objectContaining({ id: reviewIds[1], title: 'Smooth purchase' })] });
    expect(carRequests).toEqual({
      count: 1,
      items: [expect.objectContaining({ id: requestId, make: 'Toyota', reference: expect.stringMatching(/^RQ-\d{6}$/) })],
    });
  });

  it('charts the last 90 Tokyo days, every day present, from the stored views and the day’s records', () => {
    const { charts } = dashboard;
    expect(charts.days).toHaveLength(90);
    expect(charts.to).toBe(today);
    expect(charts.from).toBe(addDays(today, -89));
    const day = (d: string) => charts.days.find((x) => x.day === d)!;
    expect(day(today)).toMatchObject({
      views: 40,
      inquiries: 2,
      reservations: 4,
      sales: 1,
      salesAmount: { amount: orders.sold.price.total.amount },
    });
    expect(day(addDays(today, -10))).toMatchObject({ views: 7, inquiries: 0, reservations: 0, sales: 0 });
    expect(day(addDays(today, -5))).toMatchObject({ views: 0, inquiries: 1 });
    expect(charts.totals).toEqual({
      views: 47,
      inquiries: 3,
      reservations: 4,
      sales: 1,
      salesAmount: { amount: orders.sold.price.total.amount, currency: 'USD' },
    });
    expect(charts.salesByCountry).toEqual([
      { country: 'JM', count: 1, amount: { amount: orders.sold.price.total.amount, currency: 'USD' } },
    ]);
    expect(charts.salesByMake).toEqual([
      { make: 'dashmotors', title: 'Dash Motors', count: 1, amount: { amount: orders.sold.price.total.amount, currency: 'USD' } },
    ]);
  });

  it('stores the settled days’ figures in Redis, and keeps the charts for a minute while the work stays live', async () => {
    const stored = await t.redis.get(`${t.config.redisPrefix}:dashboard:day:v1:${addDays(today, -10)}`);
    expect(JSON.parse(stored!)).toMatchObject({ day: addDays(today, -10), views: 7 });
    expect(await t.redis.get(`${t.config.redisPrefix}:dashboard:day:v1:${today}`)).toBeNull();

    await api(t, bilal)
      .post('/api/inquiries', { name: 'Bilal Khan', email: 'b@example.com', phone: '+92 300 1234567', message: 'Any Prius?' })
      .expect(201);
    const again: Dashboard = (await api(t, admin).get('/api/admin/dashboard').expect(200)).body;
    expect(again.work.inquiries.count).toBe(3);
    expect(again.charts.totals.inquiries).toBe(3);
    expect(tokyoDay(new Date())).toBe(today);
  });
});
