import { describe, expect, it } from '@jest/globals';
import { isListed } from '../../modules/cars/car-rules.js';
import { CATALOGUE } from './catalogue-data.js';
import { DEMO_CAR_COUNT, demoDailyStats, generateDemoCars } from './demo-catalogue.js';

const NOW = new Date('2026-06-15T09:00:00Z');
const DAY = 86_400_000;

describe('demo catalogue', () => {
  const cars = generateDemoCars(DEMO_CAR_COUNT, undefined, NOW);

  it('holds well over 1,000 listed cars across every make, the same on every run', () => {
    expect(cars.filter((c) => isListed(c.status)).length).toBeGreaterThanOrEqual(1000);
    expect(new Set(cars.map((c) => c.makeSlug))).toEqual(new Set(CATALOGUE.map((m) => m.slug)));
    expect(generateDemoCars(50, undefined, NOW)).toEqual(cars.slice(0, 50));
  });

  it('describes every make and gives it badge letters', () => {
    expect(CATALOGUE.map((m) => m.slug)).toEqual(
      expect.arrayContaining([
        'toyota',
        'nissan',
        'honda',
        'mazda',
        'mitsubishi',
        'subaru',
        'suzuki',
        'daihatsu',
        'isuzu',
        'lexus',
        'hino',
      ]),
    );
    for (const make of CATALOGUE) {
      expect(make.slug).toMatch(/^[a-z0-9-]+$/);
      expect(make.description.length).toBeGreaterThan(30);
      expect(make.badge).toMatch(/^[A-Z]{1,3}$/);
      expect(make.models.length).toBeGreaterThan(2);
    }
    expect(CATALOGUE.filter((m) => m.origin === 'DE').length).toBeGreaterThan(0);
    expect(CATALOGUE.filter((m) => m.origin === 'KR').length).toBeGreaterThan(0);
  });

  it('keeps the models’ figures plausible', () => {
    for (const make of CATALOGUE) {
      for (const model of make.models) {
        const [length, width, height] = model.size;
        expect(length).toBeGreaterThan(3);
        expect(length).toBeLessThan(13);
        expect(width).toBeGreaterThan(1.4);
        expect(width).toBeLessThanOrEqual(2.5);
        expect(height).toBeGreaterThan(1.1);
        expect(height).toBeLessThan(3.6);
        expect(model.years[0]).toBeLessThanOrEqual(model.years[1]);
        expect(model.priceUsd[0]).toBeLessThan(model.priceUsd[1]);
        if (model.category === 'kei') expect(model.engines.every((e) => e.cc === 660)).toBe(true);
        for (const engine of model.engines) expect(engine.fuel === 'electric' ? engine.cc === 0 : engine.cc >= 600).toBe(true);
      }
    }
  });

  it('gives listed cars a month of views per visitor country, never before their listing', () => {
    const car = cars.find((c) => c.createdAt.getTime() < NOW.getTime() - 40 * DAY)!;
    const stats = demoDailyStats(car, NOW);
    expect(stats).toEqual(demoDailyStats(car, NOW));
    expect(stats.length).toBeGreaterThan(0);
    expect(new Set(stats.map((s) => `${s.day}|${s.country}`)).size).toBe(stats.length);
    for (const s of stats) {
      expect(Date.parse(s.day)).toBeGreaterThan(NOW.getTime() - 31 * DAY);
      expect(s.views).toBeGreaterThan(0);
      expect(s.country).toMatch(/^[A-Z]{2}$/);
    }
    const fresh = { ...car, createdAt: new Date(NOW.getTime() - 2 * DAY) };
    for (const s of demoDailyStats(fresh, NOW))
      expect(Date.parse(s.day)).toBeGreaterThanOrEqual(Date.parse(fresh.createdAt.toISOString().slice(0, 10)));
  });
});
