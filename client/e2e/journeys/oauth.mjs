// Google and Facebook sign-in end to end, in English and Urdu: the buttons on the sign-in page, the browser's trip to a
// local OAuth provider (support/oauth-provider-stub.mjs, on 127.0.0.1) and back through the server's callback, the
// callback page's code exchange, and the account the visitor lands in (a second sign-in reaches the same one; a
// Facebook email that is already a customer's signs in to that customer); a refused consent, explained on the page;
// and no buttons on a site without providers (the usual server of the other journeys).
//
// `setup` starts the stub and a second server (its own database) with both providers pointed at the stub; its journeys
// get it as `oauth`: { stub, baseUrl, api, url(lang, path) }. `url`, `api` and `baseUrl` stay the usual server's.
/* global requestAnimationFrame */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createApi, uniqueEmail } from '../support/api.mjs';
import { startAppServer } from '../support/app-server.mjs';
import { currentPath, expect, expectLtr, expectNoMissingKeys, expectRtl, expectText } from '../support/expect.mjs';
import { startOAuthProviderStub, STUB_CLIENTS } from '../support/oauth-provider-stub.mjs';

const SESSION_KEY = 'autoexport.session';
const PROVIDERS = ['google', 'facebook'];
const LABELS = { google: 'Google', facebook: 'Facebook' };
/** Where each provider's consent screen is on the stub. */
const AUTHORIZE_PATHS = { google: '/google/authorize', facebook: '/facebook/dialog/oauth' };

export async function setup({ env }) {
  const stub = await startOAuthProviderStub();
  let server;
  try {
    server = await startAppServer({ label: 'oauth', env: { ...env, ...stub.env } });
  } catch (error) {
    await stub.close();
    throw error;
  }
  // Like Google's and Facebook's consoles: the stub redirects only to this site's callbacks.
  for (const provider of PROVIDERS) stub.allowRedirectUri(`${server.baseUrl}/api/auth/${provider}/callback`);
  const prefix = (lang) => (lang === 'en' ? '' : `/${lang}`);
  return {
    helpers: {
      oauth: {
        stub,
        baseUrl: server.baseUrl,
        api: createApi(server.baseUrl),
        url: (lang, path = '/') => `${server.baseUrl}${prefix(lang)}${path === '/' && lang !== 'en' ? '' : path}`,
      },
    },
    output: server.output,
    stop: async () => {
      await server.stop();
      await stub.close();
    },
  };
}

/** The texts a person reads, straight from the app's translation files: a missing translation shows up as a mismatch. */
function texts(lang) {
  const read = (namespace) => JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${namespace}.json`, import.meta.url), 'utf8'));
  return { auth: read('auth'), errors: read('errors'), layout: read('layout'), profile: read('profile') };
}

const home = (lang) => (lang === 'en' ? '/' : `/${lang}`);
const inLang = (lang, path) => (lang === 'en' ? path : `/${lang}${path}`);
const greeting = (t, name) => t.profile.overview.greeting.replace('{{name}}', name);
const socialButton = (page, t, provider) => page.getByRole('button', { name: t.auth.social[provider], exact: true });

async function expectDirection(page, lang) {
  if (lang === 'ur') await expectRtl(page);
  else await expectLtr(page, { lang });
}

async function storedSession(page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? sessionStorage.getItem(key) ?? 'null'), SESSION_KEY);
}

/** A person at the provider: a fresh provider user id and address, in the shape the provider's profile endpoint answers. */
function providerAccount(provider, { firstName, lastName, email = uniqueEmail(provider) }) {
  const id = `${provider}-${randomBytes(6).toString('hex')}`;
  const name = `${firstName} ${lastName}`;
  const profile =
    provider === 'google'
      ? { sub: id, email, email_verified: true, given_name: firstName, family_name: lastName, name }
      : { id, email, first_name: firstName, last_name: lastName, name };
  return { id, email, firstName, lastName, name, profile };
}

/**
 * Watches the tab's page loads from now on (every hop of a redirect chain is one) and the stub's calls, so a journey can
 * check afterwards that the browser itself went to the provider and came back.
 */
function watchTrip(page, stub) {
  const hops = [];
  const onRequest = (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) hops.push(new URL(request.url()));
  };
  page.on('request', onRequest);
  const firstCall = stub.calls.length;
  return {
    hops,
    calls: () => stub.calls.slice(firstCall),
    stop: () => page.off('request', onRequest),
  };
}

/**
 * The trip of one click on a provider's button, page load by page load: this site's start URL (with the tab's nonce),
 * the stub's consent screen (this site's client id and callback, a state, and PKCE for Google), this site's callback
 * (with the state it sent), then the client's callback page with a one-time code of this site's (or the error code).
 * The consent screen was asked for by this browser; the token and profile calls came from the server. Answers the
 * client callback page's URL.
 */
async function expectTrip(page, trip, { oauth, provider, refused = false }) {
  trip.stop();
  const summary = () => trip.hops.map((hop) => `    ${hop.href}`).join('\n');
  expect(trip.hops.length === 4, `expected 4 page loads (start, consent, callback, callback page), saw ${trip.hops.length}:\n${summary()}`);
  const [start, consent, callback, landing] = trip.hops;
  const site = new URL(oauth.baseUrl).origin;
  const stubOrigin = new URL(oauth.stub.url).origin;

  expect(start.origin === site && start.pathname === `/api/auth/${provider}`, `the button went to ${start.href}`);
  expect(/^[A-Za-z0-9_-]{43}$/.test(start.searchParams.get('nonce') ?? ''), `the start carries no 256-bit nonce: ${start.href}`);

  expect(
    consent.origin === stubOrigin && consent.pathname === AUTHORIZE_PATHS[provider],
    `the browser went to ${consent.href}, not to the stub's ${LABELS[provider]} consent screen`,
  );
  const q = consent.searchParams;
  expect(q.get('client_id') === STUB_CLIENTS[provider].id, `the consent screen was asked for client ${q.get('client_id')}`);
  expect(q.get('response_type') === 'code', `response_type ${q.get('response_type')}`);
  expect(q.get('redirect_uri') === `${site}/api/auth/${provider}/callback`, `redirect_uri ${q.get('redirect_uri')}`);
  expect(q.get('state')?.length >= 16, `no state in ${consent.href}`);
  if (provider === 'google') {
    expect(q.get('code_challenge_method') === 'S256' && q.get('code_challenge'), `Google was asked without PKCE: ${consent.href}`);
  }

  expect(
    callback.origin === site && callback.pathname === `/api/auth/${provider}/callback`,
    `the stub sent the browser to ${callback.href}`,
  );
  expect(callback.searchParams.get('state') === q.get('state'), 'the callback did not carry back the state sent to the provider');
  if (refused) expect(callback.searchParams.get('error') === 'access_denied', `the stub did not refuse: ${callback.href}`);
  else expect(callback.searchParams.get('code'), `the stub sent no code: ${callback.href}`);

  expect(landing.origin === site && landing.pathname === '/auth/callback', `the server sent the browser to ${landing.href}`);
  const params = [...landing.searchParams.keys()].join(',');
  if (refused) {
    expect(params === 'error' && landing.searchParams.get('error') === 'OAUTH_DENIED', `a refusal landed on ${landing.href}`);
  } else {
    // Never the provider's code, nor a token: a one-time code of this site's, alone.
    expect(params === 'code', `the client callback page got ${params}: ${landing.href}`);
    expect(landing.searchParams.get('code') !== callback.searchParams.get('code'), 'the client got the provider’s code');
  }

  const browser = await page.evaluate(() => navigator.userAgent);
  const calls = trip.calls();
  const seen = calls.map((c) => `${c.provider} ${c.endpoint} ${c.status}`).join(', ');
  const expected = refused
    ? [`${provider} authorize 302`]
    : [`${provider} authorize 302`, `${provider} token 200`, `${provider} profile 200`];
  expect(seen === expected.join(', '), `the stub answered ${seen || 'nothing'}, expected ${expected.join(', ')}`);
  expect(calls[0].userAgent === browser, `the consent screen was not asked for by the browser (${calls[0].userAgent})`);
  expect(
    calls.slice(1).every((c) => c.userAgent !== browser),
    'the token or profile endpoint was called from the browser: the server must make those calls',
  );
  return landing;
}

/** On the sign-in page (already loaded): click the provider's button and follow the trip until `arrived` holds. */
async function signInWith(page, { oauth, t, provider, arrived }) {
  const trip = watchTrip(page, oauth.stub);
  await socialButton(page, t, provider).click();
  await page.waitForURL(arrived, { timeout: 15_000 });
  await page.getByRole('link', { name: t.layout.header.myAccount, exact: true }).waitFor();
  await expectTrip(page, trip, { oauth, provider });
  expect(!new URL(page.url()).searchParams.has('code'), `the one-time code stayed in the address bar: ${page.url()}`);
}

/** The sign-in tab of the sign-in page, with both providers' buttons. */
async function openSignIn(page, oauth, lang, t, path = '/auth') {
  await page.goto(oauth.url(lang, path));
  await page.getByRole('tab', { name: t.auth.tabs.login, selected: true }).waitFor();
  for (const provider of PROVIDERS) await socialButton(page, t, provider).waitFor();
}

/** Connected Accounts shows the provider's row as connected under `email`, and whether the account has a password. */
async function expectConnected(page, oauth, lang, t, { provider, email, hasPassword }) {
  await page.goto(oauth.url(lang, '/profile/connected-accounts'));
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LABELS[provider], exact: true }) });
  await row.getByText(t.profile.connected.connected, { exact: true }).waitFor();
  await row.getByText(t.profile.connected.connectedAs.replace('{{email}}', email), { exact: true }).waitFor();
  await expectText(page, hasPassword ? t.profile.connected.passwordSet : t.profile.connected.passwordNotSet);
  const other = PROVIDERS.find((p) => p !== provider);
  const otherRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LABELS[other], exact: true }) });
  await otherRow.getByText(t.profile.connected.notConnected, { exact: true }).waitFor();
}

/** Signs out from the header: a full load of the home page, signed out. */
async function signOut(page, lang, t) {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: t.layout.header.signOut, exact: true }).click();
  await reloaded;
  await page.getByRole('link', { name: t.layout.header.signIn, exact: true }).waitFor();
  expect(currentPath(page) === home(lang), `signing out went to ${currentPath(page)}, not home`);
  expect((await storedSession(page)) === null, 'the session is still stored after signing out');
}

/** A new customer signs in with the provider, finds their name on the profile, signs out, and signs in again to the same account. */
function newCustomerJourney(provider, people) {
  return {
    id: provider,
    name: `${LABELS[provider]}: the button goes to the provider and back, a new customer lands signed in, and the same ${LABELS[provider]} account signs in to the same account again`,
    languages: ['en', 'ur'],
    async run({ page, lang, oauth, shot, axe }) {
      const t = texts(lang);
      const person = providerAccount(provider, people[lang]);
      oauth.stub[provider].next({ profile: person.profile });

      await openSignIn(page, oauth, lang, t);
      // The section the buttons sit in, which the not-configured journey expects to be absent.
      await page.getByRole('region', { name: t.auth.social.label }).waitFor();
      await expectDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('sign-in');

      // First sign-in: a new account from the provider's profile, signed in on the home page.
      await signInWith(page, { oauth, t, provider, arrived: (u) => u.pathname === home(lang) });
      await page.getByRole('button', { name: t.layout.header.signOut, exact: true }).waitFor();
      await expectDirection(page, lang);
      const first = await storedSession(page);
      expect(first?.userData?.email === person.email, `signed in as ${first?.userData?.email}, not ${person.email}`);
      expect(
        first.userData.firstName === person.firstName && first.userData.lastName === person.lastName,
        `the account is named ${first.userData.firstName} ${first.userData.lastName}, not ${person.name}`,
      );
      expect(sessionStorageOnly(await sessionPlaces(page)), 'without "remember me" the session should live in this tab only');
      await shot('signed-in');

      // "My account" in the header: the profile greets them by the name the provider gave.
      await page.getByRole('link', { name: t.layout.header.myAccount, exact: true }).click();
      await page.waitForURL((u) => u.pathname === inLang(lang, '/profile'));
      await expectText(page, greeting(t, person.name));
      await expectText(page, person.email);
      await expectDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('profile');
      await expectConnected(page, oauth, lang, t, { provider, email: person.email, hasPassword: false });
      await expectNoMissingKeys(page);
      await axe();
      await shot('connected-accounts');

      await signOut(page, lang, t);

      // Second sign-in with the same provider account, remembered, from a page that asked for the profile: the same account.
      await openSignIn(page, oauth, lang, t, `/auth?next=${encodeURIComponent('/profile')}`);
      await page.getByRole('checkbox', { name: t.auth.fields.rememberMe }).check();
      await signInWith(page, { oauth, t, provider, arrived: (u) => u.pathname === inLang(lang, '/profile') });
      await expectText(page, greeting(t, person.name));
      const second = await storedSession(page);
      expect(
        second?.userData?.id === first.userData.id,
        `the second sign-in reached account ${second?.userData?.id}, not ${first.userData.id}`,
      );
      expect(second.sessionId !== first.sessionId, 'the second sign-in reused the signed-out session');
      expect((await sessionPlaces(page)).local, '"remember me" did not keep the session in localStorage');
      const me = await oauth.api.get('/api/user/profile', { token: second.authToken });
      expect(me.id === first.userData.id && me.email === person.email, `the server says the token is ${me.email}'s (${me.id})`);
    },
  };
}

async function sessionPlaces(page) {
  return page.evaluate((key) => ({ local: localStorage.getItem(key) !== null, tab: sessionStorage.getItem(key) !== null }), SESSION_KEY);
}
const sessionStorageOnly = (places) => places.tab && !places.local;

export const journeys = [
  newCustomerJourney('google', {
    en: { firstName: 'Grace', lastName: 'Wanjiru' },
    ur: { firstName: 'Bilal', lastName: 'Qureshi' },
  }),
  newCustomerJourney('facebook', {
    en: { firstName: 'Fatima', lastName: 'Mwangi' },
    ur: { firstName: 'Faisal', lastName: 'Baig' },
  }),
  {
    id: 'facebook-existing-customer',
    name: 'Facebook under the verified email of an existing customer signs in to that customer’s account and connects it',
    async run({ page, oauth, shot }) {
      const lang = 'en';
      const t = texts(lang);
      const customer = await oauth.api.register({ firstName: 'Chidi', lastName: 'Okafor', country: 'NG' });
      // Facebook knows the person under another spelling of the name: the account keeps its own.
      const person = providerAccount('facebook', { firstName: 'Chidi', lastName: 'O.', email: customer.email });
      oauth.stub.facebook.next({ profile: person.profile });

      await openSignIn(page, oauth, lang, t);
      await signInWith(page, { oauth, t, provider: 'facebook', arrived: (u) => u.pathname === home(lang) });
      const session = await storedSession(page);
      expect(
        session?.userData?.id === customer.user.id,
        `Facebook signed in to ${session?.userData?.id}, not the customer ${customer.user.id}`,
      );
      await page.getByRole('link', { name: t.layout.header.myAccount, exact: true }).click();
      await expectText(page, greeting(t, 'Chidi Okafor'));
      await expectConnected(page, oauth, lang, t, { provider: 'facebook', email: customer.email, hasPassword: true });
      await shot('connected-accounts');
      // The password still works beside Facebook.
      await oauth.api.login(customer.email, customer.password);
    },
  },
  {
    id: 'refused',
    name: 'a refused consent at Google and at Facebook is explained on the page, and nobody is signed in',
    languages: ['en', 'ur'],
    async run({ page, lang, oauth, shot, axe }) {
      const t = texts(lang);
      for (const provider of PROVIDERS) {
        oauth.stub[provider].next({ deny: true, profile: providerAccount(provider, { firstName: 'Noor', lastName: 'Refuses' }).profile });
        await openSignIn(page, oauth, lang, t);
        const trip = watchTrip(page, oauth.stub);
        await socialButton(page, t, provider).click();
        await expectText(page, t.auth.oauthError.OAUTH_DENIED, 15_000);
        await expectTrip(page, trip, { oauth, provider, refused: true });
        await page.getByRole('heading', { name: t.auth.callback.failedTitle }).waitFor();
        expect(
          currentPath(page) === `${inLang(lang, '/auth/callback')}?error=OAUTH_DENIED`,
          `a refusal shows on ${currentPath(page)}, not on ${inLang(lang, '/auth/callback')}?error=OAUTH_DENIED`,
        );
        await page.getByRole('link', { name: t.layout.header.signIn, exact: true }).waitFor();
        expect((await storedSession(page)) === null, 'a refused consent stored a session');
        await expectDirection(page, lang);
        await expectNoMissingKeys(page);
        await axe();
        await shot(`${provider}-refused`);

        // The way back: the sign-in page, with the buttons to try again.
        await page.getByRole('link', { name: t.auth.callback.backToSignIn }).click();
        await page.waitForURL((u) => u.pathname === inLang(lang, '/auth'));
        await socialButton(page, t, provider).waitFor();
      }
    },
  },
  {
    id: 'not-configured',
    name: 'a site without Google or Facebook configured shows neither button',
    languages: ['en', 'ur'],
    setup: false, // the usual server, which has no provider: no need for the stub's
    async run({ page, url, lang, api, shot, axe }) {
      const t = texts(lang);
      const { providers } = await api.get('/api/auth/providers');
      expect(
        providers.length === 2 && providers.every((p) => !p.enabled),
        `the usual server should have no provider enabled: ${JSON.stringify(providers)}`,
      );
      const nonce = randomBytes(32).toString('base64url');
      const start = await api.request('GET', `/api/auth/google?nonce=${nonce}`);
      expect(
        start.status === 404 && start.body?.code === 'OAUTH_PROVIDER_DISABLED',
        `starting Google answered ${start.status} ${JSON.stringify(start.body)}`,
      );

      for (const tab of ['login', 'register']) {
        // The buttons show once the page has the providers' answer: wait for it to arrive and be rendered, then look.
        const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/providers');
        await page.goto(url(tab === 'login' ? '/auth' : '/auth?tab=register'));
        await page.getByRole('tab', { name: t.auth.tabs[tab], selected: true }).waitFor();
        await (await answered).finished();
        await page.evaluate(
          () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 0)),
        );
        for (const provider of PROVIDERS) {
          const count = await socialButton(page, t, provider).count();
          expect(count === 0, `the ${LABELS[provider]} button shows on the ${tab} tab although the server has no provider configured`);
        }
        const section = await page.getByRole('region', { name: t.auth.social.label }).count();
        expect(section === 0, `the "${t.auth.social.label}" section shows on the ${tab} tab without providers`);
      }
      await expectDirection(page, lang);
      await expectNoMissingKeys(page);
      await axe();
      await shot('no-social-buttons');
    },
  },
];
