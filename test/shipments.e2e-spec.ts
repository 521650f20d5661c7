import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/common/time/clock.js';
import { auditEntries, tempUploadDir } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import {
  createCustomer,
  createShipment,
  type Customer,
  type OrderBody,
  orderAudit,
  paidOrder,
  pdfBytes,
  reserved,
  shipmentBody,
  tokyo,
  uploadDocument,
} from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const NOBODY = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const ORDER_NOT_FOUND = { statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found.' };
const CRITERIA = { statusCode: 400, code: 'SCHEDULE_CRITERIA_REQUIRED', message: 'Please select at least one search criteria' };
const ARRIVAL = 'Arrival date must be after departure date';
const DEPARTURE = 'Departure date must be before arrival date';
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)]);

/** Four malformed days, listed out of the DTO's order (the answer's order must not follow the query string's). */
const BAD_DAYS = { arrivalTo: 'later', arrivalFrom: 'soon', departureTo: '2026-02-30', departureFrom: 'x' };
const fields = (body: { details?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.details ?? []).map((d) => [d.field, d.message]));

/** Shipments, the public shipping schedule and car tracking (issue 9 §5). */
describe('shipments and tracking', () => {
  let t: TestApp;
  const privateDir = tempUploadDir();
  const publicDir = tempUploadDir();
  let admin: SignedIn;
  let owner: Customer;
  let stranger: Customer;

  beforeAll(async () => {
    t = await createTestApp(
      { WORKER: 'off', UPLOAD_DIR: publicDir.dir, PRIVATE_UPLOAD_DIR: privateDir.dir },
      { clock: new ManualClock(tokyo('2026-03-02 10:30')) },
    );
    admin = await signedInUser(t, { role: 'admin' });
    [owner, stranger] = await Promise.all([createCustomer(t), createCustomer(t)]);
  });
  afterAll(async () => {
    await t.close();
    privateDir.remove();
    publicDir.remove();
  });

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: owner, admin }),
      expect: { anonymous: 401, user: 403 },
      routes: [
        { method: 'get', url: '/api/admin/shipments', expect: { admin: 200 } },
        { method: 'post', url: '/api/admin/shipments', body: {}, expect: { admin: 400 } },
        { method: 'get', url: `/api/admin/shipments/${NOBODY}`, expect: { admin: 404 } },
        { method: 'patch', url: `/api/admin/shipments/${NOBODY}`, body: { vessel: 'X' }, expect: { admin: 404 } },
        { method: 'post', url: `/api/admin/shipments/${NOBODY}/orders`, body: { orderIds: [NOBODY] }, expect: { admin: 404 } },
        {
          method: 'post',
          url: `/api/admin/orders/${NOBODY}/tracking-events`,
          body: { date: '2026-03-10', description: 'x', location: 'y', status: 'z' },
          expect: { admin: 404 },
        },
        { method: 'get', url: `/api/admin/orders/${NOBODY}/tracking`, expect: { admin: 404 } },
        { method: 'patch', url: `/api/admin/orders/${NOBODY}/documents/${NOBODY}`, body: { released: true }, expect: { admin: 404 } },
        { method: 'get', url: `/api/admin/orders/${NOBODY}/documents/${NOBODY}/file`, expect: { admin: 404 } },
      ],
    });

    it('asks an anonymous caller to sign in for the customer’s tracking routes; the schedule is public', async () => {
      for (const url of ['/api/orders/tracking', `/api/orders/${NOBODY}/tracking`, `/api/orders/${NOBODY}/documents/${NOBODY}/file`]) {
        expect((await api(t).get(url)).body).toMatchObject({ statusCode: 401, code: 'AUTH_REQUIRED' });
      }
      await api(t).get('/api/shipping-schedule').query({ port: 'Mombasa' }).expect(200);
    });

    it('refuses an upload to a regular user', async () => {
      const res = await uploadDocument(t, owner as SignedIn, NOBODY, 'invoice');
      expect(res.body).toMatchObject({ statusCode: 403, code: 'PERMISSION_DENIED', message: 'Permission Denied' });
    });
  });

  describe('staff shipments', () => {
    it('creates, shows, lists and changes a shipment, audited', async () => {
      const created = await api(t, admin).post('/api/admin/shipments', shipmentBody({ method: 'RoRo', freightTerms: 'Collect' }));
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        destinationCountry: 'KE',
        destinationPort: 'Mombasa',
        method: 'roro',
        freightTerms: 'collect',
        vessel: 'Morning Celine',
        voyageNumber: 'MC2603',
        departureDate: '2026-03-10',
        arrivalDate: '2026-04-05',
        invoiceNumber: 'FI-2603-0042',
        invoiceDate: '2026-03-09',
        status: 'scheduled',
        orderCount: 0,
        orders: [],
      });
      const id = created.body.id as string;
      await api(t, admin).get(`/api/admin/shipments/${id}`).expect(200);
      const list = await api(t, admin).get('/api/admin/shipments').query({ limit: 100 }).expect(200);
      expect(list.body.items.map((s: { id: string }) => s.id)).toContain(id);
      const changed = await api(t, admin).patch(`/api/admin/shipments/${id}`, { vessel: 'Hoegh Trigger', invoiceNumber: null });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ vessel: 'Hoegh Trigger', invoiceNumber: null, voyageNumber: 'MC2603' });
      expect((await auditEntries(t, 'shipment', id)).map((e) => [e.action, e.before, e.after])).toEqual([
        ['shipment.create', null, expect.objectContaining({ vessel: 'Morning Celine' })],
        ['shipment.update', { vessel: 'Morning Celine', invoiceNumber: 'FI-2603-0042' }, { vessel: 'Hoegh Trigger', invoiceNumber: null }],
      ]);
    });

    it('refuses an arrival on or before the departure, on create and on update, with the spec’s messages', async () => {
      for (const arrivalDate of ['2026-03-10', '2026-03-01']) {
        const res = await api(t, admin).post('/api/admin/shipments', shipmentBody({ arrivalDate }));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'ARRIVAL_BEFORE_DEPARTURE', message: ARRIVAL });
        expect(fields(res.body)).toEqual({ arrivalDate: ARRIVAL, departureDate: DEPARTURE });
      }
      const shipment = await createShipment(t, admin);
      const late = await api(t, admin).patch(`/api/admin/shipments/${shipment.id}`, { departureDate: '2026-04-05' });
      expect(fields(late.body)).toEqual({ arrivalDate: ARRIVAL, departureDate: DEPARTURE });
      expect((await api(t, admin).get(`/api/admin/shipments/${shipment.id}`)).body.departureDate).toBe('2026-03-10');
    });

    it('names every invalid field', async () => {
      const res = await api(t, admin).post('/api/admin/shipments', {
        destinationCountry: 'XX',
        destinationPort: 'M',
        method: 'air',
        freightTerms: 'cod',
        vessel: '',
        departureDate: '2026-02-30',
        arrivalDate: '10/04/2026',
      });
      expect(res.status).toBe(400);
      expect(fields(res.body)).toEqual({
        destinationCountry: 'Country must be a two-letter ISO code, e.g. KE',
        destinationPort: 'Destination port must be 2 to 60 characters',
        method: 'Shipping method must be roro or container',
        freightTerms: 'Freight terms must be prepaid or collect',
        vessel: 'Vessel is required',
        voyageNumber: 'Voyage number is required',
        departureDate: 'Departure date must be a date in the form YYYY-MM-DD, e.g. 2026-03-31',
        arrivalDate: 'Arrival date must be a date in the form YYYY-MM-DD, e.g. 2026-03-31',
      });
    });

    it('lists the errors of several bad list filters in a fixed order: the query’s own fields, then the paging', async () => {
      const bad = { page: 0, sort: 'nowhere', ...BAD_DAYS, status: 'lost', method: 'balloon', port: 'x'.repeat(61) };
      const res = await api(t, admin).get('/api/admin/shipments').query(bad).expect(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([
        'port',
        'method',
        'status',
        'departureFrom',
        'departureTo',
        'arrivalFrom',
        'arrivalTo',
        'sort',
        'page',
      ]);
    });

    it('assigns orders with the deposit paid, and refuses reserved, unknown and malformed ones', async () => {
      const shipment = await createShipment(t, admin);
      const order = await paidOrder(t, admin, await createCustomer(t), (await createCar(t)).car.stockId);
      const res = await api(t, admin).post(`/api/admin/shipments/${shipment.id}/orders`, { orderIds: [order.id] });
      expect(res.status).toBe(201);
      expect(res.body.orders).toEqual([{ id: order.id, stockId: order.car.stockId, title: order.car.title, status: 'paid' }]);
      expect((await auditEntries(t, 'shipment', shipment.id)).map((e) => e.action)).toEqual(['shipment.create', 'shipment.assign_orders']);

      const held = await reserved(t, stranger, (await createCar(t)).car.stockId);
      const refused = await api(t, admin).post(`/api/admin/shipments/${shipment.id}/orders`, { orderIds: [held.id] });
      expect(refused.body).toMatchObject({
        statusCode: 409,
        code: 'ORDER_NOT_SHIPPABLE',
        message: `Order ${held.id} is reserved: only an order with its deposit paid can be assigned to a shipment.`,
      });
      const unknown = await api(t, admin).post(`/api/admin/shipments/${shipment.id}/orders`, { orderIds: [NOBODY] });
      expect(unknown.body).toMatchObject({ statusCode: 400, code: 'ORDER_ID_INVALID' });
      const malformed = await api(t, admin).post(`/api/admin/shipments/${shipment.id}/orders`, { orderIds: [] });
      expect(malformed.body.details).toEqual([
        expect.objectContaining({ field: 'orderIds', message: 'Order ids must be a list of 1 to 100 order ids (UUIDs)' }),
      ]);
      const missing = await api(t, admin).get(`/api/admin/shipments/${NOBODY}`);
      expect(missing.body).toMatchObject({ statusCode: 404, code: 'SHIPMENT_NOT_FOUND', message: 'Shipment not found.' });
    });
  });

  describe('the public shipping schedule', () => {
    let march: string;
    let april: string;
    let container: string;
    beforeAll(async () => {
      march = (
        await createShipment(t, admin, {
          destinationPort: 'Dar es Salaam',
          destinationCountry: 'TZ',
          departureDate: '2031-03-05',
          arrivalDate: '2031-04-02',
        })
      ).id;
      april = (
        await createShipment(t, admin, {
          destinationPort: 'Dar es Salaam',
          destinationCountry: 'TZ',
          departureDate: '2031-04-07',
          arrivalDate: '2031-05-04',
        })
      ).id;
      container = (
        await createShipment(t, admin, {
          destinationPort: 'Durban',
          destinationCountry: 'ZA',
          method: 'container',
          departureDate: '2031-03-20',
          arrivalDate: '2031-04-25',
        })
      ).id;
    });
    const search = (query: Record<string, string | number>) => api(t).get('/api/shipping-schedule').query(query);
    const ids = async (query: Record<string, string | number>) =>
      (await search(query).expect(200)).body.items.map((s: { id: string }) => s.id);

    it('says "Please select at least one search criteria" without a criterion', async () => {
      expect((await search({})).body).toMatchObject(CRITERIA);
      expect((await search({ page: 1, limit: 10 })).body).toMatchObject(CRITERIA);
    });

    it('refuses an arrival window that ends before the departure window starts, with both of the spec’s messages', async () => {
      const res = await search({ departureFrom: '2031-04-10', arrivalTo: '2031-04-01' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'ARRIVAL_BEFORE_DEPARTURE', message: ARRIVAL });
      expect(fields(res.body)).toEqual({ arrivalTo: ARRIVAL, departureFrom: DEPARTURE });
      const range = await search({ departureFrom: '2031-04-10', departureTo: '2031-04-01' });
      expect(range.body).toMatchObject({
        statusCode: 400,
        code: 'INVALID_DATE_RANGE',
        message: 'The start date must not be after the end date.',
      });
      const malformed = await search({ departureFrom: 'tomorrow' });
      expect(fields(malformed.body)).toEqual({ departureFrom: 'Departure from must be a date in the form YYYY-MM-DD, e.g. 2026-03-31' });
    });

    it('lists the errors of several bad fields in a fixed order: the dates, the port, the method, then the paging', async () => {
      const res = await search({ page: 0, method: 'balloon', port: 'x'.repeat(61), ...BAD_DAYS }).expect(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([
        'departureFrom',
        'departureTo',
        'arrivalFrom',
        'arrivalTo',
        'port',
        'method',
        'page',
      ]);
    });

    it('searches by departure and arrival dates, port and method, earliest departure first, paged', async () => {
      expect(await ids({ port: 'dar es' })).toEqual([march, april]);
      expect(await ids({ departureFrom: '2031-03-01', departureTo: '2031-03-31' })).toEqual([march, container]);
      expect(await ids({ arrivalFrom: '2031-04-20', arrivalTo: '2031-05-31' })).toEqual([container, april]);
      expect(await ids({ departureFrom: '2031-03-01', method: 'container' })).toEqual([container]);
      const page = (await search({ departureFrom: '2031-01-01', limit: 1, page: 2 }).expect(200)).body;
      expect(page).toMatchObject({ total: 3, page: 2, limit: 1 });
      expect(page.items).toEqual([
        {
          id: container,
          destinationCountry: 'ZA',
          destinationPort: 'Durban',
          method: 'container',
          vessel: 'Morning Celine',
          voyageNumber: 'MC2603',
          departureDate: '2031-03-20',
          arrivalDate: '2031-04-25',
        },
      ]);
    });
  });

  describe('car tracking', () => {
    let order: OrderBody;
    let shipmentId: string;
    beforeAll(async () => {
      order = await paidOrder(t, admin, owner, (await createCar(t)).car.stockId);
      shipmentId = (await createShipment(t, admin)).id;
      await api(t, admin)
        .post(`/api/admin/shipments/${shipmentId}/orders`, { orderIds: [order.id] })
        .expect(201);
    });
    const event = (body: Record<string, unknown>) => api(t, admin).post(`/api/admin/orders/${order.id}/tracking-events`, body);

    it('records staff’s tracking events; the owner sees them, the latest location and the shipment', async () => {
      const res = await event({
        date: '2026-03-10T06:00:00Z',
        description: 'Loaded on board',
        location: 'Yokohama, Japan',
        status: 'Shipped',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ orderId: order.id, location: 'Yokohama, Japan', events: [{ status: 'Shipped' }] });
      await event({
        date: '2026-04-05',
        description: 'Discharged',
        location: 'Mombasa, Kenya',
        status: 'Arrived',
        details: 'Berth 12',
      }).expect(201);
      // Entered late, but earlier: it does not move the car back.
      await event({ date: '2026-03-20T00:00:00Z', description: 'Transshipped', location: 'Singapore', status: 'In transit' }).expect(201);
      const mine = await api(t, owner).get(`/api/orders/${order.id}/tracking`).expect(200);
      expect(mine.body).toMatchObject({
        orderId: order.id,
        status: 'paid',
        stockId: order.car.stockId,
        location: 'Mombasa, Kenya',
        released: false,
        documents: [],
        shipment: { id: shipmentId, vessel: 'Morning Celine', departureDate: '2026-03-10', arrivalDate: '2026-04-05' },
      });
      expect(mine.body.events).toEqual([
        { date: '2026-03-10T06:00:00.000Z', description: 'Loaded on board', location: 'Yokohama, Japan', status: 'Shipped', details: null },
        { date: '2026-03-20T00:00:00.000Z', description: 'Transshipped', location: 'Singapore', status: 'In transit', details: null },
        { date: '2026-04-05T00:00:00.000Z', description: 'Discharged', location: 'Mombasa, Kenya', status: 'Arrived', details: 'Berth 12' },
      ]);
      const staff = await api(t, admin).get(`/api/admin/orders/${order.id}/tracking`).expect(200);
      expect(staff.body.events).toEqual(mine.body.events);
      expect((await orderAudit(t, order.id)).filter((e) => e.action === 'order.tracking_event')).toHaveLength(3);
    });

    it('names an invalid tracking event’s fields', async () => {
      const res = await event({ date: 'yesterday', description: '', location: 'x'.repeat(121) });
      expect(fields(res.body)).toEqual({
        date: 'Date must be an ISO 8601 date or date-time, e.g. 2026-03-31T09:00:00Z',
        description: 'Description is required',
        location: 'Location must be at most 120 characters',
        status: 'Status is required',
      });
    });

    it('keeps documents private until released, then lets only the owner download them', async () => {
      const file = pdfBytes();
      const uploaded = await uploadDocument(t, admin, order.id, 'BILL_OF_LADING', file);
      expect(uploaded.status).toBe(201);
      expect(uploaded.body).toMatchObject({
        kind: 'bill_of_lading',
        contentType: 'application/pdf',
        sizeBytes: file.length,
        released: false,
        releasedAt: null,
        courierName: null,
      });
      const documentId = uploaded.body.id as string;
      const url = `/api/orders/${order.id}/documents/${documentId}/file`;
      expect((await api(t, owner).get(url)).body).toMatchObject({
        statusCode: 409,
        code: 'DOCUMENT_NOT_RELEASED',
        message: 'This document has not been released yet.',
      });
      const released = await api(t, admin).patch(`/api/admin/orders/${order.id}/documents/${documentId}`, {
        released: true,
        courierName: 'DHL',
        trackingNumber: '1234567890',
      });
      expect(released.status).toBe(200);
      expect(released.body).toMatchObject({
        released: true,
        courierName: 'DHL',
        trackingNumber: '1234567890',
        releasedAt: expect.any(String),
      });

      const download = await api(t, owner)
        .get(url)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="bill-of-lading-/);
      expect(Buffer.compare(download.body as Buffer, file)).toBe(0);
      await api(t, admin).get(`/api/admin/orders/${order.id}/documents/${documentId}/file`).expect(200);

      // Another customer: 404, as for an unknown order; an unknown document of the owner's order: 404.
      for (const id of [order.id, NOBODY, 'not-a-uuid']) {
        expect((await api(t, stranger).get(`/api/orders/${id}/documents/${documentId}/file`)).body).toMatchObject(ORDER_NOT_FOUND);
        expect((await api(t, stranger).get(`/api/orders/${id}/tracking`)).body).toMatchObject(ORDER_NOT_FOUND);
      }
      expect((await api(t, owner).get(`/api/orders/${order.id}/documents/${NOBODY}/file`)).body).toMatchObject({
        statusCode: 404,
        code: 'DOCUMENT_NOT_FOUND',
        message: 'Document not found.',
      });
      expect((await orderAudit(t, order.id)).map((e) => e.action)).toEqual(
        expect.arrayContaining(['order.document_upload', 'order.document_update']),
      );
    });

    it('takes only a real JPG, PNG, WEBP or PDF of a known kind', async () => {
      const elf = await uploadDocument(t, admin, order.id, 'invoice', ELF, 'x.pdf');
      expect(elf.body).toMatchObject({
        statusCode: 415,
        code: 'FILE_TYPE_UNSUPPORTED',
        message: 'Only JPG, PNG, WEBP or PDF files are accepted.',
      });
      const kind = await uploadDocument(t, admin, order.id, 'passport');
      expect(kind.status).toBe(400);
      expect(fields(kind.body)).toEqual({ kind: 'Kind must be one of bill_of_lading, export_certificate, invoice' });
      expect((await uploadDocument(t, admin, NOBODY, 'invoice')).body).toMatchObject(ORDER_NOT_FOUND);
    });

    it('lists the customer’s bought cars by tab: Released when every document is released', async () => {
      const other = await paidOrder(t, admin, owner, (await createCar(t)).car.stockId);
      await uploadDocument(t, admin, other.id, 'export_certificate').expect(201);
      const held = await reserved(t, owner, (await createCar(t)).car.stockId);
      const tab = async (name?: string) =>
        (
          await api(t, owner)
            .get('/api/orders/tracking')
            .query(name ? { tab: name } : {})
            .expect(200)
        ).body;
      const released = await tab('released');
      expect(released.items.map((c: { orderId: string }) => c.orderId)).toEqual([order.id]);
      expect(released.items[0]).toMatchObject({ released: true, location: 'Mombasa, Kenya', shipment: { id: shipmentId } });
      const unreleased = await tab();
      expect(unreleased).toMatchObject({ total: 1, page: 1, limit: 20 });
      expect(unreleased.items[0]).toMatchObject({ orderId: other.id, released: false, location: null, shipment: null });
      expect([...released.items, ...unreleased.items].map((c: { orderId: string }) => c.orderId)).not.toContain(held.id);
      // Another customer sees none of them.
      const theirs = await api(t, stranger).get('/api/orders/tracking').query({ tab: 'released' }).expect(200);
      expect(theirs.body.items).toEqual([]);
      const bad = await api(t, owner).get('/api/orders/tracking').query({ tab: 'all' });
      expect(fields(bad.body)).toEqual({ tab: 'Tab must be one of released, unreleased' });
    });
  });
});
