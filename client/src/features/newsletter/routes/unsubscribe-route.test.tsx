import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { json, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import UnsubscribeRoute from './unsubscribe-route';

const render = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/:lang?/newsletter/unsubscribe" element={<UnsubscribeRoute />} />
    </Routes>,
    { path },
  );

/** POST /api/newsletter/unsubscribe answers `status` with `body`; the bodies sent are kept. */
function answer(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (pathOf(request) !== '/api/newsletter/unsubscribe' || request.method !== 'POST') return json(404, {});
    expect(request.headers.get('authorization')).toBeNull();
    sent.push(await request.json());
    return json(status, body);
  });
  return sent;
}

describe('the newsletter unsubscribe page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does nothing on opening (mail scanners open links), and unsubscribes on the button', async () => {
    const sent = answer(200, { success: true, message: 'You have been unsubscribed from our newsletter.' });
    render('/newsletter/unsubscribe?token=abc123');
    expect(screen.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You have been unsubscribed from our newsletter.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'abc123' }]);
  });

  it('says so when the link is not valid, in the page’s language', async () => {
    answer(404, { statusCode: 404, error: 'Not Found', code: 'NEWSLETTER_TOKEN_INVALID', message: 'x', requestId: 'r1' });
    render('/ur/newsletter/unsubscribe?token=gone');
    fireEvent.click(screen.getByRole('button', { name: 'ان سبسکرائب کریں' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('یہ ان سبسکرائب لنک درست نہیں ہے۔');
  });

  it('explains a link without its token, with no button to press', () => {
    const sent = answer(200, {});
    render('/newsletter/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete');
    expect(screen.queryByRole('button')).toBeNull();
    expect(sent).toEqual([]);
  });
});
