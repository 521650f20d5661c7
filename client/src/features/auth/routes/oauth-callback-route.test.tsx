import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { session } from '../../../lib/session/session';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { beginOAuth, readPendingOAuth } from '../utils/oauth-nonce';
import OAuthCallbackRoute from './oauth-callback-route';

const user = { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'O' } as AuthResponse['user'];
const signedIn: AuthResponse = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  sessionId: 's1',
  user,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const render = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/:lang?/auth/callback" element={<OAuthCallbackRoute />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { path },
  );

describe('the OAuth callback page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    session.clear();
    sessionStorage.clear();
  });

  it('trades the code with this tab’s nonce, signs in and goes to `next`', async () => {
    window.history.replaceState(null, '', '/auth/callback');
    beginOAuth('google', { remember: false, next: '/cars/AB1234567' }, sessionStorage, 'N'.repeat(43));
    const bodies: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (pathOf(input as Request) !== '/api/auth/oauth/exchange') return json(404, {});
      bodies.push(await (input as Request).json());
      return json(200, signedIn);
    });
    render('/auth/callback?code=one-time-code');
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/cars\/AB1234567$/));
    expect(bodies).toEqual([{ code: 'one-time-code', nonce: 'N'.repeat(43) }]);
    expect(session.getState()).toEqual({ status: 'signedIn', user });
    expect(readPendingOAuth()).toBeNull();
  });

  it('explains ?error=CODE in the visitor’s language, with a way back to sign-in', () => {
    render('/pt/auth/callback?error=OAUTH_DENIED');
    expect(screen.getByRole('alert')).toHaveTextContent('O login foi cancelado.');
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/pt/auth');
  });

  it('a suspended account and an unknown code read as sentences, never as codes', () => {
    render('/auth/callback?error=ACCOUNT_SUSPENDED');
    expect(screen.getByRole('alert')).toHaveTextContent('Your account is suspended. Please contact support.');
  });

  it('a code this tab did not ask for is not traded', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render('/auth/callback?code=someone-elses');
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in was not started in this browser tab');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a refused code (expired, already used) says so and spends the nonce', async () => {
    window.history.replaceState(null, '', '/auth/callback');
    beginOAuth('facebook', { remember: false, next: null }, sessionStorage);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(401, { statusCode: 401, code: 'OAUTH_CODE_INVALID', message: 'This sign-in has expired or was already used.' }),
    );
    render('/auth/callback?code=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired or was already used. Please sign in again.');
    expect(readPendingOAuth()).toBeNull();
  });
});
