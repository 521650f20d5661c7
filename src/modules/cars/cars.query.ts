import {
  CATALOGUE_RANGES,
  catalogueFilter,
  type CatalogueFilterDef,
  type CatalogueFilterName,
  CONTROL_CHARS,
  USD_AMOUNT,
} from '@autoexport/contract/catalogue-filters';
import { applyDecorators } from '@nestjs/common';
import { IntersectionType } from '@nestjs/swagger';
import { Decimal } from 'decimal.js';
import { COUNTRY_CODES } from '@autoexport/contract/countries';
import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import {
  cleanText,
  CursorFilter,
  EnumFilter,
  Filter,
  IntFilter,
  MakeSlugFilter,
  NotAbove,
  numberNotAbove,
  TextFilter,
} from '../../common/validation/query-filters.js';
import { rule, says } from '../../common/validation/rules.js';
import { STEERINGS } from './car.entity.js';
import { CAR_SORTS, type CarSort, DEFAULT_SORT, MAX_OFFSET_ROWS } from './car-search-rules.js';

// Query parameters of the catalogue (GET /api/cars, GET /api/cars/facets): the shared filter decorators of
// src/common/validation/query-filters.ts.

const PriceFilter = (name: string, description: string, example: string) =>
  Filter(
    name,
    { type: String, pattern: USD_AMOUNT.source, description, example },
    cleanText(),
    rule('isUsdAmount', 'format', (v) => typeof v === 'string' && USD_AMOUNT.test(v), says(Msg.FILTER_USD_AMOUNT, { label: name })),
  );

const priceNotAbove = (low: unknown, high: unknown) =>
  typeof low !== 'string' || typeof high !== 'string' || !USD_AMOUNT.test(low) || !USD_AMOUNT.test(high) || new Decimal(low).lte(high);

const CountryFilter = (name: string, description: string, example: string) =>
  Filter(
    name,
    { enum: COUNTRY_CODES, description, example },
    cleanText((s) => s.toUpperCase()),
    rule('isCountry', 'format', (v) => (COUNTRY_CODES as readonly unknown[]).includes(v), says(Msg.COUNTRY_INVALID)),
  );

const SearchTextFilter = (name: string, minLength: number, maxLength: number, description: string, example: string) =>
  Filter(
    name,
    { type: String, minLength, maxLength, description, example },
    cleanText(),
    rule(
      'isSearchText',
      'format',
      (v) => typeof v === 'string' && v.length >= minLength && v.length <= maxLength && !CONTROL_CHARS.test(v),
      says(Msg.FILTER_SEARCH_TEXT),
    ),
  );

/**
 * One catalogue filter's parameter, from its row of the filter table (packages/contract/src/catalogue-filters.ts):
 * the shared filter decorator of its kind (src/common/validation/query-filters.ts) with the row's bounds, and for the
 * minimum of a range the check that it is not above its maximum. The DTO adds only the documentation.
 */
function CatalogueFilter(name: CatalogueFilterName, description: string, example?: string | number): PropertyDecorator {
  const row: CatalogueFilterDef = catalogueFilter(name);
  const max = CATALOGUE_RANGES.find(([min]) => min === name)?.[1];
  switch (row.kind) {
    case 'make':
      return MakeSlugFilter(description);
    case 'text':
      return TextFilter(name, row.maxLength, description, String(example));
    case 'choice':
      return EnumFilter(name, row.values, description);
    case 'country':
      return CountryFilter(name, description, String(example));
    case 'whole':
      // Decorators apply last first: as `@IntFilter(…) @NotAbove(…)` on the property.
      return applyDecorators(
        ...(max ? [NotAbove(name, max, numberNotAbove)] : []),
        IntFilter(name, row.min, row.max, description, Number(example)),
      );
    case 'usd':
      return applyDecorators(...(max ? [NotAbove(name, max, priceNotAbove)] : []), PriceFilter(name, description, String(example)));
    case 'search':
      return SearchTextFilter(name, row.minLength, row.maxLength, description, String(example));
  }
}

/**
 * The catalogue filters (GET /api/cars and GET /api/cars/facets). Every parameter is optional. One property per row of
 * the filter table (cars.dto.spec.ts checks that they are the same set), in the order the OpenAPI document lists them.
 */
export class CarFilterQueryDto {
  @CatalogueFilter('make', 'Make slug, as GET /api/makes lists them')
  make?: string;

  @CatalogueFilter('model', 'Model, exact but ignoring case', 'Corolla')
  model?: string;

  @CatalogueFilter('yearMin', 'Oldest model year', 2015)
  yearMin?: number;

  @CatalogueFilter('yearMax', 'Newest model year', 2022)
  yearMax?: number;

  @CatalogueFilter('steering', 'Right-hand or left-hand drive')
  steering?: (typeof STEERINGS)[number];

  @CatalogueFilter('bodyType', 'Body type')
  bodyType?: string;

  @CatalogueFilter('fuel', 'Fuel')
  fuel?: string;

  @CatalogueFilter('drive', 'Drive')
  drive?: string;

  @CatalogueFilter('transmission', 'Transmission')
  transmission?: string;

  @CatalogueFilter('color', 'Colour, exact but ignoring case', 'Pearl White')
  color?: string;

  @CatalogueFilter('location', 'Stock location port, exact but ignoring case', 'Yokohama')
  location?: string;

  @CatalogueFilter('country', 'Country where the car stands (ISO 3166-1 alpha-2)', 'JP')
  country?: string;

  @CatalogueFilter(
    'importableTo',
    'Only cars this destination country admits under its import rules (GET /api/import-rules): its model-year limits and ' +
      'steering side, intersected with yearMin, yearMax and steering. A country with no rules on file is refused (400 ' +
      'IMPORTABLE_TO_UNKNOWN) rather than ignored: we cannot tell which cars it admits.',
    'KE',
  )
  importableTo?: string;

  @CatalogueFilter('category', 'Category')
  category?: string;

  @CatalogueFilter('engineMin', 'Smallest engine capacity (cc)', 1300)
  engineMin?: number;

  @CatalogueFilter('engineMax', 'Largest engine capacity (cc)', 2500)
  engineMax?: number;

  @CatalogueFilter('priceMin', 'Lowest FOB price (USD). Signed-in callers only: anonymous callers get 401 PRICE_REQUIRES_SIGN_IN', '5000')
  priceMin?: string;

  @CatalogueFilter('priceMax', 'Highest FOB price (USD), inclusive. Signed-in callers only, as priceMin', '12500.00')
  priceMax?: string;

  @CatalogueFilter('mileageMin', 'Lowest mileage (km)', 0)
  mileageMin?: number;

  @CatalogueFilter('mileageMax', 'Highest mileage (km)', 80000)
  mileageMax?: number;

  @CatalogueFilter('q', 'Free text: a part of the make, model, stock id or chassis number, ignoring case', 'hiace')
  q?: string;
}

export class CarFacetsQueryDto extends CarFilterQueryDto {}

export class CarSearchQueryDto extends IntersectionType(CarFilterQueryDto, PageQueryDto) {
  @Filter(
    'sort',
    {
      enum: CAR_SORTS,
      default: DEFAULT_SORT,
      description: 'Order: newest first (default), by FOB price (signed-in callers only), model year or mileage',
    },
    cleanText((s) => s.toLowerCase()),
    rule(
      'isIn',
      'format',
      (v) => (CAR_SORTS as readonly unknown[]).includes(v),
      says(Msg.FILTER_ONE_OF, { label: 'sort', values: CAR_SORTS.join(', ') }),
    ),
  )
  sort?: CarSort;

  @CursorFilter(
    `Opaque keyset cursor: the nextCursor of the previous answer, with the same sort. When given, page is ignored. ` +
      `Page numbers reach ${MAX_OFFSET_ROWS.toLocaleString('en')} results deep; the cursor goes on from there.`,
  )
  cursor?: string;
}
