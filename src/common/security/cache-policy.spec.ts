import { describe, expect, it } from '@jest/globals';
import { cacheRule, withAuthorization, withVaryHeader } from './cache-policy.js';

describe('cacheRule', () => {
  it.each([
    ['GET', '/api/cars?make=toyota', false, 'vary'],
    ['GET', '/api/cars/detail/ref/AB123', false, 'vary'],
    ['HEAD', '/api/cars/facets', false, 'vary'],
    ['GET', '/api/makes', false, 'vary'],
    ['GET', '/api/cars', true, 'no-store'],
    ['GET', '/api/makes', true, 'no-store'],
    ['POST', '/api/user/login', false, 'no-store'],
    ['POST', '/api/landing-page', false, 'no-store'],
    ['DELETE', '/api/user/account', false, 'no-store'],
    ['GET', '/api/user/profile', false, 'no-store'],
    ['GET', '/api/user', false, 'no-store'],
    ['GET', '/api/auth/providers', false, 'no-store'],
    ['GET', '/api/auth/google/callback?code=x', false, 'no-store'],
    ['GET', '/api/admin/users?q=a', false, 'no-store'],
    ['GET', '/api/users-directory', false, 'vary'],
    ['GET', '/', false, undefined],
    ['GET', '/uploads/cars/a.webp', false, undefined],
    ['GET', '/cars/AB123', true, undefined],
  ] as const)('%s %s (token: %s) → %s', (method, url, auth, rule) => {
    expect(cacheRule(method, url, auth)).toBe(rule);
  });
});

describe('withAuthorization', () => {
  it('adds Authorization once to what Vary already says', () => {
    expect(withAuthorization(undefined)).toBe('Authorization');
    expect(withAuthorization('Origin')).toBe('Origin, Authorization');
    expect(withAuthorization('Origin, authorization')).toBe('Origin, authorization');
    expect(withAuthorization('*')).toBe('*');
  });
});

describe('withVaryHeader', () => {
  it('adds a header name once, whatever its case', () => {
    expect(withVaryHeader('Authorization', 'X-API-Key')).toBe('Authorization, X-API-Key');
    expect(withVaryHeader('Authorization, x-api-key', 'X-API-Key')).toBe('Authorization, x-api-key');
    expect(withVaryHeader('X-API-Key-Id', 'X-API-Key')).toBe('X-API-Key-Id, X-API-Key');
  });
});
