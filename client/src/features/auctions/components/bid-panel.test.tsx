import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import type { Bid } from '../api/bidding-api';
import { BidPanel } from './bid-panel';
import { BidsPanel } from './bids-panel';
import { auctionAccount, signedIn } from '../test-fixtures';

const LOT = {
  id: 'lot-1',
  auctionHouse: 'USS Tokyo',
  auctionDate: '2099-03-04',
  lotNumber: '10234',
  make: 'Toyota',
  model: 'Prius',
  year: 2015,
  chassisCode: 'ZVW30',
  grade: '4.5',
  mileageKm: 84000,
  result: 'pending' as const,
  phase: 'bidding' as const,
  startPriceJpy: '450000',
  startsAt: '2099-03-04T01:00:00.000Z',
};
const bid = (over: Partial<Bid> = {}): Bid => ({
  id: 'bid-1',
  lot: LOT,
  maxBidJpy: '1250000',
  note: null,
  status: 'open',
  cutoffAt: '2099-03-04T00:00:00.000Z',
  cutoffJapan: '2099-03-04T09:00:00+09:00',
  hammerPriceJpy: null,
  feesJpy: null,
  orderId: null,
  resultAt: null,
  settledAt: null,
  createdAt: '2099-03-01T00:00:00.000Z',
  updatedAt: '2099-03-01T00:00:00.000Z',
  ...over,
});
const list = (items: Bid[]) => ({ items, page: 1, limit: 10, total: items.length });

type Handler = (request: Request) => Response | Promise<Response>;
/** Answers by "METHOD /path"; records what was sent. */
function serve(routes: Record<string, Handler>) {
  const sent: { method: string; path: string; search: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = pathOf(request);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    sent.push({ method: request.method, path, search: new URL(request.url).search, body: text ? JSON.parse(text) : undefined });
    const handler = routes[`${request.method} ${path}`];
    return handler ? handler(request) : json(404, {});
  });
  return sent;
}

describe('the bid panel on a lot', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    vi.restoreAllMocks();
    session.clear();
  });

  it('shows the bidding power, sends a bid in whole yen and then shows it open', async () => {
    let placed: Bid | null = null;
    const sent = serve({
      'GET /api/auctions/account': () => json(200, auctionAccount(placed ? { heldJpy: '1250000', biddingPowerJpy: '750000' } : {})),
      'GET /api/auctions/bids': () => json(200, list(placed ? [placed] : [])),
      'POST /api/auctions/lots/lot-1/bids': () => json(201, (placed = bid({ note: 'No rust' }))),
    });
    renderWithProviders(<BidPanel lotId="lot-1" startPriceJpy="450000" open />);
    expect(await screen.findByText('¥2,000,000')).toBeInTheDocument();
    expect(screen.getByText('Deposit').nextSibling).toHaveTextContent('¥200,000');
    const max = screen.getByLabelText(/Your maximum bid \(JPY\)/);
    fireEvent.change(max, { target: { value: '1,250,000' } });
    expect(screen.getByText('¥1,250,000')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Note for our buyer/), { target: { value: 'No rust' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send bid request' }));
    expect(await screen.findByText(/Your bid request is open/)).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ maxBidJpy: '1250000', note: 'No rust' });
    expect(await screen.findByText('Your bid request')).toBeInTheDocument();
    expect(screen.getByText('¥750,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change bid' })).toBeInTheDocument();
  });

  it('checks the amount before sending, and shows the API’s refusal by its code with the amounts written out', async () => {
    const sent = serve({
      'GET /api/auctions/account': () => json(200, auctionAccount()),
      'GET /api/auctions/bids': () => json(200, list([])),
      'POST /api/auctions/lots/lot-1/bids': () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'BID_ABOVE_POWER',
          message: 'Your bidding power is 2000000 JPY: this bid needs 3000000 JPY.',
          params: { available: '2000000', needed: '3000000' },
        }),
    });
    renderWithProviders(<BidPanel lotId="lot-1" startPriceJpy="450000" open />);
    const max = await screen.findByLabelText(/Your maximum bid/);
    fireEvent.change(max, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send bid request' }));
    expect(await screen.findByText(/Maximum bid must be a whole number of yen|must be a whole number/)).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.change(max, { target: { value: '3000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send bid request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your bidding power is 2,000,000 JPY: this bid needs 3,000,000 JPY. Pay a larger deposit or lower or withdraw other bids.',
    );
  });

  it('refuses a maximum below the start price before sending, and writes the server’s refusal of one with its digits (issue 24)', async () => {
    const sent = serve({
      'GET /api/auctions/account': () => json(200, auctionAccount()),
      'GET /api/auctions/bids': () => json(200, list([])),
      'POST /api/auctions/lots/lot-1/bids': () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          code: 'BID_BELOW_START_PRICE',
          message: 'Your maximum bid must be at least the lot’s start price of 820000 JPY',
          params: { startPrice: '820000' },
          details: [
            {
              field: 'maxBidJpy',
              code: 'BID_BELOW_START_PRICE',
              message: 'Your maximum bid must be at least the lot’s start price of 820000 JPY',
              params: { startPrice: '820000' },
            },
          ],
        }),
    });
    renderWithProviders(<BidPanel lotId="lot-1" startPriceJpy="820000" open />);
    const max = await screen.findByLabelText(/Your maximum bid/);
    expect(screen.getByText(/at least the start price of ¥820,000/)).toBeInTheDocument();
    fireEvent.change(max, { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send bid request' }));
    expect(await screen.findByText('Your maximum bid must be at least the lot’s start price of 820,000 JPY')).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    expect(max).toHaveFocus();
  });

  it('writes the server’s refusal of a bid below the start price with the page’s digits, in Spanish', async () => {
    serve({
      'GET /api/auctions/account': () => json(200, auctionAccount()),
      'GET /api/auctions/bids': () => json(200, list([])),
      'POST /api/auctions/lots/lot-1/bids': () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          code: 'BID_BELOW_START_PRICE',
          message: 'Your maximum bid must be at least the lot’s start price of 820000 JPY',
          params: { startPrice: '820000' },
          details: [{ field: 'maxBidJpy', code: 'BID_BELOW_START_PRICE', message: 'x', params: { startPrice: '820000' } }],
        }),
    });
    // The page was read before the start price was known (or it has risen since): the server's refusal says it.
    renderWithProviders(<BidPanel lotId="lot-1" startPriceJpy={null} open />, { path: '/es/auctions/lots/lot-1' });
    const max = await screen.findByRole('textbox', { name: /JPY/ });
    fireEvent.change(max, { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud de puja' }));
    // es-419 groups thousands with a comma.
    expect(await screen.findByText('Su puja máxima debe ser al menos el precio de salida del lote, 820,000 JPY')).toBeInTheDocument();
  });

  it('changes an open bid (the power plus its own hold available) and withdraws it after a confirmation that the hold is released', async () => {
    let current: Bid | null = bid();
    const sent = serve({
      'GET /api/auctions/account': () => json(200, auctionAccount({ heldJpy: '1250000', biddingPowerJpy: '750000' })),
      'GET /api/auctions/bids': () => json(200, list(current ? [current] : [])),
      'PATCH /api/auctions/bids/bid-1': () => json(200, (current = bid({ maxBidJpy: '1400000' }))),
      'DELETE /api/auctions/bids/bid-1': () => {
        const withdrawn = bid({ maxBidJpy: '1400000', status: 'withdrawn' });
        current = null;
        return json(200, withdrawn);
      },
    });
    renderWithProviders(<BidPanel lotId="lot-1" startPriceJpy="450000" open />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change bid' }));
    expect(screen.getByText(/Available for this bid: ¥2,000,000/)).toBeInTheDocument();
    const max = screen.getByLabelText(/Your maximum bid/);
    expect(max).toHaveValue('1250000');
    fireEvent.change(max, { target: { value: '1400000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save change' }));
    expect(await screen.findByText('Your bid request was changed.')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({ maxBidJpy: '1400000', note: null });
    expect(await screen.findByText('¥1,400,000')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw bid' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('The ¥1,400,000 it holds is released back to your bidding power at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw', hidden: true }));
    expect(await screen.findByText(/Your bid request was withdrawn: ¥1,400,000 is back/)).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/auctions/bids/bid-1')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Send bid request' })).toBeInTheDocument();
  });

  it('explains how to pay a deposit when there is none', async () => {
    serve({
      'GET /api/auctions/account': () => json(200, auctionAccount({ depositJpy: '0', biddingPowerJpy: '0', refundableJpy: '0' })),
      'GET /api/auctions/bids': () => json(200, list([])),
    });
    renderWithProviders(<BidPanel lotId="lot-1" startPriceJpy="450000" open />);
    expect(await screen.findByText('Pay an auction deposit to start bidding')).toBeInTheDocument();
    expect(screen.getByText(/by bank transfer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auction service: deposit and bank details' })).toHaveAttribute('href', '/auction-service');
    expect(screen.queryByRole('button', { name: 'Send bid request' })).toBeNull();
  });

  it('after the cut-off keeps an open bid on show without Change or Withdraw, in Urdu', async () => {
    serve({
      'GET /api/auctions/account': () => json(200, auctionAccount()),
      'GET /api/auctions/bids': () => json(200, list([bid()])),
    });
    renderWithProviders(<BidPanel lotId="lot-1" startPriceJpy="450000" open={false} />, { path: '/ur/auctions/lots/lot-1' });
    expect(await screen.findByText('آپ کی بولی کی درخواست')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'بولی تبدیل کریں' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'بولی کی درخواست بھیجیں' })).toBeNull();
  });
});

describe('the profile’s bid list', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    vi.restoreAllMocks();
    session.clear();
  });

  const BIDS = [
    bid(),
    bid({ id: 'bid-2', status: 'won', hammerPriceJpy: '1100000', feesJpy: '33000', resultAt: '2099-03-04T02:00:00.000Z' }),
    bid({ id: 'bid-3', status: 'lost' }),
    bid({ id: 'bid-4', status: 'not_sold' }),
    bid({ id: 'bid-5', status: 'withdrawn' }),
  ];

  it('lists each bid with its lot, maximum and translated status, the cut-off of open ones and the total of won ones; filters by status', async () => {
    const sent = serve({
      'GET /api/auctions/account': () => json(200, auctionAccount()),
      'GET /api/auctions/bids': (request) => {
        const status = new URL(request.url).searchParams.get('status');
        return json(200, list(status ? BIDS.filter((b) => b.status === status) : BIDS));
      },
    });
    renderWithProviders(<BidsPanel />);
    await screen.findAllByRole('link', { name: 'Toyota Prius 2015' });
    const bidCards = [...document.querySelectorAll<HTMLElement>('.bid-card')];
    expect(bidCards).toHaveLength(5);
    expect(within(bidCards[0]).getByRole('link', { name: 'Toyota Prius 2015' })).toHaveAttribute('href', '/auctions/lots/lot-1');
    expect(bidCards.map((card) => card.querySelector('.badge')?.textContent)).toEqual(['Open', 'Won', 'Lost', 'Not sold', 'Withdrawn']);
    expect(within(bidCards[0]).getByText('Bid requests close')).toBeInTheDocument();
    expect(within(bidCards[1]).getByText('Hammer price').nextSibling).toHaveTextContent('¥1,100,000');
    expect(within(bidCards[1]).getByText('Total').nextSibling).toHaveTextContent('¥1,133,000 (awaiting payment)');
    expect(within(bidCards[2]).queryByText('Bid requests close')).toBeNull();
    expect(screen.getByText('Your bidding power')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'lost' } });
    await waitFor(() => expect(document.querySelectorAll('.bid-card')).toHaveLength(1));
    expect(sent.some((r) => r.search.includes('status=lost'))).toBe(true);
  });

  it('says what to do when there are no bids, and shows the refund refusal by its code', async () => {
    serve({
      'GET /api/auctions/account': () => json(200, auctionAccount()),
      'GET /api/auctions/bids': () => json(200, list([])),
      'POST /api/auctions/account/refund-request': () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'AUCTION_REFUND_NOT_ALLOWED',
          message: 'The deposit can be refunded once no bid request is open and every won car is paid.',
        }),
    });
    renderWithProviders(<BidsPanel />);
    expect(await screen.findByText('You have not sent a bid request yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse auction cars' })).toHaveAttribute('href', '/auctions');
    fireEvent.click(screen.getByRole('button', { name: 'Request a refund' }));
    expect(
      await screen.findByText('The deposit can be refunded once no bid request is open and every won car is paid.'),
    ).toBeInTheDocument();
  });
});
