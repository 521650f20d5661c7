import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, MemoryStorage, pathOf } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { mayOfferPopup, POPUP_SEEN_KEY, POPUP_SUBMITTED_KEY } from '../popup-flags';
import { NewsletterPopup } from './newsletter-popup';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('when the newsletter popup is offered', () => {
  it('on public pages to visitors and customers who have neither seen nor submitted it', () => {
    const store = new MemoryStorage();
    expect(mayOfferPopup('/', null, store)).toBe(true);
    expect(mayOfferPopup('/ur/cars', 'user', store)).toBe(true);
    expect(mayOfferPopup('/auth', null, store)).toBe(false);
    expect(mayOfferPopup('/pt/auth/reset-password', null, store)).toBe(false);
    expect(mayOfferPopup('/newsletter/unsubscribe', null, store)).toBe(false);
    expect(mayOfferPopup('/es/orders/12', 'user', store)).toBe(false);
    expect(mayOfferPopup('/cars', 'admin', store)).toBe(false);
    expect(mayOfferPopup('/', null, null)).toBe(false);
    store.setItem(POPUP_SEEN_KEY, 'x');
    expect(mayOfferPopup('/', null, store)).toBe(false);
    const submitted = new MemoryStorage();
    submitted.setItem(POPUP_SUBMITTED_KEY, 'x');
    expect(mayOfferPopup('/', null, submitted)).toBe(false);
  });
});

describe('the newsletter popup', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('checks the fields with the spec’s messages before sending', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<NewsletterPopup open onClose={() => undefined} />);
    expect(localStorage.getItem(POPUP_SEEN_KEY)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    fill('Full name', 'Amina Njeri');
    fill('Email', 'amina@');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('subscribes, says so, and remembers it was submitted', async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (pathOf(request) !== '/api/newsletter') return json(404, {});
      sent.push(await request.json());
      return json(200, { success: true, message: 'Thank you for subscribing to our newsletter.' });
    });
    renderWithProviders(<NewsletterPopup open onClose={() => undefined} />);
    fill('Full name', ' Amina Njeri ');
    fill('Email', 'amina@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing to our newsletter.')).toBeInTheDocument();
    expect(sent).toEqual([{ fullName: 'Amina Njeri', email: 'amina@example.com' }]);
    expect(localStorage.getItem(POPUP_SUBMITTED_KEY)).not.toBeNull();
  });

  it('shows the server’s field errors beside the fields, in the page’s language', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Invalid email format',
        details: [{ field: 'email', code: 'EMAIL_FORMAT_INVALID', message: 'Invalid email format' }],
        requestId: 'r1',
      }),
    );
    renderWithProviders(<NewsletterPopup open onClose={() => undefined} />, { path: '/ur' });
    fill('پورا نام', 'Amina');
    fill('ای میل', 'amina@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'سبسکرائب کریں' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ای میل کا فارمیٹ درست نہیں');
  });

  it('says "Request timed out. Please try again." when the call gives up', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('Request timed out. Please try again.', 'TimeoutError'));
    renderWithProviders(<NewsletterPopup open onClose={() => undefined} />);
    fill('Full name', 'Amina Njeri');
    fill('Email', 'amina@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request timed out. Please try again.');
    expect(localStorage.getItem(POPUP_SUBMITTED_KEY)).toBeNull();
  });

  it('closes on "No, thanks" and on Escape, and stays seen', () => {
    const onClose = vi.fn();
    renderWithProviders(<NewsletterPopup open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(POPUP_SEEN_KEY)).not.toBeNull();
  });
});
