import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { PreHeader, tokyoTime } from './pre-header';
import { SiteFooter } from './site-footer';
import { WhatsAppWidget } from './whatsapp-widget';

const footerData = {
  totalCars: 1250,
  byMake: [{ slug: 'toyota', title: 'Toyota', count: 420 }],
  byBodyType: [{ value: 'suv', count: 120 }],
  byCategory: [],
  byLocation: [],
  byCountry: [],
  support: {
    email: 'support@autoexport.example',
    phone: '+81 3 5555 0100',
    whatsapp: '+81 90 5555 0100',
    hours: '24/7',
    accountManager: 'An account manager is available 24/7.',
    agents: [
      { name: 'Kenji Sato', whatsapp: '+819055550101', languages: ['English', 'Japanese'], photoUrl: null },
      { name: 'Bilal Ahmed', whatsapp: '+819055550103', languages: ['English', 'Urdu'], photoUrl: null },
    ],
    offices: [
      {
        region: 'Headquarters',
        name: 'Head office',
        city: 'Tokyo',
        country: 'JP',
        address: 'x',
        phone: '+81 3 5555 0100',
        email: 'info@x',
      },
      { region: 'Africa', name: 'Nairobi office', city: 'Nairobi', country: 'KE', address: 'y', phone: '+254 20 555 0140', email: 'ke@x' },
      { region: 'Africa', name: 'Mombasa office', city: 'Mombasa', country: 'KE', address: 'z', phone: '+254 41 555 0120', email: 'msa@x' },
    ],
  },
  timeZone: 'Asia/Tokyo',
  generatedAt: '2026-03-10 04:05:06+00:00',
};

/** Matches an element's own text with the bidi isolates (U+2068, U+2069) taken out. */
const text = (expected: string | RegExp) => (_: string, element: Element | null) => {
  if (!element || element.children.length > 0) return false;
  const plain = (element.textContent ?? '').replace(/[\u2068\u2069]/g, '');
  return typeof expected === 'string' ? plain === expected : expected.test(plain);
};

/** What GET /api/pre-header answers for the same stock. */
const preHeaderData = {
  timeZone: 'Asia/Tokyo',
  serverTime: '2026-03-10T04:05:06.000Z',
  totalCars: 1250,
  rates: { base: 'USD', rates: [], stale: false },
  supportHours: '24/7',
};

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = pathOf(input as RequestInfo);
    if (path === '/api/footer-data') return json(status, body);
    if (path === '/api/pre-header') return json(status, status === 200 ? preHeaderData : body);
    return json(404, {});
  });

describe('the layout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('pre-header: Tokyo time with its zone, and the total cars from the API', async () => {
    answer(200, footerData);
    renderWithProviders(<PreHeader />, { path: '/' });
    expect(await screen.findByText(text('Cars in stock: 1,250'))).toBeInTheDocument();
    expect(screen.getByText(text(/^Tokyo \d\d:\d\d:\d\d \(GMT\+9\)$/))).toBeInTheDocument();
  });

  it('pre-header: "Total Cars Error" when the count cannot be loaded', async () => {
    answer(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error', error: 'x', requestId: 'r' });
    renderWithProviders(<PreHeader />);
    expect(await screen.findByText('Total Cars Error')).toBeInTheDocument();
  });

  it('the clock throws on an unknown zone (shown as "Time Error") and reads 24-hour time', () => {
    expect(() => tokyoTime(new Date(), 'Mars/Olympus', 'en')).toThrow();
    expect(tokyoTime(new Date('2026-03-10T04:05:06Z'), 'Asia/Tokyo', 'en')).toEqual({ time: '13:05:06', zone: 'GMT+9' });
  });

  it('footer: makes and body types link into the search, in the page’s language', async () => {
    answer(200, footerData);
    renderWithProviders(<SiteFooter />, { path: '/es/cars' });
    expect(await screen.findByRole('link', { name: 'Toyota (420)' })).toHaveAttribute('href', '/es/cars?make=toyota');
    expect(screen.getByRole('link', { name: 'SUV (120)' })).toHaveAttribute('href', '/es/cars?bodyType=suv');
    expect(screen.getByText('Tokyo, Japón')).toBeInTheDocument();
  });

  it('footer: one office per region, and links to the FAQ and the whole office network', async () => {
    answer(200, footerData);
    renderWithProviders(<SiteFooter />, { path: '/ur' });
    expect(await screen.findByText('Nairobi office')).toBeInTheDocument();
    expect(screen.queryByText('Mombasa office')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اکثر پوچھے جانے والے سوالات' })).toHaveAttribute('href', '/ur/faq');
    expect(screen.getByRole('link', { name: 'عالمی دفاتر کا نیٹ ورک' })).toHaveAttribute('href', '/ur/offices');
  });

  it('WhatsApp widget lists the support agents as wa.me links', async () => {
    answer(200, footerData);
    renderWithProviders(<WhatsAppWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Contact via WhatsApp' }));
    const agent = await screen.findByRole('link', { name: /Kenji Sato/ });
    expect(agent.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/819055550101\?text=Hello/);
    expect(screen.getByRole('link', { name: /Bilal Ahmed/ })).toHaveTextContent('English, Urdu');
  });
});
