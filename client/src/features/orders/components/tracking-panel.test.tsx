import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import type { OrderTracking, TrackedCar } from '../api/tracking-api';
import { TrackingPanel } from './tracking-panel';
import { OrderTracking as OrderTrackingSection } from './tracking-timeline';

const signedIn = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Khan' },
} as unknown as AuthResponse;

const ORDER = '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47';
const BL = '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23';
const CERT = '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

const car: TrackedCar = {
  orderId: ORDER,
  status: 'shipped',
  stockId: 'AB1234567',
  title: '2018 Toyota Corolla',
  thumbnailUrl: null,
  destinationCountry: 'KE',
  destinationPort: 'Mombasa',
  shipment: {
    id: 's1',
    destinationCountry: 'KE',
    destinationPort: 'Mombasa',
    method: 'roro',
    vessel: 'Morning Celine',
    voyageNumber: 'MC2603',
    departureDate: '2026-03-10',
    arrivalDate: '2026-04-05',
  },
  location: 'Singapore',
  released: false,
  documents: [
    {
      id: BL,
      kind: 'bill_of_lading',
      contentType: 'application/pdf',
      sizeBytes: 1200,
      courierName: 'DHL',
      trackingNumber: '1234567890',
      released: true,
      releasedAt: '2026-03-12T02:00:00.000Z',
      uploadedAt: '2026-03-11T02:00:00.000Z',
    },
    {
      id: CERT,
      kind: 'export_certificate',
      contentType: 'image/png',
      sizeBytes: 900,
      courierName: null,
      trackingNumber: null,
      released: false,
      releasedAt: null,
      uploadedAt: '2026-03-11T02:00:00.000Z',
    },
  ],
};

const tracking: OrderTracking = {
  ...car,
  events: [
    { date: '2026-03-10T06:00:00.000Z', description: 'Loaded on board', location: 'Yokohama, Japan', status: 'Shipped', details: null },
    { date: '2026-03-20T00:00:00.000Z', description: 'Transshipped', location: 'Singapore', status: 'In transit', details: 'Berth 4' },
  ],
};

const PDF = '%PDF-1.4 a tiny document';

interface Calls {
  lists: string[];
  tracking: number;
  files: { path: string; authorization: string | null }[];
}

function fakeApi({ trackingAnswer = () => json(200, tracking) }: { trackingAnswer?: () => Response } = {}): Calls {
  const calls: Calls = { lists: [], tracking: 0, files: [] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = pathOf(request);
    if (path === '/api/orders/tracking') {
      const tab = new URL(request.url).searchParams.get('tab') ?? '';
      calls.lists.push(tab);
      return json(200, tab === 'released' ? { items: [], total: 0, page: 1, limit: 10 } : { items: [car], total: 1, page: 1, limit: 10 });
    }
    if (path === `/api/orders/${ORDER}/tracking`) {
      calls.tracking += 1;
      return trackingAnswer();
    }
    if (path.startsWith(`/api/orders/${ORDER}/documents/`)) {
      calls.files.push({ path, authorization: request.headers.get('authorization') });
      if (path.includes(CERT))
        return json(409, { statusCode: 409, code: 'DOCUMENT_NOT_RELEASED', message: 'This document has not been released yet.' });
      return new Response(PDF, {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="bill-of-lading-AB1234567-3f6c2a9e.pdf"',
        },
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'x' });
  });
  return calls;
}

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

const renderPanel = (path = '/profile/tracking') =>
  renderWithProviders(
    <Routes>
      {['', '/ur'].map((prefix) => (
        <Route
          key={prefix}
          path={`${prefix}/profile/tracking`}
          element={
            <>
              <TrackingPanel />
              <Probe />
            </>
          }
        />
      ))}
    </Routes>,
    { path },
  );

describe('Car tracking', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    session.signIn(signedIn, false);
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/doc-1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('lists the Unreleased cars with their ship and documents; Released is empty, with the tab in the URL', async () => {
    const calls = fakeApi();
    renderPanel();
    const card = (await screen.findByRole('heading', { level: 3, name: '2018 Toyota Corolla' })).closest('li')!;
    expect(screen.getByRole('tab', { name: 'Unreleased' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByText('AB1234567')).toBeInTheDocument();
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    const facts = within(card).getByText('Morning Celine').closest('dl')!;
    expect([...facts.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Vessel: Morning Celine',
      'Voyage: MC2603',
      'Port of destination: Mombasa, Kenya',
      'Shipping method: RoRo',
      'Departure from Japan: Mar 10, 2026',
      'Arrival: Apr 5, 2026',
    ]);
    expect(within(card).getByText('Documents released: 1 of 2')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Order and tracking of AB1234567' })).toHaveAttribute('href', `/orders/${ORDER}`);
    expect(screen.getByText('1 car')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Released' }));
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(screen.getByText('A car appears here once all its documents have been released to you.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/tracking?tab=released');
    expect(calls.lists).toEqual(['unreleased', 'released']);
  });

  it('"Get location" asks the order’s tracking and shows the latest place with its date', async () => {
    const calls = fakeApi();
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Get location of AB1234567' });
    expect(calls.tracking).toBe(0);
    fireEvent.click(button);
    const result = await screen.findByRole('group', { name: 'Location of AB1234567' });
    expect(result).toHaveTextContent('Latest location');
    expect(result).toHaveTextContent('Singapore');
    expect(result).toHaveTextContent('Reported on Mar 20, 2026');
    expect(calls.tracking).toBe(1);
  });

  it('says so when there is no location yet, and offers a retry when the call fails', async () => {
    let answer = () => json(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' });
    fakeApi({ trackingAnswer: () => answer() });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Get location of AB1234567' }));
    const alert = await screen.findByRole('alert');
    answer = () => json(200, { ...tracking, events: [] });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No location yet. It will show here once the car is on its way.')).toBeInTheDocument();
  });

  it('"View documents" lists each document’s state and downloads a released one through the API with the token', async () => {
    const calls = fakeApi();
    renderPanel();
    const toggle = await screen.findByRole('button', { name: 'View documents of AB1234567' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Documents of AB1234567' });
    const [bl, cert] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(bl).toHaveTextContent('Bill of lading');
    expect(bl).toHaveTextContent('Released');
    expect(bl).toHaveTextContent('Courier: \u2068DHL\u2069');
    expect(bl).toHaveTextContent('Tracking number: \u20681234567890\u2069');
    expect(cert).toHaveTextContent('Export certificate');
    expect(cert).toHaveTextContent('Not yet released');
    expect(cert).toHaveTextContent('You can download it once it is released.');
    expect(within(cert).queryByRole('button')).toBeNull();

    fireEvent.click(within(bl).getByRole('button', { name: 'Download Bill of lading' }));
    expect(await within(bl).findByText('bill-of-lading-AB1234567-3f6c2a9e.pdf downloaded.')).toBeInTheDocument();
    expect(calls.files).toEqual([{ path: `/api/orders/${ORDER}/documents/${BL}/file`, authorization: 'Bearer access' }]);
    expect(saved).toEqual([{ href: 'blob:http://localhost/doc-1', download: 'bill-of-lading-AB1234567-3f6c2a9e.pdf' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(await blob.text()).toBe(PDF);
  });

  it('speaks Urdu', async () => {
    fakeApi();
    renderPanel('/ur/profile/tracking');
    expect(await screen.findByRole('tab', { name: 'غیر جاری شدہ' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'AB1234567 کی دستاویزات دیکھیں' })).toBeInTheDocument();
    expect(screen.getByText('جاری شدہ دستاویزات: 2 میں سے 1')).toBeInTheDocument();
  });
});

describe('the order page’s tracking', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  const order = { id: ORDER, status: 'shipped', car: { stockId: 'AB1234567' } } as Parameters<typeof OrderTrackingSection>[0]['order'];

  it('shows the latest location, the shipment and the events newest first', async () => {
    fakeApi();
    renderWithProviders(<OrderTrackingSection order={order} />);
    const section = await screen.findByRole('region', { name: 'Tracking' });
    await within(section).findByText('Latest location');
    expect(within(section).getByRole('heading', { level: 3, name: 'Shipment' })).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.timeline__status')?.textContent)).toEqual(['In transit', 'Shipped']);
    expect(items[0]).toHaveTextContent('Transshipped');
    expect(items[0]).toHaveTextContent('Singapore');
    expect(items[0]).toHaveTextContent('Details: Berth 4');
    expect(items[0].querySelector('time')).toHaveTextContent('Mar 20, 2026');
  });

  it('is not shown before the deposit is paid', () => {
    const calls = fakeApi();
    const { container } = renderWithProviders(<OrderTrackingSection order={{ ...order, status: 'reserved' }} />);
    expect(container).toBeEmptyDOMElement();
    expect(calls.tracking).toBe(0);
  });
});
