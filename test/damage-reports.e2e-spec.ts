import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { auditEntries, filesUnder, makeImage, noisyPng, tempUploadDir } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, type OrderBody, paidOrder, pay, reserved } from './support/order-factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const DESCRIPTION = 'Deep scratch along the rear left door and a cracked tail light, found at the port of Mombasa.';
const NOT_PURCHASED = {
  statusCode: 409,
  code: 'DAMAGE_ORDER_NOT_PURCHASED',
  message: 'Damage can be reported only for a vehicle you have bought: this order is not paid in full.',
};
const ORDER_NOT_FOUND = { statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found.' };
const REPORT_NOT_FOUND = { statusCode: 404, code: 'DAMAGE_REPORT_NOT_FOUND', message: 'Damage report not found.' };
const UNSUPPORTED = { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only JPG, PNG or WEBP images are accepted.' };
const TOO_LARGE = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The image is larger than 5 MB.' };

interface Report {
  reference: string;
  status: string;
  staffNote: string | null;
  order: { id: string; stockId: string };
  photos: { id: string; url: string; width: number; height: number }[];
}

/** Damage reports (issue 10): filed by a customer about a purchased car, reviewed by staff. */
describe('damage reports', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const publicDir = tempUploadDir();
  const privateDir = tempUploadDir();
  let admin: SignedIn;
  let owner: Customer;
  let stranger: Customer;
  let order: OrderBody;
  let jpeg: Buffer;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline', UPLOAD_DIR: publicDir.dir, PRIVATE_UPLOAD_DIR: privateDir.dir });
    admin = await signedInUser(t, { role: 'admin' });
    [owner, stranger] = await Promise.all([createCustomer(t), createCustomer(t)]);
    order = await purchased(owner);
    jpeg = await makeImage('jpeg', { exif: true });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
    publicDir.remove();
    privateDir.remove();
  });

  /** A paid-in-full order of `who` on a new car. */
  async function purchased(who: Customer): Promise<OrderBody> {
    return paidOrder(t, admin, who, (await createCar(t)).car.stockId);
  }

  type Fields = Record<string, string | undefined>;
  type Photo = [Buffer, string, string?];
  /** POST /api/damage-reports as multipart: the fields (undefined left out), then the photos. */
  function file(who: SignedIn | null, fields: Fields, photos: Photo[] = [], field = 'photos'): Test {
    let req = api(t, who).post('/api/damage-reports');
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) req = req.field(name, value);
    for (const [data, filename, contentType] of photos)
      req = req.attach(field, data, { filename, contentType: contentType ?? 'image/jpeg' });
    return req;
  }
  const fieldsFor = (target: OrderBody, extra: Fields = {}): Fields => ({
    orderId: target.id,
    damagedExterior: 'true',
    description: DESCRIPTION,
    ...extra,
  });
  const reportRows = async () => Number((await t.dataSource.query<{ n: string }[]>('SELECT count(*) AS n FROM damage_reports'))[0]!.n);
  const storedPhotos = () => filesUnder(privateDir.dir).filter((f) => f.startsWith('damage-reports/'));

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: owner, admin }),
      expect: { anonymous: 401 },
      routes: [
        { method: 'post', url: '/api/damage-reports', body: {} },
        { method: 'get', url: '/api/damage-reports', expect: { user: 200 } },
        { method: 'get', url: '/api/damage-reports/DR-00000000', expect: { user: 404 } },
        { method: 'get', url: '/api/damage-reports/DR-00000000/photos/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
        { method: 'get', url: '/api/admin/damage-reports', expect: { user: 403, admin: 200 } },
        { method: 'get', url: '/api/admin/damage-reports/DR-00000000', expect: { user: 403, admin: 404 } },
        {
          method: 'get',
          url: '/api/admin/damage-reports/DR-00000000/photos/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
          expect: { user: 403, admin: 404 },
        },
        {
          method: 'patch',
          url: '/api/admin/damage-reports/DR-00000000/status',
          body: { status: 'under_review' },
          expect: { user: 403, admin: 404 },
        },
      ],
    });
  });

  it('files a report with photos recognised by their bytes, kept private and re-encoded without metadata', async () => {
    const target = await purchased(owner);
    const res = await file(owner, fieldsFor(target, { mechanicalIssues: 'on', missingAccessories: 'false' }), [
      [jpeg, 'door.jpg'],
      [await makeImage('png', { width: 2400, height: 1800 }), 'light.png', 'image/png'],
      // The name and declared type do not matter: the bytes say WEBP.
      [await makeImage('webp'), 'notes.txt', 'text/plain'],
    ]);
    expect(res.status).toBe(201);
    const report = res.body as Report & Record<string, unknown>;
    expect(report).toMatchObject({
      message: 'Damage report submitted successfully',
      status: 'submitted',
      order: { id: target.id, stockId: target.car.stockId, carTitle: target.car.title },
      damagedExterior: true,
      damagedInterior: false,
      mechanicalIssues: true,
      missingAccessories: false,
      description: DESCRIPTION,
      staffNote: null,
    });
    expect(report.reference).toMatch(/^DR-[0-9A-Z]{8}$/);
    expect(report.photos).toHaveLength(3);
    expect(report.photos[1]).toMatchObject({ width: 1600, height: 1200 });

    const photo = report.photos[0]!;
    expect(photo.url).toBe(`/api/damage-reports/${report.reference}/photos/${photo.id}`);
    const download = await api(t, owner).get(photo.url).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/webp');
    expect(download.headers['cache-control']).toBe('no-store');
    const meta = await sharp(download.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(meta.exif).toBeUndefined();
    const thumb = await api(t, owner).get(`${report.photos[1]!.url}?size=thumb`).buffer(true);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    const staff = await api(t, admin).get(`/api/admin/damage-reports/${report.reference}/photos/${photo.id}`).buffer(true);
    expect(Buffer.compare(staff.body as Buffer, download.body as Buffer)).toBe(0);

    // Private storage only (photo + thumbnail each), never where /uploads/ serves from.
    expect(storedPhotos().filter((f) => f.startsWith(`damage-reports/${report.reference}/`))).toHaveLength(6);
    expect(filesUnder(publicDir.dir)).toEqual([]);
    const [entry] = await auditEntries(t, 'damage_report', report.reference);
    expect(entry).toMatchObject({
      action: 'damage_report.file',
      after: { orderId: target.id, kinds: ['damagedExterior', 'mechanicalIssues'], photos: 3, status: 'submitted' },
    });
  });

  it('files one without photos, and lists mine newest first with pages; the reference reads in any case', async () => {
    const customer = await createCustomer(t);
    const [first, second] = [await purchased(customer), await purchased(customer)];
    const a = (await file(customer, fieldsFor(first)).expect(201)).body as Report;
    const b = (await file(customer, fieldsFor(second, { damagedExterior: undefined, damagedInterior: 'true' })).expect(201)).body as Report;
    expect(b.photos).toEqual([]);
    const list = await api(t, customer).get('/api/damage-reports').expect(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(list.body.items.map((r: Report) => r.reference)).toEqual([b.reference, a.reference]);
    const page2 = await api(t, customer).get('/api/damage-reports?page=2&limit=1').expect(200);
    expect(page2.body.items.map((r: Report) => r.reference)).toEqual([a.reference]);
    expect((await api(t, customer).get('/api/damage-reports?limit=0')).status).toBe(400);
    const one = await api(t, customer).get(`/api/damage-reports/${a.reference.toLowerCase()}`).expect(200);
    expect(one.body).toMatchObject({ reference: a.reference, damagedExterior: true });
  });

  it('shows no one else my report or its photos (404)', async () => {
    const target = await purchased(owner);
    const report = (await file(owner, fieldsFor(target), [[jpeg, 'a.jpg']]).expect(201)).body as Report;
    expect((await api(t, stranger).get(`/api/damage-reports/${report.reference}`)).body).toMatchObject(REPORT_NOT_FOUND);
    expect((await api(t, stranger).get(report.photos[0]!.url)).body).toMatchObject(REPORT_NOT_FOUND);
    expect((await api(t, stranger).get('/api/damage-reports')).body.items).toEqual([]);
    const unknownPhoto = await api(t, owner).get(`/api/damage-reports/${report.reference}/photos/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed`);
    expect(unknownPhoto.body).toMatchObject({ statusCode: 404, code: 'DAMAGE_PHOTO_NOT_FOUND', message: 'Photo not found.' });
    expect((await api(t, owner).get(`/api/damage-reports/${report.reference}/photos/x`)).body.code).toBe('DAMAGE_PHOTO_NOT_FOUND');
    expect((await api(t, owner).get('/api/damage-reports/not-a-reference')).body).toMatchObject(REPORT_NOT_FOUND);
  });

  it('refuses another customer’s order (404) and an order not bought yet (409)', async () => {
    const before = await reportRows();
    expect((await file(stranger, fieldsFor(order))).body).toMatchObject(ORDER_NOT_FOUND);
    expect((await file(owner, fieldsFor(order, { orderId: 'not-an-id' }))).body).toMatchObject(ORDER_NOT_FOUND);

    const reservation = await reserved(t, owner, (await createCar(t)).car.stockId, { tradeTerms: 'FOB' });
    expect((await file(owner, fieldsFor(reservation), [[jpeg, 'a.jpg']])).body).toMatchObject(NOT_PURCHASED);
    await pay(t, admin, owner, reservation.id, '3250.00'); // the deposit: bought, not yet paid in full
    expect((await file(owner, fieldsFor(reservation))).body).toMatchObject(NOT_PURCHASED);
    const cancelled = await reserved(t, owner, (await createCar(t)).car.stockId);
    await api(t, owner).post(`/api/orders/${cancelled.id}/cancel`).expect(200);
    expect((await file(owner, fieldsFor(cancelled))).body).toMatchObject(NOT_PURCHASED);
    expect(await reportRows()).toBe(before);
  });

  it('takes one open report per order at a time', async () => {
    const target = await purchased(owner);
    const first = (await file(owner, fieldsFor(target)).expect(201)).body as Report;
    const again = await file(owner, fieldsFor(target), [[jpeg, 'a.jpg']]);
    expect(again.body).toMatchObject({
      statusCode: 409,
      code: 'DAMAGE_REPORT_ALREADY_OPEN',
      message: `You already have an open damage report for this order: ${first.reference}.`,
    });
    // Two at once for one order: one report, the other refused.
    const fresh = await purchased(owner);
    const both = await Promise.all([file(owner, fieldsFor(fresh)), file(owner, fieldsFor(fresh))]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.code).toBe('DAMAGE_REPORT_ALREADY_OPEN');
    // Once it is dealt with, another may be filed.
    await api(t, admin).patch(`/api/admin/damage-reports/${first.reference}/status`, { status: 'under_review' }).expect(200);
    await api(t, admin).patch(`/api/admin/damage-reports/${first.reference}/status`, { status: 'resolved' }).expect(200);
    await file(owner, fieldsFor(target)).expect(201);
  });

  it('explains every refused field', async () => {
    const before = await reportRows();
    const noOrder = await file(owner, { description: DESCRIPTION });
    expect(noOrder.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(noOrder.body.details).toEqual([
      expect.objectContaining({
        field: 'orderId',
        code: 'DAMAGE_ORDER_REQUIRED',
        message: 'Choose the order of the vehicle you are reporting.',
      }),
    ]);
    for (const description of [undefined, '   ']) {
      const res = await file(owner, fieldsFor(order, { description }));
      expect(res.body.details).toEqual([
        expect.objectContaining({ field: 'description', code: 'DAMAGE_DESCRIPTION_REQUIRED', message: 'Please describe the damage.' }),
      ]);
    }
    const long = await file(owner, fieldsFor(order, { description: 'x'.repeat(2001) }));
    expect(long.body.details).toEqual([
      expect.objectContaining({ field: 'description', code: 'FIELD_TOO_LONG', message: 'Description must be at most 2000 characters' }),
    ]);
    // 2,000 characters of Urdu are fine (about 4 KB of UTF-8).
    expect((await file(owner, fieldsFor(await purchased(owner), { description: 'خ'.repeat(2000) }))).status).toBe(201);
    const huge = await file(owner, fieldsFor(order, { description: 'x'.repeat(20_000) }));
    expect(huge.body.details).toEqual([expect.objectContaining({ field: 'description', code: 'FIELD_TOO_LONG' })]);
    const flag = await file(owner, fieldsFor(order, { damagedInterior: 'maybe' }));
    expect(flag.body.details).toEqual([
      expect.objectContaining({ field: 'damagedInterior', code: 'FIELD_NOT_BOOLEAN', message: 'Damaged interior must be true or false' }),
    ]);
    const unknown = await file(owner, fieldsFor(order, { status: 'resolved' }));
    expect(unknown.body).toMatchObject({ statusCode: 400, code: 'UNKNOWN_FIELD', message: 'Unknown field: status' });
    const nul = await file(owner, fieldsFor(order, { description: 'a\u0000b' }));
    expect(nul.body).toMatchObject({ statusCode: 400, code: 'TEXT_CONTAINS_NUL' });
    const json = await api(t, owner).post('/api/damage-reports', { orderId: order.id, description: DESCRIPTION });
    expect(json.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await reportRows()).toBe(before + 1);
  });

  it('refuses a photo that is not a JPG, PNG or WEBP by its bytes, a damaged one, one over 5 MB, and an 11th', async () => {
    const before = [await reportRows(), storedPhotos().length];
    const text = Buffer.from('This is not a photo at all, just some text pretending to be one.\n'.repeat(20));
    expect(
      (
        await file(owner, fieldsFor(order), [
          [jpeg, 'ok.jpg'],
          [text, 'damage.jpg'],
        ])
      ).body,
    ).toMatchObject(UNSUPPORTED);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await file(owner, fieldsFor(order), [[gif, 'a.gif', 'image/gif']])).body).toMatchObject(UNSUPPORTED);
    const png = await makeImage('png');
    expect((await file(owner, fieldsFor(order), [[png.subarray(0, 60), 'cut.png', 'image/png']])).body).toMatchObject({
      statusCode: 400,
      code: 'INVALID_IMAGE',
    });
    expect((await file(owner, fieldsFor(order), [[await noisyPng(5 * 1024 * 1024 + 1024), 'big.png', 'image/png']])).body).toMatchObject(
      TOO_LARGE,
    );
    const eleven = Array.from({ length: 11 }, (_, i): Photo => [jpeg, `p${i}.jpg`]);
    expect((await file(owner, fieldsFor(order), eleven)).body).toMatchObject({
      statusCode: 413,
      code: 'DAMAGE_TOO_MANY_PHOTOS',
      message: 'A damage report can have at most 10 photos.',
    });
    const wrongField = await file(owner, fieldsFor(order), [[jpeg, 'a.jpg']], 'image');
    expect(wrongField.body).toMatchObject({
      statusCode: 400,
      code: 'UNKNOWN_FIELD',
      message: 'Unknown field: image. Send the images in the field "photos".',
    });
    expect([await reportRows(), storedPhotos().length]).toEqual(before);
    // Ten is fine.
    const ten = Array.from({ length: 10 }, (_, i): Photo => [jpeg, `p${i}.jpg`]);
    expect((await file(owner, fieldsFor(await purchased(owner)), ten)).body.photos).toHaveLength(10);
  });

  describe('staff', () => {
    let report: Report;
    let target: OrderBody;
    beforeAll(async () => {
      target = await purchased(stranger);
      report = (
        await file(stranger, fieldsFor(target, { description: 'Missing spare key and the tool kit.' }), [[jpeg, 'a.jpg']]).expect(201)
      ).body as Report;
    });
    const setStatus = (body: object, ref = report.reference) => api(t, admin).patch(`/api/admin/damage-reports/${ref}/status`, body);

    it('list with filters and see the details, photos and customer', async () => {
      const list = (query: string) => api(t, admin).get(`/api/admin/damage-reports?${query}`).expect(200);
      const refs = async (query: string) => (await list(query)).body.items.map((r: Report) => r.reference) as string[];
      const all = await list('');
      expect(all.body.items[0]).toMatchObject({ reference: report.reference, customer: { email: stranger.entity.email } });
      expect(await refs(`order=${target.id}`)).toEqual([report.reference]);
      expect(await refs(`order=${target.car.stockId.toLowerCase()}`)).toEqual([report.reference]);
      expect(await refs('q=spare%20KEY')).toEqual([report.reference]);
      expect(await refs(`q=${report.reference.slice(3)}`)).toEqual([report.reference]);
      expect(await refs('status=submitted')).toContain(report.reference);
      expect(await refs('status=resolved')).not.toContain(report.reference);
      const today = new Date().toISOString().slice(0, 10);
      expect(await refs(`from=${today}&to=${today}`)).toContain(report.reference);
      expect(await refs('to=2020-01-01')).toEqual([]);
      const bad = await api(t, admin).get('/api/admin/damage-reports?status=open');
      expect(bad.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect((await api(t, admin).get('/api/admin/damage-reports?from=2026-03-02&to=2026-03-01')).body.code).toBe('INVALID_DATE_RANGE');

      const details = await api(t, admin).get(`/api/admin/damage-reports/${report.reference}`).expect(200);
      expect(details.body).toMatchObject({
        reference: report.reference,
        customer: { id: stranger.entity.publicId },
        description: 'Missing spare key and the tool kit.',
      });
      expect(details.body.photos[0].url).toMatch(new RegExp(`^/api/admin/damage-reports/${report.reference}/photos/`));
    });

    it('move a report along with a note; the customer sees it and is emailed each time', async () => {
      expect((await setStatus({ status: 'resolved' })).body).toMatchObject({
        statusCode: 409,
        code: 'DAMAGE_REPORT_TRANSITION_NOT_ALLOWED',
        message: 'A damage report that is submitted cannot be set to resolved.',
      });
      const note = 'Our surveyor will inspect the car at the port on Monday.';
      const res = await setStatus({ status: 'UNDER_REVIEW', note });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'under_review', staffNote: note, nextStatuses: ['resolved', 'rejected'] });
      const mail = await sink.nextMessage(stranger.entity.email);
      expect(mail.subject).toBe(`Damage report ${report.reference}: under review`);
      expect(mail.text).toContain(note);
      expect(mail.text).toContain(
        `Your damage report ${report.reference} for the ${target.car.title} (stock ${target.car.stockId}) is now under review.`,
      );
      expect(mail.text).toContain('http://localhost:3000/profile/damage-reports');
      const mine = await api(t, stranger).get(`/api/damage-reports/${report.reference}`).expect(200);
      expect(mine.body).toMatchObject({ status: 'under_review', staffNote: note });

      expect((await setStatus({ status: 'under_review' })).body).toMatchObject({
        statusCode: 409,
        code: 'DAMAGE_REPORT_ALREADY_IN_STATUS',
        message: 'This damage report is already under review.',
      });
      const noNote = await setStatus({ status: 'rejected' });
      expect(noNote.body).toMatchObject({
        statusCode: 400,
        code: 'DAMAGE_NOTE_REQUIRED_TO_REJECT',
        message: 'Tell the customer why the report is rejected.',
      });
      expect(noNote.body.details).toEqual([expect.objectContaining({ field: 'note' })]);
      const rejected = await setStatus({ status: 'rejected', note: 'The damage is listed on the auction sheet (A2 on the rear door).' });
      expect(rejected.body).toMatchObject({ status: 'rejected' });
      expect((await sink.nextMessage(stranger.entity.email)).subject).toBe(`Damage report ${report.reference}: rejected`);
      expect((await setStatus({ status: 'under_review' })).body.code).toBe('DAMAGE_REPORT_TRANSITION_NOT_ALLOWED');

      const audit = await auditEntries(t, 'damage_report', report.reference);
      expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
        ['damage_report.file', null, expect.objectContaining({ status: 'submitted' })],
        ['damage_report.status_change', { status: 'submitted' }, { status: 'under_review', note }],
        ['damage_report.status_change', { status: 'under_review' }, expect.objectContaining({ status: 'rejected' })],
      ]);
    });

    it('refuse a bad status, an unknown field and an unknown report', async () => {
      const bad = await setStatus({ status: 'submitted' });
      expect(bad.body.details).toEqual([
        expect.objectContaining({ field: 'status', message: 'Status must be one of under_review, resolved, rejected' }),
      ]);
      expect((await setStatus({ status: 'resolved', colour: 'red' })).body.code).toBe('UNKNOWN_FIELD');
      expect((await setStatus({ status: 'resolved', note: 'x'.repeat(1001) })).body.details).toEqual([
        expect.objectContaining({ field: 'note', code: 'FIELD_TOO_LONG' }),
      ]);
      expect((await setStatus({ status: 'under_review' }, 'DR-00000000')).body).toMatchObject(REPORT_NOT_FOUND);
    });
  });
});
