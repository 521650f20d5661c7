import { describe, expect, it } from '@jest/globals';
import { CATALOGUE_FILTERS, readCatalogueFilters } from '@autoexport/contract/catalogue-filters';
import fc from 'fast-check';
import { canonicalSearch, firstResultsQuery, parseSearchFilters } from './search-filter-rules.js';

describe('parseSearchFilters', () => {
  it('reads the filters a search page names, in the API’s spelling and any case', () => {
    expect(
      parseSearchFilters(
        'make=Toyota&model=%20Harrier%20&bodyType=SUV&yearMin=2015&yearMax=2020&fuel=HYBRID&transmission=cvt&steering=left&drive=4wd&mileageMax=80000&country=jp&location=Yokohama&q=hi&page=3',
      ),
    ).toEqual({
      make: 'toyota',
      model: 'Harrier',
      bodyType: 'suv',
      yearMin: 2015,
      yearMax: 2020,
      fuel: 'hybrid',
      transmission: 'cvt',
      steering: 'left',
      drive: '4WD',
      mileageMax: 80000,
      country: 'JP',
      location: 'Yokohama',
      q: 'hi',
      page: 3,
    });
  });

  it('leaves out what is invalid, price filters, sort, cursor and the first page', () => {
    expect(
      parseSearchFilters(
        'make=..%2F&bodyType=spaceship&yearMin=19x&yearMax=3000&country=XX&q=a&model=%00x&priceMin=1&priceMax=2&sort=price_asc&cursor=abc&page=1&mileageMax=-5',
      ),
    ).toEqual({});
  });

  it('reads the importableTo destination as a country code, and leaves out one that is not', () => {
    expect(parseSearchFilters('importableTo=ke&make=toyota')).toEqual({ make: 'toyota', importableTo: 'KE' });
    expect(parseSearchFilters('importableTo=Kenya')).toEqual({});
    expect(canonicalSearch(parseSearchFilters('q=hiace&importableTo=pk&country=jp'))).toBe('?country=JP&importableTo=PK&q=hiace');
  });

  it('reads each filter the head speaks of as the client’s URL reader does (the filter table’s reader)', () => {
    const names = CATALOGUE_FILTERS.filter((row) => row.inPageHead).map((row) => row.name);
    const value = fc.oneof(
      fc.constantFrom('Toyota', 'suv', 'SUV', '2015', '2030', 'pk', 'Kenya', 'hiace', 'h', '4wd', 'left', '80000', '-1'),
      fc.string({ maxLength: 8 }),
    );
    const query = fc
      .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 6 })
      .map((pairs) => new URLSearchParams(pairs).toString());
    fc.assert(
      fc.property(query, (search) => {
        expect(parseSearchFilters(search)).toEqual(readCatalogueFilters(search));
      }),
    );
  });

  it('drops a year range that is upside down, and takes a repeated parameter’s first value', () => {
    expect(parseSearchFilters('yearMin=2020&yearMax=2010')).toEqual({});
    expect(parseSearchFilters('make=toyota&make=honda')).toEqual({ make: 'toyota' });
  });
});

describe('canonicalSearch', () => {
  it('lists the filters in one order, whatever order they came in', () => {
    expect(canonicalSearch(parseSearchFilters('yearMin=2015&bodyType=suv&make=toyota&sort=year_desc'))).toBe(
      '?make=toyota&bodyType=suv&yearMin=2015',
    );
    expect(canonicalSearch(parseSearchFilters('q=land cruiser&page=2'))).toBe('?q=land+cruiser&page=2');
  });

  it('is empty for the whole catalogue', () => {
    expect(canonicalSearch({})).toBe('');
  });
});

describe('firstResultsQuery', () => {
  it('runs the first page of what the URL asks for, keyed by the API parameters sorted by name', () => {
    expect(firstResultsQuery('')).toEqual({ query: { limit: 20 }, key: 'GET /api/cars?limit=20' });
    expect(firstResultsQuery('yearMin=2015&make=Toyota&page=3')).toEqual({
      query: { make: 'toyota', yearMin: 2015, page: 3, limit: 20 },
      key: 'GET /api/cars?limit=20&make=toyota&page=3&yearMin=2015',
    });
    expect(firstResultsQuery('page=1&q=land cruiser')?.key).toBe('GET /api/cars?limit=20&q=land+cruiser');
  });

  it('answers nothing for a URL the server would read otherwise than the client', () => {
    for (const query of ['sort=newest', 'priceMin=1', 'color=red', 'limit=5', 'cursor=abc', 'make=a&make=b', 'yearMin=20x', 'page=0']) {
      expect([query, firstResultsQuery(query)]).toEqual([query, null]);
    }
  });
});
