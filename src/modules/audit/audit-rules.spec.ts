import { describe, expect, it } from '@jest/globals';
import { REDACTED, redactSecrets } from './audit-rules.js';

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
