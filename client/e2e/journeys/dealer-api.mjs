// The dealer's API keys and webhooks in the profile (issue 14): a dealer creates a key (shown once), calls the API with
// it, finds the call in the activity log and revokes the key; then adds a webhook endpoint that points at a receiver
// started here, sends a test event, sees it delivered, and the receiver got it signed. In English and Urdu.
/* global document */
import { createServer } from 'node:http';
import { signInAs, text } from '../support/buying.mjs';
import { expect, expectLtr, expectNoMissingKeys, expectRtl } from '../support/expect.mjs';

/** Event types and scopes are names a developer types, not translation keys. */
const CODES = [/^(car|order|payment|shipment|auction)\.[a-z_]+$/, /^ping$/];

/** A receiver on 127.0.0.1 that answers 200 and keeps what it was sent. */
async function startReceiver() {
  const received = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('received, thanks');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/hooks/autoexport`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function settled(page) {
  await page.getByRole('tabpanel').waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 10_000 });
}

async function check(page, lang, axe, shot, name) {
  if (lang === 'ur') await expectRtl(page);
  else await expectLtr(page, { lang });
  await expectNoMissingKeys(page, { ignore: CODES });
  await axe();
  await shot(name);
}

export const journeys = [
  {
    id: 'dealer-api',
    name: 'a dealer creates an API key, uses it, sees the call and revokes it; then adds a webhook and sees a signed test delivery',
    languages: ['en', 'ur'],
    timeout: 240_000,
    async run({ page, url, lang, api, shot, axe }) {
      const t = (key, values) => text(lang, 'dealer', key, values);
      const dealer = await api.register({ firstName: 'Bilal', lastName: 'Motors', country: 'PK', accountType: 'dealer' });
      await signInAs(page, url, dealer);

      // ── API keys ──
      await page.goto(url('/profile/api-keys'));
      await settled(page);
      await page.getByRole('heading', { level: 2, name: t('keys.title') }).waitFor();
      await page.getByRole('link', { name: t('keys.intro').match(/<dev>(.*)<\/dev>/)[1] }).waitFor();
      await check(page, lang, axe, shot, 'api-keys-empty');

      await page.getByRole('button', { name: t('keys.add') }).click();
      await page
        .getByRole('textbox', { name: new RegExp(t('keys.name')) })
        .first()
        .fill('Stock sync');
      await page.getByRole('checkbox', { name: /catalogue:read/ }).check();
      await check(page, lang, axe, shot, 'api-key-form');
      await page.getByRole('button', { name: t('keys.create'), exact: true }).click();

      const once = page.getByTestId('secret-once');
      await once.waitFor();
      const key = (await once.innerText()).trim();
      expect(/^ak_[0-9a-f]+_/.test(key), `a key is shown once, got ${key}`);
      await page.getByText(t('keys.onceWarning')).waitFor();
      await check(page, lang, axe, shot, 'api-key-once');
      await page.getByRole('button', { name: t('secret.done') }).click();
      await page.getByRole('button', { name: t('keys.revokeLabel', { name: 'Stock sync' }) }).waitFor();
      expect(!(await page.content()).includes(key), 'the key is not shown again');

      // The dealer's own system calls the API with the key.
      const cars = await api.request('GET', '/api/cars?limit=1', { headers: { 'x-api-key': key } });
      expect(cars.status === 200, `the key reads the catalogue, got ${cars.status}`);

      // The call is in the activity log (calls are recorded just after they are answered).
      const row = page.getByRole('row').filter({ hasText: '/api/cars' });
      for (let i = 0; i < 10 && (await row.count()) === 0; i++) {
        await page.reload();
        await settled(page);
        if ((await row.count()) === 0) await page.waitForTimeout(1000);
      }
      await row.first().waitFor();
      expect((await row.first().innerText()).includes('200'), 'the call is listed with its status');
      await page.getByRole('heading', { name: t('activity.title') }).scrollIntoViewIfNeeded();
      await check(page, lang, axe, shot, 'api-keys-activity');

      await page.getByRole('button', { name: t('keys.revokeLabel', { name: 'Stock sync' }) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect((await dialog.innerText()).includes(t('keys.revokeText', { name: 'Stock sync' })), 'the dialog says what revoking does');
      await axe();
      await shot('revoke-dialog');
      await dialog.getByRole('button', { name: t('keys.revoke'), exact: true }).click();
      await page.getByText(t('keys.revokedDone', { name: 'Stock sync' })).waitFor();
      await page.getByText(t('keys.revoked'), { exact: true }).waitFor();
      const refused = await api.request('GET', '/api/cars?limit=1', { headers: { 'x-api-key': key } });
      expect(refused.status === 401, `a revoked key is refused, got ${refused.status}`);

      // ── Webhooks ──
      const receiver = await startReceiver();
      try {
        await page.goto(url('/profile/webhooks'));
        await settled(page);
        await page.getByRole('heading', { level: 2, name: t('hooks.title') }).waitFor();
        await check(page, lang, axe, shot, 'webhooks-empty');

        await page.getByRole('button', { name: t('hooks.addButton') }).click();
        await page.getByRole('textbox', { name: new RegExp(t('hooks.url')) }).fill(receiver.url);
        await page.getByRole('checkbox', { name: /car\.listed/ }).check();
        await page.getByRole('checkbox', { name: /order\.status_changed/ }).check();
        await page.getByRole('textbox', { name: t('hooks.description') }).fill('Our DMS');
        await check(page, lang, axe, shot, 'webhook-form');
        await page.getByRole('button', { name: t('hooks.add'), exact: true }).click();

        await once.waitFor();
        const secret = (await once.innerText()).trim();
        expect(secret.startsWith('whsec_'), `the signing secret is shown once, got ${secret}`);
        await check(page, lang, axe, shot, 'webhook-secret-once');
        await page.getByRole('button', { name: t('secret.done') }).click();

        await page.getByRole('button', { name: t('hooks.testLabel', { url: receiver.url }) }).click();
        await page.getByText(t('hooks.testSent')).waitFor();
        // The delivery is made in the background; the list looks again while it is pending.
        await page.getByText(t('deliveries.status.succeeded'), { exact: true }).waitFor({ timeout: 30_000 });
        await page.getByText('received, thanks').waitFor();
        await check(page, lang, axe, shot, 'webhook-deliveries');

        const ping = receiver.received.find((r) => r.body.includes('"ping"'));
        expect(ping !== undefined, `the receiver got the test event (${receiver.received.length} requests)`);
        expect(/^v1=[0-9a-f]{64}/.test(String(ping.headers['webhook-signature'])), `signed: ${ping.headers['webhook-signature']}`);

        await page.getByRole('button', { name: t('hooks.rotateLabel', { url: receiver.url }) }).click();
        await dialog.waitFor();
        await axe();
        await shot('rotate-dialog');
        await dialog.getByRole('button', { name: t('hooks.rotate'), exact: true }).click();
        await once.waitFor();
        expect((await once.innerText()).trim() !== secret, 'a new secret is shown');
        await shot('webhook-rotated');
      } finally {
        await receiver.close();
      }
    },
  },
];
