import { describe, expect, it } from '@jest/globals';
import { CODE_TTL_SECONDS, OneTimeCodes } from './one-time-codes.js';
import { STATE_REFUSED } from './oauth-rules.js';
import { type KeyValueStore, RedisStateStore, STATE_TTL_SECONDS } from './redis-state-store.js';

/** An in-memory stand-in for the two Redis commands the stores use. */
function fakeRedis() {
  const data = new Map<string, { value: string; ttl: number }>();
  const redis: KeyValueStore = {
    set: async (key, value, _mode, seconds) => void data.set(key, { value, ttl: seconds }),
    getdel: async (key) => {
      const entry = data.get(key);
      data.delete(key);
      return entry?.value ?? null;
    },
  };
  return { redis, data };
}

const stored = (store: RedisStateStore, verifier?: string, nonceHash?: string) =>
  new Promise<string>((resolve, reject) =>
    store.store({ nonceHash }, verifier, undefined, {}, (err, handle) => (err ? reject(err) : resolve(handle!))),
  );

const verified = (store: RedisStateStore, handle: unknown) =>
  new Promise<{ ok: string | boolean; info?: object }>((resolve, reject) =>
    store.verify({}, handle, {}, (err, ok, info) => (err ? reject(err) : resolve({ ok, info }))),
  );

describe('RedisStateStore', () => {
  it('has the arities passport-oauth2 picks its call shape by', () => {
    const store = new RedisStateStore(fakeRedis().redis, 'google');
    expect(store.store.length).toBe(5);
    expect(store.verify.length).toBe(4);
  });

  it("keeps a random state for 10 minutes and gives back the PKCE verifier and the nonce's hash once", async () => {
    const { redis, data } = fakeRedis();
    const store = new RedisStateStore(redis, 'google');
    const handle = await stored(store, 'the-verifier', 'cd'.repeat(32));
    expect(handle).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await stored(store)).not.toBe(handle);
    expect(data.get(`oauth:state:${handle}`)?.ttl).toBe(STATE_TTL_SECONDS);

    expect(await verified(store, handle)).toEqual({ ok: 'the-verifier', info: { nonceHash: 'cd'.repeat(32) } });
    expect(await verified(store, handle)).toEqual({ ok: false, info: expect.objectContaining({ code: STATE_REFUSED }) });
  });

  it('answers true without PKCE', async () => {
    const store = new RedisStateStore(fakeRedis().redis, 'facebook');
    expect((await verified(store, await stored(store))).ok).toBe(true);
  });

  it('refuses a missing, malformed or unknown state, and one issued for another provider', async () => {
    const { redis } = fakeRedis();
    const google = new RedisStateStore(redis, 'google');
    const facebook = new RedisStateStore(redis, 'facebook');
    for (const handle of [undefined, '', 'short', ['a'], 'x'.repeat(32)]) {
      expect((await verified(google, handle)).ok).toBe(false);
    }
    expect((await verified(facebook, await stored(google))).ok).toBe(false);
  });

  it('passes a Redis failure on as an error', async () => {
    const broken: KeyValueStore = {
      set: async () => {
        throw new Error('down');
      },
      getdel: async () => {
        throw new Error('down');
      },
    };
    const store = new RedisStateStore(broken, 'google');
    await expect(stored(store)).rejects.toThrow('down');
    await expect(verified(store, 'x'.repeat(32))).rejects.toThrow('down');
  });
});

describe('OneTimeCodes', () => {
  it('issues a random code for 60 seconds, stored only by its hash, and redeems it once', async () => {
    const { redis, data } = fakeRedis();
    const codes = new OneTimeCodes(redis);
    const code = await codes.issue({ userId: '12', provider: 'google', nonceHash: 'ab'.repeat(32) });
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [key, entry] = [...data.entries()][0]!;
    expect(key).toMatch(/^oauth:code:[0-9a-f]{64}$/);
    expect(key).not.toContain(code);
    expect(entry.ttl).toBe(CODE_TTL_SECONDS);

    expect(await codes.consume(code)).toEqual({ userId: '12', provider: 'google', nonceHash: 'ab'.repeat(32) });
    expect(await codes.consume(code)).toBeNull();
  });

  it('refuses malformed and unknown codes', async () => {
    const codes = new OneTimeCodes(fakeRedis().redis);
    expect(await codes.consume('')).toBeNull();
    expect(await codes.consume('not a code')).toBeNull();
    expect(await codes.consume('a'.repeat(43))).toBeNull();
  });
});
