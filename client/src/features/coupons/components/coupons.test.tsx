import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import type { Order } from '../../orders/api/orders-api';
import type { Coupon } from '../api/coupons-api';
import { ApplyCoupon } from './apply-coupon';
import { CouponsPanel } from './coupons-panel';
import { OrderCouponUses } from './order-coupon-uses';

const signedIn = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Khan' },
} as unknown as AuthResponse;

const usd = (amount: string) => ({ amount, currency: 'USD' as const });
const FUTURE = new Date(Date.now() + 30 * 86_400_000).toISOString();
const PAST = new Date(Date.now() - 86_400_000).toISOString();
const coupon = (code: string, over: Partial<Coupon> = {}): Coupon => ({
  id: `id-${code}`,
  name: `Coupon ${code}`,
  code,
  amount: usd('500.00'),
  balance: usd('500.00'),
  used: false,
  expired: false,
  expiresAt: FUTURE,
  ...over,
});
const WELCOME = coupon('WELCOME-2026', { name: 'Welcome discount', balance: usd('300.00') });
const GONE = coupon('GONE-2026', { name: 'Spent', balance: usd('0.00'), used: true });
const OLD = coupon('OLD-2025', { name: 'Last year', expired: true, expiresAt: PAST });
const EURO = coupon('EURO-2026', {
  name: 'Euro voucher',
  amount: { amount: '200.00', currency: 'EUR' },
  balance: { amount: '200.00', currency: 'EUR' },
});

const order = (status: string, allocated: string, balance: string) =>
  ({
    id: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47',
    status,
    car: { stockId: 'AB1234567', title: '2018 Toyota Corolla' },
    payment: {
      allocated: usd(allocated),
      balance: usd(balance),
      total: usd('6500.00'),
      percent: '0',
      depositPaid: false,
      fullyPaid: false,
    },
  }) as unknown as Order;

/** GET /api/coupons answers `coupons` (paged as asked); POST …/coupons answers `apply`. */
function fakeApi(coupons: Coupon[] | (() => Response), apply: (body: Record<string, unknown>) => Response = () => json(404, {})) {
  const sent: Record<string, unknown>[] = [];
  const pages: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = pathOf(request);
    if (path === '/api/coupons' && request.method === 'GET') {
      if (typeof coupons === 'function') return coupons();
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      pages.push(`${page}/${limit}`);
      return json(200, { items: coupons.slice((page - 1) * limit, page * limit), total: coupons.length, page, limit });
    }
    if (path.endsWith('/coupons') && request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return apply(body);
    }
    return json(404, { code: 'NOT_FOUND', message: 'x' });
  });
  return { sent, pages };
}

const refusal = (status: number, code: string, params: Record<string, string> = {}) =>
  json(status, { statusCode: status, error: 'Conflict', code, message: code, params, requestId: 'r1' });

describe('My Coupons', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('lists each coupon with its status, its code left to right, what is left of it and its expiry', async () => {
    fakeApi([WELCOME, GONE, OLD]);
    renderWithProviders(<CouponsPanel />, { path: '/profile/coupons' });
    expect(screen.getByRole('heading', { level: 2, name: 'My Coupons' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Welcome discount' })).closest('li')!;
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('WELCOME-2026')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByRole('button', { name: 'Copy code WELCOME-2026' })).toBeInTheDocument();
    expect(within(card).getByText('Left to use').nextSibling).toHaveTextContent('$300');
    expect(within(card).getByText('Value').nextSibling).toHaveTextContent('$500');
    expect(within(card).getByText('Valid until')).toBeInTheDocument();
    const spent = screen.getByRole('heading', { name: 'Spent' }).closest('li')!;
    expect(within(spent).getByText('Used')).toBeInTheDocument();
    const old = screen.getByRole('heading', { name: 'Last year' }).closest('li')!;
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).getByText('Expired on')).toBeInTheDocument();
    expect(screen.getByText('3 coupons')).toBeInTheDocument();
  });

  it('keeps the code left to right on Urdu pages', async () => {
    fakeApi([WELCOME]);
    renderWithProviders(<CouponsPanel />, { path: '/ur/profile/coupons' });
    expect(await screen.findByText('WELCOME-2026')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('فعال')).toBeInTheDocument();
  });

  it('copies a code and says so', async () => {
    fakeApi([WELCOME]);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<CouponsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code WELCOME-2026' }));
    expect(await screen.findByRole('button', { name: 'Code WELCOME-2026 copied' })).toHaveTextContent('Copied');
    expect(writeText).toHaveBeenCalledWith('WELCOME-2026');
  });

  it('says what coupons are for when there is none', async () => {
    fakeApi([]);
    renderWithProviders(<CouponsPanel />);
    expect(await screen.findByText('You have no coupons yet')).toBeInTheDocument();
    expect(screen.getByText(/When we give you a coupon/)).toBeInTheDocument();
  });

  it('shows a failure with Retry, then the list', async () => {
    let fail = true;
    fakeApi(() =>
      fail ? json(500, { code: 'INTERNAL_ERROR', message: 'x' }) : json(200, { items: [WELCOME], total: 1, page: 1, limit: 10 }),
    );
    renderWithProviders(<CouponsPanel />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Welcome discount' })).toBeInTheDocument();
  });

  it('pages through many coupons', async () => {
    const many = Array.from({ length: 12 }, (_, i) => coupon(`CODE-${String(i).padStart(2, '0')}`));
    const { pages } = fakeApi(many);
    renderWithProviders(<CouponsPanel />);
    await screen.findByText('CODE-00');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('CODE-10')).toBeInTheDocument();
    expect(screen.queryByText('CODE-00')).toBeNull();
    expect(pages).toEqual(['1/10', '2/10']);
  });
});

describe('Apply a coupon on an order', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('is offered only while the order can take one', () => {
    fakeApi([WELCOME]);
    for (const closed of [
      order('cancelled', '0.00', '6500.00'),
      order('paid', '6500.00', '0.00'),
      order('deposit_paid', '6500.00', '0.00'),
    ]) {
      const view = renderWithProviders(<ApplyCoupon order={closed} />);
      expect(screen.queryByRole('heading', { name: 'Apply a coupon' })).toBeNull();
      view.unmount();
    }
    renderWithProviders(<ApplyCoupon order={order('deposit_paid', '3250.00', '3250.00')} />);
    expect(screen.getByRole('heading', { name: 'Apply a coupon' })).toBeInTheDocument();
  });

  it('offers only my usable coupons in the order’s currency', async () => {
    fakeApi([WELCOME, GONE, OLD, EURO, coupon('SPARE-2026', { name: 'Spare' })]);
    renderWithProviders(<ApplyCoupon order={order('reserved', '0.00', '6500.00')} />);
    const select = await screen.findByRole('combobox', { name: 'Coupon' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a coupon',
      'Welcome discount · \u2066WELCOME-2026\u2069 · $300.00 left',
      'Spare · \u2066SPARE-2026\u2069 · $500.00 left',
    ]);
  });

  it('says so when none of my coupons can pay this order', async () => {
    fakeApi([GONE, EURO]);
    renderWithProviders(<ApplyCoupon order={order('reserved', '0.00', '6500.00')} />);
    expect(await screen.findByText(/None of your coupons can pay this order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See My Coupons' })).toHaveAttribute('href', '/profile/coupons');
  });

  it('checks the amount against the coupon’s balance before sending', async () => {
    const { sent } = fakeApi([WELCOME]);
    renderWithProviders(<ApplyCoupon order={order('reserved', '0.00', '6500.00')} />);
    const amount = await screen.findByRole('textbox', { name: 'Amount in USD (optional)' });
    expect(amount).toHaveAccessibleDescription('Leave empty to use as much as possible: $300.00.');
    fireEvent.change(amount, { target: { value: '300.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Only 300.00 USD is left on this coupon.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Amount must be an amount above 0 with at most 2 decimals, e.g. "5000.00"')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('applies the coupon and says how much it paid', async () => {
    const { sent } = fakeApi([WELCOME], () => json(201, order('reserved', '200.00', '6300.00')));
    renderWithProviders(<ApplyCoupon order={order('reserved', '0.00', '6500.00')} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Amount/ }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$200.00 from coupon \u2066WELCOME-2026\u2069 was applied to this order.');
    expect(sent).toEqual([{ code: 'WELCOME-2026', amount: '200.00' }]);
  });

  it('sends no amount when left empty (as much as allowed)', async () => {
    const { sent } = fakeApi([WELCOME], () => json(201, order('reserved', '300.00', '6200.00')));
    renderWithProviders(<ApplyCoupon order={order('reserved', '0.00', '6500.00')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(sent).toEqual([{ code: 'WELCOME-2026' }]));
  });

  it('shows the server’s refusal in the page’s language', async () => {
    fakeApi([WELCOME], () => refusal(409, 'COUPON_EXPIRED'));
    renderWithProviders(<ApplyCoupon order={order('reserved', '0.00', '6500.00')} />, { path: '/es/orders/x' });
    fireEvent.click(await screen.findByRole('button', { name: 'Aplicar cupón' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este cupón ha vencido.');
  });

  it('puts a refused amount beside the amount field', async () => {
    fakeApi([WELCOME], () => refusal(409, 'ALLOCATION_EXCEEDS_BALANCE', { balance: '100.00', currency: 'USD' }));
    renderWithProviders(<ApplyCoupon order={order('reserved', '0.00', '6500.00')} />);
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    fireEvent.change(amount, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Only 100.00 USD of this order is left to pay./));
  });

  it('asks for a coupon when several could pay', async () => {
    const { sent } = fakeApi([WELCOME, coupon('SPARE-2026')]);
    renderWithProviders(<ApplyCoupon order={order('reserved', '0.00', '6500.00')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Coupon is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('Coupons used on an order', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  const answer = (items: unknown[]) =>
    vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        pathOf(input as Request) === '/api/orders/7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47/coupons' ? json(200, { items }) : json(404, {}),
      );

  it('lists what each coupon paid, its code left to right', async () => {
    answer([{ name: 'Welcome discount', code: 'WELCOME-2026', amount: usd('200.00'), appliedAt: '2026-03-02T01:30:00.000Z' }]);
    renderWithProviders(<OrderCouponUses orderId="7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47" />);
    const table = await screen.findByRole('table', { name: 'Coupons used' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Welcome discount · WELCOME-2026');
    expect(row).toHaveTextContent('$200');
    expect(within(row).getByText('WELCOME-2026')).toHaveAttribute('dir', 'ltr');
  });

  it('shows nothing while no coupon was used', async () => {
    const fetch = answer([]);
    const { container } = renderWithProviders(<OrderCouponUses orderId="7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
