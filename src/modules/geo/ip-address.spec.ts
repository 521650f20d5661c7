import { describe, expect, it } from '@jest/globals';
import { isPublicIp, normalizeIp } from './ip-address.js';

describe('normalizeIp', () => {
  it('keeps plain IPv4 and IPv6 addresses', () => {
    expect(normalizeIp('8.8.8.8')).toBe('8.8.8.8');
    expect(normalizeIp(' 2001:4860:4860::8888 ')).toBe('2001:4860:4860::8888');
    expect(normalizeIp('2001:4860:4860::8888'.toUpperCase())).toBe('2001:4860:4860::8888');
  });

  it('turns IPv4-mapped IPv6 back into IPv4 and drops brackets and zones', () => {
    expect(normalizeIp('::ffff:8.8.8.8')).toBe('8.8.8.8');
    expect(normalizeIp('::FFFF:41.90.64.1')).toBe('41.90.64.1');
    expect(normalizeIp('[2001:db8::1]')).toBe('2001:db8::1');
    expect(normalizeIp('fe80::1%eth0')).toBe('fe80::1');
  });

  it('answers null for anything that is not an address', () => {
    for (const value of [null, undefined, '', 'localhost', '999.1.1.1', '8.8.8', 'not an ip']) {
      expect(normalizeIp(value)).toBeNull();
    }
  });
});

describe('isPublicIp', () => {
  it.each(['8.8.8.8', '41.90.64.1', '1.1.1.1', '2001:4860:4860::8888'])('%s is public', (ip) => {
    expect(isPublicIp(ip)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '192.0.2.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '2001:db8::1',
    'not an ip',
  ])('%s is not public', (ip) => {
    expect(isPublicIp(ip)).toBe(false);
  });

  it('does not mistake neighbours of private ranges for private', () => {
    expect(isPublicIp('172.32.0.1')).toBe(true);
    expect(isPublicIp('11.0.0.1')).toBe(true);
  });
});
