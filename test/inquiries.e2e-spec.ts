import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Car } from '../src/modules/cars/car.entity.js';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const SUBMITTED = 'Inquiry submitted successfully';
const PRODUCT_NOT_FOUND = { statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' };
const INQUIRY_NOT_FOUND = { statusCode: 404, code: 'INQUIRY_NOT_FOUND', message: 'Inquiry not found.' };
const GENERAL_LOCKED = {
  statusCode: 409,
  code: 'INQUIRY_GENERAL_STATUS_LOCKED',
  message: 'Status update is not allowed for general inquiries (Car: N/A).',
};

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Amina Njeri',
  email: 'typed.elsewhere@example.com',
  phone: '+254 712 345678',
  message: 'Is this car still available? What would shipping to Mombasa cost?',
  ...overrides,
});

/** Inquiries (issue 10): the car page's form and the general one, my list, and staff's list, response and status. */
describe('inquiries', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let amina: SignedIn & { entity: { email: string } };
  let bilal: SignedIn;
  let admin: SignedIn;
  let superadmin: SignedIn;
  let car: Car;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline' });
    [amina, bilal, admin, superadmin] = await Promise.all([
      signedInUser(t),
      signedInUser(t),
      signedInUser(t, { role: 'admin' }),
      signedInUser(t, { role: 'superadmin' }),
    ]);
    car = (await createCar(t, { fobPriceUsd: '8450.00' })).car;
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const send = (who: SignedIn | null, body: object) => api(t, who).post('/api/inquiries', body);
  /** Sends an inquiry and takes its confirmation email out of the sink. */
  async function sent(who: SignedIn & { entity?: { email: string } }, body: object): Promise<{ reference: string }> {
    const res = await send(who, body).expect(201);
    await sink.nextMessage(who.user.email);
    return res.body.inquiry;
  }

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: amina, admin, superadmin }),
      expect: { anonymous: 401, user: 403, admin: 200, superadmin: 200 },
      routes: [
        { method: 'get', url: '/api/admin/inquiries' },
        { method: 'get', url: '/api/admin/inquiries/INQ-999999', expect: { admin: 404, superadmin: 404 } },
        {
          method: 'post',
          url: '/api/admin/inquiries/INQ-999999/response',
          body: { message: 'Hi' },
          expect: { admin: 404, superadmin: 404 },
        },
        {
          method: 'patch',
          url: '/api/admin/inquiries/INQ-999999/status',
          body: { status: 'closed' },
          expect: { admin: 404, superadmin: 404 },
        },
      ],
    });
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: bilal, admin }),
      expect: { anonymous: 401, user: 200, admin: 200 },
      routes: [
        { method: 'get', url: '/api/inquiries' },
        { method: 'get', url: '/api/inquiries/INQ-999999', expect: { user: 404, admin: 404 } },
      ],
    });

    it('asks an anonymous sender to log in with the spec’s sentence, and stores nothing', async () => {
      const res = await send(null, form({ car: car.stockId })).expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, code: 'INQUIRY_LOGIN_REQUIRED', message: 'Please login to send an inquiry' });
      expect(await t.dataSource.query('SELECT 1 FROM inquiries WHERE car_id = $1', [car.id])).toHaveLength(0);
    });

    it('keeps the session codes for an expired or invalid token', async () => {
      const res = await api(t, 'Bearer not.a.token').post('/api/inquiries', form()).expect(401);
      expect(res.body.code).toBe('TOKEN_INVALID');
    });
  });

  it('sends an inquiry about a car with the account’s email, a reference, and a copy by email', async () => {
    const res = await send(
      amina,
      form({
        car: car.stockId.toLowerCase(),
        whatsapp: '+254 700 000001',
        contactMethod: 'whatsapp',
        promotions: true,
        comments: '  White preferred. ',
      }),
    ).expect(201);
    expect(res.body).toMatchObject({ success: true, message: SUBMITTED });
    const inquiry = res.body.inquiry;
    expect(inquiry).toMatchObject({
      car: { ref: car.stockId, model: car.model, year: car.year, price: { amount: '8450.00', currency: 'USD' } },
      name: 'Amina Njeri',
      email: amina.user.email,
      phone: '+254 712 345678',
      whatsapp: '+254 700 000001',
      contactMethod: 'whatsapp',
      promotions: true,
      comments: 'White preferred.',
      model: null,
      year: null,
      mileage: null,
      status: 'pending',
      responseMessage: null,
      respondedAt: null,
    });
    expect(inquiry.reference).toMatch(/^INQ-\d{6,}$/);
    expect(Date.parse(inquiry.createdAt)).not.toBeNaN();

    const mail = await sink.nextMessage(amina.user.email);
    expect(mail.subject).toBe(`We received your inquiry ${inquiry.reference}`);
    expect(mail.text).toContain(`(${car.stockId})`);
    expect(mail.text).toContain('Is this car still available?');
    expect(sink.messagesTo('typed.elsewhere@example.com')).toHaveLength(0);

    const audit = await auditEntries(t, 'inquiry', inquiry.reference);
    expect(audit.map((a) => [a.action, a.after])).toEqual([['inquiry.create', { car: car.stockId, status: 'pending' }]]);
    expect(JSON.stringify(audit)).not.toContain(amina.user.email);
  });

  it('sends a general inquiry (Car: N/A) with the optional fields, and gives each inquiry its own reference', async () => {
    const res = await send(amina, form({ car: null, model: 'Prius', year: 2018, mileage: 60000, comments: '' })).expect(201);
    expect(res.body.inquiry).toMatchObject({
      car: null,
      model: 'Prius',
      year: 2018,
      mileage: 60000,
      comments: null,
      contactMethod: 'any',
      promotions: false,
    });
    const mail = await sink.nextMessage(amina.user.email);
    expect(mail.text).toContain('Car: N/A');
    const again = await sent(amina, form());
    expect(again.reference).not.toBe(res.body.inquiry.reference);
  });

  it('answers each missing field with the spec’s message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ email: undefined }, 'email', 'Email is required'],
      [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
      [{ phone: '' }, 'phone', 'Phone number is required'],
      [{ message: undefined }, 'message', 'Message is required'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send(amina, form(overrides)).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Please fill in all required fields' });
      expect(res.body.details).toEqual([expect.objectContaining({ field, message })]);
    }
    const all = await send(amina, {}).expect(400);
    expect(Object.fromEntries(all.body.details.map((d: { field: string; message: string }) => [d.field, d.message]))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      message: 'Message is required',
    });
  });

  it('refuses bad input with a 400, never a 500', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ phone: 'call me' }, 'phone'],
      [{ whatsapp: 'abc' }, 'whatsapp'],
      [{ contactMethod: 'pigeon' }, 'contactMethod'],
      [{ promotions: 'yes' }, 'promotions'],
      [{ year: 1800 }, 'year'],
      [{ year: '2019' }, 'year'],
      [{ mileage: -1 }, 'mileage'],
      [{ message: 'x'.repeat(2001) }, 'message'],
      [{ car: 42 }, 'car'],
      [{ name: ['Amina'] }, 'name'],
      [{ unexpected: true }, 'unexpected'],
    ];
    for (const [overrides, field] of bad) {
      const res = await send(amina, form(overrides));
      expect([res.status, res.body.details?.[0]?.field]).toEqual([400, field]);
    }
    await api(t, amina).post('/api/inquiries', '[1,2').set('Content-Type', 'application/json').expect(400);
  });

  it('refuses a 10,000-character message with a 400 naming the field and its limit, never cutting it to 2,000', async () => {
    const zara = await signedInUser(t);
    const long = 'Is it still available? '.repeat(435).slice(0, 10_000);
    const res = await send(zara, form({ message: long })).expect(400);
    expect(res.body.details).toEqual([
      {
        field: 'message',
        code: 'FIELD_TOO_LONG',
        message: 'Message must be at most 2000 characters',
        params: { label: 'Message', max: 2000 },
      },
    ]);
    for (const [field, max, label] of [
      ['comments', 1000, 'Comments'],
      ['name', 100, 'Name'],
      ['model', 100, 'Model'],
    ] as const) {
      const over = await send(zara, form({ [field]: 'x'.repeat(max + 1) })).expect(400);
      expect(over.body.details).toEqual([expect.objectContaining({ field, code: 'FIELD_TOO_LONG', params: { label, max } })]);
    }
    // Exactly at the limit, it is stored as sent, every character.
    const exact = 'y'.repeat(1999) + 'z';
    const ok = await send(zara, form({ message: exact })).expect(201);
    await sink.nextMessage(zara.user.email);
    expect(ok.body.inquiry.message).toBe(exact);
    const stored = await api(t, zara).get(`/api/inquiries/${ok.body.inquiry.reference}`).expect(200);
    expect(stored.body.message).toHaveLength(2000);
  });

  it('needs the WhatsApp number when the contact method is WhatsApp (the rule of Request a car), and a phone always', async () => {
    const yusuf = await signedInUser(t);
    const res = await send(yusuf, form({ contactMethod: 'whatsapp' })).expect(400);
    expect(res.body.details).toEqual([
      expect.objectContaining({
        field: 'whatsapp',
        code: 'WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT',
        message: 'WhatsApp number is required when selecting WhatsApp as contact method.',
      }),
    ]);
    for (const whatsapp of ['', '   ', null]) {
      const blank = await send(yusuf, form({ contactMethod: 'whatsapp', whatsapp })).expect(400);
      expect(blank.body.details[0]).toMatchObject({ field: 'whatsapp', code: 'WHATSAPP_REQUIRED_FOR_WHATSAPP_CONTACT' });
    }
    expect((await send(yusuf, form({ contactMethod: 'phone', phone: '' })).expect(400)).body.details[0]).toMatchObject({
      field: 'phone',
      message: 'Phone number is required',
    });
    const ok = await send(yusuf, form({ contactMethod: 'WhatsApp', whatsapp: '+254 712 345678' })).expect(201);
    await sink.nextMessage(yusuf.user.email);
    expect(ok.body.inquiry).toMatchObject({ contactMethod: 'whatsapp', whatsapp: '+254 712 345678' });
  });

  it('answers an unknown car, or one no longer in the catalogue, with "Product not found!"', async () => {
    const sold = (await createCar(t, { status: 'sold' })).car;
    for (const ref of ['ZZ0000000', 'not a ref', sold.stockId]) {
      expect((await send(amina, form({ car: ref })).expect(404)).body).toMatchObject(PRODUCT_NOT_FOUND);
    }
  });

  it('limits a customer to 10 inquiries an hour with 429 and Retry-After', async () => {
    const flooder = await signedInUser(t);
    for (let i = 0; i < 10; i += 1) await send(flooder, form()).expect(201);
    const res = await send(flooder, form()).expect(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('my inquiries', () => {
    let chika: SignedIn;
    let refs: string[];

    beforeAll(async () => {
      chika = await signedInUser(t);
      refs = [];
      refs.push((await sent(chika, form({ car: car.stockId, message: 'First' }))).reference);
      refs.push((await sent(chika, form({ message: 'Second, general' }))).reference);
      refs.push((await sent(chika, form({ car: car.stockId, message: 'Third' }))).reference);
    });

    it('lists mine only, newest first, with the car or null, paged', async () => {
      const res = await api(t, chika).get('/api/inquiries').expect(200);
      expect(res.body).toMatchObject({ total: 3, page: 1, limit: 20 });
      expect(res.body.items.map((i: { reference: string }) => i.reference)).toEqual([...refs].reverse());
      expect(res.body.items[1]).toMatchObject({ car: null, message: 'Second, general', status: 'pending' });
      expect(res.body.items[0].car).toMatchObject({ ref: car.stockId });
      const second = await api(t, chika).get('/api/inquiries?page=2&limit=2').expect(200);
      expect(second.body).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(second.body.items.map((i: { reference: string }) => i.reference)).toEqual([refs[0]]);
      expect((await api(t, bilal).get('/api/inquiries').expect(200)).body.items).toEqual([]);
      await api(t, chika).get('/api/inquiries?page=0').expect(400);
    });

    it('shows one of mine by reference; another customer’s, or a malformed reference, is not found', async () => {
      const res = await api(t, chika).get(`/api/inquiries/${refs[0]!.toLowerCase()}`).expect(200);
      expect(res.body).toMatchObject({ reference: refs[0], message: 'First' });
      expect((await api(t, bilal).get(`/api/inquiries/${refs[0]}`).expect(404)).body).toMatchObject(INQUIRY_NOT_FOUND);
      for (const bad of ['INQ-999999999', 'nope', 'INQ-0']) {
        expect((await api(t, chika).get(`/api/inquiries/${bad}`).expect(404)).body).toMatchObject(INQUIRY_NOT_FOUND);
      }
    });
  });

  describe('staff', () => {
    let dayo: SignedIn;
    let carRef: string;
    let generalRef: string;

    beforeAll(async () => {
      dayo = await signedInUser(t, { firstName: 'Dayo' });
      carRef = (await sent(dayo, form({ car: car.stockId, name: 'Dayo Okafor', message: 'Does it have a sunroof?' }))).reference;
      generalRef = (await sent(dayo, form({ name: 'Dayo Okafor', message: 'Do you ship to Lagos?' }))).reference;
    });

    it('lists with filters: status, car, general, dates and text over name, email, reference and message', async () => {
      const refsOf = async (query: string) =>
        (await api(t, admin).get(`/api/admin/inquiries?limit=100&${query}`).expect(200)).body.items.map(
          (i: { reference: string }) => i.reference,
        );
      expect(await refsOf(`q=${encodeURIComponent('sunroof')}`)).toEqual([carRef]);
      expect(await refsOf(`q=${encodeURIComponent(dayo.user.email.toUpperCase())}`)).toEqual([generalRef, carRef]);
      expect(await refsOf(`q=${generalRef.toLowerCase()}`)).toEqual([generalRef]);
      expect(await refsOf('q=Dayo%20Okafor&general=true')).toEqual([generalRef]);
      expect(await refsOf('q=Dayo%20Okafor&general=false')).toEqual([carRef]);
      expect(await refsOf(`car=${car.stockId.toLowerCase()}&q=Dayo`)).toEqual([carRef]);
      expect(await refsOf('car=ZZ0000000')).toEqual([]);
      expect(await refsOf('status=closed&q=Dayo')).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      expect(await refsOf(`from=${today}&to=${today}&q=Dayo`)).toEqual([generalRef, carRef]);
      expect(await refsOf('to=2000-01-01&q=Dayo')).toEqual([]);

      const one = (await api(t, admin).get('/api/admin/inquiries?q=sunroof').expect(200)).body;
      expect(one).toMatchObject({ total: 1, page: 1, limit: 20 });
      expect(one.items[0]).toMatchObject({
        reference: carRef,
        general: false,
        customer: { id: expect.any(String) },
        car: { ref: car.stockId },
      });

      await api(t, admin).get('/api/admin/inquiries?status=open').expect(400);
      await api(t, admin).get('/api/admin/inquiries?from=yesterday').expect(400);
      const range = await api(t, admin).get('/api/admin/inquiries?from=2026-03-02&to=2026-03-01').expect(400);
      expect(range.body.code).toBe('INVALID_DATE_RANGE');
    });

    it('shows the details', async () => {
      const res = await api(t, admin).get(`/api/admin/inquiries/${generalRef}`).expect(200);
      expect(res.body).toMatchObject({ reference: generalRef, car: null, general: true, name: 'Dayo Okafor', email: dayo.user.email });
    });

    it('responds: stores the response, makes it Responded, emails the customer, audits; the customer sees it', async () => {
      const res = await api(t, superadmin)
        .post(`/api/admin/inquiries/${carRef}/response`, { message: '  Yes, it has a sunroof.\nShipping is USD 1,450.  ' })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'The response has been sent to the customer.',
        inquiry: { reference: carRef, status: 'responded', responseMessage: 'Yes, it has a sunroof.\nShipping is USD 1,450.' },
      });
      const mail = await sink.nextMessage(dayo.user.email);
      expect(mail.subject).toBe(`Response to your inquiry ${carRef}`);
      expect(mail.text).toContain('Yes, it has a sunroof.\nShipping is USD 1,450.');
      expect(mail.text).toContain('Does it have a sunroof?');

      const mine = await api(t, dayo).get(`/api/inquiries/${carRef}`).expect(200);
      expect(mine.body).toMatchObject({ status: 'responded', responseMessage: 'Yes, it has a sunroof.\nShipping is USD 1,450.' });
      expect(Date.parse(mine.body.respondedAt)).not.toBeNaN();

      const audit = await auditEntries(t, 'inquiry', carRef);
      expect(audit.map((a) => a.action)).toEqual(['inquiry.create', 'inquiry.respond']);
    });

    it('writes to the customer in their profile’s language: the copy and the response', async () => {
      const lucia = await signedInUser(t, { preferredLanguage: 'es' });
      const res = await send(lucia, form({ car: null, name: 'Lucía' })).expect(201);
      const reference = res.body.inquiry.reference as string;
      const copy = await sink.nextMessage(lucia.user.email);
      expect(copy.subject).toBe(`Recibimos su consulta ${reference}`);
      expect(copy.text).toContain('Auto: no aplica');
      await api(t, admin)
        .post(`/api/admin/inquiries/${reference}/response`, { message: 'Sí, tenemos uno.\nLe escribimos hoy.' })
        .expect(200);
      const response = await sink.nextMessage(lucia.user.email);
      expect(response.subject).toBe(`Respuesta a su consulta ${reference}`);
      expect(response.text).toContain('Sí, tenemos uno.\nLe escribimos hoy.');
      expect(response.html).toContain('Sí, tenemos uno.<br />Le escribimos hoy.');
    });

    it('refuses an empty response with its message', async () => {
      for (const body of [{}, { message: '   ' }]) {
        const res = await api(t, admin).post(`/api/admin/inquiries/${carRef}/response`, body).expect(400);
        expect(res.body.details).toEqual([expect.objectContaining({ field: 'message', message: 'Response message is required' })]);
      }
    });

    it('updates the status through the table: to Closed, the same again changes nothing, reopened to where it was', async () => {
      const set = (status: string) => api(t, admin).patch(`/api/admin/inquiries/${carRef}/status`, { status });
      expect((await api(t, admin).get(`/api/admin/inquiries/${carRef}`).expect(200)).body).toMatchObject({
        status: 'responded',
        nextStatuses: ['closed'],
        canRespond: true,
      });
      const closed = await set('closed').expect(200);
      expect(closed.body).toMatchObject({
        success: true,
        message: 'Inquiry status updated.',
        inquiry: { status: 'closed', nextStatuses: ['responded'], canRespond: false },
      });
      await set('closed').expect(200);
      // Closed takes no response until reopened; an answered inquiry reopens as Responded, never Pending.
      expect((await api(t, admin).post(`/api/admin/inquiries/${carRef}/response`, { message: 'More' }).expect(409)).body).toMatchObject({
        code: 'INQUIRY_CLOSED',
        message: 'This inquiry is closed: reopen it to send a response.',
      });
      expect((await set('pending').expect(409)).body).toMatchObject({
        code: 'INQUIRY_REOPENS_AS_RESPONDED',
        message: 'This inquiry has a response: reopened, it is Responded again.',
      });
      expect((await api(t, dayo).get(`/api/inquiries/${carRef}`).expect(200)).body.status).toBe('closed');
      const reopened = await set('responded').expect(200);
      expect(reopened.body.inquiry).toMatchObject({ status: 'responded', nextStatuses: ['closed'], canRespond: true });
      const audit = await auditEntries(t, 'inquiry', carRef);
      expect(audit.map((a) => [a.action, a.after])).toEqual([
        ['inquiry.create', { car: car.stockId, status: 'pending' }],
        ['inquiry.respond', { status: 'responded', responded: true }],
        ['inquiry.status_change', { status: 'closed' }],
        ['inquiry.status_change', { status: 'responded' }],
      ]);
    });

    it('reopens an unanswered inquiry as Pending, and refuses a move the table does not have with why', async () => {
      const ref = (await sent(dayo, form({ car: car.stockId }))).reference;
      const set = (status: string) => api(t, admin).patch(`/api/admin/inquiries/${ref}/status`, { status });
      expect((await set('closed').expect(200)).body.inquiry.nextStatuses).toEqual(['pending']);
      expect((await set('responded').expect(409)).body.code).toBe('INQUIRY_RESPOND_FIRST');
      expect((await set('pending').expect(200)).body.inquiry).toMatchObject({ status: 'pending', nextStatuses: ['closed'] });
      await api(t, admin).post(`/api/admin/inquiries/${ref}/response`, { message: 'Yes.' }).expect(200);
      await sink.nextMessage(dayo.user.email);
      expect((await set('pending').expect(409)).body).toMatchObject({
        code: 'INQUIRY_TRANSITION_NOT_ALLOWED',
        message: 'An inquiry cannot go from responded to pending.',
      });
    });

    it('asks for a response before Responded', async () => {
      const ref = (await sent(dayo, form({ car: car.stockId }))).reference;
      const res = await api(t, admin).patch(`/api/admin/inquiries/${ref}/status`, { status: 'responded' }).expect(409);
      expect(res.body.code).toBe('INQUIRY_RESPOND_FIRST');
      await api(t, admin).patch(`/api/admin/inquiries/${ref}/status`, { status: 'reopened' }).expect(400);
      await api(t, admin).patch(`/api/admin/inquiries/${ref}/status`, {}).expect(400);
    });

    it('refuses every status update of a general inquiry with the spec’s sentence, but lets staff respond to it', async () => {
      for (const status of ['closed', 'pending', 'responded']) {
        const res = await api(t, admin).patch(`/api/admin/inquiries/${generalRef}/status`, { status }).expect(409);
        expect(res.body).toMatchObject(GENERAL_LOCKED);
      }
      expect((await api(t, admin).get(`/api/admin/inquiries/${generalRef}`).expect(200)).body).toMatchObject({
        nextStatuses: [],
        canRespond: true,
      });
      const res = await api(t, admin).post(`/api/admin/inquiries/${generalRef}/response`, { message: 'Yes, weekly to Lagos.' }).expect(200);
      expect(res.body.inquiry).toMatchObject({ status: 'responded', general: true, nextStatuses: [] });
      const mail = await sink.nextMessage(dayo.user.email);
      expect(mail.text).toContain('(Car: N/A)');
      expect((await auditEntries(t, 'inquiry', generalRef)).map((a) => a.action)).toEqual(['inquiry.create', 'inquiry.respond']);
    });
  });
});
