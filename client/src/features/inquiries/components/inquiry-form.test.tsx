import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { InquiryForm } from './inquiry-form';

const signedIn = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Njeri', phone: '+254 712 345678' },
} as unknown as AuthResponse;

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

describe('the inquiry form', () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('asks a visitor to log in, and the sign-in link comes back to the car', () => {
    session.clear();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(
      <Routes>
        <Route path="/cars/:ref" element={<InquiryForm carRef="AB1234567" carTitle="2018 Toyota Prius" />} />
        <Route path="/auth" element={<Probe />} />
      </Routes>,
      { path: '/cars/AB1234567' },
    );
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByText('Please login to send an inquiry')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?next=%2Fcars%2FAB1234567');
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('for a signed-in customer', () => {
    beforeEach(() => session.signIn(signedIn, false));

    it('prefills name, phone and the account’s email', () => {
      renderWithProviders(<InquiryForm carRef="AB1234567" />);
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Amina Njeri');
      expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('+254 712 345678');
      const email = screen.getByRole('textbox', { name: /^Email/ });
      expect(email).toHaveValue('amina@example.com');
      expect(email).toHaveAttribute('readonly');
    });

    it('checks before sending: "Validation Error", "Please fill in all required fields", each message beside its field', () => {
      const fetch = vi.spyOn(globalThis, 'fetch');
      renderWithProviders(<InquiryForm carRef="AB1234567" />);
      fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: ' ' } });
      fireEvent.change(screen.getByRole('textbox', { name: /^Phone number/ }), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
      const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
      expect(alerts[0]).toBe('Validation ErrorPlease fill in all required fields');
      expect(alerts).toEqual(expect.arrayContaining(['Name is required', 'Phone number is required', 'Message is required']));
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
      expect(fetch).not.toHaveBeenCalled();
    });

    it('keeps a 10,000-character message whole: the counter goes over and the form says so, nothing is cut or sent', () => {
      const fetch = vi.spyOn(globalThis, 'fetch');
      renderWithProviders(<InquiryForm carRef="AB1234567" />);
      const message = screen.getByRole('textbox', { name: /^Message/ });
      expect(message).not.toHaveAttribute('maxlength');
      expect(screen.getAllByTestId('character-count').map((c) => c.textContent)).toEqual([
        '2,000 characters left (of 2,000)',
        '1,000 characters left (of 1,000)',
      ]);
      const long = 'Is it available? '.repeat(600).slice(0, 10_000);
      fireEvent.change(message, { target: { value: long } });
      expect(message).toHaveValue(long);
      expect(screen.getAllByTestId('character-count')[0]).toHaveTextContent('8,000 characters over the limit of 2,000');
      expect(message).toHaveAccessibleDescription(/over the limit of 2,000/);
      fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Message must be at most 2000 characters');
      expect(message).toHaveValue(long);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('asks for the WhatsApp number when WhatsApp is the contact method, with the spec’s sentence', () => {
      const fetch = vi.spyOn(globalThis, 'fetch');
      renderWithProviders(<InquiryForm carRef="AB1234567" />);
      fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), { target: { value: 'Is it available?' } });
      fireEvent.change(screen.getByRole('combobox', { name: /^Preferred contact method/ }), { target: { value: 'whatsapp' } });
      expect(screen.getByRole('textbox', { name: /^WhatsApp/ })).toBeRequired();
      fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'WhatsApp number is required when selecting WhatsApp as contact method.',
      );
      expect(screen.getByRole('textbox', { name: /^WhatsApp/ })).toHaveFocus();
      expect(fetch).not.toHaveBeenCalled();
    });

    it('sends the inquiry and shows "Inquiry submitted successfully" with the reference', async () => {
      let body: Record<string, unknown> = {};
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const request = input as Request;
        if (pathOf(request) === '/api/inquiries' && request.method === 'POST') {
          body = (await request.json()) as Record<string, unknown>;
          return json(201, { success: true, message: 'Inquiry submitted successfully', inquiry: { reference: 'INQ-000042' } });
        }
        return json(404, { code: 'NOT_FOUND', message: 'x' });
      });
      renderWithProviders(<InquiryForm carRef="AB1234567" />);
      fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), { target: { value: 'Is it still available?' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent('Inquiry submitted successfully');
      expect(status).toHaveTextContent('INQ-000042');
      expect(body).toMatchObject({ car: 'AB1234567', name: 'Amina Njeri', email: 'amina@example.com', message: 'Is it still available?' });
      expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    });

    it('says "Error submitting inquiry" when the server fails, in Urdu too', async () => {
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        json(500, { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL_ERROR', message: 'x', requestId: 'r' }),
      );
      renderWithProviders(<InquiryForm />, { path: '/ur/inquiry' });
      fireEvent.change(screen.getByRole('textbox', { name: /^پیغام/ }), { target: { value: 'Shipping to Karachi?' } });
      fireEvent.click(screen.getByRole('button', { name: 'استفسار بھیجیں' }));
      expect((await screen.findByRole('alert')).textContent).toContain('استفسار بھیجنے میں خرابی');
    });

    it('shows the server’s field errors on a 400', async () => {
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'Please fill in all required fields',
          details: [{ field: 'phone', code: 'PHONE_INVALID', message: 'Phone number is invalid' }],
          requestId: 'r',
        }),
      );
      renderWithProviders(<InquiryForm />);
      fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), { target: { value: 'Hello' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
      expect(await screen.findByText('Phone number is invalid')).toBeInTheDocument();
      expect(screen.getByText('Validation Error')).toBeInTheDocument();
    });
  });
});
