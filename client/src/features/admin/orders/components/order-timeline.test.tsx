import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pathOf } from '../../../../test/fakes';
import { renderWithProviders } from '../../../../test/render';
import { OrderTimeline } from './order-timeline';

const ID = '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47';
const ITEMS = [
  { at: '2026-03-02T01:30:00.000Z', kind: 'status', from: null, to: 'reserved', cause: 'customer', reason: null },
  { at: '2026-03-02T05:00:00.000Z', kind: 'hold_extended', businessDays: 2, expiresAt: '2026-03-09T08:00:00.000Z', reason: 'Bank delay' },
  { at: '2026-03-04T02:00:00.000Z', kind: 'status', from: 'reserved', to: 'deposit_paid', cause: 'payment', reason: null },
  { at: '2026-03-04T02:00:00.000Z', kind: 'payment', amount: { amount: '1500.00', currency: 'USD' }, bankReference: 'FT1' },
  { at: '2026-03-10T00:00:00.000Z', kind: 'tracking_event', trackingStatus: 'In transit', location: 'Yokohama', description: 'Loaded' },
  { at: '2026-03-12T00:00:00.000Z', kind: 'document_released', documentKind: 'bill_of_lading', courierName: 'DHL', trackingNumber: '99' },
];

describe('OrderTimeline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells each entry in words, oldest first, with its facts', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      expect(pathOf(input as RequestInfo)).toBe(`/api/admin/orders/${ID}/timeline`);
      return json(200, { orderId: ID, items: ITEMS });
    });
    renderWithProviders(<OrderTimeline orderId={ID} />);
    await screen.findByText('Reserved');
    const titles = [...document.querySelectorAll('.sales-timeline__title')].map((e) => e.textContent);
    expect(titles).toEqual([
      'Reserved',
      expect.stringMatching(/^Hold extended by 2 business days, until /),
      'Reserved → Deposit paid',
      'Payment of $1,500.00 allocated',
      'In transit · Yokohama',
      'Bill of lading released',
    ]);
    const details = [...document.querySelectorAll('.sales-timeline__detail')].map((e) => e.textContent);
    expect(details).toEqual(['By the customer', 'Bank delay', 'By a payment', 'FT1', 'Loaded', 'DHL · 99']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads right to left in Urdu, the states translated', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, { orderId: ID, items: ITEMS.slice(0, 1) }));
    renderWithProviders(<OrderTimeline orderId={ID} />, { language: 'ur' });
    expect(await screen.findByText('محفوظ کیا گیا')).toBeTruthy();
  });
});
