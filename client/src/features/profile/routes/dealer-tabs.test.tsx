import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse, User } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import ProfileRoute from './profile-route';

const user = {
  id: 'u1',
  email: 'bilal@example.com',
  role: 'user',
  status: 'active',
  accountType: 'dealer',
  firstName: 'Bilal',
  lastName: 'Khan',
  phone: null,
  whatsapp: null,
  country: 'PK',
  address: null,
  addressContd: null,
  city: 'Karachi',
  state: null,
  zipCode: null,
  importCountry: null,
  port: null,
  promotionOptIn: false,
  notificationsPreference: 'important',
  preferredCurrency: 'USD',
  preferredLanguage: 'en',
  hasPassword: true,
  createdAt: '2026-01-15T09:00:00Z',
} satisfies User;

function signIn(accountType: User['accountType']) {
  const auth: AuthResponse = {
    token: 'access',
    tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
    refreshToken: 'refresh',
    refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
    sessionId: 's1',
    user: { ...user, accountType },
  };
  session.signIn(auth, false);
}

const key = {
  id: 'k1',
  name: 'Stock sync',
  prefix: '3f9a0c1d',
  scopes: ['catalogue:read'],
  allowedIps: [],
  createdAt: '2026-05-01T08:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
};

const endpoint = {
  id: 'e1',
  url: 'https://dms.example.com/hooks',
  events: ['car.listed'],
  description: null,
  status: 'active',
  disabledReason: null,
  disabledAt: null,
  consecutiveFailures: 0,
  previousSecretExpiresAt: null,
  createdAt: '2026-05-01T08:00:00Z',
  updatedAt: '2026-05-01T08:00:00Z',
};

const delivery = {
  id: 'd1',
  eventId: 'ev1',
  eventType: 'ping',
  status: 'succeeded',
  attemptCount: 1,
  attempts: [{ at: '2026-05-04T08:15:30Z', statusCode: 200, durationMs: 12, succeeded: true, answer: 'thanks' }],
  data: {},
  createdAt: '2026-05-04T08:15:30Z',
  occurredAt: '2026-05-04T08:15:30Z',
  completedAt: '2026-05-04T08:15:30Z',
  lastError: null,
  lastStatusCode: 200,
  nextAttemptAt: null,
  replayOf: null,
};

interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

/** The dealer routes as the tabs use them; every request is recorded. */
function fakeApi() {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = pathOf(request);
    const body =
      request.method === 'GET' || request.method === 'DELETE'
        ? undefined
        : await request.text().then((t) => (t ? JSON.parse(t) : undefined));
    sent.push({ method: request.method, path, body });
    const route = `${request.method} ${path}`;
    if (route === 'GET /api/user/profile') return json(200, user);
    if (route === 'GET /api/user/api-keys') return json(200, { items: [key] });
    if (route === 'GET /api/user/api-keys/usage') return json(200, { from: '2026-04-21', to: '2026-05-04', total: 0, items: [] });
    if (route === 'GET /api/user/api-keys/activity')
      return json(200, {
        items: [
          { at: '2026-05-04T08:15:30Z', keyId: 'k1', keyName: 'Stock sync', method: 'GET', route: '/api/cars', status: 200, durationMs: 9 },
        ],
        page: 1,
        limit: 20,
        total: 1,
      });
    if (route === 'POST /api/user/api-keys') return json(201, { ...key, id: 'k2', name: 'Website', key: 'ak_77aa00bb_SECRETPART' });
    if (route === 'DELETE /api/user/api-keys/k1') return json(200, { ...key, revokedAt: '2026-05-04T09:00:00Z' });
    if (route === 'GET /api/user/webhooks') return json(200, { items: [endpoint], total: 1 });
    if (route === 'GET /api/user/webhooks/e1/deliveries') return json(200, { items: [delivery], page: 1, limit: 10, total: 1 });
    if (route === 'POST /api/user/webhooks/e1/test') return json(201, delivery);
    if (route === 'POST /api/user/webhooks/deliveries/d1/replay')
      return json(201, { ...delivery, id: 'd2', status: 'pending', attempts: [], replayOf: 'd1' });
    if (route === 'POST /api/user/webhooks/e1/rotate-secret')
      return json(201, { ...endpoint, secret: 'whsec_NEWSECRET', previousSecretExpiresAt: '2026-05-05T09:00:00Z' });
    return json(404, { code: 'NOT_FOUND', message: 'x' });
  });
  return sent;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/profile/:tab" element={<ProfileRoute />} />
    </Routes>,
    { path },
  );
}

/** The open confirmation (the panel keeps its other dialogs closed in the page). */
const openDialog = () => screen.getAllByRole('dialog', { hidden: true }).find((dialog) => dialog.hasAttribute('open'))!;

const confirmIn = (name: string) => fireEvent.click(within(openDialog()).getByRole('button', { name, hidden: true }));

describe('the dealer tabs', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('tells an individual what the tabs are for, without asking the API, and lists them to dealers only', async () => {
    signIn('individual');
    const sent = fakeApi();
    renderAt('/profile/webhooks');
    expect(await screen.findByText('For dealer accounts')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'API keys' })).not.toBeInTheDocument();
    expect(sent.filter((s) => s.path.startsWith('/api/user/webhooks') || s.path.startsWith('/api/user/api-keys'))).toEqual([]);
  });

  it('creates a key with its scopes and allowed IPs, shows it once, then never again', async () => {
    signIn('dealer');
    const sent = fakeApi();
    renderAt('/profile/api-keys');
    expect(await screen.findByText('ak_3f9a0c1d_…')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Webhooks' })).toBeInTheDocument();
    expect(await screen.findByText('GET /api/cars')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create a key' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: ' Website ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Choose at least one scope.')).toBeInTheDocument();
    expect(sent.some((s) => s.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: /orders:read/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /catalogue:read/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Allowed IP addresses/ }), {
      target: { value: '203.0.113.7\n\n 198.51.100.0/24 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByTestId('secret-once')).toHaveTextContent('ak_77aa00bb_SECRETPART');
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      name: 'Website',
      scopes: ['catalogue:read', 'orders:read'],
      allowedIps: ['203.0.113.7', '198.51.100.0/24'],
    });

    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByText('ak_77aa00bb_SECRETPART')).not.toBeInTheDocument());
  });

  it('revokes a key only after a confirmation that says what happens', async () => {
    signIn('dealer');
    const sent = fakeApi();
    renderAt('/profile/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the key Stock sync' }));
    expect(openDialog()).toHaveTextContent('the very next request made with it is refused');
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    confirmIn('Revoke');
    expect(await screen.findByText('The key “Stock sync” is revoked.')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual(['/api/user/api-keys/k1']);
  });

  it('sends a test event, lists the delivery with its attempt and replays it', async () => {
    signIn('dealer');
    const sent = fakeApi();
    renderAt('/profile/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Send test event to https://dms.example.com/hooks' }));
    expect(await screen.findByText('A test event is on its way: its delivery appears below.')).toBeInTheDocument();
    expect(await screen.findByText('thanks')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Replay the delivery of ping' }));
    expect(await screen.findByText('The event is sent again, with the same Webhook-Id.')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.path)).toEqual([
      '/api/user/webhooks/e1/test',
      '/api/user/webhooks/deliveries/d1/replay',
    ]);
  });

  it('rotates a secret after confirming, shows the new one once and until when the old one still signs', async () => {
    signIn('dealer');
    fakeApi();
    renderAt('/profile/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate secret of https://dms.example.com/hooks' }));
    expect(openDialog()).toHaveTextContent('The old secret stays valid for an overlap period');
    confirmIn('Rotate secret');
    expect(await screen.findByTestId('secret-once')).toHaveTextContent('whsec_NEWSECRET');
    expect(screen.getByText(/The old secret keeps signing deliveries too until .*2026/)).toBeInTheDocument();
  });
});
