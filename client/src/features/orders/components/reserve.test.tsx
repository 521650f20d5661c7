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

const destinations = {
  validHours: 72,
  countries: [
    {
      countryCode: 'KE',
      ports: [{ port: 'Mombasa', methods: ['container', 'roro'], transitDays: 24 }],
      inspectionRequired: true,
      inspectionAgency: 'QISJ',
      inspectionFeeUsd: '250.00',
    },
    {
      countryCode: 'PK',
      ports: [
        { port: 'Karachi', methods: ['container', 'roro'], transitDays: 18 },
        { port: 'Qasim', methods: ['roro'], transitDays: 19 },
      ],
      inspectionRequired: false,
      inspectionAgency: null,
      inspectionFeeUsd: null,
    },
  ],
};
const eligible = {
  ref: car.ref,
  year: 2022,
  steering: 'right',
  country: 'KE',
  countryDetected: false,
  rulesOnFile: true,
  eligible: true,
  reasons: [],
};
const tooOld = {
  ...eligible,
  year: 2011,
  eligible: false,
  reasons: [{ code: 'too_old', maxAgeYears: 8, ageYears: 15, oldestModelYear: 2018 }],
};
const landed = {
  source: 'query',
  quote: {
    tradeTerms: 'CIF',
    destination: { countryCode: 'KE', port: 'Mombasa', method: 'roro', transitDays: 24 },
    currency: 'USD',
    fobSource: 'car',
    lines: [
      { key: 'fob_price', amountUsd: '6500.00', amount: '6500.00' },
      { key: 'freight', amountUsd: '941.85', amount: '941.85', method: 'roro', volumeM3: '12.075', ratePerM3Usd: '78.00' },
    ],
    subtotalUsd: '7441.85',
    subtotal: '7441.85',
    totalUsd: '7441.85',
    total: '7441.85',
    insured: false,
    inspected: false,
    exchangeRate: { base: 'USD', currency: 'USD', rate: '1', setAt: '2026-11-01T00:00:00Z', source: 'demo' },
    quotedAt: '2026-11-01T00:00:00Z',
    validUntil: '2026-11-04T00:00:00Z',
    validHours: 72,
    car: null,
    eligibility: null,
  },
};

function fakeApi(reserve: () => Response, eligibility: object = eligible) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = pathOf(request);
    if (path === '/api/user/consignees') return json(200, { items: [consignee], total: 1, page: 1, limit: 100 });
    if (path === '/api/price-calculator/destinations') return json(200, destinations);
    if (path === `/api/cars/detail/ref/${car.ref}/import-eligibility`) return json(200, eligibility);
    if (path === `/api/cars/detail/ref/${car.ref}/landed-price`) return json(200, landed);
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

  it('offers the ports we ship to, keeps a port and method the tables can price, and checks the form before sending', async () => {
    const sent = fakeApi(() => json(201, {}));
    renderWithProviders(<ReserveDialog car={car} title="2018 Toyota Corolla" open onClose={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText(/Consignee/)).toHaveValue(consignee.id));
    expect(screen.getByLabelText(/Destination country/)).toHaveValue('KE');
    // Kenya has one port: it is chosen.
    expect(screen.getByLabelText(/Destination port/)).toHaveValue('Mombasa');
    fireEvent.change(screen.getByLabelText(/Destination country/), { target: { value: 'PK' } });
    expect(screen.getByLabelText(/Destination port/)).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByText('Destination port is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Destination port/), { target: { value: 'Qasim' } });
    expect(screen.getByLabelText(/Shipping method/)).toHaveValue('roro');
    // Adding a consignee takes the car along, so the profile can lead back to this reservation.
    expect(screen.getByRole('link', { name: 'Add a consignee in my profile' })).toHaveAttribute(
      'href',
      '/profile/consignees?consignee=new&car=AB1234567',
    );
  });

  it('shows what the reservation will be invoiced, from the landed-price engine', async () => {
    fakeApi(() => json(201, {}));
    renderWithProviders(<ReserveDialog car={car} title="2018 Toyota Corolla" open onClose={() => {}} />);
    const [price] = await screen.findAllByText('$7,441.85');
    expect(price!.closest('[data-landed-total]')).toHaveAttribute('data-landed-total', '7441.85');
  });

  it('says why the car cannot go to the chosen country before submitting, and the server’s reasons at submit, translated', async () => {
    const sent = fakeApi(
      () =>
        json(409, {
          code: 'IMPORT_NOT_ELIGIBLE',
          message: 'This car cannot be imported to KE.',
          params: { country: 'KE' },
          details: [
            {
              field: 'destinationCountry',
              code: 'IMPORT_TOO_OLD',
              message: 'x',
              params: { country: 'KE', ageYears: 15, maxAgeYears: 8, oldestModelYear: 2018 },
            },
          ],
        }),
      tooOld,
    );
    renderWithProviders(<ReserveDialog car={car} title="2011 Toyota Corolla" open onClose={() => {}} />, { path: '/ur/cars/AB1234567' });
    const before = await screen.findByRole('status');
    expect(before).toHaveTextContent('کینیا');
    expect(before).toHaveTextContent('2018');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ابھی ریزرو کریں' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ابھی ریزرو کریں' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('کینیا');
    expect(alert).toHaveTextContent('2018');
    expect(sent).toHaveLength(1);
  });

  it('shows the 409 "This car is already reserved!" translated', async () => {
    const sent = fakeApi(() => json(409, { code: 'CAR_ALREADY_RESERVED', message: 'This car is already reserved!' }));
    renderWithProviders(<ReserveDialog car={car} title="2018 Toyota Corolla" open onClose={() => {}} />, { path: '/es/cars/AB1234567' });
    await waitFor(() => expect(screen.getByLabelText(/Consignatario/)).toHaveValue(consignee.id));
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
        currency: 'USD',
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
    fireEvent.click(screen.getByRole('button', { name: 'Reserve now' }));
    expect(await screen.findByText('Consignee id must be the id of one of your consignees')).toBeInTheDocument();
  });
});
