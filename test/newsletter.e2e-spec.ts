import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { csvCell } from '../src/common/csv/csv.js';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { type SignedIn, signedInUser, uniqueEmail } from './support/factories.js';
import { type ReceivedMail, SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const SUBSCRIBED = { success: true, message: 'Thank you for subscribing to our newsletter.' };
const UNSUBSCRIBED = { success: true, message: 'You have been unsubscribed from our newsletter.' };
const SUBJECT = 'You are subscribed to our newsletter';

/** Each request comes from its own address (TEST-NET-3) unless a test says otherwise, so the IP limit stays away. */
let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp}`;

/** The token of the unsubscribe link in a received message's decoded text. */
function tokenIn(mail: ReceivedMail): string {
  const match = /http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in:\n${mail.text}`);
  return decodeURIComponent(match[1]!);
}

describe('newsletter', () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  let t: TestApp;
  let sink: SmtpSink;
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp(
      { SMTP_URL: sink.url, WORKER: 'inline', TRUST_PROXY: 'true', LOG_LEVEL: 'debug' },
      { logger: true, logDestination: logStream },
    );
    [admin, customer] = await Promise.all([signedInUser(t, { role: 'admin' }), signedInUser(t)]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const subscribe = (body: unknown, ip = nextIp()) =>
    t.http
      .post('/api/newsletter')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const unsubscribe = (body: unknown, ip = nextIp()) =>
    t.http
      .post('/api/newsletter/unsubscribe')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const rows = (email: string) =>
    t.dataSource.query<{ public_id: string; full_name: string; status: string; unsubscribe_token_hash: string }[]>(
      'SELECT public_id, full_name, status, unsubscribe_token_hash FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: customer, admin }),
      expect: { anonymous: 401, user: 403 },
      routes: [
        { method: 'get', url: '/api/admin/newsletter/subscribers', expect: { admin: 200 } },
        { method: 'get', url: '/api/admin/newsletter/subscribers.csv', expect: { admin: 200 } },
      ],
    });
  });

  it('subscribes anonymously, emails a confirmation with an unsubscribe link, and keeps only its hash', async () => {
    const email = uniqueEmail('amina');
    const res = await subscribe({ fullName: '  Amina Njeri ', email: `  ${email.toUpperCase()} ` }).expect(200);
    expect(res.body).toEqual(SUBSCRIBED);

    const mail = await sink.nextMessage(email);
    expect(mail.subject).toBe(SUBJECT);
    expect(mail.text).toContain('Hello Amina Njeri,');
    const token = tokenIn(mail);
    expect(mail.html).toContain(`href="http://localhost:3000/newsletter/unsubscribe?token=${encodeURIComponent(token)}"`);

    const [row] = await rows(email);
    expect(row).toMatchObject({ full_name: 'Amina Njeri', status: 'active' });
    expect(row!.unsubscribe_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.unsubscribe_token_hash).not.toContain(token);

    const audit = await auditEntries(t, 'newsletter_subscription', row!.public_id);
    expect(audit.map((a) => a.action)).toEqual(['newsletter_subscription.subscribe']);
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it('writes the confirmation in the language the visitor subscribed in', async () => {
    const email = uniqueEmail('lang');
    await subscribe({ fullName: 'João Mabunda', email }).set('Accept-Language', 'pt-MZ,pt;q=0.9,en;q=0.5').expect(200);
    const mail = await sink.nextMessage(email);
    expect(mail.subject).toBe('Sua inscrição na nossa newsletter está confirmada');
    expect(mail.text).toContain('Olá, João Mabunda,');
    expect(tokenIn(mail)).toBeTruthy();
  });

  it('a signed-in visitor may subscribe too', async () => {
    const email = uniqueEmail('signed');
    const res = await api(t, customer).post('/api/newsletter', { fullName: 'Signed In', email }).set('X-Forwarded-For', nextIp());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUBSCRIBED);
    expect((await sink.nextMessage(email)).subject).toBe(SUBJECT);
  });

  it('subscribing twice keeps one subscription, answers success both times and emails once', async () => {
    const email = uniqueEmail('twice');
    expect((await subscribe({ fullName: 'Bilal Khan', email }).expect(200)).body).toEqual(SUBSCRIBED);
    await sink.nextMessage(email);
    expect((await subscribe({ fullName: 'Bilal Khan', email: email.toUpperCase() }).expect(200)).body).toEqual(SUBSCRIBED);
    expect(await rows(email)).toHaveLength(1);
    // A later subscription of another address arrives; this one got nothing more.
    const other = uniqueEmail('after');
    await subscribe({ fullName: 'After', email: other }).expect(200);
    await sink.nextMessage(other);
    expect(sink.messagesTo(email)).toHaveLength(1);
  });

  it('two identical requests at once keep one subscription and both succeed', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 8 }, () => subscribe({ fullName: 'Race Twin', email })));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of answers) expect(r.body).toEqual(SUBSCRIBED);
    expect(await rows(email)).toHaveLength(1);
    await sink.nextMessage(email);
  });

  it('unsubscribes with the link token without signing in, idempotently; re-subscribing reactivates it', async () => {
    const email = uniqueEmail('leave');
    await subscribe({ fullName: 'Carla Souza', email }).expect(200);
    const token = tokenIn(await sink.nextMessage(email));

    expect((await unsubscribe({ token }).expect(200)).body).toEqual(UNSUBSCRIBED);
    expect((await rows(email))[0]!.status).toBe('unsubscribed');
    expect((await unsubscribe({ token }).expect(200)).body).toEqual(UNSUBSCRIBED);

    // Back again: the same row, active, with a new link (the old one is spent).
    expect((await subscribe({ fullName: 'Carla M. Souza', email }).expect(200)).body).toEqual(SUBSCRIBED);
    const again = await rows(email);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ status: 'active', full_name: 'Carla M. Souza' });
    const newToken = tokenIn(await sink.nextMessage(email));
    expect(newToken).not.toBe(token);
    await unsubscribe({ token }).expect(404);
    await unsubscribe({ token: newToken }).expect(200);
    expect((await rows(email))[0]!.status).toBe('unsubscribed');

    const audit = await auditEntries(t, 'newsletter_subscription', again[0]!.public_id);
    expect(audit.map((a) => a.action).sort()).toEqual([
      'newsletter_subscription.subscribe',
      'newsletter_subscription.subscribe',
      'newsletter_subscription.unsubscribe',
      'newsletter_subscription.unsubscribe',
    ]);
  });

  it('refuses an unknown or missing unsubscribe token clearly', async () => {
    const res = await unsubscribe({ token: 'not-a-real-token' }).expect(404);
    expect(res.body).toMatchObject({ code: 'NEWSLETTER_TOKEN_INVALID', message: 'This unsubscribe link is not valid.' });
    for (const body of [{}, { token: '' }, { token: 42 }]) {
      const missing = await unsubscribe(body).expect(400);
      expect(missing.body.details).toEqual([expect.objectContaining({ field: 'token', message: 'Unsubscribe token is required' })]);
    }
    const long = await unsubscribe({ token: 'x'.repeat(201) }).expect(400);
    expect(long.body.details[0]).toMatchObject({ field: 'token' });
  });

  it('says each spec message for a bad popup', async () => {
    const fieldMessages = async (body: unknown) => {
      const res = await subscribe(body).expect(400);
      return Object.fromEntries(res.body.details.map((d: { field: string; message: string }) => [d.field, d.message]));
    };
    expect(await fieldMessages({})).toEqual({ fullName: 'Full name is required', email: 'Email is required' });
    expect(await fieldMessages({ fullName: '   ', email: '  ' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
    });
    expect(await fieldMessages({ fullName: 'Ok', email: 'not-an-email' })).toEqual({ email: 'Invalid email format' });
    expect(await fieldMessages({ fullName: 'Ok', email: 'a@b' })).toEqual({ email: 'Invalid email format' });
    expect(await fieldMessages({ fullName: 'Ok', email: 12 })).toEqual({ email: 'Invalid email format' });
    expect(await fieldMessages({ fullName: 'x'.repeat(101), email: uniqueEmail() })).toEqual({
      fullName: 'Full name must be at most 100 characters',
    });
    const codes = (await subscribe({ email: 'bad' }).expect(400)).body.details.map((d: { code: string }) => d.code).sort();
    expect(codes).toEqual(['EMAIL_FORMAT_INVALID', 'FULL_NAME_REQUIRED']);
    const unknown = await subscribe({ fullName: 'Ok', email: uniqueEmail(), admin: true }).expect(400);
    expect(unknown.body.code).toBe('UNKNOWN_FIELD');
  });

  it('limits subscriptions per IP with 429 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) await subscribe({ fullName: 'Flood', email: uniqueEmail('flood') }, ip).expect(200);
    const res = await subscribe({ fullName: 'Flood', email: uniqueEmail('flood') }, ip).expect(429);
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await subscribe({ fullName: 'Elsewhere', email: uniqueEmail('elsewhere') }).expect(200);
  });

  describe('staff list and CSV export', () => {
    const tag = `zq${Date.now().toString(36)}`;
    const active = `${tag}.active@example.com`;
    const gone = `${tag}.gone@example.com`;
    const formula = `${tag}.formula@example.com`;

    beforeAll(async () => {
      await subscribe({ fullName: 'Dalia Active', email: active }).expect(200);
      await subscribe({ fullName: 'Eko "Gone", Jr.', email: gone }).expect(200);
      await subscribe({ fullName: '=HYPERLINK("http://evil")', email: formula }).expect(200);
      const token = tokenIn(await sink.nextMessage(gone));
      await unsubscribe({ token }).expect(200);
    });

    it('pages and filters by status and text', async () => {
      const all = await api(t, admin).get(`/api/admin/newsletter/subscribers?q=${tag}`).expect(200);
      expect(all.body).toMatchObject({ total: 3, page: 1, limit: 20 });
      expect(all.body.items.map((s: { email: string }) => s.email)).toEqual([formula, gone, active]);
      expect(all.body.items[1]).toMatchObject({ fullName: 'Eko "Gone", Jr.', status: 'unsubscribed', unsubscribedAt: expect.any(String) });
      expect(all.body.items[2]).toMatchObject({ status: 'active', unsubscribedAt: null, id: expect.any(String) });

      const gonePage = await api(t, admin).get(`/api/admin/newsletter/subscribers?q=${tag}&status=unsubscribed`).expect(200);
      expect(gonePage.body.items.map((s: { email: string }) => s.email)).toEqual([gone]);
      const byName = await api(t, admin).get(`/api/admin/newsletter/subscribers?q=DALIA%20act`).expect(200);
      expect(byName.body.items.map((s: { email: string }) => s.email)).toContain(active);
      const paged = await api(t, admin).get(`/api/admin/newsletter/subscribers?q=${tag}&limit=2&page=2`).expect(200);
      expect(paged.body).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(paged.body.items.map((s: { email: string }) => s.email)).toEqual([active]);
      const literal = await api(t, admin).get(`/api/admin/newsletter/subscribers?q=%25`).expect(200);
      expect(literal.body.total).toBe(0);

      const bad = await api(t, admin).get('/api/admin/newsletter/subscribers?status=gone&page=0').expect(400);
      expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['page', 'status']);
    });

    it('exports the filtered list as CSV, escaped and safe from formulas', async () => {
      const res = await api(t, admin).get(`/api/admin/newsletter/subscribers.csv?q=${tag}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = res.text.replace(/^\uFEFF/, '');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('Full name,Email,Status,Subscribed at,Unsubscribed at');
      expect(lines).toHaveLength(5); // header, three rows, the empty end after the last CRLF
      expect(lines[1]).toMatch(new RegExp(`^"'=HYPERLINK\\(""http://evil""\\)",${formula.replace(/\./g, '\\.')},active,\\d{4}-`));
      expect(lines[2]).toMatch(new RegExp(`^"Eko ""Gone"", Jr\\.",${gone.replace(/\./g, '\\.')},unsubscribed,[^,]+,\\d{4}-`));
      expect(lines[3]).toMatch(/^Dalia Active,.*,active,[^,]+,$/);

      const onlyActive = await api(t, admin).get(`/api/admin/newsletter/subscribers.csv?q=${tag}&status=active`).expect(200);
      expect(onlyActive.text).not.toContain(gone);
      expect(onlyActive.text).toContain(active);
    });
  });

  it('escapes every formula start and CSV special character', () => {
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
  });

  it('writes no email address to the log', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/[a-z0-9.]+@example\.com/i);
  });
});
