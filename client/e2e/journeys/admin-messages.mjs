// The back office's messages (issue 12): a customer's inquiry answered from the list filtered to unanswered (the
// reply reaches the customer's mailbox), a car request handled with a car offered, a contact message read and marked
// handled, the newsletter subscribers exported (the downloaded CSV checked), a damage report's photo opened and its
// status changed. Customers act through the API; staff through the screens.
import { readFile } from 'node:fs/promises';
import { staffSignIn } from '../support/admin.mjs';
import { uniqueEmail } from '../support/api.mjs';
import { availableCar, checkDirection, reserveCar, SUPERADMIN, text, tinyPng } from '../support/buying.mjs';
import { expect, expectCount, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';

const DESKTOP = { width: 1280, height: 900 };
const NS = 'admin-messages';

/** Yesterday (UTC), YYYY-MM-DD: a bank credit date never in the future. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A customer with an order paid in full (FOB), through the API, as the damage-reports journey makes one. */
async function customerWithPurchase(api) {
  const customer = await api.register({ country: 'KE' });
  const { order } = await reserveCar(api, customer, 'FOB');
  const boss = await api.login(SUPERADMIN.email, SUPERADMIN.password);
  const staff = { token: boss.token };
  const total = order.payment.total.amount;
  const payment = await api.post(
    '/api/admin/payments',
    {
      customerId: customer.user.id,
      amount: total,
      currency: order.payment.total.currency,
      exchangeRate: '1',
      valueDate: yesterday(),
      bankReference: `MSG${Date.now().toString(36).toUpperCase()}`,
    },
    staff,
  );
  await api.post(`/api/admin/payments/${payment.id}/allocations`, { orderId: order.id, amount: total }, staff);
  return { customer, order };
}

/** Files a damage report with one photo as the customer (multipart, as the site's form sends it). */
async function fileDamageReport(api, customer, orderId) {
  const form = new FormData();
  form.append('orderId', orderId);
  form.append('damagedExterior', 'true');
  form.append('mechanicalIssues', 'true');
  form.append('description', 'Deep scratch along the rear left door, found at the port of Mombasa.');
  form.append('photos', new Blob([tinyPng()], { type: 'image/png' }), 'door.png');
  const res = await fetch(new URL('/api/damage-reports', api.baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}` },
    body: form,
  });
  const body = await res.json();
  expect(res.status === 201, `the damage report is filed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export const journeys = [
  {
    id: 'inquiry',
    name: 'staff find a new inquiry among the unanswered, reply, the customer gets the reply by email, and it shows as answered',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe, mailbox }) {
      const t = (key, params) => text(lang, NS, key, params);
      const customer = await api.register({ firstName: 'Amina', lastName: 'Njeri' });
      const car = await availableCar(api);
      const { inquiry } = await api.post(
        '/api/inquiries',
        {
          car: car.ref,
          name: 'Amina Njeri',
          email: customer.email,
          phone: '+254 712 345678',
          message: 'Is this car still available? What would shipping to Mombasa cost?',
          contactMethod: 'email',
        },
        { token: customer.token },
      );
      // The customer's copy of what they sent comes first.
      await mailbox.waitFor(customer.email);

      await staffSignIn(page, url, api, 'admin', '/admin/inquiries');
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('inquiries.title') }).waitFor();

      // Unanswered only (the select applies at once), then this customer's.
      const filters = page.getByRole('search', { name: t('common.filters') });
      await filters.getByLabel(t('common.status')).selectOption('pending');
      await page.waitForURL((u) => u.searchParams.get('status') === 'pending', { waitUntil: 'commit' });
      await filters.getByLabel(t('common.q')).fill(customer.email);
      await filters.getByLabel(t('common.q')).press('Enter');
      await page.waitForURL((u) => u.searchParams.get('q') === customer.email && u.searchParams.get('status') === 'pending', {
        waitUntil: 'commit',
      });
      const row = page.getByRole('row').filter({ hasText: inquiry.reference });
      await row.waitFor();
      // The filtered answer replaces the page shown meanwhile (which may hold the same newest row).
      await expectCount(page.locator('tbody tr'), 1, 'only this customer’s pending inquiry is listed');
      await row.getByText(t('statuses.pending')).waitFor();

      // Sorting by name writes the sort into the URL.
      await page.getByRole('button', { name: t('common.name') }).click();
      await page.waitForURL((u) => u.searchParams.get('sort') === 'name', { waitUntil: 'commit' });
      await expectNoMissingKeys(page);
      await axe();
      await shot('inquiries-list', { widths: TABLET_TOO });

      await row.getByRole('link', { name: inquiry.reference }).click();
      await page.waitForURL((u) => u.pathname.endsWith(`/admin/inquiries/${inquiry.reference}`), { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: t('inquiries.one', { reference: inquiry.reference }) }).waitFor();
      await page.getByText('Is this car still available?').waitFor();

      // An empty response: the API's field error, beside the field.
      const send = page.getByRole('button', { name: t('inquiries.send') });
      await send.click();
      const field = page.getByRole('textbox', { name: t('inquiries.response') });
      await page.getByText(text(lang, 'errors', 'INQUIRY_RESPONSE_REQUIRED')).waitFor();
      expect((await field.getAttribute('aria-invalid')) === 'true', 'the response field is marked invalid');
      await axe();
      await shot('inquiry-detail', { widths: TABLET_TOO });

      const reply = `Yes, it is available. Shipping to Mombasa is about USD 1,450 (${lang}).`;
      await field.fill(reply);
      await send.click();
      await page.getByText(t('inquiries.responseSent', { email: customer.email })).waitFor();
      const mail = await mailbox.waitFor(customer.email);
      expect(mail.includes(reply), `the customer's email holds the reply: ${mail.slice(0, 300)}`);
      await page.locator('.admin-page__subtitle').getByText(t('statuses.responded')).waitFor();
      await page.getByText(reply).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('inquiry-answered');

      // Closed (after asking), it takes no response; its table offers to reopen it, as Responded since it was answered.
      await page.getByRole('button', { name: t('inquiries.close') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(t('inquiries.closeBody')).waitFor();
      await dialog.getByRole('button', { name: t('inquiries.close') }).click();
      await page.locator('.admin-page__subtitle').getByText(t('statuses.closed')).waitFor();
      await page.getByText(t('inquiries.closedNoResponse')).waitFor();
      await page.getByText(t('inquiries.reopensResponded')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('inquiry-closed');
      await page.getByRole('button', { name: t('inquiries.reopen') }).click();
      await page.locator('.admin-page__subtitle').getByText(t('statuses.responded')).waitFor();
      await page.getByRole('button', { name: t('inquiries.close') }).waitFor();

      // Back in the list, the answered inquiry is no longer among the unanswered, and shows Responded.
      await page.getByRole('link', { name: t('inquiries.back') }).click();
      await page.waitForURL((u) => u.pathname.endsWith('/admin/inquiries'), { waitUntil: 'commit' });
      await page.goto(url(`/admin/inquiries?status=pending&q=${encodeURIComponent(customer.email)}`));
      await page.getByText(text(lang, 'admin', 'table.empty')).waitFor();
      await page.goto(url(`/admin/inquiries?q=${encodeURIComponent(customer.email)}`));
      await page.getByRole('row').filter({ hasText: inquiry.reference }).getByText(t('statuses.responded')).waitFor();
    },
  },
  {
    id: 'car-request',
    name: 'staff open a car request and offer a car, marking it handled',
    viewport: DESKTOP,
    async run({ page, url, api, shot, axe }) {
      const t = (key, params) => text('en', NS, key, params);
      const customer = await api.register({ firstName: 'Carlos', lastName: 'Mendes' });
      const request = await api.post(
        '/api/ondemand',
        {
          make: 'Toyota',
          model: 'Hiace',
          year: 2018,
          comments: 'Diesel, high roof.',
          name: 'Carlos Mendes',
          email: customer.email,
          emailConfirmation: customer.email,
          contactMethod: 'email',
          privacyAgreed: true,
        },
        { token: customer.token },
      );
      const car = await availableCar(api);
      await staffSignIn(page, url, api, 'admin', `/admin/car-requests?status=open&q=${encodeURIComponent(customer.email)}`);
      const row = page.getByRole('row').filter({ hasText: request.reference });
      await row.getByText(t('statuses.open')).waitFor();
      await axe();
      await shot('car-requests-list');
      await row.getByRole('link', { name: request.reference }).click();
      await page.getByRole('heading', { level: 1, name: t('carRequests.one', { reference: request.reference }) }).waitFor();
      await page.getByLabel(t('carRequests.stockId')).fill(car.ref);
      await page.getByLabel(t('carRequests.note')).fill('Same model, 2019, diesel; we can hold it for 3 business days.');
      await axe();
      await shot('car-request-detail');
      await page.getByRole('button', { name: t('carRequests.markHandled') }).click();
      await page.getByRole('heading', { level: 2, name: t('carRequests.handledTitle') }).waitFor();
      await page.locator('.admin-page__subtitle').getByText(t('statuses.handled')).waitFor();
      await page.getByRole('link', { name: car.ref }).waitFor();
      await expectNoMissingKeys(page);
    },
  },
  {
    id: 'contact',
    name: 'staff read a new contact message and mark it handled',
    viewport: DESKTOP,
    async run({ page, url, api, shot, axe }) {
      const t = (key, params) => text('en', NS, key, params);
      const email = uniqueEmail('contact');
      await api.post('/api/contact', {
        subject: 'support',
        name: 'Rui Costa',
        email,
        message: 'Do you ship to Maputo?\nHow long does it take?',
        privacyAgreed: true,
      });
      await staffSignIn(page, url, api, 'admin', `/admin/contact-messages?status=new&q=${encodeURIComponent(email)}`);
      const row = page.getByRole('row').filter({ hasText: 'Rui Costa' });
      await row.getByText(t('statuses.new')).waitFor();
      await axe();
      await shot('contact-list');
      await row.getByRole('link', { name: 'Rui Costa' }).click();
      await page.getByRole('heading', { level: 1, name: t('contact.from', { name: 'Rui Costa' }) }).waitFor();
      await page.getByText('Do you ship to Maputo?', { exact: false }).waitFor();
      const reply = page.getByRole('link', { name: t('contact.reply') });
      expect((await reply.getAttribute('href')).startsWith(`mailto:${email}`), 'reply opens an email to the sender');
      await page.getByRole('button', { name: t('contact.markHandled') }).click();
      await page.getByRole('button', { name: t('contact.reopen') }).waitFor();
      await page.locator('.admin-page__subtitle').getByText(t('statuses.handled')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('contact-detail');
      await page.goto(url(`/admin/contact-messages?status=new&q=${encodeURIComponent(email)}`));
      await page.getByText(text('en', 'admin', 'table.empty')).waitFor();
    },
  },
  {
    id: 'newsletter',
    name: 'staff export the filtered newsletter subscribers and the CSV holds them',
    viewport: DESKTOP,
    async run({ page, url, api, shot, axe }) {
      const t = (key, params) => text('en', NS, key, params);
      const email = uniqueEmail('letter');
      await api.post('/api/newsletter', { fullName: 'Zawadi Otieno', email });
      await staffSignIn(page, url, api, 'admin', `/admin/newsletter?q=${encodeURIComponent(email)}`);
      await page.getByRole('row').filter({ hasText: email }).getByText(t('statuses.active')).waitFor();
      await axe();
      await shot('newsletter-list', { widths: TABLET_TOO });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text('en', 'admin', 'export.csv') }).click(),
      ]);
      expect(
        /^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename()),
        `file name: ${download.suggestedFilename()}`,
      );
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.trim().split('\r\n');
      expect(lines[0] === 'Full name,Email,Status,Subscribed at,Unsubscribed at', `header: ${lines[0]}`);
      expect(lines.length === 2 && lines[1].startsWith(`Zawadi Otieno,${email},active,`), `only the filtered subscriber: ${csv}`);
      expect(new URL(page.url()).pathname.endsWith('/admin/newsletter'), 'the list stays');
    },
  },
  {
    id: 'damage',
    name: 'staff open a damage report, view its photo large, and set it under review with a note',
    viewport: DESKTOP,
    timeout: 120_000,
    async run({ page, url, api, shot, axe, mailbox }) {
      const t = (key, params) => text('en', NS, key, params);
      const { customer, order } = await customerWithPurchase(api);
      const report = await fileDamageReport(api, customer, order.id);
      await staffSignIn(page, url, api, 'admin', `/admin/damage-reports?status=submitted&q=${encodeURIComponent(report.reference)}`);
      const row = page.getByRole('row').filter({ hasText: report.reference });
      await row.getByText(t('statuses.submitted')).waitFor();
      await axe();
      await shot('damage-list');
      await row.getByRole('link', { name: report.reference }).click();
      await page.getByRole('heading', { level: 1, name: t('damage.one', { reference: report.reference }) }).waitFor();
      await page.getByText(t('damage.kind.mechanicalIssues')).waitFor();
      // The photo is private: fetched with the token, shown from a blob URL.
      const thumb = page.locator('.messages-photos img');
      await thumb.waitFor();
      expect((await thumb.getAttribute('src')).startsWith('blob:'), 'the thumbnail comes from the staff API');
      await page.getByRole('button', { name: t('damage.openPhoto', { n: 1, count: 1 }) }).click();
      const viewer = page.getByRole('dialog', { name: t('damage.photoOf', { n: 1, count: 1 }) });
      await viewer.locator('img').waitFor();
      await axe();
      await shot('damage-photo');
      await viewer.getByRole('button', { name: t('damage.closePhoto') }).click();
      await viewer.waitFor({ state: 'hidden' });

      await page.getByLabel(t('damage.nextStatus')).selectOption('under_review');
      await page.getByLabel(t('damage.note')).fill('Our surveyor will inspect the car at the port on Monday.');
      await page.getByRole('button', { name: t('damage.saveStatus') }).click();
      await page.getByText(t('damage.statusSaved')).waitFor();
      await page.locator('.admin-page__subtitle').getByText(t('statuses.under_review')).waitFor();
      const mail = await mailbox.waitFor(customer.email);
      expect(mail.includes('Our surveyor will inspect'), 'the customer is emailed the note');
      await expectNoMissingKeys(page);
      await axe();
      await shot('damage-detail');
    },
  },
];
