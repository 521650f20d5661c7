import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/common/time/clock.js';
import { Car } from '../src/modules/cars/car.entity.js';
import { api } from './support/api.js';
import { auditEntries } from './support/admin-helpers.js';
import { createCar, createCars } from './support/car-factories.js';
import { createConsignee, type SignedIn, signedInUser } from './support/factories.js';
import {
  allocate,
  createCustomer,
  type Customer,
  orderAudit,
  type OrderBody,
  orderRow,
  pay,
  recordPayment,
  reserve,
  reserved,
  setExchangeRates,
  tokyo,
  transitionRows,
  uniqueBankReference,
} from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const ALREADY_RESERVED = { statusCode: 409, code: 'CAR_ALREADY_RESERVED', message: 'This car is already reserved!' };
const ORDER_NOT_FOUND = { statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found.' };
const NOBODY = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
/** Monday 2 March 2026, 10:30 in Tokyo: the hold runs to Thursday 5 March, 10:30. */
const MONDAY = tokyo('2026-03-02 10:30');
const usd = (amount: string) => ({ amount, currency: 'USD' });

describe('orders', () => {
  let t: TestApp;
  const clock = new ManualClock(MONDAY);
  let admin: SignedIn;
  let superadmin: SignedIn;
  let amina: Customer;
  let bilal: Customer;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off' }, { clock });
    [admin, superadmin, amina, bilal] = await Promise.all([
      signedInUser(t, { role: 'admin' }),
      signedInUser(t, { role: 'superadmin' }),
      createCustomer(t, { firstName: 'Amina', lastName: 'Njoroge' }),
      createCustomer(t),
    ]);
  });
  afterAll(() => t.close());

  const carStatus = async (id: string) => (await t.dataSource.getRepository(Car).findOneByOrFail({ id })).status;
  const get = (who: SignedIn | Customer, id: string) => api(t, who).get(`/api/orders/${id}`);

  describe('reserving a car', () => {
    it('holds an available car for 3 business days, with a snapshot of the price, the terms and the consignee', async () => {
      const { car } = await createCar(t, { model: 'Corolla', year: 2018, fobPriceUsd: '6500.00' });
      const res = await reserve(t, amina, car.stockId.toLowerCase());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: 'reserved',
        car: { stockId: car.stockId, title: expect.stringMatching(/^2018 .+ Corolla$/) },
        tradeTerms: 'CIF',
        shippingMethod: 'roro',
        destinationCountry: 'KE',
        destinationPort: 'Mombasa',
        // 4.40 × 1.70 × 1.50 = 11.22 m³ by RoRo at 85.00 USD, and 1.5% insurance on the CFR value.
        price: { vehiclePrice: usd('6500.00'), freight: usd('953.70'), insurance: usd('111.81'), total: usd('7565.51') },
        payment: {
          total: usd('7565.51'),
          allocated: usd('0.00'),
          balance: usd('7565.51'),
          depositRequired: usd('3782.76'),
          percent: '0.00',
          depositPaid: false,
          fullyPaid: false,
        },
        reservedAt: MONDAY.toISOString(),
        expiresAt: tokyo('2026-03-05 10:30').toISOString(),
        holdPaused: false,
        consignee: { id: amina.consignee.publicId, consigneeName: 'Mombasa Motors Ltd', city: 'Mombasa', notifyName: 'Mombasa Motors Ltd' },
        history: [{ from: null, to: 'reserved', cause: 'customer', at: MONDAY.toISOString() }],
        payments: [],
        remittanceCopies: [],
      });
      expect(await carStatus(car.id)).toBe('reserved');
      // The public catalogue shows it reserved.
      const detail = await api(t, bilal).get(`/api/cars/detail/ref/${car.stockId}`).expect(200);
      expect(detail.body.badges).toEqual(['RESERVED']);
      // Audited: the reservation, and the car's status with the order that moved it.
      expect((await orderAudit(t, res.body.id)).map((e) => [e.action, e.actorId])).toEqual([['order.reserve', amina.user.id]]);
      expect((await auditEntries(t, 'car', car.stockId)).map((e) => [e.action, e.before, e.after])).toEqual([
        ['car.status_change', { status: 'available' }, { status: 'reserved', orderId: res.body.id }],
      ]);
    });

    it('reserves a ready-to-ship car, FOB or CFR by container', async () => {
      const [a, b] = await createCars(t, [{ status: 'ready_to_ship' }, {}]);
      const fob = await reserved(t, bilal, a!.car.stockId, { tradeTerms: 'fob' });
      expect(fob).toMatchObject({ tradeTerms: 'FOB', price: { freight: usd('0.00'), insurance: usd('0.00'), total: usd('6500.00') } });
      const cfr = await reserved(t, bilal, b!.car.stockId, { tradeTerms: 'CFR', shippingMethod: 'Container' });
      expect(cfr).toMatchObject({ shippingMethod: 'container', price: { freight: usd('1450.00'), total: usd('7950.00') } });
      for (const order of [fob, cfr]) await api(t, bilal).post(`/api/orders/${order.id}/cancel`).expect(200);
    });

    it('answers a reserved car with 409 "This car is already reserved!"', async () => {
      const { car } = await createCar(t);
      await reserved(t, amina, car.stockId);
      const res = await reserve(t, bilal, car.stockId);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject(ALREADY_RESERVED);
      // A car reserved without an order (staff, before orders existed) is reserved all the same.
      const { car: held } = await createCar(t, { status: 'reserved' });
      expect((await reserve(t, bilal, held.stockId)).body).toMatchObject(ALREADY_RESERVED);
    });

    it.each(['sold', 'in_transit', 'released'] as const)('refuses a %s car: "This car is no longer available."', async (status) => {
      const { car } = await createCar(t, { status });
      const res = await reserve(t, bilal, car.stockId);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CAR_NOT_AVAILABLE', message: 'This car is no longer available.' });
      expect(await carStatus(car.id)).toBe(status);
    });

    it('answers an unknown stock id with 404 "Product not found!"', async () => {
      const res = await reserve(t, bilal, 'ZZ0000000');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' });
    });

    it('names every invalid field with its message', async () => {
      const res = await api(t, bilal).post('/api/orders', {
        stockId: 'nope',
        tradeTerms: 'EXW',
        destinationCountry: 'XX',
        destinationPort: 'M',
        shippingMethod: 'air',
        consigneeId: 'mine',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill in all required fields');
      expect(Object.fromEntries(res.body.details.map((d: { field: string; message: string }) => [d.field, d.message]))).toEqual({
        stockId: 'Stock id must be two capital letters and seven digits, e.g. AB1234567',
        tradeTerms: 'Trade terms must be FOB, CFR or CIF',
        destinationCountry: 'Country must be a two-letter ISO code, e.g. KE',
        destinationPort: 'Destination port must be 2 to 60 characters',
        shippingMethod: 'Shipping method must be roro or container',
        consigneeId: 'Consignee id must be the id of one of your consignees',
      });
      const unknown = await api(t, bilal).post('/api/orders', { ...{}, price: '1.00' });
      expect(unknown.body).toMatchObject({ statusCode: 400, code: 'UNKNOWN_FIELD', message: 'Unknown field: price' });
    });

    it('takes only a consignee of the customer’s own', async () => {
      const { car } = await createCar(t);
      const res = await reserve(t, bilal, car.stockId, { consigneeId: amina.consignee.publicId });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'CONSIGNEE_ID_INVALID', message: 'Consignee id must be the id of one of your consignees' });
      expect(await carStatus(car.id)).toBe('available');
    });

    it('lets a customer hold at most 3 reservations; a cancelled one frees a place', async () => {
      const customer = await createCustomer(t);
      const cars = await createCars(t, [{}, {}, {}, {}]);
      const orders: OrderBody[] = [];
      for (const { car } of cars.slice(0, 3)) orders.push(await reserved(t, customer, car.stockId));
      const fourth = await reserve(t, customer, cars[3]!.car.stockId);
      expect(fourth.status).toBe(409);
      expect(fourth.body).toMatchObject({
        code: 'RESERVATION_LIMIT_REACHED',
        message: 'You can hold at most 3 reservations at once. Pay for or cancel one before reserving another.',
        params: { max: 3 },
      });
      expect(await carStatus(cars[3]!.car.id)).toBe('available');
      await api(t, customer).post(`/api/orders/${orders[0]!.id}/cancel`).expect(200);
      await reserved(t, customer, cars[3]!.car.stockId);
    });

    it('is for signed-in, active customers only', async () => {
      const { car } = await createCar(t);
      const anonymous = await api(t).post('/api/orders', { stockId: car.stockId });
      expect(anonymous.status).toBe(401);
      const suspended = await createCustomer(t);
      await t.dataSource.query(`UPDATE users SET status = 'suspended' WHERE id = $1`, [suspended.entity.id]);
      const res = await reserve(t, suspended, car.stockId);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended. Please contact support.' });
      expect(await carStatus(car.id)).toBe('available');
    });
  });

  describe('cancelling a reservation', () => {
    it('frees the car at once; a second cancel or a paid order is refused with 409', async () => {
      const { car } = await createCar(t);
      const order = await reserved(t, amina, car.stockId);
      const res = await api(t, amina).post(`/api/orders/${order.id}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'cancelled', expiresAt: null });
      expect(res.body.history.map((h: { to: string; cause: string }) => `${h.to}:${h.cause}`)).toEqual([
        'reserved:customer',
        'cancelled:customer',
      ]);
      expect(await carStatus(car.id)).toBe('available');
      const again = await api(t, amina).post(`/api/orders/${order.id}/cancel`);
      expect(again.body).toMatchObject({
        statusCode: 409,
        code: 'ORDER_TRANSITION_NOT_ALLOWED',
        message: 'This order is already cancelled.',
      });
      // The car can be reserved again, by anyone.
      const next = await reserved(t, bilal, car.stockId);
      await pay(t, admin, bilal, next.id, next.payment.depositRequired.amount);
      const paid = await api(t, bilal).post(`/api/orders/${next.id}/cancel`);
      expect(paid.body).toMatchObject({
        statusCode: 409,
        code: 'ORDER_NOT_CANCELLABLE',
        message: 'Only a reservation can be cancelled here; this order is deposit paid. Please contact us.',
      });
    });
  });

  describe('only the owner sees an order', () => {
    let order: OrderBody;
    beforeAll(async () => {
      order = await reserved(t, amina, (await createCar(t)).car.stockId);
    });

    it.each([
      ['get', (id: string) => `/api/orders/${id}`],
      ['post', (id: string) => `/api/orders/${id}/cancel`],
      ['get', (id: string) => `/api/orders/${id}/invoice`],
      ['post', (id: string) => `/api/orders/${id}/remittance-copies`],
      ['get', (id: string) => `/api/orders/${id}/remittance-copies/${NOBODY}/file`],
    ] as const)('answers %s %p of another customer’s order with 404, as for an unknown or malformed id', async (method, url) => {
      for (const id of [order.id, NOBODY, 'not-a-uuid']) {
        const res = await api(t, bilal)[method](url(id));
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject(ORDER_NOT_FOUND);
      }
      expect((await orderRow(t, order.id)).status).toBe('reserved');
    });

    it('shows the owner their order and its invoice', async () => {
      await get(amina, order.id).expect(200);
      await api(t, amina).get(`/api/orders/${order.id}/invoice`).expect(200);
    });
  });

  describe('the proforma invoice', () => {
    it('lists the charges, the totals and the bank details, for the owner and for staff', async () => {
      const buyer = await createCustomer(t, { firstName: 'Amina', lastName: 'Njoroge' });
      const { car } = await createCar(t, { model: 'Fit', year: 2017 });
      const order = await reserved(t, buyer, car.stockId);
      await pay(t, admin, buyer, order.id, '1000.00');
      const res = await api(t, buyer).get(`/api/orders/${order.id}/invoice`).expect(200);
      expect(res.body).toMatchObject({
        invoiceNumber: `PI-${car.stockId}-${order.id.slice(0, 8).toUpperCase()}`,
        orderId: order.id,
        issueDate: '2026-03-02',
        depositDueAt: order.expiresAt,
        currency: 'USD',
        tradeTerms: 'CIF',
        destination: 'Mombasa, KE',
        buyer: { name: 'Amina Njoroge', email: buyer.entity.email },
        consignee: { consigneeName: 'Mombasa Motors Ltd' },
        totals: {
          paymentTotal: usd('7565.51'),
          allocatedTotal: usd('1000.00'),
          depositTotal: usd('3782.76'),
          securityDepositTotal: usd('0.00'),
          balance: usd('6565.51'),
        },
        bank: { beneficiary: 'AutoExport Co., Ltd.', swift: expect.any(String), accountNumber: expect.any(String) },
      });
      expect(
        res.body.lines.map((l: { detail: string; amount: { amount: string }; vehicleCount: number; date: string }) => [
          l.detail,
          l.amount.amount,
          l.vehicleCount,
          l.date,
        ]),
      ).toEqual([
        [`${order.car.title}, stock ${car.stockId} (FOB Japan)`, '6500.00', 1, '2026-03-02'],
        ['Ocean freight by RoRo to Mombasa, KE', '953.70', 1, '2026-03-02'],
        ['Marine insurance to Mombasa, KE', '111.81', 1, '2026-03-02'],
      ]);
      const staff = await api(t, admin).get(`/api/admin/orders/${order.id}/invoice`).expect(200);
      expect(staff.body.totals).toEqual(res.body.totals);
    });
  });

  describe('from reservation to arrival', () => {
    it('goes reserved → deposit_paid at 50% → paid at 100% → shipped → arrived, the car following, every move recorded', async () => {
      const buyer = await createCustomer(t, { firstName: 'Amina', lastName: 'Njoroge' });
      const { car } = await createCar(t, { fobPriceUsd: '9000.00' });
      const order = await reserved(t, buyer, car.stockId, { tradeTerms: 'FOB' });
      expect(order.price.total.amount).toBe('9000.00');

      // A transfer in yen, converted at the rate staff used, in yen per dollar as the site header shows it (issue 24):
      // 675,000 JPY ÷ 150 = 4500.00 USD, exactly 50%; the day's rate is 151.5, within the tolerance.
      await setExchangeRates(t, admin, { JPY: '151.5' });
      const payment = await api(t, admin).post('/api/admin/payments', {
        customerId: buyer.entity.publicId,
        amount: '675000',
        currency: 'jpy',
        exchangeRate: '150',
        valueDate: '2026-03-03',
        bankReference: uniqueBankReference(),
        note: 'Received in yen',
      });
      expect(payment.status).toBe(201);
      expect(payment.body).toMatchObject({
        customer: { id: buyer.entity.publicId, email: buyer.entity.email, name: 'Amina Njoroge' },
        received: { amount: '675000.00', currency: 'JPY' },
        exchangeRate: '150',
        referenceRate: '151.5',
        amount: usd('4500.00'),
        unallocated: usd('4500.00'),
        allocations: [],
      });
      const allocated = await allocate(t, admin, payment.body.id, order.id, '4500.00');
      expect(allocated.status).toBe(201);
      expect(allocated.body).toMatchObject({
        allocated: usd('4500.00'),
        unallocated: usd('0.00'),
        allocations: [{ orderId: order.id, amount: usd('4500.00') }],
      });

      let now = (await get(buyer, order.id).expect(200)).body;
      expect(now).toMatchObject({
        status: 'deposit_paid',
        expiresAt: null,
        payment: { allocated: usd('4500.00'), percent: '50.00', depositPaid: true, fullyPaid: false },
        payments: [{ valueDate: '2026-03-03', bankReference: payment.body.bankReference, amount: usd('4500.00') }],
      });
      expect(await carStatus(car.id)).toBe('sold');
      // A sold car leaves the public catalogue.
      await api(t, bilal).get(`/api/cars/detail/ref/${car.stockId}`).expect(404);

      await pay(t, admin, buyer, order.id, '4500.00');
      now = (await get(buyer, order.id).expect(200)).body;
      expect(now).toMatchObject({ status: 'paid', payment: { percent: '100.00', fullyPaid: true, balance: usd('0.00') } });

      const shipped = await api(t, admin).patch(`/api/admin/orders/${order.id}/status`, { status: 'shipped' });
      expect(shipped.status).toBe(200);
      expect(shipped.body).toMatchObject({ status: 'shipped', customer: { id: buyer.entity.publicId } });
      expect(await carStatus(car.id)).toBe('in_transit');
      const inTransit = await api(t, buyer).get('/api/orders/purchased').query({ status: 'in_transit' }).expect(200);
      expect(inTransit.body.items.map((o: OrderBody) => o.id)).toContain(order.id);

      const arrived = await api(t, superadmin).patch(`/api/admin/orders/${order.id}/status`, { status: 'ARRIVED' });
      expect(arrived.body.status).toBe('arrived');
      expect(await carStatus(car.id)).toBe('released');

      expect((await transitionRows(t, order.id)).map((r) => [r.fromStatus, r.toStatus, r.cause, r.actorId])).toEqual([
        [null, 'reserved', 'customer', buyer.user.id],
        ['reserved', 'deposit_paid', 'payment', admin.user.id],
        ['deposit_paid', 'paid', 'payment', admin.user.id],
        ['paid', 'shipped', 'staff', admin.user.id],
        ['shipped', 'arrived', 'staff', superadmin.user.id],
      ]);
      expect((await orderAudit(t, order.id)).map((e) => [e.action, e.before, e.after])).toEqual([
        ['order.reserve', null, expect.objectContaining({ stockId: car.stockId, total: '9000.00' })],
        ['order.transition', { status: 'reserved' }, { status: 'deposit_paid', cause: 'payment' }],
        ['order.transition', { status: 'deposit_paid' }, { status: 'paid', cause: 'payment' }],
        ['order.transition', { status: 'paid' }, { status: 'shipped', cause: 'staff' }],
        ['order.transition', { status: 'shipped' }, { status: 'arrived', cause: 'staff' }],
      ]);
      expect((await auditEntries(t, 'car', car.stockId)).map((e) => e.after?.status)).toEqual([
        'reserved',
        'sold',
        'in_transit',
        'released',
      ]);

      // Delivered: never listed publicly again (issue 9 §8), and staff cannot move the car past its order.
      await api(t, bilal).get(`/api/cars/detail/ref/${car.stockId}`).expect(404);
      const search = await api(t, bilal).get('/api/cars').query({ q: car.stockId }).expect(200);
      expect(search.body.items.map((c: { stockId: string }) => c.stockId)).not.toContain(car.stockId);
      const purchased = await api(t, buyer).get('/api/orders/purchased').query({ status: 'purchased' }).expect(200);
      expect(purchased.body.items.map((o: OrderBody) => o.id)).toContain(order.id);
      const reservedList = await api(t, buyer).get('/api/orders/reserved').expect(200);
      expect(reservedList.body.items.map((o: OrderBody) => o.id)).not.toContain(order.id);
    });

    it('may ship on the deposit alone: the order shows in Reserved Vehicles as in transit until paid in full', async () => {
      const customer = await createCustomer(t);
      const { car } = await createCar(t);
      const order = await reserved(t, customer, car.stockId, { tradeTerms: 'FOB' });
      await pay(t, admin, customer, order.id, '3250.00');
      await api(t, admin).patch(`/api/admin/orders/${order.id}/status`, { status: 'shipped' }).expect(200);
      const ids = async (list: string, status: string) =>
        (await api(t, customer).get(`/api/orders/${list}`).query({ status }).expect(200)).body.items.map((o: OrderBody) => o.id);
      expect(await ids('reserved', 'in_transit')).toContain(order.id);
      expect(await ids('purchased', 'all')).not.toContain(order.id);
      await pay(t, admin, customer, order.id, '3250.00');
      // Fully paid while shipped: it stays shipped, and moves to Purchased Vehicles.
      expect((await get(customer, order.id)).body).toMatchObject({ status: 'shipped', payment: { fullyPaid: true } });
      expect(await ids('reserved', 'all')).not.toContain(order.id);
      expect(await ids('purchased', 'in_transit')).toContain(order.id);
    });
  });

  describe('the 50% boundary', () => {
    let amina: Customer;
    beforeAll(async () => {
      amina = await createCustomer(t);
    });

    it('keeps the order reserved a cent short of half, and moves it at exactly half (rounded up to the cent)', async () => {
      // 6500.00 + 953.70 freight + 111.81 insurance = 7565.51: half is 3782.755, so 3782.75 is short.
      const { car } = await createCar(t);
      const order = await reserved(t, amina, car.stockId);
      await pay(t, admin, amina, order.id, '3782.75');
      expect((await get(amina, order.id)).body).toMatchObject({ status: 'reserved', payment: { percent: '49.99', depositPaid: false } });
      expect(await carStatus(car.id)).toBe('reserved');
      await pay(t, admin, amina, order.id, '0.01');
      expect((await get(amina, order.id)).body).toMatchObject({
        status: 'deposit_paid',
        payment: { allocated: usd('3782.76'), percent: '50.00' },
      });
      expect(await carStatus(car.id)).toBe('sold');
    });

    it('goes straight through deposit_paid to paid when one payment covers it all', async () => {
      const { car } = await createCar(t);
      const order = await reserved(t, amina, car.stockId, { tradeTerms: 'FOB' });
      await pay(t, admin, amina, order.id, '6500.00');
      const body = (await get(amina, order.id)).body;
      expect(body.status).toBe('paid');
      expect(body.history.map((h: { to: string }) => h.to)).toEqual(['reserved', 'deposit_paid', 'paid']);
    });
  });

  describe('payments', () => {
    let order: OrderBody;
    beforeAll(async () => {
      order = await reserved(t, bilal, (await createCar(t)).car.stockId, { tradeTerms: 'FOB' });
    });
    const post = (body: Record<string, unknown>) =>
      api(t, admin).post('/api/admin/payments', {
        customerId: bilal.entity.publicId,
        amount: '100.00',
        currency: 'USD',
        exchangeRate: '1',
        valueDate: '2026-03-03',
        bankReference: uniqueBankReference(),
        ...body,
      });
    const fieldMessage = async (body: Record<string, unknown>, field: string) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      return res.body.details?.find((d: { field: string }) => d.field === field)?.message ?? res.body.message;
    };

    it('refuses invalid amounts, rates, dates and customers with their messages', async () => {
      expect(await fieldMessage({ amount: '-5' }, 'amount')).toBe(
        'Amount must be an amount above 0 with at most 2 decimals, e.g. "5000.00"',
      );
      expect(await fieldMessage({ amount: 0.1 + 0.2 }, 'amount')).toBe(
        'Amount must be an amount above 0 with at most 2 decimals, e.g. "5000.00"',
      );
      expect(await fieldMessage({ exchangeRate: '0' }, 'exchangeRate')).toBe(
        'Exchange rate must be a number above 0 with at most 8 decimals, e.g. "151.5"',
      );
      expect(await fieldMessage({ exchangeRate: '1.1' }, 'exchangeRate')).toBe(
        'A payment in USD, the order currency, has the exchange rate 1',
      );
      expect(await fieldMessage({ valueDate: '2999-01-01' }, 'valueDate')).toBe(
        'Value date must be a date in the form YYYY-MM-DD, not after today',
      );
      expect(await fieldMessage({ valueDate: '2026-02-30' }, 'valueDate')).toBe(
        'Value date must be a date in the form YYYY-MM-DD, not after today',
      );
      expect(await fieldMessage({ customerId: NOBODY }, 'customerId')).toBe('Customer id must be the id of a customer account');
      expect(await fieldMessage({ currency: 'BTC' }, 'currency')).toBe('Currency must be one of USD, EUR, GBP, JPY');
    });

    it('records a bank reference once', async () => {
      const bankReference = uniqueBankReference();
      await post({ bankReference }).expect(201);
      const again = await post({ bankReference });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'BANK_REFERENCE_TAKEN',
        message: `A payment with the bank reference ${bankReference} is already recorded.`,
      });
    });

    it('allocates no more than the payment has left, nor than the order owes', async () => {
      const payment = await recordPayment(t, admin, bilal, '100.00');
      const tooMuch = await allocate(t, admin, payment.id, order.id, '100.01');
      expect(tooMuch.body).toMatchObject({
        statusCode: 409,
        code: 'ALLOCATION_EXCEEDS_PAYMENT',
        message: 'Only 100.00 USD of this payment is left to allocate.',
      });
      await allocate(t, admin, payment.id, order.id, '60.00').expect(201);
      const rest = await allocate(t, admin, payment.id, order.id, '40.01');
      expect(rest.body.message).toBe('Only 40.00 USD of this payment is left to allocate.');
      const big = await recordPayment(t, admin, bilal, '10000.00');
      const over = await allocate(t, admin, big.id, order.id, '6440.01');
      expect(over.body).toMatchObject({
        statusCode: 409,
        code: 'ALLOCATION_EXCEEDS_BALANCE',
        message: 'Only 6440.00 USD of this order is left to pay.',
      });
      expect((await orderRow(t, order.id)).amountAllocated).toBe('60.00');
    });

    it('puts a payment only towards its customer’s orders that still owe money', async () => {
      const theirs = await recordPayment(t, admin, amina, '50.00');
      const foreign = await allocate(t, admin, theirs.id, order.id, '10.00');
      expect(foreign.body).toMatchObject({
        statusCode: 409,
        code: 'PAYMENT_OF_ANOTHER_CUSTOMER',
        message: 'This payment was made by another customer than the one who placed the order.',
      });
      const cancelled = await reserved(t, bilal, (await createCar(t)).car.stockId);
      await api(t, bilal).post(`/api/orders/${cancelled.id}/cancel`).expect(200);
      const payment = await recordPayment(t, admin, bilal, '50.00');
      const res = await allocate(t, admin, payment.id, cancelled.id, '10.00');
      expect(res.body).toMatchObject({
        statusCode: 409,
        code: 'PAYMENT_NOT_ALLOCATABLE',
        message: 'Payments cannot be allocated to an order that is cancelled.',
      });
      const unknownOrder = await allocate(t, admin, payment.id, NOBODY, '10.00');
      expect(unknownOrder.body).toMatchObject({
        statusCode: 400,
        code: 'ORDER_ID_INVALID',
        message: 'Order id must be the id of an order (a UUID)',
      });
      const unknownPayment = await allocate(t, admin, NOBODY, order.id, '10.00');
      expect(unknownPayment.body).toMatchObject({ statusCode: 404, code: 'PAYMENT_NOT_FOUND', message: 'Payment not found.' });
    });

    it('lists payments, newest first, by customer', async () => {
      const res = await api(t, admin).get('/api/admin/payments').query({ customerId: amina.entity.publicId, limit: 100 }).expect(200);
      expect(res.body.items.length).toBeGreaterThan(0);
      expect(res.body.items.every((p: { customer: { id: string } }) => p.customer.id === amina.entity.publicId)).toBe(true);
      const none = await api(t, admin).get('/api/admin/payments').query({ customerId: NOBODY }).expect(200);
      expect(none.body).toEqual({ items: [], total: 0, totalEstimated: false, page: 1, limit: 20 });
    });
  });

  describe('the customer’s lists', () => {
    let customer: Customer;
    let orders: OrderBody[];
    beforeAll(async () => {
      customer = await createCustomer(t);
      const cars = await createCars(t, [{}, {}, {}]);
      orders = [];
      for (const [i, { car }] of cars.entries()) {
        clock.set(tokyo(`2026-03-0${2 + i} 09:00`));
        orders.push(await reserved(t, customer, car.stockId, { tradeTerms: 'FOB' }));
      }
      clock.set(MONDAY);
      await pay(t, admin, customer, orders[1]!.id, '6500.00');
    });
    const list = (path: string, query: Record<string, string | number> = {}) => api(t, customer).get(`/api/orders/${path}`).query(query);

    it('shows reservations newest first with payment progress and the deadline, and paid orders apart', async () => {
      const res = await list('reserved').expect(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, limit: 20 });
      expect(res.body.items.map((o: OrderBody) => o.id)).toEqual([orders[2]!.id, orders[0]!.id]);
      expect(res.body.items[0]).toMatchObject({
        status: 'reserved',
        expiresAt: tokyo('2026-03-09 09:00').toISOString(),
        payment: { percent: '0.00' },
      });
      const purchased = await list('purchased').expect(200);
      expect(purchased.body.items.map((o: OrderBody) => [o.id, o.status, o.expiresAt])).toEqual([[orders[1]!.id, 'paid', null]]);
    });

    it('searches by a part of the stock id and by reservation date, and pages', async () => {
      const stockId = orders[2]!.car.stockId;
      expect((await list('reserved', { stockId: stockId.slice(2).toLowerCase() })).body.items.map((o: OrderBody) => o.id)).toEqual([
        orders[2]!.id,
      ]);
      expect((await list('reserved', { from: '2026-03-03', to: '2026-03-03' })).body.total).toBe(0);
      expect((await list('reserved', { from: '2026-03-04' })).body.items.map((o: OrderBody) => o.id)).toEqual([orders[2]!.id]);
      const page2 = (await list('reserved', { limit: 1, page: 2 })).body;
      expect(page2).toMatchObject({ total: 2, page: 2, limit: 1 });
      expect(page2.items.map((o: OrderBody) => o.id)).toEqual([orders[0]!.id]);
    });

    it('explains a bad filter', async () => {
      const res = await list('reserved', { status: 'purchased' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ field: 'status', message: 'Status must be one of all, in_transit, reserved' }),
      ]);
      const range = await list('purchased', { from: '2026-03-05', to: '2026-03-01' });
      expect(range.body).toMatchObject({
        statusCode: 400,
        code: 'INVALID_DATE_RANGE',
        message: 'The start date must not be after the end date.',
      });
    });

    it('lists the errors of several bad filters in a fixed order: the list’s own filters, then the paging', async () => {
      const bad = { page: 0, limit: 'x', to: 'later', from: 'soon', stockId: 'A'.repeat(13), status: 'lost' };
      for (const path of ['reserved', 'purchased']) {
        const res = await list(path, bad).expect(400);
        expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['status', 'stockId', 'from', 'to', 'page', 'limit']);
      }
    });

    it('never shows another customer’s orders', async () => {
      const mine = (await list('reserved', { limit: 100 })).body.items.map((o: OrderBody) => o.id);
      const theirs = (await api(t, amina).get('/api/orders/reserved').query({ limit: 100 })).body.items.map((o: OrderBody) => o.id);
      expect(theirs.filter((id: string) => mine.includes(id))).toEqual([]);
    });
  });

  describe('staff', () => {
    let order: OrderBody;
    let paymentId: string;
    beforeAll(async () => {
      order = await reserved(t, bilal, (await createCar(t)).car.stockId);
      paymentId = (await recordPayment(t, admin, bilal, '10.00')).id;
    });

    describe('who may call the staff routes', () => {
      whoMayCall({
        as: (who) => api(t, who),
        callers: () => ({ user: bilal, admin, superadmin }),
        expect: { anonymous: 401, user: 403 },
        routes: [
          { method: 'get', url: '/api/admin/orders', expect: { admin: 200, superadmin: 200 } },
          { method: 'get', url: `/api/admin/orders/${NOBODY}`, expect: { admin: 404 } },
          { method: 'get', url: `/api/admin/orders/${NOBODY}/invoice`, expect: { admin: 404 } },
          { method: 'patch', url: `/api/admin/orders/${NOBODY}/status`, body: { status: 'shipped' }, expect: { admin: 404 } },
          {
            method: 'post',
            url: `/api/admin/orders/${NOBODY}/hold-extensions`,
            body: { businessDays: 1, reason: 'x' },
            expect: { admin: 404 },
          },
          { method: 'get', url: `/api/admin/orders/${NOBODY}/remittance-copies/${NOBODY}/file`, expect: { admin: 404 } },
          {
            method: 'patch',
            url: `/api/admin/orders/${NOBODY}/remittance-copies/${NOBODY}`,
            body: { status: 'accepted' },
            expect: { admin: 404 },
          },
          { method: 'get', url: '/api/admin/payments', expect: { admin: 200 } },
          { method: 'post', url: '/api/admin/payments', body: {}, expect: { admin: 400 } },
          { method: 'get', url: `/api/admin/payments/${NOBODY}`, expect: { admin: 404 } },
          {
            method: 'post',
            url: `/api/admin/payments/${NOBODY}/allocations`,
            body: { orderId: NOBODY, amount: '1.00' },
            expect: { admin: 404 },
          },
        ],
      });
    });

    it('lists and shows orders with their customer, filtered', async () => {
      const res = await api(t, admin)
        .get('/api/admin/orders')
        .query({ customerId: bilal.entity.publicId, status: 'reserved', limit: 100 })
        .expect(200);
      expect(res.body.items.map((o: OrderBody) => o.id)).toContain(order.id);
      expect(
        res.body.items.every(
          (o: { customer: { id: string }; status: string }) => o.customer.id === bilal.entity.publicId && o.status === 'reserved',
        ),
      ).toBe(true);
      const one = await api(t, admin).get(`/api/admin/orders/${order.id}`).expect(200);
      expect(one.body).toMatchObject({
        id: order.id,
        customer: { id: bilal.entity.publicId, email: bilal.entity.email },
        history: [{ to: 'reserved', actorId: bilal.user.id, actorRole: 'user', reason: null }],
      });
      expect(
        (await api(t, admin).get('/api/admin/orders').query({ stockId: order.car.stockId })).body.items.map((o: OrderBody) => o.id),
      ).toEqual([order.id]);
      const payment = await api(t, admin).get(`/api/admin/payments/${paymentId}`).expect(200);
      expect(payment.body).toMatchObject({ id: paymentId, amount: usd('10.00'), recordedBy: admin.user.id });
    });

    it('refuses moves the table does not allow, with a clear message', async () => {
      const ship = await api(t, admin).patch(`/api/admin/orders/${order.id}/status`, { status: 'shipped' });
      expect(ship.body).toMatchObject({
        statusCode: 409,
        code: 'ORDER_TRANSITION_NOT_ALLOWED',
        message: 'This order cannot go from reserved to shipped.',
      });
      const paid = await api(t, admin).patch(`/api/admin/orders/${order.id}/status`, { status: 'paid' });
      expect(paid.status).toBe(400);
      expect(paid.body.details[0].message).toBe('Status must be one of shipped, arrived, cancelled');
      const noReason = await api(t, admin).patch(`/api/admin/orders/${order.id}/status`, { status: 'cancelled' });
      expect(noReason.body).toMatchObject({ statusCode: 400, code: 'REASON_REQUIRED', message: 'Give a reason' });
      expect((await orderRow(t, order.id)).status).toBe('reserved');
    });

    it('keeps the car’s status with its order: the staff car route refuses to contradict it (409)', async () => {
      const { car } = await createCar(t);
      const held = await reserved(t, await createCustomer(t), car.stockId);
      for (const status of ['available', 'sold', 'ready_to_ship']) {
        const res = await api(t, admin).patch(`/api/admin/cars/${car.stockId}/status`, { status });
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 'CAR_FOLLOWS_ORDER',
          message: `This car belongs to order ${held.id}: its status changes only with the order.`,
        });
      }
      expect(await carStatus(car.id)).toBe('reserved');
      // The staff car page offers no status while the order holds the car, and names the order.
      expect((await api(t, admin).get(`/api/admin/cars/${car.stockId}`)).body).toMatchObject({
        holdingOrderId: held.id,
        nextStatuses: [],
      });
      expect((await api(t, admin).get(`/api/admin/orders/${held.id}`)).body.nextStatuses).toEqual(['cancelled']);
      // A cancelled order lets go of the car: staff may move it again.
      const cancelled = await api(t, admin).patch(`/api/admin/orders/${held.id}/status`, {
        status: 'cancelled',
        reason: 'Customer changed their mind',
      });
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        history: [{}, { to: 'cancelled', cause: 'staff', actorId: admin.user.id, reason: 'Customer changed their mind' }],
      });
      expect(cancelled.body.nextStatuses).toEqual([]);
      expect(await carStatus(car.id)).toBe('available');
      expect((await api(t, admin).get(`/api/admin/cars/${car.stockId}`)).body).toMatchObject({
        holdingOrderId: null,
        nextStatuses: ['ready_to_ship', 'reserved', 'sold', 'withdrawn'],
      });
      await api(t, admin).patch(`/api/admin/cars/${car.stockId}/status`, { status: 'ready_to_ship' }).expect(200);
      // …and a car that has an order on record (even a cancelled one) cannot be deleted.
      const deleted = await api(t, admin).delete(`/api/admin/cars/${car.stockId}`);
      expect(deleted.body).toMatchObject({ statusCode: 409, code: 'CAR_IN_USE' });
    });

    it('cancels a deposit-paid order with a reason, releasing the car to the catalogue', async () => {
      const { car } = await createCar(t);
      const customer = await createCustomer(t);
      const paid = await reserved(t, customer, car.stockId, { tradeTerms: 'FOB' });
      await pay(t, admin, customer, paid.id, '3250.00');
      const res = await api(t, superadmin).patch(`/api/admin/orders/${paid.id}/status`, {
        status: 'cancelled',
        reason: 'Refunded at the customer’s request',
      });
      expect(res.body.status).toBe('cancelled');
      expect(await carStatus(car.id)).toBe('available');
      await api(t, bilal).get(`/api/cars/detail/ref/${car.stockId}`).expect(200);
    });
  });

  it('keeps a deleted customer’s orders, without the customer', async () => {
    const leaving = await createCustomer(t);
    const order = await reserved(t, leaving, (await createCar(t)).car.stockId);
    await createConsignee(t, leaving.entity);
    await t.dataSource.query('DELETE FROM users WHERE id = $1', [leaving.entity.id]);
    const res = await api(t, admin).get(`/api/admin/orders/${order.id}`).expect(200);
    expect(res.body).toMatchObject({ id: order.id, customer: null, status: 'reserved' });
  });
});
