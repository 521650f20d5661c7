import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import AlertsUnsubscribeRoute from '../routes/unsubscribe-route';
import { SaveSearchButton } from './save-search-button';
import { SavedSearchesPanel } from './saved-searches-panel';

const signedIn = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Khan' },
} as unknown as AuthResponse;

const MAKES = [{ slug: 'toyota', title: 'Toyota', logoUrl: null, count: 3 }];
const search = (id: string, name: string, filters: Record<string, unknown>, frequency = 'instant') => ({
  id,
  name,
  filters,
  frequency,
  createdAt: '2026-11-25T09:00:00Z',
  lastAlertedAt: null,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API: `routes['METHOD /path']` answers; every call is kept. */
function fakeApi(routes: Record<string, (body: unknown) => Response>) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = pathOf(request);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json().catch(() => undefined);
    calls.push({ method: request.method, path, body });
    if (path === '/api/makes') return json(200, MAKES);
    const route = routes[`${request.method} ${path}`];
    return route ? route(body) : json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x', requestId: 'r' });
  });
  return calls;
}

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

describe('saving a search', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('offers a visitor to sign in, coming back to the same search', () => {
    session.clear();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(
      <Routes>
        <Route path="/cars" element={<SaveSearchButton filters={{ make: 'toyota' }} signInUrl="/auth?next=%2Fcars%3Fmake%3Dtoyota" />} />
        <Route path="/auth" element={<Probe />} />
      </Routes>,
      { path: '/cars?make=toyota' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sign in to save this search and get email alerts' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?next=%2Fcars%3Fmake%3Dtoyota');
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('signed in', () => {
    beforeEach(() => session.signIn(signedIn, false));

    it('names it, chooses Daily, saves the filters without page or sort, and says so', async () => {
      const calls = fakeApi({
        'POST /api/saved-searches': (body) =>
          json(201, {
            success: true,
            message: 'Search saved',
            savedSearch: search('s1', 'Family', (body as { filters: Record<string, unknown> }).filters),
          }),
      });
      renderWithProviders(<SaveSearchButton filters={{ make: 'toyota', bodyType: 'suv', yearMin: 2015 }} signInUrl="/auth" />, {
        path: '/cars',
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
      const dialog = screen.getByRole('dialog', { hidden: true });
      expect(await within(dialog).findByText('Make: Toyota, Body type: SUV, Year from: 2015')).toBeInTheDocument();
      fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  Family ' } });
      fireEvent.change(within(dialog).getByLabelText('Email alerts'), { target: { value: 'daily' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
      expect(await screen.findByText('Search saved.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See my saved searches' })).toHaveAttribute('href', '/profile/saved-searches');
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/api/saved-searches',
          body: { filters: { make: 'toyota', bodyType: 'suv', yearMin: 2015 }, frequency: 'daily', name: 'Family' },
        },
      ]);
    });

    it('shows the server’s refusal in the dialog, in the page’s language', async () => {
      fakeApi({
        'POST /api/saved-searches': () =>
          json(409, { statusCode: 409, error: 'Conflict', code: 'SAVED_SEARCH_LIMIT', message: 'x', params: { max: 20 }, requestId: 'r' }),
      });
      renderWithProviders(<SaveSearchButton filters={{}} signInUrl="/ur/auth" />, { path: '/ur/cars' });
      fireEvent.click(screen.getByRole('button', { name: 'یہ تلاش محفوظ کریں' }));
      fireEvent.click(screen.getByRole('button', { name: 'محفوظ کریں', hidden: true }));
      expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('آپ زیادہ سے زیادہ 20 محفوظ تلاشیں رکھ سکتے ہیں۔');
    });
  });
});

describe('the saved searches tab', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('lists each search in words with a link, changes its frequency, deletes after confirming, and toggles favorite alerts', async () => {
    let items = [search('s1', 'Toyota SUVs', { make: 'toyota', bodyType: 'suv' }), search('s2', 'Anything', {}, 'daily')];
    let favoriteAlerts = false;
    const calls = fakeApi({
      'GET /api/saved-searches': () => json(200, { items, max: 20 }),
      'GET /api/saved-searches/preferences': () => json(200, { favoriteAlerts }),
      'PUT /api/saved-searches/preferences': (body) => {
        favoriteAlerts = (body as { favoriteAlerts: boolean }).favoriteAlerts;
        return json(200, { favoriteAlerts });
      },
      'PATCH /api/saved-searches/s1': (body) => {
        items = items.map((s) => (s.id === 's1' ? { ...s, ...(body as object) } : s));
        return json(200, items[0]);
      },
      'DELETE /api/saved-searches/s2': () => {
        items = items.filter((s) => s.id !== 's2');
        return json(200, { success: true, message: 'Saved search deleted' });
      },
    });
    renderWithProviders(<SavedSearchesPanel />, { path: '/profile/saved-searches' });
    const first = (await screen.findByRole('heading', { name: 'Toyota SUVs' })).closest('li')!;
    expect(await within(first).findByText('Make: Toyota, Body type: SUV')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open search: Toyota SUVs' })).toHaveAttribute('href', '/cars?make=toyota&bodyType=suv');
    expect(screen.getByText('All cars')).toBeInTheDocument();

    fireEvent.change(within(first).getByLabelText('Email alerts'), { target: { value: 'off' } });
    expect(await screen.findByText('Alerts for Toyota SUVs: Off.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/saved-searches/s1',
      body: { frequency: 'off' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Anything' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('“Anything” and its email alerts will be deleted.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await screen.findByText('Saved search deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Anything' })).toBeNull());

    const toggle = await screen.findByRole('checkbox', { name: /price drops/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    expect(await screen.findByText('Favorite alerts are on.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ favoriteAlerts: true });
  });

  it('invites to search when there is none', async () => {
    fakeApi({
      'GET /api/saved-searches': () => json(200, { items: [], max: 20 }),
      'GET /api/saved-searches/preferences': () => json(200, { favoriteAlerts: false }),
    });
    renderWithProviders(<SavedSearchesPanel />, { path: '/profile/saved-searches' });
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search cars' })).toHaveAttribute('href', '/cars');
  });
});

describe('the alerts unsubscribe page', () => {
  afterEach(() => vi.restoreAllMocks());
  const render = (path: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/:lang?/saved-searches/unsubscribe" element={<AlertsUnsubscribeRoute />} />
      </Routes>,
      { path },
    );

  it('does nothing on opening, and stops the alerts on the button, without signing in', async () => {
    const calls = fakeApi({
      'POST /api/saved-searches/unsubscribe': () =>
        json(200, { success: true, message: 'You will no longer receive alerts for this saved search.' }),
    });
    render('/saved-searches/unsubscribe?token=tok123');
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop these alerts' }));
    expect(await screen.findByText('You will no longer receive alerts for this saved search.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/saved-searches/unsubscribe', body: { token: 'tok123' } }]);
  });

  it('says so when the link is not valid, in the page’s language; and when it has no token', async () => {
    fakeApi({
      'POST /api/saved-searches/unsubscribe': () =>
        json(404, { statusCode: 404, error: 'Not Found', code: 'SAVED_SEARCH_TOKEN_INVALID', message: 'x', requestId: 'r' }),
    });
    const { unmount } = render('/es/saved-searches/unsubscribe?token=gone');
    fireEvent.click(screen.getByRole('button', { name: 'Detener estas alertas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace para darse de baja no es válido.');
    unmount();
    render('/saved-searches/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
