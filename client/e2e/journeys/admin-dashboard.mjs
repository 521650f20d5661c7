// The back office's dashboard and search (issue 12): a clerk starts the day on the dashboard — a reservation whose
// remittance copy waits for review, an unanswered inquiry — follows a card to its filtered list, and finds a car by
// its stock id and a customer by email from the top bar's search box.
import { staffSignIn } from '../support/admin.mjs';
import { checkDirection, reserveCar, text, uploadRemittance } from '../support/buying.mjs';
import { currentPath, expect, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';
import pg from 'pg';

const DESKTOP = { width: 1280, height: 900 };

export const journeys = [
  {
    id: 'day',
    name: 'a clerk sees today’s work, follows a card, and finds a car and a customer from the search box',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 120_000,
    async run({ page, url, lang, api, baseUrl, databaseUrl, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-dashboard', key, params);
      const shell = (key, params) => text(lang, 'admin', key, params);

      // A customer reserves a car and sends its remittance copy, and asks about it.
      const customer = await api.register({ firstName: 'Amina', lastName: 'Odhiambo' });
      const { order, car } = await reserveCar(api, customer, 'FOB');
      await uploadRemittance(baseUrl, customer, order.id);
      await makeLongestWaiting(databaseUrl, order.id);
      const sent = await api.post(
        '/api/inquiries',
        { car: car.ref, name: 'Amina Odhiambo', email: customer.email, phone: '+254 712 345678', message: 'Can you ship it in March?' },
        { token: customer.token },
      );
      const reference = sent.inquiry.reference;

      // The dashboard: the copy waiting for review and the inquiry, each linking to its page.
      await staffSignIn(page, url, api, 'admin');
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('title') }).waitFor();
      const copies = page.getByRole('region', { name: t('work.remittances.title') });
      const copyLink = copies.getByRole('link', { name: new RegExp(car.ref) });
      await copyLink.waitFor();
      expect((await copyLink.getAttribute('href')).endsWith(`/admin/orders/${order.id}`), 'the copy links to its order');
      const inquiries = page.getByRole('region', { name: t('work.inquiries.title') });
      const inquiryLink = inquiries.getByRole('link', { name: new RegExp(reference) });
      await inquiryLink.waitFor();
      expect((await inquiryLink.getAttribute('href')).endsWith(`/admin/inquiries/${reference}`), 'the inquiry links to its page');
      await page.getByRole('figure', { name: t('charts.reservations') }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('dashboard', { widths: TABLET_TOO });

      // A chart's days as a table, for whoever cannot see the bars.
      const views = page.getByRole('figure', { name: t('charts.reservations') });
      await views.getByText(t('charts.showTable')).click();
      await views.getByRole('table').waitFor();
      await axe();

      // A card leads to its list, filtered.
      await inquiries.getByRole('link', { name: t('work.inquiries.all') }).click();
      await page.waitForURL((u) => u.pathname.endsWith('/admin/inquiries') && u.searchParams.get('status') === 'pending');

      // The search box: a car by its stock id (its orders come too).
      const box = page.getByRole('searchbox', { name: shell('search.label') });
      await box.fill(car.ref.toLowerCase());
      await box.press('Enter');
      await page.waitForURL((u) => u.pathname.endsWith('/admin/search'));
      const cars = page.getByRole('region', { name: new RegExp(t('search.cars')) });
      const carLink = cars.getByRole('link', { name: new RegExp(car.ref) });
      await carLink.waitFor();
      const orders = page.getByRole('region', { name: new RegExp(t('search.orders')) });
      await orders.getByRole('link', { name: new RegExp(car.ref) }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('search-car', { widths: TABLET_TOO });
      await carLink.click();
      await page.waitForURL((u) => u.pathname.endsWith(`/admin/cars/${car.ref}`));

      // A customer by email.
      await box.fill(customer.email);
      await box.press('Enter');
      await page.waitForURL((u) => u.pathname.endsWith('/admin/search') && u.searchParams.get('q') === customer.email);
      const people = page.getByRole('region', { name: new RegExp(t('search.customers')) });
      const person = people.getByRole('link', { name: /Amina Odhiambo/ });
      await person.waitFor();
      await axe();
      await shot('search-customer');
      await person.click();
      await page.waitForURL((u) => /\/admin\/users\/[0-9a-f-]{36}$/.test(u.pathname));

      // Too short to search: the screen says what it needs.
      await page.goto(url('/admin/search?q=a'));
      await page.getByText(t('search.hint', { min: 2 })).waitFor();
      expect(currentPath(page).endsWith('/admin/search?q=a') || currentPath(page).endsWith('/admin/search'), 'stays on the search');
    },
  },
];

/**
 * The card lists the five copies waiting longest; the journeys before this one in its lane (admin orders, profile) may
 * have left older ones, so this copy is made the longest waiting: uploaded a second before the oldest pending one.
 * It was still sent before its hold's deadline, so it protects the hold as before.
 */
async function makeLongestWaiting(databaseUrl, orderId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE remittance_copies
          SET uploaded_at = (SELECT min(uploaded_at) FROM remittance_copies WHERE status = 'pending') - interval '1 second'
        WHERE order_id = (SELECT id FROM orders WHERE public_id = $1)`,
      [orderId],
    );
    expect(rowCount === 1, `the remittance copy of order ${orderId} is in the database`);
  } finally {
    await client.end();
  }
}
