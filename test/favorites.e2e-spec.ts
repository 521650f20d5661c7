import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Car } from '../src/modules/cars/car.entity.js';
import { Favorite } from '../src/modules/favorites/favorite.entity.js';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { createCar } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const NOT_FOUND = { statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' };
const ADDED = { success: true, message: 'Added to favorites' };
const REMOVED = { success: true, message: 'Removed from favorites' };

/** My Favorites (issue 10): the heart's check/add/remove by stock id, and the list that keeps sold cars, marked. */
describe('favorites', () => {
  let t: TestApp;
  let amina: SignedIn;
  let bilal: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off' });
    [amina, bilal, admin] = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t, { role: 'admin' })]);
  });
  afterAll(() => t.close());

  const setStatus = (car: Car, status: Car['status']) => t.dataSource.getRepository(Car).update({ id: car.id }, { status });
  const rowsOf = (car: Car) => t.dataSource.getRepository(Favorite).countBy({ carId: car.id });

  describe('who may call', () => {
    let car: Car;
    beforeAll(async () => {
      car = (await createCar(t)).car;
    });
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: amina, admin }),
      expect: { anonymous: 401, user: 200, admin: 200 },
      routes: [
        { method: 'get', url: '/api/favorites' },
        { method: 'get', url: '/api/favorites/refs' },
        { method: 'get', url: '/api/favorites/check/AB1234567', expect: { user: 404, admin: 404 } },
        { method: 'post', url: '/api/favorites/AB1234567', expect: { user: 404, admin: 404 } },
        { method: 'delete', url: '/api/favorites/AB1234567', expect: { user: 404, admin: 404 } },
      ],
    });
    it('asks an anonymous caller to sign in for a real car too, and stores nothing', async () => {
      for (const method of ['get', 'post', 'delete'] as const) {
        const url = method === 'get' ? `/api/favorites/check/${car.stockId}` : `/api/favorites/${car.stockId}`;
        const res = await api(t, null)[method](url);
        expect([res.status, res.body.code]).toEqual([401, 'AUTH_REQUIRED']);
      }
      expect(await rowsOf(car)).toBe(0);
    });
  });

  it('adds, checks and removes a car by its stock id, idempotently, keeping one row', async () => {
    const { car } = await createCar(t);
    expect((await api(t, amina).get(`/api/favorites/check/${car.stockId}`).expect(200)).body).toEqual({ isFavorite: false });

    expect((await api(t, amina).post(`/api/favorites/${car.stockId}`).expect(200)).body).toEqual(ADDED);
    expect((await api(t, amina).post(`/api/favorites/${car.stockId.toLowerCase()}`).expect(200)).body).toEqual(ADDED);
    expect(await rowsOf(car)).toBe(1);
    expect((await api(t, amina).get(`/api/favorites/check/${car.stockId}`).expect(200)).body).toEqual({ isFavorite: true });
    // Another customer's favorites are their own.
    expect((await api(t, bilal).get(`/api/favorites/check/${car.stockId}`).expect(200)).body).toEqual({ isFavorite: false });

    expect((await api(t, amina).delete(`/api/favorites/${car.stockId}`).expect(200)).body).toEqual(REMOVED);
    expect((await api(t, amina).delete(`/api/favorites/${car.stockId}`).expect(200)).body).toEqual(REMOVED);
    expect(await rowsOf(car)).toBe(0);
    expect((await api(t, amina).get(`/api/favorites/check/${car.stockId}`).expect(200)).body).toEqual({ isFavorite: false });

    // Only real changes are audited: one add, one remove.
    const audit = await auditEntries(t, 'favorite', car.stockId);
    expect(audit.map((e) => e.action)).toEqual(['favorite.add', 'favorite.remove']);
  });

  it('lists my favorites’ stock ids in one answer, newest first, sold ones too, and only mine', async () => {
    const who = await signedInUser(t);
    expect((await api(t, who).get('/api/favorites/refs').expect(200)).body).toEqual({ refs: [] });
    const cars = [(await createCar(t)).car, (await createCar(t)).car, (await createCar(t)).car];
    for (const car of cars) await api(t, who).post(`/api/favorites/${car.stockId}`).expect(200);
    await setStatus(cars[0], 'sold');
    expect((await api(t, who).get('/api/favorites/refs').expect(200)).body).toEqual({
      refs: [cars[2].stockId, cars[1].stockId, cars[0].stockId],
    });
    await api(t, who).delete(`/api/favorites/${cars[1].stockId}`).expect(200);
    expect((await api(t, who).get('/api/favorites/refs').expect(200)).body).toEqual({ refs: [cars[2].stockId, cars[0].stockId] });
    // Another customer's are their own.
    const other = await signedInUser(t);
    expect((await api(t, other).get('/api/favorites/refs').expect(200)).body).toEqual({ refs: [] });
  });

  it('keeps one row when the same car is added twice at once', async () => {
    const { car } = await createCar(t);
    const answers = await Promise.all([1, 2, 3].map(() => api(t, bilal).post(`/api/favorites/${car.stockId}`)));
    expect(answers.map((r) => [r.status, r.body])).toEqual([1, 2, 3].map(() => [200, ADDED]));
    expect(await rowsOf(car)).toBe(1);
  });

  it('answers an unknown or malformed stock id with "Product not found!" on every route', async () => {
    for (const ref of ['ZZ0000000', 'not-a-ref', '1']) {
      expect((await api(t, amina).get(`/api/favorites/check/${ref}`).expect(404)).body).toMatchObject(NOT_FOUND);
      expect((await api(t, amina).post(`/api/favorites/${ref}`).expect(404)).body).toMatchObject(NOT_FOUND);
      expect((await api(t, amina).delete(`/api/favorites/${ref}`).expect(404)).body).toMatchObject(NOT_FOUND);
    }
  });

  it('refuses to add a car no longer in the catalogue, as its page does, but lets it be checked and removed', async () => {
    const { car } = await createCar(t, { status: 'sold' });
    expect((await api(t, amina).post(`/api/favorites/${car.stockId}`).expect(404)).body).toMatchObject(NOT_FOUND);
    expect((await api(t, amina).get(`/api/favorites/check/${car.stockId}`).expect(200)).body).toEqual({ isFavorite: false });
    expect((await api(t, amina).delete(`/api/favorites/${car.stockId}`).expect(200)).body).toEqual(REMOVED);
    expect(await rowsOf(car)).toBe(0);
  });

  describe('My Favorites', () => {
    let chika: SignedIn;
    let cars: Car[];

    beforeAll(async () => {
      chika = await signedInUser(t);
      cars = [];
      for (let i = 0; i < 4; i += 1) cars.push((await createCar(t, { fobPriceUsd: `${7000 + i}.00` })).car);
      for (const car of cars) await api(t, chika).post(`/api/favorites/${car.stockId}`).expect(200);
    });

    it('lists my favorites newest first, with the catalogue summary and the price, paged', async () => {
      const res = await api(t, chika).get('/api/favorites').expect(200);
      expect(res.body).toMatchObject({ total: 4, page: 1, limit: 20 });
      expect(res.body.items.map((f: { car: { ref: string } }) => f.car.ref)).toEqual(cars.map((c) => c.stockId).reverse());
      expect(res.body.items[0]).toMatchObject({
        car: {
          ref: cars[3]!.stockId,
          model: cars[3]!.model,
          year: cars[3]!.year,
          status: 'available',
          badges: ['Available'],
          price: { amount: '7003.00', currency: 'USD' },
        },
        availability: 'available',
        listed: true,
      });
      expect(Date.parse(res.body.items[0].addedAt)).not.toBeNaN();

      const second = await api(t, chika).get('/api/favorites?page=2&limit=3').expect(200);
      expect(second.body).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(second.body.items.map((f: { car: { ref: string } }) => f.car.ref)).toEqual([cars[0]!.stockId]);
    });

    it('keeps a car that was sold, reserved or withdrawn from sale, marked, and still lets it be re-added and removed', async () => {
      await setStatus(cars[0]!, 'sold');
      await setStatus(cars[1]!, 'reserved');
      await setStatus(cars[2]!, 'in_transit');
      const res = await api(t, chika).get('/api/favorites').expect(200);
      expect(res.body.total).toBe(4);
      const byRef = new Map(res.body.items.map((f: { car: { ref: string } }) => [f.car.ref, f]));
      expect(byRef.get(cars[0]!.stockId)).toMatchObject({ availability: 'sold', listed: false, car: { status: 'sold', badges: [] } });
      expect(byRef.get(cars[1]!.stockId)).toMatchObject({ availability: 'reserved', listed: true, car: { badges: ['RESERVED'] } });
      expect(byRef.get(cars[2]!.stockId)).toMatchObject({ availability: 'sold', listed: false, car: { status: 'in_transit' } });
      expect(byRef.get(cars[3]!.stockId)).toMatchObject({ availability: 'available', listed: true });

      // Withdrawn from sale: off the catalogue, not sold; back on sale, available again.
      await setStatus(cars[3]!, 'withdrawn');
      const withdrawn = (await api(t, chika).get('/api/favorites').expect(200)).body.items.find(
        (f: { car: { ref: string } }) => f.car.ref === cars[3]!.stockId,
      );
      expect(withdrawn).toMatchObject({ availability: 'withdrawn', listed: false, car: { status: 'withdrawn', badges: [] } });
      await setStatus(cars[3]!, 'available');

      // Already a favorite: adding the sold car again changes nothing and answers the same.
      expect((await api(t, chika).post(`/api/favorites/${cars[0]!.stockId}`).expect(200)).body).toEqual(ADDED);
      expect((await api(t, chika).get(`/api/favorites/check/${cars[0]!.stockId}`).expect(200)).body).toEqual({ isFavorite: true });
      expect((await api(t, chika).delete(`/api/favorites/${cars[0]!.stockId}`).expect(200)).body).toEqual(REMOVED);
      const after = await api(t, chika).get('/api/favorites').expect(200);
      expect(after.body.total).toBe(3);
      expect(after.body.items.map((f: { car: { ref: string } }) => f.car.ref)).not.toContain(cars[0]!.stockId);
    });

    it('shows nobody else my favorites', async () => {
      const res = await api(t, admin).get('/api/favorites').expect(200);
      expect(res.body.items.map((f: { car: { ref: string } }) => f.car.ref)).not.toContain(cars[3]!.stockId);
    });

    it('refuses a bad page or limit', async () => {
      for (const q of ['page=0', 'limit=abc', 'page=-1']) {
        const res = await api(t, chika).get(`/api/favorites?${q}`).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
      const res = await api(t, chika).get('/api/favorites?sort=price').expect(400);
      expect(res.body.code).toBeDefined();
    });
  });
});
