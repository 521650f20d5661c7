import { describe, expect, it } from '@jest/globals';
import {
  afterFailure,
  endpointUrlProblem,
  excerpt,
  isInternalAddress,
  isValidHost,
  newEndpointSecret,
  retryDelayMs,
} from './webhook-rules.js';

const production = { allowHttp: false, allowInternal: false };
const development = { allowHttp: true, allowInternal: true };

describe('endpoint URLs', () => {
  it('takes https URLs with a valid host name', () => {
    expect(endpointUrlProblem('https://dms.example.com/hooks?x=1', production)).toBeNull();
    expect(endpointUrlProblem('https://93.184.216.34:8443/h', production)).toBeNull();
  });

  it('refuses what is not an http(s) URL of a valid host, or carries credentials', () => {
    for (const url of [
      'ftp://example.com/x',
      'https://',
      'not a url',
      'https://exa_mple.com/',
      'https://user:pw@example.com/',
      'https://-a.com/',
      'https://example.123/',
    ]) {
      expect([url, endpointUrlProblem(url, development)]).toEqual([url, 'invalid']);
    }
    expect(endpointUrlProblem(`https://example.com/${'a'.repeat(500)}`, development)).toBe('invalid');
  });

  it('asks for https, and refuses internal addresses, only where configured (production)', () => {
    expect(endpointUrlProblem('http://dms.example.com/', production)).toBe('https_required');
    expect(endpointUrlProblem('http://dms.example.com/', development)).toBeNull();
    for (const url of [
      'https://localhost/x',
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://192.168.0.5/',
      'https://[::1]/',
      'https://169.254.169.254/',
    ]) {
      expect([url, endpointUrlProblem(url, production)]).toEqual([url, 'internal_address']);
      expect(endpointUrlProblem(url.replace('https', 'http'), development)).toBeNull();
    }
  });

  it('tells internal addresses from public ones', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      // What the WHATWG URL parser makes of [::ffff:127.0.0.1], [::127.0.0.1] and [::ffff:169.254.169.254]: the same hosts.
      '::ffff:7f00:1',
      '::7f00:1',
      '::ffff:a9fe:a9fe',
      '[::ffff:a00:1]',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
      'fec0::1',
    ]) {
      expect([a, isInternalAddress(a)]).toEqual([a, true]);
    }
    for (const a of [
      '8.8.8.8',
      '172.32.0.1',
      '93.184.216.34',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect([a, isInternalAddress(a)]).toEqual([a, false]);
    }
    expect(isValidHost('example.com')).toBe(true);
    expect(isValidHost('localhost')).toBe(true);
    expect(isValidHost('intranet')).toBe(false);
  });
});

describe('retries', () => {
  it('doubles the wait from the base up to the cap, spanning about a day with the defaults', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, 4 * 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(14, 30_000, 4 * 3_600_000)).toBe(4 * 3_600_000);
    const total = Array.from({ length: 14 }, (_, i) => retryDelayMs(i + 1, 30_000, 4 * 3_600_000)).reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(23);
    expect(total / 3_600_000).toBeLessThan(25);
  });

  it('gives a delivery up after its last attempt, and disables the endpoint then or after a run of failures', () => {
    const limits = { maxAttempts: 3, disableAfterFailures: 5 };
    expect(afterFailure(1, 1, limits)).toEqual({ final: false, disable: false });
    expect(afterFailure(3, 3, limits)).toEqual({ final: true, disable: true });
    expect(afterFailure(2, 5, limits)).toEqual({ final: false, disable: true });
  });

  it('keeps at most 500 characters of an answer, without control characters', () => {
    expect(excerpt('ok\u0000\u0007')).toBe('ok  ');
    expect(excerpt('x'.repeat(900))).toHaveLength(500);
  });

  it('makes distinct, long secrets', () => {
    const a = newEndpointSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newEndpointSecret()).not.toBe(a);
  });
});
