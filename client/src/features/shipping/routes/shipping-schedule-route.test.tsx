import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import ShippingScheduleRoute from './shipping-schedule-route';

const MOMBASA = {
  id: '0b0c5e7e-8a44-4c1e-9d6b-2f1f3f8f0a01',
  destinationCountry: 'KE',
  destinationPort: 'Mombasa',
  method: 'roro',
  vessel: 'Morning Celine',
  voyageNumber: 'MC2603',
  departureDate: '2026-03-10',
  arrivalDate: '2026-04-05',
};
const DURBAN = {
  ...MOMBASA,
  id: '0b0c5e7e-8a44-4c1e-9d6b-2f1f3f8f0a02',
  destinationCountry: 'ZA',
  destinationPort: 'Durban',
  method: 'container',
  vessel: 'Kota Bahagia',
  voyageNumber: 'KB2603',
  departureDate: '2026-03-20',
  arrivalDate: '2026-04-12',
};

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderSchedule(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        {['', '/ur', '/es'].map((prefix) => (
          <Route key={prefix} path={`${prefix}/shipping-schedule`} element={<ShippingScheduleRoute />} />
        ))}
      </Routes>
      <Probe />
    </>,
    { path },
  );
}

/** GET /api/shipping-schedule answers `answer(query)`; every query sent is kept. */
function fakeApi(answer: (query: URLSearchParams) => Response) {
  const sent: Record<string, string>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (pathOf(request) !== '/api/shipping-schedule') return json(404, { code: 'NOT_FOUND', message: 'x' });
    const query = new URL(request.url).searchParams;
    sent.push(Object.fromEntries(query));
    return answer(query);
  });
  return sent;
}

const page = (items: unknown[], total = items.length) => json(200, { items, total, page: 1, limit: 10 });
const location = () => screen.getByTestId('location').textContent;

describe('the shipping schedule', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "Please select at least one search criteria" for an empty search, and asks nothing', async () => {
    const sent = fakeApi(() => page([]));
    renderSchedule('/shipping-schedule');
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping schedule' })).toBeInTheDocument();
    expect(screen.getByText('Find a sailing for your car')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one search criteria');
    // Once something is chosen, the message goes.
    fireEvent.change(screen.getByLabelText('Shipping method'), { target: { value: 'roro' } });
    expect(screen.queryByText('Please select at least one search criteria')).toBeNull();
    expect(sent).toEqual([]);
    expect(location()).toBe('/shipping-schedule');
  });

  it('gives the spec’s two messages beside their fields for an arrival before the departure, and asks nothing', async () => {
    const sent = fakeApi(() => page([]));
    renderSchedule('/shipping-schedule');
    const departureFrom = screen.getByLabelText('Departure from');
    const arrivalTo = screen.getByLabelText('Arrival to');
    fireEvent.change(departureFrom, { target: { value: '2026-04-10' } });
    fireEvent.change(arrivalTo, { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(arrivalTo).toHaveAccessibleDescription('Arrival date must be after departure date'));
    expect(departureFrom).toHaveAccessibleDescription('Departure date must be before arrival date');
    expect(arrivalTo).toHaveAttribute('aria-invalid', 'true');
    expect(departureFrom).toHaveFocus(); // the first field to fix, in the form’s order
    // A window that ends before it starts: the server's range message, on its "to".
    fireEvent.change(screen.getByLabelText('Departure to'), { target: { value: '2026-04-01' } });
    expect(screen.getByLabelText('Departure to')).toHaveAccessibleDescription('The start date must not be after the end date.');
    // Fixed, the messages go as soon as it is right.
    fireEvent.change(arrivalTo, { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('Departure to'), { target: { value: '2026-04-30' } });
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('puts a search in the URL and shows the sailings, earliest departure first, with calendar dates', async () => {
    const sent = fakeApi(() => page([MOMBASA, DURBAN]));
    renderSchedule('/shipping-schedule');
    fireEvent.change(screen.getByLabelText('Departure from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Departure to'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText(/Destination port/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('2 sailings')).toBeInTheDocument();
    expect(location()).toBe('/shipping-schedule?departureFrom=2026-03-01&departureTo=2026-03-31');
    expect(sent).toEqual([{ limit: '10', departureFrom: '2026-03-01', departureTo: '2026-03-31' }]);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'MombasaKenya',
      'DurbanSouth Africa',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('Tue, Mar 10, 2026')).toBeInTheDocument();
    expect(first.getByText('Sun, Apr 5, 2026')).toBeInTheDocument();
    expect(first.getByText('RoRo')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Morning Celine · MC2603 · 26 days');
    expect(within(cards[1]!).getByText('Container')).toBeInTheDocument();
  });

  it('shows a table on wider screens, one row per sailing', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 760px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeApi(() => page([MOMBASA, DURBAN]));
    try {
      renderSchedule('/shipping-schedule?departureFrom=2026-03-01');
      const table = await screen.findByRole('table', { name: 'Sailings matching your search, earliest departure first' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Departure', 'Arrival', 'Destination', 'Method', 'Vessel', 'Voyage', 'Days at sea']);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(
        rows.map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
      ).toEqual([
        ['Tue, Mar 10, 2026', 'Sun, Apr 5, 2026', 'RoRo', 'Morning Celine', 'MC2603', '26 days'],
        ['Fri, Mar 20, 2026', 'Sun, Apr 12, 2026', 'Container', 'Kota Bahagia', 'KB2603', '23 days'],
      ]);
      expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('MombasaKenya');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('restores a search from its URL (a reload or a shared link), with a page of its own', async () => {
    const sent = fakeApi(() => json(200, { items: [DURBAN], total: 11, page: 2, limit: 10 }));
    renderSchedule('/shipping-schedule?port=durban&method=container&page=2');
    expect(await screen.findByText('11 sailings')).toBeInTheDocument();
    expect(sent).toEqual([{ limit: '10', page: '2', port: 'durban', method: 'container' }]);
    expect(screen.getByLabelText(/Destination port/)).toHaveValue('durban');
    expect(screen.getByLabelText('Shipping method')).toHaveValue('container');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous page/ })).toHaveAttribute('href', '/shipping-schedule?port=durban&method=container');
    expect(screen.queryByRole('link', { name: /Next page/ })).toBeNull();
  });

  it('says so when nothing matches, and offers the next 30 days', async () => {
    fakeApi(() => page([]));
    renderSchedule('/shipping-schedule?port=Lima');
    expect(await screen.findByText('No sailings match your search')).toBeInTheDocument();
    expect(screen.getByText('0 sailings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sailings departing in the next 30 days' }).getAttribute('href')).toMatch(
      /^\/shipping-schedule\?departureFrom=\d{4}-\d{2}-\d{2}&departureTo=\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('shows the server’s refusal beside the fields, translated', async () => {
    fakeApi(() =>
      json(400, {
        statusCode: 400,
        code: 'ARRIVAL_BEFORE_DEPARTURE',
        message: 'Arrival date must be after departure date',
        details: [
          { field: 'arrivalTo', code: 'ARRIVAL_BEFORE_DEPARTURE', message: 'Arrival date must be after departure date' },
          { field: 'departureFrom', code: 'DEPARTURE_AFTER_ARRIVAL', message: 'Departure date must be before arrival date' },
        ],
      }),
    );
    renderSchedule('/es/shipping-schedule?departureFrom=2031-04-01&arrivalTo=2031-05-01');
    await waitFor(() =>
      expect(screen.getByLabelText('Llegada hasta')).toHaveAccessibleDescription('La fecha de llegada debe ser posterior a la de salida'),
    );
    expect(screen.getByLabelText('Salida desde')).toHaveAccessibleDescription('La fecha de salida debe ser anterior a la de llegada');
    expect(screen.queryByRole('heading', { name: 'Salidas' })).toBeNull();
  });

  it('shows the server’s "at least one criterion" above the buttons', async () => {
    fakeApi(() =>
      json(400, { statusCode: 400, code: 'SCHEDULE_CRITERIA_REQUIRED', message: 'Please select at least one search criteria' }),
    );
    renderSchedule('/shipping-schedule?port=Mombasa');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one search criteria');
  });

  it('checks a hand-typed URL like a search, in Urdu, before asking', async () => {
    const sent = fakeApi(() => page([]));
    renderSchedule('/ur/shipping-schedule?departureFrom=2026-04-10&arrivalTo=2026-04-01');
    expect(screen.getByLabelText('آمد تا')).toHaveAccessibleDescription('آمد کی تاریخ روانگی کی تاریخ کے بعد ہونی چاہیے');
    expect(screen.getByLabelText('روانگی از')).toHaveAccessibleDescription('روانگی کی تاریخ آمد کی تاریخ سے پہلے ہونی چاہیے');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('shows a failed search with a retry', async () => {
    let fail = true;
    fakeApi(() => (fail ? json(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' }) : page([MOMBASA])));
    renderSchedule('/shipping-schedule?method=roro');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('1 sailing')).toBeInTheDocument();
    expect(screen.getByText('Mombasa')).toBeInTheDocument();
  });
});
