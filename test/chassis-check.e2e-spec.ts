import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Make } from '../src/modules/makes/make.entity.js';
import { uniqueTag } from './support/admin-helpers.js';
import { createCar, createMake } from './support/car-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const URL = '/api/chassis-check';
const BOTH = { statusCode: 400, code: 'CHASSIS_CHECK_REQUIRED', message: 'Please enter both maker and chassis number' };

/** The public chassis check (issue 10). */
describe('chassis check', () => {
  let t: TestApp;
  let make: Make;
  let otherMake: Make;
  let chassis: string;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off' });
    const tag = uniqueTag();
    make = await createMake(t, { slug: `kei-motors-${tag}`, title: `Kei Motors ${tag}` });
    otherMake = await createMake(t);
    chassis = `ZVW30-${tag.toUpperCase()}1`;
    // The same chassis listed twice: first in 2021 at 92,000 km (since sold), again in 2024 at 41,000 km.
    await createCar(t, {
      make,
      model: 'Prius',
      year: 2015,
      mileageKm: 92_000,
      status: 'sold',
      chassisNumber: chassis,
      createdAt: new Date('2021-03-10T00:00:00Z'),
      auctionSheet: { auctionHouse: 'USS Nagoya', auctionDate: '2021-03-02', overallGrade: '4', interiorGrade: 'B', exteriorGrade: 'B' },
    });
    await createCar(t, {
      make,
      model: 'Prius',
      year: 2015,
      mileageKm: 41_000,
      status: 'available',
      chassisNumber: chassis,
      createdAt: new Date('2024-05-20T00:00:00Z'),
      auctionSheet: { auctionHouse: 'USS Tokyo', auctionDate: '2024-05-14', overallGrade: '4.5', interiorGrade: 'A', exteriorGrade: 'B' },
    });
  });
  afterAll(() => t.close());

  const check = (body: unknown) => t.http.post(URL).send(body as object);

  it('reports every stock car and auction sheet under the chassis, oldest auction first, and flags the lower later mileage', async () => {
    const res = await check({ maker: make.title.toUpperCase(), chassisNumber: ` ${chassis.toLowerCase().replace('-', ' - ')} ` }).expect(
      200,
    );
    expect(res.body).toMatchObject({ found: true, message: null, chassisNumber: chassis.replace('-', ''), mileageWentBack: true });
    expect(res.body.cars).toHaveLength(2);
    expect(
      res.body.cars.map((c: { mileageKm: number; status: string; listed: boolean; year: number; make: string }) => [
        c.mileageKm,
        c.status,
        c.listed,
        c.year,
        c.make,
      ]),
    ).toEqual([
      [41_000, 'available', true, 2015, make.title],
      [92_000, 'sold', false, 2015, make.title],
    ]);
    expect(res.body.auctionRecords).toEqual([
      expect.objectContaining({
        auctionHouse: 'USS Nagoya',
        auctionDate: '2021-03-02',
        mileageKm: 92_000,
        overallGrade: '4',
        interiorGrade: 'B',
        exteriorGrade: 'B',
      }),
      expect.objectContaining({
        auctionHouse: 'USS Tokyo',
        auctionDate: '2024-05-14',
        mileageKm: 41_000,
        overallGrade: '4.5',
        interiorGrade: 'A',
        exteriorGrade: 'B',
      }),
    ]);
    expect(res.body.auctionRecords[0].stockId).toBe(res.body.cars[1].stockId);
    expect(JSON.stringify(res.body)).not.toMatch(/price|fob/i);
  });

  it('matches the maker by slug too', async () => {
    const res = await check({ maker: make.slug, chassisNumber: chassis }).expect(200);
    expect(res.body.found).toBe(true);
  });

  it('reports a car hidden from the catalogue with its status', async () => {
    const hidden = `GRS200-${uniqueTag().toUpperCase()}`;
    const { car } = await createCar(t, { make, status: 'released', chassisNumber: hidden, mileageKm: 63_000 });
    const res = await check({ maker: make.title, chassisNumber: hidden }).expect(200);
    expect(res.body).toMatchObject({ found: true, auctionRecords: [], mileageWentBack: false });
    expect(res.body.cars).toEqual([
      expect.objectContaining({ stockId: car.stockId, status: 'released', listed: false, mileageKm: 63_000 }),
    ]);
  });

  it('answers "no record" for an unknown chassis, and for a known one under another maker', async () => {
    for (const body of [
      { maker: make.title, chassisNumber: 'NOPE-0000000' },
      { maker: otherMake.slug, chassisNumber: chassis },
      { maker: 'Nonexistent', chassisNumber: chassis },
    ]) {
      const res = await check(body).expect(200);
      expect(res.body).toEqual({
        found: false,
        message: 'No record found for this chassis number.',
        chassisNumber: body.chassisNumber.replace('-', ''),
        cars: [],
        auctionRecords: [],
        auctionLots: [],
        mileageWentBack: false,
      });
    }
  });

  it('asks for both maker and chassis number when either is missing or blank', async () => {
    for (const body of [
      {},
      { maker: 'Toyota' },
      { chassisNumber: chassis },
      { maker: '  ', chassisNumber: chassis },
      { maker: 'Toyota', chassisNumber: '' },
      { maker: null, chassisNumber: null },
    ]) {
      const res = await check(body).expect(400);
      expect(res.body).toMatchObject(BOTH);
    }
    const res = await check({ maker: '', chassisNumber: ' ' }).expect(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['maker', 'chassisNumber']);
  });

  it('refuses bad input: not text, too long, characters a chassis number never holds, unknown fields', async () => {
    const cases: [unknown, string, string][] = [
      [{ maker: 123, chassisNumber: chassis }, 'maker', 'FIELD_NOT_TEXT'],
      [{ maker: 'Toyota', chassisNumber: ['ZVW30'] }, 'chassisNumber', 'FIELD_NOT_TEXT'],
      [{ maker: { $ne: '' }, chassisNumber: chassis }, 'maker', 'FIELD_NOT_TEXT'],
      [{ maker: 'x'.repeat(61), chassisNumber: chassis }, 'maker', 'FIELD_TOO_LONG'],
      [{ maker: 'Toyota', chassisNumber: 'Z'.repeat(10_000) }, 'chassisNumber', 'FIELD_TOO_LONG'],
      [{ maker: 'Toyota', chassisNumber: "ZVW30' OR 1=1 --" }, 'chassisNumber', 'CHASSIS_NUMBER_INVALID'],
      [{ maker: 'Toyota', chassisNumber: 'Z-1' }, 'chassisNumber', 'CHASSIS_NUMBER_INVALID'],
      [{ maker: 'Toyota', chassisNumber: chassis, price: 1 }, 'price', 'FIELD_NOT_ACCEPTED'],
    ];
    for (const [body, field, code] of cases) {
      const res = await check(body).expect(400);
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    }
    await t.http.post(URL).set('Content-Type', 'application/json').send('"ZVW30"').expect(400);
  });
});

describe('chassis check throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', THROTTLE_CHASSIS_CHECK_PER_IP: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with the standard body and Retry-After once an address has used its checks for the minute', async () => {
    for (let i = 0; i < 3; i++)
      await t.http
        .post(URL)
        .send({ maker: 'Toyota', chassisNumber: `ZVW30-000000${i}` })
        .expect(200);
    const blocked = await t.http.post(URL).send({ maker: 'Toyota', chassisNumber: 'ZVW30-0000009' }).expect(429);
    expect(blocked.body).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Blank attempts count too, and are refused the same way while the window lasts.
    await t.http.post(URL).send({}).expect(429);
  });
});
