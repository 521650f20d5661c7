import { describe, expect, it } from '@jest/globals';
import { REDACTED, redactSecrets, toTimeRange } from './audit-rules.js';

describe('redactSecrets', () => {
  it('keeps ordinary facts as they are', () => {
    const value = { role: 'admin', status: 'suspended', email: 'a@example.com', count: 2, list: ['x'], nothing: null };
    expect(redactSecrets(value)).toEqual(value);
  });

  it('keeps booleans that merely say a secret changed', () => {
    expect(redactSecrets({ passwordReset: true, hasPassword: false, passwordGenerated: true })).toEqual({
      passwordReset: true,
      hasPassword: false,
      passwordGenerated: true,
    });
  });

  it('redacts passwords, hashes and tokens under any secret-sounding key, however deep', () => {
    expect(
      redactSecrets({
        password: 'Secret#123',
        passwordHash: 'whatever',
        nested: { refreshToken: 'abc', apiKey: 'k', list: [{ clientSecret: 's' }] },
      }),
    ).toEqual({
      password: REDACTED,
      passwordHash: REDACTED,
      nested: { refreshToken: REDACTED, apiKey: REDACTED, list: [{ clientSecret: REDACTED }] },
    });
  });

  it('redacts a password hash whatever its key', () => {
    expect(redactSecrets({ note: '$argon2id$v=19$m=19456,t=2,p=1$abc$def', old: '$2b$10$abcdef' })).toEqual({
      note: REDACTED,
      old: REDACTED,
    });
  });

  it('writes dates as ISO strings', () => {
    expect(redactSecrets({ at: new Date('2026-03-01T10:00:00Z') })).toEqual({ at: '2026-03-01T10:00:00.000Z' });
  });
});

describe('toTimeRange', () => {
  it('reads a date as the whole day in UTC, both ends included', () => {
    expect(toTimeRange('2026-03-01', '2026-03-31')).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      until: new Date('2026-04-01T00:00:00Z'),
    });
  });

  it('takes a date-time as given, the upper end included', () => {
    expect(toTimeRange('2026-03-01T10:00:00Z', '2026-03-01T11:00:00+01:00')).toEqual({
      from: new Date('2026-03-01T10:00:00Z'),
      until: new Date(Date.parse('2026-03-01T10:00:00Z') + 1),
    });
  });

  it('allows one end alone, or none', () => {
    expect(toTimeRange('2026-03-01')).toEqual({ from: new Date('2026-03-01T00:00:00Z') });
    expect(toTimeRange(undefined, '2026-03-01')).toEqual({ until: new Date('2026-03-02T00:00:00Z') });
    expect(toTimeRange()).toEqual({});
  });

  it('accepts a single day and refuses a range that ends before it starts', () => {
    expect(toTimeRange('2026-03-01', '2026-03-01')).not.toBeNull();
    expect(toTimeRange('2026-03-02', '2026-03-01')).toBeNull();
    expect(toTimeRange('2026-03-01T10:00:00Z', '2026-03-01T09:59:59Z')).toBeNull();
  });
});
