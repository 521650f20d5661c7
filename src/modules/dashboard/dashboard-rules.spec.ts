import { describe, expect, it } from '@jest/globals';
import { CHART_DAYS, chartDays, daySales, expiryWindow, fillDays, splitDays, totalSales } from './dashboard-rules.js';
import { addDays, tokyoDay, tokyoMidnight } from '../../common/time/tokyo-day.js';

describe('the dashboard’s days (Asia/Tokyo)', () => {
  it('counts in Tokyo days: 15:00 UTC is already the next day', () => {
    expect(tokyoDay(new Date('2026-03-02T14:59:59Z'))).toBe('2026-03-02');
    expect(tokyoDay(new Date('2026-03-02T15:00:00Z'))).toBe('2026-03-03');
    expect(tokyoMidnight('2026-03-03').toISOString()).toBe('2026-03-02T15:00:00.000Z');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('calls "expiring today and tomorrow" the two Tokyo days from today’s midnight', () => {
    const w = expiryWindow(new Date('2026-03-02T16:00:00Z')); // 01:00 on 3 March in Tokyo
    expect(w).toEqual({
      today: '2026-03-03',
      tomorrow: '2026-03-04',
      from: new Date('2026-03-02T15:00:00Z'),
      tomorrowFrom: new Date('2026-03-03T15:00:00Z'),
      until: new Date('2026-03-04T15:00:00Z'),
    });
  });

  it('charts 90 days ending today, the last two counted live', () => {
    const days = chartDays('2026-03-02');
    expect(days).toHaveLength(CHART_DAYS);
    expect(days[0]).toBe('2025-12-03');
    expect(days[89]).toBe('2026-03-02');
    const { settled, live } = splitDays(days);
    expect(live).toEqual(['2026-03-01', '2026-03-02']);
    expect(settled).toHaveLength(88);
    expect(settled.at(-1)).toBe('2026-02-28');
  });

  it('fills the days without activity with zeros', () => {
    const known = new Map([['2026-03-02', { ...fillDays(['2026-03-02'], new Map())[0]!, views: 7 }]]);
    expect(fillDays(['2026-03-01', '2026-03-02'], known).map((d) => [d.day, d.views, d.salesAmount])).toEqual([
      ['2026-03-01', 0, '0.00'],
      ['2026-03-02', 7, '0.00'],
    ]);
  });
});

describe('sales figures', () => {
  it('adds groups up in decimals, biggest amount first', () => {
    expect(
      totalSales([
        [{ key: 'KE', count: 1, amount: '0.10' }],
        [
          { key: 'KE', count: 2, amount: '0.20' },
          { key: 'JM', count: 1, amount: '5000.00' },
        ],
      ]),
    ).toEqual([
      { key: 'JM', count: 1, amount: '5000.00' },
      { key: 'KE', count: 3, amount: '0.30' },
    ]);
  });

  it('splits a day’s rows by country and by make, keeping the make’s title', () => {
    expect(
      daySales([
        { key: 'KE|toyota', label: 'Toyota', count: 2, amount: '10000.50' },
        { key: 'JM|toyota', label: 'Toyota', count: 1, amount: '4000.00' },
        { key: 'KE|nissan', label: 'Nissan', count: 1, amount: '3000.25' },
      ]),
    ).toEqual({
      sales: 4,
      salesAmount: '17000.75',
      byCountry: [
        { key: 'KE', count: 3, amount: '13000.75' },
        { key: 'JM', count: 1, amount: '4000.00' },
      ],
      byMake: [
        { key: 'toyota', label: 'Toyota', count: 3, amount: '14000.50' },
        { key: 'nissan', label: 'Nissan', count: 1, amount: '3000.25' },
      ],
    });
    expect(daySales([])).toEqual({ sales: 0, salesAmount: '0.00', byCountry: [], byMake: [] });
  });
});
