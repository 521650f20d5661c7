import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { CarCard, type CarCardData } from '../../catalogue/components/car-card';

const signedIn = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Khan', role: 'user' },
} as unknown as AuthResponse;

const card = (ref: string, model: string): CarCardData => ({
  ref,
  make: { title: 'Toyota' },
  model,
  year: 2015,
  mileageKm: 100_000,
  engineCc: 1500,
  transmission: 'cvt',
  steering: 'right',
  fuel: 'petrol',
  stockPort: 'Kobe',
  locationCountry: 'JP',
  badges: [],
  featuredImageUrl: null,
  thumbnailUrl: null,
});
const CARDS = [card('AB1234567', 'Prius'), card('CD7654321', 'Aqua'), card('EF1111111', 'Vitz')];
const Cards = () => (
  <>
    {CARDS.map((c) => (
      <CarCard key={c.ref} car={c} />
    ))}
  </>
);

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

describe('the heart on catalogue cards', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('takes a visitor to sign in and back to the same results, asking nothing', () => {
    session.clear();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(
      <Routes>
        <Route path="/cars" element={<Cards />} />
        <Route path="/auth" element={<Probe />} />
      </Routes>,
      { path: '/cars?make=toyota&page=2' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sign in to add 2015 Toyota Aqua to favorites' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?next=%2Fcars%3Fmake%3Dtoyota%26page%3D2');
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('for a signed-in customer', () => {
    beforeEach(() => session.signIn(signedIn, false));

    it('marks every card from one request, and toggles one card without asking again per card', async () => {
      const asked: string[] = [];
      let stored = ['CD7654321'];
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const request = input as Request;
        const path = pathOf(request);
        // Only the favorites' requests are counted (the currency detection of a customer without a saved one is not).
        if (path.startsWith('/api/favorites')) asked.push(`${request.method} ${path}`);
        if (path === '/api/favorites/refs') return json(200, { refs: stored });
        if (path === '/api/favorites/AB1234567' && request.method === 'POST') {
          stored = ['AB1234567', ...stored];
          return json(200, { success: true, message: 'Added to favorites' });
        }
        return json(404, { code: 'NOT_FOUND', message: 'x' });
      });
      renderWithProviders(<Cards />, { path: '/cars' });
      const aqua = await screen.findByRole('button', { name: 'Remove 2015 Toyota Aqua from favorites' });
      expect(aqua).toHaveAttribute('aria-pressed', 'true');
      const prius = screen.getByRole('button', { name: 'Add 2015 Toyota Prius to favorites' });
      expect(prius).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('button', { name: 'Add 2015 Toyota Vitz to favorites' })).toHaveAttribute('aria-pressed', 'false');
      expect(asked).toEqual(['GET /api/favorites/refs']);

      fireEvent.click(prius);
      expect(await screen.findByRole('button', { name: 'Remove 2015 Toyota Prius from favorites' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === 'Added to favorites')).toBe(true));
      expect(asked.filter((a) => a.includes('/check/'))).toEqual([]);
      expect(asked).toContain('POST /api/favorites/AB1234567');
    });

    it('turns back and says so when the server refuses', async () => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const request = input as Request;
        if (pathOf(request) === '/api/favorites/refs') return json(200, { refs: [] });
        if (!pathOf(request).startsWith('/api/favorites/')) return json(404, { code: 'NOT_FOUND', message: 'x' });
        return json(500, { statusCode: 500, error: 'x', code: 'INTERNAL_ERROR', message: 'x', requestId: 'r' });
      });
      renderWithProviders(<Cards />, { path: '/ur/cars' });
      const buttons = await screen.findAllByRole('button', { pressed: false });
      fireEvent.click(buttons[0]);
      await waitFor(() =>
        expect(
          screen.getAllByRole('status').some((s) => s.textContent === 'آپ کی پسندیدہ فہرست اپ ڈیٹ نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔'),
        ).toBe(true),
      );
      expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    });
  });
});
