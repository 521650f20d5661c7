// The price calculator (issue 11): a signed-in customer opens a car, unfolds "Estimate delivered price" and gets a CIF
// RoRo quote to Karachi with marine insurance — every line and the total as the server computes them; a visitor
// follows the footer's link and quotes an FOB amount to Mombasa by container (Kenya's inspection comes in, required),
// first seeing the server's field error for the missing amount; on a car's page a visitor is asked to sign in.
import { availableCar, checkDirection, signInAs, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys, waitForLiveScreen } from '../support/expect.mjs';

const QUOTE = '/api/price-calculator/calculate-price';
/** The digits of an amount as shown ("$6,358.06" → "635806"): the page formats per locale, the server sends decimals. */
const digits = (value) => String(value).replace(/\D/g, '');

/** Each line of the quote on the page against the server's own answer to the same question. */
async function expectQuoteMatches(page, quote) {
  const table = page.locator('table.quote-table');
  await table.waitFor();
  for (const line of quote.lines) {
    const shown = await table.locator(`tr[data-line="${line.key}"] .quote-line__amount`).innerText();
    expect(digits(shown) === digits(line.amount), `${line.key}: shown ${shown}, server ${line.amount}`);
  }
  const rows = await table.locator('tbody tr').count();
  expect(rows === quote.lines.length, `${rows} lines shown, the server answered ${quote.lines.length}`);
  const total = await table.locator('.quote-total').innerText();
  expect(digits(total) === digits(quote.total), `total shown ${total}, server ${quote.total}`);
}

export const journeys = [
  {
    id: 'car',
    name: 'a signed-in customer quotes a car CIF by RoRo to Karachi with insurance, line by line',
    languages: ['en', 'ur'],
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'calculator', key, params);
      const customer = await api.register({ country: 'PK' });
      const car = await availableCar(api);
      log(`car ${car.ref}`);
      const expected = await api.post(
        QUOTE,
        {
          stockRef: car.ref,
          destinationCountry: 'PK',
          destinationPort: 'Karachi',
          method: 'roro',
          tradeTerms: 'CIF',
          insurance: true,
          inspection: false,
          currency: 'USD',
        },
        { token: customer.token },
      );
      expect(expected.fobSource === 'car' && expected.insured, 'the server quotes the car’s own price, insured');

      await signInAs(page, url, customer);
      await page.goto(url(`/cars/${car.ref}`));
      await checkDirection(page, lang);
      await waitForLiveScreen(page);
      await page.getByText(t('carPanel.summary'), { exact: true }).click();
      const form = page.locator('form.quote-form');
      await form.waitFor();
      await form.getByText(t('form.carPrice', { ref: car.ref })).waitFor();
      await form.getByLabel(t('form.country')).selectOption('PK');
      await form.getByLabel(t('form.port')).selectOption('Karachi');
      await form.getByLabel(t('form.method')).selectOption('roro');
      expect((await form.getByLabel(t('form.terms')).inputValue()) === 'CIF', 'CIF is the default');
      const insurance = form.getByRole('checkbox', { name: t('form.insurance') });
      expect((await insurance.isChecked()) && (await insurance.isDisabled()), 'CIF always includes the insurance');
      await form.getByRole('button', { name: t('form.submit') }).click();

      await expectQuoteMatches(page, expected);
      await page.getByRole('heading', { name: t('quote.heading') }).waitFor();
      await page.locator('tr[data-line="insurance"]').getByText(t('quote.lines.insurance')).waitFor();
      await page.locator('tr[data-line="freight"]').getByText(t('quote.lines.freight')).waitFor();
      await page.locator('.eligibility').waitFor();
      await page.locator('.quote').scrollIntoViewIfNeeded();
      await expectNoMissingKeys(page);
      await axe();
      await shot('quote');
    },
  },
  {
    id: 'visitor',
    name: 'a visitor quotes an FOB amount to Mombasa by container from the footer; a car asks them to sign in',
    languages: ['en', 'ur'],
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, params) => text(lang, 'calculator', key, params);
      const errors = (key, params) => text(lang, 'errors', key, params);
      const question = {
        fobAmount: '4000',
        destinationCountry: 'KE',
        destinationPort: 'Mombasa',
        method: 'container',
        tradeTerms: 'CFR',
        insurance: false,
        inspection: true,
        currency: 'USD',
      };
      const expected = await api.post(QUOTE, question);
      expect(
        expected.lines.some((l) => l.key === 'inspection' && l.required),
        'Kenya requires the inspection',
      );

      // A car's page: no price, a sign-in prompt and the calculator's link.
      const car = await availableCar(api);
      await page.goto(url(`/cars/${car.ref}`));
      await checkDirection(page, lang);
      await waitForLiveScreen(page);
      await page.getByText(t('carPanel.summary'), { exact: true }).click();
      await page.getByRole('link', { name: t('carPanel.signIn') }).waitFor();
      await page.getByRole('link', { name: t('carPanel.orAmount') }).waitFor();

      // The footer's link.
      await page.goto(url('/'));
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: text(lang, 'layout', 'footer.priceCalculator') })
        .click();
      await page.getByRole('heading', { level: 1, name: t('title') }).waitFor();
      const form = page.locator('form.quote-form');
      await form.getByLabel(t('form.country')).selectOption('KE');
      expect((await form.getByLabel(t('form.port')).inputValue()) === 'Mombasa', 'Kenya’s one port is chosen');
      await form.getByLabel(t('form.method')).selectOption('container');
      await form.getByLabel(t('form.terms')).selectOption('CFR');
      // CFR: insurance is a choice (ticked by default); this visitor leaves it out.
      await form.getByRole('checkbox', { name: t('form.insurance') }).uncheck();
      const inspection = form.getByRole('checkbox', { name: t('form.inspection') });
      expect((await inspection.isChecked()) && (await inspection.isDisabled()), 'Kenya’s inspection is required');

      // Without an amount: the server's field error beside the field.
      await form.getByRole('button', { name: t('form.submit') }).click();
      await form.getByText(errors('QUOTE_PRICE_REQUIRED')).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('missing-amount');

      await form.getByLabel(t('form.fobAmount', { currency: 'USD' })).fill('4000');
      await form.getByRole('button', { name: t('form.submit') }).click();
      await expectQuoteMatches(page, expected);
      await page
        .locator('tr[data-line="inspection"]')
        .getByText(t('quote.inspectionRequired', { agency: 'QISJ' }))
        .waitFor();
      expect((await page.locator('tr[data-line="insurance"]').count()) === 0, 'CFR without insurance has no insurance line');
      await page.locator('.quote').scrollIntoViewIfNeeded();
      await expectNoMissingKeys(page);
      await axe();
      await shot('quote');

      // In yen (issue 27): the amount is typed in yen, its label says so, and it is quoted as the dollars it makes at
      // the current rate (the demo's 151.5 yen to the dollar: ¥606,000 is $4,000.00, the same quote in yen).
      const { rates } = await api.get('/api/currencies/rates');
      const yenRate = rates.find((r) => r.currency === 'JPY').rate;
      const inYen = await api.post(QUOTE, { ...question, currency: 'JPY' });
      await form.getByLabel(t('form.currency')).selectOption('JPY');
      const yen = form.getByLabel(t('form.fobAmount', { currency: 'JPY' }));
      await yen.waitFor();
      expect((await form.getByLabel(t('form.fobAmount', { currency: 'USD' })).count()) === 0, 'the amount is no longer in USD');
      const yenAmount = String(Math.round(4000 * Number(yenRate)));
      await yen.fill(yenAmount);
      await form.getByRole('button', { name: t('form.submit') }).click();
      await expectQuoteMatches(page, inYen);
      await form.scrollIntoViewIfNeeded();
      await expectNoMissingKeys(page);
      await shot('quote-jpy');
    },
  },
];
