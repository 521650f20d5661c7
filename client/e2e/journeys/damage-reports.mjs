// Damage reports (issue 10, the web client): a visitor is asked to sign in and comes back; a customer whose order is
// paid in full (staff record the payment through the API) follows "Report damage" from Purchased Vehicles, files a
// report with a photo and gets its reference, sees it under Damage Reports as Submitted with the photo's thumbnail;
// staff set it Under review with a note (API), the customer is emailed and sees the note in the tab.
import { SUPERADMIN, text, tinyPng, signInAs, checkDirection, reserveCar } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

/** Yesterday (UTC), YYYY-MM-DD: a bank credit date never in the future. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A customer with an order paid in full (FOB: the car's price), through the API. */
async function customerWithPurchase(api, lang) {
  const customer = await api.register({ country: 'KE' });
  const { order } = await reserveCar(api, customer, 'FOB');
  const admin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
  const staff = { token: admin.token };
  const total = order.payment.total.amount;
  const payment = await api.post(
    '/api/admin/payments',
    {
      customerId: customer.user.id,
      amount: total,
      currency: order.payment.total.currency,
      exchangeRate: '1',
      valueDate: yesterday(),
      bankReference: `DMG${Date.now().toString(36).toUpperCase()}${lang.toUpperCase()}`,
    },
    staff,
  );
  await api.post(`/api/admin/payments/${payment.id}/allocations`, { orderId: order.id, amount: total }, staff);
  const paid = await api.get(`/api/orders/${order.id}`, { token: customer.token });
  expect(paid.status === 'paid', `the order is paid: ${paid.status}`);
  return { customer, order: paid, staff };
}

export const journeys = [
  {
    id: 'visitor',
    name: 'a visitor is asked to sign in to report damage, and the sign-in comes back',
    languages: ['en', 'ur'],
    async run({ page, url, lang, shot, axe }) {
      const t = (key, params) => text(lang, 'damage', key, params);
      await page.goto(url('/damage-report'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('page.title') }).waitFor();
      await page.getByText(t('login.message')).waitFor();
      expect((await page.locator('.damage-form').count()) === 0, 'no form for a visitor');
      await expectNoMissingKeys(page);
      await axe();
      await shot('login-prompt');
      await page
        .locator('.damage-login')
        .getByRole('link', { name: t('login.signIn') })
        .click();
      await page.waitForURL((address) => address.pathname.endsWith('/auth'));
      const next = new URL(page.url()).searchParams.get('next');
      expect(next === '/damage-report', `sign in comes back to the report: ${next}`);
    },
  },
  {
    id: 'file',
    name: 'a customer reports damage with a photo on a purchased car, sees it Submitted, staff set Under review with a note, the email arrives and the note shows',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 180_000,
    async run({ page, url, lang, api, shot, axe, mailbox, log }) {
      const t = (key, params) => text(lang, 'damage', key, params);
      const { customer, order, staff } = await customerWithPurchase(api, lang);
      log(`order ${order.id} for ${order.car.stockId}`);
      await signInAs(page, url, customer);

      // Purchased Vehicles: "Report damage" on the order opens the form with it chosen.
      await page.goto(url('/profile/purchased'));
      await checkDirection(page, lang);
      await page.getByRole('link', { name: text(lang, 'orders', 'list.reportDamageLabel', { stockId: order.car.stockId }) }).click();
      await page.waitForURL((address) => address.pathname.endsWith('/damage-report'));
      expect(new URL(page.url()).searchParams.get('order') === order.id, 'the order is in the link');
      const select = page.getByRole('combobox', { name: t('form.order') });
      await select.waitFor();
      expect((await select.inputValue()) === order.id, 'the order is chosen');

      // Sent empty: the description is asked for beside its field.
      await page.getByRole('button', { name: t('form.submit') }).click();
      await page.getByText(text(lang, 'errors', 'DAMAGE_DESCRIPTION_REQUIRED')).waitFor();

      // The kinds, a description, a photo (previewed, removable).
      await page.getByRole('checkbox', { name: t('kinds.damagedExterior') }).check();
      await page.getByRole('checkbox', { name: t('kinds.missingAccessories') }).check();
      await page
        .getByRole('textbox', { name: t('form.description') })
        .fill('Deep scratch on the rear left door; the spare key is missing.');
      await page.locator('input[type="file"]').setInputFiles([
        { name: 'door.png', mimeType: 'image/png', buffer: tinyPng() },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      ]);
      await page.getByText(t('form.photoCount', { count: 1, max: 10 })).waitFor();
      await page.getByRole('button', { name: t('form.removePhoto', { name: 'door.png' }) }).waitFor();
      await page.locator('.damage-form__photos [role="alert"]').waitFor();
      // The chosen files' names look like keys (door.png) to the check.
      await expectNoMissingKeys(page, { ignore: [/^door\.png$/, /notes\.txt/] });
      await axe();
      await shot('form');

      await page.getByRole('button', { name: t('form.submit') }).click();
      await page.getByRole('heading', { name: t('success.title') }).waitFor();
      const reference = (await page.locator('.damage-filed__reference').innerText()).trim();
      expect(/^DR-[0-9A-Z]{8}$/.test(reference), `a reference: ${reference}`);
      log(`report ${reference}`);
      await axe();
      await shot('filed');

      // My damage reports: Submitted, with the photo's thumbnail (fetched with the token).
      await page.getByRole('link', { name: t('success.viewReports') }).click();
      await page.getByRole('heading', { level: 2, name: text(lang, 'profile', 'tabs.damage-reports') }).waitFor();
      const card = page.locator('.damage-card', { hasText: reference });
      await card.waitFor();
      await card.getByText(t('status.submitted'), { exact: true }).waitFor();
      const thumb = card.locator('img.damage-thumb');
      await thumb.waitFor();
      await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await thumb.elementHandle());
      await expectNoMissingKeys(page);
      await axe();
      await shot('submitted');

      // Staff: under review, with a note; the customer is emailed and sees it.
      const note = 'Our surveyor will inspect the car at the port on Monday.';
      await api.patch(`/api/admin/damage-reports/${reference}/status`, { status: 'under_review', note }, staff);
      const mail = await mailbox.waitForMail(customer.email);
      expect(mail.subject === `Damage report ${reference}: under review`, `the email's subject: ${mail.subject}`);
      expect(mail.text.includes(note), 'the email carries the note');
      await page.reload();
      const reviewed = page.locator('.damage-card', { hasText: reference });
      await reviewed.getByText(t('status.under_review'), { exact: true }).waitFor();
      await reviewed.getByText(note).waitFor();
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('under-review');
    },
  },
];
