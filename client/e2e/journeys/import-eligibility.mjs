// Import eligibility (issue 11, the web client): on a car's page a visitor chooses Pakistan and sees the car refused as
// too old, with the oldest model year Pakistan admits; chooses Kenya and sees it admitted with the QISJ inspection; the
// choice is remembered on the next visit. On the search, "Importable to Pakistan" keeps only recent cars (the years the
// cards show), goes into the URL and shows as a chip that removes it.
/* global document */
import { text, checkDirection } from '../support/buying.mjs';
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
];
