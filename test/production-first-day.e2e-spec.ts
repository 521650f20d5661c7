import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config/config.js';
import { REFERENCE_SETS } from '../src/database/reference/reference-data.js';
import { api } from './support/api.js';
import { fullCarBody } from './support/admin-helpers.js';
import { databaseUrl, withServer } from './support/databases.js';
import { type SignedIn, signIn } from './support/factories.js';
import { createTestApp, type TestApp, testDatabaseName } from './support/test-app.js';
import { startSourceProcess, workerEnv } from './support/worker-process.js';

const SUPERADMIN = { email: 'owner@autoexport.test', password: 'Owner#2026-first-day' };
const THIS_YEAR = new Date().getUTCFullYear();

/**
 * Issue 27: a production install answers on its first day. An empty database prepared as a deployment prepares it
 * (`npm run migrate` with NODE_ENV=production, no demo data) holds the company's reference data, so the price
 * calculator quotes, the content pages, the FAQ and the offices answer, and a car's import eligibility is known.
 * Preparing it again adds nothing.
 */
describe('a production install on its first day', () => {
  const database = testDatabaseName();
  let migrateEnv: Record<string, string>;
  let t: TestApp;
  let superadmin: SignedIn;

  /** Runs `src/migrate.ts` as `npm run migrate` runs its build, and answers what it printed. */
  const migrate = async () => {
    const job = await startSourceProcess('src/migrate.ts', migrateEnv);
    const code = await job.exited;
    expect([code, job.output()]).toEqual([0, expect.stringContaining('[migrate] The database is up to date.')]);
    return job.output();
  };
  /** How many rows each reference set's table holds. */
  const referenceRows = async () => {
    const counts: Record<string, number> = {};
    for (const set of REFERENCE_SETS) {
      const [row] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${set.table}`)) as { n: number }[];
      counts[set.table] = row!.n;
    }
    return counts;
  };

  beforeAll(async () => {
    // An empty database: every migration pending, no rows.
    await withServer((client) => client.query(`CREATE DATABASE "${database}"`));
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl(database) });
    migrateEnv = workerEnv(config, {
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
      JWT_SECRET: 'production-first-day-secret-0123456789abcdef',
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
    });
    const output = await migrate();
    // One line per reference set, and no demo data.
    const loaded = output.split('\n').filter((line) => line.includes('Loaded reference data'));
    expect(loaded).toHaveLength(REFERENCE_SETS.length);
    expect(output).not.toMatch(/demo data/i);

    t = await createTestApp({ NODE_ENV: 'production', WORKER: 'off' }, {}, { database });
    superadmin = await signIn(t, SUPERADMIN.email, SUPERADMIN.password);
  }, 120_000);
  afterAll(() => t?.close());

  it('holds no demo data: no customers, cars, makes or sailings', async () => {
    const [rows] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM users WHERE role = 'user')::int AS customers, (SELECT count(*) FROM cars)::int AS cars,
              (SELECT count(*) FROM makes)::int AS makes, (SELECT count(*) FROM shipments)::int AS sailings`,
    );
    expect(rows).toEqual({ customers: 0, cars: 0, makes: 0, sailings: 0 });
  });

  it('quotes a price to a destination for an FOB amount, with no car in stock', async () => {
    const res = await api(t)
      .post('/api/price-calculator/calculate-price', {
        destinationCountry: 'KE',
        destinationPort: 'Mombasa',
        method: 'container',
        tradeTerms: 'CFR',
        fobAmount: '4000',
        currency: 'EUR',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      fobSource: 'amount',
      currency: 'EUR',
      destination: { countryCode: 'KE', port: 'Mombasa', method: 'container' },
      exchangeRate: { base: 'USD', currency: 'EUR', rate: expect.stringMatching(/^0\.9/) },
    });
    const line = (key: string) => res.body.lines.find((l: { key: string }) => l.key === key);
    // A 20 ft container of $3,200 shared by four cars; Kenya's QISJ inspection.
    expect(line('freight')).toMatchObject({ amountUsd: '800.00' });
    expect(Number(res.body.totalUsd)).toBeGreaterThan(4800);
  });

  it('serves the content pages in English and in another language', async () => {
    const en = await api(t).get('/api/pages/how-to-buy?lang=en').expect(200);
    expect(en.body).toMatchObject({ slug: 'how-to-buy', language: 'en', fallback: false, title: expect.any(String) });
    expect(en.body.html.length).toBeGreaterThan(200);
    const pt = await api(t).get('/api/pages/how-to-buy?lang=pt').expect(200);
    expect(pt.body).toMatchObject({ slug: 'how-to-buy', language: 'pt', fallback: false });
    expect(pt.body.title).not.toBe(en.body.title);
  });

  it('has every content page written in Urdu, Portuguese and Spanish: none falls back to English', async () => {
    for (const lang of ['ur', 'pt', 'es']) {
      const list = await api(t).get(`/api/pages?lang=${lang}`).expect(200);
      const fallbacks = list.body.items.filter((p: { fallback: boolean }) => p.fallback).map((p: { slug: string }) => p.slug);
      expect({ lang, fallbacks }).toEqual({ lang, fallbacks: [] });
      expect(list.body.items.length).toBeGreaterThanOrEqual(15);
    }
  });

  it('serves the FAQ, the offices and the support agents', async () => {
    const faq = await api(t).get('/api/faq?lang=es').expect(200);
    expect(JSON.stringify(faq.body)).toContain('¿Cuánto tarda la entrega?');
    const offices = await api(t).get('/api/offices').expect(200);
    expect(JSON.stringify(offices.body)).toContain('Nairobi');
    const agents = await api(t).get('/api/support-agents').expect(200);
    expect(JSON.stringify(agents.body)).toContain('Kenji Sato');
  });

  it('knows the import rules: a car staff add is importable to Kenya, not to South Africa; staff see each rule’s source', async () => {
    await api(t, superadmin).post('/api/admin/makes', { title: 'Toyota' }).expect(201);
    const car = await api(t, superadmin)
      .post('/api/admin/cars', fullCarBody('toyota', { year: THIS_YEAR - 3, steering: 'right' }))
      .expect(201);
    const eligibility = (country: string) => api(t).get(`/api/cars/detail/ref/${car.body.stockId}/import-eligibility?country=${country}`);
    expect((await eligibility('KE').expect(200)).body).toMatchObject({
      rulesOnFile: true,
      eligible: true,
      inspectionRequired: true,
      inspectionAgency: 'QISJ',
    });
    expect((await eligibility('ZA').expect(200)).body).toMatchObject({ eligible: false, reasons: [{ code: 'import_banned' }] });

    const rule = await api(t, superadmin).get('/api/admin/import-rules/KE').expect(200);
    expect(rule.body).toMatchObject({
      source: 'Kenya Bureau of Standards (KEBS)',
      reviewedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const all = await api(t, superadmin).get('/api/admin/import-rules').expect(200);
    expect(all.body.items.filter((r: { source: string | null }) => !r.source)).toEqual([]);
  });

  it('adds nothing when prepared again, and leaves what staff changed as it is', async () => {
    // Staff change Mombasa's container rate and remove every office but one.
    await t.dataSource.query(`UPDATE freight_rates SET container_usd = 3600 WHERE country_code = 'KE' AND method = 'container'`);
    await t.dataSource.query(`DELETE FROM offices WHERE city <> 'Yokohama'`);
    const before = await referenceRows();
    const output = await migrate();
    expect(output).not.toContain('Loaded reference data');
    expect(await referenceRows()).toEqual(before);
    const [kenya] = await t.dataSource.query(
      `SELECT container_usd::text AS usd FROM freight_rates WHERE country_code = 'KE' AND method = 'container'`,
    );
    expect(kenya.usd).toBe('3600.00');
  }, 60_000);
});
