/**
 * `npm run bench:auction-import`: a week's auction feed, 150,000 rows, through the real import (issue 13: "a week's
 * 150,000 rows load at ≥ 5,000 rows per second here, while the site keeps serving"), bench/README.md.
 *
 * Creates and migrates a database of its own (dropped at the end), writes a deterministic CSV feed of BENCH_ROWS rows
 * (150,000: 120 auction houses × 5 days, every mapped column filled as a real feed fills it, 0.5% broken rows) under a
 * private upload directory, and runs the application's own code in an application context (AppModule, WORKER=off):
 * AuctionImportRunner.run(importId), the very method the `auction-import` job calls — streamed csv-parse, the row
 * rules, batches of 2,000 upserted with one INSERT … SELECT FROM unnest(…) ON CONFLICT … DO UPDATE … WHERE changed,
 * the counts and checkpoint committed with each batch.
 *
 * Rounds (BENCH_ROUNDS, 3): `fresh` (the lots table emptied first: every row inserted) and `re-import` (the same file
 * again: every row unchanged). Baseline, in the same run: a bare `COPY … FROM STDIN (FORMAT csv, HEADER)` of the same
 * file into a scratch table of text columns — no parsing into types, no rules, no indexes: the floor of getting those
 * bytes into PostgreSQL. While each fresh round runs, a reader on another connection asks for the next lots to come
 * up (the public search's shape) in a loop: its latency during the import against the same loop idle says whether
 * the site keeps serving.
 *
 * Prints a table and PASS/FAIL for ≥ 5,000 rows/s (median of the fresh rounds), writes
 * bench/results/auction-import-<time>.json. Environment: BENCH_ROWS, BENCH_ROUNDS, BENCH_DATABASE_SERVER_URL
 * (postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL, BENCH_KEEP_DATABASE=true.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/config/config.js';
import { prepareDatabase } from '../src/database/startup.js';
import { AuctionImportRunner } from '../src/modules/auctions/feeds/auction-import.runner.js';
import { feedFileKey } from '../src/modules/auctions/feeds/feed-files.js';
import { EXAMPLE_FEED_MAPPING } from '../src/modules/auctions/feeds/feeds.requests.js';

const env = process.env;
const ROWS = Number(env.BENCH_ROWS ?? 150_000);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const SERVER_URL = env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_ROWS_PER_SECOND = 5_000;
const BROKEN_SHARE = 0.005;

const say = (message: string) => console.log(`[auction-import] ${message}`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

/** A deterministic pseudo-random sequence, so two runs write the same feed. */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

const MAPPING = {
  ...EXAMPLE_FEED_MAPPING,
  chassisCode: 'Chassis',
  chassisNumber: 'Frame',
  colour: 'Colour',
  transmission: 'Shift',
  engineCc: 'CC',
  equipment: 'Equipment',
  sheetImageUrl: 'Sheet',
  sheetInteriorGrade: 'Interior',
  sheetExteriorGrade: 'Exterior',
  sheetNotes: 'Notes',
};
const HEADER = Object.values(MAPPING);
const CARS: [string, string, string][] = [
  ['Toyota', 'Prius', 'ZVW30'],
  ['Toyota', 'Hiace Van', 'TRH200V'],
  ['Toyota', 'Corolla Fielder', 'NZE161G'],
  ['Nissan', 'Note', 'E12'],
  ['Nissan', 'X-Trail', 'NT32'],
  ['Honda', 'Fit', 'GP5'],
  ['Honda', 'Vezel', 'RU3'],
  ['Mazda', 'Demio', 'DJ5FS'],
  ['Subaru', 'Impreza', 'GP7'],
  ['Suzuki', 'Swift', 'ZC72S'],
  ['Mercedes-Benz', 'C200', 'W205'],
  ['Mitsubishi', 'Outlander', 'GF8W'],
];
const GRADES = ['3', '3.5', '4', '4.5', '5', 'R', 'RA', 'S'];
const COLOURS = ['Pearl White', 'Black', 'Silver', 'Blue', 'Red', 'Grey'];
const EQUIPMENT = ['AC PS PW', 'AC PS PW AW NAVI', 'AC PS PW SR', 'AC PS PW AW TV BACK CAMERA'];

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Writes the week's feed: 120 houses × 5 days, lots numbered per house and day. */
async function writeFeed(file: string): Promise<number> {
  const random = rng(20261126);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const out = createWriteStream(file);
  let broken = 0;
  const write = (line: string) =>
    out.write(line) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write(HEADER.map(csvCell).join(',') + '\n');
  for (let i = 0; i < ROWS; i += 1) {
    const house = `Bench House ${String(i % 120).padStart(3, '0')}`;
    const day = `2026-12-${String(7 + (Math.floor(i / 120) % 5)).padStart(2, '0')}`;
    const lot = String(10000 + Math.floor(i / 600));
    const [make, model, code] = pick(CARS);
    const year = 2005 + Math.floor(random() * 20);
    let cells = [
      house,
      day,
      lot,
      `${9 + Math.floor(random() * 8)}:${String(Math.floor(random() * 60)).padStart(2, '0')}`,
      make,
      model,
      code,
      `${code}-${String(1000000 + Math.floor(random() * 8999999))}`,
      String(year),
      (Math.floor(random() * 200) * 1000).toLocaleString('en-US'),
      pick(GRADES),
      pick(COLOURS),
      random() < 0.8 ? 'AT' : 'MT',
      String(pick([660, 1300, 1500, 1800, 2000, 2500, 2700])),
      pick(EQUIPMENT),
      `https://sheets.example/bench/${i}.jpg`,
      pick(['A', 'B', 'C']),
      pick(['A', 'B', 'C']),
      random() < 0.5 ? 'Small scratch on the rear bumper, A1 front door' : '',
      String(Math.floor(random() * 300) * 10000),
    ];
    if (random() < BROKEN_SHARE) {
      broken += 1;
      cells = [...cells];
      cells[8] = '1890';
    }
    await write(cells.map(csvCell).join(',') + '\n');
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return broken;
}

/** A reader asking for the next lots to come up, in a loop, until stopped: its latencies in ms. */
function readerLoop(pool: pg.Pool): { stop: () => Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      await pool.query(
        `SELECT public_id, auction_house, lot_number, make, model, year, starts_at FROM auction_lots
          WHERE starts_at > $1 AND make_slug = 'toyota' ORDER BY starts_at, id LIMIT 20`,
        ['2026-12-08T00:00:00Z'],
      );
      latencies.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return latencies;
    },
  };
}

async function main() {
  const database = `autoexport_auction_bench_${randomBytes(3).toString('hex')}`;
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${database}`;
  const privateDir = mkdtempSync(path.join(os.tmpdir(), 'auction-bench-'));
  const config = loadConfig({
    ...env,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_PREFIX: `auction-bench:${database}`,
    WORKER: 'off',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    PRIVATE_UPLOAD_DIR: privateDir,
    // A known superadmin, so that none is generated and its password printed.
    SUPERADMIN_EMAIL: 'bench-boss@bench.example',
    SUPERADMIN_PASSWORD: randomBytes(12).toString('base64url'),
  });
  const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 3, application_name: 'auction-import-bench' });
  let context: Awaited<ReturnType<typeof NestFactory.createApplicationContext>> | undefined;
  const load = os.loadavg().map((n) => round(n, 2));
  try {
    say(`Database ${database}; ${fmt(ROWS)} rows; ${os.cpus().length} CPUs, load average ${load.join(' ')}.`);
    await prepareDatabase(config, (message) => say(message.replace(/^(Ran \d+ migration\(s\)).*/, '$1')));
    mkdirSync(path.join(privateDir, 'auction-feeds'), { recursive: true });
    const master = path.join(privateDir, 'feed.csv');
    let t0 = performance.now();
    const broken = await writeFeed(master);
    say(`Wrote the feed (${fmt(ROWS)} rows, ${fmt(broken)} broken) in ${round((performance.now() - t0) / 1000)} s.`);

    const [{ id: sourceId }] = (
      await pool.query<{ id: string }>(
        `INSERT INTO auction_feed_sources (name, format, mapping) VALUES ('Bench weekly', 'csv', $1) RETURNING id`,
        [JSON.stringify(MAPPING)],
      )
    ).rows as [{ id: string }];
    context = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false, abortOnError: false });
    const runner = context.get(AuctionImportRunner);

    /** One import of the feed through the job's code: seconds and the import's counts. */
    const importOnce = async () => {
      const [{ public_id: importId }] = (
        await pool.query<{ public_id: string }>(
          `INSERT INTO auction_imports (source_id, origin) VALUES ($1, 'upload') RETURNING public_id`,
          [sourceId],
        )
      ).rows as [{ public_id: string }];
      const key = feedFileKey(importId, 'csv');
      await pipeline(createReadStream(master), createWriteStream(path.join(privateDir, key)));
      await pool.query(`UPDATE auction_imports SET file_key = $2, file_bytes = $3 WHERE public_id = $1`, [
        importId,
        key,
        statSync(master).size,
      ]);
      const start = performance.now();
      const result = await runner.run(importId);
      const seconds = (performance.now() - start) / 1000;
      const [counts] = (
        await pool.query(
          `SELECT status, rows_read, rows_inserted, rows_updated, rows_unchanged, rows_rejected FROM auction_imports WHERE public_id = $1`,
          [importId],
        )
      ).rows as [Record<string, unknown>];
      if (result.status !== 'done') throw new Error(`Import ${importId} ended ${result.status}`);
      return { seconds, counts };
    };

    const idle = readerLoop(pool);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleMs = await idle.stop();

    const fresh: number[] = [];
    const again: number[] = [];
    const busyMs: number[] = [];
    const rounds: unknown[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      await pool.query('TRUNCATE auction_lots');
      await pool.query('VACUUM ANALYZE auction_lots');
      const reader = readerLoop(pool);
      const first = await importOnce();
      busyMs.push(...(await reader.stop()));
      fresh.push(first.seconds);
      say(`fresh round ${r + 1}: ${round(first.seconds, 2)} s = ${fmt(ROWS / first.seconds)} rows/s ${JSON.stringify(first.counts)}`);
      const second = await importOnce();
      again.push(second.seconds);
      say(
        `re-import round ${r + 1}: ${round(second.seconds, 2)} s = ${fmt(ROWS / second.seconds)} rows/s ${JSON.stringify(second.counts)}`,
      );
      rounds.push({ fresh: first, reimport: second });
    }

    // The floor: the same bytes COPYed into a scratch table of text columns.
    await pool.query(`CREATE UNLOGGED TABLE bench_feed_copy (${HEADER.map((h, i) => `c${i} text`).join(', ')})`);
    const copyS: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      await pool.query('TRUNCATE bench_feed_copy');
      const client = await pool.connect();
      try {
        t0 = performance.now();
        await pipeline(createReadStream(master), client.query(copyFrom('COPY bench_feed_copy FROM STDIN (FORMAT csv, HEADER true)')));
        copyS.push((performance.now() - t0) / 1000);
      } finally {
        client.release();
      }
      say(`COPY round ${r + 1}: ${round(copyS.at(-1)!, 2)} s = ${fmt(ROWS / copyS.at(-1)!)} rows/s`);
    }

    const freshRate = ROWS / median(fresh);
    const againRate = ROWS / median(again);
    const copyRate = ROWS / median(copyS);
    console.log('');
    console.log('| run | median s | rows/s (median) | min s | max s | rounds |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    const line = (name: string, xs: number[]) =>
      console.log(
        `| ${name} | ${round(median(xs), 2)} | ${fmt(ROWS / median(xs))} | ${round(Math.min(...xs), 2)} | ${round(Math.max(...xs), 2)} | ${xs.length} |`,
      );
    line('import, fresh (every lot inserted)', fresh);
    line('import, same file again (every lot unchanged)', again);
    line('baseline: bare COPY of the file into text columns', copyS);
    console.log('');
    console.log(`import / COPY rate = ${round(freshRate / copyRate, 3)} (COPY is ${round(copyRate / freshRate, 1)}× faster)`);
    console.log(
      `reader (next 20 Toyota lots): idle p50 ${round(percentile(idleMs, 50))} ms, p95 ${round(percentile(idleMs, 95))} ms (${idleMs.length} queries); ` +
        `during the imports p50 ${round(percentile(busyMs, 50))} ms, p95 ${round(percentile(busyMs, 95))} ms, max ${round(Math.max(...busyMs))} ms (${busyMs.length} queries)`,
    );
    const pass = freshRate >= TARGET_ROWS_PER_SECOND;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: ${fmt(freshRate)} rows/s fresh, target ≥ ${fmt(TARGET_ROWS_PER_SECOND)} (re-import ${fmt(againRate)} rows/s)`,
    );
    const results = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../bench/results');
    mkdirSync(results, { recursive: true });
    const out = path.join(results, `auction-import-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      out,
      JSON.stringify(
        { rows: ROWS, broken, cpus: os.cpus().length, loadAverage: load, fresh, again, copy: copyS, idleMs, busyMs, rounds },
        null,
        2,
      ),
    );
    say(`Wrote ${out}`);
    if (!pass) process.exitCode = 1;
  } finally {
    await context?.close();
    await pool.end();
    rmSync(privateDir, { recursive: true, force: true });
    if (env.BENCH_KEEP_DATABASE !== 'true') {
      const server = new pg.Client({ connectionString: SERVER_URL });
      await server.connect();
      await server.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await server.end();
    } else say(`Kept database ${database}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
