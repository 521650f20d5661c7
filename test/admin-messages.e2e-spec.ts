import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, type Customer, paidOrder } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';
import type { User } from '../src/modules/users/user.entity.js';

const CONTACT_NOT_FOUND = { statusCode: 404, code: 'CONTACT_MESSAGE_NOT_FOUND', message: 'Contact message not found.' };

/** A CSV body (RFC 4180, as src/common/csv writes it) as rows of cells, without its byte-order mark. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** Reads a CSV download's body as text (supertest buffers unknown types). */
const csvText = (res: Response): string =>
  typeof res.text === 'string' && res.text ? res.text : Buffer.from(res.body as Buffer).toString('utf8');

function expectCsvDownload(res: Response, name: string): string[][] {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  expect(res.headers['cache-control']).toBe('no-store');
  return parseCsv(csvText(res));
}

const column = (rows: string[][], header: string): string[] => {
  const i = rows[0]!.indexOf(header);
  expect(i).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[i]!);
};

/**
 * The back office's message lists (issue 12): sort and CSV export of inquiries, car requests, contact messages,
 * newsletter subscribers and damage reports; a contact message's detail and its handled status.
 */
describe('admin messages', () => {
  let t: TestApp;
  let admin: SignedIn & { entity: User };
  let user: SignedIn & { entity: User };
  let customer: Customer;
  const tag = randomBytes(3).toString('hex');

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off' });
    [admin, user, customer] = await Promise.all([signedInUser(t, { role: 'admin' }), signedInUser(t), createCustomer(t)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: SignedIn) => api(t, who);

  describe('who may call', () => {
    const someId = '6c1f2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user, admin }),
      expect: { anonymous: 401, user: 403, admin: 200 },
      routes: [
        { method: 'get', url: '/api/admin/inquiries.csv' },
        { method: 'get', url: '/api/admin/car-requests.csv' },
        { method: 'get', url: '/api/admin/contact-messages.csv' },
        { method: 'get', url: '/api/admin/damage-reports.csv' },
        { method: 'get', url: '/api/admin/newsletter/subscribers.csv' },
        { method: 'get', url: `/api/admin/contact-messages/${someId}`, expect: { admin: 404 } },
        { method: 'patch', url: `/api/admin/contact-messages/${someId}/status`, body: { status: 'handled' }, expect: { admin: 404 } },
      ],
    });
  });

  it('refuses a sort key a list does not have, naming the allowed ones', async () => {
    for (const url of [
      '/api/admin/inquiries',
      '/api/admin/inquiries.csv',
      '/api/admin/car-requests',
      '/api/admin/contact-messages.csv',
      '/api/admin/damage-reports',
      '/api/admin/newsletter/subscribers',
    ]) {
      const res = await as(admin).get(url).query({ sort: 'password' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ field: 'sort', message: expect.stringMatching(/^Sort must be one of /) }),
      ]);
    }
  });

  describe('inquiries', () => {
    beforeAll(async () => {
      const rows: [string, string, string][] = [
        [`Zainab ${tag}`, 'pending', '2026-03-01T10:00:00Z'],
        [`Amina ${tag}`, 'responded', '2026-03-02T10:00:00Z'],
        [`Carlos ${tag}`, 'closed', '2026-03-03T10:00:00Z'],
        [`Bilal ${tag}`, 'pending', '2026-03-04T10:00:00Z'],
      ];
      for (const [name, status, at] of rows)
        await t.dataSource.query(
          `INSERT INTO inquiries (user_id, name, email, phone, message, status, created_at, response_message)
           VALUES ($1, $2, $3, '+254700000001', $4, $5, $6, $7)`,
          [
            customer.entity.id,
            name,
            customer.entity.email,
            `=HYPERLINK("x") about the Prius, ${tag}`,
            status,
            at,
            status === 'pending' ? null : 'Yes, it is available.',
          ],
        );
    });

    const names = (res: Response) => (res.body.items as { name: string }[]).map((i) => i.name.split(' ')[0]);

    it('sorts by name, status and date, newest first by default, each page in a stable order', async () => {
      const list = (sort?: string) =>
        as(admin)
          .get('/api/admin/inquiries')
          .query({ q: tag, ...(sort ? { sort } : {}) })
          .expect(200);
      expect(names(await list())).toEqual(['Bilal', 'Carlos', 'Amina', 'Zainab']);
      expect(names(await list('createdAt'))).toEqual(['Zainab', 'Amina', 'Carlos', 'Bilal']);
      expect(names(await list('name'))).toEqual(['Amina', 'Bilal', 'Carlos', 'Zainab']);
      expect(names(await list('-name'))).toEqual(['Zainab', 'Carlos', 'Bilal', 'Amina']);
      // Same status: the newer (higher id) first when descending, so pages never repeat a row.
      expect(names(await list('-status'))).toEqual(['Amina', 'Bilal', 'Zainab', 'Carlos']);
      const page2 = await as(admin).get('/api/admin/inquiries').query({ q: tag, sort: 'name', limit: 3, page: 2 }).expect(200);
      expect(names(page2)).toEqual(['Zainab']);
      expect(page2.body.total).toBe(4);
    });

    it('exports what is filtered, in the list’s order, every page, with formulas defused', async () => {
      const rows = expectCsvDownload(
        await as(admin).get('/api/admin/inquiries.csv').query({ q: tag, status: 'pending', sort: 'name' }),
        'inquiries',
      );
      expect(rows[0]).toEqual([
        'Reference',
        'Sent at',
        'Status',
        'Stock id',
        'Name',
        'Email',
        'Phone',
        'WhatsApp',
        'Contact method',
        'Message',
        'Response',
        'Responded at',
      ]);
      expect(column(rows, 'Name')).toEqual([`Bilal ${tag}`, `Zainab ${tag}`]);
      expect(column(rows, 'Reference').every((r) => /^INQ-\d{6,}$/.test(r))).toBe(true);
      expect(column(rows, 'Stock id')).toEqual(['N/A', 'N/A']);
      expect(column(rows, 'Message')[0]).toBe(`'=HYPERLINK("x") about the Prius, ${tag}`);
      expect(column(rows, 'Sent at')).toEqual(['2026-03-04T10:00:00.000Z', '2026-03-01T10:00:00.000Z']);
    });

    it('exports nothing but the header for a car with no inquiries, and checks the dates as the list does', async () => {
      const rows = expectCsvDownload(await as(admin).get('/api/admin/inquiries.csv').query({ car: 'ZZ0000000' }), 'inquiries');
      expect(rows).toHaveLength(1);
      const bad = await as(admin).get('/api/admin/inquiries.csv').query({ from: '2026-03-05', to: '2026-03-01' });
      expect(bad.status).toBe(400);
      expect(bad.body.details[0]).toMatchObject({ field: 'to', code: 'INVALID_DATE_RANGE' });
    });
  });

  describe('car requests', () => {
    beforeAll(async () => {
      for (const [make, status, at] of [
        ['Toyota', 'open', '2026-04-01T08:00:00Z'],
        ['Nissan', 'handled', '2026-04-02T08:00:00Z'],
        ['Honda', 'open', '2026-04-03T08:00:00Z'],
      ])
        await t.dataSource.query(
          `INSERT INTO car_requests (make, model, name, email, contact_method, privacy_agreed_at, status, created_at)
           VALUES ($1, 'Any', $2, 'req@example.com', 'email', now(), $3, $4)`,
          [make, `Requester ${tag}`, status, at],
        );
    });

    it('sorts by make and exports the filtered requests', async () => {
      const list = await as(admin).get('/api/admin/car-requests').query({ q: tag, sort: 'make' }).expect(200);
      expect((list.body.items as { make: string }[]).map((r) => r.make)).toEqual(['Honda', 'Nissan', 'Toyota']);
      const rows = expectCsvDownload(
        await as(admin).get('/api/admin/car-requests.csv').query({ q: tag, status: 'open', sort: '-make' }),
        'car-requests',
      );
      expect(column(rows, 'Make')).toEqual(['Toyota', 'Honda']);
      expect(column(rows, 'Status')).toEqual(['open', 'open']);
      expect(column(rows, 'Reference').every((r) => r.startsWith('RQ-'))).toBe(true);
    });
  });

  describe('contact messages', () => {
    let ids: string[];
    beforeAll(async () => {
      ids = [];
      for (const [subject, at] of [
        ['support', '2026-05-01T08:00:00Z'],
        ['sales', '2026-05-02T08:00:00Z'],
        ['partnership', '2026-05-03T08:00:00Z'],
      ]) {
        const [row] = await t.dataSource.query<{ public_id: string }[]>(
          `INSERT INTO contact_messages (subject, name, email, message, privacy_agreed_at, created_at)
           VALUES ($1, $2, 'sender@example.com', 'Do you ship to Maputo?', now(), $3) RETURNING public_id`,
          [subject, `Sender ${tag}`, at],
        );
        ids.push(row!.public_id);
      }
    });

    it('shows one message, new until staff mark it handled', async () => {
      const res = await as(admin).get(`/api/admin/contact-messages/${ids[0]}`).expect(200);
      expect(res.body).toEqual({
        id: ids[0],
        subject: 'support',
        name: `Sender ${tag}`,
        email: 'sender@example.com',
        message: 'Do you ship to Maputo?',
        signedIn: false,
        status: 'new',
        handledAt: null,
        handledBy: null,
        createdAt: '2026-05-01T08:00:00.000Z',
        nextStatuses: ['handled'],
      });
    });

    it('refuses an unknown message, a malformed id and a bad status', async () => {
      expect((await as(admin).get(`/api/admin/contact-messages/${randomUUID()}`).expect(404)).body).toMatchObject(CONTACT_NOT_FOUND);
      expect((await as(admin).get('/api/admin/contact-messages/not-a-uuid').expect(404)).body).toMatchObject(CONTACT_NOT_FOUND);
      const bad = await as(admin).patch(`/api/admin/contact-messages/${ids[0]}/status`, { status: 'read' }).expect(400);
      expect(bad.body.details[0]).toMatchObject({ field: 'status' });
      const missing = await as(admin).patch(`/api/admin/contact-messages/${ids[0]}/status`, {}).expect(400);
      expect(missing.body.details[0]).toMatchObject({ field: 'status' });
    });

    it('marks a message handled by whom and when, audited once; reopening clears it', async () => {
      const url = `/api/admin/contact-messages/${ids[1]}/status`;
      const done = await as(admin).patch(url, { status: 'handled' }).expect(200);
      expect(done.body).toMatchObject({ id: ids[1], status: 'handled', handledBy: admin.entity.publicId, nextStatuses: ['new'] });
      expect(Date.parse(done.body.handledAt as string)).toBeGreaterThan(Date.now() - 60_000);
      // Again: nothing changes, no second audit entry.
      const again = await as(admin).patch(url, { status: 'handled' }).expect(200);
      expect(again.body.handledAt).toBe(done.body.handledAt);
      expect((await as(admin).get(`/api/admin/contact-messages/${ids[1]}`).expect(200)).body).toMatchObject({ status: 'handled' });

      const open = await as(admin).get('/api/admin/contact-messages').query({ q: tag, status: 'new' }).expect(200);
      expect((open.body.items as { id: string }[]).map((m) => m.id)).toEqual([ids[2], ids[0]]);
      const handled = await as(admin).get('/api/admin/contact-messages').query({ q: tag, status: 'handled' }).expect(200);
      expect((handled.body.items as { id: string }[]).map((m) => m.id)).toEqual([ids[1]]);

      const reopened = await as(admin).patch(url, { status: 'new' }).expect(200);
      expect(reopened.body).toMatchObject({ status: 'new', handledAt: null, handledBy: null, nextStatuses: ['handled'] });
      const audit = await auditEntries(t, 'contact_message', ids[1]!);
      expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
        ['contact_message.status_change', { status: 'new' }, { status: 'handled' }],
        ['contact_message.status_change', { status: 'handled' }, { status: 'new' }],
      ]);
    });

    it('sorts by subject and exports the filtered messages', async () => {
      const list = await as(admin).get('/api/admin/contact-messages').query({ q: tag, sort: 'subject' }).expect(200);
      expect((list.body.items as { subject: string }[]).map((m) => m.subject)).toEqual(['partnership', 'sales', 'support']);
      const rows = expectCsvDownload(
        await as(admin).get('/api/admin/contact-messages.csv').query({ q: tag, subject: 'sales' }),
        'contact-messages',
      );
      expect(rows[0]).toEqual(['Sent at', 'Subject', 'Status', 'Name', 'Email', 'Signed in', 'Message', 'Handled at']);
      expect(rows.slice(1)).toEqual([
        ['2026-05-02T08:00:00.000Z', 'sales', 'new', `Sender ${tag}`, 'sender@example.com', 'no', 'Do you ship to Maputo?', ''],
      ]);
    });
  });

  describe('newsletter subscribers', () => {
    beforeAll(async () => {
      for (const [name, email, at] of [
        ['Carla', `carla.${tag}@example.com`, '2026-06-01T08:00:00Z'],
        ['Ahmed', `zed.${tag}@example.com`, '2026-06-02T08:00:00Z'],
        ['Beatriz', `abe.${tag}@example.com`, '2026-06-03T08:00:00Z'],
      ])
        await t.dataSource.query(
          `INSERT INTO newsletter_subscriptions (full_name, email, unsubscribe_token_hash, subscribed_at) VALUES ($1, $2, $3, $4)`,
          [name, email, randomBytes(32).toString('hex'), at],
        );
    });

    it('sorts by name, email or date, and exports in that order', async () => {
      const names = async (sort?: string) =>
        (
          (
            await as(admin)
              .get('/api/admin/newsletter/subscribers')
              .query({ q: tag, ...(sort ? { sort } : {}) })
              .expect(200)
          ).body.items as { fullName: string }[]
        ).map((s) => s.fullName);
      expect(await names()).toEqual(['Beatriz', 'Ahmed', 'Carla']);
      expect(await names('fullName')).toEqual(['Ahmed', 'Beatriz', 'Carla']);
      expect(await names('email')).toEqual(['Beatriz', 'Carla', 'Ahmed']);
      expect(await names('subscribedAt')).toEqual(['Carla', 'Ahmed', 'Beatriz']);
      const rows = expectCsvDownload(
        await as(admin).get('/api/admin/newsletter/subscribers.csv').query({ q: tag, sort: '-fullName' }),
        'newsletter-subscribers',
      );
      expect(column(rows, 'Full name')).toEqual(['Carla', 'Beatriz', 'Ahmed']);
    });
  });

  describe('damage reports', () => {
    beforeAll(async () => {
      const order = await paidOrder(t, admin, customer, (await createCar(t)).car.stockId);
      for (const [ref, stock, status, at] of [
        [`DR-${tag.toUpperCase()}A1`, 'CC0000001', 'resolved', '2026-07-01T08:00:00Z'],
        [`DR-${tag.toUpperCase()}B2`, 'AA0000001', 'rejected', '2026-07-02T08:00:00Z'],
        [`DR-${tag.toUpperCase()}C3`, 'BB0000001', 'submitted', '2026-07-03T08:00:00Z'],
      ])
        await t.dataSource.query(
          `INSERT INTO damage_reports (reference, user_id, order_id, order_public_id, stock_id, car_title, damaged_exterior,
             description, status, status_changed_at, created_at)
           VALUES ($1, $2, $3, $4, $5, '2018 Toyota Corolla', true, $6, $7, $8, $8)`,
          [ref, customer.entity.id, await orderId(order.id), order.id, stock, `Scratch ${tag}`, status, at],
        );
    });
    const orderId = async (publicId: string) =>
      (await t.dataSource.query<{ id: string }[]>('SELECT id FROM orders WHERE public_id = $1', [publicId]))[0]!.id;

    it('sorts by stock id or status and exports the filtered reports with their customer', async () => {
      const list = await as(admin).get('/api/admin/damage-reports').query({ q: tag, sort: 'stockId' }).expect(200);
      expect((list.body.items as { order: { stockId: string } }[]).map((r) => r.order.stockId)).toEqual([
        'AA0000001',
        'BB0000001',
        'CC0000001',
      ]);
      const byStatus = await as(admin).get('/api/admin/damage-reports').query({ q: tag, sort: 'status' }).expect(200);
      expect((byStatus.body.items as { status: string }[]).map((r) => r.status)).toEqual(['rejected', 'resolved', 'submitted']);
      const rows = expectCsvDownload(
        await as(admin).get('/api/admin/damage-reports.csv').query({ q: tag, status: 'submitted' }),
        'damage-reports',
      );
      expect(column(rows, 'Stock id')).toEqual(['BB0000001']);
      expect(column(rows, 'Email')).toEqual([customer.entity.email]);
      expect(column(rows, 'Damaged exterior')).toEqual(['yes']);
      expect(column(rows, 'Photos')).toEqual(['0']);
    });
  });
});
