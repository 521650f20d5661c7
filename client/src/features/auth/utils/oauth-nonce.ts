/**
 * Google and Facebook sign-in (README "Accounts, for client developers"): the browser makes a random nonce, keeps it
 * in sessionStorage and sends it to `/api/auth/<provider>?nonce=…`; the callback page sends it again with the one-time
 * code. Only the tab that started a sign-in can finish it, so nobody can sign a visitor into someone else's account.
 */
export type OAuthProvider = 'google' | 'facebook';

/** What the callback page needs from the start: the nonce, and what the sign-in page knew (remember me, next). */
export interface PendingOAuth {
  nonce: string;
  remember: boolean;
  /** Where to go afterwards: an English app path already checked by safeNext, or null for home. */
  next: string | null;
}

export const PENDING_OAUTH_KEY = 'autoexport.oauth.pending';
/** 32 random bytes: 256 bits, 43 base64url characters (the server takes 22 to 128). */
const NONCE_BYTES = 32;

/** Bytes as base64url without padding (RFC 4648 §5): A-Z, a-z, 0-9, `-` and `_`. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh nonce from the platform's cryptographic random source (never Math.random). */
export function createNonce(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = new Uint8Array(NONCE_BYTES);
  fill(bytes);
  return base64url(bytes);
}

const isPending = (value: unknown): value is PendingOAuth => {
  const v = value as PendingOAuth | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.nonce === 'string' &&
    /^[A-Za-z0-9_-]{22,128}$/.test(v.nonce) &&
    typeof v.remember === 'boolean' &&
    (v.next === null || typeof v.next === 'string')
  );
};

/** Keeps a new nonce (with remember me and next) and answers the URL to navigate to: `/api/auth/google?nonce=…`. */
export function beginOAuth(
  provider: OAuthProvider,
  options: { remember: boolean; next: string | null },
  storage: Storage = sessionStorage,
  nonce: string = createNonce(),
): string {
  const pending: PendingOAuth = { nonce, remember: options.remember, next: options.next };
  storage.setItem(PENDING_OAUTH_KEY, JSON.stringify(pending));
  return `/api/auth/${provider}?nonce=${encodeURIComponent(nonce)}`;
}

/** The sign-in this tab started, or null (another tab, storage cleared, already finished). */
export function readPendingOAuth(storage: Storage = sessionStorage): PendingOAuth | null {
  try {
    const text = storage.getItem(PENDING_OAUTH_KEY);
    const value: unknown = text === null ? null : JSON.parse(text);
    return isPending(value) ? value : null;
  } catch {
    return null;
  }
}

/** Once a sign-in has finished, well or not, its nonce is spent. */
export function clearPendingOAuth(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(PENDING_OAUTH_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}
