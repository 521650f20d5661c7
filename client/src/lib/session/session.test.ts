import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@autoexport/contract/server-render';
import { session } from './session';
import type { AuthResponse } from './session-storage';

const hint = () => document.cookie.split('; ').find((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));

function signInAnswer(): AuthResponse {
  const now = Date.now();
  return {
    token: 'access',
    tokenExpiry: new Date(now + 15 * 60_000).toISOString(),
    refreshToken: 'refresh',
    refreshTokenExpiry: new Date(now + 7 * 86_400_000).toISOString(),
    sessionId: 'session-1',
    user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina' },
  } as unknown as AuthResponse;
}

describe('the session hint cookie (the server renders no anonymous page for a signed-in browser)', () => {
  afterEach(() => session.clear());

  it('is set while a session is held and gone with it, holding nothing but "1"', () => {
    session.clear();
    expect(hint()).toBeUndefined();
    session.signIn(signInAnswer(), true);
    expect(hint()).toBe(`${SESSION_HINT_COOKIE}=1`);
    session.clear();
    expect(hint()).toBeUndefined();
  });
});
