import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import { BidSheetScreen, BidSheetTable, byLotNumber, japanToday } from './bid-sheet';
import { sheetRow } from './fixtures.test-data';

const ROWS = [
  sheetRow({ bidId: 'b3', lotNumber: '40123', maxBidJpy: '900000' }),
  sheetRow({ bidId: 'b1', lotNumber: '9', maxBidJpy: '1250000', note: 'No rust please' }),
  sheetRow({ bidId: 'b2', lotNumber: '40123', maxBidJpy: '1100000' }),
];

describe('the bid sheet', () => {
  afterEach(() => vi.restoreAllMocks());

  it('orders rows by lot number as the auction calls them (9 before 40123), the higher bid first on one lot', () => {
    expect([...ROWS].sort(byLotNumber).map((r) => r.bidId)).toEqual(['b1', 'b2', 'b3']);
  });

  it('shows lot no., car, customer, max bid in yen and note; Record result leads to that lot’s result screen', () => {
    renderWithProviders(<BidSheetTable rows={ROWS} showHouse={false} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['9', '40123', '40123']);
    const first = rows[0]!;
    expect(within(first).getByText('2018 Toyota Prius')).toBeInTheDocument();
    expect(within(first).getByText('ZVW50 · grade 4.5 · 48,000 km')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Customer b1' })).toHaveAttribute('href', '/admin/auction-accounts/c-b1');
    expect(within(first).getByText('¥1,250,000')).toBeInTheDocument();
    expect(within(first).getByText('No rust please')).toBeInTheDocument();
    expect(within(first).getByText('09:30')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Record result: lot 40123' })).toHaveAttribute(
      'href',
      '/admin/auction-bid-sheet/lots/lot-b3',
    );
  });

  it('asks for the day and house in the URL, prints with window.print, and says when nothing is open', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(typeof input === 'string' ? input : (input as Request).url, 'http://x');
      asked.push(`${pathOf(input as RequestInfo)}?${url.searchParams.toString()}`);
      if (url.pathname === '/api/auctions/lots')
        return json(200, { items: [{ auctionHouse: 'USS Tokyo' }], total: 1, page: 1, limit: 100 });
      if (url.pathname === '/api/admin/auctions/lots') return json(200, { items: [], total: 0, page: 1, limit: 100 });
      const empty = url.searchParams.get('auctionHouse') === 'HAA Kobe';
      return json(200, { date: '2026-12-05', auctionHouse: url.searchParams.get('auctionHouse'), items: empty ? [] : ROWS });
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<BidSheetScreen />, { path: '/?date=2026-12-05&auctionHouse=USS%20Tokyo' });
    expect(await screen.findByText('3 bid requests')).toBeInTheDocument();
    expect(asked).toContain('/api/admin/auctions/bid-sheet?date=2026-12-05&auctionHouse=USS+Tokyo');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    const pick = screen.getByRole('search', { name: 'Choose the auction house and day' });
    fireEvent.change(within(pick).getByLabelText(/Auction house/), { target: { value: 'HAA Kobe' } });
    fireEvent.click(within(pick).getByRole('button', { name: 'Show the sheet' }));
    expect(await screen.findByText('No open bid requests for this auction house and day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it("defaults to today's date in Japan", () => {
    expect(japanToday(new Date('2026-11-26T15:30:00Z'))).toBe('2026-11-27');
    expect(japanToday(new Date('2026-11-26T14:59:00Z'))).toBe('2026-11-26');
  });
});
