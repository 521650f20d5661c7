import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CatalogueVersion } from '../src/common/cache/catalogue-version.service.js';
import type { Car, CarStatus } from '../src/modules/cars/car.entity.js';
import type { Make } from '../src/modules/makes/make.entity.js';
import { isListed } from '../src/modules/cars/car-rules.js';
import { LISTED_PREDICATE } from '../src/modules/cars/car-search-sql.js';
import { api } from './support/api.js';
import { clearCatalogue, createCar, createCars, createMake } from './support/car-factories.js';
import { loadDirectory } from './support/directory-factories.js';
import { signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface ValueCount {
  value: string;
  count: number;
}

/** The expected counts, worked out by hand from the cars a test inserted. */
function bruteForce(cars: Car[], makes: Make[]) {
  const listed = cars.filter((c) => isListed(c.status));
  const tally = (key: (c: Car) => string): ValueCount[] => {
    const counts = new Map<string, number>();
    for (const c of listed) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
    return [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  };
  const makeOf = new Map(makes.map((m) => [m.id, m]));
  return {
    totalCars: listed.length,
    byMake: tally((c) => makeOf.get(c.makeId)!.slug).map(({ value, count }) => ({
      slug: value,
      title: makes.find((m) => m.slug === value)!.title,
      count,
    })),
    byBodyType: tally((c) => c.bodyType),
    byCategory: tally((c) => c.category),
    byLocation: tally((c) => c.stockPort),
    byCountry: tally((c) => c.locationCountry),
  };
}

describe('footer data', () => {
  let t: TestApp;
  let makes: Make[];
  let cars: Car[];
  beforeAll(async () => {
    t = await createTestApp();
    await loadDirectory(t);
    await clearCatalogue(t);
    makes = [
      await createMake(t, { slug: 'toyota', title: 'Toyota' }),
      await createMake(t, { slug: 'nissan', title: 'Nissan' }),
      await createMake(t, { slug: 'honda', title: 'Honda' }),
      await createMake(t, { slug: 'mazda', title: 'Mazda' }),
    ];
    const bodyTypes = ['suv', 'sedan', 'van', 'suv', 'hatchback', 'suv', 'pickup'];
    const categories = ['suv', 'standard', 'commercial', 'luxury', 'standard'];
    const ports = ['Yokohama', 'Kobe', 'Tokyo', 'Nagoya', 'Yokohama', 'Osaka'];
    const countries = ['JP', 'JP', 'JP', 'KE', 'AE', 'JP', 'TZ'];
    const statuses: CarStatus[] = [
      'available',
      'ready_to_ship',
      'reserved',
      'sold',
      'in_transit',
      'released',
      'withdrawn',
      'available',
      'available',
    ];
    const created = await createCars(
      t,
      Array.from({ length: 41 }, (_, i) => ({
        // Mazda's only cars are sold: it must not be counted.
        make: i % 9 === 0 ? makes[3] : makes[i % 3],
        status: i % 9 === 0 ? 'sold' : statuses[i % statuses.length],
        bodyType: bodyTypes[i % bodyTypes.length],
        category: categories[i % categories.length],
        stockPort: ports[i % ports.length],
        locationCountry: countries[i % countries.length],
        fobPriceUsd: `${7777 + i}.25`,
      })),
    );
    cars = created.map((c) => c.car);
    await t.app.get(CatalogueVersion).bump();
  });
  afterAll(() => t.close());

  it('counts the listed cars by make, body type, category, location and country, largest first', async () => {
    const res = await t.http.get('/api/footer-data').expect(200);
    const expected = bruteForce(cars, makes);
    expect(res.body).toMatchObject(expected);
    expect(res.body.byMake.map((m: { slug: string }) => m.slug)).not.toContain('mazda');
    expect(expected.totalCars).toBeLessThan(cars.length);
    expect(res.body.totalCars).toBe(Number((await t.dataSource.query(`SELECT count(*) FROM cars WHERE ${LISTED_PREDICATE}`))[0].count));
    for (const list of ['byMake', 'byBodyType', 'byCategory', 'byLocation', 'byCountry'] as const) {
      const counts = (res.body[list] as { count: number }[]).map((e) => e.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(res.body.totalCars);
    }
    expect(Date.parse(res.body.generatedAt)).not.toBeNaN();
    expect(res.body.timeZone).toBe('Asia/Tokyo');
  });

  it('answers the support contacts: 24/7, the three WhatsApp agents and the office network, from the data staff edit', async () => {
    const res = await t.http.get('/api/footer-data').expect(200);
    expect(res.body.support).toMatchObject({
      email: expect.stringContaining('@'),
      phone: expect.any(String),
      whatsapp: expect.any(String),
      hours: '24/7',
    });
    expect(res.body.support.agents).toEqual([
      { name: 'Kenji Sato', whatsapp: '+819055550101', languages: ['English', 'Japanese'], photoUrl: null },
      { name: 'Amina Hassan', whatsapp: '+819055550102', languages: ['English', 'Swahili'], photoUrl: null },
      { name: 'Bilal Ahmed', whatsapp: '+819055550103', languages: ['English', 'Urdu'], photoUrl: null },
    ]);
    const regions = (res.body.support.offices as { region: string }[]).map((o) => o.region);
    expect([...new Set(regions)]).toEqual(['Headquarters', 'Africa', 'Asia', 'Europe', 'Americas']);
    expect(res.body.support.offices[0]).toMatchObject({
      region: 'Headquarters',
      city: 'Yokohama',
      country: 'JP',
      phone: '+81 45 555 0100',
    });
    expect(res.body.support.offices.map((o: { city: string }) => o.city)).toContain('Nairobi');
  });

  it('never shows a price, to anonymous visitors or signed-in customers', async () => {
    const { auth } = await signedInUser(t);
    for (const req of [t.http.get('/api/footer-data'), api(t, auth).get('/api/footer-data')]) {
      const json = JSON.stringify((await req.expect(200)).body);
      expect(json).not.toMatch(/price|amount|fob/i);
      // The seeded prices run 7777.25 … 7817.25; a bare ".25" would also match a timestamp's milliseconds.
      expect(json).not.toMatch(/\b7[78]\d\d\.25\b/);
    }
  });

  it('serves the cached counts until the catalogue version changes', async () => {
    const before = (await t.http.get('/api/footer-data').expect(200)).body;
    const { car: added } = await createCar(t, { make: makes[2], bodyType: 'bus', stockPort: 'Hakata', locationCountry: 'JM' });
    const cached = (await t.http.get('/api/footer-data').expect(200)).body;
    expect(cached).toEqual(before);

    await t.app.get(CatalogueVersion).bump();
    const after = (await t.http.get('/api/footer-data').expect(200)).body;
    expect(after.totalCars).toBe(before.totalCars + 1);
    expect(after.byBodyType).toContainEqual({ value: 'bus', count: 1 });
    expect(after.byLocation).toContainEqual({ value: 'Hakata', count: 1 });
    expect(after.byCountry).toContainEqual({ value: 'JM', count: 1 });
    expect(after).toMatchObject(bruteForce([...cars, added], makes));
    expect(Date.parse(after.generatedAt)).toBeGreaterThanOrEqual(Date.parse(before.generatedAt));

    const version = await t.app.get(CatalogueVersion).current();
    const ttl = await t.redis.ttl(`${t.config.redisPrefix}:footer:v${version}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it('answers zeros for an empty stock', async () => {
    await clearCatalogue(t);
    await t.app.get(CatalogueVersion).bump();
    const res = await t.http.get('/api/footer-data').expect(200);
    expect(res.body).toMatchObject({ totalCars: 0, byMake: [], byBodyType: [], byCategory: [], byLocation: [], byCountry: [] });
    expect(res.body.support.hours).toBe('24/7');
  });
});
