// Checks of the test harness itself: the helpers the feature journeys rely on must be able to fail, and the SMTP
// sink must receive what the server sends. Fast (no screens of the app), so they stay when the feature journeys land.
import { expect, expectLtr, expectNoMissingKeys, expectRtl } from '../support/expect.mjs';

async function expectThrows(what, action, pattern) {
  let error;
  try {
    await action();
  } catch (caught) {
    error = caught;
  }
  expect(error, `${what} should have failed`);
  expect(pattern.test(error.message), `${what} failed for the wrong reason: ${error.message}`);
}

export const journeys = [
  {
    id: 'helpers-fail',
    name: 'axe, the raw-key check and the direction checks fail on a bad page',
    async run({ page, axe }) {
      await page.setContent(
        '<!doctype html><html lang="ur" dir="rtl"><head><title>t</title></head><body><main>' +
          '<h1>catalogue.home.title</h1><p>Visit autoexport.com</p><p>PRODUCT_NOT_FOUND</p><input type="text"><img src="data:,">' +
          '</main></body></html>',
      );
      await expectThrows(
        'expectNoMissingKeys',
        () => expectNoMissingKeys(page),
        /"catalogue\.home\.title" in <h1>, "PRODUCT_NOT_FOUND" in <p>$/,
      );
      await expectNoMissingKeys(page, { ignore: [/^catalogue\.home\.title$/, /^PRODUCT_NOT_FOUND$/] });
      await expectThrows('axe', () => axe(), /serious or critical.*\n.*(label|image-alt)/);
      await axe({ disableRules: ['label', 'image-alt'] });
      await expectRtl(page);
      await expectThrows('expectLtr', () => expectLtr(page, { timeout: 500 }), /expected an LTR page/);
    },
  },
  {
    id: 'mailbox',
    name: 'the SMTP sink receives the reset-password email',
    async run({ api, mailbox, baseUrl }) {
      const account = await api.register();
      await api.post('/api/auth/forgot-password', { email: account.email });
      const link = await mailbox.waitForLink(account.email);
      expect(link.startsWith(`${baseUrl}/auth/reset-password?token=`), `unexpected reset link ${link}`);
    },
  },
];
