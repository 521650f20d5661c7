import { describe, expect, it } from '@jest/globals';
import {
  activeFilters,
  CAR_SORTS,
  DEFAULT_TUNING,
  FACET_DIMS,
  facetGroups,
  facetStrategy,
  filtersDigest,
  isPriceSort,
  normalizeFilters,
  withImportBounds,
  PRICE_BAND_BOUNDS,
  priceBand,
  reconcileTotal,
  revealsPrice,
  scaleSampled,
  SORT_SPECS,
} from './car-search-rules.js';

describe('car search rules', () => {
  it('normalises filters: drops empty ones, lower-cases the case-insensitive ones, writes prices with cents', () => {
    expect(
      normalizeFilters({
        make: ' Toyota ',
        model: 'HiAce',
        color: 'Pearl White',
        location: 'YOKOHAMA',
        q: ' Land Cruiser ',
        bodyType: 'suv',
      }),
    ).toEqual({ make: 'toyota', model: 'hiace', color: 'pearl white', location: 'yokohama', q: 'land cruiser', bodyType: 'suv' });
    expect(normalizeFilters({ priceMin: '5000', priceMax: '12500.5', yearMin: 2015, fuel: undefined, category: '' })).toEqual({
      priceMin: '5000.00',
      priceMax: '12500.50',
      yearMin: 2015,
    });
  });

  it('knows which filters are active', () => {
    expect(activeFilters({})).toEqual([]);
    expect(activeFilters({ yearMax: 2020, make: 'mazda' })).toEqual(['make', 'yearMax']);
  });

  it('tells which requests would reveal prices', () => {
    expect(revealsPrice({}, 'newest')).toBe(false);
    expect(revealsPrice({ yearMin: 2010 }, 'year_desc')).toBe(false);
    expect(revealsPrice({ priceMin: '1.00' })).toBe(true);
    expect(revealsPrice({ priceMax: '1.00' }, 'newest')).toBe(true);
    expect(revealsPrice({}, 'price_asc')).toBe(true);
    expect(revealsPrice({}, 'price_desc')).toBe(true);
    expect(CAR_SORTS.filter(isPriceSort)).toEqual(['price_asc', 'price_desc']);
  });

  it('sorts every way with a typed key', () => {
    for (const sort of CAR_SORTS) expect(SORT_SPECS[sort]).toBeDefined();
    expect(SORT_SPECS.newest).toMatchObject({ column: 'created_at', direction: 'DESC', keyType: 'timestamp' });
    expect(SORT_SPECS.mileage_asc).toMatchObject({ column: 'mileage_km', direction: 'ASC' });
  });

  it('digests filters stably, whatever their order, and differently when they differ', () => {
    const a = filtersDigest(normalizeFilters({ make: 'toyota', yearMin: 2015 }));
    const b = filtersDigest(normalizeFilters({ yearMin: 2015, make: 'TOYOTA' }));
    expect(a).toBe(b);
    expect(filtersDigest(normalizeFilters({ make: 'toyota', yearMin: 2016 }))).not.toBe(a);
    expect(filtersDigest(normalizeFilters({ priceMin: '5000' }))).toBe(filtersDigest(normalizeFilters({ priceMin: '5000.00' })));
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('groups facets by the active filters they ignore', () => {
    expect(facetGroups({}, FACET_DIMS)).toEqual([{ ignored: [], dims: [...FACET_DIMS] }]);
    const groups = facetGroups({ make: 'toyota', model: 'hiace', bodyType: 'van', yearMin: 2010 }, FACET_DIMS);
    expect(groups).toEqual([
      { ignored: ['make', 'model'], dims: ['makes'] },
      { ignored: ['model'], dims: ['models'] },
      { ignored: ['bodyType'], dims: ['bodyTypes'] },
      { ignored: [], dims: ['categories', 'countries', 'locations', 'priceBands'] },
    ]);
    expect(facetGroups({ priceMin: '1.00', priceMax: '2.00' }, ['priceBands', 'makes'])).toEqual([
      { ignored: ['priceMin', 'priceMax'], dims: ['priceBands'] },
      { ignored: [], dims: ['makes'] },
    ]);
  });

  it('numbers price bands as width_bucket does, each band ending a cent below the next', () => {
    expect(priceBand(0)).toEqual({ min: '0.00', max: '1999.99' });
    expect(priceBand(1)).toEqual({ min: '2000.00', max: '3999.99' });
    expect(priceBand(PRICE_BAND_BOUNDS.length)).toEqual({ min: '50000.00', max: null });
  });

  it('counts exactly when cheap or small, and samples big costly sets', () => {
    const t = { ...DEFAULT_TUNING, facetExactMaxCost: 1000, facetExactMaxRows: 100, facetSampleTarget: 1000 };
    expect(facetStrategy({ rows: 50_000, cost: 900 }, t)).toEqual({ mode: 'exact' });
    expect(facetStrategy({ rows: 90, cost: 60_000 }, t)).toEqual({ mode: 'exact' });
    expect(facetStrategy({ rows: 50_000, cost: 60_000 }, t)).toEqual({ mode: 'sample', percent: 2 });
    expect(facetStrategy({ rows: 1_000_000, cost: 60_000 }, t)).toEqual({ mode: 'sample', percent: t.facetSampleMinPercent });
    expect(facetStrategy({ rows: 500, cost: 60_000 }, t)).toEqual({ mode: 'sample', percent: t.facetSampleMaxPercent });
    expect(facetStrategy({ rows: 500, cost: 60_000 }, { ...t, facetSampleMaxPercent: 100 })).toEqual({ mode: 'exact' });
  });

  it('scales sampled counts back to the table', () => {
    expect(scaleSampled(10, 2)).toBe(500);
    expect(scaleSampled(1, 2.5)).toBe(40);
    expect(scaleSampled(0, 50)).toBe(1);
  });

  it('reconciles a counted total with the page served', () => {
    // Page mode, last page: the page tells the exact total.
    expect(reconcileTotal({ total: 900, estimate: true }, { offset: 40, returned: 7, hasMore: false })).toEqual({
      total: 47,
      estimate: false,
    });
    expect(reconcileTotal(null, { offset: 0, returned: 0, hasMore: false })).toEqual({ total: 0, estimate: false });
    // An empty page past the end tells nothing.
    expect(reconcileTotal({ total: 30, estimate: false }, { offset: 100, returned: 0, hasMore: false })).toEqual({
      total: 30,
      estimate: false,
    });
    // A low estimate is raised to what was seen.
    expect(reconcileTotal({ total: 10, estimate: true }, { offset: 20, returned: 20, hasMore: true })).toEqual({
      total: 41,
      estimate: true,
    });
    expect(reconcileTotal({ total: 5000, estimate: false }, { offset: null, returned: 20, hasMore: true })).toEqual({
      total: 5000,
      estimate: false,
    });
    expect(reconcileTotal(null, { offset: null, returned: 20, hasMore: true })).toEqual({ total: 21, estimate: true });
  });
});

describe('withImportBounds (the importableTo filter)', () => {
  const kenya = { none: false, minYear: 2018, maxYear: null, steering: 'right' } as const;
  const usa = { none: false, minYear: null, maxYear: 2001, steering: null } as const;

  it('turns a destination into model years and a steering side, and drops it from the filters', () => {
    expect(withImportBounds(normalizeFilters({ importableTo: 'KE', make: 'toyota' }), kenya)).toEqual({
      make: 'toyota',
      yearMin: 2018,
      steering: 'right',
    });
    expect(withImportBounds(normalizeFilters({ importableTo: 'US' }), usa)).toEqual({ yearMax: 2001 });
  });

  it("intersects with the caller's own years and steering", () => {
    expect(withImportBounds(normalizeFilters({ importableTo: 'KE', yearMin: 2015, yearMax: 2020 }), kenya)).toEqual({
      yearMin: 2018,
      yearMax: 2020,
      steering: 'right',
    });
    expect(withImportBounds(normalizeFilters({ importableTo: 'KE', yearMin: 2021 }), kenya)).toMatchObject({ yearMin: 2021 });
    expect(withImportBounds(normalizeFilters({ importableTo: 'US', steering: 'left' }), usa)).toEqual({ yearMax: 2001, steering: 'left' });
  });

  it('matches nothing when the rules and the filters exclude each other, or imports are banned', () => {
    expect(withImportBounds(normalizeFilters({ importableTo: 'KE', yearMax: 2017 }), kenya)).toBeNull();
    expect(withImportBounds(normalizeFilters({ importableTo: 'KE', steering: 'left' }), kenya)).toBeNull();
    expect(withImportBounds(normalizeFilters({ importableTo: 'ZA' }), { none: true })).toBeNull();
  });

  it('leaves other searches alone and keys the cache by what the SQL runs', () => {
    const plain = normalizeFilters({ make: 'toyota' });
    expect(withImportBounds(plain, undefined)).toBe(plain);
    const viaRules = withImportBounds(normalizeFilters({ importableTo: 'KE' }), kenya)!;
    expect(filtersDigest(viaRules)).toBe(filtersDigest(normalizeFilters({ yearMin: 2018, steering: 'right' })));
  });
});
