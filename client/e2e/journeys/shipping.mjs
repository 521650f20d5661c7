// The public shipping schedule (spec §2, §5; issue 9 §5): reached from the header's menu; the spec's messages for an
// empty search and for an arrival before the departure; a search by departure window whose criteria live in the URL
// (reload, back and forward keep them); and a sailing staff create through the API, found by part of its port, its
// dates shown as the calendar days they are in a time zone west of Greenwich.
import { SUPERADMIN, text, checkDirection } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

/** The results' page size (client/src/features/shipping/utils/schedule-search.ts PAGE_SIZE). */
const PAGE_SIZE = 10;
/** The format of a sailing's day (client/src/features/shipping/utils/calendar-date.ts SAILING_DATE). */
const SAILING_DATE = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
const LOCALES = { en: 'en', ur: 'ur-PK', pt: 'pt-BR', es: 'es-419' };

const DAY_MS = 86_400_000;
const day = (offset) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** From any page to the schedule through the header's main menu (behind "Menu" on a phone). */
async function openFromMenu(page, lang) {
  const layout = (key) => text(lang, 'layout', key);
  const menu = page.getByRole('button', { name: layout('header.menu') });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: layout('header.mainNav') })
    .getByRole('link', { name: layout('header.navShippingSchedule') })
    .click();
  await page.waitForURL((u) => u.pathname.endsWith('/shipping-schedule'));
  await page.getByRole('heading', { level: 1, name: text(lang, 'shipping', 'title') }).waitFor();
}

/** The field's error, as its input describes itself (aria-describedby). */
async function descriptionOf(locator) {
  const ids = (await locator.getAttribute('aria-describedby')) ?? '';
  const page = locator.page();
  const texts = [];
  for (const id of ids.split(' ').filter(Boolean)) texts.push((await page.locator(`[id="${id}"]`).innerText()).trim());
  return texts.join(' ');
}

const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);

export const journeys = [
  {
    id: 'search',
    name: 'from the menu: an empty search and an arrival before the departure get the spec’s messages; a departure window finds sailings, kept in the URL through reload, back and forward',
    languages: ['en', 'ur'],
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, values) => text(lang, 'shipping', key, values);
      const error = (code) => text(lang, 'errors', code);
      await page.goto(url('/'));
      await checkDirection(page, lang);
      await openFromMenu(page, lang);
      await checkDirection(page, lang);
      await page.getByText(t('start.title'), { exact: true }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('start');

      const form = page.getByRole('search', { name: t('form.label') });
      const search = form.getByRole('button', { name: t('form.submit') });
      const departureFrom = form.getByLabel(t('form.departureFrom'), { exact: true });
      const departureTo = form.getByLabel(t('form.departureTo'), { exact: true });
      const arrivalTo = form.getByLabel(t('form.arrivalTo'), { exact: true });

      // Nothing chosen: "Please select at least one search criteria", and no search in the URL.
      await search.click();
      await form
        .getByRole('alert')
        .filter({ hasText: error('SCHEDULE_CRITERIA_REQUIRED') })
        .waitFor();
      expect(Object.keys(params(page)).length === 0, 'an empty search changes no URL');

      // An arrival window ending before the departure window starts: both of the spec's sentences, beside their fields.
      await departureFrom.fill(day(20));
      await arrivalTo.fill(day(10));
      await search.click();
      await form.getByText(error('ARRIVAL_BEFORE_DEPARTURE'), { exact: true }).waitFor();
      expect((await descriptionOf(arrivalTo)) === error('ARRIVAL_BEFORE_DEPARTURE'), 'the arrival field says the arrival must be after');
      expect((await descriptionOf(departureFrom)) === error('DEPARTURE_AFTER_ARRIVAL'), 'the departure field says it must be before');
      expect((await arrivalTo.getAttribute('aria-invalid')) === 'true', 'the arrival field is marked invalid');
      expect(Object.keys(params(page)).length === 0, 'a refused search changes no URL');
      await expectNoMissingKeys(page);
      await axe();
      await shot('messages');

      // A departure window: the sailings leaving in the next two months, earliest first, ten a page.
      const from = day(0);
      const to = day(60);
      await form.getByRole('button', { name: t('form.clear') }).click();
      await departureFrom.fill(from);
      await departureTo.fill(to);
      await search.click();
      await page.waitForURL((u) => u.searchParams.get('departureFrom') === from);
      expect(params(page).departureTo === to && !('arrivalTo' in params(page)), `the URL holds the window, saw ${page.url()}`);
      const expected = await api.get(`/api/shipping-schedule?departureFrom=${from}&departureTo=${to}&limit=${PAGE_SIZE}`);
      log(`${expected.total} sailings from ${from} to ${to}`);
      expect(expected.total > PAGE_SIZE, `the demo schedule has over a page of sailings in two months (saw ${expected.total})`);
      const count = t(expected.total === 1 ? 'results.count_one' : 'results.count_other', {
        value: new Intl.NumberFormat(LOCALES[lang]).format(expected.total),
      });
      const cards = page.locator('.sailing-card');
      await page.getByRole('status').filter({ hasText: count }).waitFor();
      expect((await cards.count()) === expected.items.length, `one card per sailing of the page (${expected.items.length})`);
      const ports = await cards.locator('h3 bdi').allInnerTexts();
      expect(
        JSON.stringify(ports) === JSON.stringify(expected.items.map((s) => s.destinationPort)),
        `the sailings in the API's order (earliest departure first): ${ports.join(', ')}`,
      );
      const departures = expected.items.map((s) => s.departureDate);
      expect(
        departures.every((d, i) => i === 0 || departures[i - 1] <= d),
        'earliest departure first',
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('results');

      // A reload keeps the search: the same fields, the same sailings.
      await page.reload();
      await page.getByRole('status').filter({ hasText: count }).waitFor();
      expect((await departureFrom.inputValue()) === from && (await departureTo.inputValue()) === to, 'the form is filled from the URL');
      expect((await cards.count()) === expected.items.length, 'the same sailings after a reload');

      // The next page is a URL of its own; back returns to the first.
      const pager = page.getByRole('navigation', { name: t('pager.label') });
      await pager.getByRole('link', { name: t('pager.next') }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      const last = Math.ceil(expected.total / PAGE_SIZE);
      const nf = (n) => new Intl.NumberFormat(LOCALES[lang]).format(n);
      await pager.getByText(t('pager.page', { page: nf(2), last: nf(last) }), { exact: true }).waitFor();
      const second = await api.get(`/api/shipping-schedule?departureFrom=${from}&departureTo=${to}&limit=${PAGE_SIZE}&page=2`);
      await cards.first().locator('h3 bdi', { hasText: second.items[0].destinationPort }).waitFor();
      expect((await cards.count()) === second.items.length, `page 2 holds the rest (${second.items.length})`);
      await shot('page-2');
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('page'));
      await pager.getByText(t('pager.page', { page: nf(1), last: nf(last) }), { exact: true }).waitFor();
      await cards.first().locator('h3 bdi', { hasText: expected.items[0].destinationPort }).waitFor();
      expect((await cards.count()) === expected.items.length, 'back on the first page');

      // Back to before the search (the empty form), and forward to it again.
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('departureFrom'));
      await page.getByText(t('start.title'), { exact: true }).waitFor();
      expect((await departureFrom.inputValue()) === '', 'the form is empty again');
      await page.goForward();
      await page.waitForURL((u) => u.searchParams.get('departureFrom') === from);
      await page.getByRole('status').filter({ hasText: count }).waitFor();
    },
  },
  {
    id: 'staff-sailing',
    name: 'a sailing staff create through the API is found by part of its port, on a desktop, its days the same west of Greenwich',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, values) => text(lang, 'shipping', key, values);
      const boss = await api.login(SUPERADMIN.email, SUPERADMIN.password);
      // A port of its own for each language's run (both share the run's database).
      const sailing = {
        en: { destinationCountry: 'MU', destinationPort: 'Port Louis', vessel: 'Dream Diva', voyageNumber: 'DD-E2E-EN' },
        ur: { destinationCountry: 'BD', destinationPort: 'Chattogram', vessel: 'Heroic Leader', voyageNumber: 'HL-E2E-UR' },
      }[lang];
      const body = { ...sailing, method: 'container', freightTerms: 'prepaid', departureDate: day(12), arrivalDate: day(40) };
      const created = await api.post('/api/admin/shipments', body, { token: boss.token });
      expect(created.destinationPort === sailing.destinationPort, 'staff created the sailing');

      // The visitor is in Jamaica (UTC−5): midnight UTC of a day is still the evening before there.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/Jamaica' });
      await page.goto(url('/'));
      await openFromMenu(page, lang);
      const form = page.getByRole('search', { name: t('form.label') });
      const part = sailing.destinationPort.slice(0, 6).toLowerCase();
      await form.getByLabel(t('form.port')).fill(part);
      await form.getByRole('button', { name: t('form.submit') }).click();
      await page.waitForURL((u) => u.searchParams.get('port') === part);

      const table = page.getByRole('table', { name: t('results.caption') });
      const row = table.getByRole('row').filter({ hasText: sailing.vessel });
      await row.waitFor();
      expect((await table.getByRole('row').count()) === 2, 'only that sailing matches its port');
      const cells = await row.getByRole('cell').allInnerTexts();
      const format = new Intl.DateTimeFormat(LOCALES[lang], SAILING_DATE);
      const on = (d) => format.format(new Date(`${d}T00:00:00Z`));
      const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect(timeZone === 'America/Jamaica', `the page runs in Jamaica's time zone (saw ${timeZone})`);
      if (lang === 'en') {
        expect(cells[0] === on(body.departureDate), `departure ${cells[0]} is ${on(body.departureDate)}`);
        expect(cells[1] === on(body.arrivalDate), `arrival ${cells[1]} is ${on(body.arrivalDate)}`);
      } else {
        // The day of the month, in whatever digits the locale writes: not the evening before.
        const dayOfMonth = (d) => new Intl.NumberFormat(LOCALES[lang]).format(Number(d.slice(8, 10)));
        expect(cells[0].includes(dayOfMonth(body.departureDate)), `departure ${cells[0]} is day ${dayOfMonth(body.departureDate)}`);
        expect(cells[1].includes(dayOfMonth(body.arrivalDate)), `arrival ${cells[1]} is day ${dayOfMonth(body.arrivalDate)}`);
      }
      expect(cells.includes(sailing.voyageNumber), `the voyage is shown (${cells.join(' | ')})`);
      expect(cells.includes(t('method.container')), 'the method is shown');
      expect((await row.getByRole('rowheader').innerText()).includes(sailing.destinationPort), 'the port heads the row');
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('table');
    },
  },
];
