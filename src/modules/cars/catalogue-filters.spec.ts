import { describe, expect, it } from '@jest/globals';
import {
  CATALOGUE_FILTER_NAMES,
  CATALOGUE_FILTERS,
  CATALOGUE_RANGES,
  type CatalogueFilterDef,
  type CatalogueFilterName,
  CONTROL_CHARS,
  parseCatalogueFilter,
  readCatalogueFilters,
} from '@autoexport/contract/catalogue-filters';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { createValidationPipe } from '../../common/validation/validation.pipe.js';
import { FILTER_NAMES } from './car-search-rules.js';
import { CarFilterQueryDto } from './cars.query.js';

const pipe = createValidationPipe();
/** The value GET /api/cars reads from `name=raw`, or undefined when it answers 400. */
async function apiReads(name: CatalogueFilterName, raw: string): Promise<unknown> {
  try {
    const dto = (await pipe.transform({ [name]: raw }, { type: 'query', metatype: CarFilterQueryDto })) as Record<string, unknown>;
    return dto[name];
  } catch {
    return undefined;
  }
}

/** Query-string values of one filter: well-formed ones in odd cases and spacing, near misses, and any text. */
function rawArb(row: CatalogueFilterDef): fc.Arbitrary<string> {
  const spaced = (value: fc.Arbitrary<string>) =>
    fc.tuple(fc.constantFrom('', ' ', '  '), value, fc.constantFrom('', ' ')).map(([a, v, b]) => `${a}${v}${b}`);
  const anyCase = (value: fc.Arbitrary<string>) =>
    fc
      .tuple(value, fc.boolean(), fc.boolean())
      .map(([v, upper, first]) => (upper ? v.toUpperCase() : first ? v.charAt(0).toUpperCase() + v.slice(1) : v));
  /** Text one character short of, at and past each length bound. */
  const around = (bounds: number[]) =>
    fc.constantFrom(...bounds.flatMap((n) => [n - 1, n, n + 1])).chain((n) => fc.string({ minLength: n, maxLength: n }));
  const shaped: Record<CatalogueFilterDef['kind'], () => fc.Arbitrary<string>> = {
    make: () => anyCase(fc.stringMatching(/^[a-z0-9-]{0,62}$/)),
    text: () => fc.oneof(fc.string({ maxLength: 70, unit: 'binary' }), around(row.kind === 'text' ? [row.maxLength] : [])),
    search: () =>
      fc.oneof(fc.string({ maxLength: 110, unit: 'binary' }), around(row.kind === 'search' ? [row.minLength, row.maxLength] : [])),
    choice: () => anyCase(fc.constantFrom(...(row.kind === 'choice' ? row.values : []), 'spaceship')),
    country: () => anyCase(fc.stringMatching(/^[a-z]{1,3}$/)),
    whole: () =>
      fc.oneof(
        fc.integer({ min: -20, max: 10_000_001 }).map(String),
        fc.stringMatching(/^-?[0-9]{1,12}$/),
        fc.constantFrom('1e3', '0x10', '2015.0'),
      ),
    usd: () => fc.oneof(fc.stringMatching(/^[0-9]{1,11}(\.[0-9]{0,3})?$/), fc.constantFrom('-5', '1e3', '.5', '5.')),
  };
  return fc.oneof(spaced(shaped[row.kind]()), fc.string({ maxLength: 12 }));
}

/**
 * Where the URL readers are stricter than the API on purpose: a text with a control character (the API finds no car
 * with it; a URL reader drops it) and a negative zero (the API reads 0).
 */
const readerStricter = (row: CatalogueFilterDef, raw: string) =>
  (row.kind === 'text' && CONTROL_CHARS.test(raw)) || (row.kind === 'whole' && /^-0+$/.test(raw.trim()));

describe('the catalogue filter table', () => {
  it('has one DTO property per filter (GET /api/cars, the facets and a saved search take exactly these)', () => {
    const properties = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(CarFilterQueryDto, '', true, false)
        .map((m) => m.propertyName),
    );
    expect([...properties].sort()).toEqual([...CATALOGUE_FILTER_NAMES].sort());
  });

  it('keeps the server’s cache-key order a permutation of the filters', () => {
    expect([...FILTER_NAMES].sort()).toEqual([...CATALOGUE_FILTER_NAMES].sort());
  });

  it('pairs each minimum with its maximum', () => {
    expect(CATALOGUE_RANGES).toEqual([
      ['yearMin', 'yearMax'],
      ['mileageMin', 'mileageMax'],
      ['engineMin', 'engineMax'],
      ['priceMin', 'priceMax'],
    ]);
  });

  it('parses each kind as the API reads it', () => {
    expect(parseCatalogueFilter('make', ' Mercedes-Benz ')).toBe('mercedes-benz');
    expect(parseCatalogueFilter('make', 'Toyota!')).toBeUndefined();
    expect(parseCatalogueFilter('model', ' Land Cruiser ')).toBe('Land Cruiser');
    expect(parseCatalogueFilter('model', 'x'.repeat(61))).toBeUndefined();
    expect(parseCatalogueFilter('color', 'Pearl\nWhite')).toBeUndefined();
    expect(parseCatalogueFilter('drive', '4wd')).toBe('4WD');
    expect(parseCatalogueFilter('bodyType', 'spaceship')).toBeUndefined();
    expect(parseCatalogueFilter('country', 'jp')).toBe('JP');
    expect(parseCatalogueFilter('importableTo', 'XX')).toBeUndefined();
    expect(parseCatalogueFilter('yearMin', '2015')).toBe(2015);
    expect(parseCatalogueFilter('yearMin', '3000')).toBeUndefined();
    expect(parseCatalogueFilter('mileageMax', '-5')).toBeUndefined();
    expect(parseCatalogueFilter('priceMin', '12500.5')).toBe('12500.5');
    expect(parseCatalogueFilter('priceMin', '12.345')).toBeUndefined();
    expect(parseCatalogueFilter('q', 'a')).toBeUndefined();
    expect(parseCatalogueFilter('q', ' hiace ')).toBe('hiace');
    expect(parseCatalogueFilter('fuel', '')).toBeUndefined();
    expect(parseCatalogueFilter('fuel', null)).toBeUndefined();
  });

  it('reads a query string, first values only, dropping both ends of an inverted range', () => {
    expect(readCatalogueFilters('make=honda&make=toyota&yearMin=2020&yearMax=2010&priceMin=900&priceMax=10000&utm=x')).toEqual({
      make: 'honda',
      priceMin: '900',
      priceMax: '10000',
    });
    expect(readCatalogueFilters('yearMin=2015&q=hiace&fuel=diesel', ['q', 'fuel'])).toEqual({ fuel: 'diesel', q: 'hiace' });
  });

  it('reads a value only as GET /api/cars does: what the URL readers keep, the API accepts as the same value', async () => {
    for (const row of CATALOGUE_FILTERS) {
      await fc.assert(
        fc.asyncProperty(rawArb(row), async (raw) => {
          const parsed = parseCatalogueFilter(row.name, raw);
          const api = await apiReads(row.name, raw);
          if (parsed !== undefined) expect({ raw, api }).toEqual({ raw, api: parsed });
          else if (!readerStricter(row, raw)) expect({ raw, api }).toEqual({ raw, api: undefined });
        }),
        { numRuns: 150 },
      );
    }
  });
});
