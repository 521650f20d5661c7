import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import DamageReportRoute from './damage-report-route';

const signedIn = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Khan' },
} as unknown as AuthResponse;

const order = (id: string, stockId: string, title: string) => ({ id, status: 'paid', car: { stockId, title, thumbnailUrl: null } });
const ORDERS = {
  items: [order('o1', 'AB1234567', '2018 Toyota Corolla'), order('o2', 'CD7654321', '2017 Honda Fit')],
  total: 2,
  page: 1,
  limit: 100,
};

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

describe('the damage report page', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('asks a visitor to sign in, and comes back here afterwards', () => {
    session.clear();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(
      <Routes>
        <Route path="/ur/damage-report" element={<DamageReportRoute />} />
        <Route path="/ur/auth" element={<Probe />} />
      </Routes>,
      { path: '/ur/damage-report?order=o2' },
    );
    expect(screen.getByText('لاگ ان ضروری ہے')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'سائن ان کریں' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ur/auth?next=%2Fdamage-report%3Forder%3Do2');
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('for a signed-in customer', () => {
    beforeEach(() => session.signIn(signedIn, false));

    it('says how to get a purchased vehicle when there is none', async () => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, { items: [], total: 0, page: 1, limit: 100 }));
      renderWithProviders(<DamageReportRoute />, { path: '/damage-report' });
      expect(await screen.findByText('No purchased vehicles yet')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See my reserved vehicles' })).toHaveAttribute('href', '/profile/reserved');
    });

    it('preselects the order, checks the form beside its fields, refuses a wrong photo, then files and gives the reference', async () => {
      const sent: FormData[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const request = input as Request;
        const path = pathOf(request);
        if (path === '/api/orders/purchased') return json(200, ORDERS);
        if (path === '/api/damage-reports' && request.method === 'POST') {
          sent.push(await request.formData());
          return json(201, { reference: 'DR-7K3M9Q2X', status: 'submitted', photos: [], message: 'Damage report submitted successfully' });
        }
        return json(404, { code: 'NOT_FOUND', message: 'x' });
      });
      renderWithProviders(<DamageReportRoute />, { path: '/damage-report?order=o2' });
      const select = await screen.findByRole('combobox', { name: /Purchased vehicle/ });
      expect(select).toHaveValue('o2');

      fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
      expect(await screen.findByText('Please describe the damage.')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Description/ })).toHaveFocus();
      expect(sent).toHaveLength(0);

      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      const gif = new File(['GIF89a'], 'scratch.gif', { type: 'image/gif' });
      const jpg = new File(['\xff\xd8\xff'], 'door.jpg', { type: 'image/jpeg' });
      URL.createObjectURL = vi.fn(() => 'blob:preview');
      URL.revokeObjectURL = vi.fn();
      fireEvent.change(input, { target: { files: [gif, jpg] } });
      expect(await screen.findByText('scratch.gif: Only JPG, PNG or WEBP images are accepted.')).toBeInTheDocument();
      expect(screen.getByText('1 of 10 photos')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove the photo door.jpg' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('checkbox', { name: 'Damaged exterior' }));
      fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'Cracked tail light' } });
      expect(screen.getByText('1,982 characters left (of 2,000)')).toBeInTheDocument();
      expect(screen.queryByText('Please describe the damage.')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
      expect(await screen.findByText('DR-7K3M9Q2X')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Damage report submitted successfully' })).toHaveFocus();
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.get('orderId')).toBe('o2');
      expect(sent[0]!.get('damagedExterior')).toBe('true');
      expect(sent[0]!.get('mechanicalIssues')).toBe('false');
      expect(sent[0]!.get('description')).toBe('Cracked tail light');
      expect(sent[0]!.getAll('photos')).toHaveLength(1);
    });

    it('shows the server’s refusal beside the field it names', async () => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const path = pathOf(input as Request);
        if (path === '/api/orders/purchased') return json(200, ORDERS);
        return json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'DAMAGE_REPORT_ALREADY_OPEN',
          message: 'x',
          params: { reference: 'DR-AAAAAAAA' },
          requestId: 'r1',
        });
      });
      renderWithProviders(<DamageReportRoute />, { path: '/damage-report?order=o1' });
      fireEvent.change(await screen.findByRole('textbox', { name: /Description/ }), { target: { value: 'Scratch' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit report' }));
      expect(await screen.findByText('You already have an open damage report for this order: DR-AAAAAAAA.')).toBeInTheDocument();
    });
  });
});
