// Import eligibility (issue 11, the web client): on a car's page a visitor chooses Pakistan and sees the car refused as
// too old, with the oldest model year Pakistan admits; chooses Kenya and sees it admitted with the QISJ inspection; the
// choice is remembered on the next visit. On the search, "Importable to Pakistan" keeps only recent cars (the years the
// cards show), goes into the URL and shows as a chip that removes it.
// Issue 24: a Kenyan customer is told before and at submit that Kenya refuses a car too old for it, in their language,
// and no order is made; their search starts at the cars Kenya accepts (a chip they can clear); the car page leads with
// the landed total to Mombasa, the same the reservation would invoice.
/* global document */
import { staffSignIn } from '../support/admin.mjs';
import { text, checkDirection, CONSIGNEE, signInAs } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

const LOCALES = { en: 'en', ur: 'ur-PK', pt: 'pt-BR', es: 'es-419' };

/** A country's name as the page names it (Intl.DisplayNames in the page's language, in the browser itself). */
const countryName = (page, lang, code) =>
  page.evaluate(([locale, c]) => new Intl.DisplayNames([locale], { type: 'region' }).of(c), [LOCALES[lang], code]);

/** The model years the search's cards show ("2024 Toyota Aqua"). */
const cardYears = (page) =>
  page.$$eval('.car-card__title', (titles) => titles.map((title) => Number(/\b(19|20)\d\d\b/.exec(title.textContent ?? '')?.[0])));

export const journeys = [
  {
    id: 'car',
    name: 'a car page says Pakistan refuses it as too old and Kenya admits it with a QISJ inspection, and remembers the choice',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'eligibility', key, params);
      const pk = await api.get('/api/import-rules/PK');
      const ke = await api.get('/api/import-rules/KE');
      expect(ke.inspectionAgency === 'QISJ', 'the demo rules ask Kenya for a QISJ inspection');
      // A right-hand drive car Kenya admits and Pakistan finds too old.
      const found = await api.get(
        `/api/cars?steering=right&yearMin=${ke.oldestModelYear}&yearMax=${pk.oldestModelYear - 1}&limit=1&sort=year_asc`,
      );
      expect(found.items.length === 1, 'the demo catalogue has a car between Kenya’s and Pakistan’s age limits');
      const car = found.items[0];
      log(`car ${car.ref} (${car.year}); Pakistan from ${pk.oldestModelYear}, Kenya from ${ke.oldestModelYear}`);

      await page.goto(url(`/cars/${car.ref}`));
      await checkDirection(page, lang);
      const panel = page.locator('.import-panel');
      await panel.getByRole('heading', { name: t('panel.title') }).waitFor();
      const select = panel.getByLabel(t('panel.country'));

      // Pakistan: refused, with the reason in words.
      await select.selectOption('PK');
      const pakistan = await countryName(page, lang, 'PK');
      await panel.getByText(t('panel.notEligible', { country: pakistan }), { exact: true }).waitFor();
      await panel.getByText(t('reason.tooOld', { country: pakistan, year: pk.oldestModelYear }), { exact: true }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('pakistan');

      // Kenya: admitted, with the pre-export inspection and staff's notes.
      await select.selectOption('KE');
      const kenya = await countryName(page, lang, 'KE');
      await panel.getByText(t('panel.eligible', { country: kenya }), { exact: true }).waitFor();
      await panel.getByText(t('panel.inspection', { agency: 'QISJ' }), { exact: true }).waitFor();
      await panel.getByText(ke.notes, { exact: true }).waitFor();
      expect((await panel.locator('.import-panel__reasons li').count()) === 0, 'no reasons when admitted');
      await axe();
      await shot('kenya');

      // The choice is remembered for the next visit.
      await page.reload();
      await panel.getByText(t('panel.eligible', { country: kenya }), { exact: true }).waitFor();
      expect((await select.inputValue()) === 'KE', 'Kenya is still chosen after a reload');
    },
  },
  {
    id: 'search',
    name: 'the search filters to cars importable to Pakistan: only recent years, in the URL and as a chip',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'eligibility', key, params);
      const c = (key, params) => text(lang, 'catalogue', key, params);
      const pk = await api.get('/api/import-rules/PK');

      await page.goto(url('/cars?sort=year_asc'));
      await checkDirection(page, lang);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.car-card__title')].some((title) => /\b(19|20)\d\d\b/.test(title.textContent ?? '')),
      );
      const before = await cardYears(page);
      expect(
        before.some((year) => year < pk.oldestModelYear),
        'the whole catalogue has cars older than Pakistan admits',
      );

      const filters = page.locator('.search__sidebar');
      await filters.getByLabel(t('filter.label')).selectOption('PK');
      await page.waitForURL((address) => address.searchParams.get('importableTo') === 'PK');
      await page.waitForFunction(
        (oldest) => {
          const titles = [...document.querySelectorAll('.car-card__title')];
          return titles.length > 0 && titles.every((title) => Number(/\b(19|20)\d\d\b/.exec(title.textContent ?? '')?.[0]) >= oldest);
        },
        pk.oldestModelYear,
        { timeout: 15_000 },
      );
      const years = await cardYears(page);
      expect(years.length > 0 && years.every((year) => year >= pk.oldestModelYear), `only ${pk.oldestModelYear} and newer: ${years}`);
      const pakistan = await countryName(page, lang, 'PK');
      const chip = page.getByRole('link', {
        name: c('search.removeFilter', { filter: c('search.chip', { label: c('search.field.importableTo'), value: pakistan }) }),
      });
      await chip.waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('pakistan');

      // The chip removes the filter again.
      await chip.click();
      await page.waitForURL((address) => !address.searchParams.has('importableTo'));
      await page.waitForFunction(() => [...document.querySelectorAll('.car-card__title')].length > 0);
    },
  },
  {
    id: 'reserve-refused',
    name: 'a Kenyan customer reserving a car Kenya refuses is told why before and at submit, and no order is made',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 180_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'eligibility', key, params);
      const o = (key, params) => text(lang, 'orders', key, params);
      const ke = await api.get('/api/import-rules/KE');
      const customer = await api.register({ country: 'KE' });
      await api.post('/api/user/consignees', CONSIGNEE, { token: customer.token });
      // A right-hand drive car on sale that is older than Kenya admits.
      const found = await api.get(`/api/cars?steering=right&yearMax=${ke.oldestModelYear - 1}&limit=50&sort=year_desc`);
      let car = null;
      for (const item of found.items) {
        const detail = await api.get(`/api/cars/detail/ref/${item.ref}`);
        if (detail.status === 'available' || detail.status === 'ready_to_ship') {
          car = detail;
          break;
        }
      }
      expect(car, 'the demo catalogue has a car on sale older than Kenya admits');
      log(`car ${car.ref} (${car.year}); Kenya from ${ke.oldestModelYear}`);

      await signInAs(page, url, customer);
      await page.goto(url(`/cars/${car.ref}`));
      await checkDirection(page, lang);
      await page
        .locator('.car__buy')
        .getByRole('button', { name: o('reserve.action') })
        .click();
      const dialog = page.locator('.reserve-dialog');
      await dialog.getByRole('heading', { name: o('reserve.title') }).waitFor();
      // Kenya, the customer's country, is chosen once the ports we ship to have loaded.
      await page.waitForFunction(() => document.querySelector('.reserve-dialog select[name="destinationCountry"]')?.value === 'KE');

      // Before submitting: the server's answer for Kenya, with the reason in the customer's language.
      const kenya = await countryName(page, lang, 'KE');
      const before = dialog.locator('.sale-refusal[role="status"]');
      await before.getByText(t('panel.notEligible', { country: kenya }), { exact: true }).waitFor();
      await before.getByText(t('reason.tooOld', { country: kenya, year: ke.oldestModelYear }), { exact: false }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('before-submit');

      // At submit: the 409's reasons, said the same way; nothing is reserved.
      await dialog.getByRole('button', { name: o('reserve.submit') }).click();
      const refused = dialog.locator('.sale-refusal[role="alert"]');
      await refused.getByText(t('refusal.refused', { country: kenya }), { exact: true }).waitFor();
      await refused.getByText(t('reason.tooOld', { country: kenya, year: ke.oldestModelYear }), { exact: false }).waitFor();
      expect((await refused.innerText()).includes(t('refusal.help')), 'it says what to do');
      await expectNoMissingKeys(page);
      await axe();
      await shot('refused');
      const reserved = await api.get('/api/orders/reserved', { token: customer.token });
      expect(reserved.items.length === 0, 'no order was made');
      const detail = await api.get(`/api/cars/detail/ref/${car.ref}`);
      expect(detail.status === 'available' || detail.status === 'ready_to_ship', `the car is still on sale (${detail.status})`);
    },
  },
  {
    id: 'buyer-defaults',
    name: 'a Kenyan customer’s search starts at the cars Kenya accepts, a chip they clear; the car page leads with the landed total',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 180_000,
    async run({ page, url, lang, api, shot, axe }) {
      const c = (key, params) => text(lang, 'catalogue', key, params);
      const ke = await api.get('/api/import-rules/KE');
      const customer = await api.register({ country: 'KE' });
      await signInAs(page, url, customer);

      // The search: Kenya's cars by default, said so by a chip; clearing it shows the older cars again.
      await page.goto(url('/cars?sort=year_asc'));
      await checkDirection(page, lang);
      const kenya = await countryName(page, lang, 'KE');
      const chip = page.getByRole('link', {
        name: c('search.removeFilter', { filter: c('search.chipDefault', { label: c('search.field.importableTo'), value: kenya }) }),
      });
      await chip.waitFor();
      await page.waitForFunction(
        (oldest) => {
          const titles = [...document.querySelectorAll('.car-card__title')];
          return titles.length > 0 && titles.every((title) => Number(/\b(19|20)\d\d\b/.exec(title.textContent ?? '')?.[0]) >= oldest);
        },
        ke.oldestModelYear,
        { timeout: 15_000 },
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('search-default');
      await chip.click();
      await page.waitForURL((address) => address.searchParams.get('importableTo') === 'any');
      await page.waitForFunction(
        (oldest) =>
          [...document.querySelectorAll('.car-card__title')].some((t) => Number(/\b(19|20)\d\d\b/.exec(t.textContent ?? '')?.[0]) < oldest),
        ke.oldestModelYear,
        { timeout: 15_000 },
      );

      // A car Kenya accepts: its page leads with the CIF total to Mombasa, as the API prices it; the FOB price follows.
      const [car] = (await api.get('/api/cars?importableTo=KE&limit=1')).items;
      const landed = await api.get(`/api/cars/detail/ref/${car.ref}/landed-price`, { token: customer.token });
      expect(landed.quote?.destination.port === 'Mombasa', 'the profile’s port is priced');
      await page.goto(url(`/cars/${car.ref}`));
      const lead = page.locator('.car__buy .landed');
      await lead.waitFor();
      expect((await lead.getAttribute('data-landed-total')) === landed.quote.totalUsd, 'the page shows the engine’s total');
      await page.locator('.car__buy .car__price-label', { hasText: c('car.fobPrice') }).waitFor();
      await lead.locator('summary').click();
      await lead.locator('.quote-table').waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('car-landed');
    },
  },
  {
    id: 'staff-override',
    name: 'staff let one customer’s reservation of a car Kenya refuses through, with a written reason; the reservation uses it up',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 180_000,
    async run({ page, url, lang, api, shot, axe }) {
      const a = (key, params) => text(lang, 'admin-content', key, params);
      const ke = await api.get('/api/import-rules/KE');
      const customer = await api.register({ country: 'KE' });
      const consignee = await api.post('/api/user/consignees', CONSIGNEE, { token: customer.token });
      const found = await api.get(`/api/cars?steering=right&yearMax=${ke.oldestModelYear - 1}&limit=50&sort=year_asc`);
      let car = null;
      for (const item of found.items) {
        const detail = await api.get(`/api/cars/detail/ref/${item.ref}`);
        if (detail.status === 'available' || detail.status === 'ready_to_ship') {
          car = detail;
          break;
        }
      }
      expect(car, 'a car on sale older than Kenya admits');
      const body = {
        stockId: car.ref,
        tradeTerms: 'CIF',
        destinationCountry: 'KE',
        destinationPort: 'Mombasa',
        shippingMethod: 'roro',
        consigneeId: consignee.id,
      };
      const refused = await api.request('POST', '/api/orders', { token: customer.token, body });
      expect(refused.status === 409 && refused.body.code === 'IMPORT_NOT_ELIGIBLE', `refused first (${refused.status})`);

      await staffSignIn(page, url, api, 'admin', '/admin/import-rules');
      await checkDirection(page, lang);
      await page.getByRole('heading', { name: a('overrides.title') }).waitFor();
      await page.getByRole('button', { name: a('overrides.new') }).click();
      const form = page.getByRole('form', { name: a('overrides.new') });
      await form.getByLabel(a('overrides.fields.customerEmail')).fill(customer.email);
      await form.getByLabel(a('overrides.fields.stockId')).fill(car.ref);
      await form.getByLabel(a('overrides.fields.countryCode')).fill('KE');
      await form.getByRole('button', { name: a('overrides.create') }).click();
      // A reason is required: the server says so beside the field.
      await form.locator('[aria-invalid="true"]').first().waitFor();
      await form.getByLabel(a('overrides.fields.reason')).fill('Returning resident: exemption letter KE-2026-114 seen');
      await form.getByRole('button', { name: a('overrides.create') }).click();
      const row = page.locator('.data-table tbody tr', { hasText: car.ref });
      await row.getByText(a('overrides.status.open'), { exact: true }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('override');

      // The customer's reservation goes through once, using it up.
      const order = await api.post('/api/orders', body, { token: customer.token });
      expect(order.status === 'reserved', 'the reservation went through');
      await page.reload();
      await page.locator('.data-table tbody tr', { hasText: car.ref }).getByText(a('overrides.status.used'), { exact: true }).waitFor();
      await shot('override-used');
    },
  },
];
