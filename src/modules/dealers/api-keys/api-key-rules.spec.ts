import { describe, expect, it } from '@jest/globals';
import {
  generateKey,
  hashKey,
  ipAllowed,
  isAllowList,
  isScopeList,
  keyMatches,
  normalizeAllowList,
  normalizeScopes,
  prefixOf,
  statusClass,
} from './api-key-rules.js';

describe('generateKey', () => {
  it('makes ak_<8 hex>_<43 base64url> keys whose prefix is found again and whose hash is SHA-256 of the whole key', () => {
    const key = generateKey();
    expect(key.text).toMatch(/^ak_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(prefixOf(key.text)).toBe(key.prefix);
    expect(key.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.hash).toBe(hashKey(key.text));
    expect(key.text).not.toContain(key.hash);
  });

  it('never repeats itself', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateKey().text));
    expect(keys.size).toBe(200);
  });
});

describe('prefixOf', () => {
  it.each([
    '',
    'ak_',
    'ak_ABCDEF12_' + 'a'.repeat(43),
    'ak_abcdef12_' + 'a'.repeat(42),
    'xk_abcdef12_' + 'a'.repeat(43),
    'ak_abcdef12-' + 'a'.repeat(43),
  ])('refuses %p', (text) => expect(prefixOf(text)).toBeNull());
});

describe('keyMatches', () => {
  it('matches the key and nothing else', () => {
    const key = generateKey();
    expect(keyMatches(key.text, key.hash)).toBe(true);
    expect(keyMatches(`${key.text.slice(0, -1)}${key.text.endsWith('A') ? 'B' : 'A'}`, key.hash)).toBe(false);
    expect(keyMatches(key.text, 'abcd')).toBe(false);
  });
});

describe('scopes', () => {
  it('takes a non-empty list of known scopes, in the catalogue order, each once', () => {
    expect(isScopeList(['favorites', 'catalogue:read'])).toBe(true);
    expect(isScopeList([])).toBe(false);
    expect(isScopeList(['admin'])).toBe(false);
    expect(isScopeList('favorites')).toBe(false);
    expect(normalizeScopes(['orders:write', 'catalogue:read', 'orders:write'])).toEqual(['catalogue:read', 'orders:write']);
  });
});

describe('IP allow-list', () => {
  it('takes addresses and CIDR ranges of both families', () => {
    expect(isAllowList([])).toBe(true);
    expect(isAllowList(['203.0.113.7', '198.51.100.0/24', '2001:db8::/32', '::1', '::ffff:10.0.0.1'])).toBe(true);
  });

  it.each([['300.1.1.1'], ['10.0.0.0/33'], ['2001:db8::/129'], ['10.0.0.0/'], ['10.0.0.0/8/8'], ['example.com'], [''], [7]])(
    'refuses %p',
    (entry) => expect(isAllowList([entry])).toBe(false),
  );

  it('refuses more than 50 entries', () => {
    expect(isAllowList(Array.from({ length: 51 }, (_, i) => `10.0.0.${i}`))).toBe(false);
  });

  it('stores entries normalized and once', () => {
    expect(normalizeAllowList([' 2001:DB8::1 ', '::ffff:127.0.0.1', '127.0.0.1'])).toEqual(['2001:db8::1', '127.0.0.1']);
  });

  it('lets any address through an empty list', () => {
    expect(ipAllowed([], '198.51.100.1')).toBe(true);
  });

  it('checks addresses and ranges, IPv4-mapped IPv6 as IPv4', () => {
    const list = ['203.0.113.0/24', '127.0.0.1', '2001:db8::/32'];
    expect(ipAllowed(list, '203.0.113.200')).toBe(true);
    expect(ipAllowed(list, '203.0.114.1')).toBe(false);
    expect(ipAllowed(list, '::ffff:127.0.0.1')).toBe(true);
    expect(ipAllowed(list, '127.0.0.2')).toBe(false);
    expect(ipAllowed(list, '2001:db8:1::5')).toBe(true);
    expect(ipAllowed(list, '2001:db9::5')).toBe(false);
    expect(ipAllowed(list, 'not an ip')).toBe(false);
  });
});

describe('statusClass', () => {
  it.each([
    [200, '2xx'],
    [204, '2xx'],
    [304, '3xx'],
    [403, '4xx'],
    [429, '4xx'],
    [500, '5xx'],
  ])('%p is %p', (status, kind) => expect(statusClass(status)).toBe(kind));
});
