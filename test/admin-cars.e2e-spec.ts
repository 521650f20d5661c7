import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'supertest';
import { CatalogueVersion } from '../src/common/cache/catalogue-version.service.js';
import { AuctionSheet } from '../src/modules/cars/auction-sheet.entity.js';
import { CarImage } from '../src/modules/cars/car-image.entity.js';
import { Car } from '../src/modules/cars/car.entity.js';
import type { Make } from '../src/modules/makes/make.entity.js';
import { fullCarBody, makeImage, tempUploadDir, uniqueTag } from './support/admin-helpers.js';
import { api, type Method } from './support/api.js';
import { createCar, createMake } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, reserve } from './support/order-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const CAR_NOT_FOUND = { code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' };
const STOCK_ID = /^[A-Z]{2}\d{7}$/;

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
    toyota = await createMake(t, { slug: `toyota-${tag}`, title: `Toyota ${tag}` });
    nissan = await createMake(t, { slug: `nissan-${tag}`, title: `Nissan ${tag}`, active: false });
  });
  afterAll(async () => {
    await t.close();
    uploads.remove();
  });

  const auditFor = async (stockId: string) =>
    (await api(t, superadmin).get(`/api/admin/audit-log?targetType=car&targetId=${stockId}&limit=100`)).body.items.reverse() as Record<
      string,
      unknown
    >[];
  /** A car added through the API, as staff do (audited as car.create). */
  const postCar = async (overrides: Record<string, unknown> = {}) => {
    const res = await api(t, admin).post(
      '/api/admin/cars',
      fullCarBody(toyota.slug, { chassisNumber: `ZVW30-${uniqueTag()}`, ...overrides }),
    );
    expect(res.status).toBe(201);
    return res.body as { stockId: string } & Record<string, unknown>;
  };
  const addImages = (stockId: string, files: Buffer[], who: SignedIn = admin) => {
    let req = api(t, who).post(`/api/admin/cars/${stockId}/images`);
    files.forEach((file, i) => (req = req.attach('images', file, `photo-${i}.jpg`)));
    return req;
  };

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: regular }),
      routes: [
        { method: 'get', url: '/api/admin/cars' },
        { method: 'get', url: '/api/admin/cars/AB1234567' },
        { method: 'post', url: '/api/admin/cars', body: { model: 'Prius' } },
        { method: 'patch', url: '/api/admin/cars/AB1234567', body: { model: 'Prius' } },
        { method: 'patch', url: '/api/admin/cars/AB1234567/status', body: { status: 'reserved' } },
        { method: 'delete', url: '/api/admin/cars/AB1234567' },
        { method: 'post', url: '/api/admin/cars/AB1234567/images' },
        { method: 'put', url: '/api/admin/cars/AB1234567/images/order', body: { imageIds: [] } },
        { method: 'delete', url: '/api/admin/cars/AB1234567/images/1' },
        { method: 'get', url: '/api/admin/cars.csv' },
        { method: 'put', url: '/api/admin/cars/AB1234567/auction-sheet', body: SHEET },
        { method: 'delete', url: '/api/admin/cars/AB1234567/auction-sheet' },
        { method: 'post', url: '/api/admin/cars/bulk/preview', body: { refs: ['AB1234567'], action: 'set_status', status: 'sold' } },
        { method: 'post', url: '/api/admin/cars/bulk', body: { refs: ['AB1234567'], action: 'set_status', status: 'sold' } },
      ],
      expect: { anonymous: 401, user: 403 },
    });

    it('changes nothing when a regular user tries', async () => {
      const { car } = await createCar(t, { make: toyota });
      await api(t, regular).patch(`/api/admin/cars/${car.stockId}/status`, { status: 'sold' });
      await api(t, regular).delete(`/api/admin/cars/${car.stockId}`);
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
      const res = await api(t, admin).post('/api/admin/cars', body);
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
        holdingOrderId: null,
        nextStatuses: ['ready_to_ship', 'reserved', 'sold', 'withdrawn'],
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
      expect((await api(t, admin).get(`/api/admin/cars/${stockId}`)).body).toEqual(res.body);
      expect((await api(t, admin).get(`/api/admin/cars/${stockId.toLowerCase()}`)).body.stockId).toBe(stockId);

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
      const res = await api(t, admin).post('/api/admin/cars', body);
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
      const car = await postCar({ features: ['[not json'] });
      expect(car.features).toEqual([]);
    });

    it('refuses a stock id that exists (409) and an unknown make (400)', async () => {
      const { car: existing } = await createCar(t, { make: toyota });
      const taken = await api(t, admin).post('/api/admin/cars', fullCarBody(toyota.slug, { stockId: existing.stockId }));
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'STOCK_ID_TAKEN', message: `A car with the stock id ${existing.stockId} already exists.` });
      const unknown = await api(t, admin).post('/api/admin/cars', fullCarBody('no-such-make'));
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
      const res = await api(t, admin).post('/api/admin/cars', fullCarBody(toyota.slug, overrides));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please fill in all required fields' });
      expect(res.body.details).toContainEqual(expect.objectContaining({ field, message }));
    });

    it('refuses unknown fields, including the status and nested ones', async () => {
      for (const extra of [{ status: 'sold' }, { viewCount: 5 }, { auctionSheet: { ...SHEET, secret: 1 } }]) {
        const res = await api(t, admin).post('/api/admin/cars', fullCarBody(toyota.slug, extra));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('UNKNOWN_FIELD');
      }
    });
  });

  describe('PATCH /api/admin/cars/:ref', () => {
    it('edits fields, recomputes the volume, and audits only what changed', async () => {
      const car = await postCar();
      const res = await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, {
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
      const car = await postCar();
      const added = await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, { auctionSheet: SHEET });
      expect(added.body.auctionSheet).toMatchObject({ auctionHouse: 'USS Tokyo', overallGrade: '4.5' });
      const replaced = await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, {
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
      const removed = await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, { auctionSheet: null });
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

    it('adds, replaces and removes the auction sheet through its own route, refusing a bad one', async () => {
      const car = await postCar();
      const put = await api(t, admin).put(`/api/admin/cars/${car.stockId.toLowerCase()}/auction-sheet`, SHEET);
      expect(put.status).toBe(200);
      expect(put.body.auctionSheet).toMatchObject({
        auctionHouse: 'USS Tokyo',
        interiorGrade: 'B',
        tyreCondition: '7 mm all round',
        totalEvaluation: 'Clean car, light scratches',
        damages: [
          { code: 'A1', location: 'front bumper' },
          { code: 'U2', location: 'left rear door' },
          { code: 'XX', location: 'windscreen' },
        ],
        notes: 'Navigation is Japanese only',
        translatedDetails: SHEET.translatedDetails,
      });
      const edited = await api(t, admin).put(`/api/admin/cars/${car.stockId}/auction-sheet`, { ...SHEET, overallGrade: '3', damages: [] });
      expect(edited.body.auctionSheet).toMatchObject({ overallGrade: '3', damages: [] });
      const bad = await api(t, admin).put(`/api/admin/cars/${car.stockId}/auction-sheet`, {
        ...SHEET,
        auctionDate: '2999-01-01',
        damages: [{ code: 'Q9', location: 'roof' }],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['auctionDate', 'damages.0.code']);
      const removed = await api(t, admin).delete(`/api/admin/cars/${car.stockId}/auction-sheet`);
      expect(removed.status).toBe(200);
      expect(removed.body.auctionSheet).toBeNull();
      // Removing a sheet that is not there changes (and audits) nothing.
      expect((await api(t, admin).delete(`/api/admin/cars/${car.stockId}/auction-sheet`)).status).toBe(200);
      expect((await auditFor(car.stockId)).map((e) => e.action)).toEqual(['car.create', 'car.update', 'car.update', 'car.update']);
      expect((await api(t, admin).put('/api/admin/cars/ZZ0000000/auction-sheet', SHEET)).body).toMatchObject(CAR_NOT_FOUND);
    });

    it('changes the stock id, refusing one in use', async () => {
      const car = await postCar();
      const { car: other } = await createCar(t, { make: toyota });
      const taken = await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, { stockId: other.stockId });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('STOCK_ID_TAKEN');
      const next = `ZZ${String(Date.now()).slice(-7)}`;
      const res = await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, { stockId: next });
      expect(res.status).toBe(200);
      expect((await api(t, admin).get(`/api/admin/cars/${car.stockId}`)).status).toBe(404);
      expect((await auditFor(next))[0]).toMatchObject({ action: 'car.update', before: { stockId: car.stockId }, after: { stockId: next } });
    });

    it('records nothing when nothing changes', async () => {
      const car = await postCar();
      const res = await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, { model: 'Prius', fobPriceUsd: 12500 });
      expect(res.status).toBe(200);
      expect((await auditFor(car.stockId)).map((e) => e.action)).toEqual(['car.create']);
    });

    it('refuses null for a required field, an unknown make and the status', async () => {
      const car = await postCar();
      const nulled = await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, { model: null, year: null });
      expect(nulled.status).toBe(400);
      expect(nulled.body.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'model', message: 'Model is required' }),
          expect.objectContaining({ field: 'year', message: expect.stringMatching(/^Year is required/) }),
        ]),
      );
      expect((await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, { make: 'nope' })).body.code).toBe('UNKNOWN_MAKE');
      expect((await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, { status: 'sold' })).body.code).toBe('UNKNOWN_FIELD');
    });

    it.each(['ZZ0000000', 'not-a-ref', '1'])('answers 404 "Product not found!" for %s', async (ref) => {
      for (const [method, url, body] of [
        ['get', `/api/admin/cars/${ref}`, undefined],
        ['patch', `/api/admin/cars/${ref}`, { model: 'X' }],
        ['patch', `/api/admin/cars/${ref}/status`, { status: 'sold' }],
        ['delete', `/api/admin/cars/${ref}`, undefined],
        ['put', `/api/admin/cars/${ref}/images/order`, { imageIds: [] }],
      ] as [Method, string, object | undefined][]) {
        const res = await api(t, admin)[method](url, body);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject(CAR_NOT_FOUND);
      }
    });
  });

  describe('PATCH /api/admin/cars/:ref/status', () => {
    const setStatus = (stockId: string, status: string, who: SignedIn = admin) =>
      api(t, who).patch(`/api/admin/cars/${stockId}/status`, { status });

    it('follows the allowed transitions from available to released, auditing each', async () => {
      const car = await postCar();
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
      const car = await postCar();
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
      const { car } = await createCar(t, { make: toyota, status: from });
      const res = await setStatus(car.stockId, to);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message });
      expect((await t.dataSource.getRepository(Car).findOneByOrFail({ id: car.id })).status).toBe(from);
      expect(await auditFor(car.stockId)).toEqual([]);
    });

    it('explains an unknown status', async () => {
      const car = await postCar();
      const res = await setStatus(car.stockId, 'stolen');
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(
        expect.objectContaining({
          field: 'status',
          message: 'Status must be one of available, ready_to_ship, reserved, sold, in_transit, released, withdrawn',
        }),
      );
    });

    describe('withdrawn from sale (issue 24)', () => {
      const bulk = (path: 'bulk', body: object) => api(t, admin).post(`/api/admin/cars/${path}`, body);
      const carRow = (stockId: string) => t.dataSource.getRepository(Car).findOneByOrFail({ stockId });
      const publicRefs = async (make: Make) =>
        ((await api(t, regular).get('/api/cars').query({ make: make.slug }).expect(200)).body.items as { ref: string }[]).map((c) => c.ref);

      it('takes an available or ready-to-ship car off sale and puts it back: hidden and never reservable meanwhile', async () => {
        const tag = uniqueTag();
        const own = await createMake(t, { slug: `daihatsu-${tag}`, title: `Daihatsu ${tag}` });
        const [kept, ready] = [await createCar(t, { make: own }), await createCar(t, { make: own, status: 'ready_to_ship' })];
        const car = await postCar({ make: own.slug });
        const customer = await createCustomer(t);
        expect((await publicRefs(own)).sort()).toEqual([kept.car.stockId, ready.car.stockId, car.stockId].sort());

        const withdrawn = await setStatus(car.stockId, 'withdrawn');
        expect(withdrawn.status).toBe(200);
        expect(withdrawn.body).toMatchObject({ status: 'withdrawn', badges: [], nextStatuses: ['available'], holdingOrderId: null });
        expect((await setStatus(ready.car.stockId, 'withdrawn')).status).toBe(200);

        // Off the catalogue as a sold car is: list, search, facets, its page; and refused to a customer.
        expect(await publicRefs(own)).toEqual([kept.car.stockId]);
        expect((await api(t, regular).get('/api/cars').query({ q: car.stockId }).expect(200)).body).toMatchObject({ items: [], total: 0 });
        const facets = (await api(t, regular).get('/api/cars/facets').query({ make: own.slug }).expect(200)).body;
        expect(facets.makes).toContainEqual(expect.objectContaining({ value: own.slug, count: 1 }));
        expect(facets.models).toEqual([expect.objectContaining({ count: 1 })]);
        for (const ref of [car.stockId, ready.car.stockId]) {
          expect((await api(t, regular).get(`/api/cars/detail/ref/${ref}`).expect(404)).body).toMatchObject(CAR_NOT_FOUND);
          expect((await reserve(t, customer, ref).expect(409)).body).toMatchObject({
            code: 'CAR_NOT_AVAILABLE',
            message: 'This car is no longer available.',
          });
        }
        // Nothing but back on sale: never reserved, sold or shipped while withdrawn, nor withdrawn twice.
        for (const [to, message] of [
          ['reserved', 'This car cannot go from withdrawn to reserved.'],
          ['ready_to_ship', 'This car cannot go from withdrawn to ready to ship.'],
          ['sold', 'This car cannot go from withdrawn to sold.'],
          ['withdrawn', 'This car is already withdrawn.'],
        ] as const) {
          expect((await setStatus(car.stockId, to).expect(409)).body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message });
        }

        const back = await setStatus(car.stockId, 'available');
        expect(back.body).toMatchObject({
          status: 'available',
          badges: ['Available'],
          nextStatuses: expect.arrayContaining(['withdrawn']),
        });
        expect((await publicRefs(own)).sort()).toEqual([kept.car.stockId, car.stockId].sort());
        expect((await reserve(t, customer, car.stockId)).status).toBe(201);
        const audit = (await auditFor(car.stockId)).filter((e) => e.action === 'car.status_change');
        expect(audit.map((e) => [e.before, e.after])).toEqual([
          [{ status: 'available' }, { status: 'withdrawn' }],
          [{ status: 'withdrawn' }, { status: 'available' }],
          [{ status: 'available' }, expect.objectContaining({ status: 'reserved' })],
        ]);
        // A withdrawn car no order ever held can be deleted.
        expect((await api(t, admin).delete(`/api/admin/cars/${ready.car.stockId}`)).status).toBe(200);
      });

      it('refuses to withdraw a car an order holds, alone or in bulk, and offers nothing but its order', async () => {
        const car = await postCar();
        const free = await postCar();
        const customer = await createCustomer(t);
        const order = (await reserve(t, customer, car.stockId).expect(201)).body;
        const refused = await setStatus(car.stockId, 'withdrawn');
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({
          code: 'CAR_FOLLOWS_ORDER',
          message: `This car belongs to order ${order.id}: its status changes only with the order.`,
        });
        expect((await api(t, admin).get(`/api/admin/cars/${car.stockId}`).expect(200)).body).toMatchObject({
          status: 'reserved',
          nextStatuses: [],
          holdingOrderId: order.id,
        });
        const res = await bulk('bulk', { refs: [car.stockId, free.stockId], action: 'set_status', status: 'withdrawn' });
        expect(res.body).toMatchObject({ applied: true, changed: 1, refused: 1 });
        expect(res.body.items).toEqual([
          expect.objectContaining({ stockId: car.stockId, ok: false, error: expect.objectContaining({ code: 'CAR_FOLLOWS_ORDER' }) }),
          expect.objectContaining({ stockId: free.stockId, ok: true, after: expect.objectContaining({ status: 'withdrawn' }) }),
        ]);
        expect((await carRow(car.stockId)).status).toBe('reserved');
        expect((await carRow(free.stockId)).status).toBe('withdrawn');
      });
    });

    it('lets only one of two simultaneous reservations through', async () => {
      const car = await postCar();
      const [a, b] = await Promise.all([setStatus(car.stockId, 'reserved'), setStatus(car.stockId, 'reserved', superadmin)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
    });
  });

  describe('images', () => {
    const imagesOf = async (stockId: string) =>
      (await api(t, admin).get(`/api/admin/cars/${stockId}`)).body as {
        images: { id: string; url: string; thumbnailUrl: string; position: number }[];
        featuredImageUrl: string | null;
        featuredThumbnailUrl: string | null;
      };

    it('adds, reorders and deletes images, keeping the featured image in sync and auditing each change', async () => {
      const car = await postCar();
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

      const reordered = await api(t, admin).put(`/api/admin/cars/${car.stockId}/images/order`, { imageIds: [c.id, a!.id, b!.id] });
      expect(reordered.status).toBe(200);
      expect(reordered.body.images.map((i: { id: string; position: number }) => [i.id, i.position])).toEqual([
        [c.id, 0],
        [a!.id, 1],
        [b!.id, 2],
      ]);
      expect(reordered.body).toMatchObject({ featuredImageUrl: c.url, featuredThumbnailUrl: c.thumbnailUrl });
      const stored = await t.dataSource.getRepository(Car).findOneByOrFail({ stockId: car.stockId });
      expect(stored.featuredImageUrl).toBe(c.url);

      const deleted = await api(t, admin).delete(`/api/admin/cars/${car.stockId}/images/${c.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.images.map((i: { id: string; position: number }) => [i.id, i.position])).toEqual([
        [a!.id, 0],
        [b!.id, 1],
      ]);
      expect(deleted.body.featuredImageUrl).toBe(a!.url);
      expect((await t.http.get(c.url)).status).toBe(404);
      expect((await t.http.get(c.thumbnailUrl)).status).toBe(404);

      // Deleting a non-featured image keeps the featured one.
      const lastButOne = await api(t, admin).delete(`/api/admin/cars/${car.stockId}/images/${b!.id}`);
      expect(lastButOne.body.featuredImageUrl).toBe(a!.url);
      const empty = await api(t, admin).delete(`/api/admin/cars/${car.stockId}/images/${a!.id}`);
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
      const car = await postCar();
      const images = (await addImages(car.stockId, [await makeImage('png'), await makeImage('webp')])).body.images as { id: string }[];
      const [x, y] = images.map((i) => i.id) as [string, string];
      const other = await postCar();
      const foreign = ((await addImages(other.stockId, [await makeImage('png')])).body.images as { id: string }[])[0]!.id;
      for (const imageIds of [[x], [x, x], [x, y, foreign], [x, foreign], []]) {
        const res = await api(t, admin).put(`/api/admin/cars/${car.stockId}/images/order`, { imageIds });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'INVALID_IMAGE_ORDER',
          message: 'Send every image id of this car exactly once, in the new order.',
        });
      }
      const malformed = await api(t, admin).put(`/api/admin/cars/${car.stockId}/images/order`, { imageIds: [1, 2] });
      expect(malformed.status).toBe(400);
      expect((await imagesOf(car.stockId)).images.map((i) => i.id)).toEqual([x, y]);
      // The same order is accepted and changes nothing.
      expect((await api(t, admin).put(`/api/admin/cars/${car.stockId}/images/order`, { imageIds: [x, y] })).status).toBe(200);
      expect((await auditFor(car.stockId)).map((e) => e.action)).toEqual(['car.create', 'car.image_add']);
    });

    it('refuses to delete another car’s image or an unknown one (404)', async () => {
      const car = await postCar();
      const other = await postCar();
      const foreign = ((await addImages(other.stockId, [await makeImage('png')])).body.images as { id: string }[])[0]!.id;
      for (const imageId of [foreign, '999999999', 'abc']) {
        const res = await api(t, admin).delete(`/api/admin/cars/${car.stockId}/images/${imageId}`);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'IMAGE_NOT_FOUND', message: 'Image not found.' });
      }
      expect((await imagesOf(other.stockId)).images).toHaveLength(1);
    });

    it('leaves shared pictures it did not upload (the demo catalogue’s) on disk when a car lets go of them', async () => {
      const shared = path.join(uploads.dir, 'demo', 'cars', 'sedan-white-front.webp');
      mkdirSync(path.dirname(shared), { recursive: true });
      writeFileSync(shared, await makeImage('webp'));
      // No gallery of their own: the test gives each the shared picture at position 0.
      const cars = [(await createCar(t, { make: toyota, images: 0 })).car, (await createCar(t, { make: toyota, images: 0 })).car];
      for (const car of cars) {
        await t.dataSource.getRepository(CarImage).insert({
          carId: car.id,
          position: 0,
          url: '/uploads/demo/cars/sedan-white-front.webp',
          thumbnailUrl: '/uploads/demo/cars/sedan-white-front-thumb.webp',
        });
      }
      const imageId = (await imagesOf(cars[0]!.stockId)).images[0]!.id;
      expect((await api(t, admin).delete(`/api/admin/cars/${cars[0]!.stockId}/images/${imageId}`)).status).toBe(200);
      expect((await api(t, admin).delete(`/api/admin/cars/${cars[1]!.stockId}`)).status).toBe(200);
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
      make = await createMake(t);
      // One by one, so the newest is the last.
      made.push((await createCar(t, { make, status: 'available', model: 'Corolla Axio', chassisNumber: 'NZE161-0000001' })).car);
      made.push((await createCar(t, { make, status: 'sold', model: 'Hiace', chassisNumber: 'KDH200-0000002' })).car);
      made.push((await createCar(t, { make, status: 'in_transit', model: 'Land Cruiser', chassisNumber: 'URJ202-0000003' })).car);
      made.push(
        (
          await createCar(t, {
            make,
            status: 'reserved',
            model: 'Corolla Fielder',
            chassisNumber: 'NZE164-0000004',
            fobPriceUsd: '7300.50',
          })
        ).car,
      );
    });
    const stockIds = (res: Response) => (res.body.items as { stockId: string }[]).map((c) => c.stockId);

    it('lists cars in every status, newest first, with prices', async () => {
      const res = await api(t, admin).get(`/api/admin/cars?make=${make.slug}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 4, page: 1, limit: 20 });
      expect(stockIds(res)).toEqual(made.map((c) => c.stockId).reverse());
      expect(res.body.items[0]).toMatchObject({ status: 'reserved', fobPriceUsd: '7300.50', make: { slug: make.slug } });
      expect(res.body.items[0]).not.toHaveProperty('images');
    });

    it('filters by status (one or several), text and page', async () => {
      expect(stockIds(await api(t, admin).get(`/api/admin/cars?make=${make.slug}&status=sold`))).toEqual([made[1]!.stockId]);
      expect(stockIds(await api(t, admin).get(`/api/admin/cars?make=${make.slug}&status=sold,in_transit`))).toEqual([
        made[2]!.stockId,
        made[1]!.stockId,
      ]);
      expect(stockIds(await api(t, admin).get(`/api/admin/cars?make=${make.slug}&q=corolla`))).toEqual([
        made[3]!.stockId,
        made[0]!.stockId,
      ]);
      expect(stockIds(await api(t, admin).get(`/api/admin/cars?q=URJ202-0000003`))).toEqual([made[2]!.stockId]);
      expect(stockIds(await api(t, admin).get(`/api/admin/cars?q=${made[1]!.stockId.toLowerCase()}`))).toEqual([made[1]!.stockId]);
      const page2 = await api(t, admin).get(`/api/admin/cars?make=${make.slug}&limit=3&page=2`);
      expect(page2.body).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(stockIds(page2)).toEqual([made[0]!.stockId]);
      expect((await api(t, admin).get(`/api/admin/cars?make=no-such-make`)).body.total).toBe(0);
      // An empty search box is no filter.
      expect((await api(t, admin).get(`/api/admin/cars?make=${make.slug}&q=&status=`)).body.total).toBe(4);
    });

    it('filters by every catalogue field, price and creation date, over every status', async () => {
      const other = await createMake(t);
      const base = { make: other, model: 'Hilux', steering: 'left' as const, fuel: 'diesel', transmission: 'manual', bodyType: 'pickup' };
      const old = (
        await createCar(t, {
          ...base,
          status: 'sold',
          year: 2012,
          fobPriceUsd: '5000.00',
          mileageKm: 150000,
          stockPort: 'Nagoya',
          locationCountry: 'JP',
          createdAt: new Date('2024-01-10T10:00:00Z'),
        })
      ).car;
      const mid = (
        await createCar(t, {
          ...base,
          status: 'available',
          year: 2016,
          fobPriceUsd: '9000.00',
          mileageKm: 90000,
          stockPort: 'Yokohama',
          locationCountry: 'JP',
          createdAt: new Date('2025-06-01T10:00:00Z'),
        })
      ).car;
      const fresh = (
        await createCar(t, {
          ...base,
          status: 'released',
          year: 2020,
          fobPriceUsd: '15000.00',
          mileageKm: 30000,
          steering: 'right',
          fuel: 'petrol',
          transmission: 'automatic',
          bodyType: 'suv',
          stockPort: 'Durban',
          locationCountry: 'ZA',
          createdAt: new Date('2026-02-01T10:00:00Z'),
        })
      ).car;
      const list = async (query: string) => {
        const res = await api(t, admin).get(`/api/admin/cars?make=${other.slug}&${query}`);
        expect(res.status).toBe(200);
        return stockIds(res);
      };
      expect(await list('')).toEqual([fresh.stockId, mid.stockId, old.stockId]);
      expect(await list('model=hilux&yearMin=2014&yearMax=2018')).toEqual([mid.stockId]);
      expect(await list('priceMin=8000&priceMax=15000')).toEqual([fresh.stockId, mid.stockId]);
      expect(await list('mileageMax=100000')).toEqual([fresh.stockId, mid.stockId]);
      expect(await list('steering=left&fuel=diesel&transmission=manual&bodyType=pickup')).toEqual([mid.stockId, old.stockId]);
      expect(await list('location=durban')).toEqual([fresh.stockId]);
      expect(await list('country=JP')).toEqual([mid.stockId, old.stockId]);
      expect(await list('createdFrom=2025-01-01&createdTo=2025-12-31')).toEqual([mid.stockId]);
      expect(await list('createdTo=2024-01-10')).toEqual([old.stockId]);
      expect(await list('status=sold,released')).toEqual([fresh.stockId, old.stockId]);
      const res = await api(t, admin).get(`/api/admin/cars?make=${other.slug}&year=1`);
      expect(res.status).toBe(400);
    });

    it('sorts by created, price, year, mileage, stock id and status, both ways', async () => {
      const sortMake = await createMake(t);
      const cars = [
        (await createCar(t, { make: sortMake, status: 'sold', year: 2015, fobPriceUsd: '3000.00', mileageKm: 50000, stockId: 'SB0000002' }))
          .car,
        (
          await createCar(t, {
            make: sortMake,
            status: 'available',
            year: 2019,
            fobPriceUsd: '8000.00',
            mileageKm: 10000,
            stockId: 'SA0000003',
          })
        ).car,
        (
          await createCar(t, {
            make: sortMake,
            status: 'reserved',
            year: 2011,
            fobPriceUsd: '5000.00',
            mileageKm: 90000,
            stockId: 'SC0000001',
          })
        ).car,
      ];
      const [a, b, c] = cars.map((car) => car.stockId);
      const sorted = async (sort: string) => stockIds(await api(t, admin).get(`/api/admin/cars?make=${sortMake.slug}&sort=${sort}`));
      expect(await sorted('-createdAt')).toEqual([c, b, a]);
      expect(await sorted('createdAt')).toEqual([a, b, c]);
      expect(await sorted('price')).toEqual([a, c, b]);
      expect(await sorted('-price')).toEqual([b, c, a]);
      expect(await sorted('-year')).toEqual([b, a, c]);
      expect(await sorted('mileage')).toEqual([b, a, c]);
      expect(await sorted('stockId')).toEqual([b, a, c]);
      expect(await sorted('-stockId')).toEqual([c, a, b]);
      expect(await sorted('status')).toEqual([b, c, a]);
      const bad = await api(t, admin).get(`/api/admin/cars?sort=colour`);
      expect(bad.status).toBe(400);
      expect(bad.body.details).toContainEqual(expect.objectContaining({ field: 'sort' }));
    });

    it('reports an exact total for small answers, and says whether a total is an estimate', async () => {
      const res = await api(t, admin).get(`/api/admin/cars?make=${make.slug}&limit=2`);
      expect(res.body).toMatchObject({ total: 4, totalIsEstimate: false });
    });

    it('exports what is filtered as CSV, in the list’s sort', async () => {
      const res = await api(t, admin).get(`/api/admin/cars.csv?make=${make.slug}&status=available,reserved&sort=stockId`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cars-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toMatch(/^Stock id,Status,Make,Model,Year,/);
      const expected = [made[0]!, made[3]!].map((c) => c.stockId).sort();
      expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(expected);
      expect(lines.find((l) => l.startsWith(made[3]!.stockId))).toContain('7300.50');
      expect((await api(t, admin).get(`/api/admin/cars.csv?createdFrom=2026-02-01&createdTo=2026-01-01`)).status).toBe(400);
      expect((await api(t, admin).get(`/api/admin/cars.csv?page=2`)).status).toBe(400);
    });

    it.each([
      ['status=stolen', 'status', 'Status must be one of available, ready_to_ship, reserved, sold, in_transit, released, withdrawn'],
      ['limit=0', 'limit', 'Limit must be a whole number of at least 1'],
    ])('explains an invalid %s', async (query, field, message) => {
      const res = await api(t, admin).get(`/api/admin/cars?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual(expect.objectContaining({ field, message }));
    });
  });

  describe('bulk actions', () => {
    const bulk = (path: 'bulk' | 'bulk/preview', body: object, who: SignedIn = admin) => api(t, who).post(`/api/admin/cars/${path}`, body);
    const carRow = (stockId: string) => t.dataSource.getRepository(Car).findOneByOrFail({ stockId });

    it('previews a price change per car, changing nothing', async () => {
      const a = (await createCar(t, { make: toyota, fobPriceUsd: '10000.00' })).car;
      const b = (await createCar(t, { make: toyota, fobPriceUsd: '1234.55', status: 'sold' })).car;
      const version = await t.app.get(CatalogueVersion).current();
      const res = await bulk('bulk/preview', {
        refs: [a.stockId, b.stockId.toLowerCase(), a.stockId, 'ZZ0000000'],
        action: 'change_price',
        percent: -5,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        applied: false,
        changed: 2,
        refused: 1,
        items: [
          {
            stockId: a.stockId,
            ok: true,
            before: { status: 'available', fobPriceUsd: '10000.00' },
            after: { status: 'available', fobPriceUsd: '9500.00' },
            error: null,
          },
          // 1234.55 × 0.95 = 1172.8225 → 1172.82
          {
            stockId: b.stockId,
            ok: true,
            before: { status: 'sold', fobPriceUsd: '1234.55' },
            after: { status: 'sold', fobPriceUsd: '1172.82' },
            error: null,
          },
          {
            stockId: 'ZZ0000000',
            ok: false,
            before: null,
            after: null,
            error: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' },
          },
        ],
      });
      expect((await carRow(a.stockId)).fobPriceUsd).toBe('10000.00');
      expect((await carRow(b.stockId)).fobPriceUsd).toBe('1234.55');
      expect(await auditFor(a.stockId)).toEqual([]);
      expect(await t.app.get(CatalogueVersion).current()).toBe(version);
    });

    it('applies a price change in one go, rounding half up to the cent, with one audit entry per car', async () => {
      const a = (await createCar(t, { make: toyota, fobPriceUsd: '999.95' })).car;
      const b = (await createCar(t, { make: toyota, fobPriceUsd: '20000.00' })).car;
      const version = Number(await t.app.get(CatalogueVersion).current());
      const res = await bulk('bulk', { refs: [a.stockId, b.stockId], action: 'change_price', percent: '12.5' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ applied: true, changed: 2, refused: 0 });
      // 999.95 × 1.125 = 1124.94375 → 1124.94
      expect((await carRow(a.stockId)).fobPriceUsd).toBe('1124.94');
      expect((await carRow(b.stockId)).fobPriceUsd).toBe('22500.00');
      const audit = await auditFor(a.stockId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'car.update', before: { fobPriceUsd: '999.95' }, after: { fobPriceUsd: '1124.94' } });
      expect(await auditFor(b.stockId)).toHaveLength(1);
      expect(Number(await t.app.get(CatalogueVersion).current())).toBeGreaterThan(version);
      // The public detail shows the new price at once.
      const detail = await api(t, regular).get(`/api/cars/detail/ref/${b.stockId}`);
      expect(detail.body.price).toMatchObject({ amount: '22500.00' });
    });

    it('sets a status through the single change’s rules, changing those that may and listing the others’ errors', async () => {
      const ok = (await createCar(t, { make: toyota, status: 'available' })).car;
      const same = (await createCar(t, { make: toyota, status: 'reserved' })).car;
      const stuck = (await createCar(t, { make: toyota, status: 'released' })).car;
      const res = await bulk('bulk', { refs: [ok.stockId, same.stockId, stuck.stockId], action: 'set_status', status: 'reserved' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ applied: true, changed: 1, refused: 2 });
      expect(res.body.items).toEqual([
        expect.objectContaining({ stockId: ok.stockId, ok: true, after: expect.objectContaining({ status: 'reserved' }) }),
        expect.objectContaining({
          stockId: same.stockId,
          ok: false,
          error: { code: 'CAR_ALREADY_RESERVED', message: 'This car is already reserved!' },
        }),
        expect.objectContaining({
          stockId: stuck.stockId,
          ok: false,
          error: {
            code: 'INVALID_STATUS_TRANSITION',
            message: 'This car cannot go from released to reserved.',
            params: { from: 'released', to: 'reserved' },
          },
        }),
      ]);
      expect((await carRow(ok.stockId)).status).toBe('reserved');
      expect((await carRow(stuck.stockId)).status).toBe('released');
      expect(await auditFor(ok.stockId)).toEqual([
        expect.objectContaining({ action: 'car.status_change', before: { status: 'available' }, after: { status: 'reserved' } }),
      ]);
      expect(await auditFor(stuck.stockId)).toEqual([]);
    });

    it('changes nothing and writes nothing when no car may change', async () => {
      const stuck = (await createCar(t, { make: toyota, status: 'released' })).car;
      const version = await t.app.get(CatalogueVersion).current();
      const res = await bulk('bulk', { refs: [stuck.stockId], action: 'set_status', status: 'available' });
      expect(res.body).toMatchObject({ applied: true, changed: 0, refused: 1 });
      expect(await t.app.get(CatalogueVersion).current()).toBe(version);
    });

    it('refuses a customer, changing nothing', async () => {
      const car = (await createCar(t, { make: toyota, fobPriceUsd: '5000.00' })).car;
      expect((await bulk('bulk', { refs: [car.stockId], action: 'change_price', percent: 10 }, regular)).status).toBe(403);
      expect((await bulk('bulk/preview', { refs: [car.stockId], action: 'change_price', percent: 10 }, regular)).status).toBe(403);
      expect((await carRow(car.stockId)).fobPriceUsd).toBe('5000.00');
    });

    it.each([
      [{ refs: [], action: 'set_status', status: 'sold' }, 'refs', 'Refs must be a list of 1 to 500 stock ids'],
      [
        { refs: Array.from({ length: 501 }, (_, i) => `AB${String(i).padStart(7, '0')}`), action: 'set_status', status: 'sold' },
        'refs',
        'Refs must be a list of 1 to 500 stock ids',
      ],
      [{ refs: ['AB1234567'], action: 'delete' }, 'action', 'Action must be one of set_status, change_price'],
      [{ refs: ['AB1234567'], action: 'set_status' }, 'status', 'Status is required'],
      [
        { refs: ['AB1234567'], action: 'set_status', status: 'stolen' },
        'status',
        'Status must be one of available, ready_to_ship, reserved, sold, in_transit, released, withdrawn',
      ],
      [{ refs: ['AB1234567'], action: 'change_price' }, 'percent', 'Percent is required'],
      [
        { refs: ['AB1234567'], action: 'change_price', percent: 0.1234 },
        'percent',
        'Percent must be a number from -90 to 100, not 0, with at most 2 decimals, e.g. -5 or 10',
      ],
      [
        { refs: ['AB1234567'], action: 'change_price', percent: '-95' },
        'percent',
        'Percent must be a number from -90 to 100, not 0, with at most 2 decimals, e.g. -5 or 10',
      ],
      [
        { refs: ['AB1234567'], action: 'change_price', percent: '0' },
        'percent',
        'Percent must be a number from -90 to 100, not 0, with at most 2 decimals, e.g. -5 or 10',
      ],
      [{ refs: ['AB1234567'], action: 'change_price', percent: '5', extra: 1 }, 'extra', undefined],
    ])('refuses a bad body (%#)', async (body, field, message) => {
      for (const path of ['bulk', 'bulk/preview'] as const) {
        const res = await bulk(path, body);
        expect(res.status).toBe(400);
        expect(res.body.details).toContainEqual(expect.objectContaining({ field, ...(message ? { message } : {}) }));
      }
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
          const res = await api(t, admin).post('/api/admin/cars', fullCarBody(toyota.slug, { chassisNumber: `ZVW30-${uniqueTag()}` }));
          stockId = res.body.stockId;
          return res;
        },
        true,
      ]);
      steps.push(['edit', () => api(t, admin).patch(`/api/admin/cars/${stockId}`, { mileageKm: 1 }), true]);
      steps.push(['empty edit', () => api(t, admin).patch(`/api/admin/cars/${stockId}`, { mileageKm: 1 }), false]);
      steps.push(['status', () => api(t, admin).patch(`/api/admin/cars/${stockId}/status`, { status: 'reserved' }), true]);
      steps.push(['refused status', () => api(t, admin).patch(`/api/admin/cars/${stockId}/status`, { status: 'reserved' }), false]);
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
          const ids = (await api(t, admin).get(`/api/admin/cars/${stockId}`)).body.images.map((i: { id: string }) => i.id).reverse();
          return api(t, admin).put(`/api/admin/cars/${stockId}/images/order`, { imageIds: ids });
        },
        true,
      ]);
      steps.push(['image delete', () => api(t, admin).delete(`/api/admin/cars/${stockId}/images/${imageId}`), true]);
      steps.push(['back to available', () => api(t, admin).patch(`/api/admin/cars/${stockId}/status`, { status: 'available' }), true]);
      steps.push(['delete', () => api(t, admin).delete(`/api/admin/cars/${stockId}`), true]);
      for (const [name, step, bumps] of steps) {
        const before = await version();
        const res = await step();
        expect({ name, status: res.status < 300 || !bumps }).toEqual({ name, status: true });
        expect({ name, bumped: (await version()) > before }).toEqual({ name, bumped: bumps });
      }
    });

    it('show every change on the public detail at once, though the detail is cached', async () => {
      const car = await postCar();
      const setStatus = (status: string) => api(t, admin).patch(`/api/admin/cars/${car.stockId}/status`, { status });
      const detail = (who: SignedIn | null) => api(t, who).get(`/api/cars/detail/ref/${car.stockId}`);
      // The signed-in reader comes first, so a row with the price is in the cache when the anonymous one asks.
      expect((await detail(regular)).body.price).toEqual({ amount: '12500.00', currency: 'USD' });
      expect((await detail(null)).body).not.toHaveProperty('price');
      expect((await detail(null)).body).not.toHaveProperty('price');
      expect((await detail(regular)).body.mileageKm).toBe(48000);

      await api(t, admin).patch(`/api/admin/cars/${car.stockId}`, { mileageKm: 51000, fobPriceUsd: '11900.00' });
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
      const car = await postCar({ auctionSheet: SHEET });
      const images = (await addImages(car.stockId, [await makeImage('png')])).body.images as { url: string; thumbnailUrl: string }[];
      const res = await api(t, admin).delete(`/api/admin/cars/${car.stockId}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Car deleted successfully' });
      expect((await api(t, admin).get(`/api/admin/cars/${car.stockId}`)).status).toBe(404);
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
      const { car } = await createCar(t, { make: toyota, status });
      const res = await api(t, admin).delete(`/api/admin/cars/${car.stockId}`);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CAR_NOT_DELETABLE');
      expect(res.body.message).toBe(`Only an available or ready-to-ship car can be deleted; this one is ${status.replace('_', ' ')}.`);
      expect(await t.dataSource.getRepository(Car).countBy({ id: car.id })).toBe(1);
    });
  });
});
