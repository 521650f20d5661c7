import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session';
import type { AuthResponse } from '../../../lib/session/session-storage';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';

/** The screen may be slow to answer on a busy machine. */
const WAIT = { timeout: 5000 };
import RequestACarRoute from './request-a-car-route';

const signedIn = {
  token: 'access',
  tokenExpiry: new Date(Date.now() + 15 * 60_000).toISOString(),
  refreshToken: 'refresh',
  refreshTokenExpiry: new Date(Date.now() + 86_400_000).toISOString(),
  sessionId: 's1',
  user: { id: 'u1', email: 'amina@example.com', firstName: 'Amina', lastName: 'Njeri', phone: '+254 712 345678', whatsapp: null },
} as unknown as AuthResponse;

const render = (path = '/request-a-car') =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang?/request-a-car" element={<RequestACarRoute />} />
    </Routes>,
    { path },
  );

/** GET /api/makes and POST /api/ondemand answering `status` with `body`; the bodies sent are kept. */
function answer(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (pathOf(request) === '/api/makes')
      return json(200, [
        { title: 'Toyota', slug: 'toyota', carCount: 3 },
        { title: 'Honda', slug: 'honda', carCount: 1 },
      ]);
    if (pathOf(request) === '/api/ondemand' && request.method === 'POST') {
      expect(request.headers.get('authorization')).toBe('Bearer access');
      sent.push(await request.json());
      return json(status, body);
    }
    return json(404, {});
  });
  return sent;
}

describe('request a car, signed out', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks to sign in, with a link that comes back here', async () => {
    session.clear();
    answer(200, {});
    render('/ur/request-a-car');
    const link = await screen.findByRole('link', { name: 'سائن ان کریں' }, WAIT);
    expect(link.getAttribute('href')).toBe('/ur/auth?next=%2Frequest-a-car');
    expect(screen.queryByRole('button', { name: 'درخواست بھیجیں' })).toBeNull();
  });
});

describe('request a car, signed in', () => {
  beforeEach(() => session.signIn(signedIn, false));
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('starts from the profile, checks the spec’s rules, and confirms with the reference', async () => {
    const sent = answer(201, { success: true, message: 'x', reference: 'RQ-000042', id: 'a1' });
    render();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Amina Njeri');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('amina@example.com');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+254 712 345678');
    await screen.findByRole('option', { name: 'Toyota' }, WAIT);

    fireEvent.change(screen.getByLabelText(/^Confirm email/), { target: { value: 'amina@example.org' } });
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Emails do not match!', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('WhatsApp number is required when selecting WhatsApp as contact method.')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the privacy policy')).toBeInTheDocument();
    expect(screen.getByText('Make is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '' } });
    expect(screen.getByText('Phone number is required when selecting Phone as contact method.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '+254 700 000000' } });
    fireEvent.change(screen.getByLabelText(/^Confirm email/), { target: { value: 'AMINA@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Make/), { target: { value: 'Toyota' } });
    fireEvent.change(screen.getByLabelText(/^Comments/), { target: { value: 'Pearl white' } });
    expect(screen.getByText('989 characters left (of 1,000)')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('I agree to the privacy policy'));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const done = await screen.findByRole('status', {}, WAIT);
    expect(within(done).getByText('RQ-000042')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        make: 'Toyota',
        contactMethod: 'phone',
        phone: '+254 700 000000',
        comments: 'Pearl white',
        privacyAgreed: true,
      }),
    ]);
  }, 30_000);

  it('says "Failed to submit request. Please try again." on any failure, with the server’s field errors beside the fields', async () => {
    answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Please fill in all required fields',
      details: [{ field: 'emailConfirmation', code: 'EMAILS_DO_NOT_MATCH', message: 'Emails do not match!' }],
      requestId: 'r1',
    });
    render();
    await screen.findByRole('option', { name: 'Honda' }, WAIT);
    fireEvent.change(screen.getByLabelText(/^Make/), { target: { value: 'Honda' } });
    fireEvent.click(screen.getByLabelText('I agree to the privacy policy'));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Failed to submit request. Please try again.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Emails do not match!')).toBeInTheDocument();
  }, 30_000);
});
