import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { defaultGeoDatabasePath, GeoService } from './geo.service.js';

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
    const reader = (service as unknown as { reader: Promise<unknown> }).reader;
    await service.countryOf('8.8.4.4');
    expect((service as unknown as { reader: Promise<unknown> }).reader).toBe(reader);
  });
});
