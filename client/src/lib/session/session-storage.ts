import type { components } from '../api/schema';

export type User = components['schemas']['UserResponseDto'];
export type AuthResponse = components['schemas']['AuthResponseDto'];

/**
 * The session values of spec §4 and §9, kept client-side as one JSON record (one key, so another tab never reads
 * a token from one sign-in beside a refresh token from another). There is no CSRF token: the API takes only
 * `Authorization: Bearer`, never cookies, so there is nothing for a cross-site form to ride on.
 */
export interface StoredSession {
  authToken: string;
  /** ISO date-time: when authToken stops working (15 minutes after it was issued). */
  tokenExpiry: string;
  /** Single use: each POST /api/auth/refresh spends it and answers a new one. */
  refreshToken: string;
  /** ISO date-time: after it, the session is over (7 days, or 30 with remember me). */
  refreshTokenExpiry: string;
  sessionId: string;
  userData: User;
}

export const SESSION_KEY = 'autoexport.session';
/**
 * A session kept in sessionStorage (no "remember me") is invisible to the other tabs that share it (a duplicated
 * tab). After refreshing, the tab leaves the new pair here for a minute, tagged with the spent refresh token, so such
 * a tab adopts it instead of presenting the spent token (which the server treats as theft).
 */
export const HANDOFF_KEY = 'autoexport.session.handoff';
/** Set when a sign-out ends a session, so tabs holding it in their own sessionStorage drop it too. */
export const ENDED_KEY = 'autoexport.session.ended';
export const HANDOFF_TTL_MS = 60_000;

export interface Handoff {
  sessionId: string;
  previous: string;
  next: StoredSession;
  at: number;
}

export const toStoredSession = (auth: AuthResponse): StoredSession => ({
  authToken: auth.token,
  tokenExpiry: auth.tokenExpiry,
  refreshToken: auth.refreshToken,
  refreshTokenExpiry: auth.refreshTokenExpiry,
  sessionId: auth.sessionId,
  userData: auth.user,
});

const isStoredSession = (value: unknown): value is StoredSession => {
  const s = value as StoredSession | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.authToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    typeof s.tokenExpiry === 'string' &&
    typeof s.refreshTokenExpiry === 'string' &&
    typeof s.sessionId === 'string' &&
    typeof s.userData === 'object' &&
    s.userData !== null
  );
};

/** JSON from storage, or null when absent, unreadable (private mode) or not JSON. */
export function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {}
}

export function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {}
}

export const readSession = (storage: Storage): StoredSession | null => {
  const value = readJson(storage, SESSION_KEY);
  return isStoredSession(value) ? value : null;
};

export const readHandoff = (storage: Storage): Handoff | null => {
  const value = readJson(storage, HANDOFF_KEY) as Handoff | null;
  return value && typeof value.previous === 'string' && isStoredSession(value.next) ? value : null;
};
