import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/data-source.js';
import { createCar, createMake } from './support/car-factories.js';
import { uniqueSuffix } from './support/databases.js';
import { signedInUser } from './support/factories.js';
import { api } from './support/api.js';
import { createMigratedDatabase, createTestApp, type TestApp } from './support/test-app.js';

/**
 * DATABASE_READ_URL: the catalogue's reads (search, counts, facets, detail) go to the read replica; everything else,
 * and every write, to DATABASE_URL. The "replica" here is a second database holding different rows, so the test can
 * tell which one answered.
 */
describe('a read replica for the catalogue (DATABASE_READ_URL)', () => {
  const replicaName = `autoexport_t_${process.env.TEST_RUN_ID}_replica_${uniqueSuffix()}`;
  let t: TestApp;
  let replica: DataSource;
  let onPrimaryOnly: string;
  let onReplica: string;

  beforeAll(async () => {
    const replicaUrl = await createMigratedDatabase(replicaName);
    t = await createTestApp({ DATABASE_READ_URL: replicaUrl });
    replica = createDataSource(replicaUrl, { extra: { max: 2 } });
    await replica.initialize();

    const onTheReplica = { ...t, dataSource: replica };
    // The same make on both (both databases are fresh clones, so it gets the same id); a car on each.
    const make = await createMake(t, { slug: 'toyota', title: 'Toyota' });
    expect((await createMake(onTheReplica, { slug: 'toyota', title: 'Toyota' })).id).toBe(make.id);
    onPrimaryOnly = (await createCar(t, { make, model: 'Corolla', bodyType: 'sedan', status: 'available' })).car.stockId;
    onReplica = (await createCar(onTheReplica, { make, model: 'Hiace', bodyType: 'van', status: 'available' })).car.stockId;
  }, 60_000);

  afterAll(async () => {
    await replica?.destroy();
    await t?.close();
    // Its database (this run's name) is dropped with the others by global-teardown.ts, which drops them together.
  });

  it('answers the search, its total and its facets from the replica', async () => {
    const res = await api(t).get('/api/cars').expect(200);
    const refs = res.body.items.map((car: { ref: string }) => car.ref);
    expect(refs).toEqual([onReplica]);
    expect(res.body.total).toBe(1);

    const facets = await api(t).get('/api/cars/facets').expect(200);
    expect(facets.body.bodyTypes).toEqual([expect.objectContaining({ value: 'van', count: 1 })]);
  });

  it('answers a car’s page from the replica', async () => {
    await api(t).get(`/api/cars/detail/ref/${onReplica}`).expect(200);
    await api(t).get(`/api/cars/detail/ref/${onPrimaryOnly}`).expect(404);
  });

  it('keeps accounts and everything else on the primary: a new customer signs in and reads their profile', async () => {
    const customer = await signedInUser(t);
    const profile = await api(t, customer).get('/api/user/profile').expect(200);
    expect(profile.body.email).toBe(customer.user.email);
    const [{ n }] = await replica.query<{ n: number }[]>('SELECT count(*)::int AS n FROM users WHERE email = $1', [customer.user.email]);
    expect(n).toBe(0);
  });
});
