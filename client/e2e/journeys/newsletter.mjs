// The newsletter's unsubscribe link (issue 10): subscribe through the API, open the link from the email received by the
// SMTP sink, and unsubscribe with the button — signed out, in English and Urdu; the link a second time still answers
// kindly, and a link without its token explains itself.
import { checkDirection, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

export const journeys = [
  {
    id: 'unsubscribe',
    name: 'unsubscribe from the link in the newsletter email, without signing in',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, mailbox, shot, axe }) {
      const t = (key) => text(lang, 'newsletter', key);
      const email = `news.${Date.now()}.${lang}@example.com`;
      await api.post('/api/newsletter', { fullName: 'Amina Odhiambo', email });
      const link = new URL(await mailbox.waitForLink(email));
      expect(link.pathname === '/newsletter/unsubscribe' && link.searchParams.get('token'), `the emailed link: ${link}`);

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

      // The same link again: still unsubscribed, still a kind answer.
      await page.reload();
      await page.getByRole('button', { name: t('unsubscribe.action') }).click();
      await page.getByText(t('unsubscribe.done')).waitFor();

      // A link cut short.
      await page.goto(url('/newsletter/unsubscribe'));
      await page.getByText(t('unsubscribe.noToken')).waitFor();
      expect((await page.getByRole('button', { name: t('unsubscribe.action') }).count()) === 0, 'no button without a token');
    },
  },
];
