import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { session } from '../../../lib/session/session';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import LotRoute from './lot-route';
import { auctionAccount, signedIn } from '../test-fixtures';

const render = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang?/auctions/lots/:id" element={<LotRoute />} />
    </Routes>,
    { path },
  );

const LOT = {
  id: 'lot-1',
  auctionHouse: 'USS Tokyo',
  auctionDate: '2099-03-04',
  lotNumber: '10234',
  startsAt: '2099-03-04T01:00:00.000Z',
  bidCutoffAt: '2099-03-04T00:00:00.000Z',
  make: 'Toyota',
  makeSlug: 'toyota',
  model: 'Prius',
  chassisCode: 'ZVW30',
  chassisNumber: 'ZVW30-1234567',
  year: 2015,
  mileageKm: 84000,
  grade: '4.5',
  colour: 'Pearl White',
  transmission: 'AT',
  engineCc: 1800,
  sheetImageUrl: '/uploads/sheets/10234.jpg',
  equipment: ['AC', 'NAVI', 'XYZ'],
  sheet: { overallGrade: '4.5', interiorGrade: 'B', exteriorGrade: 'A', notes: 'Small scratch', damages: 'A1 rear bumper' },
  result: 'pending',
  past: false,
  biddingOpen: true,
  phase: 'bidding',
};

function serve(body: unknown, status = 200) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    pathOf(input as Request).startsWith('/api/auctions/lots/') ? json(status, body) : json(404, {}),
  );
}

describe('an auction lot', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    session.clear();
  });

  it('shows the sheet, translated fields and equipment, both time zones, the countdown, and asks anonymous visitors to sign in', async () => {
    serve(LOT);
    render('/auctions/lots/lot-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Prius 2015' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Auction sheet of lot 10234' })).toHaveAttribute('src', '/uploads/sheets/10234.jpg');
    expect(screen.getByText('Interior grade').nextSibling).toHaveTextContent('B');
    expect(screen.getByText('Damage marks').nextSibling).toHaveTextContent('A1 rear bumper');
    expect(screen.getByText('Air conditioning')).toBeInTheDocument();
    expect(screen.getByText('Navigation')).toBeInTheDocument();
    expect(screen.getByText('XYZ')).toBeInTheDocument();
    expect(screen.getAllByText(/10:00 in Japan/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/09:00 in Japan/).length).toBeGreaterThan(0);
    expect(await screen.findByRole('timer')).toHaveTextContent(/Bids close in \d+ d/);
    expect(screen.getByRole('link', { name: 'Sign in to bid' })).toHaveAttribute('href', '/auth?next=%2Fauctions%2Flots%2Flot-1');
    expect(screen.queryByText(/¥/)).toBeNull();
  });

  it('shows a signed-in customer the start price, the cut-off and how bidding works', async () => {
    session.signIn(signedIn, false);
    serve({ ...LOT, startPriceJpy: '450000' });
    render('/auctions/lots/lot-1');
    expect(await screen.findByText('¥450,000')).toBeInTheDocument();
    expect(screen.getByText('Bid requests close')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How bidding works' })).toHaveAttribute('href', '/auction-service');
    expect(screen.queryByRole('link', { name: 'Sign in to bid' })).toBeNull();
  });

  it('replaces the bid form by "Bidding closed at …" once the cut-off has passed', async () => {
    session.signIn(signedIn, false);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = pathOf(input as Request);
      if (path === '/api/auctions/account') return json(200, auctionAccount());
      if (path === '/api/auctions/bids') return json(200, { items: [], page: 1, limit: 100, total: 0 });
      return json(200, { ...LOT, biddingOpen: false, phase: 'bidding_closed', startPriceJpy: '450000' });
    });
    render('/auctions/lots/lot-1');
    expect(await screen.findByText('Bidding closed at Wed, Mar 4, 09:00 (Japan time).')).toBeInTheDocument();
    expect(await screen.findByText('¥2,000,000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send bid request' })).toBeNull();
  });

  it('shows a past lot’s result', async () => {
    serve({ ...LOT, past: true, biddingOpen: false, result: 'sold', phase: 'sold' });
    render('/auctions/lots/lot-1');
    expect(await screen.findByRole('heading', { name: 'Auction result' })).toBeInTheDocument();
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to bid' })).toBeNull();
  });

  it('stops counting down when the lot comes up while the page is open, asks the server again and awaits the result (issue 24)', async () => {
    const startsAt = new Date(Date.now() + 1500).toISOString();
    let asked = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked += 1;
      const cameUp = asked > 1;
      return pathOf(input as Request).startsWith('/api/auctions/lots/')
        ? json(200, {
            ...LOT,
            startsAt,
            bidCutoffAt: startsAt,
            biddingOpen: false,
            phase: cameUp ? 'awaiting_result' : 'bidding_closed',
            past: cameUp,
          })
        : json(404, {});
    });
    render('/auctions/lots/lot-1');
    expect(await screen.findByRole('heading', { name: 'Bid on this car' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Auction result' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Result not yet recorded')).toBeInTheDocument();
    expect(screen.getByText(/The lot has come up at the auction\. Its result is shown here once our staff record it/)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(asked).toBeGreaterThan(1));
  });

  it('never shows a result beside a countdown, and tells a bidder what became of their bid, in Urdu', async () => {
    session.signIn(signedIn, false);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = pathOf(input as Request);
      if (path === '/api/auctions/bids')
        return json(200, {
          items: [{ id: 'bid-1', status: 'lost', maxBidJpy: '900000', lot: { id: 'lot-1' } }],
          page: 1,
          limit: 10,
          total: 1,
        });
      return json(200, { ...LOT, past: true, biddingOpen: false, result: 'sold', phase: 'sold', resultPriceJpy: '950000' });
    });
    render('/ur/auctions/lots/lot-1');
    expect(await screen.findByRole('heading', { name: 'نیلامی کا نتیجہ' })).toBeInTheDocument();
    expect(await screen.findByText(/آپ کی .* کی بولی کی درخواست:/)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says so when the lot does not exist, in Urdu', async () => {
    serve({ statusCode: 404, error: 'Not Found', code: 'AUCTION_LOT_NOT_FOUND', message: 'Auction lot not found.' }, 404);
    render('/ur/auctions/lots/nope');
    expect(await screen.findByText('یہ نیلامی لاٹ نہیں ملی۔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تمام نیلامی گاڑیاں' })).toHaveAttribute('href', '/ur/auctions');
  });
});
