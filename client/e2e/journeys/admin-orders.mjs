// The back office's orders, payments and shipments (issue 12): a customer reserves a car; a staff member finds the
// order, records a 50% payment on its page and sees it move to Deposit paid (the customer sees it too), uploads the
// B/L, creates a shipment, assigns the order, adds a tracking event for everything on board, and reads it all back on
// the order's timeline. The paperwork: a hold extended with a reason, one remittance copy accepted and another
// rejected, the export certificate released with its courier (the customer sees it). Then the payments and shipments
// lists with their filters. A payment in yen (issue 24): a slip of the rate refused, naming the day's rate; recorded at
// the day's rate, opened on its own page, voided with a reason after a preview, and the order back to Reserved.
import { staffSignIn } from '../support/admin.mjs';
import { checkDirection, PDF, reserveCar, signInAs, text, uploadRemittance } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';

const DESKTOP = { width: 1280, height: 900 };
const number = (id) => id.slice(0, 8).toUpperCase();
/** A field's label from its start (a required field's label ends with a marker; "Details" contains "Detail" in Urdu). */
const label = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

export const journeys = [
  {
    id: 'order-day',
    name: 'find a new reservation, record 50% and see it move, upload the B/L, ship it and track it',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 240_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'admin-orders', key, params);
      const customer = await api.register({ firstName: 'Zawadi', lastName: 'Kamau', country: 'KE' });
      const { order, car } = await reserveCar(api, customer, 'FOB');
      log(`order ${order.id} on ${car.ref}`);

      // The order list: find it by its number.
      await staffSignIn(page, url, api, 'admin', '/admin/orders');
      await checkDirection(page, lang);
      const filters = page.getByRole('search', { name: t('orders.filters') });
      await filters.getByLabel(t('orders.orderNumber')).fill(number(order.id));
      await filters.getByRole('button', { name: text(lang, 'admin', 'filters.apply') }).click();
      await page.waitForURL((u) => u.searchParams.get('orderNumber') === number(order.id));
      const row = page.getByRole('link', { name: number(order.id), exact: true });
      await row.waitFor();
      // The rows are dimmed while the list is asked for again: axe measures them once it has answered.
      await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
      await expectNoMissingKeys(page);
      await axe();
      await shot('order-list', { widths: TABLET_TOO });

      // The order page: reserved, with its hold.
      await row.click();
      await page.getByRole('heading', { level: 1, name: t('order.title', { number: number(order.id) }) }).waitFor();
      const subtitle = page.locator('.admin-page__subtitle');
      await subtitle.getByText(t('status.reserved'), { exact: true }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('order-reserved', { widths: TABLET_TOO });

      // Record the 50% deposit from the bank statement and put it towards the order in one step.
      const deposit = order.payment.depositRequired.amount;
      const record = page.getByRole('form', { name: t('payments.record') });
      expect((await record.getByLabel(t('payments.received')).inputValue()) === deposit, 'the form offers the deposit');
      await record.getByLabel(t('payments.bankReference')).fill(`FT${unique()}${lang.toUpperCase()}`);
      await record.getByRole('button', { name: t('payments.recordButton') }).click();
      await subtitle.getByText(t('status.deposit_paid'), { exact: true }).waitFor();
      await page.locator('.sales-timeline').getByText(t('status.deposit_paid'), { exact: false }).first().waitFor();

      // Upload the bill of lading.
      const upload = page.getByRole('form', { name: t('documents.upload') });
      await upload.getByLabel(t('documents.kindLabel')).selectOption('bill_of_lading');
      await upload.getByLabel(t('documents.file')).setInputFiles({ name: 'bl.pdf', mimeType: 'application/pdf', buffer: PDF });
      await upload.getByRole('button', { name: t('documents.upload') }).click();
      await upload.getByRole('status').getByText(t('documents.uploaded')).waitFor();
      await page.getByRole('form', { name: t('documents.kind.bill_of_lading') }).waitFor();
      await axe();
      await shot('order-deposit-paid');

      // A new shipment to Mombasa.
      await page.goto(url('/admin/shipments/new'));
      const vessel = `Morning ${unique()}`;
      const form = page.getByRole('form', { name: t('shipments.create') });
      await form.getByLabel(t('shipments.field.vessel')).fill(vessel);
      await form.getByLabel(t('shipments.field.voyageNumber')).fill('MC2612');
      await form.getByLabel(t('shipments.field.destinationCountry')).fill('KE');
      await form.getByLabel(t('shipments.field.destinationPort')).fill('Mombasa');
      await form.getByLabel(t('shipments.field.method')).selectOption('roro');
      await form.getByLabel(t('shipments.field.freightTerms')).selectOption('prepaid');
      await form.getByLabel(t('shipments.field.departureDate')).fill('2026-12-10');
      await form.getByLabel(t('shipments.field.arrivalDate')).fill('2027-01-05');
      await expectNoMissingKeys(page);
      await axe();
      await shot('shipment-new');
      await form.getByRole('button', { name: t('shipments.create') }).click();
      await page.getByRole('heading', { level: 1, name: `${vessel} MC2612` }).waitFor();

      // Assign the order: it waits among the deposit-paid orders bound for Mombasa.
      const assign = page.getByRole('form', { name: t('shipments.assign') });
      await assign.getByLabel(new RegExp(number(order.id))).check();
      await assign.getByRole('button', { name: t('shipments.assignButton_one', { count: 1 }) }).click();
      await page
        .locator('.sales-list')
        .getByRole('link', { name: number(order.id), exact: true })
        .waitFor();

      // A tracking event for everything on board.
      const tracking = page.getByRole('form', { name: t('tracking.add') });
      await tracking.getByLabel(label(t('tracking.date'))).fill('2026-12-10');
      await tracking.getByLabel(label(t('tracking.status'))).fill('In transit');
      await tracking.getByLabel(label(t('tracking.location'))).fill('Yokohama, Japan');
      await tracking.getByLabel(label(t('tracking.description'))).fill('Loaded on board');
      await tracking.getByRole('button', { name: t('tracking.addButton') }).click();
      await tracking.getByRole('status').getByText(t('tracking.added')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('shipment', { widths: TABLET_TOO });

      // Back on the order: the shipment, the tracking event, the timeline in order.
      await page
        .locator('.sales-list')
        .getByRole('link', { name: number(order.id), exact: true })
        .click();
      await page.getByRole('link', { name: `${vessel} MC2612` }).waitFor();
      await page.locator('.sales-events').getByText('Loaded on board', { exact: false }).waitFor();
      const timeline = page.locator('.sales-timeline__title');
      await timeline.getByText(t('timeline.tracking', { status: 'In transit', location: 'Yokohama, Japan' })).waitFor();
      const titles = await timeline.allInnerTexts();
      expect(titles[0] === t('timeline.reserved'), `the timeline starts with the reservation: ${titles.join(' | ')}`);
      expect(
        titles.some((x) => x === t('timeline.documentUploaded', { kind: t('documents.kind.bill_of_lading') })),
        'the B/L is on the timeline',
      );
      await page.getByRole('button', { name: t('invoice.view') }).click();
      await page.locator('.sales-invoice').waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('order-shipped', { widths: TABLET_TOO });

      // The customer sees the deposit on their own order page.
      await signInAs(page, url, customer);
      await page.goto(url(`/orders/${order.id}`));
      await page.locator('.order-page .badge', { hasText: text(lang, 'orders', 'status.deposit_paid') }).waitFor();
    },
  },
  {
    id: 'paperwork',
    name: 'extend a hold with a reason, accept one remittance copy and reject another, release a document to the customer',
    viewport: DESKTOP,
    timeout: 180_000,
    async run({ page, url, api, baseUrl, shot, axe }) {
      const t = (key, params) => text('en', 'admin-orders', key, params);
      const customer = await api.register({ firstName: 'Baraka', lastName: `Mwangi${unique()}`, country: 'KE' });
      const { order } = await reserveCar(api, customer, 'FOB');
      await staffSignIn(page, url, api, 'admin', `/admin/orders/${order.id}`);
      const subtitle = page.locator('.admin-page__subtitle');
      await subtitle.getByText(t('status.reserved'), { exact: true }).waitFor();

      // The customer's bank is closed for two days: the hold is extended, and says why on the timeline.
      const hold = page.getByRole('form', { name: t('order.extendHold') });
      await hold.getByLabel(label(t('order.days'))).fill('2');
      await hold.getByLabel(label(t('order.reason'))).fill('Bank holiday in Kenya');
      await hold.getByRole('button', { name: t('order.extendHold') }).click();
      await hold.getByRole('status').getByText(t('order.holdExtended')).waitFor();
      await page
        .locator('.sales-timeline')
        .getByText(/^Hold extended by 2 business days, until /)
        .waitFor();
      const extended = await api.get(`/api/orders/${order.id}`, { token: customer.token });
      expect(new Date(extended.expiresAt) > new Date(order.expiresAt), `the hold ends later: ${order.expiresAt} → ${extended.expiresAt}`);

      // Two remittance copies arrive: the first is accepted, the second (a blurred photo) rejected with a note.
      await uploadRemittance(baseUrl, customer, order.id);
      await uploadRemittance(baseUrl, customer, order.id);
      await page.reload();
      const pending = page.locator('.sales-copy').filter({ has: page.getByRole('button', { name: t('remittance.accept') }) });
      await pending.nth(1).waitFor();
      await axe();
      await shot('remittance-review');
      await pending.first().getByLabel(t('remittance.note')).fill('Received, thank you');
      await pending
        .first()
        .getByRole('button', { name: t('remittance.accept') })
        .click();
      await page.locator('.sales-copy', { hasText: `${t('remittance.status.accepted')} · Received, thank you` }).waitFor();
      await pending.first().getByLabel(t('remittance.note')).fill('The amount cannot be read');
      await pending
        .first()
        .getByRole('button', { name: t('remittance.reject') })
        .click();
      await page.locator('.sales-copy', { hasText: `${t('remittance.status.rejected')} · The amount cannot be read` }).waitFor();
      expect((await pending.count()) === 0, 'no copy is left awaiting review');
      await page
        .locator('.sales-timeline')
        .getByText(t('timeline.remittanceReviewed', { status: t('remittance.status.rejected') }))
        .waitFor();

      // The deposit is recorded; the export certificate is uploaded and released with the courier's tracking number.
      const record = page.getByRole('form', { name: t('payments.record') });
      await record.getByLabel(t('payments.bankReference')).fill(`FT${unique()}`);
      await record.getByRole('button', { name: t('payments.recordButton') }).click();
      await subtitle.getByText(t('status.deposit_paid'), { exact: true }).waitFor();
      await record.getByRole('status').getByText(t('payments.recorded')).waitFor();
      expect((await record.getByLabel(t('payments.bankReference')).inputValue()) === '', 'the form is ready for the next transfer');
      const upload = page.getByRole('form', { name: t('documents.upload') });
      await upload.getByLabel(t('documents.kindLabel')).selectOption('export_certificate');
      await upload.getByLabel(t('documents.file')).setInputFiles({ name: 'export.pdf', mimeType: 'application/pdf', buffer: PDF });
      await upload.getByRole('button', { name: t('documents.upload') }).click();
      await upload.getByRole('status').getByText(t('documents.uploaded')).waitFor();
      const certificate = page.getByRole('form', { name: t('documents.kind.export_certificate') });
      await certificate.getByText(t('documents.notReleased')).waitFor();
      await certificate.getByLabel(t('documents.courier')).fill('DHL Express');
      await certificate.getByLabel(t('documents.trackingNumber')).fill('JD014600003828');
      await certificate.getByRole('button', { name: t('documents.release') }).click();
      await certificate.getByRole('button', { name: t('documents.save') }).waitFor();
      await page
        .locator('.sales-timeline')
        .getByText(t('timeline.documentReleased', { kind: t('documents.kind.export_certificate') }))
        .waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('order-paperwork', { widths: TABLET_TOO });

      // The customer can download it now, and reads the courier and tracking number.
      await signInAs(page, url, customer);
      await page.goto(url(`/orders/${order.id}`));
      const o = (key, params) => text('en', 'orders', key, params);
      const document = page.locator('.document', { hasText: o('documents.kind.export_certificate') });
      await document.getByText(o('documents.released'), { exact: true }).waitFor();
      await document.getByText(/DHL Express/).waitFor();
      await document.getByText(/JD014600003828/).waitFor();
      await document
        .getByRole('button', { name: o('documents.downloadLabel', { kind: o('documents.kind.export_certificate') }) })
        .waitFor();
    },
  },
  {
    id: 'lists',
    name: 'the payments and shipments lists, filtered, with a confirmation before cancelling an order',
    viewport: DESKTOP,
    timeout: 180_000,
    async run({ page, url, api, shot, axe }) {
      const t = (key, params) => text('en', 'admin-orders', key, params);
      const customer = await api.register({ firstName: 'Omar', lastName: `Farouk${unique()}`, country: 'KE' });
      const { order } = await reserveCar(api, customer, 'FOB');
      await staffSignIn(page, url, api, 'admin', `/admin/orders/${order.id}`);

      // Cancelling asks first, saying what happens, and needs a reason.
      await page.getByRole('button', { name: t('order.cancel') }).click();
      const dialog = page.getByRole('dialog', { name: t('order.confirm.cancelled.title') });
      await dialog.getByText(t('order.confirm.cancelled.body', { car: order.car.title, stockId: order.car.stockId })).waitFor();
      await axe();
      await shot('cancel-confirm');
      await dialog.getByLabel(t('order.cancelReason')).fill('The customer asked by phone');
      await dialog.getByRole('button', { name: t('order.confirm.cancelled.button') }).click();
      await page.locator('.admin-page__subtitle').getByText(t('status.cancelled'), { exact: true }).waitFor();

      // Payments: filtered by the customer's name.
      await page.goto(url(`/admin/payments?customer=${encodeURIComponent(customer.lastName)}`));
      await page.getByRole('heading', { level: 1, name: t('payments.listTitle') }).waitFor();
      await page.locator('.data-table').waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('payments', { widths: TABLET_TOO });

      // Shipments: the scheduled ones.
      await page.goto(url('/admin/shipments?status=scheduled'));
      await page.getByRole('heading', { level: 1, name: t('shipments.title') }).waitFor();
      await page.locator('.data-table').waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('shipments', { widths: TABLET_TOO });
    },
  },
  {
    id: 'payment-void',
    name: 'a yen payment: a slipped rate refused, recorded at the day’s rate, opened on its page, voided with a reason, the order back to reserved',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 240_000,
    async run({ page, url, lang, api, shot, axe, mailbox, log }) {
      const t = (key, params) => text(lang, 'admin-orders', key, params);
      const customer = await api.register({ firstName: 'Wanjiru', lastName: `Otieno${unique()}`, country: 'KE' });
      const { order } = await reserveCar(api, customer, 'FOB');
      const rates = await api.get('/api/currencies/rates');
      const jpy = rates.rates.find((r) => r.currency === 'JPY').rate;
      const total = order.price.total.amount;
      // Enough yen for the whole total at the day's rate (a yen over, never a cent short).
      const yen = String(Math.ceil(Number(total) * Number(jpy)) + 1);
      log(`order ${order.id}: ${total} USD, ${yen} JPY at ${jpy}`);
      await staffSignIn(page, url, api, 'admin', `/admin/orders/${order.id}`);
      await checkDirection(page, lang);
      const subtitle = page.locator('.admin-page__subtitle');
      await subtitle.getByText(t('status.reserved'), { exact: true }).waitFor();

      // The form takes the rate as the header shows it, prefilled with the day's rate of the currency chosen.
      const record = page.getByRole('form', { name: t('payments.record') });
      await record.getByLabel(label(t('payments.currency'))).selectOption('JPY');
      // (In Urdu the confirmation group's name starts with the rate's label too: the text box is the one.)
      const rate = record.getByRole('textbox', { name: label(t('payments.rate')) });
      await page.waitForFunction((el) => el.value !== '' && el.value !== '1', await rate.elementHandle());
      expect((await rate.inputValue()) === jpy, `the rate is the day's rate: ${await rate.inputValue()}`);
      await record.getByLabel(label(t('payments.received'))).fill(yen);
      await record.getByLabel(label(t('payments.allocateAmount'))).fill(total);
      const reference = `FT${unique()}${lang.toUpperCase()}`;
      await record.getByLabel(label(t('payments.bankReference'))).fill(reference);

      // A slip of a digit: refused, naming both rates, and the form asks for a confirmation with a reason.
      const slip = String(Number(jpy) * 10);
      await rate.fill(slip);
      await record.getByRole('button', { name: t('payments.recordButton') }).click();
      const refusal = record.locator('.sales-rate-confirm [role="alert"]');
      await refusal.waitFor();
      const said = await refusal.innerText();
      expect(said.includes(slip) && said.includes(jpy), `the refusal names both rates: ${said}`);
      await record.getByRole('checkbox').waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('rate-refused', { widths: TABLET_TOO });

      // Back to the day's rate: recorded and put towards the order in full.
      await rate.fill(jpy);
      await record.getByRole('button', { name: t('payments.recordButton') }).click();
      await subtitle.getByText(t('status.paid'), { exact: true }).waitFor();

      // Its own page, from the order's payments.
      await page.getByRole('link', { name: reference, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t('payment.title', { reference }) }).waitFor();
      await page
        .getByRole('link', { name: number(order.id), exact: true })
        .first()
        .waitFor();
      await page
        .locator('.sales-timeline__title', { hasText: t('payment.history.payment_allocate') })
        .first()
        .waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('payment-page', { widths: TABLET_TOO });

      // Voiding shows what it will do first, and needs a reason.
      await page.getByRole('button', { name: t('payment.void') }).click();
      const dialog = page.getByRole('dialog', { name: t('payment.voidTitle', { reference }) });
      const path = [t('status.paid'), t('status.deposit_paid'), t('status.reserved')].join(' → ');
      await dialog.getByText(t('payment.preview.moves', { path }), { exact: false }).waitFor();
      await dialog.getByRole('button', { name: t('payment.voidConfirm') }).click();
      await dialog.locator('.field__error').first().waitFor();
      const reason = lang === 'ur' ? 'شرح غلط درج ہوئی' : 'Rate entered for the wrong currency';
      await dialog.getByLabel(label(t('payment.voidReason'))).fill(reason);
      await axe();
      await shot('void-dialog', { widths: TABLET_TOO });
      await dialog.getByRole('button', { name: t('payment.voidConfirm') }).click();
      await page.locator('.admin-page__subtitle').getByText(t('payments.statuses.voided'), { exact: true }).waitFor();
      await page.getByText(reason, { exact: true }).first().waitFor();
      expect((await page.getByRole('button', { name: t('payment.void') }).count()) === 0, 'a voided payment offers no second void');
      await expectNoMissingKeys(page);
      await axe();
      await shot('payment-voided', { widths: TABLET_TOO });

      // The order is a reservation again, the voided payment struck through on it.
      await page
        .getByRole('link', { name: number(order.id), exact: true })
        .first()
        .click();
      await page.locator('.admin-page__subtitle').getByText(t('status.reserved'), { exact: true }).waitFor();
      await page.locator('.sales-voided').getByRole('link', { name: reference }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('order-after-void', { widths: TABLET_TOO });
      const seen = await api.get(`/api/orders/${order.id}`, { token: customer.token });
      expect(seen.status === 'reserved' && seen.payments.length === 0, `the customer sees a reservation again: ${seen.status}`);
      const mail = await mailbox.waitForMail(customer.email, { match: (m) => m.subject.includes(reference) });
      expect(mail.text.includes(reason), 'the customer is told why');
    },
  },
];
