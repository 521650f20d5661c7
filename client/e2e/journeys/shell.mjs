// The shell: every page has the layout (header, main, footer), in the page's language and direction, and client
// routes reload into the app. The feature files hold the screens' own journeys.
/* global document */
import { expect, expectLtr, expectNoMissingKeys, expectRtl } from '../support/expect.mjs';
import { ALL_LANGUAGES, atWidth, expectFits, expectNoPageOverflow, expectOneLine } from '../support/layout.mjs';

async function expectLayout(page) {
  await page.getByRole('banner').first().waitFor({ state: 'visible' });
  await page.getByRole('main').first().waitFor({ state: 'visible' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
}

export const journeys = [
  {
    id: 'home',
    name: 'the home page shows the layout in the language and direction of its URL',
    languages: ['en', 'ur'],
    async run({ page, url, lang, shot, axe }) {
      await page.goto(url('/'));
      await expectLayout(page);
      if (lang === 'ur') await expectRtl(page);
      else await expectLtr(page, { lang });
      await expectNoMissingKeys(page);
      await axe();
      await shot('home');
    },
  },
  {
    id: 'reload',
    name: 'a client route reloads into the app',
    async run({ page, url }) {
      const response = await page.goto(url('/auth'));
      if (response?.status() !== 200) throw new Error(`expected 200 for /auth, got ${response?.status()}`);
      await expectLayout(page);
    },
  },
  {
    id: 'nav-one-line',
    name: 'the header keeps its nav on one line at desktop width and fits a phone, in every language',
    languages: ALL_LANGUAGES,
    async run({ page, url, lang, shot }) {
      await atWidth(page, 1280);
      await page.goto(url('/'));
      await expectLayout(page);
      if (lang === 'ur') await expectRtl(page);
      else await expectLtr(page, { lang });
      // Every link on the one row, none of them wrapped, none scrolled out of the nav.
      await expectOneLine(page, '.site-nav a', 'the nav at 1280 px');
      await expectFits(page, '.site-nav', 'the nav at 1280 px');
      await expectFits(page, '.site-header__inner', 'the header at 1280 px');
      const rows = await page.evaluate(() =>
        ['.site-header__brand', '.site-nav', '.header-search', '.site-header__tools'].map((s) => document.querySelector(s).offsetTop),
      );
      expect(new Set(rows).size === 1, `the header's parts share one row at 1280 px: offsetTop ${rows.join(', ')}`);
      await expectNoPageOverflow(page, 'the home page at 1280 px');
      await shot('header', { widths: [1280] });

      // A phone: the menu button opens the nav, one link a line, inside the screen.
      await atWidth(page, 360);
      await expectFits(page, '.site-header__inner', 'the header at 360 px');
      await page.locator('.site-header__menu-button').click();
      await page.locator('.site-nav--open').waitFor();
      await expectFits(page, '.site-nav', 'the open menu at 360 px');
      await expectNoPageOverflow(page, 'the home page at 360 px');
      await expectNoMissingKeys(page);
      await shot('header-menu', { widths: [360] });
    },
  },
];
