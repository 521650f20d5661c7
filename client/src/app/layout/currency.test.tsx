import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Price } from '../../components/price';
import { storeCurrency } from '../../lib/currency/use-currency';
import { session } from '../../lib/session/session';
import type { AuthResponse } from '../../lib/session/session-storage';
import { json, pathOf } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { PreHeader } from './pre-header';

const setAt = '2026-03-02T00:00:00.000Z';
const rates = {
  base: 'USD',
  stale: false,
  rates: [
    { currency: 'EUR', rate: '0.92', setAt, source: 'staff', stale: false },
    { currency: 'GBP', rate: '0.79', setAt, source: 'staff', stale: false },
    { currency: 'JPY', rate: '151.5', setAt, source: 'staff', stale: false },
  ],
};
const preHeader = { timeZone: 'Asia/Tokyo', serverTime: setAt, totalCars: 1250, rates, supportHours: '24/7' };
const signedIn: AuthResponse = {
  token: 't',
  refreshToken: 'r',
  tokenExpiry: new Date(Date.now() + 900_000).toISOString(),
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's',
  user: { id: 'u', email: 'amina@example.com', firstName: 'Amina', lastName: 'O', preferredCurrency: 'USD' } as AuthResponse['user'],
};

/** Matches an element's own text with the bidi isolates (U+2068, U+2069) taken out. */
const text = (expected: string) => (_: string, element: Element | null) =>
  !!element && element.children.length === 0 && (element.textContent ?? '').replace(/[\u2068\u2069]/g, '') === expected;

function network(overrides: Record<string, [number, unknown]> = {}) {
  const answers: Record<string, [number, unknown]> = {
    '/api/pre-header': [200, preHeader],
    '/api/currencies/rates': [200, rates],
    '/api/currencies/detect': [200, { country: null, currencyCode: 'USD' }],
    '/api/currencies/preference': [200, { currencyCode: 'EUR', saved: false }],
    ...overrides,
  };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const [status, body] = answers[pathOf(input as RequestInfo)] ?? [404, {}];
    return json(status, body);
  });
}

const page = () => (
  <>
    <PreHeader />
    <Price money={{ amount: '12500.00', currency: 'USD' }} className="the-price" />
  </>
);
const shownPrice = () => document.querySelector('.the-price')?.textContent;

describe('the currency switcher', () => {
  beforeEach(() => {
    storeCurrency(null);
    session.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    storeCurrency(null);
    session.clear();
  });

  it('shows the rates per 1 USD in the pre-header, with the cars in stock', async () => {
    network();
    renderWithProviders(page());
    expect(await screen.findByText(text('1 USD = 0.92 EUR · 0.79 GBP · 151.5 JPY'))).toBeInTheDocument();
    expect(screen.getByText(text('Cars in stock: 1,250'))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  });

  it('says "Exchange Rates Error" when the pre-header cannot be loaded', async () => {
    network({ '/api/pre-header': [500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x', error: 'x', requestId: 'r' }] });
    renderWithProviders(page());
    expect(await screen.findByText('Exchange Rates Error')).toBeInTheDocument();
    expect(screen.getByText('Total Cars Error')).toBeInTheDocument();
  });

  it('marks stale rates with the day they were set', async () => {
    network({ '/api/pre-header': [200, { ...preHeader, rates: { ...rates, stale: true } }] });
    renderWithProviders(page());
    expect(await screen.findByText(/rates of Mar 2, 2026/)).toBeInTheDocument();
  });

  it('converts every catalogue price when a currency is chosen, keeps the choice and sends it to the server', async () => {
    const fetch = network();
    renderWithProviders(page());
    expect(shownPrice()).toBe('$12,500');
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'EUR' } });
    // 12,500 × 0.92 = 11,500; JPY: 12,500 × 151.5 = 1,893,750
    await waitFor(() => expect(shownPrice()).toBe('€11,500'));
    expect(document.querySelector('.the-price')).toHaveAttribute('title', '$12,500');
    expect(localStorage.getItem('autoexport.currency')).toBe('EUR');
    const posted = fetch.mock.calls.find(([input]) => pathOf(input as RequestInfo) === '/api/currencies/preference');
    expect(await (posted![0] as Request).clone().json()).toEqual({ currencyCode: 'EUR' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'JPY' } });
    await waitFor(() => expect(shownPrice()).toBe('¥1,893,750'));
  });

  it('starts from the currency detected for the visitor’s country', async () => {
    session.clear();
    network({ '/api/currencies/detect': [200, { country: 'GB', currencyCode: 'GBP' }] });
    renderWithProviders(page());
    await waitFor(() => expect(shownPrice()).toBe('£9,875'));
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  });

  it('prefers a signed-in customer’s saved currency, and keeps a new choice on the profile', async () => {
    session.signIn({ ...signedIn, user: { ...signedIn.user, preferredCurrency: 'JPY' } }, false);
    storeCurrency('EUR');
    network();
    renderWithProviders(page());
    await waitFor(() => expect(shownPrice()).toBe('¥1,893,750'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'GBP' } });
    await waitFor(() => expect(shownPrice()).toBe('£9,875'));
    expect(session.getState().user?.preferredCurrency).toBe('GBP');
  });
});
