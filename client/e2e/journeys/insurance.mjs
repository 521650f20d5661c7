// Marine insurance (issue 11, the web client): a visitor reads the Insurance page (cover, the six steps, the sample
// claim) and asks what a premium would cost; a customer adds marine insurance to a CFR order on its page (the dialog
// names the premium and the new total); staff take payment, ship and land the car (API) and the customer files a
// damage report (API); on the Insurance page the customer files a claim linked to that report and sees it at step 4;
// staff approve it (API) and the customer sees the refund amount, and the customer is emailed.
import { SUPERADMIN, text, signInAs, checkDirection, tinyPng, reserveCar } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A customer with a reserved CFR order, through the API. */
async function customerWithCfrOrder(api) {
  const customer = await api.register({ country: 'KE', firstName: 'Wanjiru', lastName: 'Kamau' });
  const { order } = await reserveCar(api, customer, 'CFR');
  const admin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
  return { customer, order, staff: { token: admin.token } };
}

/** Staff record the whole payment, ship and land the car. */
async function payShipArrive(api, staff, customer, orderId, lang) {
  const order = await api.get(`/api/orders/${orderId}`, { token: customer.token });
  const total = order.payment.total.amount;
  const payment = await api.post(
    '/api/admin/payments',
    {
      customerId: customer.user.id,
      amount: total,
      currency: 'USD',
      exchangeRate: '1',
      valueDate: yesterday(),
      bankReference: `INS${Date.now().toString(36).toUpperCase()}${lang.toUpperCase()}`,
    },
    staff,
  );
  await api.post(`/api/admin/payments/${payment.id}/allocations`, { orderId, amount: total }, staff);
  await api.patch(`/api/admin/orders/${orderId}/status`, { status: 'shipped' }, staff);
  await api.patch(`/api/admin/orders/${orderId}/status`, { status: 'arrived' }, staff);
}

/** The customer's damage report on the order (multipart, as the damage report page sends it): its reference. */
async function fileDamageReport(api, customer, orderId) {
  const form = new FormData();
  form.set('orderId', orderId);
  form.set('damagedExterior', 'true');
  form.set('description', 'Dented front bumper and a cracked headlight, found when the car was unloaded at Mombasa.');
  form.set('photos', new Blob([tinyPng()], { type: 'image/png' }), 'bumper.png');
  const res = await fetch(new URL('/api/damage-reports', api.baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}` },
    body: form,
  });
  const body = await res.json();
  expect(res.status === 201, `the damage report is filed: ${res.status} ${JSON.stringify(body)}`);
  return body.reference;
}

export const journeys = [
  {
    id: 'page',
    name: 'a visitor reads the Insurance page: cover, the six steps, the sample claim, and what a premium would cost',
    languages: ['en', 'ur'],
    async run({ page, url, lang, shot, axe }) {
      const t = (key, params) => text(lang, 'insurance', key, params);
      await page.goto(url('/insurance'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('pageTitle') }).waitFor();
      const steps = page.locator('.claim-process > li');
      expect((await steps.count()) === 6, 'six steps');
      for (const key of ['insured', 'arrived', 'damage_found', 'claim_filed', 'repaired', 'refund'])
        await page.getByRole('heading', { level: 3, name: t(`steps.${key}.title`) }).waitFor();
      await page.getByRole('heading', { level: 2, name: t('example.title') }).waitFor();
      await page.locator('.insurance-cover strong', { hasText: /30/ }).waitFor();
      await page.locator('.insurance-cover strong', { hasText: /10[,.٬]?000/ }).waitFor();
      await page.getByText(t('mine.signInMessage')).waitFor();

      // What would it cost: 25,000 → the cover is capped at 10,000 and the premium is 150.
      await page.getByRole('textbox', { name: t('quote.value') }).fill('25000');
      await page.getByRole('button', { name: t('quote.submit') }).click();
      const answer = page.locator('.insurance-quote__answer');
      await answer.locator('dd', { hasText: /150/ }).waitFor();
      await answer.locator('dd', { hasText: /10[,.٬]?000/ }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('visitor');
    },
  },
  {
    id: 'claim',
    name: 'a customer adds insurance to a CFR order, files a claim linked to a damage report once the car arrived, sees step 4, then the refund staff approve',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 180_000,
    async run({ page, url, lang, api, shot, axe, mailbox, log }) {
      const t = (key, params) => text(lang, 'insurance', key, params);
      const { customer, order, staff } = await customerWithCfrOrder(api);
      log(`order ${order.id} for ${order.car.stockId}, total ${order.price.total.amount}`);
      expect(order.insurance.insured === false && order.insurance.canAdd, 'a CFR order can take insurance');
      await signInAs(page, url, customer);

      // The order page: "Add marine insurance", confirmed in a dialog naming the premium and the new total.
      await page.goto(url(`/orders/${order.id}`));
      await checkDirection(page, lang);
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: t('order.title') }) });
      await section.waitFor();
      await section.getByRole('button', { name: t('order.add') }).click();
      const dialog = page.getByRole('dialog', { name: t('order.confirmTitle') });
      await dialog.waitFor();
      const premium = order.insurance.premium.amount;
      expect(Number(premium) >= 30, `the premium is at least 30: ${premium}`);
      await axe();
      await shot('add-insurance');
      await dialog.getByRole('button', { name: t('order.confirm') }).click();
      await section.getByText(t('order.insured'), { exact: true }).waitFor();
      await section.getByText(t('order.basis.added')).waitFor();
      const insured = await api.get(`/api/orders/${order.id}`, { token: customer.token });
      const cents = (a) => Math.round(Number(a) * 100);
      expect(
        cents(insured.price.total.amount) === cents(order.price.total.amount) + cents(premium),
        `the total grew by the premium: ${order.price.total.amount} + ${premium} = ${insured.price.total.amount}`,
      );

      // Paid, shipped, arrived; a damage report is filed.
      await payShipArrive(api, staff, customer, order.id, lang);
      const reference = await fileDamageReport(api, customer, order.id);
      log(`damage report ${reference}`);

      // The Insurance page: the order can be claimed on; the claim form with the damage report.
      await page.goto(url('/insurance'));
      await checkDirection(page, lang);
      const row = page.locator('.insurance-card', { hasText: order.car.stockId });
      await row.getByRole('button', { name: t('mine.fileClaim') }).click();
      const form = page.locator('form.claim-form');
      await form.waitFor();
      // Sent empty: the description and the amount are asked for beside their fields.
      await form.getByRole('button', { name: t('form.submit') }).click();
      await form.locator('.field__error').first().waitFor();
      expect((await form.locator('.field__error').count()) >= 2, 'the missing fields are named');
      // Small damage is exempt: the server's field error beside the amount.
      await form.getByRole('combobox', { name: t('form.damageReport') }).selectOption(reference);
      await form.getByRole('textbox', { name: t('form.description') }).fill('Dented front bumper and a cracked headlight.');
      await form.getByRole('textbox', { name: t('form.amountClaimed') }).fill('50');
      await form.getByRole('button', { name: t('form.submit') }).click();
      await form.getByText(text(lang, 'errors', 'CLAIM_BELOW_MINIMUM', { minimum: '100.00' })).waitFor();
      await axe();
      await shot('claim-form');
      await form.getByRole('textbox', { name: t('form.amountClaimed') }).fill('2650.00');
      await form.getByRole('textbox', { name: t('form.repairEstimate') }).fill('2400');
      await form.getByRole('button', { name: t('form.submit') }).click();
      await page.getByText(t('form.filed', { stockId: order.car.stockId })).waitFor();

      // The claim at step 4: filed, the repair next.
      const card = page.locator('.insurance-list [data-claim]', { hasText: order.car.stockId });
      await card.getByText(t('claim.step', { step: 4 })).waitFor();
      await card.getByText(t('status.filed'), { exact: true }).waitFor();
      await card.getByText(reference).waitFor();
      expect((await card.locator('.claim-timeline__step--done').count()) === 4, 'four steps done');
      await expectNoMissingKeys(page);
      await axe();
      await shot('claim-filed');

      // Staff approve it; the customer is emailed and sees the refund.
      const claims = await api.get('/api/insurance/claims', { token: customer.token });
      const claim = claims.items[0];
      await api.post(`/api/admin/insurance/claims/${claim.id}/approve`, { note: 'Surveyor agrees.' }, staff);
      const mail = await mailbox.waitForMail(customer.email);
      expect(/approved: 2650\.00 USD$/.test(mail.subject), `the email's subject: ${mail.subject}`);
      await page.goto(url('/profile/claims'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 2, name: text(lang, 'profile', 'tabs.claims') }).waitFor();
      const approved = page.locator('[data-claim]', { hasText: order.car.stockId });
      await approved.getByText(t('status.approved'), { exact: true }).waitFor();
      await approved.getByText(t('claim.refundApproved')).waitFor();
      const payout = (await approved.locator('.insurance-card__payout').innerText()).trim();
      expect(/2[,.٬]?650/.test(payout) || /۲/.test(payout), `the refund amount shows: ${payout}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('claim-approved');
    },
  },
];
