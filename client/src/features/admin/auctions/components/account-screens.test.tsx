import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import type { AuctionAccount } from '../api/auctions-admin-api';
import { AccountScreen } from './account-screens';

const CUSTOMER = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const BID = '5d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47';

function account(over: Partial<AuctionAccount> = {}): AuctionAccount {
  return {
    customer: { id: CUSTOMER, name: 'Bilal Khan', email: 'bilal@example.com' },
    depositJpy: '200000',
    heldJpy: '0',
    owedJpy: '1133000',
    biddingPowerJpy: '867000',
    powerMultiple: 10,
    refundableJpy: '0',
    cutoffMinutes: 60,
    refundRequestedAt: null,
    ledger: { items: [], total: 0, page: 1, limit: 20 },
    openBids: [
      {
        id: BID,
        status: 'won',
        maxBidJpy: '1250000',
        note: null,
        hammerPriceJpy: '1100000',
        feesJpy: '33000',
        resultAt: '2026-12-05T03:00:00.000Z',
        settledAt: null,
        orderId: null,
        cutoffAt: '2026-12-04T23:30:00.000Z',
        cutoffJapan: '2026-12-05T08:30:00+09:00',
        createdAt: '2026-12-01T00:00:00.000Z',
        updatedAt: '2026-12-05T03:00:00.000Z',
        lot: {
          id: 'lot-1',
          auctionHouse: 'USS Tokyo',
          auctionDate: '2026-12-05',
          lotNumber: '40123',
          startsAt: '2026-12-05T00:30:00.000Z',
          make: 'Toyota',
          model: 'Prius',
          year: 2018,
          chassisCode: 'ZVW50',
          grade: '4.5',
          mileageKm: 48000,
          startPriceJpy: '800000',
          result: 'sold',
          phase: 'sold',
        },
      },
    ],
    ...over,
  };
}

function fakeApi(answer: (path: string, method: string, body: unknown) => Response | undefined) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = pathOf(input as RequestInfo);
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    if (request.method !== 'GET') sent.push({ method: request.method, path, body });
    return answer(path, request.method, body) ?? json(200, account());
  });
  return sent;
}

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path=":customerId" element={<AccountScreen />} />
    </Routes>,
    { path: `/${CUSTOMER}` },
  );

describe('an auction account in the back office', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows deposit, held, owed, bidding power and refundable, and settles a won car after saying what happens', async () => {
    const sent = fakeApi((path) => (path.endsWith('/settle') ? json(200, {}) : undefined));
    render();
    await screen.findByRole('heading', { level: 1, name: 'Bilal Khan' });
    const tiles = Object.fromEntries(
      [...document.querySelectorAll('.auction-counts__item')].map((e) => [
        e.querySelector('dt')!.textContent,
        e.querySelector('dd')!.textContent,
      ]),
    );
    expect(tiles).toEqual({
      Deposit: '¥200,000',
      'Held by open bids': '¥0',
      'Owed (won, unpaid)': '¥1,133,000',
      'Bidding power': '¥867,000',
      'Refundable now': '¥0',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid: lot 40123' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark lot 40123 paid?' });
    expect(dialog).toHaveTextContent('The 2018 Toyota Prius is paid: ¥1,133,000 is no longer owed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: `/api/admin/auctions/bids/${BID}/settle`, body: undefined }]));
  });

  it('confirms a refund saying what it does, and shows the API’s refusal when the deposit backs open bids', async () => {
    const sent = fakeApi((path) =>
      path === '/api/admin/auctions/refunds'
        ? json(409, {
            statusCode: 409,
            code: 'AUCTION_REFUND_ABOVE_FREE',
            message: 'Only 0 JPY of this deposit is free to refund (not backing open bids or won cars not yet paid).',
            params: { available: '0' },
          })
        : undefined,
    );
    render();
    const form = await screen.findByRole('form', { name: 'Refund' });
    expect(screen.getByText('At most what backs no open bid or unpaid car: ¥0 now.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/Amount sent back/), { target: { value: '200 000' } });
    fireEvent.change(within(form).getByLabelText(/Bank reference/), { target: { value: 'FT26REF1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Record this refund?' });
    expect(dialog).toHaveTextContent(
      '¥200,000 sent back to Bilal Khan (bank reference FT26REF1) comes off their deposit, and their bidding power falls by ¥2,000,000.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(
      await within(form).findByText('Only 0 JPY of this deposit is free to refund (not backing open bids or won cars not yet paid).'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/auctions/refunds',
        body: { customerId: CUSTOMER, amountJpy: '200000', bankReference: 'FT26REF1', note: null },
      },
    ]);
  });

  it('refuses an amount that is not whole yen before asking the API', async () => {
    const sent = fakeApi(() => undefined);
    render();
    const form = await screen.findByRole('form', { name: 'Record a deposit' });
    fireEvent.change(within(form).getByLabelText(/Amount received/), { target: { value: '1500.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record deposit' }));
    expect(within(form).getByText('Enter a whole number of yen, e.g. 1100000.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
