// Car tracking (issue 9 §5, §7; spec §2 "Car tracking: Released and Unreleased tabs, view documents, get location"):
// a customer's car is paid, put on a ship, tracked and its documents released by staff through the API; in the
// browser the customer follows it on the order page (events, location, shipment, documents), downloads a released
// document, sees the car under Car tracking → Unreleased, then Released once every document is out, asks "Get
// location", and sees the order arrive.
/* global document */
import { readFile } from 'node:fs/promises';
import { SUPERADMIN, text, CONSIGNEE, tinyPng, signInAs, availableCar, checkDirection } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

/** A tiny real PDF (the server recognises a document by its bytes). */
const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );

/** A day `offset` days from today (UTC), YYYY-MM-DD. */
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Staff upload a shipping document (multipart/form-data, the field `file`); answers the document. */
async function uploadDocument(baseUrl, token, orderId, kind, file) {
  const form = new FormData();
  form.append('file', new Blob([file.data], { type: file.type }), file.name);
  const res = await fetch(new URL(`/api/admin/orders/${orderId}/documents?kind=${kind}`, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  expect(res.status === 201, `the ${kind} is uploaded (${res.status} ${JSON.stringify(body)})`);
  return body;
}

export const journeys = [
  {
    id: 'follow-tracking',
    name: 'follow tracking to arrival: events, location and documents on the order page, a released document downloaded, Car tracking Unreleased then Released, Get location, arrived',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 240_000,
    async run({ page, url, lang, api, baseUrl, shot, axe, log }) {
      const t = (key, params) => text(lang, 'orders', key, params);

      // A customer reserves a car.
      const customer = await api.register({ country: 'KE' });
      const consignee = await api.post('/api/user/consignees', CONSIGNEE, { token: customer.token });
      const car = await availableCar(api);
      const reserved = await api.post(
        '/api/orders',
        {
          stockId: car.ref,
          tradeTerms: 'CIF',
          destinationCountry: 'KE',
          destinationPort: 'Mombasa',
          shippingMethod: 'roro',
          consigneeId: consignee.id,
        },
        { token: customer.token },
      );
      log(`order ${reserved.id} for ${car.ref}`);

      // Staff record the full price and allocate it: the order is paid.
      const admin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
      const staff = { token: admin.token };
      const total = reserved.payment.total.amount;
      const payment = await api.post(
        '/api/admin/payments',
        {
          customerId: customer.user.id,
          amount: total,
          currency: reserved.payment.total.currency,
          exchangeRate: '1',
          valueDate: day(-1),
          bankReference: `TRK${Date.now().toString(36).toUpperCase()}${lang.toUpperCase()}`,
        },
        staff,
      );
      await api.post(`/api/admin/payments/${payment.id}/allocations`, { orderId: reserved.id, amount: total }, staff);
      expect((await api.get(`/api/orders/${reserved.id}`, { token: customer.token })).status === 'paid', 'the order is paid');

      // A ship, the order on it, three events, two documents (the B/L released with its courier), and it sails.
      const voyage = `MC${Date.now().toString(36).slice(-4).toUpperCase()}`;
      const shipment = await api.post(
        '/api/admin/shipments',
        {
          destinationCountry: 'KE',
          destinationPort: 'Mombasa',
          method: 'roro',
          freightTerms: 'prepaid',
          vessel: 'Morning Celine',
          voyageNumber: voyage,
          departureDate: day(-10),
          arrivalDate: day(20),
        },
        staff,
      );
      await api.post(`/api/admin/shipments/${shipment.id}/orders`, { orderIds: [reserved.id] }, staff);
      const event = (body) => api.post(`/api/admin/orders/${reserved.id}/tracking-events`, body, staff);
      await event({ date: day(-12), description: 'Received at the port', location: 'Yokohama, Japan', status: 'At port' });
      await event({
        date: `${day(-10)}T06:00:00Z`,
        description: 'Loaded on board',
        location: 'Yokohama, Japan',
        status: 'Shipped',
        details: 'Deck 5, lane 3',
      });
      await event({ date: day(-3), description: 'Transshipped', location: 'Singapore', status: 'In transit' });
      const pdf = tinyPdf();
      const billOfLading = await uploadDocument(baseUrl, admin.token, reserved.id, 'bill_of_lading', {
        data: pdf,
        type: 'application/pdf',
        name: 'bl.pdf',
      });
      const certificate = await uploadDocument(baseUrl, admin.token, reserved.id, 'export_certificate', {
        data: tinyPng(),
        type: 'image/png',
        name: 'certificate.png',
      });
      await api.patch(
        `/api/admin/orders/${reserved.id}/documents/${billOfLading.id}`,
        { released: true, courierName: 'DHL', trackingNumber: '1234567890' },
        staff,
      );
      await api.patch(`/api/admin/orders/${reserved.id}/status`, { status: 'shipped' }, staff);

      // The order page: shipped, the timeline newest first, the latest location, the ship, the documents.
      await signInAs(page, url, customer);
      await page.goto(url(`/orders/${reserved.id}`));
      await page.locator('.order-page__head .badge', { hasText: t('status.shipped') }).waitFor();
      const tracking = page.getByRole('region', { name: t('tracking.title') });
      await tracking.locator('.timeline__item').first().waitFor();
      const statuses = await tracking.locator('.timeline__status').allInnerTexts();
      expect(JSON.stringify(statuses) === JSON.stringify(['In transit', 'Shipped', 'At port']), `events newest first: ${statuses}`);
      const latest = tracking.locator('.location');
      expect((await latest.locator('.location__place').innerText()).trim() === 'Singapore', 'the latest location is Singapore');
      expect((await latest.locator('.location__date').innerText()).trim().length > 0, 'the location has its date');
      expect((await tracking.locator('.timeline__details').innerText()).includes('Deck 5, lane 3'), 'an event’s details are shown');
      const shipmentFacts = await tracking.locator('.shipment-facts').innerText();
      expect(shipmentFacts.includes('Morning Celine') && shipmentFacts.includes(voyage), `the ship and voyage: ${shipmentFacts}`);

      const documents = page.getByRole('region', { name: t('documents.title') });
      const bl = documents.locator('.document', { hasText: t('documents.kind.bill_of_lading') });
      const cert = documents.locator('.document', { hasText: t('documents.kind.export_certificate') });
      await bl.locator('.badge', { hasText: t('documents.released') }).waitFor();
      expect((await bl.innerText()).includes('DHL') && (await bl.innerText()).includes('1234567890'), 'the courier and its number');
      await cert.locator('.badge', { hasText: t('documents.notReleased') }).waitFor();
      expect((await cert.getByRole('button').count()) === 0, 'an unreleased document has no download');
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('order-shipped');

      // Download the released B/L: the browser saves the very bytes staff uploaded.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        bl.getByRole('button', { name: t('documents.downloadLabel', { kind: t('documents.kind.bill_of_lading') }) }).click(),
      ]);
      expect(download.suggestedFilename().startsWith(`bill-of-lading-${car.ref}`), `saved as ${download.suggestedFilename()}`);
      const saved = await readFile(await download.path());
      expect(Buffer.compare(saved, pdf) === 0, 'the downloaded file is the uploaded PDF');
      await bl.locator('.document__done').waitFor();

      // Car tracking: Unreleased holds the car (one document is still to come); Released is empty.
      await page.goto(url('/profile/tracking'));
      const unreleasedTab = page.getByRole('tab', { name: t('tracking.tabs.unreleased'), exact: true });
      await unreleasedTab.waitFor();
      expect((await unreleasedTab.getAttribute('aria-selected')) === 'true', 'Unreleased is the first tab');
      const card = page.locator('.tracked-car', { hasText: car.ref });
      await card.waitFor();
      expect((await card.locator('.tracked-car__documents').innerText()).includes('1'), 'one of two documents released');
      await card.getByRole('button', { name: t('tracking.viewDocumentsLabel', { stockId: car.ref }) }).click();
      await card.locator('.document', { hasText: t('documents.kind.export_certificate') }).waitFor();
      await card.getByRole('button', { name: t('tracking.getLocationLabel', { stockId: car.ref }) }).click();
      await card.locator('.location__place', { hasText: 'Singapore' }).waitFor();
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('car-tracking-unreleased');
      await page.getByRole('tab', { name: t('tracking.tabs.released'), exact: true }).click();
      await page.waitForFunction(() => new URL(document.location.href).searchParams.get('tab') === 'released');
      await page.locator('.state', { hasText: t('tracking.empty.released') }).waitFor();
      expect((await page.locator('.tracked-car').count()) === 0, 'nothing is released yet');

      // Staff release the certificate; the car is discharged at Mombasa and arrives.
      await api.patch(`/api/admin/orders/${reserved.id}/documents/${certificate.id}`, { released: true, courierName: 'DHL' }, staff);
      await event({ date: day(0), description: 'Discharged', location: 'Mombasa, Kenya', status: 'Arrived', details: 'Berth 12' });
      await api.patch(`/api/admin/orders/${reserved.id}/status`, { status: 'arrived' }, staff);

      // Car tracking → Released (from the URL): the car, and "Get location" says Mombasa.
      await page.goto(url('/profile/tracking?tab=released'));
      const releasedCard = page.locator('.tracked-car', { hasText: car.ref });
      await releasedCard.waitFor();
      expect(
        (await page.getByRole('tab', { name: t('tracking.tabs.released'), exact: true }).getAttribute('aria-selected')) === 'true',
        'the tab comes from the URL',
      );
      await releasedCard.locator('.badge', { hasText: t('status.arrived') }).waitFor();
      await releasedCard.getByRole('button', { name: t('tracking.getLocationLabel', { stockId: car.ref }) }).click();
      await releasedCard.locator('.location__place', { hasText: 'Mombasa, Kenya' }).waitFor();
      expect((await releasedCard.locator('.location__date').innerText()).trim().length > 0, 'the location has its date');
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('car-tracking-released');
      await page.getByRole('tab', { name: t('tracking.tabs.unreleased'), exact: true }).click();
      await page.locator('.state', { hasText: t('tracking.empty.unreleased') }).waitFor();

      // The order page: arrived, the arrival on top of the timeline, every document downloadable.
      await page.goto(url(`/orders/${reserved.id}`));
      await page.locator('.order-page__head .badge', { hasText: t('status.arrived') }).waitFor();
      const arrived = page.getByRole('region', { name: t('tracking.title') });
      await arrived.locator('.timeline__item--latest', { hasText: 'Discharged' }).waitFor();
      expect((await arrived.locator('.location__place').innerText()).trim() === 'Mombasa, Kenya', 'the latest location is Mombasa');
      const downloads = page.getByRole('region', { name: t('documents.title') }).getByRole('button', { name: t('documents.download') });
      expect((await downloads.count()) === 2, 'both documents can be downloaded');
      await page.locator('.order-history li', { hasText: t('status.arrived') }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('order-arrived');
    },
  },
];
