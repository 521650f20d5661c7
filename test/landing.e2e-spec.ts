import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CatalogueVersion } from '../src/common/cache/catalogue-version.service.js';
import type { Car } from '../src/modules/cars/car.entity.js';
import { COUNTRY_NOT_TEXT_MESSAGE } from '../src/modules/landing/landing.dto.js';
import { addDays, tokyoDay } from '../src/common/time/tokyo-day.js';
import { pickTodayDeal } from '../src/modules/landing/landing-rules.js';
import type { Make } from '../src/modules/makes/make.entity.js';
import { api } from './support/api.js';
import { type CarOverrides, clearCatalogue, createCar, createMake, insertDailyStat } from './support/car-factories.js';
import { signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Card {
  ref: string;
  steering: string;
  status: string;
  badges: string[];
  make: { slug: string; title: string };
  price?: { amount: string; currency: string };
  [key: string]: unknown;
}
interface LandingPage {
  country: string | null;
  todayDeal: Card | null;
  mostPopular: Card[];
  newArrival: Card[];
  mostAffordable: Card[];
}

const LISTS = ['mostPopular', 'newArrival', 'mostAffordable'] as const;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const refs = (cards: Card[]) => cards.map((c) => c.ref);
const allCards = (page: LandingPage): Card[] => [...(page.todayDeal ? [page.todayDeal] : []), ...LISTS.flatMap((l) => page[l])];

describe('landing page', () => {
  let t: TestApp;
  let make: Make;
  beforeAll(async () => {
    t = await createTestApp();
    make = await createMake(t, { slug: 'toyota', title: 'Toyota' });
  });
  afterAll(() => t.close());

  const bump = () => t.app.get(CatalogueVersion).bump();
  const landing = async (body: unknown, options: { auth?: string; path?: string } = {}): Promise<LandingPage> => {
    const res = await api(t, options.auth).post(options.path ?? '/api/landing-page/', body as object);
    if (res.status !== 200) throw new Error(`landing page failed: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as { landingPage: LandingPage }).landingPage;
  };
  /** A fresh stock for each test: the cache key changes with the version, so nothing stale is served. */
  const restock = async () => {
    await clearCatalogue(t);
    await bump();
  };
  const car = async (overrides: CarOverrides = {}) => (await createCar(t, { make, ...overrides })).car;

  describe('paths and validation', () => {
    beforeAll(async () => {
      await restock();
      await car({ steering: 'right' });
      await car({ steering: 'left' });
      await bump();
    });

    it('answers at the spec path with its trailing slash and without it, the same lists', async () => {
      const withSlash = await t.http.post('/api/landing-page/').send({ country: 'KE' }).expect(200);
      const without = await t.http.post('/api/landing-page').send({ country: 'KE' }).expect(200);
      expect(without.body).toEqual(withSlash.body);
      expect(withSlash.body.landingPage.country).toBe('KE');
      expect(withSlash.body.landingPage.newArrival).toHaveLength(2);
    });

    it('answers the page under landingPage, as spec §7 names it', async () => {
      for (const path of ['/api/landing-page/', '/api/landing-page']) {
        const res = await t.http.post(path).send({ country: 'KE' }).expect(200);
        expect(Object.keys(res.body)).toEqual(['landingPage']);
        expect(Object.keys(res.body.landingPage).sort()).toEqual(['country', 'mostAffordable', 'mostPopular', 'newArrival', 'todayDeal']);
      }
      const doc = (await t.http.get('/api/docs-json').expect(200)).body as {
        paths: Record<string, { post: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> } }>;
        components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
      };
      const ref = doc.paths['/api/landing-page'].post.responses['200'].content['application/json'].schema.$ref;
      const schema = doc.components.schemas[ref.split('/').pop()!];
      expect(Object.keys(schema.properties)).toEqual(['landingPage']);
      expect(schema.required).toEqual(['landingPage']);
    });

    it('does not answer at other paths below it', async () => {
      const res = await t.http.post('/api/landing-page/anything').send({}).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', requestId: expect.any(String) });
      await t.http.post('/api/landing-page/a/b').send({}).expect(404);
    });

    it('refuses a body that is not an object', async () => {
      for (const raw of ['"KE"', '["KE"]', '42']) {
        const res = await t.http.post('/api/landing-page/').set('Content-Type', 'application/json').send(raw);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, requestId: expect.any(String) });
      }
    });

    it('is documented once, at the path without the slash', async () => {
      const doc = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
      expect(doc.paths['/api/landing-page']).toHaveProperty('post');
      expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/landing-page'))).toEqual(['/api/landing-page']);
      expect(doc.paths['/api/footer-data']).toHaveProperty('get');
    });

    it.each([[{ country: 42 }], [{ country: ['KE'] }], [{ country: { code: 'KE' } }], [{ country: true }]])(
      'refuses a country that is not text: %j',
      async (body) => {
        for (const path of ['/api/landing-page/', '/api/landing-page']) {
          const res = await t.http.post(path).send(body).expect(400);
          expect(res.body).toEqual({
            statusCode: 400,
            error: 'Bad Request',
            message: 'Please fill in all required fields',
            code: 'VALIDATION_FAILED',
            details: [{ field: 'country', code: 'COUNTRY_NOT_TEXT', message: COUNTRY_NOT_TEXT_MESSAGE }],
            requestId: expect.any(String),
          });
        }
      },
    );

    it('refuses an unknown field', async () => {
      const res = await t.http.post('/api/landing-page/').send({ country: 'KE', price: 'asc' }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'UNKNOWN_FIELD', details: [{ field: 'price' }] });
    });

    it('normalises the case of the country', async () => {
      expect((await landing({ country: ' ke ' })).country).toBe('KE');
      expect((await landing({ country: 'us' })).country).toBe('US');
    });
  });

  describe('steering for the side of the road', () => {
    let rhd: Car[];
    let lhd: Car[];
    beforeAll(async () => {
      await restock();
      // Interleaved so that neither steering is naturally first by age or price.
      rhd = [];
      lhd = [];
      for (let i = 0; i < 8; i++) {
        rhd.push(await car({ steering: 'right', createdAt: ago((2 * i + 1) * HOUR), fobPriceUsd: `${3000 + 200 * i + 100}.00` }));
        lhd.push(await car({ steering: 'left', createdAt: ago(2 * i * HOUR), fobPriceUsd: `${3000 + 200 * i}.00` }));
      }
      await bump();
    });

    it('gives a left-traffic country (KE) its right-hand-drive cars first, each list in its own order', async () => {
      const page = await landing({ country: 'KE' });
      expect(page.country).toBe('KE');
      for (const list of LISTS) {
        expect(page[list]).toHaveLength(12);
        expect(page[list].slice(0, 8).every((c) => c.steering === 'right')).toBe(true);
        expect(page[list].slice(8).every((c) => c.steering === 'left')).toBe(true);
      }
      expect(refs(page.newArrival)).toEqual([...rhd.map((c) => c.stockId), ...lhd.slice(0, 4).map((c) => c.stockId)]);
      expect(refs(page.mostAffordable).slice(0, 8)).toEqual(rhd.map((c) => c.stockId));
      expect(page.todayDeal?.steering).toBe('right');
    });

    it('gives a right-traffic country (US) its left-hand-drive cars first', async () => {
      const page = await landing({ country: 'US' });
      expect(page.country).toBe('US');
      for (const list of LISTS) {
        expect(page[list].slice(0, 8).every((c) => c.steering === 'left')).toBe(true);
        expect(page[list].slice(8).every((c) => c.steering === 'right')).toBe(true);
      }
      expect(refs(page.newArrival)).toEqual([...lhd.map((c) => c.stockId), ...rhd.slice(0, 4).map((c) => c.stockId)]);
      expect(page.todayDeal?.steering).toBe('left');
    });

    it.each([[{}], [{ country: null }], [{ country: '' }], [{ country: 'XX' }], [{ country: 'Kenya' }], [undefined]])(
      'answers the global lists for no or an unknown country: %j',
      async (body) => {
        const page = await landing(body);
        expect(page.country).toBeNull();
        const newestFirst = [...rhd, ...lhd].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        expect(refs(page.newArrival)).toEqual(newestFirst.slice(0, 12).map((c) => c.stockId));
        const cheapestFirst = [...rhd, ...lhd].sort((a, b) => Number(a.fobPriceUsd) - Number(b.fobPriceUsd));
        expect(refs(page.mostAffordable)).toEqual(cheapestFirst.slice(0, 12).map((c) => c.stockId));
        // Global: both steerings mixed, not one block first.
        expect(new Set(page.newArrival.slice(0, 4).map((c) => c.steering)).size).toBe(2);
      },
    );

    it('answers cards with the documented fields', async () => {
      const page = await landing({ country: 'KE' });
      const first = rhd[0];
      expect(page.newArrival[0]).toEqual({
        ref: first.stockId,
        make: { slug: 'toyota', title: 'Toyota' },
        model: first.model,
        year: first.year,
        mileageKm: first.mileageKm,
        engineCc: first.engineCc,
        steering: 'right',
        bodyType: first.bodyType,
        fuel: first.fuel,
        transmission: first.transmission,
        color: first.color,
        stockPort: first.stockPort,
        status: 'available',
        badges: ['Available'],
        featuredImageUrl: first.featuredImageUrl,
        thumbnailUrl: first.featuredThumbnailUrl,
      });
    });
  });

  describe('most popular', () => {
    const today = tokyoDay(new Date());
    let byCountry: Car;
    let byInquiries: Car;
    let byWorld: Car;
    let byCounter: Car;
    let stale: Car;
    beforeAll(async () => {
      await restock();
      byCountry = await car({ model: 'by-country' });
      byInquiries = await car({ model: 'by-inquiries' });
      byWorld = await car({ model: 'by-world' });
      byCounter = await car({ model: 'by-counter', viewCount: '5000' });
      stale = await car({ model: 'stale' });
      await insertDailyStat(t, { carId: byCountry.id, day: today, country: 'KE', views: 6 });
      await insertDailyStat(t, { carId: byCountry.id, day: addDays(today, -3), country: 'KE', views: 4 });
      await insertDailyStat(t, { carId: byInquiries.id, day: addDays(today, -29), country: 'KE', views: 2, inquiries: 3 });
      await insertDailyStat(t, { carId: byWorld.id, day: addDays(today, -1), country: 'US', views: 300 });
      await insertDailyStat(t, { carId: byWorld.id, day: addDays(today, -2), country: 'ZZ', views: 200 });
      // Outside the 30-day window: ignored however large.
      await insertDailyStat(t, { carId: stale.id, day: addDays(today, -30), country: 'KE', views: 100000 });
      await bump();
    });

    it("ranks by the country's own views and inquiries (an inquiry weighs three views), then the world's, then the counter", async () => {
      const page = await landing({ country: 'KE' });
      // byInquiries: 2 + 3×3 = 11 > byCountry: 6 + 4 = 10; byWorld has no KE stats but 500 worldwide.
      expect(page.mostPopular.map((c) => c.model)).toEqual(['by-inquiries', 'by-country', 'by-world', 'by-counter', 'stale']);
    });

    it('falls back to the global stats for a country without any', async () => {
      const page = await landing({ country: 'TZ' });
      expect(page.mostPopular.map((c) => c.model)).toEqual(['by-world', 'by-inquiries', 'by-country', 'by-counter', 'stale']);
      const global = await landing({});
      expect(global.mostPopular.map((c) => c.model)).toEqual(['by-world', 'by-inquiries', 'by-country', 'by-counter', 'stale']);
    });

    it('falls back to the view counter when there are no stats at all', async () => {
      await t.dataSource.query('DELETE FROM car_daily_stats');
      await bump();
      const page = await landing({ country: 'KE' });
      expect(page.mostPopular[0].ref).toBe(byCounter.stockId);
    });
  });

  describe("today's deal", () => {
    let recent: Car[];
    let old: Car;
    let reserved: Car;
    beforeAll(async () => {
      await restock();
      recent = [];
      for (let i = 0; i < 10; i++)
        recent.push(await car({ steering: 'right', fobPriceUsd: `${2000 + i}.00`, createdAt: ago((i + 1) * DAY) }));
      old = await car({ steering: 'right', fobPriceUsd: '100.00', createdAt: ago(90 * DAY) });
      reserved = await car({ steering: 'right', status: 'reserved', fobPriceUsd: '50.00' });
      await bump();
    });

    it('is the same all day for a country, and the one the rules pick from the recent buyable cars', async () => {
      const day = tokyoDay(new Date());
      const first = await landing({ country: 'KE' });
      await bump(); // recomputed, not merely served from the cache
      const second = await landing({ country: 'KE' });
      if (tokyoDay(new Date()) !== day) return; // crossed midnight in Tokyo: nothing to compare
      expect(second.todayDeal).toEqual(first.todayDeal);
      const expected = pickTodayDeal(
        recent.map((c) => ({ ref: c.stockId })),
        'KE',
        day,
      );
      expect(first.todayDeal?.ref).toBe(expected?.ref);
    });

    it('depends on the country', async () => {
      const countries = ['KE', 'TZ', 'UG', 'ZM', 'JP', 'GB', 'PK', 'US', 'AE', 'CL'];
      const deals = await Promise.all(countries.map(async (country) => (await landing({ country })).todayDeal?.ref));
      expect(new Set(deals).size).toBeGreaterThan(1);
      const day = tokyoDay(new Date());
      countries.forEach((country, i) => {
        expect(deals[i]).toBe(
          pickTodayDeal(
            recent.map((c) => ({ ref: c.stockId })),
            country,
            day,
          )?.ref,
        );
      });
    });

    it('is never a reserved car nor one older than 60 days while recent ones exist', async () => {
      for (const country of ['KE', 'US', 'GB', 'ZA', undefined]) {
        const page = await landing(country ? { country } : {});
        expect(page.todayDeal).not.toBeNull();
        expect([old.stockId, reserved.stockId]).not.toContain(page.todayDeal!.ref);
      }
    });

    it('comes from the whole stock when nothing arrived lately, and is null without buyable cars', async () => {
      await t.dataSource.query(`UPDATE cars SET created_at = now() - interval '100 days'`);
      await bump();
      expect((await landing({ country: 'KE' })).todayDeal).not.toBeNull();
      await t.dataSource.query(`UPDATE cars SET status = 'reserved'`);
      await bump();
      const page = await landing({ country: 'KE' });
      expect(page.todayDeal).toBeNull();
      expect(page.newArrival).toHaveLength(12);
    });
  });

  describe('listed cars only', () => {
    it('never shows sold, in-transit or withdrawn cars, even the newest, cheapest and most viewed', async () => {
      await restock();
      const listed = await car({ status: 'ready_to_ship', fobPriceUsd: '9000.00', createdAt: ago(DAY) });
      const reservedCar = await car({ status: 'reserved', fobPriceUsd: '9500.00', createdAt: ago(2 * DAY) });
      const hidden: Car[] = [];
      for (const status of ['sold', 'in_transit', 'withdrawn'] as const) {
        const c = await car({ status, fobPriceUsd: '10.00', viewCount: '99999' });
        await insertDailyStat(t, { carId: c.id, day: tokyoDay(new Date()), country: 'KE', views: 999 });
        hidden.push(c);
      }
      await bump();
      for (const country of ['KE', 'US', undefined]) {
        const page = await landing(country ? { country } : {});
        const seen = refs(allCards(page));
        for (const c of hidden) expect(seen).not.toContain(c.stockId);
        expect(refs(page.newArrival)).toEqual([listed.stockId, reservedCar.stockId]);
        expect(page.newArrival[0].badges).toEqual(['Available', 'Ready to Ship']);
        expect(page.newArrival[1].badges).toEqual(['RESERVED']);
        expect(page.todayDeal?.ref).toBe(listed.stockId);
      }
    });
  });

  describe('prices', () => {
    let cars: Car[];
    beforeAll(async () => {
      await restock();
      cars = [];
      for (let i = 0; i < 5; i++) cars.push(await car({ steering: i % 2 ? 'left' : 'right', fobPriceUsd: `${4321 + i}.50` }));
      await bump();
    });

    it('never gives an anonymous visitor a price, in any field', async () => {
      for (const path of ['/api/landing-page/', '/api/landing-page']) {
        for (const body of [{ country: 'KE' }, { country: 'US' }, {}]) {
          const res = await t.http.post(path).send(body).expect(200);
          const json = JSON.stringify(res.body);
          expect(json).not.toMatch(/price/i);
          expect(json).not.toMatch(/amount/i);
          expect(json).not.toMatch(/fob/i);
          for (const c of cars) expect(json).not.toContain(c.fobPriceUsd);
          expect(allCards(res.body.landingPage).length).toBeGreaterThan(0);
        }
      }
    });

    it('treats a bad token as an anonymous visitor', async () => {
      const page = await landing({ country: 'KE' }, { auth: 'Bearer not-a-token' });
      expect(JSON.stringify(page)).not.toMatch(/price|amount/i);
    });

    it('gives a signed-in customer the FOB price on every card, from the same cache', async () => {
      const anonymous = await landing({ country: 'KE' });
      const { auth } = await signedInUser(t);
      const page = await landing({ country: 'KE' }, { auth });
      const priceOf = new Map(cars.map((c) => [c.stockId, c.fobPriceUsd]));
      for (const card of allCards(page)) expect(card.price).toEqual({ amount: priceOf.get(card.ref), currency: 'USD' });
      // Without the prices the answers are the same.
      const strip = (p: LandingPage) => JSON.parse(JSON.stringify(p, (k, v) => (k === 'price' ? undefined : v))) as LandingPage;
      expect(strip(page)).toEqual(anonymous);
    });
  });

  describe('cache', () => {
    it('serves the cached lists until the catalogue version changes, then the new stock at once', async () => {
      await restock();
      const first = await car({ createdAt: ago(DAY) });
      await bump();
      const before = await landing({ country: 'KE' });
      expect(refs(before.newArrival)).toEqual([first.stockId]);

      const added = await car({ createdAt: ago(HOUR) });
      const cached = await landing({ country: 'KE' });
      expect(refs(cached.newArrival)).toEqual([first.stockId]);
      expect(
        await t.http
          .post('/api/landing-page')
          .send({ country: 'KE' })
          .then((r) => refs(r.body.landingPage.newArrival)),
      ).toEqual([first.stockId]);

      await bump();
      const after = await landing({ country: 'KE' });
      expect(refs(after.newArrival)).toEqual([added.stockId, first.stockId]);
    });

    it('keeps one entry per catalogue version, country and Tokyo day, with a time to live', async () => {
      await landing({ country: 'KE' });
      await landing({});
      const keys = await t.redis.keys(`${t.config.redisPrefix}:landing:*`);
      const version = await t.app.get(CatalogueVersion).current();
      const day = tokyoDay(new Date());
      expect(keys).toEqual(expect.arrayContaining([`${t.config.redisPrefix}:landing:v${version}:KE:${day}`]));
      expect(keys).toEqual(expect.arrayContaining([`${t.config.redisPrefix}:landing:v${version}:global:${day}`]));
      const ttl = await t.redis.ttl(`${t.config.redisPrefix}:landing:v${version}:KE:${day}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(300);
      // No price-bearing entry is ever handed out raw: the cached entry is internal and the answer is mapped.
      const raw = await t.redis.get(`${t.config.redisPrefix}:landing:v${version}:KE:${day}`);
      expect(raw).toContain('fobPriceUsd');
    });
  });
});

describe("landing page for the visitor's own country", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy the caller's address comes from X-Forwarded-For, so a request can come "from" Nairobi.
    t = await createTestApp({ TRUST_PROXY: 'true' });
    const make = await createMake(t);
    await createCar(t, { make, steering: 'right' });
    await createCar(t, { make, steering: 'left' });
    await t.app.get(CatalogueVersion).bump();
  });
  afterAll(() => t.close());

  const landing = (body: object, from: string) => t.http.post('/api/landing-page/').set('X-Forwarded-For', from).send(body).expect(200);

  it('takes the country from the IP address when none is sent', async () => {
    const res = await landing({}, '41.90.64.1');
    expect(res.body.landingPage.country).toBe('KE');
    expect(res.body.landingPage.newArrival[0].steering).toBe('right');
  });

  it('keeps the country sent over the IP address, and gives the global lists for an address it cannot place', async () => {
    expect((await landing({ country: 'US' }, '41.90.64.1')).body.landingPage.country).toBe('US');
    expect((await landing({}, '10.1.2.3')).body.landingPage.country).toBeNull();
  });
});
