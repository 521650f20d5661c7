import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CatalogueVersion } from '../src/common/cache/catalogue-version.service.js';
import { CATEGORIES, type CarStatus } from '../src/modules/cars/car.entity.js';
import { LISTED_STATUSES } from '../src/modules/cars/car-rules.js';
import { CarSearchService } from '../src/modules/cars/car-search.service.js';
import { DEFAULT_TUNING, PRICE_BAND_BOUNDS } from '../src/modules/cars/car-search-rules.js';
import { api } from './support/api.js';
import { type CarOverrides, createCars, createMake, type CreatedCar } from './support/car-factories.js';
import { signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// ------------------------------------------------------------------------------------------------------------
// A deterministic catalogue: ~150 varied cars, and the brute-force filter the API must agree with.

function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: readonly [T, number][]): T => {
    let r = next() * items.reduce((s, [, w]) => s + w, 0);
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items[items.length - 1]![0];
  };
  return { next, int, pick, weighted };
}

const MAKE_SPECS = [
  { slug: 'toyota', title: 'Toyota', models: ['Corolla', 'Hiace', 'Land Cruiser', 'Prius'], weight: 4 },
  { slug: 'nissan', title: 'Nissan', models: ['Note', 'X-Trail', 'Caravan'], weight: 3 },
  { slug: 'honda', title: 'Honda', models: ['Fit', 'Vezel', 'Stepwgn'], weight: 3 },
  { slug: 'mazda', title: 'Mazda', models: ['Demio', 'CX-5'], weight: 2 },
  { slug: 'land-rover', title: 'Land Rover', models: ['Defender', 'Discovery'], weight: 1 },
] as const;
const BODY_TYPES = ['sedan', 'hatchback', 'suv', 'van', 'wagon', 'pickup', 'kei'] as const;
const COLOURS = ['White', 'Pearl White', 'Black', 'Silver', 'Red'] as const;
const STATUSES: [CarStatus, number][] = [
  ['available', 55],
  ['ready_to_ship', 10],
  ['reserved', 10],
  ['released', 5],
  ['sold', 12],
  ['in_transit', 8],
  ['withdrawn', 4],
];
const BASE_TIME = Date.parse('2025-06-01T00:00:00.000Z');

interface Row {
  id: bigint;
  ref: string;
  makeSlug: string;
  makeTitle: string;
  model: string;
  year: number;
  mileageKm: number;
  engineCc: number;
  steering: string;
  bodyType: string;
  fuel: string;
  drive: string;
  transmission: string;
  color: string;
  locationCountry: string;
  stockPort: string;
  category: string;
  cents: number;
  price: string;
  status: CarStatus;
  createdAt: number;
  chassisNumber: string;
}

const toRow = ({ car, make }: CreatedCar): Row => ({
  id: BigInt(car.id),
  ref: car.stockId,
  makeSlug: make.slug,
  makeTitle: make.title,
  model: car.model,
  year: car.year,
  mileageKm: car.mileageKm,
  engineCc: car.engineCc,
  steering: car.steering,
  bodyType: car.bodyType,
  fuel: car.fuel,
  drive: car.drive,
  transmission: car.transmission,
  color: car.color,
  locationCountry: car.locationCountry,
  stockPort: car.stockPort,
  category: car.category,
  cents: Math.round(Number(car.fobPriceUsd) * 100),
  price: Number(car.fobPriceUsd).toFixed(2),
  status: car.status,
  createdAt: new Date(car.createdAt).getTime(),
  chassisNumber: car.chassisNumber,
});

type Query = Record<string, string | number>;

/** What the API must answer, computed the slow way. */
function matches(row: Row, f: Query, ignore: string[] = []): boolean {
  if (!LISTED_STATUSES.includes(row.status)) return false;
  const has = (k: string) => f[k] !== undefined && !ignore.includes(k);
  const lower = (k: string) => String(f[k]).toLowerCase();
  const num = (k: string) => Number(f[k]);
  const cents = (k: string) => Math.round(Number(f[k]) * 100);
  if (has('make') && row.makeSlug !== lower('make')) return false;
  if (has('model') && row.model.toLowerCase() !== lower('model')) return false;
  if (has('yearMin') && row.year < num('yearMin')) return false;
  if (has('yearMax') && row.year > num('yearMax')) return false;
  for (const [k, field] of [
    ['steering', 'steering'],
    ['bodyType', 'bodyType'],
    ['fuel', 'fuel'],
    ['drive', 'drive'],
    ['transmission', 'transmission'],
    ['color', 'color'],
    ['location', 'stockPort'],
    ['country', 'locationCountry'],
    ['category', 'category'],
  ] as const) {
    if (has(k) && row[field].toLowerCase() !== lower(k)) return false;
  }
  if (has('engineMin') && row.engineCc < num('engineMin')) return false;
  if (has('engineMax') && row.engineCc > num('engineMax')) return false;
  if (has('priceMin') && row.cents < cents('priceMin')) return false;
  if (has('priceMax') && row.cents > cents('priceMax')) return false;
  if (has('mileageMin') && row.mileageKm < num('mileageMin')) return false;
  if (has('mileageMax') && row.mileageKm > num('mileageMax')) return false;
  if (has('q')) {
    const q = lower('q');
    if (![row.makeTitle, row.model, row.ref, row.chassisNumber].some((text) => text.toLowerCase().includes(q))) return false;
  }
  return true;
}

const SORT_KEYS: Record<string, [(r: Row) => number, 1 | -1]> = {
  newest: [(r) => r.createdAt, -1],
  price_asc: [(r) => r.cents, 1],
  price_desc: [(r) => r.cents, -1],
  year_desc: [(r) => r.year, -1],
  year_asc: [(r) => r.year, 1],
  mileage_asc: [(r) => r.mileageKm, 1],
  mileage_desc: [(r) => r.mileageKm, -1],
};

function expected(rows: Row[], f: Query, sort = 'newest'): string[] {
  const [key, dir] = SORT_KEYS[sort]!;
  return rows
    .filter((r) => matches(r, f))
    .sort((a, b) => dir * (key(a) - key(b)) || dir * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((r) => r.ref);
}

const bandOf = (cents: number) => PRICE_BAND_BOUNDS.filter((b) => b * 100 <= cents).length;
const bandIndexOfMin = (min: string) => (Number(min) === 0 ? 0 : PRICE_BAND_BOUNDS.indexOf(Number(min)) + 1);

function expectedFacet(rows: Row[], f: Query, ignore: string[], valueOf: (r: Row) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows.filter((row) => matches(row, f, ignore))) out[valueOf(r)] = (out[valueOf(r)] ?? 0) + 1;
  return out;
}

const asCounts = (list: { value?: string; min?: string; count: number }[], key: 'value' | 'min' = 'value') =>
  Object.fromEntries(list.map((v) => [v[key]!, v.count]));

// ------------------------------------------------------------------------------------------------------------

describe('car catalogue', () => {
  let t: TestApp;
  let auth: string;
  let rows: Row[] = [];
  let specials: Record<string, CreatedCar> = {};

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signedInUser(t)).auth;
    const makes = await Promise.all(MAKE_SPECS.map((m) => createMake(t, { slug: m.slug, title: m.title })));
    const rnd = prng(20250601);
    const list: CarOverrides[] = [];
    for (let i = 0; i < 150; i++) {
      const spec = rnd.weighted(MAKE_SPECS.map((m, k) => [k, m.weight] as [number, number]));
      const model = rnd.pick(MAKE_SPECS[spec]!.models);
      const abroad = rnd.next() < 0.2;
      const dollars = rnd.int(1500, 42000);
      list.push({
        make: makes[spec],
        stockId: `CA${String(1_000_000 + i).padStart(7, '0')}`,
        chassisNumber: `${model.slice(0, 3).toUpperCase()}${rnd.int(10, 99)}-${String(500_000 + i * 7)}`,
        model,
        year: rnd.int(2005, 2024),
        mileageKm: rnd.int(0, 200) * 1000,
        engineCc: rnd.pick([660, 1300, 1500, 1800, 2000, 2500, 2800, 3000]),
        steering: rnd.next() < 0.9 ? 'right' : 'left',
        bodyType: rnd.pick(BODY_TYPES),
        fuel: rnd.weighted([
          ['petrol', 6],
          ['diesel', 2],
          ['hybrid', 2],
          ['electric', 1],
        ]),
        drive: rnd.weighted([
          ['2WD', 6],
          ['4WD', 3],
          ['AWD', 1],
        ]),
        transmission: rnd.weighted([
          ['automatic', 6],
          ['manual', 2],
          ['cvt', 2],
        ]),
        color: rnd.pick(COLOURS),
        locationCountry: abroad ? 'KE' : 'JP',
        stockPort: abroad ? 'Mombasa' : rnd.pick(['Yokohama', 'Tokyo', 'Kobe']),
        category: rnd.pick(CATEGORIES.slice(0, 5)),
        // Some prices tie, to exercise the id tie-break of the keyset.
        fobPriceUsd: i % 10 === 0 ? '9999.00' : `${dollars}.${String(rnd.int(1, 99)).padStart(2, '0')}`,
        status: rnd.weighted(STATUSES),
        // Groups of cars share a listing time, again for the tie-break.
        createdAt: new Date(BASE_TIME - (i % 40) * 3_600_000),
        images: rnd.int(0, 3),
      });
    }
    const created = await createCars(t, list);
    const extra = await createCars(t, [
      { make: makes[0], stockId: 'FE0000001', model: 'Prius', features: ['["Navigation","Sunroof"]'], auctionSheet: {} },
      { make: makes[0], stockId: 'FE0000002', model: 'Prius', features: ['["Navigation",'] },
      { make: makes[1], stockId: 'FE0000003', model: 'Note', features: [' Air conditioning ', 'ABS', ''] },
      { make: makes[1], stockId: 'FE0000004', model: 'Note', features: 'Navigation' },
      {
        make: makes[2],
        stockId: 'GA0000001',
        model: 'Fit',
        status: 'reserved',
        fobPriceUsd: '12345.67',
        images: [
          { position: 2, url: '/c.webp' },
          { position: 0, url: '/a.webp' },
          { position: 1, url: '/b.webp', width: null, height: null },
        ],
        auctionSheet: { damages: [{ code: 'U1', location: 'bonnet' }], interiorGrade: 'C', exteriorGrade: 'D', tyreCondition: null },
        lengthM: '3.99',
        widthM: '1.69',
        heightM: '1.52',
      },
      { make: makes[2], stockId: 'HS0000001', status: 'sold', fobPriceUsd: '11111.11' },
      { make: makes[2], stockId: 'HS0000002', status: 'in_transit', fobPriceUsd: '22222.22' },
      { make: makes[2], stockId: 'HS0000003', status: 'withdrawn', fobPriceUsd: '33333.33' },
    ]);
    specials = Object.fromEntries(extra.map((c) => [c.car.stockId, c]));
    rows = [...created, ...extra].map(toRow);
  });

  afterAll(() => t.close());

  /** Every page of a search, following nextCursor; checks nothing repeats. */
  async function fetchAll(query: Query, options: { auth?: string; limit?: number } = {}) {
    const refs: string[] = [];
    const totals: { total: number; estimate: boolean }[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 100; guard++) {
      const res = await api(t, options.auth)
        .get('/api/cars')
        .query({ ...query, limit: options.limit ?? 100, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      refs.push(...res.body.items.map((i: { ref: string }) => i.ref));
      totals.push({ total: res.body.total, estimate: res.body.totalIsEstimate });
      cursor = res.body.nextCursor;
      if (!cursor) break;
    }
    expect(new Set(refs).size).toBe(refs.length);
    return { refs, totals };
  }

  describe('filters', () => {
    const single: Query[] = [
      {},
      { make: 'toyota' },
      { make: 'LAND-ROVER' },
      { make: 'no-such-make' },
      { model: 'hiace' },
      { model: 'Land Cruiser' },
      { yearMin: 2015 },
      { yearMax: 2010 },
      { steering: 'left' },
      { steering: 'RIGHT' },
      { bodyType: 'suv' },
      { bodyType: 'Van' },
      { fuel: 'diesel' },
      { drive: '4wd' },
      { transmission: 'manual' },
      { color: 'pearl white' },
      { color: 'RED' },
      { location: 'yokohama' },
      { location: 'Mombasa' },
      { country: 'ke' },
      { country: 'JP' },
      { category: 'commercial' },
      { engineMin: 2000 },
      { engineMax: 1500 },
      { mileageMin: 100000 },
      { mileageMax: 30000 },
      { q: 'land' },
      { q: 'CA100001' },
      { q: 'hia' },
      { q: 'ote' },
      { q: 'cor', make: 'toyota' },
      { q: '500049' },
      { q: 'zzz' },
      { q: '5%' },
      { q: '__' },
    ];
    const ranges: Query[] = [
      { yearMin: 2012, yearMax: 2014 },
      { yearMin: 2014, yearMax: 2014 },
      { engineMin: 1300, engineMax: 1800 },
      { mileageMin: 20000, mileageMax: 60000 },
    ];
    const combos: Query[] = [
      { make: 'toyota', model: 'HIACE' },
      { make: 'toyota', bodyType: 'van', yearMin: 2010 },
      { make: 'honda', fuel: 'hybrid', steering: 'right' },
      { bodyType: 'suv', country: 'JP', mileageMax: 150000 },
      { location: 'yokohama', category: 'standard', engineMin: 1300, engineMax: 2500 },
      { make: 'nissan', yearMin: 2010, yearMax: 2020, transmission: 'automatic', color: 'white' },
      { q: 'land', yearMin: 2010 },
      { drive: '2wd', fuel: 'petrol', steering: 'right', country: 'JP' },
      { make: 'mazda', model: 'cx-5', location: 'kobe' },
      { country: 'KE', bodyType: 'sedan', transmission: 'cvt' },
      { yearMin: 2008, yearMax: 2020, engineMin: 1000, engineMax: 2800, mileageMin: 10000, mileageMax: 150000, color: 'black' },
    ];

    it.each([...single, ...ranges, ...combos].map((q): [string, Query] => [JSON.stringify(q), q]))(
      '%s answers exactly the matching listed cars, newest first, with an exact total',
      async (_label, query) => {
        const want = expected(rows, query);
        const { refs, totals } = await fetchAll(query);
        expect(refs).toEqual(want);
        expect(totals[0]).toEqual({ total: want.length, estimate: false });
      },
    );

    it('has test data in which most filters match something and most do not match everything', () => {
      const listed = rows.filter((r) => LISTED_STATUSES.includes(r.status)).length;
      const sizes = [...single, ...ranges, ...combos].map((q) => expected(rows, q).length);
      expect(sizes.filter((n) => n > 0).length).toBeGreaterThan(sizes.length * 0.8);
      expect(sizes.filter((n) => n > 0 && n < listed).length).toBeGreaterThan(sizes.length * 0.7);
    });

    it.each([
      [{ priceMin: '10000' }],
      [{ priceMax: '5000.50' }],
      [{ priceMin: '9999', priceMax: '9999.00' }],
      [{ priceMin: '3000', priceMax: '20000', make: 'mazda' }],
      [{ priceMax: '15000', bodyType: 'suv', yearMin: 2010 }],
    ])('price filter %j for a signed-in caller', async (query) => {
      const want = expected(rows, query);
      expect(want.length).toBeGreaterThan(0);
      const { refs, totals } = await fetchAll(query, { auth });
      expect(refs).toEqual(want);
      expect(totals[0]!.total).toBe(want.length);
    });
  });

  describe('sorting and paging', () => {
    it.each(Object.keys(SORT_KEYS).map((s) => [s]))(
      'sort=%s pages by cursor through every listed car exactly once, in order',
      async (sort) => {
        const { refs } = await fetchAll({ sort }, { auth, limit: 7 });
        expect(refs).toEqual(expected(rows, {}, sort));
      },
    );

    it('combines a sort with filters', async () => {
      const query = { make: 'toyota', yearMin: 2010, sort: 'mileage_asc' };
      const { refs } = await fetchAll(query, { limit: 5 });
      expect(refs).toEqual(expected(rows, { make: 'toyota', yearMin: 2010 }, 'mileage_asc'));
    });

    it('pages by number the same way, and a page’s cursor continues after it', async () => {
      const want = expected(rows, { bodyType: 'sedan' }, 'year_desc');
      const got: string[] = [];
      for (let page = 1; page <= Math.ceil(want.length / 6) + 1; page++) {
        const res = await t.http.get('/api/cars').query({ bodyType: 'sedan', sort: 'year_desc', page, limit: 6 }).expect(200);
        expect(res.body).toMatchObject({ page, limit: 6, total: want.length, totalIsEstimate: false });
        got.push(...res.body.items.map((i: { ref: string }) => i.ref));
      }
      expect(got).toEqual(want);
      const second = await t.http.get('/api/cars').query({ bodyType: 'sedan', sort: 'year_desc', page: 2, limit: 6 }).expect(200);
      const next = await t.http
        .get('/api/cars')
        .query({ bodyType: 'sedan', sort: 'year_desc', limit: 6, cursor: second.body.nextCursor })
        .expect(200);
      expect(next.body.items.map((i: { ref: string }) => i.ref)).toEqual(want.slice(12, 18));
    });

    it('defaults to page 1 of 20 and caps the limit at 100', async () => {
      const first = await t.http.get('/api/cars').expect(200);
      expect(first.body).toMatchObject({ page: 1, limit: 20 });
      expect(first.body.items).toHaveLength(20);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const big = await t.http.get('/api/cars').query({ limit: 1000 }).expect(200);
      expect(big.body.limit).toBe(100);
      expect(big.body.items).toHaveLength(100);
    });

    it('answers the list items in the contract’s shape', async () => {
      const res = await api(t, auth).get('/api/cars').query({ q: 'GA0000001' }).expect(200);
      expect(res.body).toEqual({ items: [expect.any(Object)], total: 1, totalIsEstimate: false, page: 1, limit: 20, nextCursor: null });
      expect(res.body.items[0]).toEqual({
        ref: 'GA0000001',
        make: { slug: 'honda', title: 'Honda' },
        model: 'Fit',
        year: 2018,
        mileageKm: 50000,
        engineCc: 1500,
        steering: 'right',
        bodyType: 'sedan',
        fuel: 'petrol',
        drive: '2WD',
        transmission: 'automatic',
        color: 'White',
        category: 'standard',
        locationCountry: 'JP',
        stockPort: 'Tokyo',
        status: 'reserved',
        badges: ['RESERVED'],
        featuredImageUrl: '/a.webp',
        thumbnailUrl: '/uploads/cars/GA0000001/1-thumb.webp',
        price: { amount: '12345.67', currency: 'USD' },
      });
    });

    it('refuses a page deeper than 10,000 results, pointing to the cursor', async () => {
      const res = await t.http.get('/api/cars').query({ page: 101, limit: 100 }).expect(400);
      expect(res.body).toMatchObject({ code: 'PAGE_TOO_DEEP', message: expect.stringContaining('nextCursor') });
      const last = await t.http.get('/api/cars').query({ page: 500, limit: 20 }).expect(200);
      expect(last.body.items).toEqual([]);
    });

    it.each([
      ['garbage', 'not-a-cursor!'],
      ['base64 of nonsense', Buffer.from('{"s":"newest"}').toString('base64url')],
      ['SQL in the key', Buffer.from(JSON.stringify({ s: 'newest', k: "x' OR 1=1 --", i: '1' })).toString('base64url')],
      ['another sort', Buffer.from(JSON.stringify({ s: 'year_asc', k: '2010', i: '1' })).toString('base64url')],
    ])('answers a tampered cursor (%s) with 400, never 500', async (_label, cursor) => {
      const res = await t.http.get('/api/cars').query({ cursor }).expect(400);
      expect(res.body).toMatchObject({ code: 'INVALID_CURSOR', details: [{ field: 'cursor', message: expect.any(String) }] });
    });
  });

  describe('validation', () => {
    it('refuses unknown parameters', async () => {
      const res = await t.http.get('/api/cars').query({ brand: 'toyota' }).expect(400);
      expect(res.body).toMatchObject({ code: 'UNKNOWN_FIELD', message: 'Unknown field: brand' });
      await t.http.get('/api/cars/facets').query({ sort: 'newest' }).expect(400);
    });

    it.each([
      [{ yearMin: 2020, yearMax: 2010 }, 'yearMin'],
      [{ engineMin: 3000, engineMax: 1000 }, 'engineMin'],
      [{ mileageMin: 9, mileageMax: 1 }, 'mileageMin'],
      [{ yearMin: 'old' }, 'yearMin'],
      [{ fuel: 'coal' }, 'fuel'],
      [{ q: 'x' }, 'q'],
      [{ sort: 'random' }, 'sort'],
      [{ limit: 0 }, 'limit'],
    ])('refuses %j with the field in the details', async (query, field) => {
      for (const path of ['/api/cars', '/api/cars/facets']) {
        if (path.endsWith('facets') && ('sort' in query || 'limit' in query)) continue;
        const res = await t.http.get(path).query(query).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.details).toContainEqual(expect.objectContaining({ field, message: expect.any(String) }));
      }
    });
  });

  describe('visibility', () => {
    it('never lists sold, in-transit, released or withdrawn cars, whatever the filters', async () => {
      const hidden = rows.filter((r) => !LISTED_STATUSES.includes(r.status)).map((r) => r.ref);
      expect(hidden.length).toBeGreaterThan(5);
      const { refs } = await fetchAll({}, { auth });
      expect(refs.filter((ref) => hidden.includes(ref))).toEqual([]);
      const direct = await api(t, auth).get('/api/cars').query({ q: 'HS000000' }).expect(200);
      expect(direct.body).toMatchObject({ items: [], total: 0 });
    });

    it.each([['HS0000001'], ['HS0000002'], ['HS0000003'], ['ZZ9999999'], ['not-a-ref'], ['AB12345678'], ['%27%20OR%201%3D1']])(
      'answers 404 "Product not found!" for %s',
      async (ref) => {
        const res = await api(t, auth).get(`/api/cars/detail/ref/${ref}`).expect(404);
        expect(res.body).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' });
      },
    );
  });

  describe('detail', () => {
    it('answers the car with its ordered gallery, features, auction sheet, badges and dimensions', async () => {
      const res = await api(t, auth).get('/api/cars/detail/ref/GA0000001').expect(200);
      const car = specials.GA0000001!.car;
      expect(res.body).toEqual({
        ref: 'GA0000001',
        make: { slug: 'honda', title: 'Honda' },
        model: 'Fit',
        year: 2018,
        mileageKm: 50000,
        engineCc: 1500,
        steering: 'right',
        bodyType: 'sedan',
        fuel: 'petrol',
        drive: '2WD',
        transmission: 'automatic',
        color: 'White',
        category: 'standard',
        locationCountry: 'JP',
        stockPort: 'Tokyo',
        status: 'reserved',
        badges: ['RESERVED'],
        featuredImageUrl: '/a.webp',
        thumbnailUrl: '/uploads/cars/GA0000001/1-thumb.webp',
        price: { amount: '12345.67', currency: 'USD' },
        images: [
          { url: '/a.webp', thumbnailUrl: '/uploads/cars/GA0000001/1-thumb.webp', width: 1600, height: 1200 },
          { url: '/b.webp', thumbnailUrl: '/uploads/cars/GA0000001/2-thumb.webp', width: null, height: null },
          { url: '/c.webp', thumbnailUrl: '/uploads/cars/GA0000001/0-thumb.webp', width: 1600, height: 1200 },
        ],
        features: ['Air conditioning', 'ABS'],
        doors: 4,
        seats: 5,
        chassisNumber: 'NZE141-0000001',
        engineCode: '1NZ-FE',
        dimensions: { lengthM: '3.99', widthM: '1.69', heightM: '1.52', volumeM3: '10.250' },
        auctionSheet: {
          auctionHouse: 'USS Tokyo',
          auctionDate: '2024-11-20',
          overallGrade: '4.5',
          interiorGrade: 'C',
          exteriorGrade: 'D',
          tyreCondition: null,
          totalEvaluation: 'Clean, one owner',
          damages: [{ code: 'U1', location: 'bonnet' }],
          notes: 'Navigation is Japanese',
          translatedDetails: 'Small scratch on the rear bumper',
        },
        viewCount: 1,
        createdAt: new Date(car.createdAt).toISOString(),
        updatedAt: new Date(car.updatedAt).toISOString(),
      });
    });

    it('finds a car by a lower-case ref too', async () => {
      const res = await t.http.get('/api/cars/detail/ref/ga0000001').expect(200);
      expect(res.body.ref).toBe('GA0000001');
    });

    it.each([
      ['FE0000001', ['Navigation', 'Sunroof']],
      ['FE0000002', []],
      ['FE0000003', ['Air conditioning', 'ABS']],
      ['FE0000004', []],
    ])('parses the features of %s (legacy JSON in a list; a failed parse is an empty list)', async (ref, features) => {
      const res = await t.http.get(`/api/cars/detail/ref/${ref}`).expect(200);
      expect(res.body.features).toEqual(features);
    });

    it('answers null for a car without auction sheet, and the default sheet otherwise', async () => {
      expect((await t.http.get('/api/cars/detail/ref/FE0000002').expect(200)).body.auctionSheet).toBeNull();
      expect((await t.http.get('/api/cars/detail/ref/FE0000001').expect(200)).body.auctionSheet).toMatchObject({
        auctionHouse: 'USS Tokyo',
        damages: [{ code: 'A1', location: 'rear bumper' }],
      });
    });
  });

  describe('prices', () => {
    const PRICE_401 = { statusCode: 401, code: 'PRICE_REQUIRES_SIGN_IN', message: 'Please sign in to see prices.' };

    /** Fails when any key mentions a price or any value equals a car's price. */
    function expectNoPrice(body: unknown) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/"[^"]*price[^"]*":/i);
      for (const r of rows) {
        expect(text).not.toContain(`"${r.price}"`);
        expect(text).not.toContain(`:${r.price}`);
        expect(text).not.toContain(`:${r.cents / 100},`);
      }
    }

    it('never sends a price to an anonymous caller: lists, facets, details', async () => {
      const answers: unknown[] = [];
      for (const sort of ['newest', 'year_asc', 'mileage_desc']) {
        let cursor: string | undefined;
        do {
          const res = await t.http
            .get('/api/cars')
            .query({ sort, limit: 100, ...(cursor ? { cursor } : {}) })
            .expect(200);
          answers.push(res.body);
          cursor = res.body.nextCursor ?? undefined;
        } while (cursor);
      }
      for (const query of [{}, { make: 'toyota' }, { bodyType: 'suv', country: 'JP' }]) {
        const res = await t.http.get('/api/cars/facets').query(query).expect(200);
        expect(res.body).not.toHaveProperty('priceBands');
        answers.push(res.body);
      }
      for (const ref of ['GA0000001', 'FE0000001', rows[3]!.ref]) {
        const res = await t.http.get(`/api/cars/detail/ref/${ref}`);
        answers.push(res.body);
      }
      for (const body of answers) expectNoPrice(body);
      // The scan would catch a price: the same answers for a signed-in caller hold them.
      const signed = await api(t, auth).get('/api/cars/detail/ref/GA0000001').expect(200);
      expect(() => expectNoPrice(signed.body)).toThrow();
    });

    it.each([
      ['/api/cars', { priceMin: '1000' }],
      ['/api/cars', { priceMax: '5000' }],
      ['/api/cars', { sort: 'price_asc' }],
      ['/api/cars', { sort: 'price_desc', make: 'toyota' }],
      ['/api/cars/facets', { priceMin: '1000' }],
      ['/api/cars/facets', { priceMax: '99999.99' }],
    ])('refuses %s %j from an anonymous caller with 401', async (path, query) => {
      const res = await t.http.get(path).query(query).expect(401);
      expect(res.body).toMatchObject(PRICE_401);
      // A token that does not verify makes the caller anonymous, not an error.
      const bad = await api(t, 'Bearer not.a.token').get(path).query(query).expect(401);
      expect(bad.body).toMatchObject(PRICE_401);
    });

    it('shows signed-in callers the FOB price of every item', async () => {
      const res = await api(t, auth).get('/api/cars').query({ limit: 100 }).expect(200);
      const byRef = new Map(rows.map((r) => [r.ref, r.price]));
      for (const item of res.body.items) expect(item.price).toEqual({ amount: byRef.get(item.ref), currency: 'USD' });
    });
  });

  describe('facets', () => {
    const facetCases: Query[] = [
      {},
      { make: 'toyota' },
      { make: 'toyota', model: 'hiace' },
      { bodyType: 'suv' },
      { bodyType: 'van', country: 'JP', yearMin: 2010 },
      { location: 'yokohama', category: 'standard' },
      { make: 'honda', fuel: 'petrol', location: 'tokyo', country: 'JP', category: 'luxury', bodyType: 'sedan' },
      { q: 'land' },
      { model: 'corolla' },
      { make: 'no-such-make' },
    ];

    function expectFacets(body: Record<string, unknown>, query: Query, signedIn: boolean) {
      const f = (ignore: string[], valueOf: (r: Row) => string) => expectedFacet(rows, query, ignore, valueOf);
      expect(body.approximate).toBe(false);
      expect(asCounts(body.makes as never)).toEqual(f(['make', 'model'], (r) => r.makeSlug));
      if (query.make !== undefined) expect(asCounts(body.models as never)).toEqual(f(['model'], (r) => r.model));
      else expect(body).not.toHaveProperty('models');
      expect(asCounts(body.bodyTypes as never)).toEqual(f(['bodyType'], (r) => r.bodyType));
      expect(asCounts(body.categories as never)).toEqual(f(['category'], (r) => r.category));
      expect(asCounts(body.countries as never)).toEqual(f(['country'], (r) => r.locationCountry));
      expect(asCounts(body.locations as never)).toEqual(f(['location'], (r) => r.stockPort));
      if (signedIn) {
        const bands = f(['priceMin', 'priceMax'], (r) => String(bandOf(r.cents)));
        const got = body.priceBands as { min: string; max: string | null; count: number }[];
        expect(Object.fromEntries(got.map((b) => [String(bandIndexOfMin(b.min)), b.count]))).toEqual(bands);
        for (const b of got) {
          const i = bandIndexOfMin(b.min);
          expect(b.max).toBe(i < PRICE_BAND_BOUNDS.length ? (PRICE_BAND_BOUNDS[i]! - 0.01).toFixed(2) : null);
        }
      } else {
        expect(body).not.toHaveProperty('priceBands');
      }
    }

    it.each(facetCases.map((q): [string, Query] => [JSON.stringify(q), q]))(
      '%s: each facet counts the cars matching every other filter',
      async (_l, query) => {
        const anonymous = await t.http.get('/api/cars/facets').query(query).expect(200);
        expectFacets(anonymous.body, query, false);
        const signed = await api(t, auth).get('/api/cars/facets').query(query).expect(200);
        expectFacets(signed.body, query, true);
      },
    );

    it('counts price bands ignoring the price filters, for signed-in callers', async () => {
      const query = { priceMin: '4000', priceMax: '15999.99', make: 'nissan' };
      const res = await api(t, auth).get('/api/cars/facets').query(query).expect(200);
      expectFacets(res.body, query, true);
      const bands = res.body.priceBands as { min: string; max: string | null; count: number }[];
      expect(bands.length).toBeGreaterThan(1);
      for (const band of bands) {
        const inBand = await fetchAll({ make: 'nissan', priceMin: band.min, ...(band.max ? { priceMax: band.max } : {}) }, { auth });
        expect(inBand.refs).toHaveLength(band.count);
      }
    });

    it('labels makes with their titles and sorts values by count', async () => {
      const res = await t.http.get('/api/cars/facets').expect(200);
      expect(res.body.makes).toContainEqual({ value: 'land-rover', label: 'Land Rover', count: expect.any(Number) });
      const counts = res.body.makes.map((m: { count: number }) => m.count);
      expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    });
  });

  describe('estimates, samples and caches', () => {
    let search: CarSearchService;
    beforeAll(() => {
      search = t.app.get(CarSearchService);
    });
    afterAll(() => {
      search.tuning = { ...DEFAULT_TUNING };
    });

    it('reports the planner’s estimate, flagged, when counting would be costly', async () => {
      search.tuning = { ...DEFAULT_TUNING, exactCountMaxCost: -1 };
      // A full first page does not tell the total; these filters were never counted before (no cached total).
      const res = await t.http.get('/api/cars').query({ yearMin: 2006, limit: 3 }).expect(200);
      expect(res.body.totalIsEstimate).toBe(true);
      expect(res.body.total).toBeGreaterThanOrEqual(4);
      // The last page still tells the exact total.
      const all = expected(rows, { yearMin: 2006 });
      const last = await t.http
        .get('/api/cars')
        .query({ yearMin: 2006, limit: 3, page: Math.ceil(all.length / 3) })
        .expect(200);
      expect(last.body).toMatchObject({ total: all.length, totalIsEstimate: false });
      search.tuning = { ...DEFAULT_TUNING };
    });

    it('counts facets on a sample when the sets are big, and says so', async () => {
      search.tuning = {
        ...DEFAULT_TUNING,
        facetExactMaxCost: -1,
        facetExactMaxRows: -1,
        facetSampleMinPercent: 60,
        facetSampleMaxPercent: 60,
      };
      const res = await api(t, auth).get('/api/cars/facets').query({ yearMin: 2005, fuel: 'petrol' }).expect(200);
      expect(res.body.approximate).toBe(true);
      for (const key of ['makes', 'bodyTypes', 'categories', 'countries', 'locations', 'priceBands']) {
        expect(Array.isArray(res.body[key])).toBe(true);
        for (const v of res.body[key]) expect(v.count).toBeGreaterThan(0);
      }
      search.tuning = { ...DEFAULT_TUNING };
    });

    it('caches totals and facets per catalogue version: a staff change (version bump) shows at once', async () => {
      const make = await createMake(t, { slug: 'cache-probe', title: 'Cache Probe' });
      await createCars(t, [{ make }, { make }]);
      const facets = async () => (await t.http.get('/api/cars/facets').query({ bodyType: 'sedan' }).expect(200)).body.makes;
      const total = async () => (await t.http.get('/api/cars').query({ make: 'cache-probe', limit: 1 }).expect(200)).body;
      await t.app.get(CatalogueVersion).bump();
      expect(await facets()).toContainEqual({ value: 'cache-probe', label: 'Cache Probe', count: 2 });
      expect(await total()).toMatchObject({ total: 2, totalIsEstimate: false });

      await createCars(t, [{ make }]);
      // Still the cached answers…
      expect(await facets()).toContainEqual({ value: 'cache-probe', label: 'Cache Probe', count: 2 });
      expect((await total()).total).toBe(2);
      // …until the catalogue version moves.
      await t.app.get(CatalogueVersion).bump();
      expect(await facets()).toContainEqual({ value: 'cache-probe', label: 'Cache Probe', count: 3 });
      expect((await total()).total).toBe(3);
    });
  });
});
