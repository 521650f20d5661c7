import { describe, expect, it } from '@jest/globals';
import { addDays } from '../../common/time/tokyo-day.js';
import {
  comparePopularity,
  compareIds,
  dealPoolSince,
  pickTodayDeal,
  popularityScore,
  popularitySince,
  rankBySteering,
  rankMostAffordable,
  rankMostPopular,
  rankNewArrivals,
  todayDealPool,
} from './landing-rules.js';

type Steer = 'right' | 'left';
const car = (id: number, steering: Steer, extra: Partial<Record<string, unknown>> = {}) => ({
  id: String(id),
  ref: `AB${String(id).padStart(7, '0')}`,
  steering,
  createdAt: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
  fobPriceUsd: '10000.00',
  countryScore: 0,
  globalScore: 0,
  viewCount: 0,
  ...extra,
});
const ids = (items: { id: string }[]) => items.map((i) => Number(i.id));

describe('landing windows', () => {
  it('windows: 30 days of stats including today, 60 days of arrivals', () => {
    expect(popularitySince('2026-03-30')).toBe('2026-03-01');
    expect(dealPoolSince(new Date('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('popularityScore', () => {
  it('weighs an inquiry as three views', () => {
    expect(popularityScore(10, 0)).toBe(10);
    expect(popularityScore(10, 2)).toBe(16);
    expect(popularityScore(0, 0)).toBe(0);
  });
});

describe('compareIds', () => {
  it('compares bigint ids numerically', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('100', '99')).toBeGreaterThan(0);
    expect(compareIds('42', '42')).toBe(0);
  });
});

describe('rankBySteering', () => {
  const items = [car(1, 'left'), car(2, 'right'), car(3, 'left'), car(4, 'right')];

  it('puts suitable steering first and keeps each group in order', () => {
    expect(ids(rankBySteering(items, 'right'))).toEqual([2, 4, 1, 3]);
    expect(ids(rankBySteering(items, 'left'))).toEqual([1, 3, 2, 4]);
  });

  it('keeps the order without a preference, and does not change its input', () => {
    expect(ids(rankBySteering(items, null))).toEqual([1, 2, 3, 4]);
    rankBySteering(items, 'right');
    expect(ids(items)).toEqual([1, 2, 3, 4]);
  });
});

describe('rankNewArrivals', () => {
  it('newest first, suitable first, twelve at most', () => {
    const items = Array.from({ length: 20 }, (_, i) => car(i + 1, i % 2 ? 'right' : 'left'));
    const forKenya = rankNewArrivals(items, 'right');
    expect(forKenya).toHaveLength(12);
    expect(ids(forKenya)).toEqual([20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 19, 17]);
    expect(ids(rankNewArrivals(items, null, 3))).toEqual([20, 19, 18]);
  });

  it('breaks a tie in arrival by the later id', () => {
    const same = '2026-01-01T00:00:00.000Z';
    expect(ids(rankNewArrivals([car(2, 'left', { createdAt: same }), car(10, 'left', { createdAt: same })], null))).toEqual([10, 2]);
  });
});

describe('rankMostAffordable', () => {
  it('orders by decimal price, not by text, suitable first', () => {
    const items = [
      car(1, 'left', { fobPriceUsd: '9500.00' }),
      car(2, 'right', { fobPriceUsd: '12000.50' }),
      car(3, 'right', { fobPriceUsd: '800.00' }),
      car(4, 'left', { fobPriceUsd: '12000.49' }),
    ];
    expect(ids(rankMostAffordable(items, null))).toEqual([3, 1, 4, 2]);
    expect(ids(rankMostAffordable(items, 'right'))).toEqual([3, 2, 1, 4]);
    expect(ids(rankMostAffordable(items, 'left'))).toEqual([1, 4, 3, 2]);
  });
});

describe('rankMostPopular', () => {
  it("ranks by the country's score, then the global one, then the view counter", () => {
    const items = [
      car(1, 'right', { countryScore: 0, globalScore: 0, viewCount: 500 }),
      car(2, 'right', { countryScore: 0, globalScore: 90, viewCount: 0 }),
      car(3, 'right', { countryScore: 5, globalScore: 5, viewCount: 0 }),
      car(4, 'right', { countryScore: 40, globalScore: 40, viewCount: 0 }),
      car(5, 'right', { countryScore: 5, globalScore: 60, viewCount: 0 }),
    ];
    expect(ids(rankMostPopular(items, null))).toEqual([4, 5, 3, 2, 1]);
  });

  it('falls back to the global score and then the counter when the country has no stats', () => {
    const items = [
      car(1, 'left', { viewCount: 7 }),
      car(2, 'left', { globalScore: 3 }),
      car(3, 'left', { viewCount: 9 }),
      car(4, 'left', { globalScore: 30 }),
    ];
    expect(ids(rankMostPopular(items, 'left'))).toEqual([4, 2, 3, 1]);
  });

  it('puts suitable steering ahead of popularity', () => {
    const items = [car(1, 'left', { countryScore: 100 }), car(2, 'right', { countryScore: 1 })];
    expect(ids(rankMostPopular(items, 'right'))).toEqual([2, 1]);
    expect(ids(rankMostPopular(items, 'left'))).toEqual([1, 2]);
  });

  it('is a total order: the newest, then the later id, break full ties', () => {
    const a = car(1, 'left');
    const b = car(2, 'left');
    expect(comparePopularity(a, b)).toBeGreaterThan(0);
    expect(comparePopularity(b, a)).toBeLessThan(0);
    expect(comparePopularity(a, a)).toBe(0);
  });
});

describe('todayDealPool', () => {
  it('takes the cheapest recent cars of suitable steering', () => {
    const recent = Array.from({ length: 80 }, (_, i) => car(i + 1, i < 60 ? 'right' : 'left', { fobPriceUsd: `${1000 + i}.00` }));
    const pool = todayDealPool(recent, [], 'right');
    expect(pool).toHaveLength(50);
    expect(pool.every((c) => c.steering === 'right')).toBe(true);
    expect(ids(pool).slice(0, 3)).toEqual([1, 2, 3]);
    expect(ids(todayDealPool(recent, [], 'left'))).toEqual(Array.from({ length: 20 }, (_, i) => 61 + i));
    expect(ids(todayDealPool(recent, [], null))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('takes any steering when no car suits the country', () => {
    const recent = [car(1, 'right', { fobPriceUsd: '900.00' }), car(2, 'right', { fobPriceUsd: '800.00' })];
    expect(ids(todayDealPool(recent, [], 'left'))).toEqual([2, 1]);
  });

  it('falls back to the whole stock when nothing arrived lately', () => {
    const allTime = [car(1, 'left', { fobPriceUsd: '300.00' })];
    expect(ids(todayDealPool([], allTime, 'right'))).toEqual([1]);
    expect(todayDealPool([], [], null)).toEqual([]);
  });
});

describe('pickTodayDeal', () => {
  const pool = Array.from({ length: 20 }, (_, i) => car(i + 1, 'right'));

  it('answers null for an empty pool', () => {
    expect(pickTodayDeal([], 'KE', '2026-03-10')).toBeNull();
  });

  it('is the same all day, whatever the order of the pool', () => {
    const first = pickTodayDeal(pool, 'KE', '2026-03-10');
    expect(first).not.toBeNull();
    expect(pickTodayDeal([...pool].reverse(), 'KE', '2026-03-10')).toBe(first);
    expect(pickTodayDeal(pool, 'KE', '2026-03-10')).toBe(first);
  });

  it('changes with the day and with the country', () => {
    const days = Array.from({ length: 10 }, (_, i) => addDays('2026-03-10', i));
    expect(new Set(days.map((d) => pickTodayDeal(pool, 'KE', d)!.ref)).size).toBeGreaterThan(1);
    const countries = ['KE', 'TZ', 'UG', 'ZM', 'US', 'GB', 'JP', 'PK', 'CL', 'AE'];
    expect(new Set(countries.map((c) => pickTodayDeal(pool, c, '2026-03-10')!.ref)).size).toBeGreaterThan(1);
    expect(pickTodayDeal(pool, null, '2026-03-10')).toBe(pickTodayDeal(pool, null, '2026-03-10'));
  });

  it('keeps its pick when a car that does not win joins or leaves the pool', () => {
    const winner = pickTodayDeal(pool, 'KE', '2026-03-10')!;
    const loser = pool.find((c) => c !== winner)!;
    expect(
      pickTodayDeal(
        pool.filter((c) => c !== loser),
        'KE',
        '2026-03-10',
      ),
    ).toBe(winner);
  });

  it('spreads the picks over the pool', () => {
    const picks = new Set(Array.from({ length: 200 }, (_, i) => pickTodayDeal(pool, 'KE', addDays('2026-01-01', i))!.ref));
    expect(picks.size).toBeGreaterThanOrEqual(15);
  });
});
