import { getQueueToken } from '@nestjs/bullmq';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS } from '../src/common/redis/redis.module.js';
import { VIEWS_FLUSH_SCHEDULE } from '../src/jobs/job-schedules.js';
import { JobName, QueueName } from '../src/jobs/queues.js';
import { CarViewsService, VIEWS_FLUSHING_KEY, VIEWS_PENDING_KEY } from '../src/modules/cars/car-views.service.js';
import {
  seenKey,
  VIEW_WINDOW_SECONDS,
  viewDay,
  viewerKey,
  VIEWS_GENERATION_KEY,
  viewsGenerationChannel,
} from '../src/modules/cars/car-views-rules.js';
import { createCar, createMake } from './support/car-factories.js';
import { signedInUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * A view counts once per visitor, car and window: each counted view here comes from an address of its own, in the
 * country the test wants (MaxMind's database puts these whole /24 networks there).
 */
let lastHost = 0;
const host = () => 1 + (++lastHost % 254);
const US = () => `8.8.8.${host()}`;
const GB = () => `81.2.69.${host()}`;
const KE = () => `41.90.64.${host()}`;
/** A private address: no country (ZZ), and a new visitor each time. */
const NOWHERE = () => `10.1.${host()}.${host()}`;

describe('car views', () => {
  let t: TestApp;
  let views: CarViewsService;
  let redis: Redis;
  let queue: Queue;
  let scheduled: Awaited<ReturnType<Queue['getJobScheduler']>>;
  const today = viewDay(new Date());

  beforeAll(async () => {
    // Behind a proxy, so that X-Forwarded-For gives each request the visitor address a test chooses.
    t = await createTestApp({ TRUST_PROXY: 'true' });
    views = t.app.get(CarViewsService);
    redis = t.app.get<Redis>(REDIS);
    queue = t.app.get<Queue>(getQueueToken(QueueName.CarViews));
    // The app scheduled the flush every 30 s; these tests flush by hand, at moments they choose.
    scheduled = await queue.getJobScheduler(VIEWS_FLUSH_SCHEDULE.id);
    await queue.removeJobScheduler(VIEWS_FLUSH_SCHEDULE.id);
  });
  afterAll(() => t.close());

  const view = (ref: string, ip?: string, auth?: string) => {
    const req = t.http.get(`/api/cars/detail/ref/${ref}`);
    if (auth) req.set('Authorization', auth);
    return ip ? req.set('X-Forwarded-For', ip) : req;
  };
  const viewCountInDb = async (id: string) =>
    Number((await t.dataSource.query<{ view_count: string }[]>('SELECT view_count FROM cars WHERE id = $1', [id]))[0]!.view_count);
  const dailyRows = async (id: string) =>
    (
      await t.dataSource.query<{ day: string; country: string; views: number }[]>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, country, views FROM car_daily_stats WHERE car_id = $1 ORDER BY country`,
        [id],
      )
    ).map((r) => ({ ...r, views: Number(r.views) }));

  it('counts each view in Redis, without a database write, and shows it at once', async () => {
    const { car } = await createCar(t, { viewCount: '40' });
    const counts: number[] = [];
    for (const ip of [US(), US(), GB(), undefined]) counts.push((await view(car.stockId, ip).expect(200)).body.viewCount);
    expect(counts).toEqual([41, 42, 43, 44]);
    expect(await viewCountInDb(car.id)).toBe(40);
    expect(await dailyRows(car.id)).toEqual([]);
    expect(await redis.hgetall(VIEWS_PENDING_KEY)).toMatchObject({
      [`t:${car.id}`]: '4',
      [`d:${car.id}:${today}:US`]: '2',
      [`d:${car.id}:${today}:GB`]: '1',
      [`d:${car.id}:${today}:ZZ`]: '1',
    });
  });

  it('counts one view per visitor and car in a window: a loop of 100 views from one address counts once', async () => {
    const { car } = await createCar(t, { viewCount: '10' });
    const ip = US();
    const shown: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => view(car.stockId, ip).expect(200)));
      shown.push(...answers.map((res) => res.body.viewCount as number));
    }
    expect(shown).toHaveLength(100);
    expect([...new Set(shown)]).toEqual([11]);

    // Another address counts again; a signed-in user counts by account, from any address.
    expect((await view(car.stockId, GB()).expect(200)).body.viewCount).toBe(12);
    const user = await signedInUser(t);
    expect((await view(car.stockId, ip, user.auth).expect(200)).body.viewCount).toBe(13);
    expect((await view(car.stockId, KE(), user.auth).expect(200)).body.viewCount).toBe(13);
    // The same visitor counts for another car.
    const { car: other } = await createCar(t);
    expect((await view(other.stockId, ip).expect(200)).body.viewCount).toBe(1);

    // The mark lasts the window; once it is over, the visitor counts again.
    const mark = seenKey(car.id, viewerKey({ ip }));
    expect(await redis.ttl(mark)).toBeGreaterThan(VIEW_WINDOW_SECONDS - 60);
    expect(await redis.ttl(mark)).toBeLessThanOrEqual(VIEW_WINDOW_SECONDS);
    await redis.del(mark);
    expect((await view(car.stockId, ip).expect(200)).body.viewCount).toBe(14);

    await views.flush();
    expect(await viewCountInDb(car.id)).toBe(14);
    expect(await dailyRows(car.id)).toEqual([
      { day: today, country: 'GB', views: 1 },
      { day: today, country: 'US', views: 3 },
    ]);
  });

  it('flushes the counters into cars.view_count and car_daily_stats, adding to what is there', async () => {
    await views.flush();
    const { car } = await createCar(t);
    await t.dataSource.query(`INSERT INTO car_daily_stats (car_id, day, country, views) VALUES ($1, $2, 'KE', 5)`, [car.id, today]);
    for (const ip of [KE(), KE(), US()]) await view(car.stockId, ip).expect(200);

    const result = await views.flush();
    expect(result).toMatchObject({ skipped: false });
    expect(result.views).toBeGreaterThanOrEqual(3);
    expect(await viewCountInDb(car.id)).toBe(3);
    expect(await dailyRows(car.id)).toEqual([
      { day: today, country: 'KE', views: 7 },
      { day: today, country: 'US', views: 1 },
    ]);
    expect(await redis.exists(VIEWS_PENDING_KEY, VIEWS_FLUSHING_KEY)).toBe(0);
    // Flushing again adds nothing.
    expect(await views.flush()).toEqual({ skipped: false, cars: 0, views: 0 });
    expect(await viewCountInDb(car.id)).toBe(3);
    // The detail now reads the flushed count (plus its own view).
    expect((await view(car.stockId).expect(200)).body.viewCount).toBe(4);
  });

  it('shows the counts of a flush made by another process (the worker) at once', async () => {
    const { car } = await createCar(t, { viewCount: '7' });
    expect((await view(car.stockId, NOWHERE()).expect(200)).body.viewCount).toBe(8);
    // What the worker's flush does, seen from this process: PostgreSQL gets the counts, the pending hash is
    // emptied, and the views generation moves on with a broadcast (plain INCR + PUBLISH, not this process's bump).
    await t.dataSource.query('UPDATE cars SET view_count = 120 WHERE id = $1', [car.id]);
    await redis.hdel(VIEWS_PENDING_KEY, `t:${car.id}`);
    const generation = await redis.incr(VIEWS_GENERATION_KEY);
    await t.redis.publish(viewsGenerationChannel(t.config.redisPrefix), String(generation));
    let seen = 0;
    for (let i = 0; i < 50 && seen !== 121; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = (await view(car.stockId, NOWHERE()).expect(200)).body.viewCount;
      await redis.hdel(VIEWS_PENDING_KEY, `t:${car.id}`);
    }
    expect(seen).toBe(121);
  });

  it('loses and doubles nothing when views arrive while a flush runs', async () => {
    await views.flush();
    const { car } = await createCar(t);
    const requests: Promise<unknown>[] = [];
    const flushes: Promise<unknown>[] = [];
    for (let i = 0; i < 60; i++) {
      requests.push(view(car.stockId, i % 2 ? US() : GB()).expect(200));
      if (i % 15 === 0) flushes.push(views.flush());
    }
    await Promise.all([...requests, ...flushes]);
    await views.flush();
    expect(await viewCountInDb(car.id)).toBe(60);
    expect(await dailyRows(car.id)).toEqual([
      { day: today, country: 'GB', views: 30 },
      { day: today, country: 'US', views: 30 },
    ]);
  });

  it('applies a batch a failed flush left behind before the new one', async () => {
    await views.flush();
    const { car } = await createCar(t);
    // As if the last flush had moved its batch aside and then failed to reach PostgreSQL.
    await redis.hset(VIEWS_FLUSHING_KEY, { [`t:${car.id}`]: '5', [`d:${car.id}:2025-01-02:KE`]: '5' });
    await view(car.stockId, KE()).expect(200);
    const result = await views.flush();
    expect(result).toEqual({ skipped: false, cars: 2, views: 6 });
    expect(await viewCountInDb(car.id)).toBe(6);
    expect(await dailyRows(car.id)).toEqual([
      { day: '2025-01-02', country: 'KE', views: 5 },
      { day: today, country: 'KE', views: 1 },
    ]);
  });

  it('does nothing while another flush holds the lock', async () => {
    await views.flush();
    const { car } = await createCar(t);
    await view(car.stockId, US()).expect(200);
    await redis.set('car-views:flush-lock', 'someone-else', 'PX', 10_000);
    expect(await views.flush()).toEqual({ skipped: true, cars: 0, views: 0 });
    expect(await viewCountInDb(car.id)).toBe(0);
    await redis.del('car-views:flush-lock');
    expect((await views.flush()).views).toBe(1);
    expect(await viewCountInDb(car.id)).toBe(1);
  });

  it('counts no view for unknown or hidden cars, and survives a car deleted before the flush', async () => {
    await views.flush();
    const make = await createMake(t);
    const { car: sold } = await createCar(t, { make, status: 'sold' });
    await view(sold.stockId).expect(404);
    await view('ZZ0000000').expect(404);
    expect(await redis.exists(VIEWS_PENDING_KEY)).toBe(0);

    const { car: gone } = await createCar(t, { make });
    await view(gone.stockId, US()).expect(200);
    await t.dataSource.query('DELETE FROM cars WHERE id = $1', [gone.id]);
    await expect(views.flush()).resolves.toMatchObject({ skipped: false });
    expect(await dailyRows(gone.id)).toEqual([]);
  });

  it('schedules the flush as a repeatable job that the worker runs', async () => {
    expect(scheduled).toMatchObject({ name: JobName.CarViewsFlush, every: 30_000 });

    await views.flush();
    const { car } = await createCar(t);
    await view(car.stockId, GB()).expect(200);
    await queue.add(JobName.CarViewsFlush, {});
    for (let i = 0; i < 100 && (await viewCountInDb(car.id)) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await viewCountInDb(car.id)).toBe(1);
  });
});
