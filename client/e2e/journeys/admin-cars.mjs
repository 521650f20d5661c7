// The back office's cars (issue 12): a staff member lists a new car with photos and sees it in the public search;
// bulk price changes with a preview; the auction sheet; a car withdrawn from sale and put back (issue 24). Screens at
// 360, 768 and 1280 px, axe on each.
import { staffSignIn } from '../support/admin.mjs';
import { checkDirection, text, tinyPng } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';

const DESKTOP = { width: 1280, height: 900 };
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** A complete car body for the API, as staff send it. */
function carBody(make, overrides = {}) {
  return {
    make,
    model: 'Probox',
    year: 2018,
    mileageKm: 72000,
    engineCc: 1500,
    drive: '2WD',
    bodyType: 'wagon',
    transmission: 'automatic',
    fuel: 'petrol',
    doors: 5,
    seats: 5,
    color: 'White',
    steering: 'right',
    chassisNumber: `NCP160-${tag()}`,
    lengthM: '4.25',
    widthM: '1.69',
    heightM: '1.53',
    fobPriceUsd: '4200.00',
    category: 'standard',
    ...overrides,
  };
}

export const journeys = [
  {
    id: 'list-a-car',
    name: 'a staff member lists a new car with photos, orders them, makes it available and finds it in the public search',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 180_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-cars', key, params);
      const staff = await staffSignIn(page, url, api, 'admin', '/admin/cars');
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: t('list.title') }).waitFor();
      await page.locator('.data-table tbody tr:not(.data-table__skeleton)').first().waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('list', { widths: TABLET_TOO });

      // A new car, every field through the form.
      const makes = await api.get('/api/makes');
      const make = makes.items?.[0] ?? makes[0];
      const model = `Probox ${tag()}`;
      await page.getByRole('link', { name: t('list.new') }).click();
      await page.getByRole('heading', { level: 1, name: t('edit.newTitle') }).waitFor();
      const form = page.locator('form.admin-form').first();
      await form.locator('[name="make"]').selectOption(make.slug);
      await form.locator('[name="model"]').fill(model);
      await form.locator('[name="year"]').fill('2018');
      await form.locator('[name="mileageKm"]').fill('72000');
      await form.locator('[name="engineCc"]').fill('1500');
      await form.locator('[name="bodyType"]').selectOption('wagon');
      await form.locator('[name="color"]').fill('White');
      await form.locator('[name="chassisNumber"]').fill(`NCP160-${tag()}`);
      await form.locator('[name="lengthM"]').fill('4.25');
      await form.locator('[name="widthM"]').fill('1.69');
      await form.locator('[name="heightM"]').fill('1.53');
      await form.locator('[name="features"]').fill('Air conditioning\nNavigation');
      // A wrong price first: the API's message shows beside the field.
      await form.locator('[name="fobPriceUsd"]').fill('12.345');
      await form.getByRole('button', { name: t('edit.create') }).click();
      await page.getByText(text(lang, 'errors', 'FOB_PRICE_INVALID')).waitFor();
      await axe();
      await shot('new-car-error', { widths: TABLET_TOO });
      await form.locator('[name="fobPriceUsd"]').fill('4200.00');
      await form.getByRole('button', { name: t('edit.create') }).click();
      await page.waitForURL((u) => /\/admin\/cars\/[A-Z]{2}\d{7}$/.test(u.pathname));
      const stockId = page.url().split('/').pop();
      await page.getByRole('heading', { level: 1, name: new RegExp(stockId) }).waitFor();

      // Several photos at once through the file picker; each shows its progress and ends uploaded.
      const files = [1, 2, 3].map((n) => ({ name: `photo-${n}.png`, mimeType: 'image/png', buffer: tinyPng() }));
      await page.locator('input[type="file"][name="images"]').setInputFiles(files);
      await page.getByRole('heading', { level: 2, name: t('gallery.title', { count: 3 }) }).waitFor({ timeout: 30_000 });
      await page
        .locator('.admin-cars__uploads li', { hasText: t('gallery.uploaded') })
        .nth(2)
        .waitFor();
      const ids = async () => (await api.get(`/api/admin/cars/${stockId}`, { token: staff.token })).images.map((i) => i.id);
      const before = await ids();
      expect(before.length === 3, `three photos stored: ${before.length}`);
      await axe();
      await shot('gallery', { widths: TABLET_TOO });

      // Reorder with the keyboard-accessible buttons, then by dragging, then make the last one featured.
      await page.getByRole('button', { name: t('gallery.moveDown', { position: 1 }) }).click();
      await page.waitForFunction(() => true);
      await expectOrder(ids, [before[1], before[0], before[2]]);
      await page.locator('.admin-cars__image').nth(2).dragTo(page.locator('.admin-cars__image').nth(0));
      await expectOrder(ids, [before[2], before[1], before[0]]);
      await page
        .locator('.admin-cars__image')
        .nth(2)
        .getByRole('button', { name: t('gallery.makeFeatured') })
        .click();
      await expectOrder(ids, [before[0], before[2], before[1]]);

      // Status changes with the rules' own words: ready to ship, then available again.
      const statusForm = page.locator('section', { has: page.getByRole('heading', { level: 2, name: t('statusSection.title') }) });
      await statusForm.locator('select[name="status"]').selectOption('ready_to_ship');
      await statusForm.getByRole('button', { name: t('statusSection.change') }).click();
      await page.locator('.admin-page__subtitle', { hasText: t('status.ready_to_ship') }).waitFor();
      await statusForm.locator('select[name="status"]').selectOption('available');
      await statusForm.getByRole('button', { name: t('statusSection.change') }).click();
      await page.locator('.admin-page__subtitle', { hasText: t('status.available') }).waitFor();

      // The auction sheet.
      await page.getByRole('button', { name: t('sheet.add') }).click();
      const sheet = page.locator('section', { has: page.getByRole('heading', { level: 2, name: t('sheet.title') }) });
      await sheet.getByLabel(t('sheet.auctionHouse')).fill('USS Tokyo');
      await sheet.getByLabel(t('sheet.auctionDate')).fill('2025-11-14');
      await sheet.getByLabel(t('sheet.overallGrade')).selectOption('4.5');
      await sheet.getByLabel(t('sheet.tyreCondition')).fill('7 mm');
      await sheet.getByRole('button', { name: t('sheet.addDamage') }).click();
      await sheet.getByLabel(t('sheet.damageCodeN', { n: 1 })).fill('A1');
      await sheet.getByLabel(t('sheet.damageLocationN', { n: 1 })).fill('front bumper');
      await sheet.getByRole('button', { name: t('sheet.save') }).click();
      await sheet.getByText(t('sheet.saved')).waitFor();
      const stored = await api.get(`/api/admin/cars/${stockId}`, { token: staff.token });
      expect(stored.auctionSheet?.auctionHouse === 'USS Tokyo', 'the sheet is stored');
      expect(stored.status === 'available', `the car is available: ${stored.status}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('car', { widths: TABLET_TOO });

      // The public search finds it by its stock id.
      await page.goto(url(`/cars?q=${stockId}`));
      await page.locator(`:text-is("${stockId}"):visible`).first().waitFor();
      await page.locator(`:text("${model}"):visible`).first().waitFor();
      await shot('public-search');
      // The public journeys read the demo stock as seeded (the newest car first): the staff member's car goes again.
      await api.delete(`/api/admin/cars/${stockId}`, { token: staff.token });
    },
  },
  {
    id: 'bulk-price',
    name: 'a bulk price change: select cars, preview before and after, apply',
    languages: ['en'],
    viewport: DESKTOP,
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-cars', key, params);
      const staff = await staffSignIn(page, url, api, 'admin', '/admin');
      const makes = await api.get('/api/makes');
      const make = (makes.items?.[0] ?? makes[0]).slug;
      const model = `Bulk ${tag()}`;
      const a = await api.post('/api/admin/cars', carBody(make, { model, fobPriceUsd: '10000.00' }), { token: staff.token });
      const b = await api.post('/api/admin/cars', carBody(make, { model, fobPriceUsd: '4999.99' }), { token: staff.token });

      await page.goto(url(`/admin/cars?model=${encodeURIComponent(model)}&sort=stockId`));
      await page.locator('.data-table tbody tr', { hasText: a.stockId }).waitFor();
      await page.getByRole('checkbox', { name: text(lang, 'admin', 'table.selectAll') }).check();
      await page.getByText(t('bulk.selected', { count: 2 })).waitFor();
      await page.getByRole('button', { name: t('bulk.open') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[name="percent"]').fill('-5');
      await dialog.getByRole('button', { name: t('bulk.preview') }).click();
      await dialog.getByText(t('bulk.willChange', { changed: 2, refused: 0 })).waitFor();
      await dialog.getByText('$9,500').waitFor();
      const unchanged = await api.get(`/api/admin/cars/${a.stockId}`, { token: staff.token });
      expect(unchanged.fobPriceUsd === '10000.00', 'the preview changes nothing');
      await axe();
      await shot('bulk-preview', { widths: TABLET_TOO });
      await dialog.getByRole('button', { name: t('bulk.apply', { count: 2 }) }).click();
      await dialog.getByText(t('bulk.done', { changed: 2, refused: 0 })).waitFor();
      const after = await Promise.all([a, b].map((car) => api.get(`/api/admin/cars/${car.stockId}`, { token: staff.token })));
      expect(after[0].fobPriceUsd === '9500.00', `10000.00 − 5% = ${after[0].fobPriceUsd}`);
      expect(after[1].fobPriceUsd === '4749.99', `4999.99 − 5% = ${after[1].fobPriceUsd}`);
      await shot('bulk-done');
      await dialog.getByRole('button', { name: t('bulk.close') }).click();
      await page.locator('.data-table tbody tr', { hasText: '$9,500' }).waitFor();
      // The public journeys read the demo stock as seeded: the two cars go again.
      for (const car of [a, b]) await api.delete(`/api/admin/cars/${car.stockId}`, { token: staff.token });
    },
  },
  {
    id: 'withdraw',
    name: 'a staff member withdraws a car from sale, the public no longer finds it, then puts it back on sale',
    languages: ['en', 'ur'],
    viewport: DESKTOP,
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'admin-cars', key, params);
      const makes = await api.get('/api/makes');
      const make = (makes.items?.[0] ?? makes[0]).slug;
      const model = `Withdrawn ${tag()}`;
      const staff = await staffSignIn(page, url, api, 'admin', '/admin');
      const car = await api.post('/api/admin/cars', carBody(make, { model }), { token: staff.token });
      await page.goto(url(`/admin/cars/${car.stockId}`));
      await page.getByRole('heading', { level: 1, name: new RegExp(car.stockId) }).waitFor();
      await checkDirection(page, lang);

      // The table offers it (nextStatuses): withdrawn from sale.
      const statusForm = page.locator('section', { has: page.getByRole('heading', { level: 2, name: t('statusSection.title') }) });
      const offered = await statusForm.locator('select[name="status"] option').evaluateAll((options) => options.map((o) => o.value));
      expect(offered.includes('withdrawn'), `withdrawing is offered: ${offered.join(', ')}`);
      await statusForm.locator('select[name="status"]').selectOption('withdrawn');
      await statusForm.getByRole('button', { name: t('statusSection.change') }).click();
      await page.locator('.admin-page__subtitle', { hasText: t('status.withdrawn') }).waitFor();
      await statusForm.getByText(t('statusSection.withdrawnNote')).waitFor();
      const back = await statusForm.locator('select[name="status"] option').evaluateAll((options) => options.map((o) => o.value));
      expect(JSON.stringify(back) === '["available"]', `only back on sale is offered: ${back.join(', ')}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('withdrawn', { widths: TABLET_TOO });

      // The list marks it.
      await page.goto(url(`/admin/cars?model=${encodeURIComponent(model)}`));
      await page.locator('.data-table tbody tr', { hasText: car.stockId }).getByText(t('status.withdrawn')).waitFor();
      await shot('withdrawn-list', { widths: TABLET_TOO });

      // The public neither finds it nor opens its page, as for a sold car.
      await page.goto(url(`/cars?q=${car.stockId}`));
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      expect((await page.locator(`:text-is("${car.stockId}"):visible`).count()) === 0, 'the search does not find it');
      await page.goto(url(`/cars/${car.stockId}`));
      await page.getByRole('heading', { name: text(lang, 'errors', 'PRODUCT_NOT_FOUND') }).waitFor();
      await expectNoMissingKeys(page);
      await shot('withdrawn-public-page');

      // Back on sale: available, and found again.
      await page.goto(url(`/admin/cars/${car.stockId}`));
      await statusForm.locator('select[name="status"]').selectOption('available');
      await statusForm.getByRole('button', { name: t('statusSection.change') }).click();
      await page.locator('.admin-page__subtitle', { hasText: t('status.available') }).waitFor();
      await page.goto(url(`/cars?q=${car.stockId}`));
      await page.locator(`:text-is("${car.stockId}"):visible`).first().waitFor();
      // The public journeys read the demo stock as seeded: the car goes again.
      await api.delete(`/api/admin/cars/${car.stockId}`, { token: staff.token });
    },
  },
];

/** Waits until the gallery's order (by the API) is `wanted`. */
async function expectOrder(ids, wanted) {
  const deadline = Date.now() + 10_000;
  let got = [];
  while (Date.now() < deadline) {
    got = await ids();
    if (JSON.stringify(got) === JSON.stringify(wanted)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gallery order ${got.join(',')} is not ${wanted.join(',')}`);
}
