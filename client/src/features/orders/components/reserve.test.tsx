import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { ReserveButton, ReserveDialog } from './reserve';

const signedIn = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Khan' },
} as unknown as AuthResponse;

const consignee = { id: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23', consigneeName: 'Mombasa Motors Ltd', city: 'Mombasa', country: 'KE' };
const car = { ref: 'AB1234567', status: 'available' };

function fakeApi(reserve: () => Response) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = pathOf(request);
    if (path === '/api/user/consignees') return json(200, { items: [consignee], total: 1, page: 1, limit: 100 });
    if (path === '/api/orders' && request.method === 'POST') {
      sent.push(await request.json());
      return reserve();
    }
    return json(404, { code: 'NOT_FOUND', message: 'x' });
  });
  return sent;
}

describe('reserving a car', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('offers Reserve only on an available or ready-to-ship car, and sign-in to a visitor', () => {
    const first = renderWithProviders(<ReserveButton car={car} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeInTheDocument();
    first.unmount();
    const reserved = renderWithProviders(<ReserveButton car={{ ...car, status: 'reserved' }} onOpen={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull();
    reserved.unmount();
    session.clear();
    renderWithProviders(<ReserveButton car={car} onOpen={() => {}} />, { path: '/cars/AB1234567' });
    expect(screen.getByRole('link', { name: 'Sign in to reserve' })).toHaveAttribute('href', '/auth?next=%2Fcars%2FAB1234567');
  });

  it('checks the form before sending, with the error beside the field', async () => {
    const sent = fakeApi(() => json(201, {}));
    renderWithProviders(<ReserveDialog car={car} title="2018 Toyota Corolla" open onClose={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText(/Consignee/)).toHaveValue(consignee.id));
    expect(screen.getByLabelText(/Destination country/)).toHaveValue('KE');
    fireEvent.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByText('Destination port is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Destination port/), { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByText('Destination port must be 2 to 60 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the 409 "This car is already reserved!" translated', async () => {
    const sent = fakeApi(() => json(409, { code: 'CAR_ALREADY_RESERVED', message: 'This car is already reserved!' }));
    renderWithProviders(<ReserveDialog car={car} title="2018 Toyota Corolla" open onClose={() => {}} />, { path: '/es/cars/AB1234567' });
    await waitFor(() => expect(screen.getByLabelText(/Consignatario/)).toHaveValue(consignee.id));
    fireEvent.change(screen.getByLabelText(/Puerto de destino/), { target: { value: 'Mombasa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reservar ahora' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('¡Este auto ya está reservado!');
    expect(sent).toEqual([
      {
        stockId: 'AB1234567',
        tradeTerms: 'CIF',
        destinationCountry: 'KE',
        destinationPort: 'Mombasa',
        shippingMethod: 'roro',
        consigneeId: consignee.id,
      },
    ]);
  });

  it('shows the server’s field errors beside their fields', async () => {
    fakeApi(() =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'x',
        details: [{ field: 'consigneeId', code: 'CONSIGNEE_ID_INVALID', message: 'x' }],
      }),
    );
    renderWithProviders(<ReserveDialog car={car} title="2018 Toyota Corolla" open onClose={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText(/Consignee/)).toHaveValue(consignee.id));
    fireEvent.change(screen.getByLabelText(/Destination port/), { target: { value: 'Mombasa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByText('Consignee id must be the id of one of your consignees')).toBeInTheDocument();
  });
});
