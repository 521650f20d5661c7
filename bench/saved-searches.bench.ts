/**
 * `npm run bench:alerts`: the saved-search alert job at scale (issue 10, bench/README.md).
 *
 * On a database of its own (created and migrated here, dropped at the end unless BENCH_KEEP_DATABASE=true):
 * BENCH_LISTINGS cars (1,000,000) loaded by the bulk seeder, BENCH_SEARCHES saved searches (5,000, over 1,000
 * customers, filters shaped like the catalogue's real ones: a make mostly, with a body type, a year, a price or a
 * mileage bound, some free text, some with no make), then BENCH_NEW_CARS new cars (1,000) listed "now". Measured,
 * in this process, with the application's own code (AppModule, WORKER=off):
 *
 * - `match`: SavedSearchAlertsService.match(now), what the repeatable job runs: it reads the window's new cars once
 *   and tries every active search in memory, then records the matches. Before each round the watermark goes back and
 *   the matches are deleted, so every round does the whole work.
 * - `baseline`, in the same run on the same data: the obvious way, one SQL query per saved search — the catalogue's
 *   own WHERE (car-search-sql.ts filterConditions) restricted to the window (`created_at` in it) — over one
 *   connection, as a job would. Same matches (checked).
 * - `window read`: the floor, the single query that loads the window's cars.
 *
 * Prints the median and spread of each over BENCH_ROUNDS (5) rounds and the ratio match / baseline; writes
 * bench/results/alerts-<time>.json. Environment: BENCH_DATABASE_SERVER_URL
 * (postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL, BENCH_LISTINGS, BENCH_SEARCHES, BENCH_NEW_CARS,
 * BENCH_ROUNDS, BENCH_BASELINE_ROUNDS (3), BENCH_KEEP_DATABASE.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/config/config.js';
import { dropDatabase } from '../src/database/prepare-database.js';
import { bulkLoadCars } from '../src/database/seeds/bulk-load.js';
import { prepareDatabase } from '../src/database/startup.js';
import { type CarFilters, normalizeFilters } from '../src/modules/cars/car-search-rules.js';
import { filterConditions, SqlParams } from '../src/modules/cars/car-search-sql.js';
import { CatalogueVersion } from '../src/common/cache/catalogue-version.service.js';
import { CarAlertFeed } from '../src/modules/cars/car-alert-feed.service.js';
import { MakesDirectory } from '../src/modules/makes/makes-directory.service.js';
import { matchAll, SavedSearchAlertsService } from '../src/modules/saved-searches/saved-search-alerts.service.js';

const env = process.env;
const num = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0 (got ${env[name]})`);
  return value;
};
const SERVER_URL = env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LISTINGS = num('BENCH_LISTINGS', 1_000_000);
const SEARCHES = num('BENCH_SEARCHES', 5_000);
const NEW_CARS = num('BENCH_NEW_CARS', 1_000);
const ROUNDS = Math.max(1, num('BENCH_ROUNDS', 5));
const BASELINE_ROUNDS = Math.max(1, num('BENCH_BASELINE_ROUNDS', 3));
const USERS = Math.max(1, Math.ceil(SEARCHES / 5));

const say = (message: string) => console.log(`[alerts-bench] ${message}`);
const fmt = (n: number) => n.toLocaleString('en');
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A deterministic pseudo-random sequence, so two runs seed the same searches. */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

const BODY = ['sedan', 'hatchback', 'suv', 'wagon', 'van', 'minivan', 'pickup', 'truck'];
const FUEL = ['petrol', 'diesel', 'hybrid'];
const WORDS = ['hiace', 'prius', 'corolla', 'fit', 'note', 'x-trail', 'harrier', 'demio', 'ae', 'ze'];

/** Filters the way customers search: a make most of the time, with one or two more bounds; some free text. */
function searchFilters(random: () => number, makes: readonly string[]): CarFilters {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const f: Record<string, unknown> = {};
  if (random() < 0.9) f.make = pick(makes);
  if (random() < 0.5) f.bodyType = pick(BODY);
  if (random() < 0.5) f.yearMin = 2008 + Math.floor(random() * 12);
  if (random() < 0.35) f.priceMax = String(3000 + Math.floor(random() * 20) * 1000);
  if (random() < 0.3) f.mileageMax = 30_000 + Math.floor(random() * 10) * 20_000;
  if (random() < 0.2) f.fuel = pick(FUEL);
  if (random() < (f.make ? 0.05 : 0.6)) f.q = pick(WORDS);
  return normalizeFilters(f);
}

async function main() {
  const database = `autoexport_alerts_bench_${randomBytes(3).toString('hex')}`;
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${database}`;
  const prefix = `alerts-bench:${database}`;
  const config = loadConfig({
    ...env,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_PREFIX: prefix,
    WORKER: 'off',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
  });
  const db = new pg.Client({ connectionString: databaseUrl.toString(), application_name: 'alerts-bench' });
  let connected = false;
  let context: Awaited<ReturnType<typeof NestFactory.createApplicationContext>> | undefined;
  try {
    say(
      `Database ${database}: ${fmt(LISTINGS)} listings, ${fmt(SEARCHES)} saved searches, ${fmt(NEW_CARS)} new cars; ${os.cpus().length} CPUs.`,
    );
    await prepareDatabase(config, say);
    await db.connect();
    connected = true;

    let started = Date.now();
    await bulkLoadCars({
      databaseUrl: databaseUrl.toString(),
      cars: LISTINGS,
      images: false,
      auctionSheetShare: 0,
      uploadDir: config.uploadDir,
    });
    // Everything loaded so far is old news: the window opens after it.
    await db.query(`UPDATE cars SET created_at = LEAST(created_at, now() - interval '1 day') WHERE created_at > now() - interval '1 day'`);
    await db.query(`UPDATE alert_watermarks SET at = now() - interval '1 hour', cursor_at = NULL, cursor_id = NULL`);
    const seedSeconds = (Date.now() - started) / 1000;
    say(`Loaded ${fmt(LISTINGS)} cars in ${round(seedSeconds)} s.`);

    started = Date.now();
    const makes = (await db.query<{ slug: string }>('SELECT slug FROM makes ORDER BY id')).rows.map((r) => r.slug);
    const random = rng(20261125);
    const userIds: string[] = [];
    for (let from = 0; from < USERS; from += 1000) {
      const size = Math.min(1000, USERS - from);
      const rows = await db.query<{ id: string }>(
        `INSERT INTO users (email, first_name, last_name, country) SELECT 'alerts.' || i || '.' || $2 || '@example.com', 'Bench', 'User', 'KE'
           FROM generate_series($1::int, $1::int + $3::int - 1) i RETURNING id`,
        [from, randomBytes(3).toString('hex'), size],
      );
      userIds.push(...rows.rows.map((r) => r.id));
    }
    const searches: CarFilters[] = Array.from({ length: SEARCHES }, () => searchFilters(random, makes));
    for (let from = 0; from < SEARCHES; from += 1000) {
      const chunk = searches.slice(from, from + 1000);
      await db.query(
        `INSERT INTO saved_searches (user_id, name, filters, frequency, unsubscribe_token)
         SELECT u, 'Bench ' || n, f, CASE WHEN n % 3 = 0 THEN 'daily' ELSE 'instant' END, md5(random()::text || n)
           FROM unnest($1::bigint[], $2::jsonb[], $3::int[]) AS t(u, f, n)`,
        [chunk.map((_, i) => userIds[(from + i) % userIds.length]), chunk.map((f) => JSON.stringify(f)), chunk.map((_, i) => from + i)],
      );
    }
    say(`Saved ${fmt(SEARCHES)} searches of ${fmt(userIds.length)} customers in ${round((Date.now() - started) / 1000)} s.`);

    // The new listings: created "now", in the window.
    started = Date.now();
    const fresh = await bulkLoadCars({
      databaseUrl: databaseUrl.toString(),
      cars: NEW_CARS,
      images: false,
      auctionSheetShare: 0,
      rebuildIndexes: false,
      uploadDir: config.uploadDir,
      seed: 'alerts-bench-new',
    });
    await db.query(
      `UPDATE cars SET created_at = now() - (random() * interval '10 minutes'), status = 'available' WHERE id BETWEEN $1 AND $2`,
      [fresh.firstId, fresh.lastId],
    );
    await db.query('VACUUM (ANALYZE) cars');
    const windowFrom = new Date(Date.now() - 30 * 60_000);
    await db.query(`UPDATE alert_watermarks SET at = $1`, [windowFrom]);
    say(`Listed ${fmt(NEW_CARS)} new cars in ${round((Date.now() - started) / 1000)} s.`);

    context = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false, abortOnError: false });
    const alerts = context.get(SavedSearchAlertsService);
    const reset = async () => {
      await db.query('TRUNCATE saved_search_matches');
      await db.query(`UPDATE alert_watermarks SET at = $1, cursor_at = NULL, cursor_id = NULL`, [windowFrom]);
    };

    // Warm-up (the makes directory, prepared plans, caches), then the measured rounds.
    await reset();
    await alerts.match(new Date());
    const matchMs: number[] = [];
    let matched = 0;
    for (let r = 0; r < ROUNDS; r += 1) {
      await reset();
      const t0 = performance.now();
      const result = await alerts.match(new Date());
      matchMs.push(performance.now() - t0);
      matched = result.matches;
      say(
        `match round ${r + 1}: ${round(matchMs.at(-1)!)} ms, ${fmt(result.cars)} cars × ${fmt(result.searches)} searches → ${fmt(result.matches)} matches`,
      );
    }
    const ours = new Set(
      (await db.query<{ s: string; c: string }>('SELECT saved_search_id AS s, car_id AS c FROM saved_search_matches')).rows.map(
        (r) => `${r.s}:${r.c}`,
      ),
    );

    // The matching alone, in memory: the window's cars against every active search.
    const windowCars = await context.get(CarAlertFeed).listedBetween(new Date(windowFrom.getTime() - 5 * 60_000), new Date(), 100_000);
    const active = (await db.query<{ id: string; filters: CarFilters }>(`SELECT id, filters FROM saved_searches WHERE frequency <> 'off'`))
      .rows;
    const index = await context.get(MakesDirectory).get(await context.get(CatalogueVersion).current());
    const memoryMs: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      const t0 = performance.now();
      matchAll(windowCars, active, { bySlug: index.bySlug, all: index.all });
      memoryMs.push(performance.now() - t0);
    }

    // The floor: the one query that reads the window.
    const readMs: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      const t0 = performance.now();
      await db.query(`SELECT * FROM cars WHERE created_at > $1 AND created_at <= now() AND status IN ('available', 'ready_to_ship')`, [
        new Date(windowFrom.getTime() - 5 * 60_000),
      ]);
      readMs.push(performance.now() - t0);
    }

    // The baseline: one catalogue query per search, restricted to the window.
    const makeIds = new Map(
      (await db.query<{ id: number; slug: string; title: string }>('SELECT id, slug, title FROM makes')).rows.map((m) => [m.slug, m]),
    );
    const allMakes = [...makeIds.values()];
    const stored = (
      await db.query<{ id: string; filters: CarFilters }>(`SELECT id, filters FROM saved_searches WHERE frequency <> 'off' ORDER BY id`)
    ).rows;
    const baselineMs: number[] = [];
    let theirs = new Set<string>();
    for (let r = 0; r < BASELINE_ROUNDS; r += 1) {
      await db.query('TRUNCATE saved_search_matches');
      const pairs = new Set<string>();
      const t0 = performance.now();
      for (const s of stored) {
        const params = new SqlParams();
        const context = {
          makeId: s.filters.make === undefined ? null : (makeIds.get(s.filters.make)?.id ?? null),
          qMakeIds: s.filters.q === undefined ? [] : allMakes.filter((m) => m.title.toLowerCase().includes(s.filters.q!)).map((m) => m.id),
        };
        const where = filterConditions(s.filters, context, 'c', params);
        const from = params.add(new Date(windowFrom.getTime() - 5 * 60_000));
        const rows = await db.query<{ id: string }>(
          `SELECT c.id FROM cars c WHERE ${where.join(' AND ')} AND c.status IN ('available', 'ready_to_ship') AND c.created_at > ${from} AND c.created_at <= now()`,
          params.values,
        );
        for (const row of rows.rows) pairs.add(`${s.id}:${row.id}`);
      }
      // …and records them as the job does (same statement, same chunks).
      const all = [...pairs].map((p) => p.split(':'));
      for (let i = 0; i < all.length; i += 10_000) {
        const chunk = all.slice(i, i + 10_000);
        await db.query(
          `INSERT INTO saved_search_matches (saved_search_id, car_id) SELECT * FROM unnest($1::bigint[], $2::bigint[]) ON CONFLICT DO NOTHING RETURNING saved_search_id`,
          [chunk.map((p) => p[0]), chunk.map((p) => p[1])],
        );
      }
      baselineMs.push(performance.now() - t0);
      theirs = pairs;
      say(`baseline round ${r + 1}: ${round(baselineMs.at(-1)!)} ms, ${fmt(pairs.size)} matches`);
    }
    const same = ours.size === theirs.size && [...ours].every((p) => theirs.has(p));
    if (!same) say(`PARITY FAILED: the job found ${fmt(ours.size)} matches, the per-search SQL ${fmt(theirs.size)}.`);

    const m = median(matchMs);
    const b = median(baselineMs);
    const w = median(readMs);
    console.log('');
    console.log(`| step | median ms | min ms | max ms | rounds |`);
    console.log(`| --- | ---: | ---: | ---: | ---: |`);
    console.log(
      `| match (the job: window once, searches in memory, record) | ${round(m)} | ${round(Math.min(...matchMs))} | ${round(Math.max(...matchMs))} | ${ROUNDS} |`,
    );
    console.log(
      `| of which matching in memory (${fmt(windowCars.length)} cars × ${fmt(active.length)} searches) | ${round(median(memoryMs))} | ${round(Math.min(...memoryMs))} | ${round(Math.max(...memoryMs))} | ${ROUNDS} |`,
    );
    console.log(
      `| baseline (one catalogue query per search, window only, then the same inserts) | ${round(b)} | ${round(Math.min(...baselineMs))} | ${round(Math.max(...baselineMs))} | ${BASELINE_ROUNDS} |`,
    );
    console.log(`| window read (floor) | ${round(w)} | ${round(Math.min(...readMs))} | ${round(Math.max(...readMs))} | ${ROUNDS} |`);
    console.log('');
    console.log(
      `match / baseline = ${round(m / b, 3)} (${round(b / m)}× faster); ${fmt(matched)} matches; parity ${same ? 'OK' : 'FAILED'}`,
    );

    const results = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'results');
    mkdirSync(results, { recursive: true });
    const file = path.join(results, `alerts-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          listings: LISTINGS,
          searches: SEARCHES,
          newCars: NEW_CARS,
          cpus: os.cpus().length,
          seedSeconds,
          matchMs,
          baselineMs,
          readMs,
          matches: matched,
          parity: same,
        },
        null,
        2,
      ),
    );
    say(`Wrote ${file}`);
    process.exitCode = same ? 0 : 1;
  } finally {
    await context?.close().catch(() => undefined);
    if (connected) await db.end();
    if (env.BENCH_KEEP_DATABASE !== 'true')
      await dropDatabase(databaseUrl.toString()).catch((e: unknown) => say(`Could not drop ${database}: ${String(e)}`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
