import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { session } from '../../../lib/session/session';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import AuctionsRoute from './auctions-route';
import { signedIn } from '../test-fixtures';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const render = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/:lang?/auctions" element={<AuctionsRoute />} />
      </Routes>
      <Where />
    </>,
    { path },
  );

const lot = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  auctionHouse: 'USS Tokyo',
  auctionDate: '2030-03-04',
  lotNumber: `L${id}`,
  startsAt: '2030-03-04T01:00:00.000Z',
  bidCutoffAt: '2030-03-04T00:00:00.000Z',
  make: 'Toyota',
  makeSlug: 'toyota',
  model: 'Prius',
  chassisCode: 'ZVW30',
  year: 2015,
  mileageKm: 84000,
  grade: '4.5',
  colour: 'White',
  transmission: 'AT',
  engineCc: 1800,
  sheetImageUrl: null,
  ...overrides,
});

/** The API as the screen calls it; the search queries sent are kept. */
function serve(pages: Record<string, unknown>[]) {
  const searches: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    switch (pathOf(request)) {
      case '/api/makes':
        return json(200, [{ slug: 'toyota', title: 'Toyota', carCount: 3, description: '', imageUrl: null, thumbnailUrl: null }]);
      case '/api/auctions/calendar':
        return json(200, {
          from: '2030-03-04',
          to: '2030-03-17',
          timeZone: 'Asia/Tokyo',
          days: [{ date: '2030-03-04', lots: 1520, houses: [{ auctionHouse: 'USS Tokyo', lots: 1520 }] }],
        });
      case '/api/auctions/lots/closing-soon':
        return json(200, { items: [lot('c1', { model: 'Aqua' })], bidCutoffMinutes: 60 });
      case '/api/auctions/lots':
        searches.push(url.searchParams);
        return json(200, url.searchParams.has('cursor') ? pages[1] : pages[0]);
      default:
        return json(404, {});
    }
  });
  return searches;
}

const PAGES = [
  {
    items: [lot('a1', { startPriceJpy: '450000' }), lot('a2', { make: 'Nissan', model: 'Note', mileageKm: null })],
    total: 3,
    totalIsEstimate: false,
    page: 1,
    limit: 24,
    nextCursor: 'next',
  },
  { items: [lot('a3', { model: 'Aqua' })], total: 3, totalIsEstimate: false, page: 1, limit: 24, nextCursor: null },
];

describe('the auction search', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    session.clear();
  });

  it('searches with the URL’s filters, shows lots with both time zones and no price for anonymous visitors, and loads more', async () => {
    const searches = serve(PAGES);
    render('/auctions?make=toyota&grade=4.5,R&sort=year');
    expect(await screen.findByText('3 lots')).toBeInTheDocument();
    expect(searches[0]!.get('make')).toBe('toyota');
    expect(searches[0]!.get('grade')).toBe('4.5,R');
    expect(searches[0]!.get('sort')).toBe('year');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Toyota Prius 2015' })).toHaveAttribute('href', '/auctions/lots/a1');
    expect(cards[0]).toHaveTextContent('Lot La1 · USS Tokyo');
    expect(cards[0]).toHaveTextContent('84,000 km');
    expect(cards[0]).toHaveTextContent('Grade 4.5');
    expect(cards[0]).toHaveTextContent(/10:00 in Japan/);
    expect(cards[1]).toHaveTextContent('Mileage not stated');
    expect(screen.queryByText('¥450,000')).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: 'Sign in to see the start price' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fauctions%3Fmake%3Dtoyota%26grade%3D4.5%2CR%26sort%3Dyear',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more lots' }));
    expect(await screen.findByRole('link', { name: 'Toyota Aqua 2015' })).toBeInTheDocument();
    expect(searches[1]!.get('cursor')).toBe('next');
    expect(screen.queryByRole('button', { name: 'Load more lots' })).toBeNull();
  });

  it('shows signed-in customers the start price', async () => {
    session.signIn(signedIn, false);
    serve(PAGES);
    render('/auctions');
    expect(await screen.findByText('¥450,000')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see the start price')).toBeNull();
  });

  it('lists the auction days and the lots closing soon; a day filters the search', async () => {
    serve(PAGES);
    render('/auctions');
    const day = await screen.findByRole('link', { name: /1,520 lots/ });
    expect(day).toHaveAttribute('href', '/auctions?auctionDate=2030-03-04');
    expect(await screen.findByRole('link', { name: 'Toyota Aqua 2015' })).toHaveAttribute('href', '/auctions/lots/c1');
    expect(screen.getByRole('link', { name: 'How our auction service works' })).toHaveAttribute('href', '/auction-service');
  });

  it('applies the filters to the URL', async () => {
    serve(PAGES);
    render('/auctions');
    await screen.findByRole('option', { name: 'Toyota' });
    fireEvent.change(screen.getByLabelText('Make'), { target: { value: 'toyota' } });
    fireEvent.change(screen.getByLabelText('Year from'), { target: { value: '2012' } });
    fireEvent.click(screen.getByLabelText('4.5'));
    fireEvent.click(screen.getByRole('button', { name: 'Show lots' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auctions?make=toyota&yearMin=2012&grade=4.5');
  });

  it('speaks Urdu', async () => {
    serve(PAGES);
    render('/ur/auctions');
    expect(await screen.findByRole('heading', { level: 1, name: 'جاپانی نیلامی کی گاڑیاں' })).toBeInTheDocument();
    expect(await screen.findAllByText('ابتدائی قیمت دیکھنے کے لیے سائن ان کریں')).toHaveLength(2);
  });
});
