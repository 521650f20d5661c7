// The FAQ, the global office network and the WhatsApp widget's support agents (issue 11): data staff edit, loaded
// on a fresh start as reference data (src/database/reference/faq.ts, directory.ts). The FAQ is reached from the
// footer, filtered as one types, a question opened and its answer read; the office network in its region tabs, Africa
// showing Nairobi with its phone and WhatsApp links and the time there; the widget listing the three seeded agents.
import { text, checkDirection } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

/** A seeded question and a word of it, per language (src/database/reference/faq.ts, category "shipping"). */
const DELIVERY = {
  en: { filter: 'delivery', question: 'How long does delivery take?', answer: '4 to 8 weeks' },
  ur: { filter: 'ترسیل', question: 'ترسیل میں کتنا وقت لگتا ہے؟', answer: '4 سے 8 ہفتے' },
};
const AGENTS = ['Kenji Sato', 'Amina Hassan', 'Bilal Ahmed'];

export const journeys = [
  {
    id: 'faq',
    name: 'from the footer to the FAQ: filter the questions, open one and read its answer',
    languages: ['en', 'ur'],
    async run({ page, url, lang, shot, axe }) {
      const t = (key, values) => text(lang, 'help', key, values);
      const seeded = DELIVERY[lang];
      await page.goto(url('/'));
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: text(lang, 'layout', 'footer.faq') })
        .click();
      await page.waitForURL((u) => u.pathname.endsWith('/faq'));
      await page.getByRole('heading', { level: 1, name: t('faq.title') }).waitFor();
      await checkDirection(page, lang);
      await page.locator('details.faq__item').first().waitFor();
      const all = await page.locator('details.faq__item').count();
      expect(all >= 20, `the seeded FAQ shows its twenty questions (${all})`);
      await expectNoMissingKeys(page);
      await axe();
      await shot('list');

      await page.getByRole('searchbox', { name: t('faq.filter') }).fill(seeded.filter);
      await page.getByRole('status').filter({ hasText: /\d/ }).waitFor();
      const shown = await page.locator('details.faq__item').count();
      expect(shown >= 1 && shown < all, `the filter narrows the questions (${shown} of ${all})`);
      const question = page.locator('summary', { hasText: seeded.question });
      await question.click();
      const answer = page.locator('details[open] .faq__answer');
      await answer.getByText(seeded.answer).waitFor();
      expect(await question.evaluate((el) => el.parentElement.open), 'the question opens');
      await axe();
      await shot('answer');
      await page.getByRole('link', { name: t('faq.contactUs') }).waitFor();
    },
  },
  {
    id: 'offices',
    name: 'the global office network: the head office first, the Africa tab shows Nairobi with phone, WhatsApp and its local time',
    languages: ['en', 'ur'],
    async run({ page, url, lang, shot, axe }) {
      const t = (key, values) => text(lang, 'help', key, values);
      await page.goto(url('/offices'));
      await page.getByRole('heading', { level: 1, name: t('offices.title') }).waitFor();
      await checkDirection(page, lang);
      expect(
        (await page.getByRole('tab', { name: t('offices.region.Headquarters') }).getAttribute('aria-selected')) === 'true',
        'Headquarters is the first tab, selected',
      );
      await page.getByRole('heading', { level: 3, name: 'Head office' }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('headquarters');

      await page.getByRole('tab', { name: t('offices.region.Africa') }).click();
      const nairobi = page.locator('li.office', { has: page.getByRole('heading', { level: 3, name: 'Nairobi office' }) });
      await nairobi.waitFor();
      expect(new URL(page.url()).searchParams.get('region') === 'Africa', 'the tab is kept in the URL');
      const tel = await nairobi.getByRole('link', { name: '+254 20 555 0140' }).getAttribute('href');
      expect(tel === 'tel:+254205550140', `a tel: link (${tel})`);
      const wa = await nairobi.locator('a[href^="https://wa.me/254700555014"]').count();
      expect(wa === 1, 'a WhatsApp link to the office');
      await nairobi.locator('time').waitFor();
      await axe();
      await shot('africa');
    },
  },
  {
    id: 'widget',
    name: 'the WhatsApp widget lists the seeded support agents with their languages',
    async run({ page, url, shot, axe }) {
      await page.goto(url('/faq'));
      await page.getByRole('button', { name: text('en', 'layout', 'whatsapp.open') }).click();
      const panel = page.getByRole('region', { name: text('en', 'layout', 'whatsapp.title') });
      for (const name of AGENTS) await panel.getByRole('link', { name: new RegExp(name) }).waitFor();
      const href = await panel.getByRole('link', { name: /Bilal Ahmed/ }).getAttribute('href');
      expect(href.startsWith('https://wa.me/819055550103'), `Bilal's wa.me link (${href})`);
      await panel.getByText(/English, Urdu/).waitFor();
      await axe();
      await shot('agents');
    },
  },
];
