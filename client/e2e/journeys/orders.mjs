// Orders (issue 9 §7): reserve a car from its page and see the hold's deadline and countdown; a second customer sees
// it RESERVED; upload a remittance copy on Reserved Vehicles; staff record and allocate 50% through the API and the
// order page shows the deposit paid, with its printable proforma invoice.
/* global document */
import { SUPERADMIN, text, CONSIGNEE, tinyPng, signInAs, availableCar, checkDirection } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

/** The date of the bank's credit: yesterday (UTC), never in the future in Tokyo. */
const valueDate = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

export const journeys = [
  {
    id: 'reserve-and-pay',
    name: 'reserve a car and see the deadline and countdown; another customer sees it RESERVED; upload a remittance copy; staff record 50% and the order shows deposit paid',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 240_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'orders', key, params);
      const customer = await api.register({ country: 'KE' });
      await api.post('/api/user/consignees', CONSIGNEE, { token: customer.token });
      const car = await availableCar(api);
      log(`reserving ${car.ref}`);

      // A visitor is offered to sign in first.
      await page.goto(url(`/cars/${car.ref}`));
      await page
        .locator('.car__buy')
        .getByRole('link', { name: t('reserve.signIn') })
        .waitFor();

      // Signed in: Reserve opens the form, with the consignee and its country chosen.
      await signInAs(page, url, customer);
      await page.goto(url(`/cars/${car.ref}`));
      await checkDirection(page, lang);
      await page
        .locator('.car__buy')
        .getByRole('button', { name: t('reserve.action') })
        .click();
      await page.getByRole('dialog', { name: t('reserve.title') }).waitFor();
      // The dialog's title turns into "Car reserved" on success: held by its class from here on.
      const dialog = page.locator('.reserve-dialog');
      const consignee = dialog.getByLabel(t('reserve.consigneeId'));
      await page.waitForFunction(() => !!document.querySelector('.reserve-dialog select[name="consigneeId"]')?.value);
      expect((await consignee.inputValue()) !== '', 'the permanent consignee is chosen');
      // The customer's country is chosen once the ports we ship to have loaded.
      await page.waitForFunction(() => document.querySelector('.reserve-dialog select[name="destinationCountry"]')?.value === 'KE');

      // Kenya's only port is chosen, and the price the reservation will invoice is shown (the landed-price engine).
      expect((await dialog.getByLabel(t('reserve.destinationPort')).inputValue()) === 'Mombasa', 'Mombasa is chosen');
      await dialog.locator('.reserve-form__price').waitFor();

      // The client's own check, beside the field: Pakistan has several ports, none chosen yet.
      await dialog.getByLabel(t('reserve.destinationCountry')).selectOption('PK');
      await dialog.getByRole('button', { name: t('reserve.submit') }).click();
      const portError = dialog.locator('.field:has(select[name="destinationPort"]) .field__error');
      await portError.waitFor();
      expect((await portError.innerText()).trim() !== '', 'the port says it is required');
      await expectNoMissingKeys(page);
      await axe();
      await shot('reserve-form');

      await dialog.getByLabel(t('reserve.destinationCountry')).selectOption('KE');
      expect((await dialog.getByLabel(t('reserve.destinationPort')).inputValue()) === 'Mombasa', 'Mombasa again');
      await dialog.getByLabel(t('reserve.shippingMethod')).selectOption('container');
      await dialog.getByRole('button', { name: t('reserve.submit') }).click();

      // The confirmation: the exact rule, the deadline in Tokyo time and a countdown that runs.
      const done = dialog.locator('.reserve-done');
      await done.waitFor();
      const [order] = (await api.get('/api/orders/reserved', { token: customer.token })).items;
      expect(order?.car.stockId === car.ref && order.status === 'reserved', 'the order is reserved');
      const tokyo = new Intl.DateTimeFormat(lang === 'ur' ? 'ur-PK' : 'en', {
        timeZone: 'Asia/Tokyo',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(order.expiresAt));
      const tokyoLine = await done.locator('.hold__tokyo').innerText();
      expect(tokyoLine.includes(tokyo.replace(/\s/g, ' ').split(' ')[0]), `Tokyo time shows ${tokyo}: ${tokyoLine}`);
      expect((await done.locator('.hold__rule').innerText()).length > 20, 'the rule is said');
      const timer = done.getByRole('timer');
      const first = await timer.innerText();
      await page.waitForFunction((before) => document.querySelector('.reserve-done [role="timer"]')?.textContent !== before, first);
      await expectNoMissingKeys(page);
      await axe();
      await shot('reserved');

      // Another customer sees the car RESERVED and no Reserve button.
      const other = await api.register({ country: 'JM' });
      await signInAs(page, url, other);
      await page.goto(url(`/cars/${car.ref}`));
      await page.locator('.car__summary .badge', { hasText: text(lang, 'common', 'badge.reserved') }).waitFor();
      expect((await page.getByRole('button', { name: t('reserve.action') }).count()) === 0, 'no Reserve button on a reserved car');
      const conflict = await api.request('POST', '/api/orders', {
        token: other.token,
        body: {
          stockId: car.ref,
          tradeTerms: 'FOB',
          destinationCountry: 'JM',
          destinationPort: 'Kingston',
          shippingMethod: 'roro',
          consigneeId: order.consignee?.id ?? '00000000-0000-4000-8000-000000000000',
        },
      });
      expect(conflict.status === 409 || conflict.status === 400, `a second reservation is refused (${conflict.status})`);
      await shot('seen-reserved');

      // Reserved Vehicles: the order with its countdown and payment progress; a wrong file is refused here, a PNG is sent.
      await signInAs(page, url, customer);
      await page.goto(url('/profile/reserved'));
      const card = page.locator('.order-card', { hasText: car.ref });
      await card.waitFor();
      await card.getByRole('timer').waitFor();
      await card.getByRole('progressbar').waitFor();
      const fileInput = card.locator('input[type="file"]');
      await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a copy') });
      await card.locator('.remittance .field__error').waitFor();
      await fileInput.setInputFiles({ name: 'remittance.png', mimeType: 'image/png', buffer: tinyPng() });
      await card.getByRole('button', { name: t('remittance.send') }).click();
      await card.locator('.remittance__sent').waitFor();
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('reserved-vehicles');

      // The filters and the search are in the URL; a stock id that matches nothing says "No Record Found".
      await page.goto(url('/profile/reserved?stockId=ZZ99'));
      await page.getByText(text(lang, 'common', 'noRecord'), { exact: true }).waitFor();

      // Staff record a payment of 50% and allocate it to the order.
      const admin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
      const deposit = order.payment.depositRequired.amount;
      const payment = await api.post(
        '/api/admin/payments',
        {
          customerId: customer.user.id,
          amount: deposit,
          currency: 'USD',
          exchangeRate: '1',
          valueDate: valueDate(),
          bankReference: `E2E${Date.now().toString(36).toUpperCase()}${lang.toUpperCase()}`,
        },
        { token: admin.token },
      );
      await api.post(`/api/admin/payments/${payment.id}/allocations`, { orderId: order.id, amount: deposit }, { token: admin.token });

      // The order page: deposit paid, the payment, the invoice with the bank details, Print.
      await page.goto(url(`/orders/${order.id}`));
      await page.locator('.order-page .badge', { hasText: t('status.deposit_paid') }).waitFor();
      await page.locator('.invoice__lines tbody tr').first().waitFor();
      await page.getByRole('button', { name: t('order.print') }).waitFor();
      expect((await page.locator('.order-table tbody tr').count()) === 1, 'the payment is listed');
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('order');
      await page.emulateMedia({ media: 'print' });
      expect(!(await page.locator('.site-header').isVisible()), 'the printed invoice has no site header');
      await page.emulateMedia({ media: 'screen' });
    },
  },
];
