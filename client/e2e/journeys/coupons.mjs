// Coupons (issue 9 §6/§7): staff issue coupons to a customer through the API; the customer sees them in My Coupons
// with the right status, applies the usable one on the order page (an over-balance amount is refused with the clear
// sentence), sees the payment progress grow, and back in My Coupons the coupon's balance has fallen.
/* global document, getComputedStyle */
import { SUPERADMIN, text, signInAs, checkDirection, reserveCar } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const journeys = [
  {
    id: 'apply',
    name: 'staff issue coupons; My Coupons shows them with their status; one is applied on the order page, the payment grows and its balance falls',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 180_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'coupons', key, params);

      // A customer with a reserved car (FOB, in USD), all through the API.
      const customer = await api.register({ country: 'KE' });
      const { order, car } = await reserveCar(api, customer, 'FOB');
      expect(order.status === 'reserved' && order.payment.allocated.amount === '0.00', 'the order is reserved, nothing paid');
      log(`order ${order.id} for ${car.ref}: ${order.payment.total.amount} ${order.payment.total.currency}`);

      // Staff issue three coupons: one to use, one that expires within seconds, one in euros.
      const admin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
      const stamp = `${Date.now().toString(36)}${lang}`.toUpperCase();
      const issue = (body) => api.post('/api/admin/coupons', { customerId: customer.user.id, ...body }, { token: admin.token });
      const welcome = await issue({
        name: 'Welcome discount',
        code: `WELCOME-${stamp}`,
        amount: '500.00',
        currency: 'USD',
        expiresAt: '2030-12-31',
      });
      const soon = new Date(Date.now() + 3000);
      const spring = await issue({
        name: 'Spring offer',
        code: `SPRING-${stamp}`,
        amount: '100.00',
        currency: 'USD',
        expiresAt: soon.toISOString(),
      });
      const euro = await issue({ name: 'Euro voucher', code: `EURO-${stamp}`, amount: '200.00', currency: 'EUR', expiresAt: '2030-12-31' });
      await sleep(Math.max(0, soon.getTime() - Date.now() + 500));

      // My Coupons: each with its status; the code reads left to right in Urdu too.
      await signInAs(page, url, customer);
      await page.goto(url('/profile/coupons'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 2, name: text(lang, 'profile', 'tabs.coupons') }).waitFor();
      const card = (coupon) => page.locator('.coupon', { has: page.locator('.coupon-code__value', { hasText: coupon.code }) });
      await card(welcome).waitFor();
      const badge = async (coupon) => (await card(coupon).locator('.badge').innerText()).trim();
      expect((await badge(welcome)) === t('status.active'), `the welcome coupon is active: ${await badge(welcome)}`);
      expect((await badge(spring)) === t('status.expired'), `the spring coupon has expired: ${await badge(spring)}`);
      expect((await badge(euro)) === t('status.active'), `the euro coupon is active: ${await badge(euro)}`);
      const code = card(welcome).locator('.coupon-code__value');
      expect((await code.evaluate((el) => getComputedStyle(el).direction)) === 'ltr', 'the code reads left to right');
      expect((await code.innerText()).trim() === welcome.code, 'the code is shown as issued');
      expect(
        (await card(welcome)
          .getByRole('button', { name: t('coupon.copyLabel', { code: welcome.code }) })
          .count()) === 1,
        'the code has its Copy button',
      );
      const balanceBefore = await card(welcome).locator('.coupon__balance').innerText();
      expect(balanceBefore.includes('500'), `the whole value is left: ${balanceBefore}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('my-coupons');

      // The order page: only the usable coupon is offered.
      await page.goto(url(`/orders/${order.id}`));
      await checkDirection(page, lang);
      const section = page.locator('section.apply-coupon');
      await section.getByRole('heading', { name: t('apply.title') }).waitFor();
      const select = section.getByLabel(t('apply.coupon'));
      await select.waitFor();
      const options = await select.locator('option').allTextContents();
      expect(options.length === 1 && options[0].includes(welcome.code), `only the usable coupon is offered: ${options.join(' | ')}`);
      const progress = page.getByRole('progressbar');
      const percentBefore = Number(await progress.getAttribute('aria-valuenow'));
      expect(percentBefore === 0, `nothing paid yet (${percentBefore}%)`);

      // More than is left on it: the clear sentence beside the amount, and the server says the same.
      const amount = section.getByLabel(t('apply.amount', { currency: 'USD' }));
      await amount.fill('600');
      await section.getByRole('button', { name: t('apply.submit') }).click();
      const overBalance = text(lang, 'errors', 'COUPON_BALANCE_INSUFFICIENT', { balance: '500.00', currency: 'USD' });
      const fieldError = section.locator('.field__error');
      await fieldError.waitFor();
      expect((await fieldError.innerText()).trim() === overBalance, `the over-balance error: ${await fieldError.innerText()}`);
      expect((await amount.getAttribute('aria-invalid')) === 'true', 'the amount is marked invalid');
      const refused = await api.request('POST', `/api/orders/${order.id}/coupons`, {
        token: customer.token,
        body: { code: welcome.code, amount: '600.00' },
      });
      expect(
        refused.status === 409 && refused.body.code === 'COUPON_BALANCE_INSUFFICIENT',
        `the server refuses it too (${refused.status})`,
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('order-over-balance');

      // 200 of it: applied, the payment progress grows.
      await amount.fill('200');
      await section.getByRole('button', { name: t('apply.submit') }).click();
      const applied = section.locator('.apply-coupon__applied');
      await applied.waitFor();
      const appliedText = await applied.innerText();
      expect(appliedText.includes(welcome.code) && appliedText.includes('200'), `the success sentence: ${appliedText}`);
      await page.waitForFunction(
        (before) => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > before,
        percentBefore,
      );
      const paidLine = await page.locator('.payment__text').innerText();
      expect(paidLine.includes('200'), `the payment line shows 200 paid: ${paidLine}`);
      expect((await fieldError.count()) === 0, 'no error left');
      // The Payments section says what paid it: the coupon's line, not "No payment received yet".
      const uses = page.getByRole('table', { name: t('uses.title') });
      await uses.waitFor();
      const useRow = await uses.locator('tbody tr').first().innerText();
      expect(useRow.includes(welcome.code) && useRow.includes('200'), `the coupon's line in Payments: ${useRow}`);
      expect((await page.getByText(text(lang, 'orders', 'order.noPayments')).count()) === 0, 'no "No payment received yet"');
      await expectNoMissingKeys(page);
      await axe();
      await shot('order');

      // My Coupons again: 300 left of 500, still active.
      await page.goto(url('/profile/coupons'));
      await card(welcome).waitFor();
      const balanceAfter = await card(welcome).locator('.coupon__balance').innerText();
      expect(balanceAfter.includes('300'), `the balance fell to 300: ${balanceAfter}`);
      expect((await badge(welcome)) === t('status.active'), 'still active');
      const listed = (await api.get('/api/coupons', { token: customer.token })).items.find((c) => c.id === welcome.id);
      expect(listed?.balance.amount === '300.00', `the server agrees: ${listed?.balance.amount}`);
      await axe();
      await shot('my-coupons-after');
    },
  },
];
