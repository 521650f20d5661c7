import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { ChartDay, DashboardWork } from '../api/dashboard';
import { DailyChart } from './daily-chart';
import { WorkCards } from './work-cards';

const usd = (amount: string) => ({ amount, currency: 'USD' as const });
const day = (d: string, views: number): ChartDay => ({ day: d, views, inquiries: 0, reservations: 0, sales: 0, salesAmount: usd('0.00') });

const WORK: DashboardWork = {
  today: '2026-03-02',
  tomorrow: '2026-03-03',
  expiringReservations: {
    today: 1,
    tomorrow: 0,
    items: [
      {
        orderId: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47',
        stockId: 'AB1234567',
        carTitle: '2018 Toyota Corolla',
        customer: { id: 'u1', name: 'Amina Odhiambo', email: 'amina@example.com' },
        expiresAt: '2026-03-02T08:00:00Z',
        day: 'today',
        holdPaused: true,
      },
    ],
  },
  remittanceCopies: { count: 0, items: [] },
  inquiries: {
    count: 7,
    items: [{ reference: 'INQ-000123', name: 'Bilal Khan', email: 'b@example.com', stockId: null, createdAt: '2026-03-01T01:00:00Z' }],
  },
  reviews: { count: 0, items: [] },
  carRequests: { count: 0, items: [] },
};

describe('today’s work', () => {
  it('shows each card’s count, its items linking to their pages and the filtered list', () => {
    renderWithProviders(<WorkCards work={WORK} />);
    const expiring = screen.getByRole('region', { name: 'Reservations expiring' });
    expect(within(expiring).getByText('1 today · 0 tomorrow')).toBeTruthy();
    expect(
      within(expiring)
        .getByRole('link', { name: /AB1234567/ })
        .getAttribute('href'),
    ).toBe('/admin/orders/7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47');
    expect(within(expiring).getByText('Remittance copy waiting')).toBeTruthy();

    const inquiries = screen.getByRole('region', { name: 'Unanswered inquiries' });
    expect(within(inquiries).getByText('7')).toBeTruthy();
    expect(
      within(inquiries)
        .getByRole('link', { name: /INQ-000123/ })
        .getAttribute('href'),
    ).toBe('/admin/inquiries/INQ-000123');
    expect(within(inquiries).getByRole('link', { name: 'All pending inquiries' }).getAttribute('href')).toBe(
      '/admin/inquiries?status=pending',
    );
    expect(within(inquiries).getByText(/General inquiry/)).toBeTruthy();

    const reviews = screen.getByRole('region', { name: 'Reviews to moderate' });
    expect(within(reviews).getByText('No review is waiting.')).toBeTruthy();
    expect(within(reviews).getByRole('link', { name: 'All pending reviews' }).getAttribute('href')).toBe('/admin/reviews?status=pending');
  });
});

describe('a 90-day chart', () => {
  it('says in words what the bars show, and offers every day as a table', () => {
    renderWithProviders(<DailyChart title="Car views" days={[day('2026-03-01', 4), day('2026-03-02', 10)]} value={(d) => d.views} />);
    const figure = screen.getByRole('figure', { name: 'Car views' });
    expect(within(figure).getByText('14')).toBeTruthy();
    expect(within(figure).getByText(/^Busiest day (2 Mar|Mar 2): 10\. Daily average 7\.$/)).toBeTruthy();
    const rows = within(figure).getAllByRole('row');
    // Newest first.
    expect(rows.map((r) => r.textContent?.replace(/2 Mar|Mar 2/, 'D2').replace(/1 Mar|Mar 1/, 'D1'))).toEqual([
      'DayCar views',
      'D210',
      'D14',
    ]);
    expect(figure.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
