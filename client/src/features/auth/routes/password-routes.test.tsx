import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import AuthRoute from './auth-route';
import ForgotPasswordRoute from './forgot-password-route';
import ResetPasswordRoute from './reset-password-route';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const render = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/:lang?/auth" element={<AuthRoute />} />
        <Route path="/:lang?/auth/forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="/:lang?/auth/reset-password" element={<ResetPasswordRoute />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { path },
  );

function answer(path: string, status: number, body: unknown) {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (pathOf(request) === '/api/auth/providers') return json(200, { providers: [] });
    if (pathOf(request) !== path) return json(404, {});
    bodies.push(await request.json());
    return json(status, body);
  });
  return bodies;
}

describe('forgot password', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the address, then always shows the same confirmation', async () => {
    const bodies = answer('/api/auth/forgot-password', 200, {
      message: 'If an account exists for this email, we have sent a link to reset the password.',
    });
    render('/auth/forgot-password');
    const email = screen.getByRole('textbox', { name: /^Email/ });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Email is required');
    fireEvent.change(email, { target: { value: 'nobody@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for this email, we have sent a link to reset the password.',
    );
    expect(bodies).toEqual([{ email: 'nobody@example.com' }]);
  });

  it('says "too many attempts" in the visitor’s language', async () => {
    answer('/api/auth/forgot-password', 429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' });
    render('/es/auth/forgot-password');
    fireEvent.change(screen.getByRole('textbox', { name: /^Correo/ }), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos');
  });
});

describe('reset password', () => {
  afterEach(() => vi.restoreAllMocks());

  const fill = (password: string, confirm: string) => {
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  };

  it('asks for 6+ characters typed twice the same', () => {
    const bodies = answer('/api/auth/reset-password', 200, { message: 'Password updated successfully' });
    render('/auth/reset-password?token=tok');
    fill('abc', 'abc');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'At least 6 characters. A mix of letters, numbers and symbols is advised. Password must be at least 6 characters',
    );
    fill('Kingston#1', 'Kingston#2');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(bodies).toEqual([]);
  });

  it('sends the token with the new password, then the sign-in page says "Password reset successfully"', async () => {
    const bodies = answer('/api/auth/reset-password', 200, { message: 'Password updated successfully' });
    render('/auth/reset-password?token=tok');
    fill('Kingston#1', 'Kingston#1');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/auth$/));
    expect(bodies).toEqual([{ token: 'tok', password: 'Kingston#1' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Password reset successfully');
  });

  it.each([
    ['RESET_TOKEN_EXPIRED', 'This password reset link has expired. Please request a new one.'],
    ['RESET_TOKEN_USED', 'This password reset link has already been used. Please request a new one.'],
    ['RESET_TOKEN_INVALID', 'This password reset link is invalid. Please request a new one.'],
  ])('%s: says so and links to a new request', async (code, sentence) => {
    answer('/api/auth/reset-password', 400, {
      statusCode: 400,
      code,
      message: sentence,
      details: [{ field: 'token', code, message: sentence }],
    });
    render('/auth/reset-password?token=old');
    fill('Kingston#1', 'Kingston#1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(sentence);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('a link without its token offers a new one straight away', () => {
    answer('/api/auth/reset-password', 200, {});
    render('/ur/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('پاس ورڈ ری سیٹ کا یہ لنک نامکمل ہے');
    expect(screen.getByRole('link', { name: 'نیا لنک منگوائیں' })).toHaveAttribute('href', '/ur/auth/forgot-password');
  });
});
