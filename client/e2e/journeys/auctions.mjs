// The auction search and lot pages (issue 13). Lots arrive only through feed imports, so the journey writes a few
// straight into the server's database (support/auction-lots.mjs). A visitor opens Auctions from the header, filters by
// make, opens a lot, sees when it comes up in their own time and in Japan's with the countdown to the bid cut-off, no
// price anywhere, and "Sign in to bid" leading to sign-in and back.
import { checkDirection, text } from '../support/buying.mjs';
import { insertAuctionLots } from '../support/auction-lots.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

const HOUR = 3_600_000;

export const journeys = [
  {
    id: 'search-and-lot',
    name: 'search by make, open a lot, both time zones, no price and a sign-in prompt for visitors',
    languages: ['en', 'ur'],
    async run({ page, url, lang, databaseUrl, axe, shot }) {
      const t = (key, params) => text(lang, 'auctions', key, params);
      const [mazda] = await insertAuctionLots(databaseUrl, [
        { make: 'Mazda', makeSlug: 'mazda', model: 'Demio', year: 2016, chassisCode: 'DJ3FS', startsAt: new Date(Date.now() + 5 * HOUR) },
        { startsAt: new Date(Date.now() + 26 * HOUR) },
        { make: 'Honda', makeSlug: 'honda', model: 'Fit', year: 2019, grade: 'R', startsAt: new Date(Date.now() + 50 * HOUR) },
      ]);

      await page.goto(url('/auctions'));
      // Reached from the header, beside the stock list (on a phone, inside the folded menu).
      const navLink = page.locator(`header nav a[href="${lang === 'en' ? '' : `/${lang}`}/auctions"]`);
      await navLink.waitFor({ state: 'attached' });
      expect((await navLink.textContent()).trim() === text(lang, 'layout', 'header.navAuctions'), 'Auctions is in the header');
      await page.getByRole('heading', { level: 1, name: t('title') }).waitFor();
      await page.getByRole('heading', { name: t('calendar.title') }).waitFor();
      await page.locator('.auction-day').first().waitFor();

      // Filter by make.
      await page.locator('.auctions__filters > summary').click();
      await page.locator('.lot-filters').getByLabel(t('filters.make'), { exact: true }).selectOption('mazda');
      await page
        .locator('.lot-filters')
        .getByRole('button', { name: t('filters.apply') })
        .click();
      await page.waitForURL(/[?&]make=mazda/);
      const card = page.getByRole('article').filter({ hasText: mazda.lotNumber });
      await card.getByRole('link', { name: /Mazda Demio/ }).waitFor();
      // The previous (unfiltered) results stay on screen, dimmed, until the new answer replaces them.
      await page.locator('.lot-card__title').filter({ hasNotText: 'Mazda' }).first().waitFor({ state: 'detached' });
      expect((await page.getByRole('article').count()) >= 1, 'the Mazda lot is listed');
      for (const model of await page.locator('.lot-card__title').allTextContents())
        expect(model.includes('Mazda'), `only Mazdas listed, saw ${model}`);
      await card.getByRole('link', { name: t('price.signIn') }).waitFor();
      expect(!(await page.locator('main').textContent()).includes('¥'), 'no yen amount for a visitor');
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('search');

      // The lot page.
      await card.getByRole('link', { name: /Mazda Demio/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Mazda Demio 2016' }).waitFor();
      const yours = t('time.yours', { time: '', zone: '' }).replace('()', '').trim();
      const japan = t('time.japan', { time: '' }).trim();
      const aside = page.locator('.lot-page__aside');
      await aside.getByText(japan, { exact: false }).first().waitFor();
      const times = await aside.locator('.lot-time').allTextContents();
      expect(times.length === 2, `start and cut-off shown, saw ${times.length}`);
      for (const time of times) {
        expect(time.includes(japan), `"${time}" shows Japan's time`);
        expect(time.includes(yours), `"${time}" shows the visitor's time`);
      }
      await aside.getByRole('timer').waitFor();
      const countdown = t('countdown.closesIn', { time: '' }).trim();
      expect((await aside.getByRole('timer').textContent()).includes(countdown.split(' ')[0]), 'the countdown runs');
      expect(!(await page.locator('main').textContent()).includes('¥'), 'no start price for a visitor');
      await page.getByRole('heading', { name: t('sheet.title') }).waitFor();
      await page.getByText(text(lang, 'auctions', 'equipment.codes.NAVI')).waitFor();
      const signIn = page.getByRole('link', { name: t('bid.signIn') });
      const href = await signIn.getAttribute('href');
      expect(
        href.includes('/auth?next=') && href.includes(encodeURIComponent(`/auctions/lots/${mazda.id}`)),
        `sign-in comes back here: ${href}`,
      );
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('lot');

      await signIn.click();
      await page.waitForURL(/\/auth\?next=/);
    },
  },
];
