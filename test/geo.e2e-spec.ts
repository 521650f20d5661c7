import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Addresses the bundled GeoLite2 country database places, with their countries. */
const KNOWN: readonly [string, string][] = [
  ['8.8.8.8', 'US'],
  ['2001:4860:4860::8888', 'US'],
  ['202.12.27.33', 'JP'],
  ['2001:200:dff:fff1:216:3eff:feb1:44d7', 'JP'],
  ['212.58.244.1', 'GB'],
  ['2001:630::1', 'GB'],
  ['193.99.144.80', 'DE'],
  ['2a02:2e0:3fe:1001:302::1', 'DE'],
  ['39.32.0.1', 'PK'],
  ['2400:adc0::1', 'PK'],
  ['41.90.64.1', 'KE'],
  ['2c0f:fe38::1', 'KE'],
];
const NOWHERE = ['10.1.2.3', '192.168.1.10', '172.16.0.1', '127.0.0.1', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1'];
const MALFORMED = ['not-an-ip', '999.1.1.1', '8.8.8', '2001:zzzz::1', ''];

/** GET /api/geo (issue 11): the spec's geo result for the caller's address, never an error. */
describe('geo', () => {
  /** Behind a proxy on this machine: X-Forwarded-For is read as far as the listed proxies wrote it. */
  let proxied: TestApp;
  /** No proxy configured: X-Forwarded-For is ignored. */
  let direct: TestApp;

  beforeAll(async () => {
    [proxied, direct] = await Promise.all([
      createTestApp({ WORKER: 'off', TRUSTED_PROXIES: '127.0.0.1,::1,::ffff:127.0.0.1' }),
      createTestApp({ WORKER: 'off' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([proxied?.close(), direct?.close()]);
  });

  const geoOf = (t: TestApp, forwardedFor?: string) => {
    const req = t.http.get('/api/geo');
    return forwardedFor === undefined ? req : req.set('X-Forwarded-For', forwardedFor);
  };

  it.each(KNOWN)('finds the country of %s: %s', async (ip, country) => {
    const res = await geoOf(proxied, ip).expect(200);
    expect(res.body).toEqual({ ip, latitude: null, longitude: null, city: null, country });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it.each(NOWHERE)('answers country null for the private or loopback address %s', async (ip) => {
    const res = await geoOf(proxied, ip).expect(200);
    expect(res.body).toEqual({ ip, latitude: null, longitude: null, city: null, country: null });
  });

  it.each(MALFORMED)('answers 200 with nulls for the malformed address %p', async (ip) => {
    const res = await geoOf(proxied, ip).expect(200);
    expect(res.body).toMatchObject({ latitude: null, longitude: null, city: null, country: null });
  });

  it('reads X-Forwarded-For only as far as the trusted proxies wrote it: a spoofed first hop is ignored', async () => {
    // The client claimed 8.8.8.8 (US); the trusted proxy saw it come from 193.99.144.80 (DE).
    const res = await geoOf(proxied, '8.8.8.8, 193.99.144.80').expect(200);
    expect(res.body).toMatchObject({ ip: '193.99.144.80', country: 'DE' });
  });

  it('ignores X-Forwarded-For when no proxy is configured: the caller is the socket’s address', async () => {
    const res = await geoOf(direct, '8.8.8.8').expect(200);
    expect(res.body.country).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(res.body.ip);
    const plain = await geoOf(direct).expect(200);
    expect(plain.body).toMatchObject({ latitude: null, longitude: null, city: null, country: null });
  });
});
