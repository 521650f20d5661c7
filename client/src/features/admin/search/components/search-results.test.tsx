import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import SearchRoute from '../routes/search-route';

const RESULT = {
  q: 'ami',
  cars: [
    {
      ref: 'AB1234567',
      title: '2018 Toyota Corolla',
      status: 'available',
      thumbnailUrl: null,
      price: { amount: '7000.00', currency: 'USD' },
    },
  ],
  customers: [{ id: 'u-1', name: 'Amina Odhiambo', email: 'amina@example.com', role: 'user', status: 'active', country: 'KE' }],
  orders: [],
};

describe('the search screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('groups what the search found, each linking to its page', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(RESULT), { headers: { 'Content-Type': 'application/json' } }));
    renderWithProviders(<SearchRoute />, { path: '/admin/search?q=ami' });
    const cars = await screen.findByRole('region', { name: /Cars/ });
    expect(
      within(cars)
        .getByRole('link', { name: /AB1234567/ })
        .getAttribute('href'),
    ).toBe('/admin/cars/AB1234567');
    const customers = screen.getByRole('region', { name: /Customers/ });
    expect(
      within(customers)
        .getByRole('link', { name: /Amina Odhiambo/ })
        .getAttribute('href'),
    ).toBe('/admin/users/u-1');
    expect(within(screen.getByRole('region', { name: /Orders/ })).getByText('None.')).toBeTruthy();
    const url = new URL((fetch.mock.calls[0]![0] as Request).url);
    expect(url.pathname + url.search).toBe('/api/admin/search?q=ami');
  });

  it('asks for two characters before searching', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<SearchRoute />, { path: '/admin/search?q=a' });
    await waitFor(() => expect(screen.getByText(/at least 2 characters/)).toBeTruthy());
    expect(fetch).not.toHaveBeenCalled();
  });
});
