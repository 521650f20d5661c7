import { createHash, randomBytes } from 'node:crypto';

export const REFRESH_TTL_DAYS = 7;
export const REMEMBER_ME_REFRESH_TTL_DAYS = 30;

/** How long a sign-in's refresh tokens live: 30 days with "remember me", 7 without. */
export function refreshLifetimeMs(rememberMe: boolean): number {
  return (rememberMe ? REMEMBER_ME_REFRESH_TTL_DAYS : REFRESH_TTL_DAYS) * 24 * 60 * 60 * 1000;
}

/** An opaque random token for the client; only its SHA-256 is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
