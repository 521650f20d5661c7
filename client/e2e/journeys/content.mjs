// Content pages (issue 11, the web client): How to pay in Urdu, right to left, with its own text; a page without a
// Portuguese translation shows the English text with the note saying so; CSR's policy and activities tabs switch (by
// click and by arrow key); the footer's Company/Help/Legal links and the sitemap page lead to the pages.
import { checkDirection, SUPERADMIN, text } from '../support/buying.mjs';
import { currentPath, expect, expectNoMissingKeys } from '../support/expect.mjs';

const c = (lang, key, params) => text(lang, 'content', key, params);

/** The text of the first h2/h3 of a section's HTML ("<h3>Safety first</h3>…" → "Safety first"). */
function firstHeading(html) {
  const inner = /<h[23][^>]*>([\s\S]*?)<\/h[23]>/.exec(html)?.[1];
  if (!inner) throw new Error(`no heading in the section: ${html.slice(0, 120)}`);
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

export const journeys = [
  {
    id: 'how-to-pay',
    name: 'How to pay in the page’s language: its title, the Jamaica rule, no fallback note',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, shot, axe }) {
      const expected = await api.get(`/api/pages/how-to-pay?lang=${lang}`);
      expect(expected.language === lang && !expected.fallback, `How to pay is written in ${lang}`);
      await page.goto(url('/how-to-pay'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: expected.title }).waitFor();
      await page.getByText(expected.summary).waitFor();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      const body = await page.locator('.prose').innerText();
      expect(body.includes(lang === 'ur' ? 'جمیکا' : 'Jamaica'), 'the Jamaica rule is on the page');
      expect((await page.getByRole('note').count()) === 0, 'no fallback note on a translated page');
      expect((await page.title()).startsWith(expected.title), `the document title names the page: ${await page.title()}`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('page');
    },
  },
  {
    id: 'fallback',
    name: 'a page without a Portuguese translation shows English with the note',
    languages: ['pt'],
    async run({ page, url, lang, api, shot, axe }) {
      // Every page is written in Portuguese in the reference data: staff take one translation away for this journey,
      // and put it back after.
      const staff = { token: (await api.login(SUPERADMIN.email, SUPERADMIN.password)).token };
      const written = (await api.get('/api/admin/pages/cookie-policy', staff)).translations.find((t) => t.language === 'pt');
      if (written) await api.delete('/api/admin/pages/cookie-policy/translations/pt', staff);
      try {
        const expected = await api.get('/api/pages/cookie-policy?lang=pt');
        expect(expected.fallback && expected.language === 'en', 'the cookie policy is not translated into Portuguese');
        await page.goto(url('/cookie-policy'));
        const heading = page.getByRole('heading', { level: 1, name: expected.title });
        await heading.waitFor();
        await page.getByRole('note').getByText(c(lang, 'fallback')).waitFor();
        expect((await page.locator('.content-page__header').getAttribute('lang')) === 'en', 'the English text is marked as English');
        expect((await page.locator('html').getAttribute('lang')) === 'pt', 'the page stays Portuguese');
        await expectNoMissingKeys(page);
        await axe();
        await shot('fallback');
      } finally {
        if (written) {
          const { title, summary, body } = written;
          await api.put('/api/admin/pages/cookie-policy/translations/pt', { title, summary, body }, staff);
        }
      }
    },
  },
  {
    id: 'csr-tabs',
    name: 'CSR: the policy and activities tabs switch',
    languages: ['en', 'ur'],
    viewport: { width: 1280, height: 900 },
    async run({ page, url, lang, api, shot, axe }) {
      const csr = await api.get(`/api/pages/csr?lang=${lang}`);
      const [policy, activities] = csr.sections;
      // Each tab's first heading, in the page's language, as the server wrote it.
      const policyHeading = firstHeading(policy.html);
      const activitiesHeading = firstHeading(activities.html);
      await page.goto(url('/csr'));
      await checkDirection(page, lang);
      await page.getByRole('heading', { level: 1, name: csr.title }).waitFor();
      if (csr.fallback) await page.getByRole('note').getByText(c(lang, 'fallback')).waitFor();
      const tabs = page.getByRole('tablist', { name: c(lang, 'sectionsLabel', { title: csr.title }) });
      const policyTab = tabs.getByRole('tab', { name: policy.title });
      const activitiesTab = tabs.getByRole('tab', { name: activities.title });
      expect((await policyTab.getAttribute('aria-selected')) === 'true', 'the policy tab is open first');
      await page.getByRole('heading', { name: policyHeading }).waitFor();
      await axe();
      await shot('policy');

      await activitiesTab.click();
      await page.getByRole('heading', { name: activitiesHeading }).waitFor();
      expect((await page.getByRole('heading', { name: policyHeading }).count()) === 0, 'the policy panel is closed');
      await page.waitForURL((address) => address.searchParams.get('tab') === 'activities');
      await shot('activities');

      // The keyboard: the arrow that points back (mirrored in right-to-left pages) returns to the policy.
      await activitiesTab.focus();
      await page.keyboard.press(lang === 'ur' ? 'ArrowRight' : 'ArrowLeft');
      await page.getByRole('heading', { name: policyHeading }).waitFor();
      expect((await policyTab.getAttribute('aria-selected')) === 'true', 'the arrow key moved back to the policy');
      await expectNoMissingKeys(page);
    },
  },
  {
    id: 'footer',
    name: 'the footer and the sitemap lead to the content pages',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, shot, axe }) {
      const l = (key) => text(lang, 'layout', `footer.${key}`);
      await page.goto(url('/'));
      await checkDirection(page, lang);
      const footer = page.locator('footer.site-footer');
      for (const group of ['company', 'help', 'legal']) await footer.getByRole('heading', { name: l(group) }).waitFor();
      await footer.getByRole('link', { name: l('howToPay'), exact: true }).click();
      const howToPay = await api.get(`/api/pages/how-to-pay?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: howToPay.title }).waitFor();
      expect(currentPath(page) === (lang === 'en' ? '/how-to-pay' : `/${lang}/how-to-pay`), `at How to pay: ${currentPath(page)}`);

      await footer.getByRole('link', { name: l('sitemap'), exact: true }).click();
      const sitemap = page.getByRole('navigation', { name: c(lang, 'sitemap.label') });
      await sitemap.waitFor();
      for (const group of ['cars', 'help', 'company', 'legal', 'account']) {
        await sitemap.getByRole('heading', { name: c(lang, `sitemap.groups.${group}`) }).waitFor();
      }
      expect((await sitemap.getByRole('link').count()) >= 25, 'the sitemap links every public page');
      await expectNoMissingKeys(page);
      await axe();
      await shot('sitemap');

      await sitemap.getByRole('link', { name: c(lang, 'links.terms-of-trade') }).click();
      const terms = await api.get(`/api/pages/terms-of-trade?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: terms.title }).waitFor();
      // An in-text link keeps the language and stays in the app.
      await page.locator('.prose').getByRole('link').first().click();
      await page.waitForURL((address) =>
        address.pathname.startsWith(lang === 'en' ? '/export-information' : `/${lang}/export-information`),
      );
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
];
