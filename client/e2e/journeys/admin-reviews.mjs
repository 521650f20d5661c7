// The back office's reviews, insurance claims and coupons (issue 12): a customer's review with a photo (through the
// API, as the reviews page sends it) waits in the moderation queue; staff publish it, reply as the company and reword
// the reply, and the reply shows on the public reviews page. A claim on an insured, arrived order is refused a
// rejection without a reason, then approved with an assessed amount and marked paid. A coupon is issued to a
// customer (the API's field errors first), and shows in the list.
import { staffSignIn } from '../support/admin.mjs';
import { checkDirection, reserveCar, SUPERADMIN, text, tinyPng } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';

const DESKTOP = { width: 1280, height: 900 };
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A customer's review with a photo, as the reviews page sends it (multipart): its id. */
async function submitReview(api, customer, title) {
  const form = new FormData();
  form.set('title', title);
  form.set('description', 'The Corolla arrived in Mombasa on time, exactly as the auction sheet said.');
  form.set('rating', '4');
  form.set('country', 'KE');
  form.set('city', 'Nairobi');
  form.set('photos', new Blob([tinyPng()], { type: 'image/png' }), 'arrival.png');
  const res = await fetch(new URL('/api/reviews', api.baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}` },
    body: form,
  });
  const body = await res.json();
  expect(res.status === 201, `the review is submitted: ${res.status} ${JSON.stringify(body)}`);
  return body.id;
}

/** A customer's insured CFR order, paid, shipped and arrived, with a claim filed: the order and the claim. */
async function filedClaim(api) {
  const customer = await api.register({ country: 'KE', firstName: 'Wanjiru', lastName: 'Kamau' });
  const { order } = await reserveCar(api, customer, 'CFR');
  await api.post(`/api/orders/${order.id}/insurance`, undefined, { token: customer.token });
  const staff = { token: (await api.login(SUPERADMIN.email, SUPERADMIN.password)).token };
  const total = (await api.get(`/api/orders/${order.id}`, { token: customer.token })).payment.total.amount;
  const payment = await api.post(
    '/api/admin/payments',
    {
      customerId: customer.user.id,
      amount: total,
      currency: 'USD',
      exchangeRate: '1',
      valueDate: yesterday(),
      bankReference: `CLM${Date.now().toString(36).toUpperCase()}`,
    },
    staff,
  );
  await api.post(`/api/admin/payments/${payment.id}/allocations`, { orderId: order.id, amount: total }, staff);
  await api.patch(`/api/admin/orders/${order.id}/status`, { status: 'shipped' }, staff);
  await api.patch(`/api/admin/orders/${order.id}/status`, { status: 'arrived' }, staff);
  const claim = await api.post(
    '/api/insurance/claims',
    {
      orderId: order.id,
      description: 'Dented front bumper and a cracked headlight, found when the car was unloaded at Mombasa.',
      damageFoundOn: yesterday(),
      amountClaimed: '650.00',
    },
    { token: customer.token },
  );
  return { order, claim, customer };
}

export const journeys = [
  {
    id: 'moderate',
    name: 'a review with a photo is published, replied to as the company, the reply reworded, and seen on the public page',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 150_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-reviews', key, params);
      const tag = `E2E${Date.now().toString(36)}`;
      const title = `${tag} smooth import`;
      const customer = await api.register({ country: 'KE', firstName: 'Wanjiru', lastName: 'Kamau' });
      await submitReview(api, customer, title);

      // The moderation queue: the review waits, its photo shown.
      await staffSignIn(page, url, api, 'superadmin', `/admin/reviews?status=pending&q=${tag}`);
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('reviews.title') }).waitFor();
      const row = page.locator('.data-table tbody tr', { hasText: title });
      await row.waitFor();
      await row.getByText(t('reviews.status.pending')).waitFor();
      await row.locator('img').first().waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('queue', { widths: TABLET_TOO });

      // The review: publish it (the dialog says what happens).
      await row.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator('.admin-review__photos img').first().waitFor();
      await axe();
      await shot('review');
      await page.getByRole('button', { name: t('reviews.publish'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('reviews.confirm.publish.title') });
      await dialog.getByText(t('reviews.confirm.publish.body')).waitFor();
      await axe();
      await dialog.getByRole('button', { name: t('reviews.confirm.publish.action') }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('.admin-page__subtitle').getByText(t('reviews.status.published')).waitFor();

      // Reply as the company, then reword the reply.
      await page.getByLabel(t('reviews.replyAsCompany')).fill('Thank you — enjoy the car!');
      await page.getByRole('button', { name: t('reviews.sendReply') }).click();
      await page.getByRole('status').getByText(t('reviews.replySent')).waitFor();
      const reply = page.locator('.admin-replies__item--company');
      await reply.getByText('Thank you — enjoy the car!').waitFor();
      await reply.getByRole('button', { name: t('reviews.edit') }).click();
      const reworded = `Thank you, Wanjiru — safe driving in Nairobi! ${tag}`;
      await reply.getByLabel(t('reviews.editReply')).fill(reworded);
      await reply.getByRole('button', { name: t('reviews.save') }).click();
      await reply.getByText(reworded).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('replied', { widths: TABLET_TOO });

      // The public reviews page shows the review with the company's reply.
      await page.goto(url('/reviews'));
      const published = page.locator('.review', { hasText: title });
      await published.waitFor();
      await published.getByText(reworded).waitFor();
      await shot('public');
    },
  },
  {
    id: 'claim',
    name: 'a claim is refused a rejection without a reason, then approved with an assessed amount and marked paid',
    viewport: DESKTOP,
    timeout: 150_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-reviews', key, params);
      const { order, claim, customer } = await filedClaim(api);
      await staffSignIn(page, url, api, 'superadmin', `/admin/insurance-claims?q=${order.car.stockId}`);
      const row = page.locator('.data-table tbody tr', { hasText: order.car.stockId });
      await row.getByText(t('claims.status.filed')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('claims', { widths: TABLET_TOO });

      await row.getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name: t('claims.heading', { stockId: order.car.stockId }) }).waitFor();
      await axe();
      await shot('claim');

      // A rejection needs a reason: the rule's message beside the field.
      await page.getByRole('button', { name: t('claims.reject'), exact: true }).click();
      let dialog = page.getByRole('dialog', { name: t('claims.confirm.reject.title') });
      await dialog.getByRole('button', { name: t('claims.confirm.reject.action') }).click();
      await dialog.getByText(text(lang, 'errors', 'CLAIM_REASON_REQUIRED')).waitFor();
      await axe();
      await shot('reject-refused');
      await dialog.getByRole('button', { name: text(lang, 'common', 'cancel') }).click();

      // Approved with an assessed 600.00, then paid.
      await page.getByRole('button', { name: t('claims.approve'), exact: true }).click();
      dialog = page.getByRole('dialog', { name: t('claims.confirm.approve.title') });
      await dialog.getByLabel(t('claims.assessed')).fill('600.00');
      await dialog.getByLabel(t('claims.note')).fill('Surveyor agrees.');
      await dialog.getByRole('button', { name: t('claims.confirm.approve.action') }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('.admin-page__subtitle').getByText(t('claims.status.approved')).waitFor();
      await page.getByText('Surveyor agrees.').waitFor();

      await page.getByRole('button', { name: t('claims.pay'), exact: true }).click();
      dialog = page.getByRole('dialog', { name: t('claims.confirm.pay.title') });
      await dialog.getByRole('button', { name: t('claims.confirm.pay.action') }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('.admin-page__subtitle').getByText(t('claims.status.paid')).waitFor();
      const mine = await api.get(`/api/insurance/claims/${claim.id}`, { token: customer.token });
      expect(
        mine.status === 'paid' && mine.payout.amount === '600.00',
        `the customer sees the refund paid: ${JSON.stringify(mine.payout)}`,
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('paid', { widths: TABLET_TOO });
    },
  },
  {
    id: 'coupon',
    name: 'a coupon is issued to a customer after the API’s field errors, and shows in the list',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-reviews', key, params);
      const customer = await api.register({ firstName: 'Bilal', lastName: 'Ahmed' });
      const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
      await staffSignIn(page, url, api, 'superadmin', '/admin/coupons');
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('coupons.title') }).waitFor();
      await axe();
      await shot('coupons', { widths: TABLET_TOO });

      await page.getByRole('link', { name: t('coupons.new') }).click();
      await page.getByRole('heading', { level: 1, name: t('coupons.new') }).waitFor();
      // Sent empty: the API's field errors beside their fields.
      await page.getByRole('button', { name: t('coupons.issue') }).click();
      let dialog = page.getByRole('dialog', { name: t('coupons.confirm.title') });
      await dialog.getByRole('button', { name: t('coupons.confirm.action') }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('.field__error').first().waitFor();
      expect((await page.locator('.field__error').count()) >= 4, 'the missing fields are named');
      await expectNoMissingKeys(page);
      await axe();
      await shot('coupon-errors');

      await page.getByLabel(t('coupons.findCustomer')).fill(customer.email);
      const select = page.locator('select[name="customerId"]');
      await select.locator('option', { hasText: customer.email }).waitFor({ state: 'attached' });
      await select.selectOption({ label: `Bilal Ahmed · ${customer.email}` });
      await page.locator('input[name="name"]').fill('Loyalty discount');
      await page.locator('input[name="code"]').fill(code);
      await page.locator('input[name="amount"]').fill('150');
      await page.locator('input[name="expiresAt"]').fill(`${new Date().getUTCFullYear() + 1}-06-30`);
      await page.getByRole('button', { name: t('coupons.issue') }).click();
      dialog = page.getByRole('dialog', { name: t('coupons.confirm.title') });
      await dialog.getByText(code).waitFor();
      await axe();
      await shot('coupon-confirm');
      await dialog.getByRole('button', { name: t('coupons.confirm.action') }).click();

      await page.getByRole('status').getByText(t('coupons.issued', { code })).waitFor();
      const row = page.locator('.data-table tbody tr', { hasText: code });
      await row.getByText(t('coupons.status.active')).waitFor();
      await row.getByText(customer.email, { exact: false }).waitFor();
      const mine = await api.get('/api/coupons', { token: customer.token });
      expect(
        mine.items.some((c) => c.code === code),
        'the customer sees the coupon under My Coupons',
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('coupon-issued', { widths: TABLET_TOO });
    },
  },
];
