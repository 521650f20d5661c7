// The developer page (issue 14): reached from the footer; API keys, scopes, limits, webhooks and how to check their
// signatures, with copy-paste examples whose language is chosen once for the whole page (curl, JavaScript, Python),
// and the links to the OpenAPI reference. Code stays left to right in Urdu.
import { checkDirection, text } from '../support/buying.mjs';
import { expect, expectNoMissingKeys } from '../support/expect.mjs';

export const journeys = [
  {
    id: 'developers',
    name: 'from the footer to the developer page: keys, scopes, limits, webhooks and signature examples',
    languages: ['en', 'ur'],
    async run({ page, url, lang, shot, axe }) {
      const t = (key, values) => text(lang, 'developers', key, values);
      await page.goto(url('/'));
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: text(lang, 'layout', 'footer.developers') })
        .click();
      await page.waitForURL((u) => u.pathname.endsWith('/developers'));
      await page.getByRole('heading', { level: 1, name: t('title') }).waitFor();
      await checkDirection(page, lang);
      for (const key of ['keys.title', 'scopes.title', 'limits.title', 'webhooks.title', 'webhooks.verifyTitle'])
        await page.getByRole('heading', { name: t(key) }).waitFor();
      expect((await page.getByRole('link', { name: t('links.reference') }).getAttribute('href')) === '/api/docs', 'the reference link');
      const writeRow = page.getByRole('row').filter({ hasText: 'orders:write' });
      expect((await writeRow.count()) === 1, 'the scopes table lists orders:write');
      expect((await writeRow.innerText()).includes(t('scopes.list.orders_write')), 'with what it allows');

      // The call example in curl, then in Python: the choice holds for the signature example too.
      const calls = page.getByRole('tablist', { name: t('keys.example') });
      const example = page.locator('.dev-code').first();
      expect((await example.innerText()).includes('X-API-Key'), 'the curl example sends the key header');
      expect((await example.getAttribute('dir')) === 'ltr', 'code reads left to right in every language');
      await calls.getByRole('tab', { name: 'Python' }).click();
      await page.locator('.dev-code', { hasText: 'requests.get(' }).waitFor();
      const verify = page.getByRole('tabpanel').filter({ has: page.locator('.dev-code', { hasText: 'def verify_webhook' }) });
      await verify.waitFor();
      expect((await verify.innerText()).includes('hmac.compare_digest'), 'the Python verifier compares in constant time');
      // The event types (car.listed, order.status_changed…) are names a developer types, not translation keys.
      await expectNoMissingKeys(page, { ignore: [/^(car|order|payment|shipment|tracking|auction)\.[a-z_]+$/] });
      await axe();
      await shot('page');
    },
  },
];
