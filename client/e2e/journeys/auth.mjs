// Sign-in: register, sign in (remember me, next), a wrong password, sign out, an ended session sending you to /auth,
// forgot and reset password through the SMTP sink, and the OAuth callback's failures, in English and Urdu.
/* global document */
import { readFileSync } from 'node:fs';
import { uniqueEmail } from '../support/api.mjs';
import { currentPath, expect, expectLtr, expectNoMissingKeys, expectRtl, expectText } from '../support/expect.mjs';

/** The reset email's subject in each language the journey runs in (the server's template). */
const RESET_SUBJECT = { en: 'Reset your password', ur: 'اپنا پاس ورڈ دوبارہ ترتیب دیں' };

const SESSION_KEY = 'autoexport.session';

/** The texts a person reads, straight from the app's translation files: a missing translation shows up as a mismatch. */
function texts(lang) {
  const read = (namespace) => JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${namespace}.json`, import.meta.url), 'utf8'));
  return { auth: read('auth'), errors: read('errors'), layout: read('layout') };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form control by its label, which may end with the "(required)" marker ("Email" is not "Email me deals…"). */
const field = (page, label) => page.getByLabel(new RegExp(`^${escape(label)}(\\s*\\(|$)`));
const home = (lang) => (lang === 'en' ? '/' : `/${lang}`);
const inLang = (lang, path) => (lang === 'en' ? path : `/${lang}${path}`);

/** The error sits beside its field: the control is marked invalid and described by an element of its own field holding the text. */
async function expectFieldError(control, text) {
  await control.page().waitForFunction(
    ({ element, text }) => {
      if (element.getAttribute('aria-invalid') !== 'true') return false;
      const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const field = element.closest('.field');
      return ids.some((id) => {
        const described = document.getElementById(id);
        return described && field?.contains(described) && described.textContent.trim() === text;
      });
    },
    { element: await control.elementHandle(), text },
    { timeout: 10_000 },
  );
}

async function expectDirection(page, lang) {
  if (lang === 'ur') await expectRtl(page);
  else await expectLtr(page, { lang });
}

async function waitForPath(page, path) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

async function storedSession(page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? sessionStorage.getItem(key) ?? 'null'), SESSION_KEY);
}

async function signInThroughForm(page, t, { email, password, remember = false }) {
  await field(page, t.auth.fields.email).fill(email);
  await field(page, t.auth.fields.password).fill(password);
  if (remember) await page.getByRole('checkbox', { name: t.auth.fields.rememberMe }).check();
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
}

export const journeys = [
  {
    id: 'register',
    name: 'register: validation beside the fields, the server’s EMAIL_TAKEN, success signs in; then sign out',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, shot, axe }) {
      const t = texts(lang);
      const taken = await api.register();
      await page.goto(url('/auth?tab=register'));
      await page.getByRole('tab', { name: t.auth.tabs.register, selected: true }).waitFor();
      await expectDirection(page, lang);
      await expectText(page, t.auth.benefits.title);
      expect(
        (await page.getByRole('button', { name: t.auth.social.google }).count()) === 0,
        'the Google button shows although the server has no Google sign-in configured',
      );
      await expectNoMissingKeys(page);
      await axe();
      await shot('register');

      // Client-side validation: the spec's messages beside their fields, nothing sent.
      const submit = page.getByRole('button', { name: t.auth.register.submit });
      await submit.click();
      await expectFieldError(field(page, t.auth.fields.firstName), t.errors.FIRST_NAME_REQUIRED);
      await expectFieldError(field(page, t.auth.fields.lastName), t.errors.LAST_NAME_REQUIRED);
      await expectFieldError(field(page, t.auth.fields.email), t.errors.EMAIL_REQUIRED);
      await field(page, t.auth.fields.email).fill('amina.example.com');
      await expectFieldError(field(page, t.auth.fields.email), t.errors.EMAIL_INVALID);
      await field(page, t.auth.fields.password).fill('abc');
      expect(await field(page, t.auth.fields.password).getAttribute('aria-invalid'), 'a 3-character password passes');
      await expectNoMissingKeys(page);
      await axe();
      await shot('register-errors');

      // The server's answer for an address already registered, beside the email field.
      await field(page, t.auth.fields.firstName).fill('Amina');
      await field(page, t.auth.fields.lastName).fill('Odhiambo');
      await field(page, t.auth.fields.email).fill(taken.email);
      await field(page, t.auth.fields.password).fill('Nairobi#2026');
      await field(page, t.auth.fields.phone).fill('+254 712 345678');
      await field(page, t.auth.fields.country).selectOption('KE');
      await page.getByRole('radio', { name: t.auth.fields.dealer }).check();
      await submit.click();
      await expectFieldError(field(page, t.auth.fields.email), t.errors.EMAIL_TAKEN);

      const email = uniqueEmail('register');
      await field(page, t.auth.fields.email).fill(email);
      await submit.click();
      await waitForPath(page, home(lang));
      await page.getByRole('link', { name: t.layout.header.myAccount }).waitFor();
      const session = await storedSession(page);
      expect(session?.userData?.email === email, `the session holds ${session?.userData?.email}, not ${email}`);
      expect(session.userData.accountType === 'dealer' && session.userData.country === 'KE', 'the account type or country was lost');
      await api.login(email, 'Nairobi#2026');

      // Sign out from the header: home, signed out, the refresh token no longer works.
      // Signing out ends in a full page load of the home page (nothing of the account stays in memory): wait for it.
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: t.layout.header.signOut }).click();
      await reloaded;
      await page.getByRole('link', { name: t.layout.header.signIn, exact: true }).waitFor();
      expect(currentPath(page) === home(lang), `signing out went to ${currentPath(page)}, not home`);
      expect((await storedSession(page)) === null, 'the session is still stored after signing out');
      const refresh = await api.request('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
      expect(refresh.status === 401, `the refresh token still works after signing out (${refresh.status})`);
    },
  },
  {
    id: 'login',
    name: 'sign in: a wrong password shows the server’s message; remember me keeps the sign-in; next is honoured',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, shot, axe }) {
      const t = texts(lang);
      const account = await api.register();
      await page.goto(url(`/auth?next=${encodeURIComponent('/cars?make=toyota')}`));
      await page.getByRole('tab', { name: t.auth.tabs.login, selected: true }).waitFor();
      await expectText(page, t.auth.notice.signInToContinue);
      await expectDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('login');

      await signInThroughForm(page, t, { email: account.email, password: 'Wrong#2026' });
      await expectText(page, t.errors.INVALID_CREDENTIALS);
      expect((await storedSession(page)) === null, 'a wrong password stored a session');
      await expectNoMissingKeys(page);
      await axe();
      await shot('wrong-password');

      await signInThroughForm(page, t, { email: account.email, password: account.password, remember: true });
      await page.waitForURL((u) => u.pathname === inLang(lang, '/cars') && u.searchParams.get('make') === 'toyota');
      const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
      expect(kept !== null, 'remember me did not keep the session in localStorage');
      const days = (Date.parse(kept.refreshTokenExpiry) - Date.now()) / 86_400_000;
      expect(days > 29, `remember me should keep the sign-in 30 days, the server gave ${days.toFixed(1)}`);

      // A new visit (a reload) is still signed in.
      await page.reload();
      await page.getByRole('link', { name: t.layout.header.myAccount }).waitFor();
    },
  },
  {
    id: 'session-ended',
    name: 'an ended session sends you to /auth, and signing in brings you back',
    async run({ page, url, api, shot }) {
      const t = texts('en');
      const account = await api.register();
      // The access token has expired and its refresh token was already spent elsewhere: the server refuses it.
      await api.post('/api/auth/refresh', { refreshToken: account.refreshToken });
      await page.goto(url('/'));
      await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
        key: SESSION_KEY,
        value: {
          authToken: account.token,
          tokenExpiry: new Date(Date.now() - 60_000).toISOString(),
          refreshToken: account.refreshToken,
          refreshTokenExpiry: account.refreshTokenExpiry,
          sessionId: account.sessionId,
          userData: account.user,
        },
      });
      await page.goto(url('/profile'));
      await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('next') === '/profile', { timeout: 15_000 });
      await expectText(page, t.auth.notice.signInToContinue);
      expect((await storedSession(page)) === null, 'the ended session is still stored');
      await shot('session-ended');

      await signInThroughForm(page, t, { email: account.email, password: account.password });
      await waitForPath(page, '/profile');
    },
  },
  {
    id: 'forgot-password',
    name: 'forgot password through the SMTP sink, a new password on the reset page, then sign in with it',
    languages: ['en', 'ur'],
    async run({ page, url, lang, api, mailbox, shot, axe }) {
      const t = texts(lang);
      // Signed up in this language: the reset email is written in it.
      const account = await api.register({}, { language: lang });
      await page.goto(url('/auth'));
      await page.getByRole('link', { name: t.auth.login.forgot }).click();
      await waitForPath(page, inLang(lang, '/auth/forgot-password'));
      await expectDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('forgot-password');

      await page.getByRole('button', { name: t.auth.forgot.submit }).click();
      await expectFieldError(field(page, t.auth.fields.email), t.errors.EMAIL_REQUIRED);
      await field(page, t.auth.fields.email).fill(account.email);
      await page.getByRole('button', { name: t.auth.forgot.submit }).click();
      await expectText(page, t.errors.FORGOT_PASSWORD_SENT);
      await expectNoMissingKeys(page);
      await axe();
      await shot('forgot-password-sent');

      // The email is in the customer's language (right to left in Urdu); its link is unprefixed, and a visitor who
      // chose a language lands on it in that language.
      const mail = await mailbox.waitForMail(account.email);
      expect(mail.subject === RESET_SUBJECT[lang], `the reset email's subject is "${mail.subject}", not "${RESET_SUBJECT[lang]}"`);
      expect(
        /<html[^>]* dir="(rtl|ltr)"/.exec(mail.html ?? '')?.[1] === (lang === 'ur' ? 'rtl' : 'ltr'),
        `the reset email's direction in ${lang}`,
      );
      const link = /https?:\/\/[^\s"'<>]+/.exec(mail.text)?.[0];
      expect(link, `the reset email holds no link:\n${mail.text}`);
      await page.goto(link);
      await waitForPath(page, inLang(lang, '/auth/reset-password'));
      await field(page, t.auth.fields.newPassword).waitFor();
      await expectDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('reset-password');

      const submit = page.getByRole('button', { name: t.auth.reset.submit });
      await field(page, t.auth.fields.newPassword).fill('Kingston#2027');
      await field(page, t.auth.fields.confirmPassword).fill('Kingston#2028');
      await submit.click();
      await expectFieldError(field(page, t.auth.fields.confirmPassword), t.auth.reset.mismatch);
      await field(page, t.auth.fields.confirmPassword).fill('Kingston#2027');
      await submit.click();
      await waitForPath(page, inLang(lang, '/auth'));
      await expectText(page, t.auth.notice.passwordReset);
      await expectNoMissingKeys(page);
      await shot('password-reset-done');

      const old = await api.request('POST', '/api/user/login', { body: { email: account.email, password: account.password } });
      expect(old.status === 401, `the old password still works (${old.status})`);
      await signInThroughForm(page, t, { email: account.email, password: 'Kingston#2027' });
      await waitForPath(page, home(lang));
      await page.getByRole('link', { name: t.layout.header.myAccount }).waitFor();

      // The link works once: opened again, it says so and offers a new one.
      await page.goto(link);
      await field(page, t.auth.fields.newPassword).fill('Kingston#2029');
      await field(page, t.auth.fields.confirmPassword).fill('Kingston#2029');
      await page.getByRole('button', { name: t.auth.reset.submit }).click();
      await expectText(page, t.errors.RESET_TOKEN_USED);
      await page.getByRole('link', { name: t.auth.reset.requestNew }).waitFor();
      await expectNoMissingKeys(page);
      await axe();
      await shot('reset-link-used');
    },
  },
  {
    id: 'oauth-callback',
    name: 'the OAuth callback explains a refused sign-in and a code this tab did not ask for',
    languages: ['en', 'ur'],
    async run({ page, url, lang, shot, axe }) {
      const t = texts(lang);
      await page.goto(url('/auth/callback?error=OAUTH_DENIED'));
      await expectText(page, t.auth.oauthError.OAUTH_DENIED);
      await expectDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('oauth-error');
      await page.getByRole('link', { name: t.auth.callback.backToSignIn }).click();
      await waitForPath(page, inLang(lang, '/auth'));

      await page.goto(url('/auth/callback?code=not-from-this-tab'));
      await expectText(page, t.auth.oauthError.NOT_STARTED_HERE);
      expect(!(await page.evaluate(() => document.body.innerText)).includes('not-from-this-tab'), 'the code shows on the page');
    },
  },
];
