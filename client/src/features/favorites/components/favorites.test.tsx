import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import type { Favorite } from '../api/favorites-api';
import { FavoriteHeart } from './favorite-heart';
import { FavoritesPanel } from './favorites-panel';

const signedIn = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Khan' },
} as unknown as AuthResponse;

const favorite = (ref: string, model: string, over: Partial<Favorite> = {}): Favorite =>
  ({
    car: {
      ref,
      year: 2018,
      make: { title: 'Toyota', slug: 'toyota' },
      model,
      price: { amount: '6500.00', currency: 'USD' },
      thumbnailUrl: null,
      badges: [],
      status: 'available',
    },
    availability: 'available',
    listed: true,
    addedAt: '2026-03-02T09:00:00Z',
    ...over,
  }) as unknown as Favorite;

/** A promise the test settles by hand: the server's answer arrives when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const refusal = () => json(500, { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL_ERROR', message: 'x', requestId: 'r1' });

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

describe('the favorite heart', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('takes a visitor to sign in, and back to the car afterwards', () => {
    session.clear();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(
      <Routes>
        <Route path="/ur/cars/:ref" element={<FavoriteHeart carRef="AB1234567" />} />
        <Route path="/ur/auth" element={<Probe />} />
      </Routes>,
      { path: '/ur/cars/AB1234567' },
    );
    const link = screen.getByRole('link', { name: 'پسندیدہ میں شامل کریں' });
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/ur/auth?next=%2Fcars%2FAB1234567');
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('for a signed-in customer', () => {
    beforeEach(() => session.signIn(signedIn, false));

    it('turns at once, says "Added to favorites", then "Removed from favorites"', async () => {
      let stored = false;
      const answer = deferred<void>();
      const sent: string[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const request = input as Request;
        const path = pathOf(request);
        if (path === '/api/favorites/check/AB1234567') return json(200, { isFavorite: stored });
        if (path === '/api/favorites/AB1234567') {
          sent.push(request.method);
          await answer.promise;
          stored = request.method === 'POST';
          return json(200, { success: true, message: stored ? 'Added to favorites' : 'Removed from favorites' });
        }
        return json(404, { code: 'NOT_FOUND', message: 'x' });
      });
      renderWithProviders(<FavoriteHeart carRef="AB1234567" />, { path: '/cars/AB1234567' });
      const heart = await screen.findByRole('button', { name: 'Add to favorites' });
      expect(heart).toHaveAttribute('aria-pressed', 'false');

      fireEvent.click(heart);
      // Optimistic: pressed before the server has answered.
      expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('');
      await act(async () => answer.resolve());
      expect(await screen.findByRole('status')).toHaveTextContent('Added to favorites');
      expect(sent).toEqual(['POST']);

      fireEvent.click(screen.getByRole('button', { name: 'Remove from favorites' }));
      expect(await screen.findByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Removed from favorites'));
      expect(sent).toEqual(['POST', 'DELETE']);
    });

    it('turns back when the server refuses, and says why', async () => {
      const answer = deferred<void>();
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const request = input as Request;
        const path = pathOf(request);
        if (path === '/api/favorites/check/AB1234567') return json(200, { isFavorite: false });
        if (path === '/api/favorites/AB1234567') {
          await answer.promise;
          return refusal();
        }
        return json(404, { code: 'NOT_FOUND', message: 'x' });
      });
      renderWithProviders(<FavoriteHeart carRef="AB1234567" />, { path: '/cars/AB1234567' });
      fireEvent.click(await screen.findByRole('button', { name: 'Add to favorites' }));
      expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
      await act(async () => answer.resolve());
      const heart = await screen.findByRole('button', { name: 'Add to favorites' });
      expect(heart).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('status').textContent).not.toBe('');
      expect(screen.getByRole('status')).not.toHaveTextContent('Added to favorites');
    });
  });
});

describe('My Favorites', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  /** GET /api/favorites answers the kept cars (paged as asked); DELETE answers `remove`. */
  function fakeApi(kept: Favorite[] | (() => Response), remove: () => Response | Promise<Response> = () => json(200, { success: true })) {
    const pages: number[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      const path = pathOf(request);
      if (path === '/api/favorites' && request.method === 'GET') {
        if (typeof kept === 'function') return kept();
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        pages.push(page);
        return json(200, { items: kept.slice((page - 1) * limit, page * limit), total: kept.length, page, limit });
      }
      const match = /^\/api\/favorites\/(\w+)$/.exec(path);
      if (match && request.method === 'DELETE') {
        const answer = await remove();
        if (answer.ok && Array.isArray(kept))
          kept.splice(
            kept.findIndex((f) => f.car.ref === match[1]),
            1,
          );
        return answer;
      }
      return json(404, { code: 'NOT_FOUND', message: 'x' });
    });
    return { pages };
  }

  it('lists each car with its link, price, badge and date; a sold one is marked and not linked', async () => {
    fakeApi([favorite('AB1234567', 'Corolla'), favorite('CD7654321', 'Prius', { availability: 'sold', listed: false })]);
    renderWithProviders(<FavoritesPanel />, { path: '/profile/favorites' });
    expect(screen.getByRole('heading', { level: 2, name: 'My Favorites' })).toBeInTheDocument();
    const corolla = (await screen.findByRole('heading', { name: '2018 Toyota Corolla' })).closest('li')!;
    expect(within(corolla).getByRole('link', { name: '2018 Toyota Corolla' })).toHaveAttribute('href', '/cars/AB1234567');
    expect(within(corolla).getByText('$6,500')).toBeInTheDocument();
    expect(within(corolla).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(corolla).queryByText('Sold')).toBeNull();
    const prius = screen.getByRole('heading', { name: '2018 Toyota Prius' }).closest('li')!;
    expect(within(prius).getByText('Sold')).toBeInTheDocument();
    expect(within(prius).queryByRole('link')).toBeNull();
  });

  it('removes a car at once, says "Removed from favorites", and shows the empty state after the last one', async () => {
    fakeApi([favorite('AB1234567', 'Corolla')]);
    renderWithProviders(<FavoritesPanel />, { path: '/profile/favorites' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 2018 Toyota Corolla (AB1234567) from favorites' }));
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/cars');
  });

  it('puts a car back when the removal fails', async () => {
    const answer = deferred<void>();
    fakeApi([favorite('AB1234567', 'Corolla')], async () => {
      await answer.promise;
      return refusal();
    });
    renderWithProviders(<FavoritesPanel />, { path: '/profile/favorites' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 2018 Toyota Corolla (AB1234567) from favorites' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '2018 Toyota Corolla' })).toBeNull());
    await act(async () => answer.resolve());
    expect(await screen.findByRole('heading', { name: '2018 Toyota Corolla' })).toBeInTheDocument();
    expect(screen.queryByText('Removed from favorites')).toBeNull();
  });

  it('goes page by page', async () => {
    const many = Array.from({ length: 23 }, (_, i) => favorite(`AB${String(1000000 + i)}`, `Model${i}`));
    const { pages } = fakeApi(many);
    renderWithProviders(<FavoritesPanel />, { path: '/profile/favorites' });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: '2018 Toyota Model22' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
  });

  it('says what failed and fetches again on Retry', async () => {
    let fail = true;
    fakeApi(() => (fail ? refusal() : json(200, { items: [], total: 0, page: 1, limit: 20 })));
    renderWithProviders(<FavoritesPanel />, { path: '/profile/favorites' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
  });
});
