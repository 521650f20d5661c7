// Assertions the journeys share. Each throws an Error saying what it saw; the runner reports it.
/* global document, getComputedStyle, NodeFilter */

/** Waits until an element whose whole text is `text` is visible. */
export async function expectText(page, text, timeout = 10_000) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout });
}

async function direction(page) {
  return page.evaluate(() => ({
    dir: document.documentElement.getAttribute('dir'),
    lang: document.documentElement.getAttribute('lang'),
    computed: getComputedStyle(document.body).direction,
  }));
}

/** The page is laid out right to left (Urdu): `<html dir="rtl">` and the body really flows RTL. */
export async function expectRtl(page, { lang = 'ur', timeout = 10_000 } = {}) {
  await page.waitForFunction(() => document.documentElement.getAttribute('dir') === 'rtl', null, { timeout }).catch(() => undefined);
  const seen = await direction(page);
  if (seen.dir !== 'rtl' || seen.computed !== 'rtl' || (lang && seen.lang !== lang)) {
    throw new Error(`expected an RTL page in "${lang}", saw dir=${seen.dir}, lang=${seen.lang}, computed direction ${seen.computed}`);
  }
}

/** The page is laid out left to right: no `dir="rtl"` on `<html>` and the body flows LTR. */
export async function expectLtr(page, { lang, timeout = 10_000 } = {}) {
  await page.waitForFunction(() => document.documentElement.getAttribute('dir') !== 'rtl', null, { timeout }).catch(() => undefined);
  const seen = await direction(page);
  if (seen.dir === 'rtl' || seen.computed !== 'ltr' || (lang && seen.lang !== lang)) {
    throw new Error(
      `expected an LTR page${lang ? ` in "${lang}"` : ''}, saw dir=${seen.dir}, lang=${seen.lang}, computed direction ${seen.computed}`,
    );
  }
}

// What i18next shows for a missing key: the key itself, e.g. "catalogue.home.title" or "auth:login.submit", and an
// untranslated API error code such as "PRODUCT_NOT_FOUND".
const RAW_KEY = /^([a-z][a-zA-Z0-9_]*:)?[a-z]+(\.[a-zA-Z0-9_]+)+$|^([a-z]+:)?[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
// Host names look like keys ("autoexport.com"): a last part that is a common top-level domain is not a key.
const HOST_NAME = /\.(com|net|org|info|biz|io|co|jp|pk|ke|tz|ug|jm|tt|pe|cl|br|mx|es|pt|uk|ae|example|local|test)$/;

/**
 * Fails when visible text (or a placeholder, aria-label, title or alt a person meets) is a raw translation key,
 * which is what i18next shows when a key is missing. `ignore`: extra RegExps for legitimate key-like texts.
 */
export async function expectNoMissingKeys(page, { ignore = [] } = {}) {
  const candidates = await page.evaluate(() => {
    const visible = (el) => {
      if (!el || !el.getClientRects().length) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) !== 0;
    };
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      if (text && visible(node.parentElement)) found.push({ text, where: node.parentElement.tagName.toLowerCase() });
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const text = el.getAttribute(attr)?.trim();
        if (text && visible(el)) found.push({ text, where: `${el.tagName.toLowerCase()}[${attr}]` });
      }
    }
    found.push({ text: document.title.trim(), where: 'title' });
    return found;
  });
  const raw = candidates.filter(({ text }) => RAW_KEY.test(text) && !HOST_NAME.test(text) && !ignore.some((pattern) => pattern.test(text)));
  if (raw.length) {
    const list = [...new Set(raw.map(({ text, where }) => `"${text}" in <${where}>`))].join(', ');
    throw new Error(`raw translation keys on ${page.url()}: ${list}`);
  }
}

/** Keeps TypeScript-free journeys honest: a plain assertion with a message. */
export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** The URL path (with query) the page is on now. */
export function currentPath(page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until `locator` matches exactly `count` elements (the page may still be answering). */
export async function expectCount(locator, count, message, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let seen = await locator.count();
  while (seen !== count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await locator.count();
  }
  if (seen !== count) throw new Error(`${message}: expected ${count}, saw ${seen}`);
}

/**
 * Waits until the screen is live: the app marks `<html data-screen-live>` when a screen's hydration (or first render)
 * has committed (client/src/app/routes.tsx). A server-rendered page is on screen before that, and a click on it then
 * may be lost; wait for this, not for `networkidle`, before the first click after a `goto`.
 */
export async function waitForLiveScreen(page, { after, timeout = 15_000 } = {}) {
  // The attribute holds the live screen's path: `after` (a path) waits for the next screen, after a click that navigates.
  // A locator, not waitForFunction: its polling runs on the page's timers, which page.clock may hold still.
  const selector = after ? `html[data-screen-live]:not([data-screen-live="${after}"])` : 'html[data-screen-live]';
  await page.locator(selector).waitFor({ state: 'attached', timeout });
}
