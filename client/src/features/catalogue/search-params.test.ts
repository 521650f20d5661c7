import { readCatalogueFilters } from '@autoexport/contract/catalogue-filters';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import {
  asksForPrices,
  changeFilters,
  countFilters,
  facetsQuery,
  invertedRanges,
  lastResultPage,
  pageWindow,
  parseSearch,
  toQuery,
  withDefaultDestination,
  withoutPrices,
} from './search-params';

describe('parseSearch', () => {
  it('reads every filter the API has, typed', () => {
    const filters = parseSearch(
      'make=toyota&model=Corolla&yearMin=2015&yearMax=2020&steering=right&bodyType=suv&fuel=hybrid&drive=4WD' +
        '&transmission=cvt&color=Pearl%20White&location=Yokohama&country=jp&category=luxury&engineMin=1300&engineMax=2500' +
        '&priceMin=5000&priceMax=12500.50&mileageMin=0&mileageMax=80000&q=hiace&sort=year_desc&page=3',
    );
    expect(filters).toEqual({
      make: 'toyota',
      model: 'Corolla',
      yearMin: 2015,
      yearMax: 2020,
      steering: 'right',
      bodyType: 'suv',
      fuel: 'hybrid',
      drive: '4WD',
      transmission: 'cvt',
      color: 'Pearl White',
      location: 'Yokohama',
      country: 'JP',
      category: 'luxury',
      engineMin: 1300,
      engineMax: 2500,
      priceMin: '5000',
      priceMax: '12500.50',
      mileageMin: 0,
      mileageMax: 80000,
      q: 'hiace',
      sort: 'year_desc',
      page: 3,
    });
  });

  it('leaves out what the API would refuse, so a mangled link still shows cars', () => {
    expect(
      parseSearch(
        'make=Toyota!&bodyType=spaceship&yearMin=3000&fuel=&q=a&page=0&sort=cheapest&priceMin=12.345&mileageMax=-5&drive=4wd&country=Japan',
      ),
    ).toEqual({ drive: '4WD' });
  });

  it('drops both ends of an inverted range, and the defaults (first page, newest first)', () => {
    expect(parseSearch('yearMin=2020&yearMax=2010&engineMin=1000&sort=newest&page=1')).toEqual({ engineMin: 1000 });
  });

  it('reads the importableTo destination as a country code, kept in the URL in its place', () => {
    const filters = parseSearch('importableTo=pk&yearMin=2020&make=toyota');
    expect(filters).toEqual({ importableTo: 'PK', yearMin: 2020, make: 'toyota' });
    expect(paths.search(toQuery(filters))).toBe('/cars?make=toyota&yearMin=2020&importableTo=PK');
    expect(countFilters(filters)).toBe(3);
    expect(parseSearch('importableTo=Pakistan')).toEqual({});
  });

  it('reads the filters with the catalogue filter table’s reader, as the server-rendered page does', () => {
    for (const search of [
      'make=Mercedes-Benz&model=%20Land%20Cruiser%20&bodyType=SUV&yearMin=2015&fuel=Hybrid&drive=4wd&steering=LEFT',
      'mileageMin=10&mileageMax=80000&engineMin=1300&engineMax=2500&priceMin=5000&priceMax=12500.5&color=Red&category=kei',
      'country=jp&importableTo=pk&location=Kobe&q=hi&sort=price_asc&page=2',
      'make=Toyota!&bodyType=spaceship&yearMin=3000&q=a&priceMin=12.345&mileageMax=-5&country=XX&color=Red%0A',
      'yearMin=2020&yearMax=2010&priceMin=900&priceMax=10000',
    ]) {
      const { sort: _sort, page: _page, ...filters } = parseSearch(search);
      expect([search, filters]).toEqual([search, readCatalogueFilters(search)]);
    }
  });

  it('takes the first of a repeated parameter and ignores unknown ones', () => {
    expect(parseSearch('make=honda&make=toyota&utm_source=whatsapp')).toEqual({ make: 'honda' });
  });
});

describe('toQuery', () => {
  it('writes a URL that reads back as the same filters (share and reload)', () => {
    const filters = parseSearch('q=prius&page=2&bodyType=hatchback&make=toyota&sort=mileage_asc&priceMax=9000');
    const url = paths.search(toQuery(filters));
    expect(url).toBe('/cars?make=toyota&bodyType=hatchback&priceMax=9000&q=prius&sort=mileage_asc&page=2');
    expect(parseSearch(url.slice(url.indexOf('?')))).toEqual(filters);
  });

  it('leaves the whole catalogue at a bare /cars', () => {
    expect(paths.search(toQuery({ sort: 'newest', page: 1 }))).toBe('/cars');
  });
});

describe('changeFilters', () => {
  it('goes back to the first page on any change of filters', () => {
    expect(changeFilters({ make: 'toyota', page: 4 }, { bodyType: 'suv' })).toEqual({ make: 'toyota', bodyType: 'suv' });
  });

  it('removes a filter set to undefined or empty', () => {
    expect(changeFilters({ make: 'toyota', color: 'Red' }, { color: '', make: undefined })).toEqual({});
  });

  it('forgets the model when the make changes, keeps it otherwise', () => {
    expect(changeFilters({ make: 'toyota', model: 'Corolla' }, { make: 'nissan' })).toEqual({ make: 'nissan' });
    expect(changeFilters({ make: 'toyota', model: 'Corolla' }, { fuel: 'diesel' })).toEqual({
      make: 'toyota',
      model: 'Corolla',
      fuel: 'diesel',
    });
  });

  it('keeps filters when only the page changes', () => {
    expect(changeFilters({ make: 'toyota' }, { page: 3 })).toEqual({ make: 'toyota', page: 3 });
  });
});

describe('prices and counts', () => {
  it('an anonymous search leaves out price filters and price sorts (the API answers 401 to them)', () => {
    const filters = parseSearch('make=toyota&priceMin=1000&sort=price_asc');
    expect(asksForPrices(filters)).toBe(true);
    expect(withoutPrices(filters)).toEqual({ make: 'toyota' });
    expect(withoutPrices({ sort: 'year_asc' })).toEqual({ sort: 'year_asc' });
    expect(asksForPrices({ sort: 'year_asc' })).toBe(false);
  });

  it('counts filters for "Filters (n)", not the sort or the page', () => {
    expect(countFilters(parseSearch('make=toyota&bodyType=suv&q=hiace&sort=year_asc&page=2'))).toBe(3);
    expect(countFilters({})).toBe(0);
  });

  it('asks the facets without page and sort', () => {
    expect(facetsQuery({ make: 'toyota', sort: 'year_asc', page: 2 })).toEqual({ make: 'toyota' });
  });

  it('finds inverted ranges, prices compared as amounts', () => {
    expect(invertedRanges({ priceMin: '900', priceMax: '10000', yearMin: 2021, yearMax: 2020 })).toEqual(['yearMin']);
  });
});

describe('pager', () => {
  it('stops page numbers at 10,000 results deep', () => {
    expect(lastResultPage(0)).toBe(1);
    expect(lastResultPage(1107)).toBe(56);
    expect(lastResultPage(250_000)).toBe(500);
  });

  it('shows the first, the last and a window around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 56)).toEqual([1, 2, 3, 4, 5, 'gap', 56]);
    expect(pageWindow(20, 56)).toEqual([1, 'gap', 18, 19, 20, 21, 22, 'gap', 56]);
    expect(pageWindow(56, 56)).toEqual([1, 'gap', 52, 53, 54, 55, 56]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('makes a signed-in buyer’s import country the default destination, one chip they can clear (importableTo=any)', () => {
    const none = withDefaultDestination(parseSearch('make=toyota'), 'make=toyota', 'KE');
    expect(none).toEqual({ filters: { make: 'toyota', importableTo: 'KE' }, defaulted: true });
    // The URL keeps the default implicit, and says "any" once it is cleared.
    expect(paths.search(toQuery(none.filters, 'KE'))).toBe('/cars?make=toyota');
    const cleared = changeFilters(none.filters, { importableTo: undefined });
    expect(paths.search(toQuery(cleared, 'KE'))).toBe('/cars?make=toyota&importableTo=any');
    expect(withDefaultDestination(parseSearch('make=toyota&importableTo=any'), 'make=toyota&importableTo=any', 'KE')).toEqual({
      filters: { make: 'toyota' },
      defaulted: false,
    });
    // Another country chosen stays; without a default nothing changes.
    expect(withDefaultDestination(parseSearch('importableTo=PK'), 'importableTo=PK', 'KE')).toEqual({
      filters: { importableTo: 'PK' },
      defaulted: false,
    });
    expect(paths.search(toQuery({ importableTo: 'PK' }, 'KE'))).toBe('/cars?importableTo=PK');
    expect(withDefaultDestination({}, '', null)).toEqual({ filters: {}, defaulted: false });
  });
});
