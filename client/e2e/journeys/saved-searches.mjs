// Saved searches and alerts (issue 10, the web client): a visitor is asked to sign in and comes back to the same
// search; a customer saves the search from the search page (named, Daily), finds it in the profile's Saved searches
// tab with its filters in words, changes its alerts, opens it, turns favorite alerts on, and deletes it. Then the
// unsubscribe link of a real alert email: a car the saved search names goes back on sale (its reservation cancelled),
// the alert job (every 2 minutes) emails it, and the link stops the alerts without signing in (in Urdu, the same
// page from the same link, its token read from the database instead of waiting for a second email).
import { CONSIGNEE, availableCar, checkDirection, signInAs, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';
import pg from 'pg';

export const journeys = [
  {
    id: 'save',
    name: 'save a search from the search page, see it in the tab, change its alerts, open it, delete it',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 150_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'alerts', key, params);
      const car = await availableCar(api);
      const make = car.make.slug;
      const searchPath = `/cars?make=${make}&yearMin=2000&sort=year_desc`;
      log(`make ${make}`);

      // A visitor: a sign-in link that comes back to the same search.
      await page.goto(url(searchPath));
      await checkDirection(page, lang);
      const signIn = page.getByRole('link', { name: t('save.signIn') });
      await signIn.waitFor();
      await signIn.click();
      await page.waitForURL((address) => address.pathname.endsWith('/auth'));
      const next = new URL(page.url()).searchParams.get('next');
      expect(next === searchPath, `sign in comes back to the search: ${next}`);

      const customer = await api.register({ country: 'KE' });
      await signInAs(page, url, customer);
      await page.goto(url(searchPath));
      await checkDirection(page, lang);
      await page.getByRole('button', { name: t('save.button') }).click();
      const dialog = page.getByRole('dialog', { name: t('save.title') });
      await dialog.waitFor();
      await dialog.getByLabel(t('save.name')).fill(`Family ${lang}`);
      await dialog.getByLabel(t('save.frequency')).selectOption('daily');
      await expectNoMissingKeys(page);
      await axe();
      await shot('dialog');
      await dialog.getByRole('button', { name: t('save.confirm') }).click();
      await page.getByText(t('save.done')).waitFor();
      await axe();
      await shot('saved');
      const [stored] = (await api.get('/api/saved-searches', { token: customer.token })).items;
      expect(
        stored.name === `Family ${lang}` && stored.frequency === 'daily' && stored.filters.make === make && stored.filters.yearMin === 2000,
        `saved without sort or page: ${JSON.stringify(stored)}`,
      );
      expect(stored.filters.sort === undefined, 'no sort saved');

      // The profile's tab: the search in words, its alerts, a link that opens it.
      await page.getByRole('link', { name: t('save.view') }).click();
      await page.getByRole('heading', { level: 2, name: text(lang, 'profile', 'tabs.saved-searches') }).waitFor();
      await checkDirection(page, lang);
      const card = page.locator('.saved-search', { hasText: `Family ${lang}` });
      await card.waitFor();
      await card.locator('.saved-search__summary').getByText(car.make.title).waitFor();
      const frequency = card.getByLabel(t('list.frequency'));
      expect((await frequency.inputValue()) === 'daily', 'daily, as saved');
      await frequency.selectOption('instant');
      await page
        .locator('.saved-searches-panel__notice')
        .getByText(t('messages.frequency', { name: `Family ${lang}`, frequency: t('frequency.instant') }))
        .waitFor();
      const after = (await api.get('/api/saved-searches', { token: customer.token })).items[0];
      expect(after.frequency === 'instant', 'the server keeps the change');

      // Favorite alerts: off until turned on.
      const favorites = page.getByRole('checkbox', { name: t('favoriteAlerts.label') });
      expect(!(await favorites.isChecked()), 'favorite alerts start off');
      // The box follows the server's answer.
      await favorites.click();
      await page.getByText(t('favoriteAlerts.on')).waitFor();
      expect(await favorites.isChecked(), 'the box is ticked');
      expect((await api.get('/api/saved-searches/preferences', { token: customer.token })).favoriteAlerts === true, 'opted in');
      await expectNoMissingKeys(page);
      await axe();
      await shot('tab');

      // Open it: the search page with the same filters.
      await card.getByRole('link', { name: t('list.openLabel', { name: `Family ${lang}` }) }).click();
      await page.waitForURL((address) => address.pathname.endsWith('/cars'));
      const opened = new URL(page.url()).searchParams;
      expect(opened.get('make') === make && opened.get('yearMin') === '2000', `the search opens: ${page.url()}`);

      // Delete it, after confirming.
      await page.goto(url('/profile/saved-searches'));
      await card.getByRole('button', { name: t('list.deleteLabel', { name: `Family ${lang}` }) }).click();
      const confirm = page.getByRole('dialog', { name: t('delete.title') });
      await confirm.waitFor();
      await axe();
      await shot('delete');
      await confirm.getByRole('button', { name: t('delete.confirm') }).click();
      await page.locator('.saved-searches-panel__notice').getByText(t('messages.deleted')).waitFor();
      await page.getByText(t('list.emptyTitle')).waitFor();
      await axe();
      await shot('empty');
    },
  },
  {
    id: 'unsubscribe',
    name: 'stop the alerts from the link in a real alert email, without signing in',
    languages: ['en', 'ur'],
    timeout: 240_000,
    async run({ page, url, lang, api, mailbox, shot, axe, log, databaseUrl }) {
      const t = (key) => text(lang, 'alerts', key);
      const car = await availableCar(api);
      const watcher = await api.register({ country: 'KE' });
      const { savedSearch } = await api.post(
        '/api/saved-searches',
        { name: `Watch ${car.ref}`, filters: { q: car.ref }, frequency: 'instant' },
        { token: watcher.token },
      );
      // The English run follows a real alert email to its link. The Urdu one checks the same page in Urdu, so it takes
      // the link's token from the database rather than wait up to 2 minutes more for the job: the email and its link
      // are the English run's (and test/saved-searches.e2e-spec.ts's "the alert job" and saved-search-rules.spec.ts's).
      const link = lang === 'en' ? await alertLink(api, mailbox, log, car, watcher) : await linkFromDatabase(databaseUrl, savedSearch.id);

      await page.goto(url(`${link.pathname}${link.search}`));
      await page.getByRole('heading', { name: t('unsubscribe.title') }).waitFor();
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('ask');
      await page.getByRole('button', { name: t('unsubscribe.action') }).click();
      await page.getByText(t('unsubscribe.done')).waitFor();
      await axe();
      await shot('done');
      const [search] = (await api.get('/api/saved-searches', { token: watcher.token })).items;
      expect(search.frequency === 'off', 'the alert is off');

      // A link cut short.
      await page.goto(url('/saved-searches/unsubscribe'));
      await page.getByText(t('unsubscribe.noToken')).waitFor();
      expect((await page.getByRole('button', { name: t('unsubscribe.action') }).count()) === 0, 'no button without a token');
    },
  },
];

/** The unsubscribe link of a real alert email: a car the search names goes back on sale, the alert job emails it. */
async function alertLink(api, mailbox, log, car, watcher) {
  // The car goes back on sale: someone reserves it and cancels.
  const buyer = await api.register({ country: 'KE' });
  const consignee = await api.post('/api/user/consignees', CONSIGNEE, { token: buyer.token });
  const order = await api.post(
    '/api/orders',
    {
      stockId: car.ref,
      tradeTerms: 'FOB',
      destinationCountry: 'KE',
      destinationPort: 'Mombasa',
      shippingMethod: 'roro',
      consigneeId: consignee.id,
    },
    { token: buyer.token },
  );
  await api.post(`/api/orders/${order.id}/cancel`, {}, { token: buyer.token });
  log(`${car.ref} back on sale; waiting for the alert job (every 2 minutes)`);

  const mail = await mailbox.waitForMail(watcher.email, { timeout: 200_000 });
  expect(mail.text.includes(`/cars/${car.ref}`), `the alert names the car:\n${mail.text}`);
  expect(!/USD|\$\s?\d/.test(mail.text), 'no price in the alert');
  const found = /https?:\/\/[^\s"'<>]+\/saved-searches\/unsubscribe\?token=[^\s"'<>]+/.exec(mail.text);
  expect(found, `an unsubscribe link in:\n${mail.text}`);
  return new URL(found[0]);
}

/** The link an alert email would hold, with the saved search's token from the database. */
async function linkFromDatabase(databaseUrl, savedSearchId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT unsubscribe_token AS token FROM saved_searches WHERE public_id = $1', [savedSearchId]);
    expect(rows.length === 1, `the saved search ${savedSearchId} is in the database`);
    return new URL(`http://localhost/saved-searches/unsubscribe?token=${encodeURIComponent(rows[0].token)}`);
  } finally {
    await client.end();
  }
}
