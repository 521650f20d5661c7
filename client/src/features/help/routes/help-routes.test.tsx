import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import FaqRoute from './faq-route';
import OfficesRoute from './offices-route';

const faq = {
  lang: 'ur',
  categories: [
    {
      key: 'shipping',
      name: 'شپنگ',
      nameFallback: false,
      items: [
        {
          id: '1',
          question: 'ترسیل میں کتنا وقت لگتا ہے؟',
          answerHtml: '<p>عام طور پر <strong>4 سے 8 ہفتے</strong>۔</p>',
          language: 'ur',
          fallback: false,
        },
        {
          id: '2',
          question: 'Can I see photos before bidding?',
          answerHtml: '<p>Yes: every auction car comes with photos.</p>',
          language: 'en',
          fallback: true,
        },
      ],
    },
  ],
};

const office = (region: string, name: string, city: string, country: string, timeZone: string) => ({
  id: name,
  region,
  name,
  city,
  country,
  address: `${city} street 1`,
  phones: ['+254 20 555 0140'],
  whatsapp: '+254700555014',
  email: `${city.toLowerCase()}@autoexport.example`,
  openingHours: 'Mon–Fri 08:30–17:30',
  timeZone,
});
const offices = {
  regions: [
    { region: 'Headquarters', offices: [office('Headquarters', 'Head office', 'Yokohama', 'JP', 'Asia/Tokyo')] },
    { region: 'Africa', offices: [office('Africa', 'Nairobi office', 'Nairobi', 'KE', 'Africa/Nairobi')] },
  ],
};

const serve = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = pathOf(input as RequestInfo);
    if (path === '/api/faq') return json(200, faq);
    if (path === '/api/offices') return json(200, offices);
    return json(404, {});
  });

describe('the FAQ screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows questions as disclosures, marks the English stand-in, and filters as one types', async () => {
    const fetch = serve();
    renderWithProviders(<FaqRoute />, { path: '/ur/faq' });
    expect(await screen.findByRole('heading', { level: 2, name: 'شپنگ' })).toBeInTheDocument();
    expect((fetch.mock.calls[0]![0] as Request).url).toContain('lang=ur');
    const english = screen.getByText('Can I see photos before bidding?');
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(english.closest('summary')!).getByText('انگریزی میں')).toBeInTheDocument();

    const question = screen.getByText('ترسیل میں کتنا وقت لگتا ہے؟');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText('4 سے 8 ہفتے')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'سوالات فلٹر کریں' }), { target: { value: 'photos' } });
    expect(await screen.findByRole('status')).toHaveTextContent('1 سوال ملتا ہے');
    expect(screen.queryByText('ترسیل میں کتنا وقت لگتا ہے؟')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('“zzz” سے کوئی سوال نہیں ملتا')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہم سے رابطہ کریں' })).toHaveAttribute('href', '/ur/contact');
  });
});

describe('the offices screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the headquarters first, and a region’s offices under its tab with phones, WhatsApp and local time', async () => {
    serve();
    renderWithProviders(<OfficesRoute />, { path: '/offices' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Head office' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Headquarters' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Africa' }));
    const card = (await screen.findByRole('heading', { level: 3, name: 'Nairobi office' })).closest('li')!;
    expect(within(card).getByText('Nairobi, Kenya')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+254 20 555 0140' })).toHaveAttribute('href', 'tel:+254205550140');
    expect(within(card).getByRole('link', { name: '+254700555014' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/254700555014\?text=Hello%20Nairobi%20office/,
    );
    expect(within(card).getByText('Local time').nextElementSibling?.textContent).toMatch(/^[A-Z][a-z]{2} \d\d:\d\d$/);
    expect(screen.queryByText('Head office')).not.toBeInTheDocument();
  });

  it('opens the tab named in the URL, and says when a region has no office yet', async () => {
    serve();
    renderWithProviders(<OfficesRoute />, { path: '/es/offices?region=Europe' });
    expect(await screen.findByText('Todavía no hay oficina en esta región.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Europa' })).toHaveAttribute('aria-selected', 'true');
  });
});
