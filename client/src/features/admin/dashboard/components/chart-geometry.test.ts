import { describe, expect, it } from 'vitest';
import { barsOf, shareOf, summaryOf } from './chart-geometry';

describe('the dashboard charts’ geometry', () => {
  it('scales bars to the tallest, side by side with gaps', () => {
    const bars = barsOf([0, 5, 10], 300, 100);
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100]);
    expect(bars.map((b) => b.y)).toEqual([100, 50, 0]);
    expect(bars[1]).toMatchObject({ x: 110, width: 80 });
  });

  it('draws nothing tall when every day is empty', () => {
    expect(barsOf([0, 0], 100, 50).every((b) => b.height === 0)).toBe(true);
    expect(barsOf([], 100, 50)).toEqual([]);
  });

  it('sums a series up for screen readers: total, busiest day, daily average', () => {
    const days = [
      { day: '2026-03-01', n: 2 },
      { day: '2026-03-02', n: 6 },
      { day: '2026-03-03', n: 6 },
      { day: '2026-03-04', n: 0 },
    ];
    expect(summaryOf(days, (d) => (d as (typeof days)[number]).n)).toEqual({
      total: 14,
      peak: { day: '2026-03-02', value: 6 },
      average: 3.5,
    });
    expect(summaryOf(days, () => 0).peak).toBeNull();
  });

  it('gives a bar’s share of the largest', () => {
    expect(shareOf(1, 3)).toBe(33.3);
    expect(shareOf(0, 0)).toBe(0);
  });
});
