import { describe, expect, it } from '@jest/globals';
import { afterFailure, endpointRules, endpointUrlProblem, excerpt, isValidHost, newEndpointSecret, retryDelayMs } from './webhook-rules.js';

const production = endpointRules({ allowHttp: false, allowPrivateAddresses: false });
const development = endpointRules({ allowHttp: true, allowPrivateAddresses: true });

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

  it('asks for https, and refuses loopback and private addresses, only where configured (production)', () => {
    expect(endpointUrlProblem('http://dms.example.com/', production)).toBe('https_required');
    expect(endpointUrlProblem('http://dms.example.com/', development)).toBeNull();
    for (const url of [
      'https://localhost/x',
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://192.168.0.5/',
      'https://[::1]/',
      'https://[fd00::1]/',
    ]) {
      expect([url, endpointUrlProblem(url, production)]).toEqual([url, 'internal_address']);
      expect(endpointUrlProblem(url.replace('https', 'http'), development)).toBeNull();
    }
  });

  it('refuses every other special-purpose address everywhere, however it is written (issue 24)', () => {
    for (const url of [
      'https://192.0.2.2:8443/',
      'https://198.51.100.20/',
      'https://203.0.113.9/',
      'https://192.88.99.1/',
      'https://[2001:db8::2]/',
      'https://[100::1]/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:169.254.169.254]/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://0/',
      'https://198.18.0.1/',
      'https://224.0.0.1/',
      'https://[fe80::1]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[2002:a9fe:a9fe::1]/',
    ]) {
      expect([url, endpointUrlProblem(url, production)]).toEqual([url, 'internal_address']);
      expect([url, endpointUrlProblem(url, development)]).toEqual([url, 'internal_address']);
    }
    // The URL parser reads every spelling of 127.0.0.1 as 127.0.0.1.
    for (const url of [
      'https://2130706433/',
      'https://0x7f.1/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://[::ffff:7f00:1]/',
      'https://localhost./',
    ]) {
      expect([url, endpointUrlProblem(url, production)]).toEqual([url, 'internal_address']);
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
