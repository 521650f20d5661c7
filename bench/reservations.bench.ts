/**
 * `npm run bench:reservations`: reservations and the auto-cancel under load (issue 9 §9, bench/README.md).
 *
 * Runs the production shape on a database and Redis key prefix of its own: the API (`dist/src/main.js`, WORKER=off,
 * which creates and migrates the database) and a worker process (`dist/src/worker.js`), with PostgreSQL, Redis and
 * BullMQ real. Customers (with a consignee and a signed-in session each) and cars are seeded straight into the
 * database; everything measured goes through the API and the worker.
 *
 * Rounds (BENCH_ROUNDS, all by default):
 * - healthy: N customers (BENCH_EXPIRING, 10,000) each reserve a different car through POST /api/orders over
 *   BENCH_CONNECTIONS (32) connections — the reservation throughput. Then every hold is moved to end at the same
 *   instant T, a little in the future: expires_at in SQL, and the order's delayed job re-scheduled by the app's own
 *   code (OrderChanges.scheduleExpiry, what a staff hold extension uses). The worker cancels them; the lag of each
 *   order is the time its cancellation was recorded (order_transitions.at) minus T. Goal: p99 < 5 s.
 * - contended: BENCH_CONTENDED_CARS (20) cars, BENCH_CONTENDERS (50) customers each, all at once: exactly one 201 per
 *   car, every other answer 409 "This car is already reserved!".
 * - worker-killed: BENCH_FAULT_ORDERS (2,000) holds ending at T; the worker is killed (SIGKILL) 2 s before T and
 *   started again 20 s after it. Goal: none held more than 2 minutes past T.
 * - redis-flushed: the same, but 5 s before T every Redis key of the app's prefix is deleted (its queues, delayed
 *   jobs and schedulers with them; other prefixes are left alone): the sweep the worker restores must cancel them
 *   all. Goal: none held more than 2 minutes past T.
 *
 * Each round also checks that every order was cancelled exactly once, its car is available again and its customer
 * got exactly one email (a local SMTP sink). Prints a table and PASS/FAIL per goal, writes
 * bench/results/reservations-<time>.json (and the two processes' logs beside it), then drops the database and deletes
 * the prefix's Redis keys. Environment: REDIS_URL, BENCH_DATABASE_SERVER_URL (postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_CONNECTIONS, BENCH_EXPIRING, BENCH_CONTENDED_CARS, BENCH_CONTENDERS, BENCH_FAULT_ORDERS, BENCH_LEAD (s, 20),
 * BENCH_ROUNDS, BENCH_KEEP_DATABASE=true (keeps the database for a look afterwards).
 */
import 'reflect-metadata';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { formatMessage, Msg } from '@autoexport/contract/messages';
import { loadConfig } from '../src/config/config.js';
import { bulkLoadCars } from '../src/database/seeds/bulk-load.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { JobName, QueueName } from '../src/jobs/queues.js';
import { OrderChanges } from '../src/modules/orders/order-changes.service.js';
import { EXPIRE_JOB_SLACK_MS } from '../src/modules/orders/reservation-rules.js';
import {
  type Answer,
  appEnvironment,
  cpuSeconds,
  type Customer,
  deletePrefix,
  dropDatabase,
  env,
  fmt,
  freePort,
  type LoadStats,
  MailSink,
  num,
  percentile,
  pool,
  post,
  type Proc,
  reservationBody,
  round,
  runStore,
  say,
  seedCustomers,
  signIn as signInAs,
  sleep,
  sleepUntil,
  startProcess,
  stopProcess,
  waitHealthy,
} from './support.js';

const SERVER_URL = env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = num('BENCH_CONNECTIONS', 32);
const EXPIRING = num('BENCH_EXPIRING', 10_000);
const CONTENDED_CARS = num('BENCH_CONTENDED_CARS', 20);
const CONTENDERS = num('BENCH_CONTENDERS', 50);
const FAULT_ORDERS = num('BENCH_FAULT_ORDERS', 2_000);
/** Seconds, at least, from the end of a round's set-up to its deadline T. */
const LEAD_S = num('BENCH_LEAD', 20);
const ROUND_NAMES = ['healthy', 'contended', 'worker-killed', 'redis-flushed'] as const;
type RoundName = (typeof ROUND_NAMES)[number];
const ROUNDS = (env.BENCH_ROUNDS ?? ROUND_NAMES.join(',')).split(',').map((r) => r.trim()) as RoundName[];
for (const r of ROUNDS) if (!ROUND_NAMES.includes(r)) throw new Error(`Unknown round "${r}" in BENCH_ROUNDS (${ROUND_NAMES.join(', ')})`);

/** Goals (issue 9 §9). */
const HEALTHY_P99_S = 5;
const FAULT_MAX_S = 120;
/** The fault rounds: the worker dies this long before T and comes back this long after it. */
const KILL_BEFORE_S = 2;
const RESTART_AFTER_S = 20;
/** The flush round: the prefix's keys go this long before T. */
const FLUSH_BEFORE_S = 5;
/** How long past T a round waits for its cancellations, and then for its emails. */
const WAIT_LIMIT_S = 240;
const EMAIL_WAIT_S = 300;
/**
 * The healthy round's T is put this many seconds past a whole minute: the sweep runs on whole minutes (BullMQ `every`
 * schedules are aligned to them), so the figures are the delayed jobs' own rather than a lucky sweep's.
 */
const HEALTHY_T_SECOND = 5;

const ALREADY_RESERVED = formatMessage(Msg.CAR_ALREADY_RESERVED);

const here = path.dirname(fileURLToPath(import.meta.url));
const distRoot = path.resolve(here, '..');
const resultsDir = path.resolve(process.cwd(), 'bench', 'results');

/* ------------------------------------------------------------------ HTTP load */

/** Sends every request, `connections` at a time (keep-alive), in the given order; answers in the same order. */
async function load(
  base: string,
  requests: { token: string; body: unknown }[],
  connections: number,
): Promise<{ answers: Answer[]; stats: LoadStats }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  const answers: Answer[] = new Array(requests.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(connections, requests.length) }, async () => {
      for (let i = next++; i < requests.length; i = next++)
        answers[i] = await post(agent, url, '/api/orders', requests[i].token, requests[i].body);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    answers,
    stats: {
      requests: answers.length,
      seconds: round(seconds, 2),
      rps: round(answers.length / seconds, 1),
      p50: round(percentile(latencies, 50), 2),
      p95: round(percentile(latencies, 95), 2),
      p99: round(percentile(latencies, 99), 2),
      max: round(latencies.at(-1) ?? NaN, 2),
      statuses,
    },
  };
}

/* ------------------------------------------------------------------ the bench */

interface LagStats {
  orders: number;
  cancelled: number;
  /** Orders with more than one cancellation recorded (must be 0). */
  duplicateCancellations: number;
  carsAvailable: number;
  bySweep: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The same, from the audit entries' created_at (PostgreSQL's clock, the transaction's start). */
  auditP99: number;
  auditMax: number;
  /** When the bench saw the last one cancelled (polling every 250 ms), seconds after T. */
  allCancelledAfter: number | null;
  emails: { received: number; duplicates: number };
  /** When the last of the round's emails arrived, seconds after T (null: not all of them within EMAIL_WAIT_S). */
  emailsDoneAfter: number | null;
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg().map((l) => round(l, 2));
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const store = runStore('res', stamp, SERVER_URL);
  const { database, databaseUrl, prefix } = store;
  const logOf = (name: string) => path.join(resultsDir, `reservations-${stamp}-${name}.log`);
  const sink = new MailSink();
  const smtpUrl = await sink.start();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const appEnv: Record<string, string> = appEnvironment(store, port, REDIS_URL, smtpUrl);
  const apiEnv = { ...appEnv, WORKER: 'off', LOG_LEVEL: env.BENCH_APP_LOG_LEVEL ?? 'warn' };
  const workerEnv = { ...appEnv, LOG_LEVEL: 'info' };
  const startWorker = () => startProcess('worker', path.join(distRoot, 'src', 'worker.js'), workerEnv, logOf('worker'), 'Worker started');

  let api: Proc | undefined;
  let worker: Proc | undefined;
  let context: INestApplicationContext | undefined;
  const redis = new Redis(REDIS_URL);
  const db = new pg.Client({ connectionString: databaseUrl });
  let dbConnected = false;
  const deleteOwnPrefix = () => deletePrefix(redis, prefix);
  let cleaning: Promise<void> | undefined;
  const cleanUpOnce = async () => {
    await stopProcess(worker);
    await stopProcess(api);
    await context?.close().catch(() => undefined);
    if (dbConnected) await db.end().catch(() => undefined);
    const deleted = await deleteOwnPrefix();
    await redis.quit();
    if (env.BENCH_KEEP_DATABASE === 'true') say(`Kept the database ${database}.`);
    else {
      await dropDatabase(SERVER_URL, database);
    }
    await sink.stop();
    say(
      `Cleaned up: processes stopped, database ${env.BENCH_KEEP_DATABASE === 'true' ? 'kept' : 'dropped'}, ${deleted} Redis key(s) of ${prefix} deleted.`,
    );
  };
  const cleanUp = () => (cleaning ??= cleanUpOnce());
  process.once('SIGINT', () => {
    say('Interrupted: cleaning up…');
    cleanUp().finally(() => process.exit(130));
  });

  try {
    // The API creates and migrates the database, as `npm start` does.
    say(`Database ${database}, Redis prefix ${prefix}.`);
    api = await startProcess('api', path.join(distRoot, 'src', 'main.js'), apiEnv, logOf('api'));
    await waitHealthy(base, api, 120_000);
    await db.connect();
    dbConnected = true;

    // The application's own code, in this process, for what the bench sets up: the schedule of a hold
    // (OrderChanges.scheduleExpiry) and the signing of access tokens. WORKER=off: it runs no jobs.
    const config = loadConfig({ ...env, ...appEnv, WORKER: 'off', LOG_LEVEL: 'silent' });
    context = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false, abortOnError: false });
    const orderChanges = context.get(OrderChanges);
    const jwt = context.get(JwtService, { strict: false });
    const reservations = context.get(JobsService).queue(QueueName.Reservations);
    const dataSource = context.get(DataSource);

    /* ---- seed: cars and customers */
    const counts: Record<RoundName, { cars: number; customers: number }> = {
      healthy: { cars: EXPIRING, customers: EXPIRING },
      contended: { cars: CONTENDED_CARS, customers: CONTENDED_CARS * CONTENDERS },
      'worker-killed': { cars: FAULT_ORDERS, customers: FAULT_ORDERS },
      'redis-flushed': { cars: FAULT_ORDERS, customers: FAULT_ORDERS },
    };
    const totalCars = ROUNDS.reduce((s, r) => s + counts[r].cars, 0);
    const totalCustomers = ROUNDS.reduce((s, r) => s + counts[r].customers, 0);
    let seeded = Date.now();
    await bulkLoadCars({
      databaseUrl,
      cars: totalCars,
      images: false,
      auctionSheetShare: 0,
      rebuildIndexes: false,
      uploadDir: config.uploadDir,
    });
    await db.query(`UPDATE cars SET status = 'available' WHERE status <> 'available'`);
    await db.query('ANALYZE cars');
    const stockIds = (await db.query<{ stock_id: string }>(`SELECT stock_id FROM cars ORDER BY id`)).rows.map((r) => r.stock_id);
    say(`Seeded ${fmt(stockIds.length)} available cars in ${round((Date.now() - seeded) / 1000)} s.`);

    seeded = Date.now();
    const customers = await seedCustomers(dataSource, totalCustomers);
    say(`Seeded ${fmt(customers.length)} customers with a consignee and a session each in ${round((Date.now() - seeded) / 1000)} s.`);
    /** Access tokens as the app signs them (JwtService, 15 minutes): signed when a round starts. */
    const signIn = (list: Customer[]) => signInAs(jwt, list);
    const take = (() => {
      let cars = 0;
      let people = 0;
      return (name: RoundName) => {
        const picked = {
          cars: stockIds.slice(cars, cars + counts[name].cars),
          customers: customers.slice(people, people + counts[name].customers),
        };
        cars += counts[name].cars;
        people += counts[name].customers;
        return picked;
      };
    })();
    const bodyOf = reservationBody;

    worker = await startWorker();
    say(`API on ${base} (WORKER=off, pid ${api.child.pid}); worker pid ${worker.child.pid}.`);

    /* ---- the pieces of an expiry round */
    const reserveAll = async (name: string, cars: string[], people: Customer[]) => {
      const signed = signIn(people);
      const apiCpu = cpuSeconds(api);
      const { answers, stats } = await load(
        base,
        cars.map((stockId, i) => ({ token: signed[i].token, body: bodyOf(signed[i], stockId) })),
        CONNECTIONS,
      );
      stats.apiCpuMsPerRequest = round(((cpuSeconds(api) - apiCpu) * 1000) / stats.requests, 2);
      say(
        `${name}: ${fmt(stats.requests)} reservations in ${stats.seconds} s, ${stats.rps}/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, ` +
          `statuses ${JSON.stringify(stats.statuses)}, API CPU ${stats.apiCpuMsPerRequest} ms per request`,
      );
      const failed = answers.filter((a) => a.status !== 201);
      for (const a of failed.slice(0, 3)) say(`  unexpected answer ${a.status}: ${JSON.stringify(a.body).slice(0, 300)}`);
      return { stats, orderIds: answers.filter((a) => a.status === 201).map((a) => a.body!.id!), failed: failed.length };
    };
    /** Moves every hold to end at T: the deadline in SQL, the delayed job by the app's own scheduling. */
    const moveDeadlines = async (orderIds: string[], T: Date) => {
      const started = Date.now();
      const { rowCount } = await db.query(`UPDATE orders SET expires_at = $2 WHERE public_id = ANY($1::uuid[]) AND status = 'reserved'`, [
        orderIds,
        T,
      ]);
      if (rowCount !== orderIds.length) throw new Error(`Moved ${rowCount} deadlines of ${orderIds.length}`);
      await pool(orderIds, 64, (id) => orderChanges.scheduleExpiry(id, T));
      const seconds = (Date.now() - started) / 1000;
      const delayed = await reservations.getDelayedCount();
      say(
        `  ${fmt(orderIds.length)} holds now end at ${T.toISOString()} (moved in ${round(seconds)} s; ${fmt(delayed)} delayed jobs queued)`,
      );
      if (Date.now() > T.getTime() - 3000) throw new Error(`Moving the deadlines took too long (${round(seconds)} s): raise BENCH_LEAD`);
      return seconds;
    };
    const stillReserved = async (orderIds: string[]) =>
      Number(
        (
          await db.query<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE public_id = ANY($1::uuid[]) AND status = 'reserved'`, [
            orderIds,
          ])
        ).rows[0].n,
      );
    const waitCancelled = async (orderIds: string[], T: Date) => {
      const until = T.getTime() + WAIT_LIMIT_S * 1000;
      for (;;) {
        const left = await stillReserved(orderIds);
        if (left === 0) return (Date.now() - T.getTime()) / 1000;
        if (Date.now() > until) {
          say(`  ${fmt(left)} still reserved ${WAIT_LIMIT_S} s after T: giving up`);
          return null;
        }
        await sleep(250);
      }
    };
    const sweepCancelledSince = async (since: number) => {
      const done: Job[] = await reservations.getCompleted(0, 500);
      return done
        .filter((j) => j.name === JobName.ReservationSweep && (j.finishedOn ?? 0) >= since)
        .reduce((s, j) => s + Number((j.returnvalue as { cancelled?: number } | null)?.cancelled ?? 0), 0);
    };
    const measureLags = async (
      orderIds: string[],
      emails: string[],
      T: Date,
      since: number,
      allCancelledAfter: number | null,
    ): Promise<LagStats> => {
      const transitions = (
        await db.query<{ public_id: string; at: Date }>(
          `SELECT o.public_id, t.at FROM order_transitions t JOIN orders o ON o.id = t.order_id
            WHERE o.public_id = ANY($1::uuid[]) AND t.to_status = 'cancelled'`,
          [orderIds],
        )
      ).rows;
      const audits = (
        await db.query<{ created_at: Date }>(
          `SELECT created_at FROM audit_log
            WHERE target_type = 'order' AND action = 'order.transition' AND after->>'status' = 'cancelled' AND target_id = ANY($1::text[])`,
          [orderIds],
        )
      ).rows;
      const carsAvailable = Number(
        (
          await db.query<{ n: string }>(
            `SELECT count(*) AS n FROM orders o JOIN cars c ON c.id = o.car_id WHERE o.public_id = ANY($1::uuid[]) AND c.status = 'available'`,
            [orderIds],
          )
        ).rows[0].n,
      );
      const lags = transitions.map((r) => (r.at.getTime() - T.getTime()) / 1000).sort((a, b) => a - b);
      const auditLags = audits.map((r) => (r.created_at.getTime() - T.getTime()) / 1000).sort((a, b) => a - b);
      // The emails follow the cancellations through the notifications queue: wait for them to arrive.
      const emailUntil = Date.now() + EMAIL_WAIT_S * 1000;
      let mail = sink.count(emails);
      while (mail.received < transitions.length && Date.now() < emailUntil) {
        await sleep(500);
        mail = sink.count(emails);
      }
      const emailsDoneAfter = mail.received >= transitions.length ? round((Date.now() - T.getTime()) / 1000, 1) : null;
      await sleep(1000);
      mail = sink.count(emails);
      return {
        orders: orderIds.length,
        cancelled: new Set(transitions.map((r) => r.public_id)).size,
        duplicateCancellations: transitions.length - new Set(transitions.map((r) => r.public_id)).size,
        carsAvailable,
        bySweep: await sweepCancelledSince(since),
        min: round(lags[0] ?? NaN, 2),
        p50: round(percentile(lags, 50), 2),
        p95: round(percentile(lags, 95), 2),
        p99: round(percentile(lags, 99), 2),
        max: round(lags.at(-1) ?? NaN, 2),
        auditP99: round(percentile(auditLags, 99), 2),
        auditMax: round(auditLags.at(-1) ?? NaN, 2),
        allCancelledAfter: allCancelledAfter === null ? null : round(allCancelledAfter, 2),
        emails: mail,
        emailsDoneAfter,
      };
    };

    const throughput: Record<string, LoadStats> = {};
    const expiry: Record<string, LagStats & { T: string; leadSeconds: number; movedInSeconds: number; workerCpuSeconds: number }> = {};
    let contended: {
      cars: number;
      requests: number;
      winnersPerCar: Record<string, number>;
      otherAnswers: number;
      wrongMessages: number;
    } | null = null;

    for (const name of ROUNDS) {
      const { cars, customers: people } = take(name);
      say(`Round ${name}: ${fmt(cars.length)} cars, ${fmt(people.length)} customers.`);
      if (name === 'contended') {
        // Every customer of a car one after the other, so that up to BENCH_CONNECTIONS requests race for the same car.
        const signed = signIn(people);
        const requests = signed.map((c, i) => ({ token: c.token, body: bodyOf(c, cars[Math.floor(i / CONTENDERS)]) }));
        const { answers, stats } = await load(base, requests, CONNECTIONS);
        throughput.contended = stats;
        const winners: Record<string, number> = Object.fromEntries(cars.map((c) => [c, 0]));
        let other = 0;
        let wrongMessages = 0;
        answers.forEach((a, i) => {
          const car = cars[Math.floor(i / CONTENDERS)];
          if (a.status === 201) winners[car] += 1;
          else if (a.status === 409) {
            if (a.body?.message !== ALREADY_RESERVED) wrongMessages += 1;
          } else other += 1;
        });
        contended = { cars: cars.length, requests: answers.length, winnersPerCar: winners, otherAnswers: other, wrongMessages };
        say(`  ${stats.rps}/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, statuses ${JSON.stringify(stats.statuses)}`);
        continue;
      }

      const reserved = await reserveAll(name, cars, people);
      throughput[name] = reserved.stats;
      const { orderIds } = reserved;
      const emails = people.map((c) => c.email.toLowerCase());
      // T: at least BENCH_LEAD seconds ahead (the healthy round's on HEALTHY_T_SECOND past a whole minute).
      let T = Date.now() + LEAD_S * 1000;
      if (name === 'healthy') T = Math.ceil((T - HEALTHY_T_SECOND * 1000) / 60_000) * 60_000 + HEALTHY_T_SECOND * 1000;
      T = Math.ceil(T / 1000) * 1000;
      const deadline = new Date(T);
      const leadSeconds = round((T - Date.now()) / 1000);
      const movedInSeconds = await moveDeadlines(orderIds, deadline);
      const since = Date.now();
      let workerCpuFrom = cpuSeconds(worker);

      if (name === 'worker-killed') {
        await sleepUntil(T - KILL_BEFORE_S * 1000);
        await stopProcess(worker, 'SIGKILL');
        say(`  worker killed (SIGKILL) ${KILL_BEFORE_S} s before T`);
        await sleepUntil(T + RESTART_AFTER_S * 1000);
        worker = await startWorker();
        workerCpuFrom = 0;
        say(`  worker started again ${round((Date.now() - T) / 1000)} s after T (pid ${worker.child.pid})`);
      } else if (name === 'redis-flushed') {
        await sleepUntil(T - FLUSH_BEFORE_S * 1000);
        const deleted = await deleteOwnPrefix();
        say(
          `  deleted ${fmt(deleted)} Redis keys of ${prefix} ${FLUSH_BEFORE_S} s before T (delayed jobs left: ${await reservations.getDelayedCount()})`,
        );
      }
      const allCancelledAfter = await waitCancelled(orderIds, deadline);
      const workerCpuSeconds = round(cpuSeconds(worker) - workerCpuFrom, 2);
      const lags = await measureLags(orderIds, emails, deadline, since, allCancelledAfter);
      expiry[name] = { ...lags, T: deadline.toISOString(), leadSeconds, movedInSeconds: round(movedInSeconds, 2), workerCpuSeconds };
      say(
        `  cancelled ${fmt(lags.cancelled)}/${fmt(lags.orders)} (by the sweep: ${fmt(lags.bySweep)}); lag p50 ${lags.p50} s, p95 ${lags.p95} s, ` +
          `p99 ${lags.p99} s, max ${lags.max} s (first ${lags.min} s); all cancelled ${lags.allCancelledAfter ?? '—'} s after T; ` +
          `emails ${fmt(lags.emails.received)} (all in by ${lags.emailsDoneAfter ?? '—'} s after T); ` +
          `worker CPU until then ${workerCpuSeconds} s${name === 'worker-killed' ? ' (since its restart, start-up included)' : ''}`,
      );
    }

    /* ---- report */
    const targets: { target: string; value: string; pass: boolean }[] = [];
    const exactlyOnce = (name: string, s: LagStats) =>
      targets.push({
        target: `${name}: every order cancelled exactly once, its car available, one email each`,
        value: `${fmt(s.cancelled)}/${fmt(s.orders)} cancelled, ${s.duplicateCancellations} twice, ${fmt(s.carsAvailable)} cars available, ${fmt(s.emails.received)} emailed (${s.emails.duplicates} twice)`,
        pass:
          s.cancelled === s.orders &&
          s.duplicateCancellations === 0 &&
          s.carsAvailable === s.orders &&
          s.emails.received === s.orders &&
          s.emails.duplicates === 0,
      });
    for (const name of ['healthy', 'worker-killed', 'redis-flushed'] as const) {
      const stats = throughput[name];
      if (!stats) continue;
      targets.push({
        target: `${name}: every reservation of a distinct car answered 201`,
        value: `${fmt(stats.statuses['201'] ?? 0)}/${fmt(stats.requests)}`,
        pass: (stats.statuses['201'] ?? 0) === stats.requests,
      });
    }
    if (contended) {
      const c = contended;
      const perCar = Object.values(c.winnersPerCar);
      targets.push({
        target: `contended: exactly one 201 per car, every other answer 409 "${ALREADY_RESERVED}"`,
        value: `${perCar.filter((n) => n === 1).length}/${c.cars} cars with one winner, ${c.otherAnswers} other answers, ${c.wrongMessages} other messages`,
        pass: perCar.every((n) => n === 1) && c.otherAnswers === 0 && c.wrongMessages === 0,
      });
    }
    if (expiry.healthy) {
      targets.push({
        target: `healthy: p99 lag < ${HEALTHY_P99_S} s`,
        value: `${expiry.healthy.p99} s`,
        pass: expiry.healthy.p99 < HEALTHY_P99_S,
      });
      exactlyOnce('healthy', expiry.healthy);
    }
    for (const name of ['worker-killed', 'redis-flushed'] as const) {
      const s = expiry[name];
      if (!s) continue;
      targets.push({
        target: `${name}: none held more than ${FAULT_MAX_S} s past its deadline`,
        value: `max ${s.max} s${s.cancelled < s.orders ? `, ${s.orders - s.cancelled} never cancelled` : ''}`,
        pass: s.cancelled === s.orders && s.max <= FAULT_MAX_S,
      });
      exactlyOnce(name, s);
    }

    console.log(`\nReservations through POST /api/orders, ${CONNECTIONS} connections\n`);
    console.log('| round | requests | 201 | 409 | other | req/s | p50 ms | p95 ms | p99 ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, s] of Object.entries(throughput)) {
      const other = s.requests - (s.statuses['201'] ?? 0) - (s.statuses['409'] ?? 0);
      console.log(
        `| ${name} | ${fmt(s.requests)} | ${fmt(s.statuses['201'] ?? 0)} | ${fmt(s.statuses['409'] ?? 0)} | ${other} | ${s.rps} | ${s.p50} | ${s.p95} | ${s.p99} |`,
      );
    }
    console.log(
      `\nDeadline → cancellation lag (order_transitions.at − T), the delayed jobs waking ${EXPIRE_JOB_SLACK_MS} ms after T by design\n`,
    );
    console.log(
      '| round | orders | cancelled | by the sweep | first s | p50 s | p95 s | p99 s | max s | all cancelled after s | emails | all emailed after s |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, s] of Object.entries(expiry)) {
      console.log(
        `| ${name} | ${fmt(s.orders)} | ${fmt(s.cancelled)} | ${fmt(s.bySweep)} | ${s.min} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} | ` +
          `${s.allCancelledAfter ?? '—'} | ${fmt(s.emails.received)} | ${s.emailsDoneAfter ?? '—'} |`,
      );
    }
    console.log('');
    for (const t of targets) console.log(`[${t.pass ? 'PASS' : 'FAIL'}] ${t.target}: ${t.value}`);

    const version = (await db.query<{ version: string }>('SELECT version()')).rows[0].version;
    const conditions = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGb: round(os.totalmem() / 2 ** 30),
        // The 1-, 5- and 15-minute load averages when the run started and when it ended: others' work on the machine.
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: os.loadavg().map((l) => round(l, 2)),
        platform: `${os.type()} ${os.release()}`,
      },
      node: process.version,
      postgres: version,
      redis: ((await redis.info('server')).match(/redis_version:(\S+)/) ?? [])[1],
      connections: CONNECTIONS,
      rounds: ROUNDS,
      counts,
      leadSeconds: LEAD_S,
      healthyTSecond: HEALTHY_T_SECOND,
      killBeforeSeconds: KILL_BEFORE_S,
      restartAfterSeconds: RESTART_AFTER_S,
      flushBeforeSeconds: FLUSH_BEFORE_S,
      expireJobSlackMs: EXPIRE_JOB_SLACK_MS,
      shape: 'API node dist/src/main.js (WORKER=off, NODE_ENV=production) + worker node dist/src/worker.js',
    };
    const file = path.join(resultsDir, `reservations-${stamp}.json`);
    writeFileSync(file, JSON.stringify({ conditions, throughput, contended, expiry, targets }, null, 2) + '\n');
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
