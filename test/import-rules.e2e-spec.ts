import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock } from '../src/common/time/clock.js';
import { GeoService } from '../src/modules/geo/geo.service.js';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { bumpCatalogue, type CreatedCar, createCars, createMake } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

/** Mid-June 2026: Kenya (8 years, counted today) admits 2018 and newer; Pakistan (3, on arrival six weeks on) 2023. */
const NOW = '2026-06-15T09:00:00Z';
const KENYA_IP = '41.90.64.1';
const PAKISTAN_IP = '39.32.0.1';

const kenya = {
  importAllowed: true,
  maxAgeYears: 8,
  minAgeYears: null,
  ageCountedAt: 'today',
  requiredSteering: 'right',
  inspectionRequired: true,
  inspectionAgency: 'QISJ',
  notes: 'Up to 8 years from the year of first registration.',
};
const pakistan = { ...kenya, maxAgeYears: 3, ageCountedAt: 'arrival', inspectionRequired: false, inspectionAgency: null, notes: '' };
const southAfrica = { ...kenya, importAllowed: false, maxAgeYears: null, inspectionRequired: false, inspectionAgency: null, notes: '' };
const usa = { ...southAfrica, importAllowed: true, minAgeYears: 25, requiredSteering: 'any' };

/** Destination countries' import rules (issue 11): staff edit them; the car page and the search answer from them. */
describe('import rules', () => {
  let t: TestApp;
  let user: SignedIn;
  let admin: SignedIn;
  let cars: Record<'old' | 'mid' | 'recent' | 'leftHand' | 'vintage', CreatedCar>;
  const model = 'Eligio';

  beforeAll(async () => {
    t = await createTestApp({ WORKER: 'off', TRUST_PROXY: 'true' }, { clock: new ManualClock(NOW) });
    [user, admin] = await Promise.all([signedInUser(t), signedInUser(t, { role: 'admin' })]);
    const make = await createMake(t);
    const [old, mid, recent, leftHand, vintage] = await createCars(t, [
      { make, model, year: 2012, steering: 'right' },
      { make, model, year: 2019, steering: 'right' },
      { make, model, year: 2024, steering: 'right' },
      { make, model, year: 2024, steering: 'left' },
      { make, model, year: 1999, steering: 'right' },
    ]);
    cars = { old: old!, mid: mid!, recent: recent!, leftHand: leftHand!, vintage: vintage! };
    await bumpCatalogue(t);
    for (const [country, rule] of [
      ['KE', kenya],
      ['PK', pakistan],
      ['ZA', southAfrica],
      ['US', usa],
    ] as const) {
      await api(t, admin).put(`/api/admin/import-rules/${country}`, rule).expect(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const eligibility = (car: CreatedCar, query: Record<string, string> = {}, from?: string) => {
    const req = api(t, null).get(`/api/cars/detail/ref/${car.car.stockId}/import-eligibility`).query(query);
    return from ? req.set('X-Forwarded-For', from) : req;
  };
  const years = async (query: Record<string, string>) => {
    const res = await api(t, null)
      .get('/api/cars')
      .query({ model, sort: 'year_asc', ...query })
      .expect(200);
    return (res.body.items as { year: number; steering: string }[]).map((c) => `${c.year}${c.steering === 'left' ? 'L' : ''}`);
  };

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user, admin }),
      routes: [
        { method: 'get', url: '/api/import-rules', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/import-rules/KE', expect: { anonymous: 200, user: 200 } },
        { method: 'get', url: '/api/admin/import-rules', expect: { anonymous: 401, user: 403, admin: 200 } },
        { method: 'get', url: '/api/admin/import-rules/KE', expect: { anonymous: 401, user: 403, admin: 200 } },
        { method: 'put', url: '/api/admin/import-rules/KE', body: kenya, expect: { anonymous: 401, user: 403, admin: 200 } },
        { method: 'delete', url: '/api/admin/import-rules/FR', expect: { anonymous: 401, user: 403, admin: 404 } },
      ],
    });
  });

  describe('staff', () => {
    it('create, replace and delete a country’s rules, each audited with what changed', async () => {
      const created = await api(t, admin)
        .put('/api/admin/import-rules/tz', { ...kenya, maxAgeYears: null, inspectionAgency: 'EAA' })
        .expect(201);
      expect(created.body).toMatchObject({ countryCode: 'TZ', maxAgeYears: null, inspectionAgency: 'EAA', oldestModelYear: null });
      // Staff see where a rule comes from and when it was last checked there: not recorded for one they wrote.
      expect(created.body).toMatchObject({ source: null, reviewedOn: null });

      const replaced = await api(t, admin)
        .put('/api/admin/import-rules/TZ', { ...kenya, maxAgeYears: 10, inspectionRequired: false })
        .expect(200);
      // No inspection: no agency kept.
      expect(replaced.body).toMatchObject({ maxAgeYears: 10, oldestModelYear: 2016, inspectionRequired: false, inspectionAgency: null });
      expect((await api(t, admin).get('/api/admin/import-rules/TZ').expect(200)).body.maxAgeYears).toBe(10);

      await api(t, admin).delete('/api/admin/import-rules/TZ').expect(200, { message: 'Import rules deleted' });
      const gone = await api(t, null).get('/api/import-rules/TZ').expect(404);
      expect(gone.body).toMatchObject({ code: 'IMPORT_RULES_NOT_FOUND', message: 'We have no import rules on file for TZ.' });

      const audit = await auditEntries(t, 'import_rule', 'TZ');
      expect(audit.map((e) => e.action)).toEqual(['import_rule.create', 'import_rule.update', 'import_rule.delete']);
      expect(audit[1]).toMatchObject({
        before: { maxAgeYears: null, inspectionRequired: true, inspectionAgency: 'EAA' },
        after: { maxAgeYears: 10, inspectionRequired: false, inspectionAgency: null },
      });
    });

    it('writes nothing to the audit log when the same rules are set again', async () => {
      const before = (await auditEntries(t, 'import_rule', 'PK')).length;
      await api(t, admin).put('/api/admin/import-rules/PK', pakistan).expect(200);
      expect(await auditEntries(t, 'import_rule', 'PK')).toHaveLength(before);
    });

    it.each([
      ['maxAgeYears', { ...kenya, maxAgeYears: 51 }, 'Maximum age must be a whole number from 0 to 50'],
      ['maxAgeYears', { ...kenya, maxAgeYears: -1 }, 'Maximum age must be a whole number from 0 to 50'],
      ['maxAgeYears', { ...kenya, maxAgeYears: 2.5 }, 'Maximum age must be a whole number from 0 to 50'],
      ['minAgeYears', { ...kenya, minAgeYears: 10, maxAgeYears: 8 }, 'The minimum age must not be above the maximum age'],
      ['requiredSteering', { ...kenya, requiredSteering: 'middle' }, 'Required steering must be one of right, left, any'],
      ['ageCountedAt', { ...kenya, ageCountedAt: 'shipping' }, 'Age counted at must be one of today, arrival'],
      ['notes', { ...kenya, notes: 'x'.repeat(1001) }, 'Notes must be at most 1000 characters'],
      ['importAllowed', { ...kenya, importAllowed: undefined }, 'Import allowed must be true or false'],
      ['updatedBy', { ...kenya, updatedBy: '1' }, 'This field is not accepted here'],
    ])('refuses an invalid %s (case %#)', async (field, body, message) => {
      const res = await api(t, admin).put('/api/admin/import-rules/KE', body).expect(400);
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
    });

    it('refuses a country that is not an ISO code', async () => {
      const res = await api(t, admin).put('/api/admin/import-rules/XX', kenya).expect(400);
      expect(res.body).toMatchObject({ code: 'COUNTRY_INVALID', details: [{ field: 'country', code: 'COUNTRY_INVALID' }] });
      await api(t, null).get('/api/import-rules/KEN').expect(400);
    });

    it('accepts notes of exactly 1000 characters and a minimum equal to the maximum', async () => {
      await api(t, admin)
        .put('/api/admin/import-rules/TT', { ...kenya, minAgeYears: 6, maxAgeYears: 6, notes: 'n'.repeat(1000) })
        .expect(201);
      await api(t, admin).delete('/api/admin/import-rules/TT').expect(200);
    });
  });

  describe('public rules', () => {
    it('lists every country on file with the model years it admits now', async () => {
      const res = await api(t, null).get('/api/import-rules').expect(200);
      expect(res.body.items.map((r: { countryCode: string }) => r.countryCode)).toEqual(['KE', 'PK', 'US', 'ZA']);
      expect(res.body.total).toBe(4);
      expect(res.body.items[1]).toMatchObject({ countryCode: 'PK', maxAgeYears: 3, ageCountedAt: 'arrival', oldestModelYear: 2023 });
      expect(res.body.items[2]).toMatchObject({ countryCode: 'US', oldestModelYear: null, newestModelYear: 2001 });
      expect(res.body.items[3]).toMatchObject({ countryCode: 'ZA', importAllowed: false, oldestModelYear: null });
      const one = await api(t, null).get('/api/import-rules/ke').expect(200);
      expect(one.body).toMatchObject({ ...kenya, countryCode: 'KE', oldestModelYear: 2018 });
      // Its source and review date are for staff.
      expect(one.body).not.toHaveProperty('source');
      expect(one.body).not.toHaveProperty('reviewedOn');
    });
  });

  describe('a car’s eligibility', () => {
    it('admits a car of the right age and steering, with the inspection and the notes', async () => {
      const res = await eligibility(cars.mid, { country: 'KE' }).expect(200);
      expect(res.body).toEqual({
        ref: cars.mid.car.stockId,
        year: 2019,
        steering: 'right',
        country: 'KE',
        countryDetected: false,
        rulesOnFile: true,
        eligible: true,
        reasons: [],
        ageYears: 7,
        inspectionRequired: true,
        inspectionAgency: 'QISJ',
        notes: 'Up to 8 years from the year of first registration.',
      });
    });

    it('refuses a car too old, saying from which model year the country admits cars', async () => {
      const res = await eligibility(cars.mid, { country: 'pk' }).expect(200);
      expect(res.body).toMatchObject({
        country: 'PK',
        eligible: false,
        reasons: [{ code: 'too_old', maxAgeYears: 3, ageYears: 7, oldestModelYear: 2023 }],
      });
      expect((await eligibility(cars.old, { country: 'KE' }).expect(200)).body.reasons).toEqual([
        { code: 'too_old', maxAgeYears: 8, ageYears: 14, oldestModelYear: 2018 },
      ]);
    });

    it('refuses the wrong steering side, a car too new for a minimum age, and a banned country', async () => {
      expect((await eligibility(cars.leftHand, { country: 'KE' }).expect(200)).body).toMatchObject({
        eligible: false,
        reasons: [{ code: 'steering', requiredSteering: 'right' }],
      });
      expect((await eligibility(cars.recent, { country: 'US' }).expect(200)).body.reasons).toEqual([
        { code: 'too_new', minAgeYears: 25, ageYears: 2, newestModelYear: 2001 },
      ]);
      expect((await eligibility(cars.vintage, { country: 'US' }).expect(200)).body.eligible).toBe(true);
      expect((await eligibility(cars.recent, { country: 'ZA' }).expect(200)).body).toMatchObject({
        eligible: false,
        reasons: [{ code: 'import_banned' }],
      });
    });

    it('says nothing can be told for a country with no rules on file', async () => {
      expect((await eligibility(cars.recent, { country: 'FR' }).expect(200)).body).toMatchObject({
        country: 'FR',
        countryDetected: false,
        rulesOnFile: false,
        eligible: null,
        reasons: [],
        ageYears: null,
      });
    });

    it('answers for the caller’s own country, found from their address behind the trusted proxy', async () => {
      const geo = t.app.get(GeoService);
      expect(await geo.countryOf(PAKISTAN_IP)).toBe('PK');
      expect(await geo.countryOf(KENYA_IP)).toBe('KE');

      expect((await eligibility(cars.recent, {}, PAKISTAN_IP).expect(200)).body).toMatchObject({
        country: 'PK',
        countryDetected: true,
        eligible: true,
      });
      expect((await eligibility(cars.old, {}, KENYA_IP).expect(200)).body).toMatchObject({
        country: 'KE',
        countryDetected: true,
        eligible: false,
      });
      // A country asked for wins over the detected one.
      expect((await eligibility(cars.old, { country: 'US' }, KENYA_IP).expect(200)).body).toMatchObject({
        country: 'US',
        countryDetected: false,
      });
      // A private address tells no country.
      expect((await eligibility(cars.recent, {}, '10.1.2.3').expect(200)).body).toMatchObject({
        country: null,
        countryDetected: false,
        rulesOnFile: false,
        eligible: null,
      });
    });

    it('answers 404 "Product not found!" for an unknown car and 400 for a malformed country', async () => {
      const res = await api(t, null).get('/api/cars/detail/ref/ZZ0000000/import-eligibility').query({ country: 'KE' }).expect(404);
      expect(res.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found!' });
      const bad = await eligibility(cars.recent, { country: 'Kenya' }).expect(400);
      expect(bad.body.details).toEqual([expect.objectContaining({ field: 'country', code: 'COUNTRY_INVALID' })]);
    });
  });

  describe('search: importable to a country', () => {
    it('lists only the cars the country admits', async () => {
      expect(await years({})).toEqual(['1999', '2012', '2019', '2024', '2024L']);
      expect(await years({ importableTo: 'KE' })).toEqual(['2019', '2024']);
      expect(await years({ importableTo: 'PK' })).toEqual(['2024']);
      expect(await years({ importableTo: 'US' })).toEqual(['1999']);
      const banned = await api(t, null).get('/api/cars').query({ model, importableTo: 'ZA' }).expect(200);
      expect(banned.body).toMatchObject({ items: [], total: 0, totalIsEstimate: false });
    });

    it('intersects with the caller’s own year and steering filters', async () => {
      expect(await years({ importableTo: 'KE', yearMax: '2020' })).toEqual(['2019']);
      expect(await years({ importableTo: 'KE', yearMin: '2010', yearMax: '2030' })).toEqual(['2019', '2024']);
      expect(await years({ importableTo: 'KE', yearMax: '2017' })).toEqual([]);
      expect(await years({ importableTo: 'KE', steering: 'left' })).toEqual([]);
      expect(await years({ importableTo: 'US', yearMin: '2000' })).toEqual([]);
    });

    it('counts the facets the same way', async () => {
      const all = await api(t, null).get('/api/cars/facets').query({ model }).expect(200);
      const pk = await api(t, null).get('/api/cars/facets').query({ model, importableTo: 'PK' }).expect(200);
      const za = await api(t, null).get('/api/cars/facets').query({ model, importableTo: 'ZA' }).expect(200);
      expect(all.body.makes[0].count).toBe(5);
      expect(pk.body.makes[0].count).toBe(1);
      expect(za.body.makes).toEqual([]);
    });

    it('follows staff’s edits of the rules', async () => {
      await api(t, admin)
        .put('/api/admin/import-rules/PK', { ...pakistan, maxAgeYears: 10 })
        .expect(200);
      expect(await years({ importableTo: 'PK' })).toEqual(['2019', '2024']);
      await api(t, admin).put('/api/admin/import-rules/PK', pakistan).expect(200);
      expect(await years({ importableTo: 'PK' })).toEqual(['2024']);
    });

    it('refuses a country with no rules on file rather than showing every car as importable', async () => {
      const res = await api(t, null).get('/api/cars').query({ importableTo: 'FR' }).expect(400);
      expect(res.body).toMatchObject({
        code: 'IMPORTABLE_TO_UNKNOWN',
        message: 'We have no import rules on file for FR, so we cannot tell which cars can be imported there.',
        details: [expect.objectContaining({ field: 'importableTo' })],
      });
      await api(t, null).get('/api/cars/facets').query({ importableTo: 'FR' }).expect(400);
      const bad = await api(t, null).get('/api/cars').query({ importableTo: 'France' }).expect(400);
      expect(bad.body.details).toEqual([expect.objectContaining({ field: 'importableTo', code: 'COUNTRY_INVALID' })]);
    });
  });
});
