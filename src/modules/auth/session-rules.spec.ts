import { describe, expect, it } from '@jest/globals';
import { newOpaqueToken, refreshLifetimeMs, sha256 } from './session-rules.js';

describe('session rules', () => {
  it('keeps refresh tokens 7 days, or 30 with remember me', () => {
    expect(refreshLifetimeMs(false)).toBe(7 * 86_400_000);
    expect(refreshLifetimeMs(true)).toBe(30 * 86_400_000);
  });

  it('makes unguessable tokens and stores only their hash', () => {
    const a = newOpaqueToken();
    const b = newOpaqueToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.hash).toBe(sha256(a.token));
    expect(a.hash).not.toContain(a.token);
  });
});
