// The currency switcher (issue 11, the web client): a signed-in customer chooses EUR in the pre-header, the car's
// price shows in euros — the amount worked out here from the seeded rate, exactly — and a reload keeps EUR because
// the profile keeps it (the browser's own copy of the choice is removed first). The pre-header lists the rates, and
// neither it nor the page is wider than a phone.
/* global document, window */
import { availableCar, checkDirection, SESSION_KEY, signInAs, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

/** amount × rate, rounded half-up to `decimals`, with BigInt: what the page must show. */
function multiply(amount, rate, decimals) {
  const parse = (s) => {
    const [whole, fraction = ''] = s.split('.');
    return { digits: BigInt(whole + fraction), scale: fraction.length };
  };
  const a = parse(amount);
  const r = parse(rate);
  let product = a.digits * r.digits;
  const divisor = 10n ** BigInt(a.scale + r.scale - decimals);
  const remainder = product % divisor;
  product /= divisor;
  if (remainder * 2n >= divisor) product += 1n;
  return { units: product / 10n ** BigInt(decimals), minor: product % 10n ** BigInt(decimals) };
}

/** The digits a price shows, Latin or Urdu/Arabic-Indic, without grouping: "€11,500.25" → "1150025". */
const digitsOf = (shown) =>
  shown
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');

const priceText = (page) => page.locator('.car__price').first().innerText();

/** Neither the pre-header nor the page scrolls sideways at this width. */
async function expectNoOverflow(page, width) {
  await page.setViewportSize({ width, height: 844 });
  await page.waitForTimeout(100);
  const sizes = await page.evaluate(() => {
    const bar = document.querySelector('.pre-header__inner');
    return { page: document.documentElement.scrollWidth, view: window.innerWidth, bar: bar.scrollWidth, barBox: bar.clientWidth };
  });
  expect(sizes.page <= sizes.view, `the page fits ${width} px: ${JSON.stringify(sizes)}`);
  expect(sizes.bar <= sizes.barBox, `the pre-header fits ${width} px: ${JSON.stringify(sizes)}`);
}

export const journeys = [
  {
    id: 'switch',
    name: 'a customer switches to EUR in the pre-header, the car price shows in euros, and a reload keeps EUR',
    languages: ['en', 'ur'],
    timeout: 120_000,
    async run({ page, url, lang, api, shot, axe, log }) {
      const t = (key, params) => text(lang, 'layout', key, params);
      const customer = await api.register({ country: 'KE' });
      const { ref } = await availableCar(api);
      const car = await api.get(`/api/cars/detail/ref/${ref}`, { token: customer.token });
      const rates = await api.get('/api/currencies/rates');
      const eur = rates.rates.find((rate) => rate.currency === 'EUR');
      expect(car.price?.currency === 'USD', `the car has a USD price: ${JSON.stringify(car.price)}`);
      expect(eur, 'the demo data has a EUR rate');
      const expected = multiply(car.price.amount, eur.rate, 2);
      // The catalogue shows converted prices in whole units, every currency alike: the cents rounded half-up.
      const expectedDigits = String(expected.units + (expected.minor >= 50n ? 1n : 0n));
      log(`car ${ref}: ${car.price.amount} USD × ${eur.rate} = ${expected.units}.${String(expected.minor).padStart(2, '0')} EUR`);

      await signInAs(page, url, customer);
      await page.goto(url(`/cars/${ref}`));
      await checkDirection(page, lang);
      await page.waitForFunction(() => /\d/.test(document.querySelector('.car__price')?.textContent ?? ''), null, { timeout: 15_000 });
      expect(digitsOf(await priceText(page)) === digitsOf(car.price.amount.replace(/\.00$/, '')), `first in USD: ${await priceText(page)}`);

      // The pre-header lists the rates per 1 USD, and offers the currencies.
      const rateLine = page.locator('.pre-header__rates');
      await rateLine.waitFor();
      const line = await rateLine.innerText();
      for (const code of ['EUR', 'GBP', 'JPY']) expect(line.includes(code), `the rates name ${code}: ${line}`);
      const switcher = page.getByRole('combobox', { name: t('preHeader.currency') });
      expect((await switcher.inputValue()) === 'USD', 'USD to begin with');

      // Choosing EUR converts the price at once and keeps the choice on the profile.
      const saved = page.waitForResponse((res) => res.url().endsWith('/api/currencies/preference') && res.status() === 200);
      await switcher.selectOption('EUR');
      await saved;
      await page.waitForFunction(() => (document.querySelector('.car__price')?.textContent ?? '').includes('€'), null, { timeout: 10_000 });
      const shown = await priceText(page);
      expect(digitsOf(shown) === expectedDigits, `the price in EUR is ${expectedDigits} (as digits): the page shows ${shown}`);
      const title = await page.locator('.car__price').first().getAttribute('title');
      expect(title && digitsOf(title) === digitsOf(car.price.amount.replace(/\.00$/, '')), `the USD price stays at hand: ${title}`);
      const profile = await api.get('/api/user/profile', { token: customer.token });
      expect((profile.preferredCurrency ?? profile.user?.preferredCurrency) === 'EUR', 'the profile keeps EUR');
      await expectNoMissingKeys(page);
      await axe();
      await shot('car-in-eur');

      // A reload keeps EUR from the profile: the browser's copy of the choice and of the user are set back first.
      await page.evaluate((key) => {
        localStorage.removeItem('autoexport.currency');
        const stored = JSON.parse(localStorage.getItem(key));
        stored.userData.preferredCurrency = 'USD';
        localStorage.setItem(key, JSON.stringify(stored));
      }, SESSION_KEY);
      await page.reload();
      await page.waitForFunction(() => (document.querySelector('.car__price')?.textContent ?? '').includes('€'), null, { timeout: 15_000 });
      expect(digitsOf(await priceText(page)) === expectedDigits, `still in EUR after a reload: ${await priceText(page)}`);
      expect((await switcher.inputValue()) === 'EUR', 'the switcher says EUR');

      // The search's cards follow too.
      await page.goto(url('/cars'));
      await page.waitForFunction(() => [...document.querySelectorAll('.car-card .price')].some((p) => p.textContent.includes('€')), null, {
        timeout: 15_000,
      });
      await axe();
      await shot('search-in-eur');

      // A phone: nothing wider than the screen, the switcher still there.
      for (const width of [360, 390]) await expectNoOverflow(page, width);
      await switcher.waitFor();
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoOverflow(page, 1280);
    },
  },
];
