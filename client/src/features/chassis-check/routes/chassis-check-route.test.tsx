import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import ChassisCheckRoute from './chassis-check-route';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const render = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/:lang?/chassis-check" element={<ChassisCheckRoute />} />
      </Routes>
      <Where />
    </>,
    { path },
  );

const MAKES = [
  { slug: 'toyota', title: 'Toyota', carCount: 3, description: '', imageUrl: null, thumbnailUrl: null },
  { slug: 'honda', title: 'Honda', carCount: 2, description: '', imageUrl: null, thumbnailUrl: null },
];
const FOUND = {
  found: true,
  message: null,
  chassisNumber: 'ZVW301234567',
  cars: [
    {
      stockId: 'AB1234567',
      make: 'Toyota',
      model: 'Prius',
      year: 2015,
      mileageKm: 61000,
      status: 'available',
      listed: true,
      listedAt: '2026-01-01T00:00:00.000Z',
    },
    {
      stockId: 'AB7654321',
      make: 'Toyota',
      model: 'Prius',
      year: 2015,
      mileageKm: 84000,
      status: 'sold',
      listed: false,
      listedAt: '2024-01-01T00:00:00.000Z',
    },
  ],
  auctionRecords: [
    {
      stockId: 'AB7654321',
      auctionHouse: 'USS Tokyo',
      auctionDate: '2023-11-20',
      mileageKm: 84000,
      overallGrade: '4',
      interiorGrade: 'B',
      exteriorGrade: 'B',
    },
    {
      stockId: 'AB1234567',
      auctionHouse: 'TAA Kinki',
      auctionDate: '2025-10-02',
      mileageKm: 61000,
      overallGrade: '4.5',
      interiorGrade: 'A',
      exteriorGrade: 'B',
    },
  ],
  auctionLots: [
    {
      id: '7d3f7c52-2d0e-4a8e-9d3c-0b5e7f1a2b3c',
      auctionHouse: 'USS Nagoya',
      auctionDate: '2026-02-12',
      lotNumber: '10234',
      make: 'Toyota',
      model: 'Prius',
      year: 2015,
      grade: '4',
      mileageKm: 66000,
      result: 'sold',
      resultPriceJpy: '612000',
    },
  ],
  mileageWentBack: true,
};

/** GET /api/makes and POST /api/chassis-check answer as given; the check bodies sent are kept. */
function serve(check: () => Response) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (pathOf(request) === '/api/makes') return json(200, MAKES);
    if (pathOf(request) === '/api/chassis-check' && request.method === 'POST') {
      sent.push(await request.json());
      return check();
    }
    return json(404, {});
  });
  return sent;
}

describe('the chassis check', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for both fields with the spec’s message before sending, then puts them in the URL', async () => {
    const sent = serve(() => json(200, FOUND));
    render('/chassis-check');
    await screen.findByRole('option', { name: 'Toyota' });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter both maker and chassis number');
    fireEvent.change(screen.getByLabelText('Maker', { exact: false }), { target: { value: 'toyota' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both maker and chassis number');
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Chassis number', { exact: false }), { target: { value: ' ZVW30-1234567 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/chassis-check?maker=toyota&chassis=ZVW30-1234567');
    await screen.findByText('The mileage went down');
    expect(sent).toEqual([{ maker: 'toyota', chassisNumber: 'ZVW30-1234567' }]);
  });

  it('shows our cars (a listed one linked) and the auction readings, marking the one that went down', async () => {
    serve(() => json(200, FOUND));
    render('/chassis-check?maker=toyota&chassis=ZVW30-1234567');
    expect(await screen.findByRole('alert')).toHaveTextContent('The mileage went down');
    expect(screen.getByRole('link', { name: 'Car AB1234567' })).toHaveAttribute('href', '/cars/AB1234567');
    expect(screen.queryByRole('link', { name: 'Car AB7654321' })).toBeNull();
    const cars = within(screen.getByRole('region', { name: 'In our stock' }));
    expect(cars.getByText('Sold')).toBeInTheDocument();
    expect(cars.getByText('61,000 km')).toBeInTheDocument();
    const sheets = within(screen.getByRole('region', { name: 'Auction sheets' }));
    const items = sheets.getAllByRole('listitem').filter((item) => item.classList.contains('chassis-record'));
    expect(items).toHaveLength(2);
    expect(items[0]).not.toHaveTextContent('Mileage went down');
    expect(items[1]).toHaveTextContent('Mileage went down');
    expect(items[1]).toHaveTextContent('Lower than the earlier reading of 84,000 km.');
    // The auction lots under the number, with their result and, signed in, the hammer price.
    const lots = within(screen.getByRole('region', { name: 'At the auctions' }));
    const lot = lots.getByRole('listitem');
    expect(lot).toHaveTextContent('USS Nagoya · Lot 10234');
    expect(lot).toHaveTextContent('2015 Toyota Prius');
    expect(lot).toHaveTextContent('66,000 km');
    expect(lots.getByText('Sold')).toBeInTheDocument();
    expect(lot).toHaveTextContent('¥612,000');
  });

  it('translates "no record" from the flag, not the server’s English', async () => {
    serve(() =>
      json(200, {
        found: false,
        message: 'No record found for this chassis number.',
        chassisNumber: 'X1',
        cars: [],
        auctionRecords: [],
        auctionLots: [],
        mileageWentBack: false,
      }),
    );
    render('/ur/chassis-check?maker=toyota&chassis=XYZ-1');
    expect(await screen.findByText('اس چیسس نمبر کا کوئی ریکارڈ نہیں ملا۔')).toBeInTheDocument();
  });

  it('says how long to wait when the server throttles (429, Retry-After)', async () => {
    serve(
      () =>
        new Response(
          JSON.stringify({ statusCode: 429, error: 'Too Many Requests', code: 'TOO_MANY_REQUESTS', message: 'x', requestId: 'r' }),
          {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '42' },
          },
        ),
    );
    render('/chassis-check?maker=toyota&chassis=ZVW30-1234567');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    expect(alert).toHaveTextContent('You can check again in 42 seconds.');
  });

  it('shows the server’s refusal of a malformed chassis number above the button', async () => {
    serve(() =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'CHASSIS_NUMBER_INVALID',
        message: 'x',
        requestId: 'r',
      }),
    );
    render('/chassis-check?maker=toyota&chassis=%23%23');
    expect(await screen.findByRole('alert')).toHaveTextContent('Chassis number must be 3 to 32 letters, digits or dashes');
  });
});
