// The public catalogue: the home page's rows, the search with its facets, URL, "load more" and pages, a car's page
// with its gallery, "Product not found!", prices for signed-in customers only, the server-rendered head of a car
// page, and the switch to Urdu and back. Texts are read from the translation files, so each journey runs as is in
// English and in Urdu.
/* global document, window */
import { readFileSync } from 'node:fs';
import { currentPath, expect, expectCount, expectLtr, expectNoMissingKeys, expectRtl, expectText } from '../support/expect.mjs';
import { ALL_LANGUAGES, atWidth, expectFits, expectNoPageOverflow, expectSelectsShowText, LAYOUT_WIDTHS } from '../support/layout.mjs';

const WIDE = { width: 1280, height: 900 };
const UNKNOWN_REF = 'ZZ0000000';
/** Where the client keeps the session (client/src/lib/session/session-storage.ts, SESSION_KEY). */
const SESSION_KEY = 'autoexport.session';

const localeFile = (lang, namespace) =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${namespace}.json`, import.meta.url), 'utf8'));
/** The texts of a language: `text(lang, 'catalogue', 'home.todayDeal')`. */
function text(lang, namespace, key) {
  const value = key.split('.').reduce((node, part) => node?.[part], localeFile(lang, namespace));
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key} in ${lang}`);
  return value;
}

/** The stock ids of the cars listed on the page, in order. */
const listedRefs = (page) =>
  page.$$eval('.car-card__link', (links) => links.map((link) => decodeURIComponent(link.getAttribute('href').split('/').pop())));

async function waitForCards(page, atLeast = 1) {
  await page.waitForFunction((n) => document.querySelectorAll('.car-card__link').length >= n, atLeast, { timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15_000 }).catch(() => undefined);
}

/** Waits until the search shows the cars of its URL (the previous ones stay, dimmed, while new ones load). */
async function waitForResults(page) {
  await page.waitForFunction(
    () => document.querySelector('.search__results')?.getAttribute('aria-busy') === 'false' && !!document.querySelector('.car-card__link'),
    null,
    { timeout: 15_000 },
  );
}

/**
 * Waits until the page lists exactly these cars (a new search keeps the previous cars on screen, dimmed, until the
 * new ones arrive), and fails saying what it saw.
 */
async function expectListed(page, refs, what) {
  const wanted = JSON.stringify(refs);
  const ok = await page
    .waitForFunction(
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll('.car-card__link')].map((a) => decodeURIComponent(a.getAttribute('href').split('/').pop())),
        ) === expected,
      wanted,
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!ok)
    throw new Error(
      `${what}: expected ${refs.slice(0, 3).join(', ')}…, the page lists ${(await listedRefs(page)).slice(0, 3).join(', ')}…`,
    );
}

/** The session as the client stores it, from a sign-in answer (so the page starts signed in). */
/** Waits until the active-filter chips read `chips` (the same words, in order). */
async function expectChips(page, chips, what) {
  const wanted = JSON.stringify(chips);
  const ok = await page
    .waitForFunction(
      (expected) => JSON.stringify([...document.querySelectorAll('.active-filters__chip')].map((chip) => chip.innerText)) === expected,
      wanted,
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false);
  if (!ok)
    throw new Error(`${what}: expected ${wanted}, saw ${JSON.stringify(await page.locator('.active-filters__chip').allInnerTexts())}`);
}

/** The requests the page makes to `pathname` (e.g. '/api/cars') from now on, as they happen. */
function recordRequests(page, pathname) {
  const seen = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.replace(/\/$/, '') === pathname) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

async function signInAs(context, auth) {
  const stored = {
    authToken: auth.token,
    tokenExpiry: auth.tokenExpiry,
    refreshToken: auth.refreshToken,
    refreshTokenExpiry: auth.refreshTokenExpiry,
    sessionId: auth.sessionId,
    userData: auth.user,
  };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(stored)]);
}

/** Every key of a JSON value, however deep. */
const keysOf = (value) =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]) : [];

async function checkDirection(page, lang) {
  if (lang === 'ur') await expectRtl(page);
  else await expectLtr(page, { lang });
}

export const journeys = [
  {
    id: 'home',
    name: 'browse the home page: today’s deal and the rows of cars, photos sized and lazy below the fold',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, shot, axe }) {
      // The lists come in the page's HTML: no request for them.
      const landingRequests = recordRequests(page, '/api/landing-page');
      await page.goto(url('/'));
      await expectText(page, text(lang, 'catalogue', 'home.todayDeal'));
      await expectText(page, text(lang, 'catalogue', 'home.mostPopular'));
      await expectText(page, text(lang, 'catalogue', 'home.newArrivals'));
      await expectText(page, text(lang, 'catalogue', 'home.mostAffordable'));
      await waitForCards(page, 10);
      await checkDirection(page, lang);

      // The deal is the landing page's for a visitor without a country (the global lists).
      const { landingPage } = await api.post('/api/landing-page/', {});
      expect(landingRequests.length === 0, `the lists were fetched again: ${landingRequests}`);
      const refs = await listedRefs(page);
      expect(refs[0] === landingPage.todayDeal.ref, `today's deal should be ${landingPage.todayDeal.ref}, the page shows ${refs[0]}`);
      expect(refs.includes(landingPage.newArrival[0].ref), 'the newest arrival is on the page');

      // Every photo has its size set (nothing shifts), the first row loads at once and the rows below wait.
      const images = await page.$$eval('.car-card img', (all) =>
        all.map((img) => ({
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.loading,
          srcset: img.srcset,
        })),
      );
      expect(images.length >= 10 && images.every((img) => img.width && img.height), 'every card photo has width and height');
      expect(images[0].loading === 'eager' && images.at(-1).loading === 'lazy', 'the first photos are eager and the last lazy');
      expect(
        images.every((img) => /400w.*1200w/.test(img.srcset)),
        'card photos offer the thumbnail and the full picture (srcset)',
      );
      await expectText(page, text(lang, 'common', 'price.registerToSee'));
      await expectNoMissingKeys(page);
      await axe();
      await shot('home');
    },
  },
  {
    id: 'filter',
    name: 'filter by a make and a body type from the facets, share the URL and reload, go back',
    languages: ['en', 'ur'],
    viewport: WIDE,
    async run({ page, url, lang, api, shot, axe }) {
      // The first cars come in the page's HTML: no request for them (only the facets are asked for).
      const listRequests = recordRequests(page, '/api/cars');
      await page.goto(url('/cars'));
      await waitForResults(page);
      const inlined = await api.get('/api/cars?limit=20');
      await expectListed(
        page,
        inlined.items.map((car) => car.ref),
        'the newest cars',
      );
      expect(listRequests.length === 0, `the first cars were fetched again: ${listRequests}`);
      await checkDirection(page, lang);
      await shot('search');

      const sidebar = page.locator('.search__sidebar');
      await sidebar.locator('a.facet__link[href*="make=toyota"]').click();
      await page.waitForURL(/[?&]make=toyota/);
      await waitForResults(page);
      // The body-type facet once it links from the make's results (before, it would drop the make).
      await sidebar.locator('a.facet__link[href*="make=toyota"][href*="bodyType=suv"]').click();
      await page.waitForURL(/bodyType=suv/);
      await waitForResults(page);
      const shared = currentPath(page);
      expect(shared.endsWith('/cars?make=toyota&bodyType=suv'), `the filters are in the URL: ${shared}`);

      // The cars shown are the API's for those filters.
      const answer = await api.get('/api/cars?make=toyota&bodyType=suv');
      expect(answer.items.length > 0, 'the demo data has Toyota SUVs');
      const shown = answer.items.map((car) => car.ref);
      await expectListed(page, shown, 'the page lists the API’s Toyota SUVs');
      await expectCount(page.locator('.active-filters__chip'), 2, 'two filters are shown as chips');
      const chips = await page.locator('.active-filters__chip').allInnerTexts();
      expect(chips[0].includes('Toyota'), `the make chip names the make: ${chips}`);
      await expectCount(sidebar.locator('a.facet__link[aria-current="true"]'), 2, 'the chosen facet values are marked');
      await expectNoMissingKeys(page);
      await axe();
      await shot('filtered');

      // Shared: opened in another tab, the same cars and the same filters; reloaded, too.
      const tab = await page.context().newPage();
      await tab.goto(`${new URL(page.url()).origin}${shared}`);
      await expectListed(tab, shown, 'the shared URL shows the same cars');
      await expectChips(tab, chips, 'and the same filters');
      await expectCount(tab.locator('.search__sidebar a.facet__link[aria-current="true"]'), 2, 'the facets show both choices');
      await tab.close();
      await page.reload();
      await expectListed(page, shown, 'reloaded, the same cars');
      await expectChips(page, chips, 'reloaded, the same filters');

      // The back button walks back through the searches: the make alone.
      await page.goBack();
      await page.waitForURL((u) => u.search === '?make=toyota');
      await expectListed(
        page,
        (await api.get('/api/cars?make=toyota')).items.map((car) => car.ref),
        'back, the Toyotas',
      );
      await expectCount(page.locator('.active-filters__chip'), 1, 'back to the make alone');
      await expectCount(sidebar.locator('a.facet__link[aria-current="true"]'), 1, 'the body type is no longer chosen');
    },
  },
  {
    id: 'sheet',
    name: 'on a phone "Filters (n)" opens the full-height sheet and "Show N cars" closes it',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, shot, axe }) {
      await page.goto(url('/cars'));
      await waitForResults(page);
      const button = page.locator('.search__filters-button');
      expect((await button.innerText()).includes('0'), 'no filter yet: Filters (0)');
      await button.click();
      const sheet = page.getByRole('dialog');
      await sheet.waitFor({ state: 'visible' });
      await sheet.locator('a.facet__link[href*="make=nissan"]').click();
      await page.waitForURL(/make=nissan/);
      // The sheet's button counts the cars the search finds behind it, as the page's count does.
      const { total } = await api.get('/api/cars?make=nissan');
      const showCars = sheet.locator('.sheet__foot .btn');
      await page.waitForFunction(
        (n) =>
          document.querySelector('.sheet__foot .btn')?.textContent.replace(/\D/g, '') === n &&
          document.querySelector('.search__count')?.textContent.replace(/\D/g, '') === n,
        String(total),
        { timeout: 10_000 },
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('sheet');
      await showCars.click();
      await sheet.waitFor({ state: 'hidden' });
      expect((await button.innerText()).includes('1'), 'one filter: Filters (1)');
      expect(await button.evaluate((el) => el === document.activeElement), 'focus returns to the Filters button');
      await checkDirection(page, lang);
    },
  },
  {
    id: 'more',
    name: 'load more cars on the cursor, then the next page by its number',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, shot, axe }) {
      await page.goto(url('/cars'));
      await waitForResults(page);
      const first = await listedRefs(page);
      expect(first.length === 20, `a page holds 20 cars, saw ${first.length}`);
      const path = currentPath(page);

      await page.getByRole('button', { name: text(lang, 'catalogue', 'search.loadMore') }).click();
      await page.waitForFunction(() => document.querySelectorAll('.car-card__link').length === 40, null, { timeout: 15_000 });
      const both = await listedRefs(page);
      const page1 = await api.get('/api/cars?limit=20');
      const next = await api.get(`/api/cars?limit=20&cursor=${encodeURIComponent(page1.nextCursor)}`);
      expect(JSON.stringify(both.slice(20)) === JSON.stringify(next.items.map((c) => c.ref)), 'the next cars follow on the cursor');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('car-card__link')), 'focus moves to the first new car');
      expect(currentPath(page) === path, 'loading more keeps the URL');
      await axe();
      await shot('load-more');

      await page.getByRole('link', { name: text(lang, 'catalogue', 'search.pager.next') }).click();
      await page.waitForURL(/[?&]page=2/);
      const page2 = await api.get('/api/cars?page=2&limit=20');
      await expectListed(
        page,
        page2.items.map((car) => car.ref),
        'page 2 shows the API’s page 2',
      );
      const current = await page.locator('.pager [aria-current="page"]').innerText();
      expect(current.replace(/\D/g, '') === '2' || current.includes('۲'), `the pager marks page 2, saw ${current}`);
      await expectNoMissingKeys(page);
      await shot('page-2');
    },
  },
  {
    id: 'car',
    name: 'open a car from the results: stock id, gallery with the keyboard, auction sheet, WhatsApp',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, shot, axe }) {
      await page.goto(url('/cars'));
      await waitForResults(page);
      const [ref] = await listedRefs(page);
      await page.locator('.car-card__link').first().click();
      await page.waitForURL((u) => u.pathname.endsWith(`/cars/${ref}`));
      const car = await api.get(`/api/cars/detail/ref/${ref}`);
      await page.locator('h1').filter({ hasText: car.model }).waitFor();
      await expectText(page, ref);
      await checkDirection(page, lang);

      // Opened from a shared link, the car comes in the page's HTML, and the page still asks the API for it (that
      // call counts the visitor's view).
      const counted = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/cars/detail/ref/${ref}`);
      await page.reload();
      await page.locator('h1').filter({ hasText: car.model }).waitFor();
      await counted;

      // The gallery: arrow keys move through the photos (mirrored in right-to-left pages), Home and End jump.
      expect(car.images.length > 1, 'the demo car has several photos');
      const thumbs = page.locator('.gallery__thumb');
      const current = () => thumbs.evaluateAll((all) => all.findIndex((t) => t.getAttribute('aria-current') === 'true'));
      const [forward, backward] = lang === 'ur' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
      await page.locator('.gallery__stage').focus();
      await page.keyboard.press(forward);
      expect((await current()) === 1, 'the next photo is shown');
      expect((await page.locator('.gallery__stage img').getAttribute('src')) === car.images[1].url, 'the second photo is on stage');
      await page.keyboard.press(backward);
      expect((await current()) === 0, 'and back to the first');
      await page.keyboard.press('End');
      expect((await current()) === car.images.length - 1, 'End shows the last photo');
      await page.keyboard.press(forward);
      expect((await current()) === 0, 'after the last comes the first');

      // The auction sheet, its grades explained; WhatsApp with the car's stock id typed in.
      await expectText(page, text(lang, 'catalogue', 'auction.title'));
      const whatsapp = await page.locator('.car__buy a[href^="https://wa.me/"]').getAttribute('href');
      expect(decodeURIComponent(whatsapp).includes(ref), `the WhatsApp message names the car: ${whatsapp}`);
      await expectText(page, text(lang, 'common', 'price.registerToSee'));
      await expectNoMissingKeys(page);
      await axe();
      await shot('car');
    },
  },
  {
    id: 'unknown',
    name: 'an unknown car says "Product not found!"',
    languages: ['en', 'ur'],
    async run({ page, url, lang, shot, axe }) {
      const response = await page.goto(url(`/cars/${UNKNOWN_REF}`));
      expect(response?.status() === 404, `the server answers an unknown car with 404, saw ${response?.status()}`);
      await page.getByRole('heading', { level: 1, name: text(lang, 'errors', 'PRODUCT_NOT_FOUND') }).waitFor();
      if (lang === 'en') await expectText(page, 'Product not found!');
      await expectNoMissingKeys(page);
      await axe();
      await shot('not-found');
    },
  },
  {
    id: 'prices',
    name: 'an anonymous visitor sees "Register to see prices", a signed-in customer the price',
    languages: ['en', 'ur'],
    async run({ page, context, url, lang, api, shot, axe }) {
      const { items } = await api.get('/api/cars?limit=1');
      const ref = items[0].ref;
      await page.goto(url(`/cars/${ref}`));
      const prompt = page.locator('.car__buy').getByRole('link', { name: text(lang, 'common', 'price.registerToSee') });
      await prompt.waitFor();
      expect((await prompt.getAttribute('href')).includes('tab=register'), 'the prompt leads to the Register tab');

      const customer = await api.register();
      await signInAs(context, customer);
      await page.goto(url(`/cars/${ref}`));
      const car = await api.get(`/api/cars/detail/ref/${ref}`, { token: customer.token });
      expect(car.price?.amount, 'the API gives a signed-in customer the price');
      const price = page.locator('.car__buy .price:not(.price--locked)');
      await price.waitFor();
      const shown = await price.innerText();
      if (lang === 'en') {
        const whole = /^\d+(\.0+)?$/.test(car.price.amount);
        const expected = new Intl.NumberFormat('en', {
          style: 'currency',
          currency: car.price.currency,
          ...(whole ? { maximumFractionDigits: 0 } : {}),
        }).format(Number(car.price.amount));
        expect(shown === expected, `the price reads ${expected}, saw ${shown}`);
      } else {
        expect(/\d/.test(shown) && shown !== text(lang, 'common', 'price.registerToSee'), `a price is shown: ${shown}`);
      }
      await expectNoMissingKeys(page);
      await axe();
      await shot('signed-in');

      // Signed in, the search offers the price filter and sort — over the cars the customer's import country accepts,
      // their search's default destination (issue 24).
      await page.goto(url('/cars?sort=price_asc'));
      const cheapest = await api.get(`/api/cars?sort=price_asc&importableTo=${customer.country}`, { token: customer.token });
      await expectListed(
        page,
        cheapest.items.map((car) => car.ref),
        'sorted by price, the cheapest cars first',
      );

      // The search page's HTML carries the anonymous first answer: a signed-in customer gets the priced one instead.
      await page.goto(url('/cars'));
      const firstPage = await api.get(`/api/cars?limit=20&importableTo=${customer.country}`, { token: customer.token });
      await expectListed(
        page,
        firstPage.items.map((car) => car.ref),
        'signed in, the newest cars',
      );
      const priced = firstPage.items.filter((car) => car.price).length;
      expect(priced > 0, 'the API gives the customer prices');
      await expectCount(page.locator('.car-card .price:not(.price--locked)'), priced, 'every priced car shows its price');
    },
  },
  {
    id: 'meta',
    name: 'the server renders a car page’s title, image and Vehicle JSON-LD without a price',
    async run({ api }) {
      const { items } = await api.get('/api/cars?limit=1');
      const car = await api.get(`/api/cars/detail/ref/${items[0].ref}`);
      for (const prefix of ['', '/ur']) {
        const res = await api.request('GET', `${prefix}/cars/${car.ref}`, { headers: { accept: 'text/html' } });
        expect(res.status === 200, `${prefix}/cars/${car.ref} answers 200, saw ${res.status}`);
        const html = String(res.body);
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(title.includes(car.model) && title.includes(String(car.year)), `the title names the car: ${title}`);
        const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
        expect(image.startsWith('http') && image.endsWith(car.featuredImageUrl), `og:image is the car's photo: ${image}`);
        const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
        expect(ld, 'the page carries JSON-LD');
        const vehicle = JSON.parse(ld.replace(/\\u003c/g, '<'));
        expect(vehicle['@type'] === 'Vehicle' && vehicle.sku === car.ref, `a schema.org Vehicle for ${car.ref}`);
        expect(!keysOf(vehicle).some((key) => /price|offers/i.test(key)), 'no price for anonymous requests');
        if (prefix === '/ur') expect(/<html[^>]*lang="ur"[^>]*dir="rtl"/.test(html), 'the Urdu page is rtl');
      }
    },
  },
  {
    id: 'first-screen',
    name: 'the first screen comes in the HTML: cars, a car and the home page show before any script runs; signed in, it is not rendered anonymously',
    languages: ['en', 'ur'],
    async run({ page, context, url, lang, api }) {
      // A browser whose scripts have not arrived yet: what it shows is what the server rendered.
      const noScripts = await context.browser().newContext({ javaScriptEnabled: false, locale: lang === 'ur' ? 'ur-PK' : 'en-US' });
      try {
        const before = await noScripts.newPage();
        const first = await api.get('/api/cars?limit=20');
        await before.goto(url('/cars'));
        await before.getByRole('heading', { level: 1, name: text(lang, 'common', 'pageTitle.search') }).waitFor();
        const shown = await listedRefs(before);
        expect(shown.length >= 2, `the server rendered the first results, saw ${shown.length}`);
        expect(
          shown.every((ref, i) => ref === first.items[i].ref),
          `the first results are the API's newest cars: ${shown.slice(0, 3)} vs ${first.items.slice(0, 3).map((c) => c.ref)}`,
        );
        const photo = before.locator('.car-card img').first();
        expect(await photo.evaluate((img) => img.complete && img.naturalWidth > 0), 'the first photo is loaded without scripts');
        await expectText(before, text(lang, 'common', 'price.registerToSee'));
        if (lang === 'ur') await expectRtl(before);

        const car = await api.get(`/api/cars/detail/ref/${first.items[0].ref}`);
        await before.goto(url(`/cars/${car.ref}`));
        await before.locator('h1').filter({ hasText: car.model }).waitFor();
        await expectText(before, car.ref);
        await expectText(before, text(lang, 'catalogue', 'auction.title'));

        const { landingPage } = await api.post('/api/landing-page/', {});
        await before.goto(url('/'));
        await expectText(before, text(lang, 'catalogue', 'home.todayDeal'));
        const refs = await listedRefs(before);
        expect(refs[0] === landingPage.todayDeal.ref, `the deal of the day is rendered: ${refs[0]}`);
      } finally {
        await noScripts.close();
      }

      // With scripts, the same HTML is taken over (a mismatch would be an uncaught error, which fails the journey)
      // and works: a card opens its car without reloading the page.
      await page.goto(url('/cars'));
      await waitForResults(page);
      await page.evaluate(() => (window.__samePage = true));
      const [ref] = await listedRefs(page);
      await page.locator('.car-card__link').first().click();
      await page.waitForURL((u) => u.pathname.endsWith(`/cars/${ref}`));
      await page.locator('.gallery__stage').waitFor();
      expect(await page.evaluate(() => window.__samePage === true), 'the car opened inside the hydrated app, without a reload');

      // Signed in, the page keeps a session hint, and from then on the server does not render the anonymous page
      // ("Register to see prices") for this browser: the app renders it with the customer's prices.
      const customer = await api.register();
      await signInAs(context, customer);
      await page.goto(url('/cars'));
      await page.locator('.car-card .price:not(.price--locked)').first().waitFor();
      const hint = (await context.cookies()).find((c) => c.name === 'autoexport_session');
      expect(hint?.value === '1', `the session hint is set: ${JSON.stringify(hint)}`);
      const response = await page.goto(url('/cars'));
      const html = await response.text();
      expect(!html.includes('data-server-rendered'), 'a signed-in customer’s page is not rendered as an anonymous one');
      await page.locator('.car-card .price:not(.price--locked)').first().waitFor();
      await expectNoMissingKeys(page);
    },
  },
  {
    id: 'language',
    name: 'switch the search page to Urdu (right to left, translated) and back',
    async run({ page, url, shot, axe }) {
      await page.goto(url('/cars?make=toyota'));
      await waitForResults(page);
      await page.getByRole('heading', { level: 1, name: text('en', 'common', 'pageTitle.search') }).waitFor();
      const refs = await listedRefs(page);

      await page.locator('.language-switcher__select').selectOption('ur');
      await page.waitForURL((u) => u.pathname === '/ur/cars' && u.search === '?make=toyota');
      await expectRtl(page);
      await page.getByRole('heading', { level: 1, name: text('ur', 'common', 'pageTitle.search') }).waitFor();
      await expectText(page, text('ur', 'catalogue', 'search.loadMore'));
      await expectListed(page, refs, 'the same cars in Urdu');
      await expectNoMissingKeys(page);
      await axe();
      await shot('urdu');

      await page.locator('.language-switcher__select').selectOption('en');
      await page.waitForURL((u) => u.pathname === '/cars' && u.search === '?make=toyota');
      await expectLtr(page, { lang: 'en' });
      await page.getByRole('heading', { level: 1, name: text('en', 'common', 'pageTitle.search') }).waitFor();
      await expectText(page, text('en', 'catalogue', 'search.loadMore'));
    },
  },
  {
    id: 'filters-fit',
    name: "the filters stay inside their sidebar (and the phone's sheet) in every language",
    languages: ALL_LANGUAGES,
    async run({ page, context, url, lang, api, shot }) {
      // The ranges in the panel's order for a signed-in buyer: year, price, mileage, engine.
      const signedInRanges = 2;
      // Signed in with a destination: the most filters (price bands and range, "importable to").
      const customer = await api.register({ country: 'KE' });
      await signInAs(context, customer);
      for (const width of LAYOUT_WIDTHS) {
        await atWidth(page, width);
        await page.goto(url('/cars?make=toyota'));
        await waitForResults(page);
        let box = '.search__sidebar';
        if (width < 900) {
          await page.locator('.search__filters-button').click();
          box = '.sheet[open] .sheet__body';
          await page.locator(box).waitFor();
        }
        await page.locator(`${box} .facet__link`).first().waitFor();
        // Every facet's whole list: the longest values (countries, places) in the box's width.
        const more = page.locator(`${box} .facet__more[aria-expanded="false"]`);
        while ((await more.count()) > 0) await more.first().click();
        // A mileage chosen in the half-width "from" select: the longest value text it shows ("150.000 km").
        const mileage = page.locator(`${box} .filters__range`).nth(signedInRanges).locator('select').first();
        await mileage.selectOption('150000');
        await page.waitForURL((u) => u.searchParams.get('mileageMin') === '150000');
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15_000 });
        await expectFits(page, box, `the filters at ${width} px`);
        await expectFits(page, `${box} .filters`, `the filters' column at ${width} px`);
        await expectFits(page, `${box} .field__control`, `a filter's field at ${width} px`);
        await expectSelectsShowText(page, `${box} .filters__range select`, `the ranges' selects at ${width} px`);
        await expectNoPageOverflow(page, `the search at ${width} px`);
        await checkDirection(page, lang);
        await expectNoMissingKeys(page);
        await shot(width < 900 ? 'filters-sheet' : 'filters-sidebar', { widths: [width] });
        if (width < 900) await page.keyboard.press('Escape');
      }
    },
  },
];
