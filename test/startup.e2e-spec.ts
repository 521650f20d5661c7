import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/config.js';
import { createDataSource } from '../src/database/data-source.js';
import { dropDatabase } from '../src/database/prepare-database.js';
import { REFERENCE_AGENTS, REFERENCE_OFFICES } from '../src/database/reference/directory.js';
import { STARTING_RATES } from '../src/database/reference/exchange-rates.js';
import { REFERENCE_FAQ } from '../src/database/reference/faq.js';
import { REFERENCE_IMPORT_RULES } from '../src/database/reference/import-rules.js';
import { REFERENCE_FREIGHT_RATES } from '../src/database/reference/price-tables.js';
import { REFERENCE_SETS } from '../src/database/reference/reference-data.js';
import { isDatabaseEmpty } from '../src/database/seeds/demo-data.js';
import { checkDependencies, prepareDatabase } from '../src/database/startup.js';
import { verifyPassword } from '../src/common/auth/passwords.js';
import { User } from '../src/modules/users/user.entity.js';
import { LISTED_STATUSES } from '../src/modules/cars/car-rules.js';
import { databaseUrl } from './support/databases.js';

/** The demo pictures go to a scratch upload directory, removed afterwards. */
let uploadDir: string;
const previousUploadDir = process.env.UPLOAD_DIR;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'autoexport-startup-uploads-'));
  // loadDemoData falls back on the environment's UPLOAD_DIR when start-up does not pass its own.
  process.env.UPLOAD_DIR = uploadDir;
});
afterAll(async () => {
  if (previousUploadDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = previousUploadDir;
  await rm(uploadDir, { recursive: true, force: true });
});

/** The file an /uploads/… URL is served from. */
const fileOf = (url: string) => path.join(uploadDir, ...url.replace(/^\/uploads\//, '').split('/'));

describe('start-up', () => {
  it('names PostgreSQL, and how to start it, when it cannot be reached', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/autoexport' });
    await expect(checkDependencies(config)).rejects.toThrow(
      /PostgreSQL is not reachable at postgres:\/\/postgres@127\.0\.0\.1:1\/autoexport[\s\S]*docker compose up -d postgres/,
    );
  });

  it('names Redis, and how to start it, when it cannot be reached', async () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:1' });
    const error = await checkDependencies(config).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/Redis is not reachable at redis:\/\/127\.0\.0\.1:1[\s\S]*docker compose up -d redis/);
    expect((error as Error).message).not.toMatch(/PostgreSQL/);
  });

  it('passes when both answer', async () => {
    await expect(checkDependencies(loadConfig({}))).resolves.toBeUndefined();
  });

  it('creates a missing database, migrates it, creates a superadmin with a generated password, loads reference and demo data, and is idempotent', async () => {
    const name = `autoexport_startup_${randomBytes(4).toString('hex')}`;
    const config = loadConfig({ DATABASE_URL: databaseUrl(name), UPLOAD_DIR: uploadDir });
    const log: string[] = [];
    try {
      await prepareDatabase(config, (m) => log.push(m));
      expect(log[0]).toBe(`Created database ${name}`);
      expect(log.some((m) => /^Ran \d+ migration/.test(m))).toBe(true);
      const generated = log.join('\n').match(/generated password (\S+)/)?.[1];
      expect(generated).toBeDefined();

      const dataSource = createDataSource(config.databaseUrl);
      await dataSource.initialize();
      const admin = await dataSource.getRepository(User).findOneByOrFail({ role: 'superadmin' });
      expect(await verifyPassword(admin.passwordHash, generated!)).toBe(true);
      expect(admin.passwordHash).not.toContain(generated!);
      expect(await dataSource.getRepository(User).countBy({ role: 'user' })).toBeGreaterThan(0);

      // The reference data first, one line per set, then the demo data, which does not load it again: each table
      // holds the reference rows once.
      const loadedSets = log.filter((m) => m.startsWith('Loaded reference data: '));
      expect(loadedSets).toHaveLength(REFERENCE_SETS.length);
      expect(log.findIndex((m) => m.startsWith('Loaded demo data'))).toBeGreaterThan(log.indexOf(loadedSets.at(-1)!));
      const [reference] = await dataSource.query(
        `SELECT (SELECT count(*) FROM import_rules)::int AS rules, (SELECT count(*) FROM freight_rates)::int AS freight,
                (SELECT count(*) FROM offices)::int AS offices, (SELECT count(*) FROM support_agents)::int AS agents,
                (SELECT count(*) FROM faq_categories)::int AS faq, (SELECT count(*) FROM exchange_rates)::int AS rates`,
      );
      expect(reference).toEqual({
        rules: REFERENCE_IMPORT_RULES.length,
        freight: REFERENCE_FREIGHT_RATES.length * 2,
        offices: REFERENCE_OFFICES.length,
        agents: REFERENCE_AGENTS.length,
        faq: REFERENCE_FAQ.length,
        rates: STARTING_RATES.length,
      });

      // The demo catalogue: over a thousand listed cars, every make with its badge, galleries and auction sheets.
      const [stock] = await dataSource.query(
        `SELECT count(*)::int AS cars, count(*) FILTER (WHERE status = ANY($1))::int AS listed,
                count(DISTINCT make_id)::int AS makes, count(*) FILTER (WHERE featured_image_url IS NULL)::int AS without_image
           FROM cars`,
        [LISTED_STATUSES],
      );
      expect(stock.listed).toBeGreaterThanOrEqual(1000);
      expect(stock.makes).toBeGreaterThanOrEqual(16);
      expect(stock.without_image).toBe(0);
      const makes: { slug: string; image_url: string; thumbnail_url: string }[] = await dataSource.query(
        'SELECT slug, image_url, thumbnail_url FROM makes ORDER BY slug',
      );
      expect(makes.map((m) => m.slug)).toEqual(expect.arrayContaining(['toyota', 'nissan', 'honda', 'hino', 'isuzu', 'lexus']));
      for (const make of makes) {
        expect(existsSync(fileOf(make.image_url))).toBe(true);
        expect(existsSync(fileOf(make.thumbnail_url))).toBe(true);
      }
      const images: { url: string; thumbnail_url: string }[] = await dataSource.query(
        'SELECT DISTINCT url, thumbnail_url FROM car_images UNION SELECT DISTINCT featured_image_url, featured_thumbnail_url FROM cars',
      );
      expect(images.length).toBeGreaterThan(50);
      expect(images.filter((i) => !existsSync(fileOf(i.url)) || !existsSync(fileOf(i.thumbnail_url)))).toEqual([]);
      const [gallery] = await dataSource.query(
        `SELECT count(*)::int AS cars_with_gallery, min(n)::int AS fewest, max(n)::int AS most,
                bool_and(first_url = featured) AS featured_is_first
           FROM (SELECT c.id, count(i.id) AS n, min(i.url) FILTER (WHERE i.position = 0) AS first_url, c.featured_image_url AS featured
                   FROM cars c JOIN car_images i ON i.car_id = c.id GROUP BY c.id) g`,
      );
      expect(gallery).toEqual({ cars_with_gallery: stock.cars, fewest: 3, most: 4, featured_is_first: true });
      const [sheets] = await dataSource.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE jsonb_array_length(damages) > 0)::int AS with_damages FROM auction_sheets`,
      );
      expect(sheets.n).toBeGreaterThan(stock.cars / 2);
      expect(sheets.with_damages).toBeGreaterThan(sheets.n / 2);
      // The shipping schedule: sailings in the coming weeks, RoRo and container.
      const [sailings] = await dataSource.query(
        `SELECT count(*) FILTER (WHERE departure_date >= CURRENT_DATE)::int AS upcoming, count(DISTINCT method)::int AS methods FROM shipments`,
      );
      expect(sailings.upcoming).toBeGreaterThanOrEqual(12);
      expect(sailings.methods).toBe(2);
      expect(log.join('\n')).toMatch(/\d+ sailings/);
      // The auctions: upcoming lots at several houses, some coming up within a day and most open for bids for days,
      // and a sample of the last two weeks with results. Counted against the database's clock, as the search is.
      const [auctions] = await dataSource.query(
        `SELECT count(*) FILTER (WHERE starts_at > now())::int AS upcoming,
                count(*) FILTER (WHERE starts_at > now() + interval '2 hours' AND starts_at <= now() + interval '24 hours')::int AS within_a_day,
                count(*) FILTER (WHERE starts_at > now() + interval '25 hours')::int AS open_for_days,
                count(DISTINCT auction_house) FILTER (WHERE starts_at > now())::int AS houses,
                count(*) FILTER (WHERE starts_at <= now() AND result IN ('sold', 'unsold'))::int AS with_results,
                count(*) FILTER (WHERE result = 'sold' AND result_price_jpy IS NULL)::int AS sold_without_price,
                max(starts_at) < now() + interval '11 days' AS within_eleven_days
           FROM auction_lots`,
      );
      expect(auctions.upcoming).toBeGreaterThanOrEqual(400);
      expect(auctions.upcoming).toBeLessThanOrEqual(600);
      expect(auctions.within_a_day).toBeGreaterThanOrEqual(10);
      expect(auctions.open_for_days).toBeGreaterThan(auctions.upcoming / 2);
      expect(auctions.houses).toBeGreaterThanOrEqual(7);
      expect(auctions.with_results).toBeGreaterThanOrEqual(20);
      expect(auctions).toMatchObject({ sold_without_price: 0, within_eleven_days: true });
      expect(log.join('\n')).toMatch(/\d+ auction lots/);
      const feeds: { name: string; mapping: Record<string, string> }[] = await dataSource.query(
        'SELECT name, mapping FROM auction_feed_sources',
      );
      expect(feeds).toEqual([{ name: 'USS weekly CSV', mapping: expect.objectContaining({ lotNumber: 'Lot No' }) }]);
      // The demo bidder's deposit: the account row is the sums of its ledger.
      const accounts = await dataSource.query(
        `SELECT u.email, a.deposit_jpy::text AS deposit, a.held_jpy::text AS held, a.owed_jpy::text AS owed,
                (SELECT sum(amount_jpy)::text FROM auction_ledger_entries e WHERE e.user_id = a.user_id AND e.kind = 'deposit') AS deposits,
                (SELECT count(*)::int FROM auction_ledger_entries e WHERE e.user_id = a.user_id) AS entries
           FROM auction_accounts a JOIN users u ON u.id = a.user_id`,
      );
      expect(accounts).toEqual([
        { email: 'bilal.khan@example.com', deposit: '300000', held: '0', owed: '0', deposits: '300000', entries: 1 },
      ]);
      await dataSource.destroy();

      const second: string[] = [];
      await prepareDatabase(config, (m) => second.push(m));
      expect(second).toEqual([]);
    } finally {
      await dropDatabase(config.databaseUrl);
    }
  }, 60_000);

  it('uses SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD when set', async () => {
    const name = `autoexport_startup_${randomBytes(4).toString('hex')}`;
    const config = loadConfig({
      DATABASE_URL: databaseUrl(name),
      SUPERADMIN_EMAIL: 'Boss@AutoExport.test',
      SUPERADMIN_PASSWORD: 'Boss#2026',
      SEED_DEMO_DATA: 'false',
    });
    try {
      await prepareDatabase(config, () => undefined);
      const dataSource = createDataSource(config.databaseUrl);
      await dataSource.initialize();
      const admin = await dataSource.getRepository(User).findOneByOrFail({ role: 'superadmin' });
      expect(admin.email).toBe('boss@autoexport.test');
      expect(await verifyPassword(admin.passwordHash, 'Boss#2026')).toBe(true);
      expect(await dataSource.getRepository(User).countBy({ role: 'user' })).toBe(0);
      expect(await isDatabaseEmpty(dataSource)).toBe(true);
      // Without demo data, the reference data all the same.
      const [{ rules }] = await dataSource.query('SELECT count(*)::int AS rules FROM import_rules');
      expect(rules).toBe(REFERENCE_IMPORT_RULES.length);
      await dataSource.destroy();
    } finally {
      await dropDatabase(config.databaseUrl);
    }
  });

  it('seeds a database that holds only its superadmin, and never one that has cars or customers', async () => {
    const name = `autoexport_startup_${randomBytes(4).toString('hex')}`;
    const url = databaseUrl(name);
    try {
      await prepareDatabase(loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'false', UPLOAD_DIR: uploadDir }), () => undefined);
      const log: string[] = [];
      await prepareDatabase(loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'true', UPLOAD_DIR: uploadDir }), (m) => log.push(m));
      expect(log).toEqual([expect.stringMatching(/^Loaded demo data/)]);

      const dataSource = createDataSource(url);
      await dataSource.initialize();
      try {
        expect(await dataSource.getRepository(User).countBy({ role: 'user' })).toBeGreaterThan(0);
        expect(await isDatabaseEmpty(dataSource)).toBe(false);
        // Cars alone (customers gone) still count as data…
        await dataSource.query(`DELETE FROM users WHERE role = 'user'`);
        expect(await isDatabaseEmpty(dataSource)).toBe(false);
        // …and so do customers alone.
        await dataSource.query('TRUNCATE cars CASCADE');
        expect(await isDatabaseEmpty(dataSource)).toBe(true);
        await dataSource.query(
          `INSERT INTO users (email, role, first_name, last_name) VALUES ('someone@example.com', 'user', 'Some', 'One')`,
        );
        expect(await isDatabaseEmpty(dataSource)).toBe(false);
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await dropDatabase(url);
    }
  }, 60_000);
});
