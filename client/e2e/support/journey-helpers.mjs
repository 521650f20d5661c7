// The helpers each journey receives besides its page: shot (screenshots at 360 and 1280 px) and axe (accessibility).
/* global document, window, requestAnimationFrame */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const SHOT_WIDTHS = [360, 1280];
const SHOT_HEIGHT = 800;

export const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Lets layout, fonts and the images on screen finish after a navigation or a resize (at most ~3 s). */
export async function settle(page) {
  await page
    .waitForFunction(
      async () => {
        await document.fonts.ready;
        const onScreen = [...document.images].filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        });
        return onScreen.every((img) => img.complete);
      },
      null,
      { timeout: 3000, polling: 100 },
    )
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The back office is also checked on a tablet: `shot(name, { widths: TABLET_TOO })`. */
export const TABLET_TOO = [360, 768, 1280];

/**
 * shot(name, { widths }): the current screen, whole page, at 360 px and at 1280 px wide (or at `widths`), then the
 * viewport as it was. `shots`: { files, ms } of the run, where each shot adds its file and its time. `skip`: shots are
 * not taken (CI's run, whose screenshots nobody opens; a failure's screenshot is taken all the same).
 */
export function createShot(page, journeyId, dir, shots, { skip = false } = {}) {
  return async function shot(name, { widths = SHOT_WIDTHS } = {}) {
    if (skip) return;
    const began = performance.now();
    const original = page.viewportSize();
    // From the top of the page: a full-page shot taken scrolled down draws the sticky header mid-page.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 0));
    try {
      for (const width of widths) {
        await page.setViewportSize({ width, height: SHOT_HEIGHT });
        await settle(page);
        const file = path.join(dir, `${journeyId}-${slug(name)}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        shots.files.push(file);
      }
    } finally {
      if (original) {
        await page.setViewportSize(original);
        await settle(page);
      }
      await page.evaluate((y) => window.scrollTo(0, y), scrolled);
      shots.ms += performance.now() - began;
    }
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

/** A readable list of violations: rule, impact, what it means, and up to five offending elements. */
export function formatViolations(violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n\s*/g, '\n        ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      return `    [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * axe({ context, disableRules }): runs axe-core on the page as it is now and throws on any serious or critical
 * violation. `context` is axe's (a selector, or { include, exclude }); `disableRules` names rules to skip (say why in
 * the journey). Returns all violations (the moderate and minor ones are printed, not failed).
 *
 * axe-core is evaluated through DevTools rather than added as a <script> so the app's Content-Security-Policy
 * (script-src 'self') stays on and is tested too.
 */
export function createAxe(page, log) {
  return async function axe({ context, disableRules = [] } = {}) {
    // On a settled screen: a list refetching (aria-busy, its rows dimmed while the new ones load) measures the colours
    // of a moment, not of the screen (a sort's refetch failed color-contrast once). At most 5 s, then as it is.
    await page
      .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 5000, polling: 100 })
      .catch(() => log(`  axe ran while part of ${page.url()} was still busy (aria-busy)`));
    if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
    const violations = await page.evaluate(
      async ({ context, disableRules }) => {
        const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
        const results = await window.axe.run(context ?? document, { resultTypes: ['violations'], rules });
        return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
          id,
          impact,
          help,
          helpUrl,
          nodes: nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
        }));
      },
      { context, disableRules },
    );
    const blocking = violations.filter((v) => BLOCKING.has(v.impact));
    const minor = violations.filter((v) => !BLOCKING.has(v.impact));
    for (const v of minor) log(`  axe, not failing: [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s)) on ${page.url()}`);
    if (blocking.length) {
      throw new Error(`axe found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n${formatViolations(blocking)}`);
    }
    return violations;
  };
}
