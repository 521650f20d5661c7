/**
 * `npm run bench:exports`: staff CSV exports against the public search (issue 24 §10, bench/README.md).
 * Cleans up after itself: the database is dropped and the run's Redis keys deleted.
 *
 * "Four staff CSV exports of 100,000 cars at once take 40 s each and slow the public /api/cars from 4 ms to 1 s."
 * On a database of its own (created and migrated here, dropped at the end unless BENCH_KEEP_DATABASE=true) the bulk
 * seeder loads BENCH_CARS cars (100,000, no pictures); the real server (`dist/src/main.js`, NODE_ENV=production,
 * WORKER=off) runs on it. A steady, open-loop stream of anonymous public searches — BENCH_RATE requests a second
 * (40), each sent on time whether or not the previous one answered, alternating the catalogue's first page
 * (`GET /api/cars?make=toyota&bodyType=suv&yearMin=2015`, as the catalogue bench) and a car's page
 * (`GET /api/cars/detail/ref/{ref}`, rotating over 500 cars) — is measured in rounds (BENCH_ROUNDS, 3):
 *
 * - `alone`: the search stream for BENCH_DURATION seconds (15), nothing else running;
 * - `exports`: the same stream while BENCH_EXPORTS (4) staff exports of every car (`GET /api/admin/cars.csv`,
 *   100,000 rows each, signed in as a superadmin) are started at once and read to the end as fast as the bench can;
 *   measured from the first export's start to the last one's end.
 *
 * The order of the two phases flips every round. Latencies are exact (every answer, no histogram buckets); the table
 * shows the medians over the rounds, the ratio of the search's p95 during the exports to its p95 alone (target ≤ 1.5),
 * and each export's status, rows and time. Every export must answer 200 with every row (or the documented 429
 * EXPORTS_BUSY when the server's limits refuse it, counted); every search must answer 200.
 *
 * Environment: BENCH_DATABASE_SERVER_URL (postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL, BENCH_CARS,
 * BENCH_EXPORTS, BENCH_RATE, BENCH_DURATION, BENCH_ROUNDS, BENCH_WARMUP (5 s), BENCH_KEEP_DATABASE,
 * BENCH_APP_SCRIPT (the server to measure, dist/src/main.js: point it at another build to compare), and any
 * EXPORT_* setting, passed to the server as is.
 */
import 'reflect-metadata';
import { Redis } from 'ioredis';
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../src/common/auth/passwords.js';
import { loadConfig } from '../src/config/config.js';
import { bulkLoadCars } from '../src/database/seeds/bulk-load.js';
import { prepareDatabase } from '../src/database/startup.js';
import {
  appEnvironment,
  deletePrefix,
  dropDatabase,
  env,
  fmt,
  freePort,
  latencyFigures,
  loadAverage,
  machine,
  median,
  num,
  type Proc,
  round,
  runStore,
  say,
  sleep,
  startProcess,
  stopProcess,
  waitHealthy,
} from './support.js';

const SERVER_URL = env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CARS = num('BENCH_CARS', 100_000);
const EXPORTS = num('BENCH_EXPORTS', 4);
const RATE = Math.max(1, num('BENCH_RATE', 40));
const DURATION_S = Math.max(1, num('BENCH_DURATION', 15));
const ROUNDS = Math.max(1, num('BENCH_ROUNDS', 3));
const WARMUP_S = num('BENCH_WARMUP', 5);
const APP_SCRIPT = env.BENCH_APP_SCRIPT ?? 'dist/src/main.js';
/** The p95 of the search while the exports run, at most this many times its p95 alone (issue 24). */
const TARGET_RATIO = 1.5;
const SUPERADMIN = { email: 'bench-exports@bench.example', password: 'Bench#Exports2026' };
const LIST_PATH = '/api/cars?make=toyota&bodyType=suv&yearMin=2015';
const EXPORT_PATH = '/api/admin/cars.csv';

interface Timed {
  status: number;
  ms: number;
}

/** A GET over a keep-alive agent, timed from send to the answer's last byte. Never rejects. */
function timedGet(agent: http.Agent, base: URL, urlPath: string): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get({ agent, host: base.hostname, port: base.port, path: urlPath }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

/**
 * The public search stream: one request every 1/RATE s, sent on time (open loop: a slow answer does not hold the next
 * request back, so a stall shows in the latencies instead of hiding in a lower rate), until `stop()`.
 */
function searchStream(base: URL, refs: readonly string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const answers: Timed[] = [];
  const pending: Promise<void>[] = [];
  let running = true;
  let sent = 0;
  const started = performance.now();
  const loop = (async () => {
    while (running) {
      const at = started + (sent * 1000) / RATE;
      const wait = at - performance.now();
      if (wait > 0) await sleep(wait);
      const urlPath = sent % 2 === 0 ? LIST_PATH : `/api/cars/detail/ref/${refs[(sent >> 1) % refs.length]}`;
      sent += 1;
      pending.push(timedGet(agent, base, urlPath).then((answer) => void answers.push(answer)));
    }
  })();
  return {
    async stop(): Promise<Timed[]> {
      running = false;
      await loop;
      await Promise.all(pending);
      agent.destroy();
      return answers;
    },
  };
}

interface ExportRun {
  status: number;
  rows: number;
  bytes: number;
  firstByteMs: number;
  ms: number;
  retryAfter?: string;
}

/** One export read to its end as fast as the bench can: its status, data rows (lines after the header), bytes, times. */
function runExport(base: URL, token: string): Promise<ExportRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: base.hostname, port: base.port, path: EXPORT_PATH, headers: { authorization: `Bearer ${token}` }, agent: false },
      (res) => {
        let lines = 0;
        let bytes = 0;
        let firstByteMs = NaN;
        res.on('data', (chunk: Buffer) => {
          if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            rows: res.statusCode === 200 ? Math.max(0, lines - 1) : 0,
            bytes,
            firstByteMs: round(firstByteMs),
            ms: round(performance.now() - started),
            retryAfter: res.headers['retry-after'] as string | undefined,
          }),
        );
        res.on('error', () => resolve({ status: 0, rows: 0, bytes, firstByteMs, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, rows: 0, bytes: 0, firstByteMs: NaN, ms: performance.now() - started }));
  });
}

/** What the server's /metrics says of its event loop (reset at each scrape) and its garbage collector so far. */
async function processFigures(base: URL): Promise<{ loopP99Ms: number; loopMaxMs: number; gcMs: Record<string, number> }> {
  const text = await (await fetch(new URL('/metrics', base))).text();
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.eE+-]+)$`, 'm').exec(text)?.[1] ?? NaN);
  const gcMs: Record<string, number> = {};
  for (const match of text.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="(\w+)"\} ([0-9.eE+-]+)$/gm))
    gcMs[match[1]!] = Number(match[2]) * 1000;
  return { loopP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000, loopMaxMs: value('nodejs_eventloop_lag_max_seconds') * 1000, gcMs };
}

async function signIn(base: URL): Promise<string> {
  const res = await fetch(new URL('/api/user/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...SUPERADMIN, rememberMe: false }),
  });
  if (!res.ok) throw new Error(`superadmin sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

type Phase = 'alone' | 'exports';
interface RoundResult {
  round: number;
  phase: Phase;
  seconds: number;
  requests: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The server's event-loop delay (p99, max) during the phase, and its garbage collection time by kind. */
  server?: { loopP99Ms: number; loopMaxMs: number; gcMs: Record<string, number> };
  exports?: ExportRun[];
}

function summarize(roundNo: number, phase: Phase, answers: Timed[], seconds: number, exports?: ExportRun[]): RoundResult {
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    round: roundNo,
    phase,
    seconds: round1(seconds),
    requests: answers.length,
    statuses,
    ...latencyFigures(answers.map((a) => a.ms)),
    ...(exports ? { exports } : {}),
  };
}
const round1 = (n: number) => round(n, 1);

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const resultsDir = path.resolve('bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const store = runStore('exports', stamp, SERVER_URL);
  const port = await freePort();
  const base = new URL(`http://127.0.0.1:${port}`);
  const exportSettings = Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('EXPORT_') && v !== undefined)) as Record<
    string,
    string
  >;
  const config = loadConfig({
    ...env,
    DATABASE_URL: store.databaseUrl,
    REDIS_PREFIX: store.prefix,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
  });
  let app: Proc | undefined;
  const results: RoundResult[] = [];
  try {
    say(`Database ${store.database}: ${fmt(CARS)} cars; ${EXPORTS} exports; ${RATE} searches/s; server ${APP_SCRIPT}.`);
    await prepareDatabase(config, say);
    const started = Date.now();
    await bulkLoadCars({ databaseUrl: store.databaseUrl, cars: CARS, images: false, auctionSheetShare: 0, uploadDir: config.uploadDir });
    const db = new pg.Client({ connectionString: store.databaseUrl });
    await db.connect();
    await db.query('VACUUM (ANALYZE) cars');
    await db.query(
      `INSERT INTO users (email, password_hash, role, first_name, last_name) VALUES ($1, $2, 'superadmin', 'Bench', 'Exports')`,
      [SUPERADMIN.email, await hashPassword(SUPERADMIN.password)],
    );
    const total = Number((await db.query('SELECT count(*) AS n FROM cars')).rows[0].n);
    const refs = (
      await db.query<{ stock_id: string }>(`SELECT stock_id FROM cars WHERE status = 'available' ORDER BY random() LIMIT 500`)
    ).rows.map((r) => r.stock_id);
    await db.end();
    say(`Loaded ${fmt(total)} cars in ${round1((Date.now() - started) / 1000)} s.`);

    const logFile = path.join(resultsDir, `exports-${stamp}-app.log`);
    app = await startProcess(
      'api',
      APP_SCRIPT,
      { ...appEnvironment(store, port, REDIS_URL, ''), WORKER: 'off', LOG_LEVEL: env.BENCH_APP_LOG_LEVEL ?? 'warn', ...exportSettings },
      logFile,
    );
    await waitHealthy(base.origin, app, 120_000);
    let token = await signIn(base);

    // Warm-up: the search stream, and one export checked whole (every car, the header first).
    const warm = searchStream(base, refs);
    const check = await runExport(base, token);
    if (check.status !== 200 || check.rows !== Math.min(total, 100_000))
      throw new Error(`the warm-up export answered ${check.status} with ${check.rows} rows (expected ${Math.min(total, 100_000)})`);
    await sleep(WARMUP_S * 1000);
    await warm.stop();
    say(`Warm-up done; one export alone: ${fmt(check.rows)} rows in ${round1(check.ms / 1000)} s.`);

    for (let r = 1; r <= ROUNDS; r += 1) {
      token = await signIn(base); // an access token lasts 15 minutes
      const phases: Phase[] = r % 2 === 1 ? ['alone', 'exports'] : ['exports', 'alone'];
      for (const phase of phases) {
        const before = await processFigures(base);
        const stream = searchStream(base, refs);
        const t0 = performance.now();
        let exports: ExportRun[] | undefined;
        if (phase === 'alone') await sleep(DURATION_S * 1000);
        else exports = await Promise.all(Array.from({ length: EXPORTS }, () => runExport(base, token)));
        const seconds = (performance.now() - t0) / 1000;
        const result = summarize(r, phase, await stream.stop(), seconds, exports);
        const after = await processFigures(base);
        result.server = {
          loopP99Ms: round(after.loopP99Ms, 1),
          loopMaxMs: round(after.loopMaxMs, 1),
          gcMs: Object.fromEntries(Object.entries(after.gcMs).map(([kind, ms]) => [kind, round(ms - (before.gcMs[kind] ?? 0), 1)])),
        };
        results.push(result);
        const exportNote = exports
          ? `; exports ${exports.map((e) => `${e.status} ${fmt(e.rows)} rows ${round1(e.ms / 1000)} s`).join(', ')}`
          : '';
        say(
          `round ${r} ${phase}: ${result.requests} searches in ${result.seconds} s, p50 ${result.p50} ms, p95 ${result.p95} ms; ` +
            `server loop delay p99 ${result.server.loopP99Ms} ms, max ${result.server.loopMaxMs} ms, GC ${JSON.stringify(result.server.gcMs)}${exportNote}`,
        );
        const bad = Object.entries(result.statuses).filter(([status]) => status !== '200');
        if (bad.length) throw new Error(`searches answered ${JSON.stringify(result.statuses)} in round ${r} (${phase})`);
        for (const e of exports ?? []) {
          const complete = e.status === 200 && e.rows === Math.min(total, 100_000);
          if (!complete && e.status !== 429) throw new Error(`an export answered ${e.status} with ${e.rows} rows in round ${r}`);
        }
      }
    }
  } finally {
    await stopProcess(app);
    if (env.BENCH_KEEP_DATABASE !== 'true') await dropDatabase(SERVER_URL, store.database).catch(() => undefined);
    const redis = new Redis(REDIS_URL);
    await deletePrefix(redis, store.prefix).catch(() => undefined);
    redis.disconnect();
  }

  const of = (phase: Phase) => results.filter((r) => r.phase === phase);
  const med = (phase: Phase, key: 'p50' | 'p95' | 'p99' | 'max') => round(median(of(phase).map((r) => r[key])), 2);
  const exportsRun = of('exports').flatMap((r) => r.exports ?? []);
  const completed = exportsRun.filter((e) => e.status === 200);
  const refused = exportsRun.filter((e) => e.status === 429);
  const ratio = round(med('exports', 'p95') / med('alone', 'p95'), 2);
  const pass = ratio <= TARGET_RATIO;
  console.log(`\n| public search (list + detail, ${RATE}/s) | p50 ms | p95 ms | p99 ms | max ms | searches per round |`);
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const phase of ['alone', 'exports'] as const) {
    const label = phase === 'alone' ? 'alone' : `while ${EXPORTS} exports of ${fmt(Math.min(CARS, 100_000))} cars run`;
    console.log(
      `| ${label} | ${med(phase, 'p50')} | ${med(phase, 'p95')} | ${med(phase, 'p99')} | ${med(phase, 'max')} | ${median(of(phase).map((r) => r.requests))} |`,
    );
  }
  console.log(
    `\nExports: ${completed.length} completed (median ${round1(median(completed.map((e) => e.ms)) / 1000)} s each, ` +
      `max ${round1(Math.max(...completed.map((e) => e.ms)) / 1000)} s; first byte median ${round(median(completed.map((e) => e.firstByteMs)))} ms), ` +
      `${refused.length} refused with 429; the four together took a median ${round1(median(of('exports').map((r) => r.seconds)))} s.`,
  );
  console.log(`p95 during the exports / alone = ${ratio}× (target ≤ ${TARGET_RATIO}×): ${pass ? 'PASS' : 'FAIL'}`);
  const file = path.join(resultsDir, `exports-${stamp}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        when: new Date().toISOString(),
        machine: machine(loadAtStart),
        settings: { CARS, EXPORTS, RATE, DURATION_S, ROUNDS, WARMUP_S, APP_SCRIPT, exportSettings },
        results,
        summary: {
          ratio,
          pass,
          alone: { p50: med('alone', 'p50'), p95: med('alone', 'p95') },
          exports: { p50: med('exports', 'p50'), p95: med('exports', 'p95') },
        },
      },
      null,
      2,
    ),
  );
  say(`Details in ${file}`);
  process.exitCode = pass ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
