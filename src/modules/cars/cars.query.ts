import { IntersectionType } from '@nestjs/swagger';
import { Decimal } from 'decimal.js';
import { COUNTRY_CODES } from '../../common/countries.js';
import { Msg } from '../../common/errors/messages.js';
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
import { BODY_TYPES, CATEGORIES, DRIVES, FUELS, STEERINGS, TRANSMISSIONS } from './car.entity.js';
import { CAR_SORTS, type CarSort, DEFAULT_SORT, MAX_OFFSET_ROWS } from './car-search-rules.js';

// Query parameters of the catalogue (GET /api/cars, GET /api/cars/facets): the shared filter decorators of
// src/common/validation/query-filters.ts.

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const PriceFilter = (name: string, description: string, example: string) =>
  Filter(
    name,
    { type: String, pattern: PRICE.source, description, example },
    cleanText(),
    rule('isUsdAmount', 'format', (v) => typeof v === 'string' && PRICE.test(v), says(Msg.FILTER_USD_AMOUNT, { label: name })),
  );

const priceNotAbove = (low: unknown, high: unknown) =>
  typeof low !== 'string' || typeof high !== 'string' || !PRICE.test(low) || !PRICE.test(high) || new Decimal(low).lte(high);

// q is matched against fields joined by line breaks (car-search-sql.ts), so it may hold no control character.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const YEAR_RANGE = [1900, 2100] as const;
const ENGINE_RANGE = [0, 100_000] as const;
const MILEAGE_RANGE = [0, 10_000_000] as const;

/** The catalogue filters (GET /api/cars and GET /api/cars/facets). Every parameter is optional. */
export class CarFilterQueryDto {
  @MakeSlugFilter('Make slug, as GET /api/makes lists them')
  make?: string;

  @TextFilter('model', 60, 'Model, exact but ignoring case', 'Corolla')
  model?: string;

  @IntFilter('yearMin', ...YEAR_RANGE, 'Oldest model year', 2015)
  @NotAbove('yearMin', 'yearMax', numberNotAbove)
  yearMin?: number;

  @IntFilter('yearMax', ...YEAR_RANGE, 'Newest model year', 2022)
  yearMax?: number;

  @EnumFilter('steering', STEERINGS, 'Right-hand or left-hand drive')
  steering?: (typeof STEERINGS)[number];

  @EnumFilter('bodyType', BODY_TYPES, 'Body type')
  bodyType?: string;

  @EnumFilter('fuel', FUELS, 'Fuel')
  fuel?: string;

  @EnumFilter('drive', DRIVES, 'Drive')
  drive?: string;

  @EnumFilter('transmission', TRANSMISSIONS, 'Transmission')
  transmission?: string;

  @TextFilter('color', 24, 'Colour, exact but ignoring case', 'Pearl White')
  color?: string;

  @TextFilter('location', 40, 'Stock location port, exact but ignoring case', 'Yokohama')
  location?: string;

  @Filter(
    'country',
    { enum: COUNTRY_CODES, description: 'Country where the car stands (ISO 3166-1 alpha-2)', example: 'JP' },
    cleanText((s) => s.toUpperCase()),
    rule('isCountry', 'format', (v) => (COUNTRY_CODES as readonly unknown[]).includes(v), says(Msg.COUNTRY_INVALID)),
  )
  country?: string;

  @Filter(
    'importableTo',
    {
      enum: COUNTRY_CODES,
      description:
        'Only cars this destination country admits under its import rules (GET /api/import-rules): its model-year limits and ' +
        'steering side, intersected with yearMin, yearMax and steering. A country with no rules on file is refused (400 ' +
        'IMPORTABLE_TO_UNKNOWN) rather than ignored: we cannot tell which cars it admits.',
      example: 'KE',
    },
    cleanText((s) => s.toUpperCase()),
    rule('isCountry', 'format', (v) => (COUNTRY_CODES as readonly unknown[]).includes(v), says(Msg.COUNTRY_INVALID)),
  )
  importableTo?: string;

  @EnumFilter('category', CATEGORIES, 'Category')
  category?: string;

  @IntFilter('engineMin', ...ENGINE_RANGE, 'Smallest engine capacity (cc)', 1300)
  @NotAbove('engineMin', 'engineMax', numberNotAbove)
  engineMin?: number;

  @IntFilter('engineMax', ...ENGINE_RANGE, 'Largest engine capacity (cc)', 2500)
  engineMax?: number;

  @PriceFilter('priceMin', 'Lowest FOB price (USD). Signed-in callers only: anonymous callers get 401 PRICE_REQUIRES_SIGN_IN', '5000')
  @NotAbove('priceMin', 'priceMax', priceNotAbove)
  priceMin?: string;

  @PriceFilter('priceMax', 'Highest FOB price (USD), inclusive. Signed-in callers only, as priceMin', '12500.00')
  priceMax?: string;

  @IntFilter('mileageMin', ...MILEAGE_RANGE, 'Lowest mileage (km)', 0)
  @NotAbove('mileageMin', 'mileageMax', numberNotAbove)
  mileageMin?: number;

  @IntFilter('mileageMax', ...MILEAGE_RANGE, 'Highest mileage (km)', 80000)
  mileageMax?: number;

  @Filter(
    'q',
    {
      type: String,
      minLength: 2,
      maxLength: 100,
      description: 'Free text: a part of the make, model, stock id or chassis number, ignoring case',
      example: 'hiace',
    },
    cleanText(),
    rule(
      'isSearchText',
      'format',
      (v) => typeof v === 'string' && v.length >= 2 && v.length <= 100 && !CONTROL_CHARS.test(v),
      says(Msg.FILTER_SEARCH_TEXT),
    ),
  )
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
