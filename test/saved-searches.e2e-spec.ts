import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Car } from '../src/modules/cars/car.entity.js';
import type { Make } from '../src/modules/makes/make.entity.js';
import { MAX_SAVED_SEARCHES } from '../src/modules/saved-searches/saved-search-rules.js';
import { SavedSearchAlertsService } from '../src/modules/saved-searches/saved-search-alerts.service.js';
import { auditEntries } from './support/admin-helpers.js';
import { api } from './support/api.js';
import { bumpCatalogue, createCar, createCars, createMake, type CarOverrides } from './support/car-factories.js';
import { type SignedIn, signedInUser } from './support/factories.js';
import { createCustomer, reserve } from './support/order-factories.js';
import { type ReceivedMail, SmtpSink } from './support/smtp-sink.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { whoMayCall } from './support/who-may-call.js';

const SAVED = 'Search saved';
const DELETED = { success: true, message: 'Saved search deleted' };
const UNSUBSCRIBED = { success: true, message: 'You will no longer receive alerts for this saved search.' };
const NOT_FOUND = expect.objectContaining({ statusCode: 404, code: 'SAVED_SEARCH_NOT_FOUND', message: 'Saved search not found.' });
const PUBLIC_URL = 'http://localhost:3000';

let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp}`;

/** The token of the unsubscribe link in an alert email. */
function tokenIn(mail: ReceivedMail): string {
  const match = /http:\/\/localhost:3000\/saved-searches\/unsubscribe\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in:\n${mail.text}`);
  return decodeURIComponent(match[1]!);
}

/** The stock ids an alert email links to, in order. */
const linkedRefs = (mail: ReceivedMail) => [...mail.text.matchAll(/http:\/\/localhost:3000\/cars\/([A-Z0-9]+)/g)].map((m) => m[1]);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('saved searches and alerts', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let amina: SignedIn;
  let bilal: SignedIn;
  let admin: SignedIn;
  let alerts: SavedSearchAlertsService;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: sink.url, WORKER: 'inline', TRUST_PROXY: 'true' });
    [amina, bilal, admin] = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t, { role: 'admin' })]);
    alerts = t.app.get(SavedSearchAlertsService);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  const save = (who: SignedIn, body: object) => api(t, who).post('/api/saved-searches', body);
  const saved = async (who: SignedIn, body: object) => {
    const res = await save(who, body);
    expect(res.status).toBe(201);
    return res.body.savedSearch as { id: string; name: string; filters: Record<string, unknown>; frequency: string };
  };
  const tokenOf = async (id: string) =>
    (
      (await t.dataSource.query('SELECT unsubscribe_token FROM saved_searches WHERE public_id = $1', [id])) as {
        unsubscribe_token: string;
      }[]
    )[0]!.unsubscribe_token;
  const unsubscribe = (body: object) => t.http.post('/api/saved-searches/unsubscribe').set('X-Forwarded-For', nextIp()).send(body);

  describe('who may call', () => {
    whoMayCall({
      as: (who) => api(t, who),
      callers: () => ({ user: amina, admin }),
      expect: { anonymous: 401, user: 200, admin: 200 },
      routes: [
        { method: 'get', url: '/api/saved-searches' },
        { method: 'post', url: '/api/saved-searches', body: { filters: { make: 'toyota' } }, expect: { user: 201, admin: 201 } },
        { method: 'get', url: '/api/saved-searches/preferences' },
        { method: 'put', url: '/api/saved-searches/preferences', body: { favoriteAlerts: false } },
        {
          method: 'patch',
          url: '/api/saved-searches/6f1c2b1e-3a0d-4c55-9d0e-2b9a8e7c4f10',
          body: { frequency: 'off' },
          expect: { user: 404, admin: 404 },
        },
        { method: 'delete', url: '/api/saved-searches/6f1c2b1e-3a0d-4c55-9d0e-2b9a8e7c4f10', expect: { user: 404, admin: 404 } },
      ],
    });
  });

  describe('saving, listing, changing and deleting', () => {
    it('saves the catalogue filters as GET /api/cars reads them, dropping paging and sort, with a default name', async () => {
      const res = await save(amina, {
        filters: {
          make: 'Toyota',
          bodyType: 'SUV',
          yearMin: '2015',
          mileageMax: 80000,
          model: ' Harrier ',
          page: '2',
          sort: 'price_asc',
          limit: '40',
          cursor: 'x',
        },
        frequency: 'daily',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: SAVED });
      const search = res.body.savedSearch;
      expect(search).toMatchObject({
        name: 'toyota · harrier · 2015– · suv · –80000 km',
        filters: { make: 'toyota', model: 'harrier', yearMin: 2015, bodyType: 'suv', mileageMax: 80000 },
        frequency: 'daily',
        lastAlertedAt: null,
      });
      expect(Object.keys(search.filters).sort()).toEqual(['bodyType', 'make', 'mileageMax', 'model', 'yearMin']);

      const named = await saved(amina, { name: '  Family SUVs ', filters: {} });
      expect(named).toMatchObject({ name: 'Family SUVs', filters: {}, frequency: 'instant' });

      const list = (await api(t, amina).get('/api/saved-searches').expect(200)).body;
      expect(list.max).toBe(MAX_SAVED_SEARCHES);
      expect(list.items.slice(0, 2).map((s: { id: string }) => s.id)).toEqual([named.id, search.id]);
      // Another customer sees their own only.
      expect((await api(t, bilal).get('/api/saved-searches').expect(200)).body.items.map((s: { id: string }) => s.id)).not.toContain(
        named.id,
      );
      expect((await auditEntries(t, 'saved_search', search.id)).map((e) => e.action)).toEqual(['saved_search.create']);
    });

    it('renames and changes the frequency; deletes; another customer’s search is a 404', async () => {
      const search = await saved(amina, { filters: { fuel: 'hybrid' } });
      const changed = await api(t, amina).patch(`/api/saved-searches/${search.id}`, { name: 'Hybrids', frequency: 'off' }).expect(200);
      expect(changed.body).toMatchObject({ id: search.id, name: 'Hybrids', frequency: 'off', filters: { fuel: 'hybrid' } });

      expect((await api(t, bilal).patch(`/api/saved-searches/${search.id}`, { frequency: 'daily' })).body).toEqual(NOT_FOUND);
      expect((await api(t, bilal).delete(`/api/saved-searches/${search.id}`)).body).toEqual(NOT_FOUND);
      expect((await api(t, amina).patch('/api/saved-searches/not-a-uuid', { frequency: 'daily' })).body).toEqual(NOT_FOUND);

      expect((await api(t, amina).delete(`/api/saved-searches/${search.id}`).expect(200)).body).toEqual(DELETED);
      expect((await api(t, amina).delete(`/api/saved-searches/${search.id}`)).body).toEqual(NOT_FOUND);
      expect((await auditEntries(t, 'saved_search', search.id)).map((e) => e.action)).toEqual([
        'saved_search.create',
        'saved_search.update',
        'saved_search.delete',
      ]);
    });

    it('refuses the filters GET /api/cars refuses, with the same codes, and unknown keys', async () => {
      const unknown = await save(amina, { filters: { make: 'toyota', colour: 'red' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ code: 'UNKNOWN_FIELD', message: 'Unknown field: filters.colour' });

      const catalogue = await api(t, amina).get('/api/cars?yearMin=abc');
      const refused = await save(amina, { filters: { yearMin: 'abc' } });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([{ ...catalogue.body.details[0], field: 'filters.yearMin' }]);

      const inverted = await save(amina, { filters: { yearMin: 2020, yearMax: 2010 } });
      expect([inverted.status, inverted.body.details[0].code]).toEqual([400, 'FILTER_NOT_ABOVE']);

      const missing = await save(amina, { name: 'x' });
      expect([missing.status, missing.body.details[0]]).toEqual([
        400,
        expect.objectContaining({ field: 'filters', message: 'Filters are required' }),
      ]);
      const notObject = await save(amina, { filters: 'make=toyota' });
      expect([notObject.status, notObject.body.details[0].code]).toEqual([400, 'SAVED_SEARCH_FILTERS_NOT_OBJECT']);
      const frequency = await save(amina, { filters: {}, frequency: 'weekly' });
      expect([frequency.status, frequency.body.details[0].field]).toEqual([400, 'frequency']);
      const name = await save(amina, { filters: {}, name: 'x'.repeat(81) });
      expect([name.status, name.body.details[0].field]).toEqual([400, 'name']);
      const extra = await save(amina, { filters: {}, userId: '1' });
      expect([extra.status, extra.body.code]).toEqual([400, 'UNKNOWN_FIELD']);
    });

    it(`keeps at most ${MAX_SAVED_SEARCHES} per customer, with a clear message`, async () => {
      const carla = await signedInUser(t);
      for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1) await saved(carla, { filters: { yearMin: 2000 + i } });
      const refused = await save(carla, { filters: { yearMin: 1999 } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'SAVED_SEARCH_LIMIT',
        message: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
      });
      // Others are not limited by it.
      await saved(bilal, { filters: { yearMin: 1999 } });
    });

    it('turns favorite alerts on and off (off until turned on); refuses a non-boolean', async () => {
      expect((await api(t, bilal).get('/api/saved-searches/preferences').expect(200)).body).toEqual({ favoriteAlerts: false });
      expect((await api(t, bilal).put('/api/saved-searches/preferences', { favoriteAlerts: true }).expect(200)).body).toEqual({
        favoriteAlerts: true,
      });
      expect((await api(t, bilal).get('/api/saved-searches/preferences').expect(200)).body).toEqual({ favoriteAlerts: true });
      const bad = await api(t, bilal).put('/api/saved-searches/preferences', { favoriteAlerts: 'yes' });
      expect([bad.status, bad.body.details[0].code]).toEqual([400, 'FIELD_NOT_BOOLEAN']);
      await api(t, bilal).put('/api/saved-searches/preferences', { favoriteAlerts: false }).expect(200);
    });
  });

  describe('the unsubscribe link', () => {
    it('turns the alert off without signing in, again answers the same; an unknown or missing token is refused', async () => {
      const search = await saved(amina, { filters: { fuel: 'diesel' } });
      const token = await tokenOf(search.id);
      expect((await unsubscribe({ token }).expect(200)).body).toEqual(UNSUBSCRIBED);
      expect((await unsubscribe({ token }).expect(200)).body).toEqual(UNSUBSCRIBED);
      const list = (await api(t, amina).get('/api/saved-searches').expect(200)).body.items;
      expect(list.find((s: { id: string }) => s.id === search.id).frequency).toBe('off');
      expect((await auditEntries(t, 'saved_search', search.id)).map((e) => e.action)).toEqual([
        'saved_search.create',
        'saved_search.unsubscribe',
      ]);

      expect((await unsubscribe({ token: 'nope' })).body).toMatchObject({ statusCode: 404, code: 'SAVED_SEARCH_TOKEN_INVALID' });
      const missing = await unsubscribe({});
      expect([missing.status, missing.body.details[0].message]).toEqual([400, 'Unsubscribe token is required']);
    });
  });

  describe('the alert job', () => {
    let make: Make;
    let other: Make;

    beforeAll(async () => {
      [make, other] = await Promise.all([createMake(t, { title: 'Alertia' }), createMake(t, { title: 'Otheria' })]);
    });

    /** Fresh customers for a scenario, so their mailboxes hold only its emails. */
    const customer = () => signedInUser(t);
    const newCars = async (list: CarOverrides[]) => {
      const made = await createCars(t, list);
      await bumpCatalogue(t);
      return made.map((m) => m.car);
    };

    it('emails each instant search once with its new matches, without prices, never twice; off and unmatched searches get nothing', async () => {
      const dana = await customer();
      const suvs = await saved(dana, { name: 'Alertia SUVs', filters: { make: make.slug, bodyType: 'suv' } });
      const hiace = await saved(dana, { name: 'Hiace', filters: { q: 'hiace' } });
      await saved(dana, { name: 'Nothing', filters: { make: make.slug, bodyType: 'bus' } });
      await saved(dana, { name: 'Off', filters: { make: make.slug }, frequency: 'off' });

      const cars = await newCars([
        { make, bodyType: 'suv', model: 'Harrier', year: 2019, fobPriceUsd: '12345.00' },
        { make, bodyType: 'suv', model: 'Rav4', year: 2020, fobPriceUsd: '15432.00' },
        { make: other, bodyType: 'van', model: 'HiAce Van', year: 2016 },
        { make: other, bodyType: 'suv', model: 'X-Trail', year: 2018 },
        { make, bodyType: 'suv', model: 'Sold one', status: 'sold' },
        { make, bodyType: 'suv', model: 'Withdrawn one', status: 'withdrawn' },
      ]);
      const result = await alerts.run();
      expect(result.matches).toBeGreaterThanOrEqual(3);

      const first = await sink.nextMessage(dana.user.email);
      const second = await sink.nextMessage(dana.user.email);
      const bySubject = new Map([first, second].map((m) => [m.subject, m]));
      const suvMail = bySubject.get('2 new cars for "Alertia SUVs"')!;
      expect(suvMail).toBeDefined();
      expect(linkedRefs(suvMail)).toEqual([cars[0]!.stockId, cars[1]!.stockId]);
      expect(suvMail.text).toContain(`Alertia Harrier (2019): ${PUBLIC_URL}/cars/${cars[0]!.stockId}`);
      expect(suvMail.text).not.toMatch(/12345|15432|USD|\$/);
      expect(tokenIn(suvMail)).toBe(await tokenOf(suvs.id));
      const hiaceMail = bySubject.get('New car for "Hiace"')!;
      expect(linkedRefs(hiaceMail)).toEqual([cars[2]!.stockId]);
      expect(tokenIn(hiaceMail)).toBe(await tokenOf(hiace.id));

      // Another run, and one later: nothing new, nothing sent again.
      await alerts.run();
      await alerts.run(new Date(Date.now() + 60_000));
      await pause(1500);
      expect(sink.messagesTo(dana.user.email)).toHaveLength(2);

      // The email's link turns the alert off without signing in.
      expect((await unsubscribe({ token: tokenIn(suvMail) }).expect(200)).body).toEqual(UNSUBSCRIBED);
      await newCars([{ make, bodyType: 'suv', model: 'After unsubscribe' }]);
      await alerts.run();
      await pause(1500);
      expect(sink.messagesTo(dana.user.email)).toHaveLength(2);
    });

    it('emails a car that is back on sale (its order cancelled, or staff put it back)', async () => {
      const erin = await customer();
      await saved(erin, { name: 'Back', filters: { make: other.slug, bodyType: 'pickup' } });
      const { car } = await createCar(t, { make: other, bodyType: 'pickup', status: 'reserved' });
      await alerts.run();
      await t.dataSource.getRepository(Car).update({ id: car.id }, { status: 'available' });
      await alerts.run();
      const mail = await sink.nextMessage(erin.user.email);
      expect(linkedRefs(mail)).toEqual([car.stockId]);
    });

    it('writes the alert in the language of the subscriber’s profile', async () => {
      const huma = await signedInUser(t, { preferredLanguage: 'ur' });
      await saved(huma, { name: 'Wagons', filters: { q: 'urduwagon' } });
      const [car] = await newCars([{ make: other, bodyType: 'wagon', model: 'Urduwagon', year: 2017 }]);
      await alerts.run();
      const mail = await sink.nextMessage(huma.user.email);
      expect(mail.subject).toBe('"Wagons" کے لیے نئی گاڑی');
      expect(mail.text).toContain(`Otheria Urduwagon (2017): ${PUBLIC_URL}/cars/${car!.stockId}`);
      expect(mail.text).toContain('یہ الرٹس بند کرنے کے لیے یہ لنک کھولیں:');
    });

    it('says nothing of a car withdrawn from sale, even at a lower price, and tells of it once staff put it back on sale', async () => {
      const gus = await customer();
      await saved(gus, { name: 'Buses', filters: { make: other.slug, bodyType: 'bus' } });
      const [car] = await newCars([{ make: other, bodyType: 'bus', status: 'withdrawn', fobPriceUsd: '9000.00' }]);
      await alerts.run();
      await t.dataSource.getRepository(Car).update({ id: car!.id }, { fobPriceUsd: '8000.00' });
      await alerts.run();
      await pause(1500);
      expect(sink.messagesTo(gus.user.email)).toHaveLength(0);

      await api(t, admin).patch(`/api/admin/cars/${car!.stockId}/status`, { status: 'available' }).expect(200);
      await alerts.run();
      const mail = await sink.nextMessage(gus.user.email);
      expect(linkedRefs(mail)).toEqual([car!.stockId]);
    });

    it('finds what GET /api/cars finds, filter by filter', async () => {
      const fay = await customer();
      const filterSets: Record<string, string | number>[] = [
        { make: make.slug },
        { make: 'no-such-make' },
        { model: 'corolla' },
        { yearMin: 2015, yearMax: 2018 },
        { steering: 'left' },
        { bodyType: 'wagon', fuel: 'hybrid' },
        { drive: '4WD', transmission: 'manual' },
        { color: 'pearl white' },
        { location: 'yokohama' },
        { country: 'AE' },
        { category: 'luxury' },
        { engineMin: 1500, engineMax: 2000 },
        { priceMin: '5000', priceMax: '9999.99' },
        { mileageMin: 10000, mileageMax: 50000 },
        { q: 'alertia' },
        { q: 'zre' },
        { q: 'rolla', make: make.slug, yearMin: 2016 },
      ];
      const searches: { id: string }[] = [];
      for (const filters of filterSets) searches.push(await saved(fay, { filters, frequency: 'daily' }));

      const variety: CarOverrides[] = [];
      const colors = ['Pearl White', 'Black', 'PEARL WHITE'];
      const ports = ['Yokohama', 'Nagoya', 'YOKOHAMA'];
      for (let i = 0; i < 24; i += 1) {
        variety.push({
          make: i % 3 === 0 ? other : make,
          model: ['Corolla', 'Corolla Fielder', 'Prius', 'COROLLA'][i % 4]!,
          year: 2012 + (i % 9),
          steering: i % 5 === 0 ? 'left' : 'right',
          bodyType: ['wagon', 'sedan', 'suv'][i % 3]!,
          fuel: ['hybrid', 'petrol'][i % 2]!,
          drive: ['4WD', '2WD'][i % 2]!,
          transmission: ['manual', 'automatic', 'cvt'][i % 3]!,
          color: colors[i % 3]!,
          stockPort: ports[i % 3]!,
          locationCountry: i % 4 === 0 ? 'AE' : 'JP',
          category: ['luxury', 'standard'][i % 2]!,
          engineCc: 1000 + 250 * (i % 6),
          fobPriceUsd: `${4000 + 500 * i}.00`,
          mileageKm: 5000 * i,
          chassisNumber: i % 4 === 1 ? `ZRE142-${1000 + i}` : `NZE161-${1000 + i}`,
          status: i % 7 === 3 ? 'reserved' : 'available',
        });
      }
      const cars = await newCars(variety);
      // The catalogue lists reserved cars too; alerts are for cars one can buy.
      const onSale = new Set(cars.filter((c) => c.status === 'available').map((c) => c.stockId));
      await alerts.run();

      const matched = (await t.dataSource.query(
        `SELECT s.public_id, c.stock_id FROM saved_search_matches m JOIN saved_searches s ON s.id = m.saved_search_id
           JOIN cars c ON c.id = m.car_id WHERE s.user_id = (SELECT id FROM users WHERE email = $1)`,
        [fay.user.email],
      )) as { public_id: string; stock_id: string }[];
      let compared = 0;
      for (const [i, filters] of filterSets.entries()) {
        const refs: string[] = [];
        for (let page = 1; page <= 20; page += 1) {
          const query = new URLSearchParams({
            ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
            page: String(page),
          });
          const items = (await api(t, fay).get(`/api/cars?${query}`).expect(200)).body.items as { ref: string }[];
          refs.push(...items.map((c) => c.ref));
          if (items.length === 0) break;
        }
        const expected = refs.filter((ref) => onSale.has(ref)).sort();
        const got = matched
          .filter((r) => r.public_id === searches[i]!.id)
          .map((r) => r.stock_id)
          // Cars of the earlier tests listed minutes ago may match too (the job looks a little before its watermark).
          .filter((ref) => onSale.has(ref))
          .sort();
        expect({ filters, refs: got }).toEqual({ filters, refs: expected });
        compared += expected.length;
      }
      // Not a vacuous agreement: most filters match some of the cars.
      expect(compared).toBeGreaterThan(40);
    });

    it('emails a daily search at most once a day, with what matched since', async () => {
      const gus = await customer();
      await saved(gus, { name: 'Daily', filters: { make: other.slug, bodyType: 'coupe' }, frequency: 'daily' });
      const [a] = await newCars([{ make: other, bodyType: 'coupe', model: 'Day one' }]);
      const start = new Date();
      await alerts.run(start);
      const firstMail = await sink.nextMessage(gus.user.email);
      expect(linkedRefs(firstMail)).toEqual([a!.stockId]);

      const [b] = await newCars([{ make: other, bodyType: 'coupe', model: 'Day one later' }]);
      await alerts.run(new Date(start.getTime() + 60 * 60_000));
      await alerts.run(new Date(start.getTime() + 23 * 60 * 60_000));
      await pause(1500);
      expect(sink.messagesTo(gus.user.email)).toHaveLength(1);

      await alerts.run(new Date(start.getTime() + 24 * 60 * 60_000 + 60_000));
      const secondMail = await sink.nextMessage(gus.user.email);
      expect(linkedRefs(secondMail)).toEqual([b!.stockId]);
      // Back to the present for the next tests.
      await t.dataSource.query(`UPDATE alert_watermarks SET at = now()`);
    });

    it('tells favorite owners who opted in of a price drop, and of a reservation by someone else', async () => {
      const [hana, ivan, reserver] = await Promise.all([createCustomer(t), createCustomer(t), createCustomer(t)]);
      const quiet = await customer();
      for (const who of [hana, ivan, reserver])
        await api(t, who).put('/api/saved-searches/preferences', { favoriteAlerts: true }).expect(200);
      const [cheaper, taken] = await newCars([
        { make, model: 'Cheaper', year: 2017, fobPriceUsd: '9000.00' },
        { make, model: 'Taken', year: 2018, fobPriceUsd: '8000.00' },
      ]);
      for (const who of [hana, quiet]) await api(t, who).post(`/api/favorites/${cheaper!.stockId}`).expect(200);
      for (const who of [ivan, reserver]) await api(t, who).post(`/api/favorites/${taken!.stockId}`).expect(200);
      await alerts.run();

      await t.dataSource.getRepository(Car).update({ id: cheaper!.id }, { fobPriceUsd: '9500.00' });
      await t.dataSource.getRepository(Car).update({ id: cheaper!.id }, { fobPriceUsd: '8500.00' });
      expect((await reserve(t, reserver, taken!.stockId)).status).toBe(201);
      await alerts.run();

      const hanaMail = await sink.nextMessage(hana.user.email);
      expect(hanaMail.subject).toBe('News about your favorite cars');
      expect(hanaMail.text).toContain(`The price of Alertia Cheaper (2017) has dropped: ${PUBLIC_URL}/cars/${cheaper!.stockId}`);
      const ivanMail = await sink.nextMessage(ivan.user.email);
      expect(ivanMail.text).toContain(`Alertia Taken (2018) has been reserved: ${PUBLIC_URL}/cars/${taken!.stockId}`);

      await alerts.run();
      await pause(1500);
      // Once each; not the one who did not opt in, nor the one who reserved it.
      expect(sink.messagesTo(hana.user.email)).toHaveLength(1);
      expect(sink.messagesTo(ivan.user.email)).toHaveLength(1);
      expect(sink.messagesTo(quiet.user.email)).toHaveLength(0);
      expect(sink.messagesTo(reserver.user.email).filter((m) => m.subject === 'News about your favorite cars')).toHaveLength(0);
    });
  });
});
