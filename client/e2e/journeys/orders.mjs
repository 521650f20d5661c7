// Orders (issue 9 §7): reserve a car from its page and see the hold's deadline and countdown; a second customer sees
// it RESERVED; upload a remittance copy on Reserved Vehicles; staff record and allocate 50% through the API and the
// order page shows the deposit paid, with its printable proforma invoice.
/* global document */
import { SUPERADMIN, text, CONSIGNEE, tinyPng, signInAs, availableCar, checkDirection } from '../support/buying.mjs';
import { currentPath, expect, expectNoMissingKeys } from '../support/expect.mjs';
import { ALL_LANGUAGES, atWidth, expectFits, expectNoPageOverflow, LAYOUT_WIDTHS } from '../support/layout.mjs';

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
  {
    id: 'invoice-fits',
    name: 'the proforma invoice shows every column on a phone and on a desktop, in every language',
    languages: ALL_LANGUAGES,
    async run({ page, url, lang, api, shot }) {
      const t = (key, params) => text(lang, 'orders', key, params);
      // Quoted in euros: the invoice's widest form, with its sixth column (the amount in the quoted currency).
      const customer = await api.register({ country: 'KE' });
      const consignee = await api.post('/api/user/consignees', CONSIGNEE, { token: customer.token });
      const car = await availableCar(api);
      const order = await api.post(
        '/api/orders',
        {
          stockId: car.ref,
          tradeTerms: 'CIF',
          destinationCountry: 'KE',
          destinationPort: 'Mombasa',
          shippingMethod: 'roro',
          consigneeId: consignee.id,
          currency: 'EUR',
        },
        { token: customer.token },
      );
      await signInAs(page, url, customer);
      for (const width of LAYOUT_WIDTHS) {
        await atWidth(page, width);
        await page.goto(url(`/orders/${order.id}`));
        await page.locator('.invoice__lines tbody tr').first().waitFor();
        await checkDirection(page, lang);
        await expectFits(page, '.invoice', `the invoice at ${width} px`);
        await expectFits(page, '.invoice .table-scroll', `the invoice's lines at ${width} px`);
        await expectFits(page, '.invoice__lines', `the invoice's table at ${width} px`);
        // Vehicles and Amount (and the quoted amount): each line's figures are on screen, not beyond a sideways scroll.
        await expectFits(page, '.invoice__lines td.num', `an invoice figure at ${width} px`);
        await expectNoPageOverflow(page, `the order page at ${width} px`);
        const amount = page.locator('.invoice__lines tbody tr').first().locator('td.invoice__amount');
        expect(/\d/.test(await amount.innerText()), 'the first line shows its amount');
        if (width < 600) {
          // Each figure says which column it is, beside it, in the page's language.
          const labels = await page.locator('.invoice__lines tbody tr').first().locator('.invoice__cell-label').allInnerTexts();
          expect(
            labels.includes(t('invoice.vehicles')) && labels.includes(t('invoice.amount')),
            `the phone's invoice line names its Vehicles and Amount: ${labels.join(' | ')}`,
          );
        }
        await expectNoMissingKeys(page);
        await shot('invoice', { widths: [width] });
      }
    },
  },
  {
    id: 'consignee-return',
    name: 'reserving without a consignee: add one from the reserve form, then go back to the car and reserve it',
    languages: ALL_LANGUAGES,
    timeout: 180_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'orders', key, params);
      const p = (key, params) => text(lang, 'profile', key, params);
      const customer = await api.register({ country: 'KE' });
      const car = await availableCar(api);
      await signInAs(page, url, customer);
      for (const width of LAYOUT_WIDTHS) {
        await atWidth(page, width);
        await page.goto(url(`/cars/${car.ref}`));
        await checkDirection(page, lang);
        // The phone's bottom bar holds Reserve; the desktop's buy box does.
        const reserveIn = width < 900 ? '.car-bar' : '.car__buy';
        await page
          .locator(reserveIn)
          .getByRole('button', { name: t('reserve.action') })
          .click();
        const dialog = page.locator('.reserve-dialog');
        // The first time the buyer has no consignee at all, and the form says so.
        if (width === LAYOUT_WIDTHS[0]) await dialog.locator('.reserve-form__no-consignee').waitFor();
        await dialog.getByRole('link', { name: t('reserve.addConsignee') }).click();

        // The consignee form, told which car it is for; the car rides along in the URL.
        await page.waitForURL((u) => u.pathname.endsWith('/profile/consignees') && u.searchParams.get('car') === car.ref);
        expect(currentPath(page).includes('consignee=new'), `the form opens: ${currentPath(page)}`);
        await page.getByText(p('consignees.reservingCar', { stockId: car.ref }), { exact: true }).waitFor();
        if (width === LAYOUT_WIDTHS[0]) {
          const form = page.locator('.consignee-form');
          await form.locator('[name="consigneeName"]').fill(CONSIGNEE.consigneeName);
          await form.locator('[name="country"]').selectOption('KE');
          await form.locator('[name="city"]').fill(CONSIGNEE.city);
          await form.locator('[name="address"]').fill(CONSIGNEE.address);
          await form.getByText(p('consignees.sameAsConsignee'), { exact: true }).click();
          await shot('consignee-form', { widths: [width] });
          await form.getByRole('button', { name: p('consignees.save') }).click();
          await page.getByText(p('consignees.added'), { exact: true }).waitFor();
        } else {
          // The second pass already has its consignee: Cancel goes back to the list, the way back still offered.
          await page.getByRole('button', { name: p('consignees.cancel') }).click();
        }

        // The way back: a link to this car that opens its reserve form again, with the new consignee chosen.
        const back = page.getByRole('link', { name: p('consignees.returnToCar', { stockId: car.ref }) });
        await back.waitFor();
        const href = await back.getAttribute('href');
        expect(href.endsWith(`/cars/${car.ref}?reserve=1`), `the return link leads to the car: ${href}`);
        await expectFits(page, '.consignee-return', `the return link at ${width} px`);
        await expectNoPageOverflow(page, `the consignees at ${width} px`);
        await expectNoMissingKeys(page);
        await axe();
        await shot('consignee-return', { widths: [width] });
        await back.click();
        await page.waitForURL((u) => u.pathname.endsWith(`/cars/${car.ref}`));
        await page.getByRole('dialog', { name: t('reserve.title') }).waitFor();
        await page.waitForFunction(() => !!document.querySelector('.reserve-dialog select[name="consigneeId"]')?.value);
        await expectNoMissingKeys(page);
        await shot('reserve-again', { widths: [width] });
        // Closed, the form stays closed: the URL no longer asks for it.
        await page
          .locator('.reserve-dialog')
          .getByRole('button', { name: t('reserve.cancel') })
          .click();
        await page.waitForURL((u) => !u.searchParams.has('reserve'));
      }
      // And the reservation goes through with that consignee.
      await page
        .locator('.car__buy')
        .getByRole('button', { name: t('reserve.action') })
        .click();
      const dialog = page.locator('.reserve-dialog');
      await page.waitForFunction(() => document.querySelector('.reserve-dialog select[name="destinationCountry"]')?.value === 'KE');
      await dialog.getByRole('button', { name: t('reserve.submit') }).click();
      await dialog.locator('.reserve-done').waitFor();
      const [order] = (await api.get('/api/orders/reserved', { token: customer.token })).items;
      expect(order?.car.stockId === car.ref, 'the car is reserved');
    },
  },
];
