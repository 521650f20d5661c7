import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser, uniqueEmail } from './support/factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const SALES = 'sales.desk@example.com';
const SUBMITTED = 'Your car request has been submitted. We will contact you soon.';

/** Request a Car (issue 10): POST /api/ondemand for signed-in customers, and the staff's list, details and "handled". */
describe('car requests', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let customer: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline', SALES_EMAIL: SALES });
    [customer, other, admin] = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t, { role: 'admin' })]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const valid = (overrides: Record<string, unknown> = {}) => {
    const email = (overrides.email as string | undefined) ?? uniqueEmail('req');
    return {
      make: 'Toyota',
      model: 'Prius',
      year: 2018,
      comments: 'Pearl white, under 60,000 km.',
      name: 'Amina Njeri',
      email,
      emailConfirmation: email,
      phone: '+254 712 345678',
      whatsapp: '',
      contactMethod: 'phone',
      promotions: true,
      privacyAgreed: true,
      ...overrides,
    };
  };
  const send = (body: object, who: SignedIn = customer) => api(t, who).post('/api/ondemand', body);
  const fieldMessages = async (body: object) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please fill in all required fields' });
    return Object.fromEntries(res.body.details.map((d: { field: string; message: string }) => [d.field, d.message]));
  };

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: customer, admin }),
      expect: { anonymous: 401, user: 403 },
      routes: [
        { method: 'post', url: '/api/ondemand', body: {}, expect: { user: 400, admin: 400 } },
        { method: 'get', url: '/api/admin/car-requests', expect: { admin: 200 } },
        { method: 'get', url: '/api/admin/car-requests/6c1f2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e', expect: { admin: 404 } },
        { method: 'post', url: '/api/admin/car-requests/6c1f2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e/handle', body: {}, expect: { admin: 400 } },
      ],
    });
  });

  it('stores a request with a reference, emails sales and acknowledges to the customer', async () => {
    const body = valid({ email: uniqueEmail('amina').toUpperCase() });
    const res = await send(body).expect(201);
    expect(res.body).toEqual({
      success: true,
      message: SUBMITTED,
      reference: expect.stringMatching(/^RQ-\d{6,}$/),
      id: expect.any(String),
    });
    const email = (body.email as string).toLowerCase();

    const staff = await sink.nextMessage(SALES);
    expect(staff.subject).toBe(`Car request ${res.body.reference}: 2018 Toyota Prius`);
    expect(staff.text).toContain(`Email: ${email}`);
    expect(staff.text).toContain('Preferred contact method: Phone');
    const ack = await sink.nextMessage(email);
    expect(ack.subject).toBe(`We received your car request ${res.body.reference}`);
    expect(ack.text).toContain(`Your reference: ${res.body.reference}`);

    const detail = await api(t, admin).get(`/api/admin/car-requests/${res.body.id}`).expect(200);
    expect(detail.body).toMatchObject({
      id: res.body.id,
      reference: res.body.reference,
      status: 'open',
      make: 'Toyota',
      model: 'Prius',
      year: 2018,
      email,
      phone: '+254 712 345678',
      whatsapp: null,
      contactMethod: 'phone',
      promotions: true,
      offeredStockId: null,
      handledAt: null,
      nextStatuses: ['handled'],
    });
    const audit = await auditEntries(t, 'car_request', res.body.id);
    expect(audit.map((a) => a.action)).toEqual(['car_request.create']);
  });

  it('writes to the customer in their profile’s language, whatever the browser says; to sales in English', async () => {
    const joana = await signedInUser(t, { preferredLanguage: 'pt' });
    const email = uniqueEmail('joana');
    const res = await api(t, joana)
      .post('/api/ondemand', valid({ name: 'Joana', email, emailConfirmation: email }))
      .set('Accept-Language', 'es')
      .expect(201);
    expect((await sink.nextMessage(SALES)).subject).toBe(`Car request ${res.body.reference}: 2018 Toyota Prius`);
    const ack = await sink.nextMessage(email);
    expect(ack.subject).toBe(`Recebemos seu pedido de carro ${res.body.reference}`);
    expect(ack.text).toContain(`Sua referência: ${res.body.reference}`);
    expect(ack.html).toContain('lang="pt"');
  });

  it('takes the least: make, name, emails and the privacy agreement; contact method any, no promotions', async () => {
    const email = uniqueEmail('least');
    const res = await send({ make: 'Honda', name: 'Bilal', email, emailConfirmation: email, privacyAgreed: true }).expect(201);
    const detail = await api(t, admin).get(`/api/admin/car-requests/${res.body.id}`).expect(200);
    expect(detail.body).toMatchObject({ make: 'Honda', model: null, year: null, comments: null, contactMethod: 'any', promotions: false });
    await sink.nextMessage(SALES);
    await sink.nextMessage(email);
  });

  it('says each spec message', async () => {
    expect(await fieldMessages({})).toMatchObject({
      make: 'Make is required',
      name: 'Name is required',
      email: 'Email is required',
      privacyAgreed: 'Please agree to the privacy policy',
    });
    expect(await fieldMessages(valid({ emailConfirmation: 'someone.else@example.com' }))).toEqual({
      emailConfirmation: 'Emails do not match!',
    });
    expect(await fieldMessages(valid({ phone: '' }))).toEqual({
      phone: 'Phone number is required when selecting Phone as contact method.',
    });
    expect(await fieldMessages(valid({ phone: undefined }))).toEqual({
      phone: 'Phone number is required when selecting Phone as contact method.',
    });
    expect(await fieldMessages(valid({ contactMethod: 'whatsapp', whatsapp: '  ' }))).toEqual({
      whatsapp: 'WhatsApp number is required when selecting WhatsApp as contact method.',
    });
    expect(await fieldMessages(valid({ privacyAgreed: false }))).toEqual({ privacyAgreed: 'Please agree to the privacy policy' });
    expect(await fieldMessages(valid({ name: '  ' }))).toEqual({ name: 'Name is required' });
    expect(await fieldMessages(valid({ email: 'not-an-email', emailConfirmation: 'not-an-email' }))).toEqual({ email: 'Email is invalid' });
    const codes = (await send(valid({ emailConfirmation: 'x@example.com', phone: null })).expect(400)).body.details
      .map((d: { code: string }) => d.code)
      .sort();
    expect(codes).toEqual(['EMAILS_DO_NOT_MATCH', 'PHONE_REQUIRED_FOR_PHONE_CONTACT']);
  });

  it('refuses bad input with 400, never a 500', async () => {
    expect(await fieldMessages(valid({ comments: 'x'.repeat(1001) }))).toEqual({ comments: 'Comments must be at most 1000 characters' });
    expect(Object.keys(await fieldMessages(valid({ year: 1900 })))).toEqual(['year']);
    expect(Object.keys(await fieldMessages(valid({ year: '2018' })))).toEqual(['year']);
    expect(Object.keys(await fieldMessages(valid({ contactMethod: 'pigeon' })))).toEqual(['contactMethod']);
    expect(await fieldMessages(valid({ contactMethod: 'email', phone: 'call me' }))).toEqual({ phone: 'Phone number is invalid' });
    expect(await fieldMessages(valid({ whatsapp: 'abc' }))).toEqual({ whatsapp: 'WhatsApp number is invalid' });
    expect(Object.keys(await fieldMessages(valid({ promotions: 'yes' })))).toEqual(['promotions']);
    expect(Object.keys(await fieldMessages(valid({ privacyAgreed: 'true' })))).toEqual(['privacyAgreed']);
    expect(Object.keys(await fieldMessages(valid({ make: 42 })))).toEqual(['make']);
    const unknown = await send(valid({ status: 'handled' })).expect(400);
    expect(unknown.body.code).toBe('UNKNOWN_FIELD');
    // A WhatsApp contact needs no phone; a given comment of exactly 1,000 characters is fine.
    const email = uniqueEmail('wa');
    await send(
      valid({
        email,
        emailConfirmation: email,
        contactMethod: 'whatsapp',
        phone: '',
        whatsapp: '+92 300 1234567',
        comments: 'y'.repeat(1000),
      }),
    ).expect(201);
    await sink.nextMessage(SALES);
    await sink.nextMessage(email);
  });

  describe('staff', () => {
    const tag = `zq${Date.now().toString(36)}`;
    let first: { id: string; reference: string };
    let second: { id: string; reference: string };

    beforeAll(async () => {
      const a = uniqueEmail(`${tag}a`);
      const b = uniqueEmail(`${tag}b`);
      first = (await send(valid({ email: a, emailConfirmation: a, make: 'Nissan', model: 'Note' })).expect(201)).body;
      second = (await send(valid({ email: b, emailConfirmation: b, make: 'Mazda', model: 'Demio' }), other).expect(201)).body;
      for (const to of [SALES, a, SALES, b]) await sink.nextMessage(to);
    });

    it('lists requests newest first, filtered by status, text, reference and date', async () => {
      const all = await api(t, admin).get(`/api/admin/car-requests?q=${tag}`).expect(200);
      expect(all.body).toMatchObject({ total: 2, page: 1, limit: 20 });
      expect(all.body.items.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
      const byModel = await api(t, admin).get(`/api/admin/car-requests?q=demio&status=open`).expect(200);
      expect(byModel.body.items.map((r: { id: string }) => r.id)).toContain(second.id);
      const byRef = await api(t, admin).get(`/api/admin/car-requests?q=${first.reference}`).expect(200);
      expect(byRef.body.items.map((r: { id: string }) => r.id)).toEqual([first.id]);
      const today = new Date().toISOString().slice(0, 10);
      const dated = await api(t, admin).get(`/api/admin/car-requests?q=${tag}&from=${today}&to=${today}`).expect(200);
      expect(dated.body.total).toBe(2);
      const past = await api(t, admin).get(`/api/admin/car-requests?q=${tag}&to=2020-01-01`).expect(200);
      expect(past.body.total).toBe(0);
      const bad = await api(t, admin).get('/api/admin/car-requests?status=closed&page=0&from=yesterday').expect(400);
      expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['from', 'page', 'status']);
      const backwards = await api(t, admin).get('/api/admin/car-requests?from=2026-03-02&to=2026-03-01').expect(400);
      expect(backwards.body.code).toBe('INVALID_DATE_RANGE');
    });

    it('marks a request handled with the car offered, emails the customer its link, and audits it', async () => {
      const { car } = await createCar(t);
      const res = await api(t, admin)
        .post(`/api/admin/car-requests/${first.id}/handle`, { stockId: car.stockId.toLowerCase(), note: 'We can hold it for you.' })
        .expect(200);
      expect(res.body).toMatchObject({
        id: first.id,
        status: 'handled',
        offeredStockId: car.stockId,
        handledNote: 'We can hold it for you.',
        handledAt: expect.any(String),
        handledBy: admin.user.id,
        nextStatuses: [],
      });
      const detail = await api(t, admin).get(`/api/admin/car-requests/${first.id}`).expect(200);
      expect(detail.body).toMatchObject({ status: 'handled', offeredStockId: car.stockId });

      const email = detail.body.email as string;
      const offer = await sink.nextMessage(email);
      expect(offer.subject).toBe(`A car for your request ${first.reference}`);
      expect(offer.text).toContain(`http://localhost:3000/cars/${car.stockId}`);
      expect(offer.text).toContain('We can hold it for you.');

      const handled = await api(t, admin).get(`/api/admin/car-requests?q=${tag}&status=handled`).expect(200);
      expect(handled.body.items.map((r: { id: string }) => r.id)).toEqual([first.id]);
      const audit = await auditEntries(t, 'car_request', first.id);
      expect(audit.map((a) => a.action).sort()).toEqual(['car_request.create', 'car_request.handle']);

      const again = await api(t, admin).post(`/api/admin/car-requests/${first.id}/handle`, { stockId: car.stockId }).expect(409);
      expect(again.body).toMatchObject({ code: 'CAR_REQUEST_ALREADY_HANDLED', message: 'This car request has already been handled.' });
    });

    it('refuses an unknown or sold car with "Product not found!", an unknown request, and a missing stock id', async () => {
      const unknown = await api(t, admin).post(`/api/admin/car-requests/${second.id}/handle`, { stockId: 'ZZ0000000' }).expect(404);
      expect(unknown.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' });
      const { car: sold } = await createCar(t, { status: 'sold' });
      await api(t, admin).post(`/api/admin/car-requests/${second.id}/handle`, { stockId: sold.stockId }).expect(404);
      const { car } = await createCar(t);
      const missing = await api(t, admin)
        .post(`/api/admin/car-requests/6c1f2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e/handle`, { stockId: car.stockId })
        .expect(404);
      expect(missing.body).toMatchObject({ code: 'CAR_REQUEST_NOT_FOUND', message: 'Car request not found.' });
      await api(t, admin).get('/api/admin/car-requests/not-a-uuid').expect(404);
      const noStock = await api(t, admin).post(`/api/admin/car-requests/${second.id}/handle`, { note: 'x' }).expect(400);
      expect(noStock.body.details).toEqual([expect.objectContaining({ field: 'stockId', message: 'Stock id is required' })]);
      const long = await api(t, admin)
        .post(`/api/admin/car-requests/${second.id}/handle`, { stockId: car.stockId, note: 'n'.repeat(1001) })
        .expect(400);
      expect(long.body.details[0]).toMatchObject({ field: 'note' });
      expect((await api(t, admin).get(`/api/admin/car-requests/${second.id}`).expect(200)).body.status).toBe('open');
    });
  });
});
