import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config/config.js';
import { dropDatabase } from '../src/database/prepare-database.js';
import { bulkLoadCars } from '../src/database/seeds/bulk-load.js';
import { prepareDatabase } from '../src/database/startup.js';
import { LISTED_STATUSES, STOCK_ID_PATTERN } from '../src/modules/cars/car-rules.js';
import { databaseUrl, uniqueSuffix } from './support/databases.js';

// A scratch database named like the run's others, so global-teardown drops it if this file crashes.
const url = databaseUrl(`autoexport_t_${process.env.TEST_RUN_ID ?? 'local'}_bulk_${uniqueSuffix()}`);
let uploadDir: string;
let client: pg.Client;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'autoexport-bulk-uploads-'));
  await prepareDatabase(loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'false', UPLOAD_DIR: uploadDir }), () => undefined);
  client = new pg.Client({ connectionString: url });
  await client.connect();
}, 60_000);

afterAll(async () => {
  await client?.end();
  await dropDatabase(url);
  await rm(uploadDir, { recursive: true, force: true });
});

const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0] as T;

/**
 * The indexes and foreign keys of the loaded tables, to see that a load which sets them aside restores them all
 * (by name, kind, columns and predicate; PostgreSQL may spell a rebuilt predicate with its casts elsewhere).
 */
const schemaOf = async () =>
  (
    await client.query<{ def: string }>(
      `SELECT i.indexrelid::regclass::text || ' ' || i.indrelid::regclass::text || ' unique=' || i.indisunique || ' keys=' || i.indkey::text ||
              ' natts=' || i.indnatts || ' partial=' || (i.indpred IS NOT NULL) || ' am=' || a.amname AS def
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
        WHERE i.indrelid IN ('cars'::regclass, 'car_images'::regclass, 'auction_sheets'::regclass)
       UNION ALL
       SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
        WHERE contype = 'f' AND conrelid IN ('cars'::regclass, 'car_images'::regclass, 'auction_sheets'::regclass)
       ORDER BY 1`,
    )
  ).rows.map((r) => r.def);

describe('seed:bulk loader', () => {
  it('streams 2,000 plausible cars with sheets and galleries, and the demo makes and pictures they use', async () => {
    const messages: string[] = [];
    const result = await bulkLoadCars({ databaseUrl: url, cars: 2000, uploadDir, chunkSize: 700, log: (m) => messages.push(m) });
    expect(result).toMatchObject({ cars: 2000, firstId: 1, lastId: 2000 });
    expect(messages.filter((m) => / cars \(\d+%\)/.test(m))).toHaveLength(3);

    const stock = await one<Record<string, number | string | boolean>>(
      `SELECT count(*)::int AS cars, count(DISTINCT stock_id)::int AS stock_ids,
              count(*) FILTER (WHERE status = ANY($1))::int AS listed,
              count(DISTINCT make_id)::int AS makes,
              min(fob_price_usd)::float AS min_price, max(fob_price_usd)::float AS max_price,
              min(mileage_km) AS min_km, max(year) AS max_year, min(year) AS min_year,
              bool_and(volume_m3 = round(length_m * width_m * height_m, 3)) AS volumes_agree,
              bool_and(jsonb_typeof(features) = 'array') AS features_are_lists,
              bool_and(featured_image_url LIKE '/uploads/demo/cars/%.webp') AS pictured,
              count(*) FILTER (WHERE steering = 'right')::int AS right_hand,
              count(*) FILTER (WHERE location_country = 'JP')::int AS in_japan
         FROM cars`,
      [LISTED_STATUSES],
    );
    expect(stock).toMatchObject({ cars: 2000, stock_ids: 2000, makes: 16, volumes_agree: true, features_are_lists: true, pictured: true });
    expect(Number(stock.listed) / 2000).toBeGreaterThan(0.87);
    expect(Number(stock.listed) / 2000).toBeLessThan(0.97);
    expect(stock.min_price).toBeGreaterThanOrEqual(500);
    expect(stock.max_price).toBeLessThan(120_000);
    expect(Number(stock.min_km)).toBeGreaterThan(0);
    expect(Number(stock.max_year)).toBeLessThanOrEqual(new Date().getUTCFullYear());
    expect(Number(stock.min_year)).toBeGreaterThanOrEqual(new Date().getUTCFullYear() - 20);
    expect(Number(stock.right_hand) / 2000).toBeGreaterThan(0.85);
    expect(Number(stock.in_japan) / 2000).toBeGreaterThan(0.9);
    const ids = (await client.query<{ stock_id: string }>('SELECT stock_id FROM cars')).rows.map((r) => r.stock_id);
    expect(ids.filter((id) => !STOCK_ID_PATTERN.test(id))).toEqual([]);

    const sheets = await one<{ n: number; orphans: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE c.id IS NULL)::int AS orphans FROM auction_sheets a LEFT JOIN cars c ON c.id = a.car_id`,
    );
    expect(sheets.n).toBe(result.auctionSheets);
    expect(sheets.n / 2000).toBeGreaterThan(0.04);
    expect(sheets.n / 2000).toBeLessThan(0.15);
    expect(sheets.orphans).toBe(0);

    const gallery = await one<{ rows: number; cars: number; fewest: number; most: number; featured_first: boolean }>(
      `SELECT sum(n)::int AS rows, count(*)::int AS cars, min(n)::int AS fewest, max(n)::int AS most, bool_and(first = featured) AS featured_first
         FROM (SELECT c.id, count(*) AS n, min(i.url) FILTER (WHERE i.position = 0) AS first, c.featured_image_url AS featured
                 FROM cars c JOIN car_images i ON i.car_id = c.id GROUP BY c.id) g`,
    );
    expect(gallery).toEqual({ rows: result.images, cars: 2000, fewest: 3, most: 4, featured_first: true });

    const makes = (await client.query<{ image_url: string }>('SELECT image_url FROM makes')).rows;
    expect(makes).toHaveLength(16);
    const files = (await client.query<{ url: string }>('SELECT DISTINCT url FROM car_images UNION SELECT image_url FROM makes')).rows;
    expect(files.filter((f) => !existsSync(path.join(uploadDir, f.url.replace(/^\/uploads\//, ''))))).toEqual([]);

    // The identity continues after the loaded ids, so the application's own inserts do not collide.
    const next = await one<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('cars', 'id'))::text AS id`);
    expect(Number(next.id)).toBeGreaterThan(2000);
  }, 60_000);

  it('adds to what is there with fresh stock ids, and with --truncate starts over', async () => {
    const before = await one<{ n: number; max: string }>('SELECT count(*)::int AS n, max(id)::text AS max FROM cars');
    const added = await bulkLoadCars({ databaseUrl: url, cars: 300, uploadDir });
    expect(added.firstId).toBeGreaterThan(Number(before.max));
    const after = await one<{ n: number; ids: number }>('SELECT count(*)::int AS n, count(DISTINCT stock_id)::int AS ids FROM cars');
    expect(after).toEqual({ n: before.n + 300, ids: before.n + 300 });

    const schema = await schemaOf();
    const fresh = await bulkLoadCars({ databaseUrl: url, cars: 400, uploadDir, truncate: true, rebuildIndexes: true });
    expect(fresh).toMatchObject({ firstId: 1, lastId: 400 });
    expect(await one('SELECT count(*)::int AS n FROM cars')).toEqual({ n: 400 });
    // Indexes and foreign keys set aside for the load are all back, unchanged.
    expect(await schemaOf()).toEqual(schema);
    const check = await one<{ all_visible: boolean }>(
      `SELECT relallvisible >= relpages AS all_visible FROM pg_class WHERE oid = 'cars'::regclass`,
    );
    expect(check.all_visible).toBe(true);
  }, 60_000);

  it('changes nothing when the load fails half-way', async () => {
    const before = await one('SELECT count(*)::int AS n, count(DISTINCT stock_id)::int AS ids FROM (SELECT stock_id FROM cars) c');
    const schema = await schemaOf();
    // A constraint the generated stock is bound to break after a few hundred rows.
    await client.query(`ALTER TABLE cars ADD CONSTRAINT spec_no_hilux CHECK (model <> 'Hilux') NOT VALID`);
    try {
      await expect(bulkLoadCars({ databaseUrl: url, cars: 3000, uploadDir, chunkSize: 500, rebuildIndexes: true })).rejects.toThrow(
        /spec_no_hilux/,
      );
    } finally {
      await client.query('ALTER TABLE cars DROP CONSTRAINT spec_no_hilux');
    }
    expect(await one('SELECT count(*)::int AS n, count(DISTINCT stock_id)::int AS ids FROM (SELECT stock_id FROM cars) c')).toEqual(before);
    expect(await schemaOf()).toEqual(schema);
    await expect(bulkLoadCars({ databaseUrl: url, cars: -1, uploadDir })).rejects.toThrow(RangeError);
    await expect(bulkLoadCars({ databaseUrl: url, cars: 10, uploadDir, chunkSize: 0 })).rejects.toThrow(RangeError);
  }, 60_000);
});
