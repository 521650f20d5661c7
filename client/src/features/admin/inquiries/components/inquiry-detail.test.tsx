import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import type { AdminInquiry } from '../api/inquiries-api';
import { InquiryDetail } from './inquiry-detail';

const CAR = { ref: 'AB1234567', year: 2019, make: { title: 'Toyota' }, model: 'Prius' };
const inquiry = (overrides: Partial<AdminInquiry> = {}): AdminInquiry =>
  ({
    reference: 'INQ-000042',
    car: CAR,
    general: false,
    name: 'Amina Njeri',
    email: 'amina@example.com',
    phone: '+254700000001',
    whatsapp: null,
    message: 'Is it still available?',
    contactMethod: 'email',
    promotions: false,
    comments: null,
    model: null,
    year: null,
    mileage: null,
    status: 'pending',
    responseMessage: null,
    respondedAt: null,
    createdAt: '2026-11-20T09:00:00Z',
    customer: { id: 'c1' },
    nextStatuses: ['closed'],
    canRespond: true,
    ...overrides,
  }) as AdminInquiry;

function show(path = '/admin/inquiries/INQ-000042') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/inquiries/:reference" element={<InquiryDetail />} />
      <Route path="/ur/admin/inquiries/:reference" element={<InquiryDetail />} />
    </Routes>,
    { path },
  );
}

describe('an inquiry in the back office', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the API’s field error beside the response, then sends it and shows it as answered', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      const path = pathOf(request);
      if (path === '/api/admin/inquiries/INQ-000042' && request.method === 'GET') return json(200, inquiry());
      if (path === '/api/admin/inquiries/INQ-000042/response') {
        const body = (await request.json()) as { message: string };
        sent.push(body);
        if (!body.message.trim())
          return json(400, {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Please fill in all required fields',
            details: [{ field: 'message', code: 'INQUIRY_RESPONSE_REQUIRED', message: 'Response message is required' }],
          });
        return json(200, {
          success: true,
          message: 'Response sent',
          inquiry: inquiry({ status: 'responded', responseMessage: body.message, respondedAt: '2026-11-21T09:00:00Z' }),
        });
      }
      return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    });
    show();
    expect(await screen.findByRole('link', { name: '2019 Toyota Prius (AB1234567)' })).toHaveAttribute('href', '/admin/cars/AB1234567');
    expect(screen.getByRole('heading', { level: 1, name: 'Inquiry INQ-000042' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send response' }));
    const field = screen.getByRole('textbox', { name: /Response message/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Response message is required/));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: 'Yes, it is available.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('Response sent to amina@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Yes, it is available.')).toBeInTheDocument();
    expect(screen.getAllByText('Responded').length).toBeGreaterThan(0);
    expect(sent).toEqual([{ message: '' }, { message: 'Yes, it is available.' }]);
  });

  it('offers no status change for a general inquiry, saying why, in Urdu', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, inquiry({ car: null, general: true, nextStatuses: [] })));
    show('/ur/admin/inquiries/INQ-000042');
    expect(await screen.findByText('عمومی (گاڑی: N/A)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'پوچھ گچھ بند کریں' })).not.toBeInTheDocument();
  });

  it('asks before closing an inquiry and says what will happen', async () => {
    const patched: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (request.method === 'PATCH') {
        patched.push(await request.json());
        return json(200, {
          success: true,
          message: 'Status updated',
          inquiry: inquiry({ status: 'closed', nextStatuses: ['pending'], canRespond: false }),
        });
      }
      return json(200, inquiry());
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Close inquiry' }));
    expect(screen.getByText(/takes no response until it is reopened/)).toBeInTheDocument();
    expect(patched).toEqual([]);
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Close inquiry')!);
    await waitFor(() => expect(patched).toEqual([{ status: 'closed' }]));
    expect(await screen.findByText(/closed: reopen it to send a response/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close inquiry' })).not.toBeInTheDocument();
  });

  it('reopens a closed inquiry to where its table says, an answered one as Responded', async () => {
    const patched: unknown[] = [];
    const closed = inquiry({ status: 'closed', responseMessage: 'Yes.', nextStatuses: ['responded'], canRespond: false });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (request.method === 'PATCH') {
        patched.push(await request.json());
        return json(200, {
          success: true,
          message: 'Status updated',
          inquiry: { ...closed, status: 'responded', nextStatuses: ['closed'], canRespond: true },
        });
      }
      return json(200, closed);
    });
    show();
    expect(await screen.findByText(/reopened, it is Responded again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send response' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen inquiry' }));
    await waitFor(() => expect(patched).toEqual([{ status: 'responded' }]));
    expect(await screen.findByRole('button', { name: 'Close inquiry' })).toBeInTheDocument();
  });
});
