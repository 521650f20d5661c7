// The shell: every page has the layout (header, main, footer), in the page's language and direction, and client
// routes reload into the app. The feature files hold the screens' own journeys.
import { expectLtr, expectNoMissingKeys, expectRtl } from '../support/expect.mjs';

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
];
