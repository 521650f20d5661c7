// The newsletter's unsubscribe link (issue 10): subscribe through the API, open the link from the email received by the
// SMTP sink, and unsubscribe with the button — signed out, in English and Urdu; the link a second time still answers
// kindly, and a link without its token explains itself. The popup (after 15 seconds, on a controlled clock): not before,
// not on the sign-in page, the spec's messages, subscribed, not again after a reload; a call that hangs times out.
/* global document */
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

/** The popup's dialog, by its title. */
const popupOf = (page, lang) => page.getByRole('dialog', { name: text(lang, 'newsletter', 'popup.title') });
/** Opens a page and waits until the app is up (its timers started), before the clock is moved. */
async function open(page, address) {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
}

journeys.push(
  {
    id: 'popup',
    name: 'the popup appears after 15 seconds (controlled clock), subscribes, and does not come back after a reload',
    languages: ['en', 'ur'],
    newsletterPopup: true,
    async run({ page, url, lang, mailbox, shot, axe }) {
      const t = (key) => text(lang, 'newsletter', key);
      await page.clock.install();
      // The sign-in page starts no timer; the header's link home (no reload) starts it, so the clock is moved from a
      // known moment.
      await open(page, url('/auth'));
      await checkDirection(page, lang);
      const popup = popupOf(page, lang);
      await page.locator('.site-header__brand').click();
      await page.clock.fastForward(14_000);
      await page.waitForTimeout(300);
      expect((await popup.count()) === 0, 'no popup before 15 seconds');
      await page.clock.fastForward(1_500);
      await popup.waitFor();
      // Focus is inside the dialog, on its first field.
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('name'));
      expect(focused === 'fullName', `focus starts on the full name: ${focused}`);

      // The spec's messages, beside the fields.
      await popup.getByRole('button', { name: t('popup.subscribe') }).click();
      await popup.getByText(text(lang, 'errors', 'FULL_NAME_REQUIRED')).waitFor();
      await popup.getByText(text(lang, 'errors', 'EMAIL_REQUIRED')).waitFor();
      await popup.getByLabel(t('popup.email'), { exact: false }).fill('amina@');
      await popup.getByText(text(lang, 'errors', 'EMAIL_FORMAT_INVALID')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('popup-errors');

      const email = `popup.${Date.now()}.${lang}@example.com`;
      await popup.getByLabel(t('popup.fullName'), { exact: false }).fill('Amina Odhiambo');
      await popup.getByLabel(t('popup.email'), { exact: false }).fill(email);
      await popup.getByRole('button', { name: t('popup.subscribe') }).click();
      await popup.getByText(text(lang, 'errors', 'NEWSLETTER_SUBSCRIBED')).waitFor();
      await axe();
      await shot('popup-done');
      const mail = await mailbox.waitForMail(email);
      expect(mail.text.includes('/newsletter/unsubscribe?token='), 'the confirmation email has its unsubscribe link');
      await popup.getByRole('button', { name: t('popup.close') }).click();
      await popup.waitFor({ state: 'hidden' });

      // Submitted: not again, even after a reload and a long stay.
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.clock.fastForward(60_000);
      await page.waitForTimeout(500);
      expect((await popup.count()) === 0, 'no popup once submitted');
    },
  },
  {
    id: 'popup-timeout',
    name: 'the popup says "Request timed out. Please try again." when the server does not answer; Escape closes it for good',
    languages: ['en', 'ur'],
    newsletterPopup: true,
    async run({ page, url, lang, shot, axe }) {
      const t = (key) => text(lang, 'newsletter', key);
      await page.clock.install();
      await page.route('**/api/newsletter', () => undefined); // never answered
      await open(page, url('/'));
      await checkDirection(page, lang);
      // Not on the sign-in page: going there and waiting brings nothing.
      await open(page, url('/auth'));
      await page.clock.fastForward(20_000);
      await page.waitForTimeout(300);
      const popup = popupOf(page, lang);
      expect((await popup.count()) === 0, 'no popup on the sign-in page');

      await open(page, url('/'));
      await page.clock.fastForward(15_500);
      await popup.waitFor();
      await popup.getByLabel(t('popup.fullName'), { exact: false }).fill('Amina Odhiambo');
      await popup.getByLabel(t('popup.email'), { exact: false }).fill(`slow.${Date.now()}@example.com`);
      await popup.getByRole('button', { name: t('popup.subscribe') }).click();
      await popup.getByRole('button', { name: t('popup.sending') }).waitFor();
      await page.clock.fastForward(10_500);
      await popup.getByText(text(lang, 'errors', 'TIMEOUT')).waitFor();
      await axe();
      await shot('popup-timeout');

      // Escape closes it, focus goes back to the page, and it is not offered again.
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
      const seen = await page.evaluate(() => localStorage.getItem('newsletterPopupSeen'));
      expect(seen !== null, 'closing marks it seen');
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.clock.fastForward(30_000);
      await page.waitForTimeout(500);
      expect((await popup.count()) === 0, 'no popup once seen');
    },
  },
);
