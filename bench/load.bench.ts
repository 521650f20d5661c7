/**
 * `npm run bench:load`: catalogue reads and reservations together on 2 API processes and 1 worker, and the
 * auto-cancel's lag under that load (issue 15, bench/README.md).
 *
 * On a database and Redis key prefix of its own (dropped and deleted at the end): the first API (`dist/src/main.js`,
 * WORKER=off) creates and migrates the database; the bench loads BENCH_CARS (100,000) generated cars with the bulk
 * seeder and BENCH_CUSTOMERS signed-in customers straight into it; then a second API on another port and a worker
 * (`dist/src/worker.js`) start. PostgreSQL, Redis and BullMQ are real; a local SMTP sink takes the emails.
 *
 * Phases, each BENCH_DURATION (60) seconds, after a warm-up of the reads on both APIs:
 * - reads alone: the read mix on ONE API process, the reservations idle — the reads' baseline;
 * - reads alone, 2 APIs: the same over both API processes — what the second process alone changes;
 * - reservations alone: customers reserve cars at BENCH_RESERVATION_RATE (5/s, open loop, alternating the two APIs)
 *   with short holds, no reads — the lag's baseline;
 * - mixed: both at once, the reads spread over both APIs (BENCH_CONNECTIONS / 2 each).
 * The read mix, per connection in turn: a filtered search (anonymous), its facets, a car's detail (twice), a search
 * with price bounds and a price sort (signed in: prices are for signed-in callers), a detail (signed in) — the filters
 * rotate over makes, body types, years and sorts, the details over 500 listed cars, the tokens over 200 customers.
 *
 * Short holds: the app holds a car for 3 business days. As in reservations.bench.ts, each new reservation's deadline
 * is moved to BENCH_HOLD (10) seconds after its 201 — expires_at in SQL, and the delayed job re-scheduled by the app's
 * own OrderChanges.scheduleExpiry (what a staff hold extension uses) — so the worker's auto-cancel runs during the
 * phase. Reservations stop BENCH_HOLD + 5 s before the phase ends, so every hold ends under the phase's load. The lag
 * of each hold is its cancellation (order_transitions.at) minus its deadline.
 *
 * Prints the tables, the ratios to the baselines and PASS/FAIL per goal (lag max < 120 s, the catalogue's p95 goals,
 * no unexpected answer), and writes bench/results/load-<time>.json with the processes' logs beside it. Environment:
 * REDIS_URL, BENCH_DATABASE_SERVER_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_CARS, BENCH_CUSTOMERS,
 * BENCH_CONNECTIONS (32), BENCH_DURATION, BENCH_WARMUP (5), BENCH_RESERVATION_RATE, BENCH_HOLD, BENCH_IMAGES (true:
 * gallery rows too), BENCH_APP_LOG_LEVEL (warn), BENCH_KEEP_DATABASE=true.
 */
import 'reflect-metadata';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import autocannon, { type Request } from 'autocannon';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/config/config.js';
import { bulkLoadCars } from '../src/database/seeds/bulk-load.js';
import { BODY_TYPES } from '../src/modules/cars/car.entity.js';
import { LISTED_STATUSES } from '../src/modules/cars/car-rules.js';
import { OrderChanges } from '../src/modules/orders/order-changes.service.js';
import { EXPIRE_JOB_SLACK_MS } from '../src/modules/orders/reservation-rules.js';
import { DETAIL_PATH } from './catalogue-sql.js';
import {
  appEnvironment,
  cpuSeconds,
  deletePrefix,
  dropDatabase,
  env,
  fmt,
  type LoadStats,
  freePort,
  latencyFigures,
  loadAverage,
  machine,
  MailSink,
  num,
  pool,
  post,
  type Proc,
  reservationBody,
  round,
  runStore,
  say,
  seedCustomers,
  signIn,
  sleep,
  sleepUntil,
  startProcess,
  stopProcess,
  waitHealthy,
} from './support.js';

const SERVER_URL = env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CARS = num('BENCH_CARS', 100_000);
const CONNECTIONS = Math.max(2, num('BENCH_CONNECTIONS', 32));
const DURATION_S = num('BENCH_DURATION', 60);
const WARMUP_S = num('BENCH_WARMUP', 5);
const RATE = num('BENCH_RESERVATION_RATE', 5);
const HOLD_S = num('BENCH_HOLD', 10);
const IMAGES = env.BENCH_IMAGES !== 'false';
/** Reservations stop this long before a phase ends (plus the hold): every hold ends while the phase's load runs. */
const TAIL_S = 5;
const RESERVING_S = Math.max(5, DURATION_S - HOLD_S - TAIL_S);
const PER_PHASE = Math.ceil(RATE * RESERVING_S);
const CUSTOMERS = Math.max(num('BENCH_CUSTOMERS', 2_000), PER_PHASE);
/** At most this many reservations in flight: past it the open loop counts a request as dropped (the bench's limit). */
const MAX_IN_FLIGHT = 256;
/** How long after a phase's last deadline the bench waits for its cancellations. */
const WAIT_LIMIT_S = 180;

/** Goals: the "no reservation held more than 2 minutes past its deadline", the catalogue's p95s (issue 3). */
const LAG_MAX_S = 120;
const READ_P95_GOALS: Record<ReadEndpoint, number> = { search: 50, facets: 150, detail: 15 };

type ReadEndpoint = 'search' | 'facets' | 'detail';
type Who = 'anonymous' | 'signed-in';
type ReadKind = `${ReadEndpoint} ${Who}`;
const READ_KINDS: ReadKind[] = ['search anonymous', 'facets anonymous', 'detail anonymous', 'search signed-in', 'detail signed-in'];
type PhaseName = 'reads alone' | 'reads alone, 2 APIs' | 'reservations alone' | 'mixed';

const here = path.dirname(fileURLToPath(import.meta.url));
const distRoot = path.resolve(here, '..');
const resultsDir = path.resolve(process.cwd(), 'bench', 'results');

/* ------------------------------------------------------------------ reads */

interface ReadStats {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers other than 2xx. */
  non2xx: number;
}

interface ReadRun {
  seconds: number;
  total: ReadStats;
  byKind: Record<ReadKind, ReadStats>;
  /** Socket errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
}

/** What the read mix asks: the filters, the listed cars, the signed-in customers' tokens. */
interface ReadMix {
  searches: string[];
  pricedSearches: string[];
  refs: string[];
  tokens: string[];
}

/**
 * One request list per autocannon instance: each connection goes round it, so every connection sends the same mix.
 * Each entry carries its kind, read back in the response event (autocannon moves to the next request after it).
 */
function readRequests(mix: ReadMix, counters: { search: number; detail: number; token: number }): (Request & { kind: ReadKind })[] {
  const nextSearch = () => mix.searches[counters.search++ % mix.searches.length];
  const nextRef = () => mix.refs[counters.detail++ % mix.refs.length];
  const auth = () => ({ authorization: `Bearer ${mix.tokens[counters.token++ % mix.tokens.length]}` });
  return [
    { kind: 'search anonymous', method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/cars?${nextSearch()}` }) },
    // The facets take the filters but not the sort.
    {
      kind: 'facets anonymous',
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: `/api/cars/facets?${nextSearch().replace(/&sort=[a-z_]+/, '')}` }),
    },
    { kind: 'detail anonymous', method: 'GET', setupRequest: (req) => ({ ...req, path: DETAIL_PATH(nextRef()) }) },
    {
      kind: 'search signed-in',
      method: 'GET',
      setupRequest: (req) => ({
        ...req,
        path: `/api/cars?${mix.pricedSearches[counters.search++ % mix.pricedSearches.length]}`,
        headers: { ...req.headers, ...auth() },
      }),
    },
    { kind: 'detail anonymous', method: 'GET', setupRequest: (req) => ({ ...req, path: DETAIL_PATH(nextRef()) }) },
    {
      kind: 'detail signed-in',
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: DETAIL_PATH(nextRef()), headers: { ...req.headers, ...auth() } }),
    },
  ];
}

const readStats = (latencies: number[], non2xx: number, seconds: number): ReadStats => {
  const { p50, p95, p99, max } = latencyFigures(latencies);
  return { requests: latencies.length, rps: round(latencies.length / seconds, 1), p50, p95, p99, max, non2xx };
};

/** The read mix for `seconds` against each base URL at once, `connections` split evenly between them. */
async function readLoad(bases: string[], mix: ReadMix, connections: number, seconds: number): Promise<ReadRun> {
  const latencies = Object.fromEntries(READ_KINDS.map((k) => [k, [] as number[]])) as Record<ReadKind, number[]>;
  const non2xx = Object.fromEntries(READ_KINDS.map((k) => [k, 0])) as Record<ReadKind, number>;
  const statuses: Record<string, number> = {};
  const counters = { search: 0, detail: 0, token: 0 };
  const started = performance.now();
  const results = await Promise.all(
    bases.map((url, i) => {
      const share = Math.floor(connections / bases.length) + (i < connections % bases.length ? 1 : 0);
      const instance = autocannon({
        url,
        connections: share,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
        requests: readRequests(mix, counters),
      });
      instance.on('response', (client, status, _bytes, ms) => {
        const kind = (client as { requestIterator: { currentRequest: { kind: ReadKind } } }).requestIterator.currentRequest.kind;
        latencies[kind].push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status < 200 || status > 299) non2xx[kind] += 1;
      });
      return instance;
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const all = READ_KINDS.flatMap((k) => latencies[k]);
  return {
    seconds: round(elapsed, 2),
    total: readStats(
      all,
      Object.values(non2xx).reduce((s, n) => s + n, 0),
      elapsed,
    ),
    byKind: Object.fromEntries(READ_KINDS.map((k) => [k, readStats(latencies[k], non2xx[k], elapsed)])) as Record<ReadKind, ReadStats>,
    errors: results.reduce((s, r) => s + r.errors + r.timeouts, 0),
    statuses,
  };
}

/* ------------------------------------------------------------------ reservations */

interface ReservationRun extends Omit<LoadStats, 'requests' | 'apiCpuMsPerRequest'> {
  planned: number;
  sent: number;
  /** Not sent: MAX_IN_FLIGHT were already waiting (the API could not keep up with the rate). */
  dropped: number;
  /** Each 201's order and the deadline the bench gave it. */
  holds: { orderId: string; expiresAt: Date }[];
}

interface LagStats {
  holds: number;
  cancelled: number;
  /** Cancelled more than once (must be 0). */
  duplicates: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Deadlines that fell inside the phase's read load (mixed) or its reservations (alone). */
  deadlinesFrom: string | null;
  deadlinesTo: string | null;
}

/* ------------------------------------------------------------------ the bench */

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const store = runStore('load', stamp, SERVER_URL);
  const logOf = (name: string) => path.join(resultsDir, `load-${stamp}-${name}.log`);
  const uploadDir = path.join(resultsDir, 'uploads');
  const sink = new MailSink();
  const smtpUrl = await sink.start();
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const jwtSecret = randomBytes(32).toString('hex');
  const envOf = (port: number): Record<string, string> => ({
    ...appEnvironment(store, port, REDIS_URL, smtpUrl, jwtSecret),
    PUBLIC_URL: bases[0],
    UPLOAD_DIR: uploadDir,
  });
  const apiEnv = (port: number) => ({ ...envOf(port), WORKER: 'off', LOG_LEVEL: env.BENCH_APP_LOG_LEVEL ?? 'warn' });
  const startApi = (i: number) =>
    startProcess(`api${i + 1}`, path.join(distRoot, 'src', 'main.js'), apiEnv(ports[i]), logOf(`api${i + 1}`));

  const apis: Proc[] = [];
  let worker: Proc | undefined;
  let context: INestApplicationContext | undefined;
  const redis = new Redis(REDIS_URL);
  const db = new pg.Client({ connectionString: store.databaseUrl });
  let dbConnected = false;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await stopProcess(worker);
      await Promise.all(apis.map((a) => stopProcess(a)));
      await context?.close().catch(() => undefined);
      if (dbConnected) await db.end().catch(() => undefined);
      const deleted = await deletePrefix(redis, store.prefix);
      await redis.quit();
      if (env.BENCH_KEEP_DATABASE !== 'true') await dropDatabase(SERVER_URL, store.database);
      await sink.stop();
      say(
        `Cleaned up: processes stopped, database ${env.BENCH_KEEP_DATABASE === 'true' ? 'kept' : 'dropped'}, ${deleted} Redis key(s) of ${store.prefix} deleted.`,
      );
    })());
  process.once('SIGINT', () => {
    say('Interrupted: cleaning up…');
    cleanUp().finally(() => process.exit(130));
  });

  try {
    say(`Database ${store.database}, Redis prefix ${store.prefix}.`);
    apis.push(await startApi(0));
    await waitHealthy(bases[0], apis[0], 180_000);
    await db.connect();
    dbConnected = true;

    const config = loadConfig({ ...env, ...envOf(ports[0]), WORKER: 'off', LOG_LEVEL: 'silent' });
    context = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false, abortOnError: false });
    const orderChanges = context.get(OrderChanges);
    const jwt = context.get(JwtService, { strict: false });
    const dataSource = context.get(DataSource);

    /* ---- seed: the catalogue, the customers */
    let seeded = Date.now();
    const loaded = await bulkLoadCars({ databaseUrl: store.databaseUrl, cars: CARS, images: IMAGES, uploadDir });
    const [{ cars, listed, available }] = (
      await db.query<{ cars: number; listed: number; available: number }>(
        `SELECT count(*)::int AS cars, count(*) FILTER (WHERE status = ANY($1))::int AS listed,
                count(*) FILTER (WHERE status = 'available')::int AS available FROM cars`,
        [LISTED_STATUSES],
      )
    ).rows;
    say(
      `Seeded ${fmt(cars)} cars (${fmt(listed)} listed, ${fmt(available)} available, ${fmt(loaded.images)} gallery rows) in ${round((Date.now() - seeded) / 1000)} s.`,
    );
    seeded = Date.now();
    const customers = await seedCustomers(dataSource, CUSTOMERS);
    say(`Seeded ${fmt(customers.length)} customers with a consignee and a session each in ${round((Date.now() - seeded) / 1000)} s.`);

    // Cars to reserve: available ones spread over the table, each reserved once in the whole run.
    const reservable = (
      await db.query<{ stock_id: string }>(`SELECT stock_id FROM cars WHERE status = 'available' ORDER BY md5(stock_id) LIMIT $1`, [
        PER_PHASE * 2 + 100,
      ])
    ).rows.map((r) => r.stock_id);
    if (reservable.length < PER_PHASE * 2) throw new Error(`Only ${reservable.length} available cars: raise BENCH_CARS`);
    let nextCar = 0;
    // Details: 500 listed cars spread over the table (another order than the reserved cars').
    const refs = (
      await db.query<{ stock_id: string }>(
        `SELECT stock_id FROM cars WHERE status = ANY($1) ORDER BY md5(stock_id || 'detail') LIMIT 500`,
        [LISTED_STATUSES],
      )
    ).rows.map((r) => r.stock_id);
    // The searches: the most stocked makes × body types, years and sorts, as people filter.
    const makes = (
      await db.query<{ slug: string }>(
        `SELECT m.slug FROM makes m JOIN cars c ON c.make_id = m.id GROUP BY m.slug ORDER BY count(*) DESC LIMIT 6`,
      )
    ).rows.map((r) => r.slug);
    const sorts = ['newest', 'year_desc', 'mileage_asc'];
    const bodies = BODY_TYPES.slice(0, 4);
    const searches: string[] = [];
    const pricedSearches: string[] = [];
    makes.forEach((make, i) => {
      searches.push(`make=${make}`);
      bodies.forEach((bodyType, j) => {
        searches.push(`make=${make}&bodyType=${bodyType}&yearMin=${2010 + ((i + j) % 8)}&sort=${sorts[(i + j) % sorts.length]}`);
        pricedSearches.push(`make=${make}&bodyType=${bodyType}&priceMin=${3000 + 1000 * j}&priceMax=${15000 + 2500 * i}&sort=price_asc`);
      });
    });
    searches.push(...bodies.map((b) => `bodyType=${b}&yearMin=2015`), 'yearMin=2018&mileageMax=50000');
    const readTokens = signIn(jwt, customers.slice(0, 200)).map((c) => c.token);
    const mix: ReadMix = { searches, pricedSearches, refs, tokens: readTokens };
    say(
      `Read mix: ${searches.length} searches, ${pricedSearches.length} priced searches, ${refs.length} cars' details, ${readTokens.length} signed-in readers.`,
    );

    apis.push(await startApi(1));
    await waitHealthy(bases[1], apis[1], 120_000);
    worker = await startProcess(
      'worker',
      path.join(distRoot, 'src', 'worker.js'),
      { ...envOf(ports[0]), LOG_LEVEL: 'info' },
      logOf('worker'),
      'Worker started',
    );
    say(`APIs on ${bases.join(' and ')} (WORKER=off, pids ${apis.map((a) => a.child.pid).join(', ')}); worker pid ${worker.child.pid}.`);

    /* ---- the reservations' open loop, and the short holds */
    const agents = bases.map(() => new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT }));
    const urls = bases.map((b) => new URL(b));
    let nextCustomer = 0;
    const reserveAtRate = async (seconds: number): Promise<ReservationRun> => {
      const planned = Math.ceil(RATE * seconds);
      const signed = signIn(jwt, customers);
      const latencies: number[] = [];
      const statuses: Record<string, number> = {};
      const holds: ReservationRun['holds'] = [];
      const pending: { orderId: string; expiresAt: Date }[] = [];
      let inFlight = 0;
      let dropped = 0;
      let reserving = true;
      // Moves the new holds' deadlines in batches: SQL first, then the delayed job, as a staff extension would.
      const mover = (async () => {
        while (reserving || pending.length) {
          const batch = pending.splice(0, pending.length);
          if (batch.length) {
            await db.query(
              `UPDATE orders o SET expires_at = v.e FROM unnest($1::uuid[], $2::timestamptz[]) AS v(id, e)
                WHERE o.public_id = v.id AND o.status = 'reserved'`,
              [batch.map((h) => h.orderId), batch.map((h) => h.expiresAt)],
            );
            await pool(batch, 16, (h) => orderChanges.scheduleExpiry(h.orderId, h.expiresAt));
            holds.push(...batch);
          } else await sleep(100);
        }
      })();
      const sends: Promise<void>[] = [];
      const started = performance.now();
      const startedAt = Date.now();
      for (let k = 0; k < planned; k++) {
        await sleepUntil(startedAt + (k * 1000) / RATE);
        if (inFlight >= MAX_IN_FLIGHT) {
          dropped += 1;
          continue;
        }
        const customer = signed[nextCustomer++ % signed.length];
        const stockId = reservable[nextCar++];
        const i = k % bases.length;
        inFlight += 1;
        sends.push(
          post(agents[i], urls[i], '/api/orders', customer.token, reservationBody(customer, stockId)).then((answer) => {
            inFlight -= 1;
            latencies.push(answer.ms);
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            if (answer.status === 201 && answer.body?.id)
              pending.push({ orderId: answer.body.id, expiresAt: new Date(Date.now() + HOLD_S * 1000) });
          }),
        );
      }
      await Promise.all(sends);
      const elapsed = (performance.now() - started) / 1000;
      reserving = false;
      await mover;
      return {
        planned,
        sent: latencies.length,
        dropped,
        seconds: round(elapsed, 2),
        rps: round(latencies.length / elapsed, 1),
        ...latencyFigures(latencies),
        statuses,
        holds,
      };
    };

    const lagOf = async (holds: ReservationRun['holds']): Promise<LagStats> => {
      const ids = holds.map((h) => h.orderId);
      const lastDeadline = Math.max(...holds.map((h) => h.expiresAt.getTime()), Date.now());
      for (;;) {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM orders WHERE public_id = ANY($1::uuid[]) AND status = 'reserved'`,
          [ids],
        );
        if (rows[0].n === 0) break;
        if (Date.now() > lastDeadline + WAIT_LIMIT_S * 1000) {
          say(`  ${rows[0].n} holds still reserved ${WAIT_LIMIT_S} s after the last deadline: giving up`);
          break;
        }
        await sleep(500);
      }
      const cancellations = (
        await db.query<{ public_id: string; at: Date }>(
          `SELECT o.public_id, t.at FROM order_transitions t JOIN orders o ON o.id = t.order_id
            WHERE o.public_id = ANY($1::uuid[]) AND t.to_status = 'cancelled'`,
          [ids],
        )
      ).rows;
      const deadline = new Map(holds.map((h) => [h.orderId, h.expiresAt.getTime()]));
      const lags = cancellations.map((c) => (c.at.getTime() - deadline.get(c.public_id)!) / 1000);
      const figures = latencyFigures(lags);
      const times = holds.map((h) => h.expiresAt.getTime()).sort((a, b) => a - b);
      return {
        holds: holds.length,
        cancelled: new Set(cancellations.map((c) => c.public_id)).size,
        duplicates: cancellations.length - new Set(cancellations.map((c) => c.public_id)).size,
        ...figures,
        deadlinesFrom: times.length ? new Date(times[0]).toISOString() : null,
        deadlinesTo: times.length ? new Date(times.at(-1)!).toISOString() : null,
      };
    };

    const cpuOf = () => ({ api1: cpuSeconds(apis[0]), api2: cpuSeconds(apis[1]), worker: cpuSeconds(worker) });
    const cpuSince = (from: ReturnType<typeof cpuOf>) => {
      const now = cpuOf();
      return { api1: round(now.api1 - from.api1, 1), api2: round(now.api2 - from.api2, 1), worker: round(now.worker - from.worker, 1) };
    };

    /* ---- the phases */
    say(`Warm-up: the read mix on both APIs for ${WARMUP_S} s.`);
    if (WARMUP_S > 0) await readLoad(bases, mix, CONNECTIONS, WARMUP_S);

    const phases: Partial<
      Record<
        PhaseName,
        {
          reads?: ReadRun;
          reservations?: ReservationRun & { holds: never[] };
          lag?: LagStats;
          cpuSeconds: Record<string, number>;
          loadAverage: number[];
        }
      >
    > = {};
    const stripHolds = (r: ReservationRun) => ({ ...r, holds: [] as never[] });

    say(`Phase "reads alone": ${CONNECTIONS} connections on ${bases[0]} only, ${DURATION_S} s.`);
    let cpu = cpuOf();
    const readsAlone = await readLoad([bases[0]], mix, CONNECTIONS, DURATION_S);
    phases['reads alone'] = { reads: readsAlone, cpuSeconds: cpuSince(cpu), loadAverage: loadAverage() };
    say(
      `  ${fmt(readsAlone.total.requests)} reads, ${readsAlone.total.rps}/s, p95 ${readsAlone.total.p95} ms, ${readsAlone.total.non2xx} non-2xx, ${readsAlone.errors} errors`,
    );

    say(`Phase "reads alone, 2 APIs": ${CONNECTIONS} connections over both APIs, ${DURATION_S} s.`);
    cpu = cpuOf();
    const readsTwo = await readLoad(bases, mix, CONNECTIONS, DURATION_S);
    phases['reads alone, 2 APIs'] = { reads: readsTwo, cpuSeconds: cpuSince(cpu), loadAverage: loadAverage() };
    say(
      `  ${fmt(readsTwo.total.requests)} reads, ${readsTwo.total.rps}/s, p95 ${readsTwo.total.p95} ms, ${readsTwo.total.non2xx} non-2xx, ${readsTwo.errors} errors`,
    );

    say(`Phase "reservations alone": ${RATE}/s for ${RESERVING_S} s over both APIs, holds of ${HOLD_S} s, no reads.`);
    cpu = cpuOf();
    const aloneRun = await reserveAtRate(RESERVING_S);
    const aloneLag = await lagOf(aloneRun.holds);
    phases['reservations alone'] = {
      reservations: stripHolds(aloneRun),
      lag: aloneLag,
      cpuSeconds: cpuSince(cpu),
      loadAverage: loadAverage(),
    };
    say(
      `  ${fmt(aloneRun.sent)} reservations (${JSON.stringify(aloneRun.statuses)}), p95 ${aloneRun.p95} ms; ` +
        `${fmt(aloneLag.cancelled)}/${fmt(aloneLag.holds)} cancelled, lag p50 ${aloneLag.p50} s, p95 ${aloneLag.p95} s, max ${aloneLag.max} s`,
    );

    say(
      `Phase "mixed": ${CONNECTIONS} read connections over both APIs for ${DURATION_S} s, reservations at ${RATE}/s for the first ${RESERVING_S} s.`,
    );
    cpu = cpuOf();
    const [mixedReads, mixedRun] = await Promise.all([readLoad(bases, mix, CONNECTIONS, DURATION_S), reserveAtRate(RESERVING_S)]);
    const mixedLag = await lagOf(mixedRun.holds);
    phases.mixed = {
      reads: mixedReads,
      reservations: stripHolds(mixedRun),
      lag: mixedLag,
      cpuSeconds: cpuSince(cpu),
      loadAverage: loadAverage(),
    };
    say(
      `  ${fmt(mixedReads.total.requests)} reads, ${mixedReads.total.rps}/s, p95 ${mixedReads.total.p95} ms; ${fmt(mixedRun.sent)} reservations ` +
        `(${JSON.stringify(mixedRun.statuses)}), p95 ${mixedRun.p95} ms; ${fmt(mixedLag.cancelled)}/${fmt(mixedLag.holds)} cancelled, lag p50 ${mixedLag.p50} s, max ${mixedLag.max} s`,
    );
    agents.forEach((a) => a.destroy());

    /* ---- report */
    const ratio = (a: number, b: number) => (b > 0 ? `${round(a / b, 2)}×` : '—');
    console.log(
      `\nReads (${CONNECTIONS} connections): alone on 1 API process (the baseline), alone on 2, and mixed with the reservations on 2\n`,
    );
    console.log('| read | phase | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx | p95 / alone | req/s / alone |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const readRow = (name: string, phase: string, s: ReadStats, base?: ReadStats) =>
      console.log(
        `| ${name} | ${phase} | ${fmt(s.requests)} | ${fmt(s.rps)} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.non2xx} | ${base ? ratio(s.p95, base.p95) : ''} | ${base ? ratio(s.rps, base.rps) : ''} |`,
      );
    for (const kind of [...READ_KINDS, 'all'] as const) {
      const alone = kind === 'all' ? readsAlone.total : readsAlone.byKind[kind];
      const two = kind === 'all' ? readsTwo.total : readsTwo.byKind[kind];
      const mixed = kind === 'all' ? mixedReads.total : mixedReads.byKind[kind];
      readRow(kind, 'alone, 1 API', alone);
      readRow(kind, 'alone, 2 APIs', two, alone);
      readRow(kind, 'mixed, 2 APIs', mixed, alone);
    }
    console.log(
      `\nReservations (POST /api/orders at ${RATE}/s, open loop, both APIs) and the auto-cancel lag (cancellation − deadline; the delayed job wakes ${EXPIRE_JOB_SLACK_MS} ms after it by design)\n`,
    );
    console.log(
      '| phase | sent | 201 | other | req/s | p50 ms | p95 ms | p99 ms | holds | cancelled | lag p50 s | lag p95 s | lag p99 s | lag max s |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, r, l] of [
      ['reservations alone', aloneRun, aloneLag],
      ['mixed', mixedRun, mixedLag],
    ] as const) {
      const ok = r.statuses['201'] ?? 0;
      console.log(
        `| ${name} | ${fmt(r.sent)} | ${fmt(ok)} | ${r.sent - ok} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${fmt(l.holds)} | ${fmt(l.cancelled)} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} |`,
      );
    }
    console.log(
      `\nmixed / alone: reservation p95 ${ratio(mixedRun.p95, aloneRun.p95)}, p99 ${ratio(mixedRun.p99, aloneRun.p99)}; lag p50 ${ratio(mixedLag.p50, aloneLag.p50)}, p95 ${ratio(mixedLag.p95, aloneLag.p95)}, max ${ratio(mixedLag.max, aloneLag.max)}`,
    );
    console.log('\nCPU seconds per phase (api1, api2, worker):');
    for (const [name, p] of Object.entries(phases))
      console.log(`  ${name}: ${JSON.stringify(p.cpuSeconds)}; load average after ${p.loadAverage.join(', ')}`);

    const targets: { target: string; value: string; pass: boolean }[] = [];
    targets.push({
      target: `mixed: every hold cancelled, none more than ${LAG_MAX_S} s past its deadline`,
      value: `${fmt(mixedLag.cancelled)}/${fmt(mixedLag.holds)} cancelled (${mixedLag.duplicates} twice), max ${mixedLag.max} s`,
      pass: mixedLag.holds > 0 && mixedLag.cancelled === mixedLag.holds && mixedLag.duplicates === 0 && mixedLag.max < LAG_MAX_S,
    });
    for (const kind of READ_KINDS) {
      const goal = READ_P95_GOALS[kind.split(' ')[0] as ReadEndpoint];
      const s = mixedReads.byKind[kind];
      targets.push({
        target: `mixed: ${kind} p95 ≤ ${goal} ms (the catalogue's goal)`,
        value: `${s.p95} ms`,
        pass: s.requests > 0 && s.p95 <= goal,
      });
    }
    const unexpected = (r: ReservationRun) => r.sent - (r.statuses['201'] ?? 0) + r.dropped;
    targets.push({
      target: 'no unexpected answer: every read 2xx, every reservation 201, no socket error, none dropped',
      value:
        `reads non-2xx ${readsAlone.total.non2xx + readsTwo.total.non2xx + mixedReads.total.non2xx}, ` +
        `read errors ${readsAlone.errors + readsTwo.errors + mixedReads.errors}, ` +
        `reservations not 201 or dropped ${unexpected(aloneRun) + unexpected(mixedRun)}`,
      pass:
        [readsAlone, readsTwo, mixedReads].reduce((n, r) => n + r.total.non2xx + r.errors, 0) +
          unexpected(aloneRun) +
          unexpected(mixedRun) ===
        0,
    });
    targets.push({
      target: 'reservations alone: every hold cancelled once',
      value: `${fmt(aloneLag.cancelled)}/${fmt(aloneLag.holds)} (${aloneLag.duplicates} twice)`,
      pass: aloneLag.holds > 0 && aloneLag.cancelled === aloneLag.holds && aloneLag.duplicates === 0,
    });
    console.log('');
    for (const t of targets) console.log(`[${t.pass ? 'PASS' : 'FAIL'}] ${t.target}: ${t.value}`);

    const conditions = {
      date: new Date().toISOString(),
      machine: machine(loadAtStart),
      node: process.version,
      postgres: (await db.query<{ version: string }>('SELECT version()')).rows[0].version,
      redis: ((await redis.info('server')).match(/redis_version:(\S+)/) ?? [])[1],
      rows: { cars, listed, available, galleryRows: loaded.images, customers: customers.length },
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      warmupSeconds: WARMUP_S,
      reservationRate: RATE,
      reservingSeconds: RESERVING_S,
      holdSeconds: HOLD_S,
      mix: {
        kinds: READ_KINDS,
        searches: searches.length,
        pricedSearches: pricedSearches.length,
        detailRefs: refs.length,
        signedInReaders: readTokens.length,
      },
      shape:
        '2 × node dist/src/main.js (WORKER=off, NODE_ENV=production) + node dist/src/worker.js; bench (autocannon + reservations) in one more process',
    };
    const file = path.join(resultsDir, `load-${stamp}.json`);
    writeFileSync(file, JSON.stringify({ conditions, phases, targets }, null, 2) + '\n');
    console.log(`\nResults: ${path.relative(process.cwd(), file)} (logs beside it)`);
    process.exitCode = targets.every((t) => t.pass) ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error('Benchmark failed:', error);
  process.exit(2);
});
