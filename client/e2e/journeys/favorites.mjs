// Favorites (issue 10, the web client): a customer hearts a car on its page ("Added to favorites"), finds it in
// My Favorites with its link and price, removes it there ("Removed from favorites"), and the car page's heart is off
// again; a visitor's heart goes to sign in and comes back to the car.
// On the search results' cards too: one request (GET /api/favorites/refs) for every card's heart.
import { text, signInAs, availableCar, checkDirection } from '../support/buying.mjs';
import { expect, expectNoMissingKeys, waitForLiveScreen } from '../support/expect.mjs';

export const journeys = [
  {
    id: 'heart',
    name: 'a customer hearts a car on its page, sees it in My Favorites, removes it there, and the heart is off again',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'favorites', key, params);
      const car = await availableCar(api);
      log(`car ${car.ref}`);

      // A visitor: the heart is a link to sign in that comes back to the car.
      await page.goto(url(`/cars/${car.ref}`));
      await checkDirection(page, lang);
      const visitorHeart = page.locator('.fav-heart').getByRole('link', { name: t('heart.add') });
      await visitorHeart.waitFor();
      await visitorHeart.click();
      await page.waitForURL((address) => address.pathname.endsWith('/auth'));
      const next = new URL(page.url()).searchParams.get('next');
      expect(next === `/cars/${car.ref}`, `sign in comes back to the car: ${next}`);

      // A customer: the heart toggles on, with the spoken confirmation.
      const customer = await api.register({ country: 'KE' });
      await signInAs(page, url, customer);
      await page.goto(url(`/cars/${car.ref}`));
      await checkDirection(page, lang);
      const add = page.getByRole('button', { name: t('heart.add') });
      await add.waitFor();
      expect((await add.getAttribute('aria-pressed')) === 'false', 'the heart starts off');
      await add.click();
      const remove = page.getByRole('button', { name: t('heart.remove') });
      await remove.waitFor();
      expect((await remove.getAttribute('aria-pressed')) === 'true', 'the heart is on');
      const status = page.locator('.fav-heart [role="status"]');
      await status.getByText(t('messages.added')).waitFor();
      const check = await api.get(`/api/favorites/check/${car.ref}`, { token: customer.token });
      expect(check.isFavorite === true, 'the server keeps it');
      await expectNoMissingKeys(page);
      await axe();
      await shot('car-hearted');

      // My Favorites: the car, linked to its page, with its price; Remove there.
      await page.goto(url('/profile/favorites'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 2, name: text(lang, 'profile', 'tabs.favorites') }).waitFor();
      const card = page.locator('.fav-card', { hasText: car.ref });
      await card.waitFor();
      const link = card.getByRole('link');
      const href = await link.getAttribute('href');
      expect(href.endsWith(`/cars/${car.ref}`), `the title links to the car: ${href}`);
      const price = (await card.locator('.fav-card__price').innerText()).trim();
      expect(/\d/.test(price), `the price is shown: ${price}`);
      expect(
        (await page.getByRole('tab', { name: text(lang, 'profile', 'tabs.favorites') }).getAttribute('aria-selected')) === 'true',
        'the tab is selected',
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('my-favorites');

      await card.getByRole('button', { name: t('list.remove') }).click();
      await page.locator('.fav-notice').getByText(t('messages.removed')).waitFor();
      await page.getByText(t('list.emptyTitle')).waitFor();
      expect((await page.locator('.fav-card').count()) === 0, 'the car is gone from the list');
      await axe();
      await shot('my-favorites-empty');

      // Back on the car's page the heart is off.
      await page.goto(url(`/cars/${car.ref}`));
      const off = page.getByRole('button', { name: t('heart.add') });
      await off.waitFor();
      expect((await off.getAttribute('aria-pressed')) === 'false', 'the heart is off again');
    },
  },
];

journeys.push({
  id: 'card-heart',
  name: 'a customer hearts a car from the search results, with one request for every card’s heart; a visitor’s heart signs in and comes back',
  languages: ['en', 'ur'],
  viewport: { width: 1280, height: 900 },
  timeout: 120_000,
  async run({ page, url, lang, api, shot, axe, log }) {
    const c = (key, params) => text(lang, 'catalogue', key, params);
    const car = await availableCar(api);
    const search = `/cars?q=${car.ref}`;
    log(`car ${car.ref}`);

    // A visitor: the card's heart links to sign in and comes back to the same results.
    await page.goto(url(search));
    await checkDirection(page, lang);
    const card = page.locator('.car-card', { hasText: car.ref });
    const visitorHeart = card.locator('a.card-heart');
    await visitorHeart.waitFor();
    await waitForLiveScreen(page);
    await visitorHeart.click();
    await page.waitForURL((address) => address.pathname.endsWith('/auth'));
    const next = new URL(page.url()).searchParams.get('next');
    expect(next === search, `sign in comes back to the results: ${next}`);

    // A customer: the hearts of the whole page come from one request.
    const customer = await api.register({ country: 'KE' });
    await signInAs(page, url, customer);
    const asked = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/favorites')) asked.push(`${request.method()} ${path}`);
    });
    await page.goto(url('/cars'));
    await page.locator('button.card-heart').first().waitFor();
    const hearts = await page.locator('button.card-heart').count();
    expect(hearts > 1, `every card has its heart: ${hearts}`);
    expect(asked.length === 1 && asked[0] === 'GET /api/favorites/refs', `one request for ${hearts} hearts: ${asked.join(', ')}`);

    await page.goto(url(search));
    const title = await card.locator('.car-card__title').innerText();
    const add = card.getByRole('button', { name: c('card.favoriteAdd', { car: title.trim() }) });
    await add.waitFor();
    expect((await add.getAttribute('aria-pressed')) === 'false', 'the heart starts off');
    await add.click();
    const remove = card.getByRole('button', { name: c('card.favoriteRemove', { car: title.trim() }) });
    await remove.waitFor();
    expect((await remove.getAttribute('aria-pressed')) === 'true', 'the heart is on');
    await card.getByRole('status').getByText(c('card.favoriteAdded')).waitFor();
    const check = await api.get(`/api/favorites/check/${car.ref}`, { token: customer.token });
    expect(check.isFavorite === true, 'the server keeps it');
    await expectNoMissingKeys(page);
    await axe();
    await shot('search-hearted');

    // The home page's rows have their hearts too.
    await page.goto(url('/'));
    await page.locator('.car-row button.card-heart').first().waitFor();

    // The car page's heart agrees, and after a reload the card's heart is still on.
    await page.goto(url(`/cars/${car.ref}`));
    await page.getByRole('button', { name: text(lang, 'favorites', 'heart.remove') }).waitFor();
    await page.goto(url(search));
    await remove.waitFor();
    await remove.click();
    await add.waitFor();
    await card.getByRole('status').getByText(c('card.favoriteRemoved')).waitFor();
    const after = await api.get(`/api/favorites/check/${car.ref}`, { token: customer.token });
    expect(after.isFavorite === false, 'removed on the server');
  },
});
