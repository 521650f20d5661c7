import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../test/fakes';
import { base64url, beginOAuth, clearPendingOAuth, createNonce, PENDING_OAUTH_KEY, readPendingOAuth } from './oauth-nonce';

describe('the OAuth nonce', () => {
  it('is at least 128 random bits in base64url, as the server expects', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22,128}$/);
    // 32 bytes → 43 characters, 6 bits each: 258 bits ≥ 128.
    expect(nonce.length * 6).toBeGreaterThanOrEqual(128);
    expect(createNonce()).not.toBe(nonce);
  });

  it('comes from the cryptographic source it is given', () => {
    expect(createNonce((bytes) => bytes.fill(0xff))).toBe('_'.repeat(42) + '8');
    expect(createNonce((bytes) => bytes.fill(0))).toBe('A'.repeat(43));
  });

  it('encodes base64url without padding', () => {
    expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(base64url(new TextEncoder().encode('any carnal pleasure.'))).toBe('YW55IGNhcm5hbCBwbGVhc3VyZS4');
  });

  it('is kept in sessionStorage with remember me and next, and the URL carries only the nonce', () => {
    const storage = new MemoryStorage();
    const url = beginOAuth('google', { remember: true, next: '/cars/AB1234567' }, storage, 'n'.repeat(43));
    expect(url).toBe(`/api/auth/google?nonce=${'n'.repeat(43)}`);
    expect(readPendingOAuth(storage)).toEqual({ nonce: 'n'.repeat(43), remember: true, next: '/cars/AB1234567' });
    expect(beginOAuth('facebook', { remember: false, next: null }, storage)).toMatch(/^\/api\/auth\/facebook\?nonce=[\w-]{43}$/);
  });

  it('reads nothing from another tab, after clearing, or from a tampered record', () => {
    const storage = new MemoryStorage();
    expect(readPendingOAuth(storage)).toBeNull();
    beginOAuth('google', { remember: false, next: null }, storage);
    clearPendingOAuth(storage);
    expect(readPendingOAuth(storage)).toBeNull();
    storage.setItem(PENDING_OAUTH_KEY, JSON.stringify({ nonce: 'short', remember: false, next: null }));
    expect(readPendingOAuth(storage)).toBeNull();
    storage.setItem(PENDING_OAUTH_KEY, '{not json');
    expect(readPendingOAuth(storage)).toBeNull();
  });
});
