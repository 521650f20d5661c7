// Browser tests: start the built server on its own port and database (demo data seeded) with a real SMTP sink,
// drive Debian's Chromium through every journey in e2e/journeys/*.mjs, save screenshots in
// test-results/screenshots/, and print "N passed, N failed" (CI reads it). See e2e/README.md.
// Needs `npm run build` first and `apt-get install -y chromium fonts-noto-core`.
//
//   npm run test:browser                       every journey
//   npm run test:browser -- --grep profile     journeys whose feature file or name contains "profile" (or E2E_GREP)
//   npm run test:browser -- --workers 2        two lanes, each with a server and database of its own (or E2E_WORKERS)
/* global window */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createApi } from './support/api.mjs';
import { repoRoot, startAppServer } from './support/app-server.mjs';
import { launchChromium } from './support/chromium.mjs';
import { createAxe, createShot, slug } from './support/journey-helpers.mjs';
import { startMailbox } from './support/mailbox.mjs';

const JOURNEY_TIMEOUT_MS = 120_000;
const ACTION_TIMEOUT_MS = 15_000;
const DEFAULT_VIEWPORT = { width: 390, height: 844 };
const LOCALES = { en: 'en-US', ur: 'ur-PK', pt: 'pt-BR', es: 'es-ES' };

const { values: args } = parseArgs({ options: { grep: { type: 'string' }, workers: { type: 'string' } } });
const grep = (args.grep ?? process.env.E2E_GREP ?? '').toLowerCase();
const workers = Number(args.workers ?? process.env.E2E_WORKERS ?? 1);
// E2E_SCREENSHOTS=off: journeys run without their screenshots (CI's run: nobody opens them there); failures still get one.
const skipShots = process.env.E2E_SCREENSHOTS === 'off';
// E2E_RETRIES=1: a failed journey runs once more (CI's run, on a busy 2-core machine); one that then passes is listed
// as flaky at the end, so it is seen and fixed rather than hidden.
const retries = Number(process.env.E2E_RETRIES ?? 0);
const flaky = [];
if (!Number.isInteger(workers) || workers < 1)
  throw new Error(`--workers must be a whole number of at least 1, got "${args.workers ?? process.env.E2E_WORKERS}"`);

const shotsDir = path.join(repoRoot, 'test-results', 'screenshots');
// A full run starts from an empty folder, so every picture in it is from this run.
if (!grep) rmSync(shotsDir, { recursive: true, force: true });
mkdirSync(shotsDir, { recursive: true });

/** Every journey of every feature file, one entry per language it asks for. */
async function loadJourneys() {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'journeys');
  const runs = [];
  const ids = new Set();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort()) {
    const feature = file.replace(/\.mjs$/, '');
    const module = await import(pathToFileURL(path.join(dir, file)).href);
    if (!Array.isArray(module.journeys)) throw new Error(`journeys/${file} must export \`journeys\`, an array`);
    for (const journey of module.journeys) {
      if (typeof journey.name !== 'string' || typeof journey.run !== 'function') {
        throw new Error(`journeys/${file}: every journey needs a name and a run({ page, … }) function`);
      }
      for (const lang of journey.languages ?? [undefined]) {
        const id = `${feature}-${journey.id ?? slug(journey.name).slice(0, 48)}${lang ? `-${lang}` : ''}`;
        if (ids.has(id)) throw new Error(`two journeys share the id "${id}": give one an \`id\``);
        ids.add(id);
        const label = `${feature}: ${journey.name}${lang ? ` [${lang}]` : ''}`;
        if (!grep || label.toLowerCase().includes(grep))
          runs.push({ journey, lang, id, label, feature, setup: journey.setup === false ? undefined : module.setup });
      }
    }
  }
  return runs;
}

const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms).unref()),
  ]);

/**
 * A feature file's `setup({ env })`, run once, before the first of its journeys that runs (and only if one does; a
 * journey with `setup: false` neither waits for it nor gets its helpers): it
 * answers { helpers, stop?, output? }. `helpers`' fields go to each of its journeys' `run` beside the usual ones,
 * `stop()` runs once every journey is done, and `output()` (say, a second server's log) is printed when one failed.
 */
async function featureSetup(run, shared, log) {
  if (shared.setups.has(run.feature)) return shared.setups.get(run.feature);
  const started = Date.now();
  const answer = Promise.resolve().then(() => run.setup({ env: shared.serverEnv }));
  shared.setups.set(run.feature, answer);
  await answer;
  log(`  (${run.feature}'s setup took ${((Date.now() - started) / 1000).toFixed(1)} s, not counted above)`);
  return answer;
}

async function runOne(browser, run, shared, lane) {
  const { journey, lang, id, label } = run;
  const locale = LOCALES[lang ?? 'en'] ?? lang;
  // Reduced motion: no colour fades, so axe never measures a button half-way between two variants' colours.
  const context = await browser.newContext({ viewport: journey.viewport ?? DEFAULT_VIEWPORT, locale, reducedMotion: 'reduce' });
  // The newsletter popup (after 15 s on any page) would cover the other journeys' pages: marked as seen, except for
  // the journeys that test it (`newsletterPopup: true`).
  if (!journey.newsletterPopup)
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('newsletterPopupSeen', 'e2e');
      } catch {
        // about:blank has no storage
      }
    });
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const pageErrors = [];
  const consoleErrors = [];
  const notes = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on(
    'response',
    (response) => response.status() >= 400 && consoleErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`),
  );
  page.on('requestfailed', (request) => consoleErrors.push(`${request.failure()?.errorText} ${request.method()} ${request.url()}`));
  const log = (line) => notes.push(line);
  const prefix = lang && lang !== 'en' ? `/${lang}` : '';
  let started = Date.now();
  try {
    const extra = run.setup ? await featureSetup(run, shared, log) : undefined;
    started = Date.now();
    await withTimeout(
      journey.run({
        ...extra?.helpers,
        page,
        context,
        baseUrl: lane.baseUrl,
        databaseUrl: lane.databaseUrl,
        lang: lang ?? 'en',
        url: (p = '/') => `${lane.baseUrl}${prefix}${p === '/' && prefix ? '' : p}`,
        api: lane.api,
        mailbox: shared.mailbox,
        shot: createShot(page, id, shotsDir, shared.shots, { skip: skipShots }),
        axe: createAxe(page, log),
        log,
      }),
      journey.timeout ?? JOURNEY_TIMEOUT_MS,
      'the journey',
    );
    if (pageErrors.length && !journey.allowPageErrors) {
      throw new Error(`uncaught error(s) in the page:\n    ${pageErrors.join('\n    ')}`);
    }
    console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const line of notes) console.log(line);
    return true;
  } catch (error) {
    console.log(`✗ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)\n  ${error instanceof Error ? error.message : error}`);
    for (const line of notes) console.log(line);
    console.log(`  at ${page.url()}`);
    if (consoleErrors.length) console.log(`  console errors and failed requests:\n    ${consoleErrors.slice(-10).join('\n    ')}`);
    const file = path.join(shotsDir, `${id}-failure.png`);
    await page
      .screenshot({ path: file, fullPage: true })
      .then(() => console.log(`  screenshot: ${path.relative(repoRoot, file)}`))
      .catch(() => undefined);
    return false;
  } finally {
    await context.close();
  }
}

/**
 * The journeys by feature file, the longest files first (by the time their journeys are allowed, which the slow ones
 * raise), so that the lanes end close together: a lane takes a whole file (its journeys in order, and a setup's
 * shared stub is never driven by two lanes at once), then the next one left.
 */
function byFeature(runs) {
  const groups = new Map();
  for (const run of runs) groups.set(run.feature, [...(groups.get(run.feature) ?? []), run]);
  const allowed = (group) => group.reduce((sum, { journey }) => sum + (journey.timeout ?? JOURNEY_TIMEOUT_MS), 0);
  return [...groups.values()].sort((a, b) => allowed(b) - allowed(a));
}

let passed = 0;
let failed = 0;
let setupFailed = false;
let browser;
let mailbox;
/** One per worker: a server (and database) of its own, so no lane sees another's rows; see README.md. */
const lanes = [];
const shots = { files: [], ms: 0 };
/** Feature name → the promise of its setup's answer (see featureSetup). */
const setups = new Map();
try {
  const runs = await loadJourneys();
  if (!runs.length) throw new Error(`no journey matches "${grep}"`);
  mailbox = await startMailbox();
  const serverEnv = {
    SMTP_URL: mailbox.url,
    SUPERADMIN_EMAIL: 'boss@autoexport.local',
    SUPERADMIN_PASSWORD: 'Boss#2026!',
    // Every journey signs in from 127.0.0.1: the per-IP limits are for the world, not for this one machine.
    THROTTLE_REGISTER_PER_IP: '1000',
    THROTTLE_LOGIN_PER_IP: '1000',
    THROTTLE_LOGIN_PER_ACCOUNT: '100',
    THROTTLE_CHASSIS_CHECK_PER_IP: '1000',
  };
  const queue = byFeature(runs);
  const laneCount = Math.min(workers, queue.length);
  const [servers] = await Promise.all([
    Promise.allSettled(
      Array.from({ length: laneCount }, (_, i) => startAppServer({ label: laneCount > 1 ? `browser${i + 1}` : 'browser', env: serverEnv })),
    ),
    launchChromium().then((launched) => (browser = launched)),
  ]);
  for (const started of servers) {
    if (started.status !== 'fulfilled') continue;
    const server = started.value;
    lanes.push({ server, baseUrl: server.baseUrl, databaseUrl: server.databaseUrl, api: createApi(server.baseUrl), failed: 0 });
  }
  const refused = servers.find((started) => started.status === 'rejected');
  if (refused) throw refused.reason;
  const shared = { mailbox, shots, serverEnv, setups };
  await Promise.all(
    lanes.map(async (lane) => {
      for (let group = queue.shift(); group; group = queue.shift()) {
        for (const run of group) {
          if (await runOne(browser, run, shared, lane)) passed++;
          else if (retries > 0 && (console.log(`  … once more (E2E_RETRIES=${retries})`), await runOne(browser, run, shared, lane))) {
            passed++;
            flaky.push(run);
          } else {
            failed++;
            lane.failed++;
          }
        }
      }
    }),
  );
} catch (error) {
  failed++;
  setupFailed = true;
  console.log(`✗ setup\n  ${error instanceof Error ? error.stack : error}`);
} finally {
  await browser?.close().catch(() => undefined);
  for (const [i, { server, failed: laneFailed }] of lanes.entries()) {
    if (laneFailed || setupFailed) {
      const which = lanes.length > 1 ? ` of lane ${i + 1}` : '';
      console.log(`\nserver output${which} (last lines):\n${server.output().split('\n').slice(-40).join('\n')}`);
    }
  }
  for (const [feature, setup] of setups) {
    const answer = await setup.catch(() => undefined);
    if (failed && answer?.output)
      console.log(`\n${feature}'s setup output (last lines):\n${answer.output().split('\n').slice(-40).join('\n')}`);
    await answer?.stop?.().catch((error) => console.log(`could not stop ${feature}'s setup: ${error.message}`));
  }
  for (const { server } of lanes)
    await server.stop().catch((error) => console.log(`could not stop a server or drop its database: ${error.message}`));
  await mailbox?.stop();
}
console.log(
  skipShots
    ? '\nScreenshots were not taken (E2E_SCREENSHOTS=off)'
    : `\n${shots.files.length} screenshots in ${path.relative(repoRoot, shotsDir)}/ (${(shots.ms / 1000).toFixed(0)} s taking them)`,
);
if (flaky.length)
  console.log(`\nFlaky (failed, then passed once more): ${flaky.length}\n  ${flaky.map((run) => run.label ?? run.id).join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
