/**
 * `npm run bench:admin`: the back office's lists at scale (issue 12: "every list over 100,000 rows (cars at a million)
 * answers its first page within the catalogue's latency goals"), bench/README.md.
 *
 * On the bulk database of the catalogue benchmark (BENCH_DATABASE_URL, 1,000,000 cars from `npm run seed:bulk`), it
 * first tops up every staff list's table to BENCH_ADMIN_ROWS rows (150,000: customers, orders, payments, inquiries,
 * reviews, the audit log, newsletter subscribers, contact messages, car requests, damage reports, insurance claims,
 * coupons, shipments — bench rows, marked `bench-…`, kept for the next run), then starts the real application
 * (dist/src/main.js, WORKER=off so no job touches the bench rows) and measures, signed in as the superadmin, the first
 * page of each list — as opened, filtered and sorted — with autocannon, and the catalogue's own first page
 * (`GET /api/cars?make=toyota&bodyType=suv&yearMin=2015`, anonymous) in the same rounds as the reference. Target: each
 * list's p95 within the catalogue list's goal (50 ms); the table also gives each one's p95 against the catalogue's
 * measured in the same run.
 *
 * Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/autoexport_bench), REDIS_URL,
 * BENCH_ADMIN_ROWS (150000), BENCH_CONNECTIONS (8: a back office's staff, not the public), BENCH_DURATION (5 s),
 * BENCH_RUNS (3), BENCH_ONLY (comma-separated names).
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../src/common/auth/passwords.js';

const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/autoexport_bench';
const ROWS = Number(env.BENCH_ADMIN_ROWS ?? 150_000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 8);
const DURATION = Number(env.BENCH_DURATION ?? 5);
const RUNS = Number(env.BENCH_RUNS ?? 3);
const ONLY = env.BENCH_ONLY?.split(',').map((s) => s.trim());
const EXPECTED_CARS = 1_000_000;
/** The catalogue list's latency goal (issue 3): p95 ≤ 50 ms. */
const TARGET_P95_MS = 50;
const SUPERADMIN = { email: 'bench-boss@bench.example', password: 'Bench#Boss2026' };
const REFERENCE = 'catalogue';

/** What a clerk opens: each list as it first shows, and with its common filters and sorts. */
const ENDPOINTS: { name: string; path: string; anonymous?: boolean }[] = [
  { name: REFERENCE, path: '/api/cars?make=toyota&bodyType=suv&yearMin=2015', anonymous: true },
  { name: 'cars', path: '/api/admin/cars' },
  { name: 'cars by make+status', path: '/api/admin/cars?make=toyota&status=available' },
  { name: 'cars by stock id', path: '/api/admin/cars?q=JP83' },
  { name: 'users', path: '/api/admin/users' },
  { name: 'users by name', path: '/api/admin/users?q=amina' },
  { name: 'orders', path: '/api/admin/orders' },
  { name: 'orders reserved', path: '/api/admin/orders?status=reserved' },
  { name: 'payments', path: '/api/admin/payments' },
  { name: 'inquiries', path: '/api/admin/inquiries' },
  { name: 'inquiries pending', path: '/api/admin/inquiries?status=pending' },
  { name: 'reviews pending', path: '/api/admin/reviews?status=pending' },
  { name: 'audit log', path: '/api/admin/audit-log' },
  { name: 'audit log by type', path: '/api/admin/audit-log?targetType=car' },
  { name: 'newsletter', path: '/api/admin/newsletter/subscribers' },
  { name: 'contact messages', path: '/api/admin/contact-messages' },
  { name: 'car requests', path: '/api/admin/car-requests?status=open' },
  { name: 'damage reports', path: '/api/admin/damage-reports' },
  { name: 'insurance claims', path: '/api/admin/insurance/claims' },
  { name: 'coupons', path: '/api/admin/coupons' },
  { name: 'shipments', path: '/api/admin/shipments' },
];

interface RunStats {
  p50: number;
  p95: number;
  rps: number;
  non2xx: number;
  errors: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const say = (line: string) => console.log(`[admin-bench] ${line}`);

/**
 * Each table topped up to ROWS bench rows with one INSERT … SELECT over generate_series. Rows spread over the last two
 * years, statuses and countries mixed as real ones are; orders hold distinct cars (one holding order per car).
 */
const SEED: { table: string; sql: string }[] = [
  {
    table: 'users',
    sql: `INSERT INTO users (email, role, first_name, last_name, country, created_at)
      SELECT 'bench-user-' || g || '@bench.example', 'user',
        (ARRAY['Amina','Kenji','Carlos','Sara','Omar','Lina','Juan','Fatima'])[1 + g % 8], 'Bench' || g,
        (ARRAY['KE','PK','JM','TZ','UG','CL','PE','NZ'])[1 + g % 8], now() - (g % 730 || ' days')::interval - (g || ' seconds')::interval
      FROM generate_series($1::int, $2::int) g`,
  },
  {
    table: 'orders',
    sql: `WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users WHERE email LIKE 'bench-user-%'), n AS (SELECT count(*) AS c FROM u)
      INSERT INTO orders (user_id, car_id, status, stock_id, car_title, trade_terms, shipping_method, destination_country,
        destination_port, consignee, vehicle_price, freight, insurance, total, reserved_at, expires_at, status_changed_at, created_at)
      SELECT u.id, c.id, (ARRAY['reserved','deposit_paid','paid','shipped','arrived','cancelled'])[1 + g % 6], c.stock_id,
        'Bench car ' || g, 'cif', 'roro', 'KE', 'Mombasa', '{}'::jsonb, 8000, 1200, 0, 9200,
        now() - (g % 730 || ' days')::interval, now() + interval '30 days', now() - (g % 730 || ' days')::interval,
        now() - (g % 730 || ' days')::interval - (g || ' seconds')::interval
      FROM generate_series($1::int, $2::int) g
      JOIN cars c ON c.id = 1000000 - g
      JOIN n ON true
      JOIN u ON u.rn = 1 + g % n.c`,
  },
  {
    table: 'payments',
    sql: `INSERT INTO payments (amount, currency, exchange_rate, amount_usd, value_date, bank_reference, created_at)
      SELECT 4600, 'USD', 1, 4600, (now() - (g % 730 || ' days')::interval)::date, 'bench-ref-' || g, now() - (g || ' minutes')::interval
      FROM generate_series($1::int, $2::int) g`,
  },
  {
    table: 'inquiries',
    sql: `WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users WHERE email LIKE 'bench-user-%'), n AS (SELECT count(*) AS c FROM u)
      INSERT INTO inquiries (user_id, car_id, name, email, phone, message, status, created_at)
      SELECT u.id, CASE WHEN g % 3 = 0 THEN NULL ELSE 1 + g % 999999 END, 'Bench ' || g, 'bench-inq-' || g || '@bench.example', '+254700000000',
        'Is this car still available?', (ARRAY['pending','responded','closed'])[1 + g % 3], now() - (g || ' minutes')::interval
      FROM generate_series($1::int, $2::int) g JOIN n ON true JOIN u ON u.rn = 1 + g % n.c`,
  },
  {
    table: 'reviews',
    sql: `WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users WHERE email LIKE 'bench-user-%'), n AS (SELECT count(*) AS c FROM u)
      INSERT INTO reviews (user_id, reviewer_name, title, description, rating, country, email, status, created_at)
      SELECT u.id, 'Bench ' || g, 'Good car', 'Arrived as described.', 1 + g % 5, (ARRAY['KE','PK','JM','TZ'])[1 + g % 4],
        'bench-rev-' || g || '@bench.example', (ARRAY['pending','published','hidden'])[1 + g % 3], now() - (g || ' minutes')::interval
      FROM generate_series($1::int, $2::int) g JOIN n ON true JOIN u ON u.rn = 1 + g % n.c`,
  },
  {
    table: 'audit_log',
    sql: `INSERT INTO audit_log (actor_role, action, target_type, target_id, before, after, created_at)
      SELECT 'admin', (ARRAY['car.update','user.update','order.status','review.publish'])[1 + g % 4],
        (ARRAY['car','user','order','review'])[1 + g % 4], 'bench-' || g, '{"status":"available"}'::jsonb, '{"status":"reserved"}'::jsonb,
        now() - (g || ' seconds')::interval
      FROM generate_series($1::int, $2::int) g`,
  },
  {
    table: 'newsletter_subscriptions',
    sql: `INSERT INTO newsletter_subscriptions (full_name, email, status, unsubscribe_token_hash, subscribed_at, created_at)
      SELECT 'Bench ' || g, 'bench-nl-' || g || '@bench.example', (ARRAY['active','active','unsubscribed'])[1 + g % 3],
        md5('bench-nl-' || g) || md5('t' || g), now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      FROM generate_series($1::int, $2::int) g`,
  },
  {
    table: 'contact_messages',
    sql: `INSERT INTO contact_messages (subject, name, email, message, privacy_agreed_at, created_at)
      SELECT (ARRAY['sales','support','partnership','other'])[1 + g % 4], 'Bench ' || g, 'bench-cm-' || g || '@bench.example',
        'Please call me back.', now(), now() - (g || ' minutes')::interval
      FROM generate_series($1::int, $2::int) g`,
  },
  {
    table: 'car_requests',
    sql: `INSERT INTO car_requests (make, model, name, email, contact_method, privacy_agreed_at, status, created_at)
      SELECT (ARRAY['Toyota','Honda','Nissan','Mazda'])[1 + g % 4], 'Any', 'Bench ' || g, 'bench-cr-' || g || '@bench.example', 'email',
        now(), (ARRAY['open','handled'])[1 + g % 2], now() - (g || ' minutes')::interval
      FROM generate_series($1::int, $2::int) g`,
  },
  {
    table: 'damage_reports',
    sql: `INSERT INTO damage_reports (reference, user_id, order_id, order_public_id, stock_id, car_title, description, status, status_changed_at, created_at)
      SELECT 'BENCH-DR-' || g, o.user_id, o.id, o.public_id, o.stock_id, o.car_title, 'Scratch on the door.',
        (ARRAY['resolved','rejected'])[1 + g % 2], now(), now() - (g || ' minutes')::interval
      FROM generate_series($1::int, $2::int) g
      JOIN orders o ON o.id = (SELECT min(id) FROM orders WHERE car_title LIKE 'Bench car %') + g - 1`,
  },
  {
    table: 'insurance_claims',
    sql: `INSERT INTO insurance_claims (user_id, order_id, order_public_id, stock_id, car_title, description, damage_found_on, amount_claimed,
        cover, insured_at, arrived_at, status, created_at)
      SELECT o.user_id, o.id, o.public_id, o.stock_id, o.car_title, 'Dent found at the port.', current_date, 500, 9200, now(), now(),
        'rejected', now() - (g || ' minutes')::interval
      FROM generate_series($1::int, $2::int) g
      JOIN orders o ON o.id = (SELECT min(id) FROM orders WHERE car_title LIKE 'Bench car %') + g - 1`,
  },
  {
    table: 'coupons',
    sql: `WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users WHERE email LIKE 'bench-user-%'), n AS (SELECT count(*) AS c FROM u)
      INSERT INTO coupons (user_id, name, code, amount, balance, currency, expires_at, created_at)
      SELECT u.id, 'Loyalty', 'BENCH' || g, 100, 100, 'USD', now() + interval '1 year', now() - (g || ' minutes')::interval
      FROM generate_series($1::int, $2::int) g JOIN n ON true JOIN u ON u.rn = 1 + g % n.c`,
  },
  {
    table: 'shipments',
    sql: `INSERT INTO shipments (destination_country, destination_port, method, freight_terms, vessel, voyage_number, departure_date, arrival_date, created_at)
      SELECT 'KE', 'Mombasa', 'roro', 'prepaid', 'Bench Ace ' || (g % 50), 'V' || g, current_date - (g % 700), current_date - (g % 700) + 30,
        now() - (g || ' minutes')::interval
      FROM generate_series($1::int, $2::int) g`,
  },
];

/** How many bench rows a table holds (rows made by this script carry `bench-`/`BENCH`/`Bench` marks). */
const BENCH_ROWS: Record<string, string> = {
  users: `email LIKE 'bench-user-%'`,
  orders: `car_title LIKE 'Bench car %'`,
  payments: `bank_reference LIKE 'bench-ref-%'`,
  inquiries: `email LIKE 'bench-inq-%'`,
  reviews: `email LIKE 'bench-rev-%'`,
  audit_log: `target_id LIKE 'bench-%'`,
  newsletter_subscriptions: `email LIKE 'bench-nl-%'`,
  contact_messages: `email LIKE 'bench-cm-%'`,
  car_requests: `email LIKE 'bench-cr-%'`,
  damage_reports: `reference LIKE 'BENCH-DR-%'`,
  insurance_claims: `description = 'Dent found at the port.'`,
  coupons: `code LIKE 'BENCH%'`,
  shipments: `vessel LIKE 'Bench Ace %'`,
};

async function seed(db: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, sql } of SEED) {
    const have = Number((await db.query(`SELECT count(*) AS n FROM ${table} WHERE ${BENCH_ROWS[table]}`)).rows[0].n);
    if (have < ROWS) {
      const started = Date.now();
      await db.query(sql, [have + 1, ROWS]);
      say(`${table}: ${have.toLocaleString('en')} → ${ROWS.toLocaleString('en')} bench rows (${round((Date.now() - started) / 1000)} s)`);
    }
    counts[table] = Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  }
  await db.query(`VACUUM (ANALYZE) ${SEED.map((s) => s.table).join(', ')}`);
  return counts;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(base: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`the app did not become ready; see ${logFile}`);
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...SUPERADMIN, rememberMe: false }),
  });
  if (!res.ok) throw new Error(`superadmin sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function measure(base: string, urlPath: string, token: string | null, duration: number): Promise<RunStats> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: base + urlPath,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    timeout: 10,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    p50: round(percentile(latencies, 50), 2),
    p95: round(percentile(latencies, 95), 2),
    rps: round(latencies.length / seconds, 1),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main(): Promise<void> {
  const resultsDir = path.resolve(process.cwd(), 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');

  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const cars = Number((await db.query('SELECT count(*) AS n FROM cars')).rows[0].n);
  if (cars < EXPECTED_CARS)
    throw new Error(`${DATABASE_URL} holds ${cars} cars; load a million first: npm run seed:bulk -- --cars 1000000 --truncate`);
  say(`topping up the staff lists to ${ROWS.toLocaleString('en')} bench rows each…`);
  const counts = await seed(db);
  // The bench's own superadmin (the database may already have another one, whose password is not known here).
  await db.query(
    `INSERT INTO users (email, password_hash, role, first_name, last_name) VALUES ($1, $2, 'superadmin', 'Bench', 'Boss')
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = 'superadmin', status = 'active'`,
    [SUPERADMIN.email, await hashPassword(SUPERADMIN.password)],
  );
  await db.end();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(resultsDir, `admin-${stamp}-app.log`);
  const log = createWriteStream(logFile);
  const app = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: process.cwd(),
    env: {
      ...env,
      PORT: String(port),
      DATABASE_URL,
      WORKER: 'off',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      REDIS_PREFIX: `bench-admin:${stamp}`,
      JWT_SECRET: env.JWT_SECRET ?? randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout!.pipe(log);
  app.stderr!.pipe(log);
  const endpoints = ENDPOINTS.filter((e) => !ONLY || ONLY.includes(e.name) || e.name === REFERENCE);
  const runs: Record<string, RunStats[]> = Object.fromEntries(endpoints.map((e) => [e.name, []]));
  try {
    await waitReady(base, app, logFile);
    // Every answer first: a non-2xx would measure an error page.
    let token = await signIn(base);
    for (const e of endpoints) {
      const res = await fetch(base + e.path, { headers: e.anonymous ? {} : { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${e.name}: GET ${e.path} → ${res.status} ${(await res.text()).slice(0, 300)}`);
    }
    say(`warm-up (2 s each), then ${RUNS} rounds of ${DURATION} s per list with ${CONNECTIONS} connections`);
    for (const e of endpoints) await measure(base, e.path, e.anonymous ? null : token, 2);
    for (let r = 0; r < RUNS; r++) {
      token = await signIn(base); // an access token lasts 15 minutes
      const order = r % 2 ? [...endpoints].reverse() : endpoints;
      for (const e of order) {
        const stats = await measure(base, e.path, e.anonymous ? null : token, DURATION);
        if (stats.non2xx || stats.errors) throw new Error(`${e.name}: ${stats.non2xx} non-2xx answers, ${stats.errors} errors`);
        runs[e.name]!.push(stats);
      }
      say(`round ${r + 1}/${RUNS} done`);
    }
  } finally {
    app.kill('SIGTERM');
  }

  const summary = endpoints.map((e) => {
    const stats = runs[e.name]!;
    return {
      name: e.name,
      path: e.path,
      p50: median(stats.map((s) => s.p50)),
      p95: median(stats.map((s) => s.p95)),
      rps: median(stats.map((s) => s.rps)),
    };
  });
  const reference = summary.find((s) => s.name === REFERENCE)!;
  console.log(`\n| list | request | p50 ms | p95 ms | req/s | p95 / catalogue's | ≤ ${TARGET_P95_MS} ms |`);
  console.log('| --- | --- | ---: | ---: | ---: | ---: | --- |');
  let failed = 0;
  for (const s of summary) {
    const pass = s.p95 <= TARGET_P95_MS;
    if (!pass) failed++;
    console.log(
      `| ${s.name} | \`${s.path}\` | ${s.p50.toFixed(2)} | ${s.p95.toFixed(2)} | ${Math.round(s.rps).toLocaleString('en')} | ${round(s.p95 / reference.p95, 2).toFixed(2)}× | ${pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  const file = path.join(resultsDir, `admin-${stamp}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        when: new Date().toISOString(),
        machine: { cpus: os.cpus().length, memory: os.totalmem() },
        settings: { ROWS, CONNECTIONS, DURATION, RUNS },
        counts,
        runs,
        summary,
      },
      null,
      2,
    ),
  );
  say(
    `rows: ${Object.entries(counts)
      .map(([t, n]) => `${t} ${n.toLocaleString('en')}`)
      .join(', ')}`,
  );
  say(`${failed === 0 ? 'PASS' : `FAIL (${failed})`}; details in ${file}`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
