import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE_FILTERS, type CatalogueFilterDef } from '@autoexport/contract/catalogue-filters';
import fc from 'fast-check';
import { CAR_STATUSES, type Car } from '../src/modules/cars/car.entity.js';
import { type CarFilters, normalizeFilters } from '../src/modules/cars/car-search-rules.js';
import { filterConditions, filterContextOf, filtersPredicate, SqlParams } from '../src/modules/cars/catalogue-filters.js';
import type { Make } from '../src/modules/makes/make.entity.js';
import { type CarOverrides, createCars, createMake } from './support/car-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The catalogue filter table's two halves say the same thing (src/modules/cars/catalogue-filters.ts): on generated
 * cars inserted into PostgreSQL and generated filters, the SQL conditions (what GET /api/cars, the facets and the staff
 * inventory run) select exactly the cars the in-memory predicate (what the saved-search alerts run) accepts.
 */

// Values the generated cars take, with cases and neighbours that tell "ignoring case", "exact" and "a part of" apart.
const MODELS = ['Corolla', 'COROLLA', 'Corolla Fielder', 'Hiace', 'Land Cruiser', 'fit', 'Ñandú'];
const COLORS = ['White', 'white', 'Pearl White', 'Black', 'Grün'];
const PORTS = ['Yokohama', 'yokohama', 'Kobe', 'Nagoya'];
const COUNTRIES = ['JP', 'TH', 'GB'] as const;
/** The parts `q` looks for: of models, stock ids (TC…), chassis numbers (NZE-…), make titles, and LIKE's wildcards. */
const SEARCHES = ['cor', 'ROLLA', 'and c', 'nze', 'e-1', 'tc0', '0_1', '%', '1%', 'a_d', 'fuso', 'toyota', 'ñandú', 'üN', 'xx'];
/** Each range's values, around the cars' own. */
const RANGE_VALUES = {
  year: fc.integer({ min: 1994, max: 2026 }),
  engine: fc.integer({ min: 550, max: 5100 }),
  mileage: fc.integer({ min: 0, max: 310_000 }),
  // Cents, as a whole-dollar or a two-decimal amount.
  price: fc.oneof(
    fc.integer({ min: 0, max: 60_000 }).map(String),
    fc.integer({ min: 0, max: 6_000_000 }).map((c) => (c / 100).toFixed(2)),
  ),
};

describe('catalogue filters: the SQL and the in-memory predicate agree', () => {
  let t: TestApp;
  let makes: Make[];

  beforeAll(async () => {
    t = await createTestApp();
    makes = [
      await createMake(t, { slug: 'toyota', title: 'Toyota' }),
      await createMake(t, { slug: 'mitsubishi-fuso', title: 'Mitsubishi Fuso' }),
      await createMake(t, { slug: 'nissan', title: 'Nissan' }),
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  const carArb: fc.Arbitrary<CarOverrides> = fc
    .record({
      makeIndex: fc.integer({ min: 0, max: 2 }),
      model: fc.constantFrom(...MODELS),
      year: fc.integer({ min: 1995, max: 2025 }),
      mileageKm: fc.integer({ min: 0, max: 300_000 }),
      engineCc: fc.integer({ min: 600, max: 5000 }),
      steering: fc.constantFrom('right', 'left'),
      bodyType: fc.constantFrom('sedan', 'suv', 'van', 'kei'),
      fuel: fc.constantFrom('petrol', 'diesel', 'hybrid'),
      drive: fc.constantFrom('2WD', '4WD', 'AWD'),
      transmission: fc.constantFrom('automatic', 'manual', 'cvt'),
      color: fc.constantFrom(...COLORS),
      category: fc.constantFrom('standard', 'suv', 'commercial', 'kei'),
      locationCountry: fc.constantFrom(...COUNTRIES),
      stockPort: fc.constantFrom(...PORTS),
      fobPriceCents: fc.integer({ min: 0, max: 6_000_000 }),
      chassisSerial: fc.integer({ min: 0, max: 99_999 }),
      status: fc.constantFrom(...CAR_STATUSES),
    })
    .map(({ makeIndex, fobPriceCents, chassisSerial, ...car }) => ({
      ...car,
      make: makes[makeIndex],
      fobPriceUsd: (fobPriceCents / 100).toFixed(2),
      chassisNumber: `NZE-${String(chassisSerial).padStart(5, '0')}`,
      images: 0,
    })) as fc.Arbitrary<CarOverrides>;

  /** A value of one filter, from its row of the table (a filter added to the table is generated without a change here). */
  function valueArb(row: CatalogueFilterDef): fc.Arbitrary<unknown> {
    switch (row.kind) {
      case 'make':
        return fc.constantFrom('toyota', 'mitsubishi-fuso', 'nissan', 'honda');
      case 'text':
        return fc.constantFrom(...MODELS, ...COLORS, ...PORTS, 'corolla fielder', 'pearl', 'KOBE');
      case 'choice':
        return fc.constantFrom(...row.values);
      case 'country':
        return fc.constantFrom(...COUNTRIES, 'KE');
      case 'whole':
      case 'usd':
        return RANGE_VALUES[row.range];
      case 'search':
        return fc.constantFrom(...SEARCHES);
    }
  }

  // importableTo never reaches the SQL nor the predicate: withImportBounds first turns it into years and a steering
  // side (car-search-rules.spec.ts), which are generated here as such.
  const tested = CATALOGUE_FILTERS.filter((row) => row.name !== 'importableTo');
  // One to three filters at a time: with more, nearly every search matches no car, and agreeing on nothing says little.
  const filtersArb: fc.Arbitrary<CarFilters> = fc
    .subarray(tested, { minLength: 1, maxLength: 3 })
    .chain((rows) => fc.tuple(...rows.map((row) => valueArb(row).map((value) => [row.name, value] as const))))
    .map((entries) => normalizeFilters(Object.fromEntries(entries)));

  it('selects in SQL exactly the cars the predicate accepts', async () => {
    const index = { bySlug: new Map(makes.map((m) => [m.slug, { id: m.id }])), all: makes };
    await fc.assert(
      fc.asyncProperty(
        fc.array(carArb, { minLength: 1, maxLength: 25 }),
        fc.array(filtersArb, { minLength: 1, maxLength: 8 }),
        async (carList, filterList) => {
          const cars: Car[] = (await createCars(t, carList)).map((c) => c.car);
          const ids = cars.map((c) => c.id);
          for (const filters of filterList) {
            const context = filterContextOf(filters, index);
            const params = new SqlParams();
            const where = filterConditions(filters, context, 'c', params);
            const rows = await t.dataSource.query<{ id: string }[]>(
              `SELECT c.id FROM cars c WHERE ${where.join(' AND ')} AND c.id = ANY(${params.add(ids)}::bigint[])`,
              params.values,
            );
            const inSql = rows.map((r) => String(r.id)).sort();
            const accepts = filtersPredicate(filters, context);
            const inMemory = cars
              .filter((car) => accepts(car))
              .map((car) => String(car.id))
              .sort();
            expect({ filters, matched: inSql }).toEqual({ filters, matched: inMemory });
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 180_000);
});
