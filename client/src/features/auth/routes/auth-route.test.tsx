import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { SESSION_KEY, type AuthResponse } from '../../../lib/session/session-storage';
import { session } from '../../../lib/session/session';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import AuthRoute from './auth-route';

const user = { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Odhiambo' } as AuthResponse['user'];
const signedIn: AuthResponse = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  sessionId: 's1',
  user,
};

/** Shows where the router is, so a test can see the screen move on. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

type Handler = (path: string, request: Request) => Response | Promise<Response>;
function server(handler: Handler, providers = { providers: [] as unknown[] }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = pathOf(request);
    if (path === '/api/auth/providers') return json(200, providers);
    return handler(path, request);
  });
}

const render = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/:lang?/auth" element={<AuthRoute />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { path },
  );

describe('the sign-in page', () => {
  beforeEach(() => session.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    session.clear();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the Login tab, and the Register tab with ?tab=register (WAI-ARIA tabs)', () => {
    server(() => json(404, {}));
    render('/auth');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?tab=register');
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByLabelText(/^First name/));
  });

  it('register: the spec’s messages beside their fields, the focus on the first, and no request', () => {
    const fetch = server(() => json(500, {}));
    render('/auth?tab=register');
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'amina@' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const firstName = screen.getByLabelText(/^First name/);
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 6 characters. A mix of letters, numbers and symbols is advised. Password must be at least 6 characters',
    );
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      'With your country code, e.g. +92 300 1234567 Phone number is invalid',
    );
    expect(fetch.mock.calls.filter(([input]) => pathOf(input as Request) === '/api/user/register')).toHaveLength(0);
    // Fixing a field clears its message as the person types.
    fireEvent.change(firstName, { target: { value: 'Amina' } });
    expect(firstName).not.toHaveAccessibleDescription();
  });

  it('register: sends RegisterDto, signs in and goes to `next`', async () => {
    let sent: unknown;
    server(async (path, request) => {
      if (path !== '/api/user/register') return json(404, {});
      sent = await request.json();
      return json(201, signedIn);
    });
    render('/auth?tab=register&next=%2Fcars%2FAB1234567');
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: ' Amina ' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Odhiambo' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'amina@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Nairobi#26' } });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'KE' } });
    fireEvent.click(screen.getByRole('radio', { name: 'A dealer' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email me deals and new arrivals' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/cars\/AB1234567$/));
    expect(sent).toEqual({
      firstName: 'Amina',
      lastName: 'Odhiambo',
      email: 'amina@example.com',
      password: 'Nairobi#26',
      country: 'KE',
      accountType: 'dealer',
      promotionOptIn: true,
    });
    expect(session.getState()).toEqual({ status: 'signedIn', user });
  });

  it('register: the server’s errors beside their fields (EMAIL_TAKEN, details)', async () => {
    server((path) =>
      path === '/api/user/register'
        ? json(409, { statusCode: 409, code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' })
        : json(404, {}),
    );
    render('/pt/auth?tab=register');
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Amina' } });
    fireEvent.change(screen.getByLabelText(/^Sobrenome/), { target: { value: 'Odhiambo' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'amina@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'Nairobi#26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Já existe uma conta com este e-mail.');
  });

  it('login: the server’s message for a wrong password, and the form stays', async () => {
    server((path) =>
      path === '/api/user/login'
        ? json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' })
        : json(404, {}),
    );
    // The 401 rule looks at the browser's address: on /auth it stays put.
    window.history.replaceState(null, '', '/auth');
    render('/auth');
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'bilal.khan@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/auth$/);
    expect(session.getState().status).toBe('signedOut');
  });

  it('login with remember me: rememberMe is sent, the session is kept in localStorage, then home', async () => {
    let sent: unknown;
    server(async (path, request) => {
      if (path !== '/api/user/login') return json(404, {});
      sent = await request.json();
      return json(200, signedIn);
    });
    render('/es/auth?next=https%3A%2F%2Fevil.example');
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: 'Amina@Example.com ' } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'Nairobi#26' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/es$/));
    expect(sent).toEqual({ email: 'Amina@Example.com', password: 'Nairobi#26', rememberMe: true });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toMatchObject({ authToken: 'access', sessionId: 's1' });
  });

  it('someone already signed in goes straight on to `next`', async () => {
    server(() => json(404, {}));
    session.signIn(signedIn, false);
    render('/ur/auth?next=%2Fprofile');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/ur\/profile$/));
  });

  it('shows Google and Facebook only when the server says they are configured', async () => {
    server(() => json(404, {}), {
      providers: [
        { provider: 'google', label: 'Google', enabled: true },
        { provider: 'facebook', label: 'Facebook', enabled: false },
      ],
    });
    render('/auth');
    const social = await screen.findByRole('region', { name: 'Sign in with another account' });
    expect(
      within(social)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Continue with Google']);
  });

  it('in Urdu: the tabs and fields are translated', () => {
    server(() => json(404, {}));
    render('/ur/auth?tab=register');
    expect(screen.getByRole('tab', { name: 'رجسٹر' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^پہلا نام/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اکاؤنٹ بنائیں' })).toBeInTheDocument();
  });
});
