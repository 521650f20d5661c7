import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse, User } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import ProfileRoute from './profile-route';

const user = {
  id: 'u1',
  email: 'amina@example.com',
  role: 'user',
  status: 'active',
  accountType: 'individual',
  firstName: 'Amina',
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

const signedIn: AuthResponse = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user,
};

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderProfile(path: string) {
  return renderWithProviders(
    <Routes>
      {['', '/ur', '/pt', '/es'].map((prefix) => [
        <Route key={`${prefix}p`} path={`${prefix}/profile`} element={<ProfileRoute />} />,
        <Route key={`${prefix}t`} path={`${prefix}/profile/:tab`} element={<ProfileRoute />} />,
        <Route key={`${prefix}a`} path={`${prefix}/auth`} element={<Probe />} />,
      ])}
    </Routes>,
    { path },
  );
}

/** The API as the profile uses it; PATCH answers with `patch` (a field error by default). */
function fakeApi(patch: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = pathOf(request);
    if (path === '/api/user/profile' && request.method === 'GET') return json(200, user);
    if (path === '/api/user/profile' && request.method === 'PATCH') {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return patch(body);
    }
    return json(404, { code: 'NOT_FOUND', message: 'x' });
  });
  return sent;
}

describe('the profile screen', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('sends signed-out visitors to /auth, in their language, with the way back', () => {
    session.clear();
    renderProfile('/ur/profile/password');
    expect(screen.getByTestId('location')).toHaveTextContent('/ur/auth?next=%2Fprofile%2Fpassword');
  });

  it('shows the server’s field error beside its field under "Error updating profile", then "Profile updated successfully"', async () => {
    let answer = (_body: Record<string, unknown>) =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Please fill in all required fields',
        requestId: 'r1',
        details: [
          {
            field: 'zipCode',
            code: 'FIELD_TOO_LONG',
            message: 'ZIP code must be at most 20 characters',
            params: { label: 'ZIP code', max: 20 },
          },
        ],
      });
    const sent = fakeApi((body) => answer(body));
    renderProfile('/profile/contact');

    const zip = await screen.findByRole('textbox', { name: 'ZIP code' });
    fireEvent.change(zip, { target: { value: '123456789012345678901234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('ZIP code must be at most 20 characters');
    expect(sent).toEqual([{ zipCode: '123456789012345678901234' }]);

    answer = () => json(200, { message: 'Profile updated successfully', user: { ...user, zipCode: '75400' } });
    fireEvent.change(zip, { target: { value: '75400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(zip).not.toHaveAttribute('aria-invalid');
    expect(session.getState().user?.zipCode).toBe('75400');
  });

  it('checks the names before sending anything', async () => {
    const sent = fakeApi(() => json(200, { message: 'ok', user }));
    renderProfile('/profile/account');
    const first = await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.change(first, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it.each([
    ['/pt/profile/contact', 'CEP', 'Salvar alterações', 'Informações de contato'],
    ['/es/profile/contact', 'Código postal', 'Guardar cambios', 'Información de contacto'],
    ['/ur/profile/contact', 'زپ کوڈ', 'تبدیلیاں محفوظ کریں', 'رابطے کی معلومات'],
  ])('speaks the page’s language at %s', async (path, zip, save, heading) => {
    fakeApi(() => json(200, { message: 'ok', user }));
    renderProfile(path);
    expect(await screen.findByRole('textbox', { name: zip })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: save })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('shows only the tabs whose API exists, and moves between them with the arrow keys', async () => {
    fakeApi(() => json(200, { message: 'ok', user }));
    renderProfile('/profile');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'My Profile',
      'Change Password',
      'Account Information',
      'Contact Information',
      'Connected Accounts',
      'Preferences',
      'Account Activity',
      'My Account Info',
      'My Consignee Details',
      'My Favorites',
      'Inquiry & Bid List',
      'Saved searches',
      'Reserved Vehicles',
      'Purchased Vehicles',
      'Car tracking',
      'My Coupons',
      'Damage Reports',
      'My Claims',
    ]);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Hello, Amina Khan' })).toBeInTheDocument();
    fireEvent.keyDown(tabs[0], { key: 'ArrowDown' });
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Change Password' }), { key: 'End' });
    expect(await screen.findByRole('heading', { name: 'My Claims' })).toBeInTheDocument();
  });

  it('shows the Inquiry & Bid List’s inquiries first and the bids on their own tab, kept in the URL', async () => {
    fakeApi(() => json(200, { message: 'ok', user }));
    renderProfile('/profile/inquiries');
    expect(await screen.findByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Bids' }));
    expect(await screen.findByRole('heading', { name: 'My auction bids' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bids' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Bid requests' })).toBeInTheDocument();
  });

  it('tells the customer what deleting the account does before they confirm: holds cancelled, refunds by staff, paid orders kept', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      const path = pathOf(request);
      if (path === '/api/user/profile') return json(200, user);
      if (path === '/api/user/account/deletion')
        return json(200, {
          reservations: [
            { orderId: 'o1', stockId: 'AB1234567', carTitle: '2018 Toyota Corolla', paid: { amount: '0.00', currency: 'USD' } },
            { orderId: 'o2', stockId: 'CD7654321', carTitle: '2016 Honda Fit', paid: { amount: '500.00', currency: 'USD' } },
          ],
          ordersKept: 1,
          openBids: 2,
          bidsAtAuction: [],
          auctionDepositJpy: '200000',
          refund: { amount: '500.00', currency: 'USD' },
        });
      return json(404, { code: 'NOT_FOUND', message: 'x' });
    });
    renderProfile('/profile/account-info');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText(/cancels your reservations \(their cars go back on sale\)/)).toBeInTheDocument();
    expect(await screen.findByText('Your 2 reservations are cancelled and their cars go back on sale:')).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent === '2018 Toyota Corolla · stock AB1234567'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your 2 open auction bid requests are withdrawn.')).toBeInTheDocument();
    expect(screen.getByText(/refund your auction deposit of .*200,000/)).toBeInTheDocument();
    expect(screen.getByText(/refund the \$500\.00 you paid towards these reservations/)).toBeInTheDocument();
    expect(
      screen.getByText('Your order with payments on it stays in our accounting records, without your contact details.'),
    ).toBeInTheDocument();
  });
});
