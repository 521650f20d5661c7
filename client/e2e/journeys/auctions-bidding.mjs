// Bidding on an auction lot (issue 13). A customer registers; staff record their auction deposit through the API; the
// customer opens a lot and sees a bidding power of 10 × the deposit, sends a bid below the lot's start price (refused,
// naming it: issue 24) and one above the power (refused, naming it), then one within it (open), changes it, and finds it
// in the profile's Inquiry & Bid List. The lot comes up and staff record its result "lost": the customer sees "Lost",
// the bidding power back in full, and the lot's page shows the result with no countdown.
import { randomBytes } from 'node:crypto';
import { superadmin } from '../support/admin.mjs';
import { insertAuctionLots, lotCameUp } from '../support/auction-lots.mjs';
import { TABLET_TOO } from '../support/journey-helpers.mjs';
import { checkDirection, signInAs, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

const HOUR = 3_600_000;
const DEPOSIT = '200000';

/** The yen an element shows, as plain digits (Urdu's digits read as Latin ones). */
const digitsOf = (value) =>
  value
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\D/g, '');

/** Waits until `locator` shows the amount `digits` (it changes once the answers that follow a bid arrive). */
async function waitForYen(locator, digits, what) {
  const until = Date.now() + 15_000;
  let seen = '';
  while (Date.now() < until) {
    seen = digitsOf((await locator.first().textContent()) ?? '');
    if (seen === digits) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: expected ${digits}, saw ${seen}`);
}

/** The fixed parts of a text with parameters (filled with a marker): each must appear in what the page shows. */
const fixedParts = (filled) =>
  filled
    .split('\u0000')
    .map((part) => part.trim())
    .filter((part) => part.length > 1);

export const journeys = [
  {
    id: 'bid',
    name: 'deposit, bidding power, a low bid refused for the customer, one above the power refused, one within it, changed, listed, then lost',
    languages: ['en', 'ur'],
    timeout: 120_000,
    async run({ page, url, lang, api, databaseUrl, axe, shot }) {
      const t = (key, params) => text(lang, 'auctions', key, params);
      const [lot] = await insertAuctionLots(databaseUrl, [
        { make: 'Nissan', makeSlug: 'nissan', model: 'Note', year: 2017, chassisCode: 'E12', startsAt: new Date(Date.now() + 6 * HOUR) },
      ]);
      const customer = await api.register({ firstName: 'Bilal', country: 'KE' });
      const boss = await superadmin(api);
      await api.post(
        '/api/admin/auctions/deposits',
        {
          customerId: customer.user.id,
          amountJpy: DEPOSIT,
          bankReference: `E2E${randomBytes(4).toString('hex').toUpperCase()}`,
          valueDate: new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 10),
        },
        { token: boss.token },
      );

      await signInAs(page, url, customer);
      await page.goto(url(`/auctions/lots/${lot.id}`));
      await page.getByRole('heading', { level: 1, name: 'Nissan Note 2017' }).waitFor();
      const aside = page.locator('.lot-page__aside');
      const power = aside.locator('.bid-power__amount');
      await power.waitFor();
      await waitForYen(power, '2000000', 'the bidding power is 10 × the deposit');

      // Below the start price (¥1,000 on a ¥450,000 lot): refused before it is sent, naming the start price.
      const maxBid = aside.getByLabel(t('form.maxBid'), { exact: false });
      await maxBid.fill('1000');
      await aside.getByRole('button', { name: t('form.submit') }).click();
      const low = aside.locator('.field__error').first();
      await low.waitFor();
      const lowText = await low.textContent();
      for (const part of fixedParts(text(lang, 'errors', 'BID_BELOW_START_PRICE', { startPrice: '\u0000' })))
        expect(lowText.includes(part), `"${lowText}" says "${part}"`);
      expect(digitsOf(lowText) === '450000', `the start price is named: ${lowText}`);
      await waitForYen(power, '2000000', 'nothing is held for a refused bid');
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('below-start', { widths: TABLET_TOO });

      // Above the power: refused, and the message says how much power there is.
      await maxBid.fill('2500000');
      await aside.getByRole('button', { name: t('form.submit') }).click();
      const refusal = aside.locator('.bid-failure');
      await refusal.waitFor();
      const refused = await refusal.textContent();
      for (const part of fixedParts(text(lang, 'errors', 'BID_ABOVE_POWER', { available: '\u0000', needed: '\u0000' })))
        expect(refused.includes(part), `"${refused}" says "${part}"`);
      expect(digitsOf(refused).startsWith('2000000'), `the power available is named: ${refused}`);
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('refused');

      // Within the power: open.
      await maxBid.fill('1,500,000');
      await aside.locator('.bid-form__echo strong').waitFor();
      expect(digitsOf(await aside.locator('.bid-form__echo strong').textContent()) === '1500000', 'the amount is echoed as typed');
      await aside.getByLabel(t('form.note'), { exact: false }).fill('Only if the sheet shows no rust');
      await aside.getByRole('button', { name: t('form.submit') }).click();
      await aside.getByText(t('form.sent')).waitFor();
      await aside.locator('.bid-open').waitFor();
      await aside.locator('.bid-open .badge').getByText(t('status.open')).waitFor();
      await waitForYen(power, '500000', 'the bid holds 1,500,000 of the power');

      // Change it.
      await aside.getByRole('button', { name: t('open.change') }).click();
      await maxBid.fill('1600000');
      await aside.getByRole('button', { name: t('form.saveChange') }).click();
      await aside.getByText(t('form.changed')).waitFor();
      await waitForYen(power, '400000', 'the changed bid holds 1,600,000');
      expect(digitsOf(await aside.locator('.bid-open__max').textContent()) === '1600000', 'the new maximum is shown');
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('open');

      // The profile's Inquiry & Bid List.
      await aside.getByRole('link', { name: t('open.allBids') }).click();
      await page.waitForURL(/\/profile\/inquiries\?list=bids/);
      await page.getByRole('tab', { name: text(lang, 'profile', 'lists.bids'), selected: true }).waitFor();
      const card = page.locator('.bid-card').filter({ hasText: lot.lotNumber });
      await card.getByRole('link', { name: 'Nissan Note 2017' }).waitFor();
      await card.locator('.badge').getByText(t('status.open')).waitFor();
      expect(digitsOf(await card.locator('.bid-card__facts dd').first().textContent()) === '1600000', 'the maximum bid is listed');
      await card.locator('.lot-time').waitFor();
      await page.locator('.bids-account .bid-power__amount').waitFor();
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('bid-list');

      // The lot comes up; staff record its result: lost (sold to another buyer). The hold is released.
      await lotCameUp(databaseUrl, lot.id);
      await api.post(`/api/admin/auctions/lots/${lot.id}/result`, { result: 'lost', hammerPriceJpy: '1700000' }, { token: boss.token });
      await page.reload();
      const lost = page.locator('.bid-card').filter({ hasText: lot.lotNumber });
      await lost.locator('.badge').getByText(t('status.lost')).waitFor();
      const restored = page.locator('.bids-account .bid-power__amount');
      await restored.waitFor();
      await waitForYen(restored, '2000000', 'the power is whole again');
      await page.locator('.bids-ledger__row').first().waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('lost');

      // The lot's page: the result and what became of the bid, and no countdown any more.
      await lost.getByRole('link', { name: 'Nissan Note 2017' }).click();
      await page.getByRole('heading', { level: 2, name: t('result.title') }).waitFor();
      await page.locator('.lot-result').getByText(t('result.sold')).waitFor();
      await page.locator('.lot-my-bid .badge').getByText(t('status.lost')).waitFor();
      expect((await page.getByRole('timer').count()) === 0, 'no countdown once the lot has come up');
      expect((await page.getByRole('button', { name: t('form.submit') }).count()) === 0, 'no bid form once the lot has come up');
      await checkDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('lot-result', { widths: TABLET_TOO });
    },
  },
];
