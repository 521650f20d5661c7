import { describe, expect, it } from '@jest/globals';
import { DAY_MS } from '../../common/time/days.js';
import { normalizeFilters } from '../cars/car-search-rules.js';
import { alertDue, compileFilters, filtersSummary, type MatchableCar, matchesFilters, withoutPaging } from './saved-search-rules.js';

const makes = {
  bySlug: new Map([
    ['toyota', { id: 1 }],
    ['nissan', { id: 2 }],
  ]),
  all: [
    { id: 1, title: 'Toyota' },
    { id: 2, title: 'Nissan' },
  ],
};

const car = (over: Partial<MatchableCar> = {}): MatchableCar => ({
  id: '1',
  stockId: 'AB1234567',
  makeId: 1,
  model: 'Corolla Fielder',
  year: 2016,
  mileageKm: 42000,
  engineCc: 1500,
  steering: 'right',
  bodyType: 'wagon',
  fuel: 'hybrid',
  drive: '2WD',
  transmission: 'cvt',
  color: 'Pearl White',
  category: 'standard',
  locationCountry: 'JP',
  stockPort: 'Yokohama',
  chassisNumber: 'NKE165-7012345',
  fobPriceUsd: '8500.00',
  status: 'available',
  ...over,
});

const matches = (filters: Record<string, unknown>, c: MatchableCar = car()) =>
  matchesFilters(c, compileFilters(normalizeFilters(filters), makes));

describe('saved-search rules', () => {
  it('matches importableTo by the destination’s rules at the time of the run, and nothing without rules', () => {
    const bounds = new Map([['KE', { none: false, minYear: 2015, maxYear: null, steering: 'right' } as const]]);
    const compiled = (filters: Record<string, unknown>) => compileFilters(normalizeFilters(filters), makes, bounds);
    expect(matchesFilters(car({ year: 2016 }), compiled({ importableTo: 'KE' }))).toBe(true);
    expect(matchesFilters(car({ year: 2014 }), compiled({ importableTo: 'KE' }))).toBe(false);
    expect(matchesFilters(car({ year: 2016, steering: 'left' }), compiled({ importableTo: 'KE' }))).toBe(false);
    expect(matchesFilters(car({ year: 2016 }), compiled({ importableTo: 'KE', yearMax: 2015 }))).toBe(false);
    expect(matchesFilters(car({ year: 2016 }), compiled({ importableTo: 'FR' }))).toBe(false);
  });

  it('drops paging and sort keys only', () => {
    expect(withoutPaging({ make: 'toyota', page: '2', limit: '40', sort: 'newest', cursor: 'x', colour: 'red' })).toEqual({
      make: 'toyota',
      colour: 'red',
    });
    expect(withoutPaging('make=toyota')).toBe('make=toyota');
  });

  it('matches as the catalogue filters: make by slug, exact columns, ignoring case where it does, inclusive ranges', () => {
    expect(matches({})).toBe(true);
    expect(matches({ make: 'toyota' })).toBe(true);
    expect(matches({ make: 'nissan' })).toBe(false);
    expect(matches({ make: 'unknown' })).toBe(false);
    expect(matches({ model: 'COROLLA FIELDER' })).toBe(true);
    expect(matches({ model: 'corolla' })).toBe(false);
    expect(matches({ color: 'pearl white', location: 'YOKOHAMA', country: 'JP' })).toBe(true);
    expect(matches({ bodyType: 'wagon', fuel: 'hybrid', drive: '2WD', transmission: 'cvt', steering: 'right', category: 'standard' })).toBe(
      true,
    );
    expect(matches({ fuel: 'petrol' })).toBe(false);
    expect(matches({ yearMin: 2016, yearMax: 2016 })).toBe(true);
    expect(matches({ yearMin: 2017 })).toBe(false);
    expect(matches({ mileageMax: 41999 })).toBe(false);
    expect(matches({ engineMin: 1500, engineMax: 1500 })).toBe(true);
    expect(matches({ priceMin: '8500', priceMax: '8500.00' })).toBe(true);
    expect(matches({ priceMax: '8499.99' })).toBe(false);
    expect(matches({ priceMin: '8500.01' })).toBe(false);
  });

  it('matches q as a substring of model, stock id or chassis number, or of the make’s title', () => {
    expect(matches({ q: 'fielder' })).toBe(true);
    expect(matches({ q: 'ab1234' })).toBe(true);
    expect(matches({ q: 'nke165' })).toBe(true);
    expect(matches({ q: 'yot' })).toBe(true);
    expect(matches({ q: 'nissan' })).toBe(false);
    expect(matches({ q: '%' })).toBe(false);
    expect(matches({ q: '%' }, car({ model: '100% Hybrid' }))).toBe(true);
  });

  it('never matches a car gone from the catalogue', () => {
    for (const status of ['sold', 'in_transit', 'released']) expect(matches({}, car({ status }))).toBe(false);
    expect(matches({}, car({ status: 'reserved' }))).toBe(true);
  });

  it('sends instant alerts every run, daily ones at most once in 24 hours, none when off', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(alertDue('instant', now, now)).toBe(true);
    expect(alertDue('daily', null, now)).toBe(true);
    expect(alertDue('daily', new Date(now.getTime() - DAY_MS + 1), now)).toBe(false);
    expect(alertDue('daily', new Date(now.getTime() - DAY_MS), now)).toBe(true);
    expect(alertDue('off', null, now)).toBe(false);
  });

  it('summarises filters in the catalogue’s order, ranges joined', () => {
    expect(filtersSummary(normalizeFilters({ make: 'toyota', bodyType: 'suv', yearMin: 2015, mileageMax: 80000 }))).toBe(
      'toyota · 2015– · suv · –80000 km',
    );
    expect(filtersSummary(normalizeFilters({ priceMin: '5000' }))).toBe('USD 5000.00–');
    expect(filtersSummary({})).toBe('All cars');
  });
});
