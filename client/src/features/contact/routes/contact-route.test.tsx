import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';

/** The screen may be slow to answer on a busy machine. */
const WAIT = { timeout: 5000 };
import ContactRoute from './contact-route';

const render = (path = '/contact') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang?/contact" element={<ContactRoute />} />
    </Routes>,
    { path },
  );

const support = {
  email: 'support@autoexport.example',
  phone: '+81 3 5555 0100',
  whatsapp: '+81 90 5555 0100',
  hours: '24/7',
  offices: [],
  agents: [],
  accountManager: '',
};

function answer(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (pathOf(request) === '/api/footer-data') return json(200, { support });
    if (pathOf(request) === '/api/contact' && request.method === 'POST') {
      sent.push(await request.json());
      return json(status, body);
    }
    return json(404, {});
  });
  return sent;
}

describe('contact us', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('asks for the privacy agreement, then sends and thanks the visitor; shows the company’s contacts', async () => {
    session.clear();
    const sent = answer(200, { success: true, message: 'Thank you for contacting us. We will get back to you soon.' });
    render();
    expect(await screen.findByRole('link', { name: 'support@autoexport.example' }, WAIT)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'support' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Carlos Mendes' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'carlos@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Do you ship to Maputo?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please agree to the privacy policy', {}, WAIT)).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByLabelText('I agree to the privacy policy'));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you for contacting us. We will get back to you soon.', {}, WAIT)).toBeInTheDocument();
    expect(sent).toEqual([
      { subject: 'support', name: 'Carlos Mendes', email: 'carlos@example.com', message: 'Do you ship to Maputo?', privacyAgreed: true },
    ]);
  }, 30_000);

  it('shows every missing field in Urdu, and a refusal from the server', async () => {
    answer(429, { statusCode: 429, error: 'Too Many Requests', code: 'TOO_MANY_REQUESTS', message: 'x', requestId: 'r1' });
    render('/ur/contact');
    fireEvent.click(screen.getByRole('button', { name: 'پیغام بھیجیں' }));
    expect(await screen.findByText('پیغام ضروری ہے', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('براہ کرم رازداری کی پالیسی سے اتفاق کریں')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^موضوع/), { target: { value: 'sales' } });
    fireEvent.change(screen.getByLabelText(/^نام/), { target: { value: 'Bilal' } });
    fireEvent.change(screen.getByLabelText(/^ای میل/), { target: { value: 'bilal@example.com' } });
    fireEvent.change(screen.getByLabelText(/^پیغام/), { target: { value: 'سلام' } });
    fireEvent.click(screen.getByLabelText('میں رازداری کی پالیسی سے اتفاق کرتا/کرتی ہوں'));
    fireEvent.click(screen.getByRole('button', { name: 'پیغام بھیجیں' }));
    expect(await screen.findByText('آپ کا پیغام نہیں بھیجا جا سکا۔ براہ کرم دوبارہ کوشش کریں۔', {}, WAIT)).toBeInTheDocument();
  }, 30_000);
});
