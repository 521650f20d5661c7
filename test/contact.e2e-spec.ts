import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { api } from './support/api.js';
import { type SignedIn, signedInUser, uniqueEmail } from './support/factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const SENT = { success: true, message: 'Thank you for contacting us. We will get back to you soon.' };
const STAFF = {
  sales: 'sales.team@example.com',
  support: 'help.desk@example.com',
  partnership: 'partners.team@example.com',
  other: 'front.office@example.com',
} as const;

/** Each request from its own address (TEST-NET-3) unless a test says otherwise, so the IP limit stays away. */
let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp}`;

/** Contact us (issue 10): public, stored, emailed to the staff address of its subject; staff list the messages. */
describe('contact us', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let customer: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({
      SMTP_URL: sink.url,
      WORKER: 'inline',
      TRUST_PROXY: 'true',
      SALES_EMAIL: STAFF.sales,
      SUPPORT_EMAIL: STAFF.support,
      PARTNERSHIP_EMAIL: STAFF.partnership,
      CONTACT_EMAIL: STAFF.other,
    });
    [customer, admin] = await Promise.all([signedInUser(t), signedInUser(t, { role: 'admin' })]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const valid = (overrides: Record<string, unknown> = {}) => ({
    subject: 'sales',
    name: 'Carlos Mendes',
    email: uniqueEmail('carlos'),
    message: 'Do you ship to Maputo?',
    privacyAgreed: true,
    ...overrides,
  });
  const send = (body: object, ip = nextIp(), who?: SignedIn) => api(t, who).post('/api/contact', body).set('X-Forwarded-For', ip);
  const fieldMessages = async (body: object) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    return Object.fromEntries(res.body.details.map((d: { field: string; message: string }) => [d.field, d.message]));
  };

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: customer, admin }),
      expect: { anonymous: 401, user: 403, admin: 200 },
      routes: [{ method: 'get', url: '/api/admin/contact-messages' }],
    });
  });

  it('takes a message from a visitor, keeps it and emails it to the address of its subject', async () => {
    for (const subject of ['sales', 'support', 'partnership', 'other'] as const) {
      const body = valid({ subject, message: `About ${subject}: hello` });
      expect((await send(body).expect(200)).body).toEqual(SENT);
      const mail = await sink.nextMessage(STAFF[subject]);
      expect(mail.subject).toMatch(new RegExp(`^Contact us – ${subject[0]!.toUpperCase()}${subject.slice(1)}: Carlos Mendes$`));
      expect(mail.text).toContain(`Email: ${body.email}`);
      expect(mail.text).toContain(`About ${subject}: hello`);
    }
    const rows = await t.dataSource.query<{ subject: string; user_id: string | null }[]>(
      `SELECT subject, user_id FROM contact_messages WHERE message LIKE 'About %: hello' ORDER BY id`,
    );
    expect(rows).toEqual([
      { subject: 'sales', user_id: null },
      { subject: 'support', user_id: null },
      { subject: 'partnership', user_id: null },
      { subject: 'other', user_id: null },
    ]);
  });

  it('links a signed-in sender, and staff list the messages by subject, text and date', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    await send(
      valid({ subject: 'support', message: `${tag} my car has not arrived`, email: customer.user.email }),
      nextIp(),
      customer,
    ).expect(200);
    expect((await sink.nextMessage(STAFF.support)).text).toContain('(signed in)');
    await send(valid({ subject: 'partnership', message: `${tag} we are a dealer in Lima` })).expect(200);
    await sink.nextMessage(STAFF.partnership);

    const all = await api(t, admin).get(`/api/admin/contact-messages?q=${tag}`).expect(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(all.body.items.map((m: { subject: string }) => m.subject)).toEqual(['partnership', 'support']);
    expect(all.body.items[1]).toMatchObject({ signedIn: true, email: customer.user.email, name: 'Carlos Mendes', id: expect.any(String) });
    expect(all.body.items[0]).toMatchObject({ signedIn: false });
    const bySubject = await api(t, admin).get(`/api/admin/contact-messages?q=${tag}&subject=support`).expect(200);
    expect(bySubject.body.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api(t, admin).get(`/api/admin/contact-messages?q=${tag}&from=${today}`).expect(200)).body.total).toBe(2);
    expect((await api(t, admin).get(`/api/admin/contact-messages?q=${tag}&to=2020-01-01`).expect(200)).body.total).toBe(0);
    const bad = await api(t, admin).get('/api/admin/contact-messages?subject=spam&limit=0').expect(400);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['limit', 'subject']);
  });

  it('says each message for a bad form', async () => {
    expect(await fieldMessages({})).toEqual({
      subject: 'Subject is required',
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
      privacyAgreed: 'Please agree to the privacy policy',
    });
    expect(await fieldMessages(valid({ privacyAgreed: false }))).toEqual({ privacyAgreed: 'Please agree to the privacy policy' });
    expect(await fieldMessages(valid({ email: 'nobody' }))).toEqual({ email: 'Email is invalid' });
    expect(await fieldMessages(valid({ subject: 'complaint' }))).toEqual({
      subject: 'Subject must be sales, support, partnership or other',
    });
    expect(await fieldMessages(valid({ message: '   ' }))).toEqual({ message: 'Message is required' });
    expect(await fieldMessages(valid({ message: 'm'.repeat(5001) }))).toEqual({ message: 'Message must be at most 5000 characters' });
    expect(Object.keys(await fieldMessages(valid({ name: ['x'] })))).toEqual(['name']);
    const unknown = await send(valid({ priority: 'high' })).expect(400);
    expect(unknown.body.code).toBe('UNKNOWN_FIELD');
    const codes = (await send({ subject: 'sales' }).expect(400)).body.details.map((d: { code: string }) => d.code).sort();
    expect(codes).toEqual(['EMAIL_REQUIRED', 'MESSAGE_REQUIRED', 'NAME_REQUIRED', 'PRIVACY_AGREEMENT_REQUIRED']);
  });

  it('limits messages per IP with 429 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) await send(valid({ subject: 'other' }), ip).expect(200);
    const res = await send(valid({ subject: 'other' }), ip).expect(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await send(valid({ subject: 'other' })).expect(200);
  });
});
