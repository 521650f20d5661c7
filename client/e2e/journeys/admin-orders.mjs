// The back office's orders, payments and shipments (issue 12): a customer reserves a car; a staff member finds the
// order, records a 50% payment on its page and sees it move to Deposit paid (the customer sees it too), uploads the
// B/L, creates a shipment, assigns the order, adds a tracking event for everything on board, and reads it all back on
// the order's timeline. Then the payments and shipments lists with their filters.
import { staffSignIn } from '../support/admin.mjs';
import { checkDirection, reserveCar, signInAs, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';

const DESKTOP = { width: 1280, height: 900 };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
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
];
