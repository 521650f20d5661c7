import { describe, expect, it } from '@jest/globals';
import { hashString, Rng, WeightedPicker } from './random.js';

describe('seeded random numbers', () => {
  it('repeat for the same seed and differ for another', () => {
    const a = new Rng('seed');
    const b = new Rng('seed');
    const c = new Rng('other');
    const draw = (rng: Rng) => Array.from({ length: 20 }, () => rng.next());
    const first = draw(a);
    expect(draw(b)).toEqual(first);
    expect(draw(c)).not.toEqual(first);
    expect(new Rng(42).next()).toBe(new Rng(42).next());
  });

  it('stay in range and look uniform', () => {
    const rng = new Rng(7);
    const buckets = new Array(10).fill(0);
    let [min, max] = [1, 0];
    for (let i = 0; i < 100_000; i++) {
      const x = rng.next();
      [min, max] = [Math.min(min, x), Math.max(max, x)];
      buckets[Math.floor(x * 10)]++;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    for (const n of buckets) expect(Math.abs(n - 10_000)).toBeLessThan(600);
    const ints = new Set(Array.from({ length: 1000 }, () => rng.int(3, 5)));
    expect([...ints].sort()).toEqual([3, 4, 5]);
  });

  it('samples distinct items in their original order', () => {
    const rng = new Rng(1);
    const items = ['a', 'b', 'c', 'd', 'e'];
    for (let i = 0; i < 100; i++) {
      const picked = rng.sample(items, 3);
      expect(new Set(picked).size).toBe(3);
      expect([...picked].sort((x, y) => items.indexOf(x) - items.indexOf(y))).toEqual(picked);
    }
    expect(rng.sample(items, 9)).toEqual(items);
  });

  it('picks by weight, never a weightless item', () => {
    const picker = new WeightedPicker(
      [
        { v: 'heavy', w: 8 },
        { v: 'light', w: 2 },
        { v: 'never', w: 0 },
      ],
      (x) => x.w,
    );
    const rng = new Rng(3);
    const counts: Record<string, number> = { heavy: 0, light: 0, never: 0 };
    for (let i = 0; i < 50_000; i++) counts[picker.pick(rng).v]++;
    expect(counts.never).toBe(0);
    expect(counts.heavy / 50_000).toBeCloseTo(0.8, 1);
    expect(() => new WeightedPicker([], () => 1)).toThrow();
  });

  it('hashes text stably', () => {
    expect(hashString('AB1234567')).toBe(hashString('AB1234567'));
    expect(hashString('AB1234567')).not.toBe(hashString('AB1234568'));
    expect(hashString('')).toBe(0x811c9dc5);
  });
});
