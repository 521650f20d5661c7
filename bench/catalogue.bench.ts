/**
 * `npm run bench`: the catalogue's load benchmark (bench/README.md).
 *
 * Starts the real application (dist/src/main.js, WORKER=inline) and the bare Fastify + pg baseline
 * (dist/bench/baseline-server.js) side by side against the bulk database, checks that both answer the same, then
 * measures four requests with autocannon — the first page of a filtered search, its facets, a car's detail, and a
 * page reached by following nextCursor deep into the same search — warm-up first, then alternating app and
 * baseline runs. Prints median latencies and throughput per endpoint and server, the app/baseline throughput
 * ratios and PASS/FAIL per target, and writes everything to bench/results/.
 *
 * Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/autoexport_bench), REDIS_URL,
 * BENCH_CONNECTIONS (32), BENCH_DURATION (10 s), BENCH_RUNS (3), BENCH_WARMUP (5 s), BENCH_DEEP_PAGES (200),
 * BENCH_ENDPOINTS (list,facets,detail,deep), BASELINE_CACHE (redis: the app's Redis commands; memory: a Map),
 * BENCH_APP_LOG_LEVEL (warn).
 */
import autocannon, { type Request } from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { LISTED_STATUSES } from '../src/modules/cars/car-rules.js';
import { DEEP_PATH, DETAIL_PATH, DETAIL_REFS_SQL, FACETS_PATH, LIST_PATH } from './catalogue-sql.js';
import { freePort, median, percentile, round, sleep } from './support.js';

const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/autoexport_bench';
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const RUNS = Number(env.BENCH_RUNS ?? 3);
const WARMUP = Number(env.BENCH_WARMUP ?? 5);
const DEEP_PAGES = Number(env.BENCH_DEEP_PAGES ?? 200);
const ENDPOINTS = (env.BENCH_ENDPOINTS ?? 'list,facets,detail,deep').split(',').map((e) => e.trim()) as EndpointName[];
const EXPECTED_ROWS = 1_000_000;

type EndpointName = 'list' | 'facets' | 'detail' | 'deep';
type ServerName = 'app' | 'baseline';

/** The targets of issue 3 at 1,000,000 listings, warm, 32 connections. */
const LATENCY_TARGETS: Partial<Record<EndpointName, number>> = { list: 50, facets: 150, detail: 15 };
const DEEP_VS_FIRST = 1.2;
const MIN_THROUGHPUT_RATIO = 0.6;

const here = path.dirname(fileURLToPath(import.meta.url));
const distRoot = path.resolve(here, '..');
const resultsDir = path.resolve(process.cwd(), 'bench', 'results');

interface Server {
  name: ServerName;
  base: string;
  child: ChildProcess;
  logFile: string;
}

interface RunStats {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
}

function start(name: ServerName, script: string, port: number, extraEnv: Record<string, string>, stamp: string): Server {
  const logFile = path.join(resultsDir, `${stamp}-${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [script], {
    cwd: process.cwd(),
    env: { ...env, PORT: String(port), DATABASE_URL, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return { name, base: `http://127.0.0.1:${port}`, child, logFile };
}

async function waitReady(server: Server, healthPath: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with code ${server.child.exitCode}; see ${server.logFile}`);
    try {
      const res = await fetch(server.base + healthPath);
      if (res.ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`${server.name} did not become ready within ${timeoutMs / 1000} s; see ${server.logFile}`);
}

async function getJson(server: Server, urlPath: string): Promise<unknown> {
  const res = await fetch(server.base + urlPath);
  if (!res.ok) throw new Error(`${server.name} GET ${urlPath} → ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/** The first place two answers differ, or null. */
function firstDifference(a: unknown, b: unknown, at = '$'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const diff = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
      if (diff) return diff;
    }
  }
  return `${at}: app ${JSON.stringify(a)?.slice(0, 120)} ≠ baseline ${JSON.stringify(b)?.slice(0, 120)}`;
}

async function measure(server: Server, requests: Request[], duration: number): Promise<RunStats> {
  const latencies: number[] = [];
  const instance = autocannon({ url: server.base, connections: CONNECTIONS, duration, pipelining: 1, timeout: 10, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    p50: round(percentile(latencies, 50), 2),
    p95: round(percentile(latencies, 95), 2),
    p99: round(percentile(latencies, 99), 2),
    rps: round(latencies.length / seconds, 1),
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');

  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const [{ cars, listed, version }] = (
    await db.query<{ cars: number; listed: number; version: string }>(
      `SELECT count(*)::int AS cars, count(*) FILTER (WHERE status = ANY($1))::int AS listed, version() AS version FROM cars`,
      [LISTED_STATUSES],
    )
  ).rows;
  const refs = (await db.query<{ stock_id: string }>(DETAIL_REFS_SQL, [500])).rows.map((r) => r.stock_id);
  await db.end();
  console.log(
    `Database ${DATABASE_URL.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1@')}: ${cars.toLocaleString('en')} cars, ${listed.toLocaleString('en')} listed.`,
  );
  if (cars < EXPECTED_ROWS) {
    console.warn(
      `  The targets are for ${EXPECTED_ROWS.toLocaleString('en')} listings: load them with \`npm run seed:bulk -- --cars 1000000 --truncate\`.`,
    );
  }
  if (refs.length === 0) throw new Error('No listed cars to ask for: load the bulk data first (bench/README.md).');

  const [appPort, basePort] = [await freePort(), await freePort()];
  const servers: Server[] = [];
  const stopAll = () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  try {
    const app = start(
      'app',
      path.join(distRoot, 'src', 'main.js'),
      appPort,
      {
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        WORKER: 'inline',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: env.BENCH_APP_LOG_LEVEL ?? 'warn',
        JWT_SECRET: env.JWT_SECRET ?? randomBytes(32).toString('hex'),
        REDIS_PREFIX: `bench:${stamp}`,
      },
      stamp,
    );
    servers.push(app);
    const baseline = start('baseline', path.join(distRoot, 'bench', 'baseline-server.js'), basePort, {}, stamp);
    servers.push(baseline);
    // The app migrates the database first when a migration is pending (minutes on a million rows).
    await Promise.all([waitReady(app, '/api/health', 15 * 60_000), waitReady(baseline, '/health', 60_000)]);
    console.log(`App on ${app.base} (pid ${app.child.pid}), baseline on ${baseline.base} (pid ${baseline.child.pid}).`);

    // A cursor deep in the same search: follow nextCursor page after page.
    let cursor: string | null = null;
    let pages = 0;
    for (; pages < DEEP_PAGES; pages++) {
      const page = (await getJson(app, cursor ? DEEP_PATH(cursor) : LIST_PATH)) as { nextCursor: string | null };
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    if (!cursor) throw new Error(`The search ${LIST_PATH} has a single page: the deep-page measure needs more cars.`);
    console.log(`Deep cursor: ${pages} pages into ${LIST_PATH}.`);

    const paths: Record<EndpointName, string> = {
      list: LIST_PATH,
      facets: FACETS_PATH,
      detail: DETAIL_PATH(refs[0]),
      deep: DEEP_PATH(cursor),
    };

    // Parity: both servers must give the same answers, or the ratio compares different work.
    const parity: Record<string, string | null> = {};
    for (const endpoint of ENDPOINTS) {
      const [a, b] = await Promise.all([getJson(app, paths[endpoint]), getJson(baseline, paths[endpoint])]);
      if (endpoint === 'detail') {
        // The app adds the views counted since the last flush.
        delete (a as Record<string, unknown>).viewCount;
        delete (b as Record<string, unknown>).viewCount;
      }
      parity[endpoint] = firstDifference(a, b);
      console.log(`Parity ${endpoint}: ${parity[endpoint] ? `DIFFERENT — ${parity[endpoint]}` : 'same answer'}`);
    }

    let nextRef = 0;
    const requestsOf = (endpoint: EndpointName): Request[] =>
      endpoint === 'detail'
        ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: DETAIL_PATH(refs[nextRef++ % refs.length]) }) }]
        : [{ method: 'GET', path: paths[endpoint] }];

    const runs: Record<string, Record<ServerName, RunStats[]>> = {};
    for (const endpoint of ENDPOINTS) {
      runs[endpoint] = { app: [], baseline: [] };
      for (const server of [app, baseline]) await measure(server, requestsOf(endpoint), WARMUP);
    }
    // Rounds go over every endpoint, so that whatever drifts during the run (background jobs, caches, the
    // machine's other load) weighs on all of them alike, and the deep page is measured beside the first page.
    for (let round = 0; round < RUNS; round++) {
      const order = round % 2 === 0 ? [app, baseline] : [baseline, app];
      for (const endpoint of ENDPOINTS) {
        for (const server of order) {
          const stats = await measure(server, requestsOf(endpoint), DURATION);
          runs[endpoint][server.name].push(stats);
          console.log(
            `  ${endpoint.padEnd(6)} ${server.name.padEnd(8)} run ${round + 1}: p50 ${stats.p50} ms, p95 ${stats.p95} ms, p99 ${stats.p99} ms, ` +
              `${stats.rps} req/s${stats.non2xx || stats.errors ? `, ${stats.non2xx} non-2xx, ${stats.errors} errors` : ''}`,
          );
        }
      }
    }

    // Medians over the runs, the ratios and the targets.
    const summary: Record<string, Record<ServerName, { p50: number; p95: number; p99: number; rps: number; failures: number }>> = {};
    for (const endpoint of ENDPOINTS) {
      summary[endpoint] = {} as (typeof summary)[string];
      for (const name of ['app', 'baseline'] as ServerName[]) {
        const list = runs[endpoint][name];
        summary[endpoint][name] = {
          p50: median(list.map((r) => r.p50)),
          p95: median(list.map((r) => r.p95)),
          p99: median(list.map((r) => r.p99)),
          rps: median(list.map((r) => r.rps)),
          failures: list.reduce((s, r) => s + r.non2xx + r.errors, 0),
        };
      }
    }
    const targets: { target: string; value: string; pass: boolean }[] = [];
    for (const endpoint of ENDPOINTS) {
      const s = summary[endpoint];
      const limit = LATENCY_TARGETS[endpoint];
      if (limit !== undefined)
        targets.push({ target: `${endpoint}: app p95 ≤ ${limit} ms`, value: `${s.app.p95} ms`, pass: s.app.p95 <= limit });
      if (endpoint === 'deep' && summary.list) {
        const bound = round(summary.list.app.p95 * DEEP_VS_FIRST, 2);
        targets.push({
          target: `deep: app p95 within 20% of the first page's (≤ ${bound} ms)`,
          value: `${s.app.p95} ms`,
          pass: s.app.p95 <= bound,
        });
      }
      const ratio = round(s.app.rps / s.baseline.rps, 3);
      targets.push({
        target: `${endpoint}: app ≥ ${MIN_THROUGHPUT_RATIO * 100}% of baseline req/s`,
        value: `${round(ratio * 100)}%`,
        pass: ratio >= MIN_THROUGHPUT_RATIO,
      });
      targets.push({
        target: `${endpoint}: no errors or non-2xx answers`,
        value: `${s.app.failures + s.baseline.failures}`,
        pass: s.app.failures + s.baseline.failures === 0,
      });
      if (parity[endpoint]) targets.push({ target: `${endpoint}: app and baseline answer the same`, value: 'different', pass: false });
    }

    console.log('\nendpoint  server     p50 ms   p95 ms   p99 ms    req/s   app/baseline');
    for (const endpoint of ENDPOINTS) {
      for (const name of ['app', 'baseline'] as ServerName[]) {
        const s = summary[endpoint][name];
        const ratio = name === 'app' ? `${round((100 * s.rps) / summary[endpoint].baseline.rps)}%` : '';
        console.log(
          `${endpoint.padEnd(9)} ${name.padEnd(9)} ${String(s.p50).padStart(7)}  ${String(s.p95).padStart(7)}  ${String(s.p99).padStart(7)}  ${String(s.rps).padStart(7)}   ${ratio}`,
        );
      }
    }
    console.log('');
    for (const t of targets) console.log(`[${t.pass ? 'PASS' : 'FAIL'}] ${t.target}: ${t.value}`);

    const conditions = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGb: round(os.totalmem() / 2 ** 30),
        platform: `${os.type()} ${os.release()}`,
      },
      node: process.version,
      postgres: version,
      rows: { cars, listed },
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      runs: RUNS,
      warmupSeconds: WARMUP,
      deepPages: pages,
      paths,
      detailRefs: refs.length,
      baselineCache: env.BASELINE_CACHE === 'memory' ? 'memory' : 'redis',
      appLogLevel: env.BENCH_APP_LOG_LEVEL ?? 'warn',
    };
    const file = path.join(resultsDir, `catalogue-${stamp}.json`);
    writeFileSync(file, JSON.stringify({ conditions, parity, summary, targets, runs }, null, 2) + '\n');
    console.log(`\nResults: ${path.relative(process.cwd(), file)}`);
    process.exitCode = targets.every((t) => t.pass) ? 0 : 1;
  } finally {
    stopAll();
    await sleep(300);
  }
}

main().catch((error: unknown) => {
  console.error('Benchmark failed:', error);
  process.exit(2);
});
