// Largest Contentful Paint and Cumulative Layout Shift of the built client on the real API with demo data, on a
// throttled phone: a slow 4G network and a 4× slower CPU (Chromium's DevTools emulation). Issue 8's budgets:
// LCP ≤ 2.5 s and CLS ≤ 0.1 on home, search and a car's page. See bench/README.md, "Web vitals".
//
//   npm run build && npm run bench:web                 5 cold loads of each page, medians, PASS/FAIL
//   npm run bench:web -- --runs 1 --pages home --lang ur
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, startAppServer } from '../client/e2e/support/app-server.mjs';
import { launchChromium } from '../client/e2e/support/chromium.mjs';
/* global window, document */

// The client's URLs (client/src/lib/paths.ts): search is /cars with the filters as its query, a car is /cars/<ref>.
const PAGES = {
  home: () => '/',
  search: () => '/cars',
  detail: (car) => `/cars/${encodeURIComponent(car.ref)}`,
};

/** Slow 4G as Lighthouse names it: 150 ms round trip, 1.6 Mbps down, 750 kbps up (DevTools throttles per request). */
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
/** A mid-range phone held upright. */
export const DEVICE = { viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const BUDGET = { lcpMs: 2500, cls: 0.1 };
/** A load is over when neither a new LCP candidate nor a layout shift has appeared for this long after `load`. */
const QUIET_MS = 3000;
const MAX_WAIT_MS = 30_000;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_WEB_RUNS ?? '5' },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    lang: { type: 'string', default: 'en' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
const pageNames = args.pages.split(',').map((p) => p.trim());
for (const name of pageNames) if (!PAGES[name]) throw new Error(`unknown page "${name}" (known: ${Object.keys(PAGES).join(', ')})`);
const prefix = args.lang === 'en' ? '' : `/${args.lang}`;
const LOCALES = { en: 'en-US', ur: 'ur-PK', pt: 'pt-BR', es: 'es-ES' };

// Runs in the page before any of its scripts: records every LCP candidate, layout shift and paint, buffered.
function observeVitals() {
  const vitals = { lcp: null, lcpElement: null, candidates: [], shifts: [], fcp: null, lastEntryAt: performance.now() };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      const el = entry.element;
      vitals.lcpElement = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''}`
        : entry.url || '(an element since removed)';
      vitals.candidates.push({ at: Math.round(entry.startTime), element: vitals.lcpElement, size: entry.size, url: entry.url });
      vitals.lastEntryAt = performance.now();
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      vitals.shifts.push({ value: entry.value, startTime: entry.startTime });
      vitals.lastEntryAt = performance.now();
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** CLS as Chrome reports it: the largest session window (shifts < 1 s apart, the window at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { value, startTime } of shifts) {
    if (startTime - last < 1000 && startTime - first < 5000) current += value;
    else {
      current = value;
      first = startTime;
    }
    last = startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(browser, url, screenshot) {
  // A new context each time: an empty cache, as on a first visit.
  const context = await browser.newContext({ ...DEVICE, locale: LOCALES[args.lang] ?? args.lang });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeVitals);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const started = Date.now();
    await page.waitForFunction((quiet) => performance.now() - window.__vitals.lastEntryAt > quiet, QUIET_MS, {
      timeout: MAX_WAIT_MS,
      polling: 250,
    });
    const result = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const resources = performance.getEntriesByType('resource');
      const kb = (entries) => entries.reduce((sum, e) => sum + (e.transferSize || 0), 0) / 1024;
      return {
        ...window.__vitals,
        totalKb: kb([nav, ...resources].filter(Boolean)),
        scriptKb: kb(resources.filter((e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name))),
        title: document.title,
        // The waterfall, for reading the LCP: each request's start and end (ms after navigation start).
        timeline: resources.map((e) => [
          new URL(e.name).pathname + new URL(e.name).search,
          Math.round(e.startTime),
          Math.round(e.responseEnd),
        ]),
        scriptsDoneAt: Math.round(nav?.domContentLoadedEventEnd ?? 0),
      };
    });
    if (screenshot) await page.screenshot({ path: screenshot });
    return { ...result, cls: cumulativeLayoutShift(result.shifts), waitedMs: Date.now() - started };
  } finally {
    await context.close();
  }
}

const fmtMs = (v) => (v === null ? 'n/a' : `${(v / 1000).toFixed(2)} s`);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const resultsDir = path.join(repoRoot, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });

let server;
let browser;
let allPass = true;
try {
  server = await startAppServer({
    label: 'webvitals',
    env: { NODE_ENV: 'production', JWT_SECRET: `web-vitals-${stamp}-${'x'.repeat(32)}`, SEED_DEMO_DATA: 'true' },
  });
  const list = await (await fetch(`${server.baseUrl}/api/cars?limit=1`)).json();
  const car = list.items?.[0];
  if (!car) throw new Error('the demo catalogue is empty: no car for the detail page');
  browser = await launchChromium();

  const report = [];
  for (const name of pageNames) {
    const url = `${server.baseUrl}${prefix}${PAGES[name](car) === '/' && prefix ? '' : PAGES[name](car)}`;
    // One load without throttling warms the server's caches (not the browser's: each run gets a new context).
    const warm = await browser.newContext();
    await (await warm.newPage()).goto(url, { waitUntil: 'networkidle', timeout: 60_000 }).catch(() => undefined);
    await warm.close();
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      const shot = run === 1 ? path.join(resultsDir, `web-vitals-${stamp}-${name}.png`) : undefined;
      const sample = await measure(browser, url, shot);
      samples.push(sample);
      console.log(
        `${name} run ${run}: LCP ${fmtMs(sample.lcp)} (${sample.lcpElement ?? 'no LCP entry'}), CLS ${sample.cls.toFixed(3)}, ` +
          `FCP ${fmtMs(sample.fcp)}, ${sample.totalKb.toFixed(0)} KB (JS ${sample.scriptKb.toFixed(0)} KB)`,
      );
    }
    const lcp = median(samples.map((s) => s.lcp));
    const cls = median(samples.map((s) => s.cls));
    const pass = lcp !== null && lcp <= BUDGET.lcpMs && cls !== null && cls <= BUDGET.cls;
    allPass &&= pass;
    report.push({
      page: name,
      path: new URL(url).pathname,
      lcp,
      cls,
      fcp: median(samples.map((s) => s.fcp)),
      totalKb: median(samples.map((s) => s.totalKb)),
      scriptKb: median(samples.map((s) => s.scriptKb)),
      pass,
      samples,
    });
  }

  console.log(
    `\nMedians of ${runs} cold load(s) each, ${args.lang}, ${DEVICE.viewport.width}×${DEVICE.viewport.height} @${DEVICE.deviceScaleFactor}x, ` +
      `slow 4G (${NETWORK.latency} ms, 1.6 Mbps down, 750 kbps up), CPU ÷${CPU_SLOWDOWN}\n`,
  );
  console.log('| page | path | LCP | CLS | FCP | transferred | of it JS | result |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of report) {
    console.log(
      `| ${r.page} | \`${r.path}\` | ${fmtMs(r.lcp)} | ${r.cls === null ? 'n/a' : r.cls.toFixed(3)} | ${fmtMs(r.fcp)} | ` +
        `${r.totalKb.toFixed(0)} KB | ${r.scriptKb.toFixed(0)} KB | ${r.pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  console.log(`\nBudgets: LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS ≤ ${BUDGET.cls} (medians). ${allPass ? 'PASS' : 'FAIL'}`);
  const file = path.join(resultsDir, `web-vitals-${stamp}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), runs, lang: args.lang, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, device: DEVICE, report },
      null,
      2,
    ),
  );
  console.log(`Details: ${path.relative(repoRoot, file)} (and a screenshot of each page's first load beside it)`);
} catch (error) {
  allPass = false;
  console.error(error instanceof Error ? error.stack : error);
  if (server) console.error(`\nserver output (last lines):\n${server.output().split('\n').slice(-40).join('\n')}`);
} finally {
  await browser?.close().catch(() => undefined);
  await server?.stop().catch((error) => console.error(`could not stop the server or drop its database: ${error.message}`));
}
process.exit(allPass ? 0 : 1);
