import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { SHARED_COUNTER_TRUST_MS, SharedCounter } from './shared-counter.js';

/** Against the real local Redis, under a prefix of its own. */
describe('SharedCounter', () => {
  const prefix = `test-shared-counter:${randomUUID()}`;
  const channel = `${prefix}:changes`;
  let redis: Redis;
  let clock = 1_000_000;
  const now = () => clock;
  const counters: SharedCounter[] = [];

  /** A process's copy; its clock only moves when a test moves it, so it reads Redis only when the test says. */
  async function processCopy(listening = true): Promise<SharedCounter> {
    const counter = new SharedCounter(redis, 'counter', channel, now);
    counters.push(counter);
    if (listening) await counter.listen();
    return counter;
  }

  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('never happened');
  }

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: `${prefix}:` });
  });
  afterEach(async () => {
    await Promise.all(counters.splice(0).map((c) => c.close()));
    await redis.del('counter');
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('starts from what Redis holds, 0 when nothing', async () => {
    expect(await (await processCopy()).current()).toBe(0);
    await redis.set('counter', '41');
    expect(await (await processCopy()).current()).toBe(41);
  });

  it('sees its own bump at once and another process’s through the channel, without reading Redis', async () => {
    const a = await processCopy();
    const b = await processCopy();
    expect([await a.current(), await b.current()]).toEqual([0, 0]);
    // Behind the copies' backs: only a message or a read could tell them.
    await redis.set('counter', '100');
    expect(await a.bump()).toBe(101);
    expect(await a.current()).toBe(101);
    await eventually(async () => (await b.current()) === 101);
  });

  it('reads Redis again after the trust window, catching a bump whose message was lost', async () => {
    const a = await processCopy();
    expect(await a.current()).toBe(0);
    // A process that died between INCR and PUBLISH.
    await redis.incr('counter');
    expect(await a.current()).toBe(0);
    clock += SHARED_COUNTER_TRUST_MS;
    expect(await a.current()).toBe(1);
  });

  it('follows Redis back down when the counter was reset (Redis restarted empty)', async () => {
    await redis.set('counter', '57');
    const a = await processCopy();
    expect(await a.current()).toBe(57);
    await redis.del('counter');
    clock += SHARED_COUNTER_TRUST_MS;
    expect(await a.current()).toBe(0);
    // Bumps from the fresh counter are taken, though lower than the old copy.
    expect(await a.bump()).toBe(1);
    expect(await a.current()).toBe(1);
  });

  it('never goes back on a late message', async () => {
    const a = await processCopy();
    await a.bump();
    await a.bump();
    await redis.publish(channel, '1');
    await redis.publish(channel, 'garbage');
    await a.bump();
    expect(await a.current()).toBe(3);
  });

  it('reads Redis on every call until it listens', async () => {
    const a = await processCopy(false);
    await redis.set('counter', '5');
    expect(await a.current()).toBe(5);
    await redis.set('counter', '6');
    expect(await a.current()).toBe(6);
  });
});
