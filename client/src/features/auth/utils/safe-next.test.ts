import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps a path of this site, with its query and hash, without its language prefix', () => {
    expect(safeNext('/cars/AB1234567')).toBe('/cars/AB1234567');
    expect(safeNext('/cars?make=toyota&page=2#results')).toBe('/cars?make=toyota&page=2#results');
    expect(safeNext('/ur/profile/consignees')).toBe('/profile/consignees');
    expect(safeNext('/')).toBe('/');
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['an absolute URL', 'https://evil.example/cars'],
    ['a protocol-relative URL', '//evil.example/cars'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'cars'],
    ['the API', '/api/auth/logout'],
    ['the sign-in page itself', '/auth?tab=register'],
    ['another sign-in page', '/pt/auth/reset-password?token=x'],
  ])('refuses %s', (_what, raw) => {
    expect(safeNext(raw)).toBeNull();
  });
});
