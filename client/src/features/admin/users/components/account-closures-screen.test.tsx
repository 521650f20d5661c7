import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../../lib/session/session';
import type { AuthResponse } from '../../../../lib/session/session-storage';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import type { AccountClosure } from '../api/account-closures-api';
import UsersRoute from '../routes/users-route';

const staff = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'kenji@example.com', firstName: 'Kenji', lastName: 'Sato', role: 'admin' },
} as unknown as AuthResponse;

const closure = (over: Partial<AccountClosure>): AccountClosure => ({
  id: 'c1',
  accountId: 'a1',
  cause: 'customer',
  closedBy: 'a1',
  closedAt: '2026-04-07T01:00:00Z',
  cancelledReservations: [{ orderId: 'o1', stockId: 'AB1234567', paid: { amount: '100.00', currency: 'USD' } }],
  bidsWithdrawn: 1,
  ordersKept: 0,
  auctionDepositJpy: '150000',
  auctionOwedJpy: '0',
  ordersRefund: { amount: '100.00', currency: 'USD' },
  refundStatus: 'due',
  contact: { email: 'amina@example.com', name: 'Amina Njeri' },
  depositReferences: ['FT26DEP001'],
  refundedAt: null,
  refundedBy: null,
  refundReference: null,
  refundNote: null,
  nextStatuses: ['refunded'],
  ...over,
});

describe('deleted accounts in the back office', () => {
  beforeEach(() => session.signIn(staff, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('lists what each deletion settled and offers to record a refund only where one is due', async () => {
    const sent: { path: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      const path = pathOf(request);
      if (request.method === 'POST') {
        sent.push({ path, body: await request.json() });
        return json(200, closure({ refundStatus: 'refunded', nextStatuses: [], contact: null, refundReference: 'FT26RFD' }));
      }
      return json(200, {
        items: [
          closure({}),
          closure({
            id: 'c2',
            refundStatus: 'not_due',
            nextStatuses: [],
            contact: null,
            auctionDepositJpy: '0',
            ordersRefund: { amount: '0.00', currency: 'USD' },
          }),
        ],
        total: 2,
        page: 1,
        limit: 20,
      });
    });
    renderWithProviders(<UsersRoute />, { path: '/deleted' });
    const due = (await screen.findByText('Amina Njeri', { exact: false })).closest('tr')!;
    expect(within(due).getByText('Due')).toBeInTheDocument();
    expect(within(due).getByText('Reservations cancelled: 1')).toBeInTheDocument();
    expect(within(due).getByText('Orders kept: 0')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Record refund' })).toHaveLength(1);

    fireEvent.click(within(due).getByRole('button', { name: 'Record refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the refund?' });
    expect(within(dialog).getByText('FT26DEP001')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Bank reference of the refund/), { target: { value: 'FT26RFD' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: '/api/admin/account-closures/c1/refund', body: { bankReference: 'FT26RFD', note: null } }]),
    );
  });
});
