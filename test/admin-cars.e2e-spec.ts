import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'supertest';
import { CatalogueVersion } from '../src/common/cache/catalogue-version.service.js';
import { AuctionSheet } from '../src/modules/cars/auction-sheet.entity.js';
import { CarImage } from '../src/modules/cars/car-image.entity.js';
import { Car } from '../src/modules/cars/car.entity.js';
import type { Make } from '../src/modules/makes/make.entity.js';
import { fullCarBody, insertCar, insertMake, makeImage, tempUploadDir, uniqueTag } from './support/admin-helpers.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PERMISSION_DENIED = { code: 'PERMISSION_DENIED', message: 'Permission Denied' };
const CAR_NOT_FOUND = { code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' };
const STOCK_ID = /^[A-Z]{2}\d{7}$/;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

const SHEET = {
  auctionHouse: 'USS Tokyo',
  auctionDate: '2025-11-14',
  overallGrade: '4.5',
  interiorGrade: 'b',
  exteriorGrade: 'C',
  tyreCondition: '7 mm all round',
  totalEvaluation: 'Clean car, light scratches',
  damages: [
    { code: 'a1', location: 'front bumper' },
    { code: 'U2', location: 'left rear door' },
    { code: 'XX', location: 'windscreen' },
  ],
  notes: 'Navigation is Japanese only',
  translatedDetails: 'Small scratch on the front bumper; small dent on the left rear door; windscreen replaced.',
};

describe('admin car inventory', () => {
  let t: TestApp;
  let superadmin: SignedIn;
  let admin: SignedIn;
  let regular: SignedIn;
  let toyota: Make;
  let nissan: Make;
  const uploads = tempUploadDir();

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_DIR: uploads.dir });
    superadmin = await signedInUser(t, { role: 'superadmin' });
    admin = await signedInUser(t, { role: 'admin' });
    regular = await signedInUser(t, { role: 'user' });
    const tag = uniqueTag();
    toyota = await insertMake(t, { slug: `toyota-${tag}`, title: `Toyota ${tag}` });
    nissan = await insertMake(t, { slug: `nissan-${tag}`, title: `Nissan ${tag}`, active: false });
  });
  afterAll(async () => {
    await t.close();
    uploads.remove();
  });

  const api = async (method: Method, url: string, who: SignedIn | null, body?: object): Promise<Response> => {
    let req = t.http[method](url);
    if (who) req = req.set('Authorization', who.auth);
    return body === undefined ? req : req.send(body);
  };
  const auditFor = async (stockId: string) =>
    (await api('get', `/api/admin/audit-log?targetType=car&targetId=${stockId}&limit=100`, superadmin)).body.items.reverse() as Record<
      string,
      unknown
    >[];
  const createCar = async (overrides: Record<string, unknown> = {}) => {
    const res = await api(
      'post',
      '/api/admin/cars',
      admin,
      fullCarBody(toyota.slug, { chassisNumber: `ZVW30-${uniqueTag()}`, ...overrides }),
    );
    expect(res.status).toBe(201);
    return res.body as { stockId: string } & Record<string, unknown>;
  };
  const addImages = (stockId: string, files: Buffer[], who: SignedIn = admin) => {
    let req = t.http.post(`/api/admin/cars/${stockId}/images`).set('Authorization', who.auth);
    files.forEach((file, i) => (req = req.attach('images', file, `photo-${i}.jpg`)));
    return req;
  };

  describe('who may call', () => {
    const routes: [Method, string, object | undefined][] = [
      ['get', '/api/admin/cars', undefined],
      ['get', '/api/admin/cars/AB1234567', undefined],
      ['post', '/api/admin/cars', { model: 'Prius' }],
      ['patch', '/api/admin/cars/AB1234567', { model: 'Prius' }],
      ['patch', '/api/admin/cars/AB1234567/status', { status: 'reserved' }],
      ['delete', '/api/admin/cars/AB1234567', undefined],
      ['post', '/api/admin/cars/AB1234567/images', undefined],
      ['put', '/api/admin/cars/AB1234567/images/order', { imageIds: [] }],
      ['delete', '/api/admin/cars/AB1234567/images/1', undefined],
    ];

    it.each(routes)('refuses %s %s to a regular user with 403 "Permission Denied"', async (method, url, body) => {
      const res = await api(method, url, regular, body);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(PERMISSION_DENIED);
    });

    it.each(routes)('asks an anonymous caller of %s %s to sign in (401)', async (method, url, body) => {
      const res = await api(method, url, null, body);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('AUTH_REQUIRED');
    });

    it('changes nothing when a regular user tries', async () => {
      const car = await insertCar(t, toyota);
      await api('patch', `/api/admin/cars/${car.stockId}/status`, regular, { status: 'sold' });
      await api('delete', `/api/admin/cars/${car.stockId}`, regular);
      expect((await t.dataSource.getRepository(Car).findOneByOrFail({ id: car.id })).status).toBe('available');
    });
  });

  describe('POST /api/admin/cars', () => {
    it('adds a car with every field, its auction sheet and legacy features, and audits it', async () => {
      const stockId = `AB${String(Date.now()).slice(-7)}`;
      const body = fullCarBody(toyota.slug, {
        stockId: stockId.toLowerCase(),
        features: ['["Sunroof", "Leather seats", " Cruise control "]'],
        auctionSheet: SHEET,
      });
      const res = await api('post', '/api/admin/cars', admin, body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        stockId,
        status: 'available',
        badges: ['Available'],
        make: { slug: toyota.slug, title: toyota.title },
        model: 'Prius',
        year: 2019,
        mileageKm: 48000,
        engineCc: 1800,
        drive: '2WD',
        bodyType: 'hatchback',
        transmission: 'automatic',
        fuel: 'hybrid',
        doors: 5,
        seats: 5,
        color: 'Pearl White',
        steering: 'right',
        chassisNumber: 'ZVW30-1234567',
        engineCode: '2ZR-FXE',
        locationCountry: 'JP',
        stockPort: 'Yokohama',
        lengthM: '4.48',
        widthM: '1.76',
        heightM: '1.49',
        volumeM3: '11.748',
        fobPriceUsd: '12500.00',
        category: 'hybrid',
        features: ['Sunroof', 'Leather seats', 'Cruise control'],
        featuredImageUrl: null,
        featuredThumbnailUrl: null,
        viewCount: '0',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        images: [],
        auctionSheet: {
          ...SHEET,
          interiorGrade: 'B',
          damages: [
            { code: 'A1', location: 'front bumper' },
            { code: 'U2', location: 'left rear door' },
            { code: 'XX', location: 'windscreen' },
          ],
        },
      });
      expect((await api('get', `/api/admin/cars/${stockId}`, admin)).body).toEqual(res.body);
      expect((await api('get', `/api/admin/cars/${stockId.toLowerCase()}`, admin)).body.stockId).toBe(stockId);

      const audit = await auditFor(stockId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'car.create', actorId: admin.user.id, actorRole: 'admin', before: null });
      expect(audit[0]!.after).toMatchObject({
        stockId,
        make: toyota.slug,
        fobPriceUsd: '12500.00',
        volumeM3: '11.748',
        features: ['Sunroof', 'Leather seats', 'Cruise control'],
        auctionSheet: expect.objectContaining({ overallGrade: '4.5', auctionHouse: 'USS Tokyo' }),
      });
    });

    it('generates a stock id, fills the defaults and accepts numbers for decimals', async () => {
      const body = fullCarBody(nissan.slug, { fobPriceUsd: 9999.5, lengthM: 3.4, widthM: '1.475', heightM: 1.5 });
      delete body.locationCountry;
      delete body.stockPort;
      delete body.features;
      delete body.engineCode;
      body.widthM = 1.48;
      const res = await api('post', '/api/admin/cars', admin, body);
      expect(res.status).toBe(201);
      expect(res.body.stockId).toMatch(STOCK_ID);
      expect(res.body).toMatchObject({
        make: { slug: nissan.slug },
        fobPriceUsd: '9999.50',
        lengthM: '3.40',
        widthM: '1.48',
        heightM: '1.50',
        volumeM3: '7.548',
        locationCountry: 'JP',
        stockPort: 'Tokyo',
        features: [],
        engineCode: null,
        auctionSheet: null,
      });
    });

    it('reads unparseable legacy features as an empty list', async () => {
      const car = await createCar({ features: ['[not json'] });
      expect(car.features).toEqual([]);
    });

    it('refuses a stock id that exists (409) and an unknown make (400)', async () => {
      const existing = await insertCar(t, toyota);
      const taken = await api('post', '/api/admin/cars', admin, fullCarBody(toyota.slug, { stockId: existing.stockId }));
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'STOCK_ID_TAKEN', message: `A car with the stock id ${existing.stockId} already exists.` });
      const unknown = await api('post', '/api/admin/cars', admin, fullCarBody('no-such-make'));
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({
        code: 'UNKNOWN_MAKE',
        details: [{ field: 'make', message: 'There is no make "no-such-make".' }],
      });
    });

    const nextYear = new Date().getUTCFullYear() + 1;
    it.each([
      [{ model: undefined }, 'model', 'Model is required'],
      [{ model: '  ' }, 'model', 'Model is required'],
      [{ make: undefined }, 'make', 'Make is required'],
      [{ year: 1949 }, 'year', `Year must be a whole number from 1950 to ${nextYear}`],
      [{ year: nextYear + 1 }, 'year', `Year must be a whole number from 1950 to ${nextYear}`],
      [{ year: '2019' }, 'year', `Year must be a whole number from 1950 to ${nextYear}`],
      [{ mileageKm: -1 }, 'mileageKm', 'Mileage must be a whole number of kilometres from 0 to 2000000'],
      [{ engineCc: 1.5 }, 'engineCc', 'Engine capacity must be a whole number of cc from 0 to 20000'],
      [{ drive: 'FWD' }, 'drive', 'Drive must be one of 2WD, 4WD, AWD'],
      [{ bodyType: 'spaceship' }, 'bodyType', expect.stringMatching(/^Body type must be one of sedan, hatchback/)],
      [{ transmission: 'dsg' }, 'transmission', 'Transmission must be one of automatic, manual, cvt'],
      [{ fuel: 'coal' }, 'fuel', 'Fuel must be one of petrol, diesel, hybrid, electric, lpg'],
      [{ steering: 'middle' }, 'steering', 'Steering must be one of right, left'],
      [{ doors: 12 }, 'doors', 'Doors must be a whole number from 0 to 9'],
      [{ seats: 0 }, 'seats', 'Seats must be a whole number from 1 to 99'],
      [{ color: 'x'.repeat(25) }, 'color', 'Color must be at most 24 characters'],
      [{ chassisNumber: 'ZV W30' }, 'chassisNumber', 'Chassis number must be 3 to 32 letters, digits or dashes, e.g. ZVW30-1234567'],
      [{ stockId: 'A1234567' }, 'stockId', 'Stock id must be two capital letters and seven digits, e.g. AB1234567'],
      [{ locationCountry: 'XX' }, 'locationCountry', 'Country must be a two-letter ISO code, e.g. KE'],
      [{ lengthM: '0' }, 'lengthM', 'Length must be in metres, above 0 and below 100, with at most 2 decimals, e.g. 4.60'],
      [{ heightM: '1.495' }, 'heightM', 'Height must be in metres, above 0 and below 100, with at most 2 decimals, e.g. 4.60'],
      [{ widthM: undefined }, 'widthM', 'Width is required'],
      [{ fobPriceUsd: '12500.005' }, 'fobPriceUsd', 'FOB price must be an amount in USD above 0 with at most 2 decimals, e.g. "12500.00"'],
      [{ fobPriceUsd: '-3' }, 'fobPriceUsd', 'FOB price must be an amount in USD above 0 with at most 2 decimals, e.g. "12500.00"'],
      [{ fobPriceUsd: '1e4' }, 'fobPriceUsd', 'FOB price must be an amount in USD above 0 with at most 2 decimals, e.g. "12500.00"'],
      [{ fobPriceUsd: 0.1 + 0.2 }, 'fobPriceUsd', 'FOB price must be an amount in USD above 0 with at most 2 decimals, e.g. "12500.00"'],
      [{ category: 'boat' }, 'category', expect.stringMatching(/^Category must be one of standard/)],
      [{ features: 'ABS' }, 'features', 'Features must be a list of texts'],
      [{ auctionSheet: 'grade 4' }, 'auctionSheet', 'Auction sheet must be an object'],
      [
        { auctionSheet: { ...SHEET, overallGrade: '7' } },
        'auctionSheet.overallGrade',
        'Overall grade must be one of S, 6, 5, 4.5, 4, 3.5, 3, 2, 1, R, RA',
      ],
      [{ auctionSheet: { ...SHEET, interiorGrade: 'F' } }, 'auctionSheet.interiorGrade', 'Interior grade must be one of A, B, C, D, E'],
      [{ auctionSheet: { ...SHEET, auctionHouse: '' } }, 'auctionSheet.auctionHouse', 'Auction house is required'],
      [
        { auctionSheet: { ...SHEET, auctionDate: '2025-02-30' } },
        'auctionSheet.auctionDate',
        'Auction date must be a past date in the form YYYY-MM-DD, e.g. 2026-02-14',
      ],
      [
        { auctionSheet: { ...SHEET, auctionDate: `${nextYear}-01-01` } },
        'auctionSheet.auctionDate',
        'Auction date must be a past date in the form YYYY-MM-DD, e.g. 2026-02-14',
      ],
      [
        { auctionSheet: { ...SHEET, damages: [{ code: 'Z9', location: 'roof' }] } },
        'auctionSheet.damages.0.code',
        'Damage code must be an auction sheet code, e.g. A1, U2, W1, S1, C1, X, XX, Y1 or P',
      ],
      [{ auctionSheet: { ...SHEET, damages: [{ code: 'A1' }] } }, 'auctionSheet.damages.0.location', 'Damage location is required'],
    ])('explains an invalid field: %p', async (overrides, field, message) => {
      const res = await api('post', '/api/admin/cars', admin, fullCarBody(toyota.slug, overrides));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please fill in all required fields' });
      expect(res.body.details).toContainEqual({ field, message });
    });

    it('refuses unknown fields, including the status and nested ones', async () => {
      for (const extra of [{ status: 'sold' }, { viewCount: 5 }, { auctionSheet: { ...SHEET, secret: 1 } }]) {
        const res = await api('post', '/api/admin/cars', admin, fullCarBody(toyota.slug, extra));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('UNKNOWN_FIELD');
      }
    });
  });

  describe('PATCH /api/admin/cars/:ref', () => {
    it('edits fields, recomputes the volume, and audits only what changed', async () => {
      const car = await createCar();
      const res = await api('patch', `/api/admin/cars/${car.stockId}`, admin, {
        fobPriceUsd: '11999.9',
        mileageKm: 48000,
        lengthM: '4.50',
        make: nissan.slug,
        engineCode: '',
        features: ['Alloy wheels'],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        fobPriceUsd: '11999.90',
        mileageKm: 48000,
        lengthM: '4.50',
        volumeM3: '11.801',
        make: { slug: nissan.slug },
        engineCode: null,
        features: ['Alloy wheels'],
        model: 'Prius',
      });
      const audit = await auditFor(car.stockId);
      expect(audit.map((e) => e.action)).toEqual(['car.create', 'car.update']);
      expect(audit[1]).toMatchObject({
        before: {
          fobPriceUsd: '12500.00',
          lengthM: '4.48',
          volumeM3: '11.748',
          make: toyota.slug,
          engineCode: '2ZR-FXE',
          features: ['Air conditioning', 'Navigation'],
        },
        after: {
          fobPriceUsd: '11999.90',
          lengthM: '4.50',
          volumeM3: '11.801',
          make: nissan.slug,
          engineCode: null,
          features: ['Alloy wheels'],
        },
      });
      expect(Object.keys(audit[1]!.after as object).sort()).toEqual([
        'engineCode',
        'features',
        'fobPriceUsd',
        'lengthM',
        'make',
        'volumeM3',
      ]);
    });

    it('adds, replaces and removes the auction sheet', async () => {
      const car = await createCar();
      const added = await api('patch', `/api/admin/cars/${car.stockId}`, admin, { auctionSheet: SHEET });
      expect(added.body.auctionSheet).toMatchObject({ auctionHouse: 'USS Tokyo', overallGrade: '4.5' });
      const replaced = await api('patch', `/api/admin/cars/${car.stockId}`, admin, {
        auctionSheet: { auctionHouse: 'TAA Kinki', auctionDate: '2025-10-01', overallGrade: 'R', interiorGrade: 'C', exteriorGrade: 'D' },
      });
      expect(replaced.body.auctionSheet).toEqual({
        auctionHouse: 'TAA Kinki',
        auctionDate: '2025-10-01',
        overallGrade: 'R',
        interiorGrade: 'C',
        exteriorGrade: 'D',
        tyreCondition: null,
        totalEvaluation: null,
        damages: [],
        notes: null,
        translatedDetails: null,
      });
      const removed = await api('patch', `/api/admin/cars/${car.stockId}`, admin, { auctionSheet: null });
      expect(removed.body.auctionSheet).toBeNull();
      const carId = (await t.dataSource.getRepository(Car).findOneByOrFail({ stockId: car.stockId })).id;
      expect(await t.dataSource.getRepository(AuctionSheet).countBy({ carId })).toBe(0);
      const audit = await auditFor(car.stockId);
      expect(audit.map((e) => e.action)).toEqual(['car.create', 'car.update', 'car.update', 'car.update']);
      expect(audit[3]).toMatchObject({
        before: { auctionSheet: expect.objectContaining({ auctionHouse: 'TAA Kinki' }) },
        after: { auctionSheet: null },
      });
    });

    it('changes the stock id, refusing one in use', async () => {
      const car = await createCar();
      const other = await insertCar(t, toyota);
      const taken = await api('patch', `/api/admin/cars/${car.stockId}`, admin, { stockId: other.stockId });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('STOCK_ID_TAKEN');
      const next = `ZZ${String(Date.now()).slice(-7)}`;
      const res = await api('patch', `/api/admin/cars/${car.stockId}`, admin, { stockId: next });
      expect(res.status).toBe(200);
      expect((await api('get', `/api/admin/cars/${car.stockId}`, admin)).status).toBe(404);
      expect((await auditFor(next))[0]).toMatchObject({ action: 'car.update', before: { stockId: car.stockId }, after: { stockId: next } });
    });

    it('records nothing when nothing changes', async () => {
      const car = await createCar();
      const res = await api('patch', `/api/admin/cars/${car.stockId}`, admin, { model: 'Prius', fobPriceUsd: 12500 });
      expect(res.status).toBe(200);
      expect((await auditFor(car.stockId)).map((e) => e.action)).toEqual(['car.create']);
    });

    it('refuses null for a required field, an unknown make and the status', async () => {
      const car = await createCar();
      const nulled = await api('patch', `/api/admin/cars/${car.stockId}`, admin, { model: null, year: null });
      expect(nulled.status).toBe(400);
      expect(nulled.body.details).toEqual(
        expect.arrayContaining([
          { field: 'model', message: 'Model is required' },
          { field: 'year', message: expect.stringMatching(/^Year is required/) },
        ]),
      );
      expect((await api('patch', `/api/admin/cars/${car.stockId}`, admin, { make: 'nope' })).body.code).toBe('UNKNOWN_MAKE');
      expect((await api('patch', `/api/admin/cars/${car.stockId}`, admin, { status: 'sold' })).body.code).toBe('UNKNOWN_FIELD');
    });

    it.each(['ZZ0000000', 'not-a-ref', '1'])('answers 404 "Product not found!" for %s', async (ref) => {
      for (const [method, url, body] of [
        ['get', `/api/admin/cars/${ref}`, undefined],
        ['patch', `/api/admin/cars/${ref}`, { model: 'X' }],
        ['patch', `/api/admin/cars/${ref}/status`, { status: 'sold' }],
        ['delete', `/api/admin/cars/${ref}`, undefined],
        ['put', `/api/admin/cars/${ref}/images/order`, { imageIds: [] }],
      ] as [Method, string, object | undefined][]) {
        const res = await api(method, url, admin, body);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject(CAR_NOT_FOUND);
      }
    });
  });

  describe('PATCH /api/admin/cars/:ref/status', () => {
    const setStatus = (stockId: string, status: string, who: SignedIn = admin) =>
      api('patch', `/api/admin/cars/${stockId}/status`, who, { status });

    it('follows the allowed transitions from available to released, auditing each', async () => {
      const car = await createCar();
      for (const status of ['ready_to_ship', 'reserved', 'sold', 'in_transit', 'released']) {
        const res = await setStatus(car.stockId, status);
        expect(res.status).toBe(200);
        expect(res.body.status).toBe(status);
      }
      const audit = (await auditFor(car.stockId)).filter((e) => e.action === 'car.status_change');
      expect(audit.map((e) => [e.before, e.after])).toEqual([
        [{ status: 'available' }, { status: 'ready_to_ship' }],
        [{ status: 'ready_to_ship' }, { status: 'reserved' }],
        [{ status: 'reserved' }, { status: 'sold' }],
        [{ status: 'sold' }, { status: 'in_transit' }],
        [{ status: 'in_transit' }, { status: 'released' }],
      ]);
    });

    it('refuses to reserve a reserved car: "This car is already reserved!"', async () => {
      const car = await createCar();
      expect((await setStatus(car.stockId, 'reserved')).body.badges).toEqual(['RESERVED']);
      const again = await setStatus(car.stockId, 'reserved');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'CAR_ALREADY_RESERVED', message: 'This car is already reserved!' });
      // A lapsed reservation frees the car again.
      expect((await setStatus(car.stockId, 'available')).status).toBe(200);
    });

    it.each([
      ['released', 'available', 'This car cannot go from released to available.'],
      ['in_transit', 'sold', 'This car cannot go from in transit to sold.'],
      ['available', 'in_transit', 'This car cannot go from available to in transit.'],
      ['sold', 'sold', 'This car is already sold.'],
    ] as const)('refuses %s → %s with 409 and changes nothing', async (from, to, message) => {
      const car = await insertCar(t, toyota, { status: from });
      const res = await setStatus(car.stockId, to);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message });
      expect((await t.dataSource.getRepository(Car).findOneByOrFail({ id: car.id })).status).toBe(from);
      expect(await auditFor(car.stockId)).toEqual([]);
    });

    it('explains an unknown status', async () => {
      const car = await createCar();
      const res = await setStatus(car.stockId, 'stolen');
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({
        field: 'status',
        message: 'Status must be one of available, ready_to_ship, reserved, sold, in_transit, released',
      });
    });

    it('lets only one of two simultaneous reservations through', async () => {
      const car = await createCar();
      const [a, b] = await Promise.all([setStatus(car.stockId, 'reserved'), setStatus(car.stockId, 'reserved', superadmin)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
    });
  });

  describe('images', () => {
    const imagesOf = async (stockId: string) =>
      (await api('get', `/api/admin/cars/${stockId}`, admin)).body as {
        images: { id: string; url: string; thumbnailUrl: string; position: number }[];
        featuredImageUrl: string | null;
        featuredThumbnailUrl: string | null;
      };

    it('adds, reorders and deletes images, keeping the featured image in sync and auditing each change', async () => {
      const car = await createCar();
      const [red, green, blue] = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((color) => makeImage('jpeg', { color })));

      const first = await addImages(car.stockId, [red!, green!]);
      expect(first.status).toBe(201);
      expect(first.body.images).toHaveLength(2);
      const [a, b] = first.body.images as { id: string; url: string; thumbnailUrl: string }[];
      expect(a!.id).toMatch(/^\d+$/);
      expect(first.body).toMatchObject({ featuredImageUrl: a!.url, featuredThumbnailUrl: a!.thumbnailUrl });

      const second = await addImages(car.stockId, [blue!]);
      expect(second.status).toBe(201);
      const c = second.body.images[2] as { id: string; url: string; thumbnailUrl: string };
      expect(second.body.images.map((i: { id: string }) => i.id)).toEqual([a!.id, b!.id, c.id]);
      expect(second.body.featuredImageUrl).toBe(a!.url);

      const reordered = await api('put', `/api/admin/cars/${car.stockId}/images/order`, admin, { imageIds: [c.id, a!.id, b!.id] });
      expect(reordered.status).toBe(200);
      expect(reordered.body.images.map((i: { id: string; position: number }) => [i.id, i.position])).toEqual([
        [c.id, 0],
        [a!.id, 1],
        [b!.id, 2],
      ]);
      expect(reordered.body).toMatchObject({ featuredImageUrl: c.url, featuredThumbnailUrl: c.thumbnailUrl });
      const stored = await t.dataSource.getRepository(Car).findOneByOrFail({ stockId: car.stockId });
      expect(stored.featuredImageUrl).toBe(c.url);

      const deleted = await api('delete', `/api/admin/cars/${car.stockId}/images/${c.id}`, admin);
      expect(deleted.status).toBe(200);
      expect(deleted.body.images.map((i: { id: string; position: number }) => [i.id, i.position])).toEqual([
        [a!.id, 0],
        [b!.id, 1],
      ]);
      expect(deleted.body.featuredImageUrl).toBe(a!.url);
      expect((await t.http.get(c.url)).status).toBe(404);
      expect((await t.http.get(c.thumbnailUrl)).status).toBe(404);

      // Deleting a non-featured image keeps the featured one.
      const lastButOne = await api('delete', `/api/admin/cars/${car.stockId}/images/${b!.id}`, admin);
      expect(lastButOne.body.featuredImageUrl).toBe(a!.url);
      const empty = await api('delete', `/api/admin/cars/${car.stockId}/images/${a!.id}`, admin);
      expect(empty.body).toMatchObject({ images: [], featuredImageUrl: null, featuredThumbnailUrl: null });

      const audit = await auditFor(car.stockId);
      expect(audit.map((e) => e.action)).toEqual([
        'car.create',
        'car.image_add',
        'car.image_add',
        'car.image_reorder',
        'car.image_delete',
        'car.image_delete',
        'car.image_delete',
      ]);
      expect(audit[1]).toMatchObject({
        before: { imageIds: [], featuredImageUrl: null, featuredThumbnailUrl: null },
        after: {
          imageIds: [a!.id, b!.id],
          featuredImageUrl: a!.url,
          added: [
            { id: a!.id, url: a!.url },
            { id: b!.id, url: b!.url },
          ],
        },
      });
      expect(audit[2]).toMatchObject({ before: { imageIds: [a!.id, b!.id] }, after: { imageIds: [a!.id, b!.id, c.id] } });
      expect(audit[2]!.before).not.toHaveProperty('featuredImageUrl');
      expect(audit[3]).toMatchObject({
        before: { imageIds: [a!.id, b!.id, c.id], featuredImageUrl: a!.url },
        after: { imageIds: [c.id, a!.id, b!.id], featuredImageUrl: c.url },
      });
      expect(audit[4]).toMatchObject({
        before: { removed: { id: c.id, url: c.url }, imageIds: [c.id, a!.id, b!.id] },
        after: { imageIds: [a!.id, b!.id], featuredImageUrl: a!.url },
      });
    });

    it('refuses an order that is not exactly the car’s images (400), changing nothing', async () => {
      const car = await createCar();
      const images = (await addImages(car.stockId, [await makeImage('png'), await makeImage('webp')])).body.images as { id: string }[];
      const [x, y] = images.map((i) => i.id) as [string, string];
      const other = await createCar();
      const foreign = ((await addImages(other.stockId, [await makeImage('png')])).body.images as { id: string }[])[0]!.id;
      for (const imageIds of [[x], [x, x], [x, y, foreign], [x, foreign], []]) {
        const res = await api('put', `/api/admin/cars/${car.stockId}/images/order`, admin, { imageIds });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'INVALID_IMAGE_ORDER',
          message: 'Send every image id of this car exactly once, in the new order.',
        });
      }
      const malformed = await api('put', `/api/admin/cars/${car.stockId}/images/order`, admin, { imageIds: [1, 2] });
      expect(malformed.status).toBe(400);
      expect((await imagesOf(car.stockId)).images.map((i) => i.id)).toEqual([x, y]);
      // The same order is accepted and changes nothing.
      expect((await api('put', `/api/admin/cars/${car.stockId}/images/order`, admin, { imageIds: [x, y] })).status).toBe(200);
      expect((await auditFor(car.stockId)).map((e) => e.action)).toEqual(['car.create', 'car.image_add']);
    });

    it('refuses to delete another car’s image or an unknown one (404)', async () => {
      const car = await createCar();
      const other = await createCar();
      const foreign = ((await addImages(other.stockId, [await makeImage('png')])).body.images as { id: string }[])[0]!.id;
      for (const imageId of [foreign, '999999999', 'abc']) {
        const res = await api('delete', `/api/admin/cars/${car.stockId}/images/${imageId}`, admin);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'IMAGE_NOT_FOUND', message: 'Image not found.' });
      }
      expect((await imagesOf(other.stockId)).images).toHaveLength(1);
    });

    it('leaves shared pictures it did not upload (the demo catalogue’s) on disk when a car lets go of them', async () => {
      const shared = path.join(uploads.dir, 'demo', 'cars', 'sedan-white-front.webp');
      mkdirSync(path.dirname(shared), { recursive: true });
      writeFileSync(shared, await makeImage('webp'));
      const cars = [await insertCar(t, toyota), await insertCar(t, toyota)];
      for (const car of cars) {
        await t.dataSource.getRepository(CarImage).insert({
          carId: car.id,
          position: 0,
          url: '/uploads/demo/cars/sedan-white-front.webp',
          thumbnailUrl: '/uploads/demo/cars/sedan-white-front-thumb.webp',
        });
      }
      const imageId = (await imagesOf(cars[0]!.stockId)).images[0]!.id;
      expect((await api('delete', `/api/admin/cars/${cars[0]!.stockId}/images/${imageId}`, admin)).status).toBe(200);
      expect((await api('delete', `/api/admin/cars/${cars[1]!.stockId}`, admin)).status).toBe(200);
      expect(existsSync(shared)).toBe(true);
    });

    it('answers 404 for images of an unknown car without reading them', async () => {
      const res = await addImages('ZZ0000001', [await makeImage('png')]);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(CAR_NOT_FOUND);
    });
  });

  describe('GET /api/admin/cars', () => {
    let make: Make;
    const made: Car[] = [];
    beforeAll(async () => {
      make = await insertMake(t);
      // One by one, so the newest is the last.
      made.push(await insertCar(t, make, { status: 'available', model: 'Corolla Axio', chassisNumber: 'NZE161-0000001' }));
      made.push(await insertCar(t, make, { status: 'sold', model: 'Hiace', chassisNumber: 'KDH200-0000002' }));
      made.push(await insertCar(t, make, { status: 'in_transit', model: 'Land Cruiser', chassisNumber: 'URJ202-0000003' }));
      made.push(
        await insertCar(t, make, { status: 'reserved', model: 'Corolla Fielder', chassisNumber: 'NZE164-0000004', fobPriceUsd: '7300.50' }),
      );
    });
    const stockIds = (res: Response) => (res.body.items as { stockId: string }[]).map((c) => c.stockId);

    it('lists cars in every status, newest first, with prices', async () => {
      const res = await api('get', `/api/admin/cars?make=${make.slug}`, admin);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 4, page: 1, limit: 20 });
      expect(stockIds(res)).toEqual(made.map((c) => c.stockId).reverse());
      expect(res.body.items[0]).toMatchObject({ status: 'reserved', fobPriceUsd: '7300.50', make: { slug: make.slug } });
      expect(res.body.items[0]).not.toHaveProperty('images');
    });

    it('filters by status (one or several), text and page', async () => {
      expect(stockIds(await api('get', `/api/admin/cars?make=${make.slug}&status=sold`, admin))).toEqual([made[1]!.stockId]);
      expect(stockIds(await api('get', `/api/admin/cars?make=${make.slug}&status=sold,in_transit`, admin))).toEqual([
        made[2]!.stockId,
        made[1]!.stockId,
      ]);
      expect(stockIds(await api('get', `/api/admin/cars?make=${make.slug}&q=corolla`, admin))).toEqual([
        made[3]!.stockId,
        made[0]!.stockId,
      ]);
      expect(stockIds(await api('get', `/api/admin/cars?q=URJ202-0000003`, admin))).toEqual([made[2]!.stockId]);
      expect(stockIds(await api('get', `/api/admin/cars?q=${made[1]!.stockId.toLowerCase()}`, admin))).toEqual([made[1]!.stockId]);
      const page2 = await api('get', `/api/admin/cars?make=${make.slug}&limit=3&page=2`, admin);
      expect(page2.body).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(stockIds(page2)).toEqual([made[0]!.stockId]);
      expect((await api('get', `/api/admin/cars?make=no-such-make`, admin)).body.total).toBe(0);
      // An empty search box is no filter.
      expect((await api('get', `/api/admin/cars?make=${make.slug}&q=&status=`, admin)).body.total).toBe(4);
    });

    it.each([
      ['status=stolen', 'status', 'Status must be one of available, ready_to_ship, reserved, sold, in_transit, released'],
      ['limit=0', 'limit', 'Limit must be a whole number of at least 1'],
    ])('explains an invalid %s', async (query, field, message) => {
      const res = await api('get', `/api/admin/cars?${query}`, admin);
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ field, message });
    });
  });

  describe('cached catalogue answers', () => {
    it('are refreshed after every change (the catalogue version moves), and not by a refused or empty one', async () => {
      const version = async () => Number(await t.app.get(CatalogueVersion).current());
      const steps: [string, () => Promise<Response>, boolean][] = [];
      let stockId = '';
      let imageId = '';
      steps.push([
        'create',
        async () => {
          const res = await api('post', '/api/admin/cars', admin, fullCarBody(toyota.slug, { chassisNumber: `ZVW30-${uniqueTag()}` }));
          stockId = res.body.stockId;
          return res;
        },
        true,
      ]);
      steps.push(['edit', () => api('patch', `/api/admin/cars/${stockId}`, admin, { mileageKm: 1 }), true]);
      steps.push(['empty edit', () => api('patch', `/api/admin/cars/${stockId}`, admin, { mileageKm: 1 }), false]);
      steps.push(['status', () => api('patch', `/api/admin/cars/${stockId}/status`, admin, { status: 'reserved' }), true]);
      steps.push(['refused status', () => api('patch', `/api/admin/cars/${stockId}/status`, admin, { status: 'reserved' }), false]);
      steps.push([
        'image',
        async () => {
          const res = await addImages(stockId, [await makeImage('png'), await makeImage('png')]);
          imageId = res.body.images[1].id;
          return res;
        },
        true,
      ]);
      steps.push([
        'reorder',
        async () => {
          const ids = (await api('get', `/api/admin/cars/${stockId}`, admin)).body.images.map((i: { id: string }) => i.id).reverse();
          return api('put', `/api/admin/cars/${stockId}/images/order`, admin, { imageIds: ids });
        },
        true,
      ]);
      steps.push(['image delete', () => api('delete', `/api/admin/cars/${stockId}/images/${imageId}`, admin), true]);
      steps.push(['back to available', () => api('patch', `/api/admin/cars/${stockId}/status`, admin, { status: 'available' }), true]);
      steps.push(['delete', () => api('delete', `/api/admin/cars/${stockId}`, admin), true]);
      for (const [name, step, bumps] of steps) {
        const before = await version();
        const res = await step();
        expect({ name, status: res.status < 300 || !bumps }).toEqual({ name, status: true });
        expect({ name, bumped: (await version()) > before }).toEqual({ name, bumped: bumps });
      }
    });

    it('show every change on the public detail at once, though the detail is cached', async () => {
      const car = await createCar();
      const setStatus = (status: string) => api('patch', `/api/admin/cars/${car.stockId}/status`, admin, { status });
      const detail = (who: SignedIn | null) => api('get', `/api/cars/detail/ref/${car.stockId}`, who);
      // The signed-in reader comes first, so a row with the price is in the cache when the anonymous one asks.
      expect((await detail(regular)).body.price).toEqual({ amount: '12500.00', currency: 'USD' });
      expect((await detail(null)).body).not.toHaveProperty('price');
      expect((await detail(null)).body).not.toHaveProperty('price');
      expect((await detail(regular)).body.mileageKm).toBe(48000);

      await api('patch', `/api/admin/cars/${car.stockId}`, admin, { mileageKm: 51000, fobPriceUsd: '11900.00' });
      expect((await detail(null)).body.mileageKm).toBe(51000);
      expect((await detail(regular)).body.price).toEqual({ amount: '11900.00', currency: 'USD' });

      await addImages(car.stockId, [await makeImage('png')]);
      expect((await detail(null)).body.images).toHaveLength(1);

      expect((await setStatus('reserved')).status).toBe(200);
      expect((await detail(null)).body.badges).toEqual(['RESERVED']);
      expect((await setStatus('sold')).status).toBe(200);
      for (const who of [null, regular]) {
        const gone = await detail(who);
        expect(gone.status).toBe(404);
        expect(gone.body).toMatchObject(CAR_NOT_FOUND);
      }
    });
  });

  describe('DELETE /api/admin/cars/:ref', () => {
    it('deletes an available car with its gallery and auction sheet, and audits it', async () => {
      const car = await createCar({ auctionSheet: SHEET });
      const images = (await addImages(car.stockId, [await makeImage('png')])).body.images as { url: string; thumbnailUrl: string }[];
      const res = await api('delete', `/api/admin/cars/${car.stockId}`, admin);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Car deleted successfully' });
      expect((await api('get', `/api/admin/cars/${car.stockId}`, admin)).status).toBe(404);
      expect((await t.http.get(images[0]!.url)).status).toBe(404);
      expect(await t.dataSource.getRepository(CarImage).countBy({ url: images[0]!.url })).toBe(0);
      const audit = await auditFor(car.stockId);
      expect(audit.at(-1)).toMatchObject({
        action: 'car.delete',
        after: null,
        before: expect.objectContaining({ stockId: car.stockId, status: 'available', imageCount: 1, fobPriceUsd: '12500.00' }),
      });
    });

    it.each(['reserved', 'sold', 'in_transit', 'released'] as const)('keeps a %s car (409)', async (status) => {
      const car = await insertCar(t, toyota, { status });
      const res = await api('delete', `/api/admin/cars/${car.stockId}`, admin);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CAR_NOT_DELETABLE');
      expect(res.body.message).toBe(`Only an available or ready-to-ship car can be deleted; this one is ${status.replace('_', ' ')}.`);
      expect(await t.dataSource.getRepository(Car).countBy({ id: car.id })).toBe(1);
    });
  });
});
