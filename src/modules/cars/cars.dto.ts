import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, ValidateBy, type ValidationArguments } from 'class-validator';
import { Decimal } from 'decimal.js';
import { COUNTRY_CODES } from '../../common/countries.js';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { MSG } from '../../common/validation/messages.js';
import type { AuctionDamage } from './auction-sheet.entity.js';
import { BODY_TYPES, CAR_STATUSES, CATEGORIES, type CarStatus, DRIVES, FUELS, STEERINGS, TRANSMISSIONS } from './car.entity.js';
import { badgesOf, parseFeatures } from './car-rules.js';
import { CAR_SORTS, type CarSort, DEFAULT_SORT, MAX_OFFSET_ROWS } from './car-search-rules.js';
import type { SummaryRow } from './car-search-sql.js';
import type { MakeRef } from './makes-directory.service.js';
import { MoneyDto } from '../../common/money/money.dto.js';

// ---------------------------------------------------------------------------------------------------------
// Query parameters. Query strings arrive as text; an empty parameter (`?model=`) counts as not sent.

type TransformArgs = { value: unknown };
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const cleanText =
  (normalize: (s: string) => string = (s) => s) =>
  ({ value }: TransformArgs) => {
    const v = blankToUndefined(value);
    return typeof v === 'string' ? normalize(v.trim()) : v;
  };
const toInt = ({ value }: TransformArgs) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' && /^\s*-?\d{1,10}\s*$/.test(v) ? Number(v) : v;
};

const check = (name: string, validate: (value: unknown, args: ValidationArguments) => boolean, message: string) =>
  ValidateBy({ name, validator: { validate, defaultMessage: () => message } });

/** A whole number in [min, max]. */
const IntFilter = (field: string, min: number, max: number, description: string, example: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, description, example }),
    IsOptional(),
    Transform(toInt),
    check(
      'isIntInRange',
      (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max,
      `${field} must be a whole number from ${min} to ${max}`,
    ),
  );

/** One of a fixed list, accepted in any case and answered in the list's own case. */
const EnumFilter = (field: string, values: readonly string[], description: string) => {
  const canonical = new Map(values.map((v) => [v.toLowerCase(), v]));
  return applyDecorators(
    ApiPropertyOptional({ enum: values, description, example: values[0] }),
    IsOptional(),
    Transform(cleanText((s) => canonical.get(s.toLowerCase()) ?? s)),
    IsIn(values as string[], { message: `${field} must be one of: ${values.join(', ')}` }),
  );
};

/** Free text of 1 to `max` characters, matched exactly but ignoring case. */
const TextFilter = (field: string, max: number, description: string, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, description, example }),
    IsOptional(),
    Transform(cleanText()),
    check('isShortText', (v) => typeof v === 'string' && v.length <= max, `${field} must be text of at most ${max} characters`),
  );

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const PriceFilter = (field: string, description: string, example: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, pattern: PRICE.source, description, example }),
    IsOptional(),
    Transform(cleanText()),
    check(
      'isUsdAmount',
      (v) => typeof v === 'string' && PRICE.test(v),
      `${field} must be an amount in USD with at most two decimals, e.g. 12500.00`,
    ),
  );

/** A lower bound that must not exceed its upper bound (reported on the lower one). */
const NotAbove = (field: string, upper: string, compare: (low: unknown, high: unknown) => boolean) =>
  check(
    `notAbove_${upper}`,
    (value, args) => {
      const high = (args.object as Record<string, unknown>)[upper];
      return high === undefined || value === undefined || compare(value, high);
    },
    `${field} must not be greater than ${upper}`,
  );
const numberNotAbove = (low: unknown, high: unknown) => typeof low !== 'number' || typeof high !== 'number' || low <= high;
const priceNotAbove = (low: unknown, high: unknown) =>
  typeof low !== 'string' || typeof high !== 'string' || !PRICE.test(low) || !PRICE.test(high) || new Decimal(low).lte(high);

const MAKE_SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;
// q is matched against fields joined by line breaks (car-search-sql.ts), so it may hold no control character.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const YEAR_RANGE = [1900, 2100] as const;
const ENGINE_RANGE = [0, 100_000] as const;
const MILEAGE_RANGE = [0, 10_000_000] as const;

/** The catalogue filters (GET /api/cars and GET /api/cars/facets). Every parameter is optional. */
export class CarFilterQueryDto {
  @ApiPropertyOptional({ type: String, description: 'Make slug, as GET /api/makes lists them', example: 'toyota' })
  @IsOptional()
  @Transform(cleanText((s) => s.toLowerCase()))
  @check('isMakeSlug', (v) => typeof v === 'string' && MAKE_SLUG.test(v), 'make must be a make slug, e.g. toyota')
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

  @ApiPropertyOptional({ enum: COUNTRY_CODES, description: 'Country where the car stands (ISO 3166-1 alpha-2)', example: 'JP' })
  @IsOptional()
  @Transform(cleanText((s) => s.toUpperCase()))
  @IsIn(COUNTRY_CODES, { message: MSG.countryInvalid })
  country?: string;

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

  @ApiPropertyOptional({
    type: String,
    minLength: 2,
    maxLength: 100,
    description: 'Free text: a part of the make, model, stock id or chassis number, ignoring case',
    example: 'hiace',
  })
  @IsOptional()
  @Transform(cleanText())
  @check(
    'isSearchText',
    (v) => typeof v === 'string' && v.length >= 2 && v.length <= 100 && !CONTROL_CHARS.test(v),
    'q must be 2 to 100 characters',
  )
  q?: string;
}

export class CarFacetsQueryDto extends CarFilterQueryDto {}

export class CarSearchQueryDto extends IntersectionType(CarFilterQueryDto, PageQueryDto) {
  @ApiPropertyOptional({
    enum: CAR_SORTS,
    default: DEFAULT_SORT,
    description: 'Order: newest first (default), by FOB price (signed-in callers only), model year or mileage',
  })
  @IsOptional()
  @Transform(cleanText((s) => s.toLowerCase()))
  @IsIn(CAR_SORTS as unknown as string[], { message: `sort must be one of: ${CAR_SORTS.join(', ')}` })
  sort?: CarSort;

  @ApiPropertyOptional({
    type: String,
    maxLength: 256,
    description:
      `Opaque keyset cursor: the nextCursor of the previous answer, with the same sort. When given, page is ignored. ` +
      `Page numbers reach ${MAX_OFFSET_ROWS.toLocaleString('en')} results deep; the cursor goes on from there.`,
  })
  @IsOptional()
  @Transform(cleanText())
  @check('isCursorText', (v) => typeof v === 'string' && v.length <= 256, 'cursor must be the nextCursor of a previous answer')
  cursor?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Answers

export class MakeRefDto {
  @ApiProperty({ example: 'toyota' })
  slug: string;

  @ApiProperty({ example: 'Toyota' })
  title: string;
}

export class CarSummaryDto {
  @ApiProperty({ example: 'AB1234567', description: 'The stock id: the public reference of the car' })
  ref: string;

  @ApiProperty({ type: MakeRefDto })
  make: MakeRefDto;

  @ApiProperty({ example: 'Corolla' })
  model: string;

  @ApiProperty({ example: 2018 })
  year: number;

  @ApiProperty({ example: 64000 })
  mileageKm: number;

  @ApiProperty({ example: 1500 })
  engineCc: number;

  @ApiProperty({ enum: STEERINGS, example: 'right' })
  steering: string;

  @ApiProperty({ example: 'sedan' })
  bodyType: string;

  @ApiProperty({ example: 'petrol' })
  fuel: string;

  @ApiProperty({ example: '2WD' })
  drive: string;

  @ApiProperty({ example: 'automatic' })
  transmission: string;

  @ApiProperty({ example: 'Pearl White' })
  color: string;

  @ApiProperty({ example: 'standard' })
  category: string;

  @ApiProperty({ example: 'JP', description: 'ISO 3166-1 alpha-2' })
  locationCountry: string;

  @ApiProperty({ example: 'Yokohama' })
  stockPort: string;

  @ApiProperty({ enum: CAR_STATUSES, example: 'available' })
  status: string;

  @ApiProperty({ type: [String], example: ['Available'], description: 'Available, Ready to Ship, RESERVED' })
  badges: string[];

  @ApiProperty({ type: String, nullable: true, example: '/uploads/cars/AB1234567/0.webp' })
  featuredImageUrl: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/cars/AB1234567/0-thumb.webp' })
  thumbnailUrl: string | null;

  @ApiPropertyOptional({ type: MoneyDto, description: 'FOB price. Only for signed-in callers: the key is absent for anonymous ones' })
  price?: MoneyDto;
}

export class CarListDto {
  @ApiProperty({ type: [CarSummaryDto] })
  items: CarSummaryDto[];

  @ApiProperty({
    example: 1234,
    description:
      'Cars matching the filters. Exact when counting is cheap (or the last page shows it); otherwise the planner’s estimate, ' +
      'flagged by totalIsEstimate. Cached for a minute per catalogue version.',
  })
  total: number;

  @ApiProperty({ example: false })
  totalIsEstimate: boolean;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  limit: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor (with the same filters and sort) for the next page; null on the last page',
  })
  nextCursor: string | null;
}

export class FacetValueDto {
  @ApiProperty({ example: 'toyota', description: 'The value to send as the filter parameter' })
  value: string;

  @ApiProperty({ example: 'Toyota' })
  label: string;

  @ApiProperty({ example: 420 })
  count: number;
}

export class PriceBandDto {
  @ApiProperty({ example: '10000.00' })
  min: string;

  @ApiProperty({ type: String, nullable: true, example: '14999.99', description: 'Inclusive; null for the open top band' })
  max: string | null;

  @ApiProperty({ example: 120 })
  count: number;
}

export class CarFacetsDto {
  @ApiProperty({ type: [FacetValueDto], description: 'Counts ignore the make and model filters' })
  makes: FacetValueDto[];

  @ApiPropertyOptional({ type: [FacetValueDto], description: 'Only when make is given; counts ignore the model filter' })
  models?: FacetValueDto[];

  @ApiProperty({ type: [FacetValueDto] })
  bodyTypes: FacetValueDto[];

  @ApiProperty({ type: [FacetValueDto] })
  categories: FacetValueDto[];

  @ApiProperty({ type: [FacetValueDto], description: 'Location countries (ISO 3166-1 alpha-2)' })
  countries: FacetValueDto[];

  @ApiProperty({ type: [FacetValueDto], description: 'Stock ports' })
  locations: FacetValueDto[];

  @ApiPropertyOptional({ type: [PriceBandDto], description: 'Signed-in callers only; counts ignore priceMin and priceMax' })
  priceBands?: PriceBandDto[];

  @ApiProperty({ description: 'True when some counts come from a sample of the catalogue and are approximate', example: false })
  approximate: boolean;
}

export class CarImageDto {
  @ApiProperty({ example: '/uploads/cars/AB1234567/1.webp' })
  url: string;

  @ApiProperty({ example: '/uploads/cars/AB1234567/1-thumb.webp' })
  thumbnailUrl: string;

  @ApiProperty({ type: Number, nullable: true, example: 1600 })
  width: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 1200 })
  height: number | null;
}

export class DimensionsDto {
  @ApiProperty({ example: '4.63' })
  lengthM: string;

  @ApiProperty({ example: '1.78' })
  widthM: string;

  @ApiProperty({ example: '1.44' })
  heightM: string;

  @ApiProperty({ example: '11.866', description: 'Freight volume in m³' })
  volumeM3: string;
}

export class AuctionDamageDto {
  @ApiProperty({ example: 'A2' })
  code: string;

  @ApiProperty({ example: 'front bumper' })
  location: string;
}

export class AuctionSheetDto {
  @ApiProperty({ example: 'USS Tokyo' })
  auctionHouse: string;

  @ApiProperty({ example: '2024-05-14', format: 'date' })
  auctionDate: string;

  @ApiProperty({ example: '4.5' })
  overallGrade: string;

  @ApiProperty({ example: 'B', enum: ['A', 'B', 'C', 'D', 'E'] })
  interiorGrade: string;

  @ApiProperty({ example: 'A', enum: ['A', 'B', 'C', 'D', 'E'] })
  exteriorGrade: string;

  @ApiProperty({ type: String, nullable: true, example: '7 mm' })
  tyreCondition: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Clean car, light scratches' })
  totalEvaluation: string | null;

  @ApiProperty({ type: [AuctionDamageDto] })
  damages: AuctionDamageDto[];

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ type: String, nullable: true })
  translatedDetails: string | null;
}

export class CarDetailDto extends CarSummaryDto {
  @ApiProperty({ type: [CarImageDto], description: 'The gallery, in order' })
  images: CarImageDto[];

  @ApiProperty({ type: [String], example: ['Air conditioning', 'Navigation'] })
  features: string[];

  @ApiProperty({ example: 4 })
  doors: number;

  @ApiProperty({ example: 5 })
  seats: number;

  @ApiProperty({ example: 'NZE141-1234567' })
  chassisNumber: string;

  @ApiProperty({ type: String, nullable: true, example: '1NZ-FE' })
  engineCode: string | null;

  @ApiProperty({ type: DimensionsDto })
  dimensions: DimensionsDto;

  @ApiProperty({ type: AuctionSheetDto, nullable: true })
  auctionSheet: AuctionSheetDto | null;

  @ApiProperty({ example: 152, description: 'Detail views, including those not yet flushed to the database' })
  viewCount: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------------------
// Mappers (pure)

const usd = (amount: string): MoneyDto => ({ amount: new Decimal(amount).toFixed(2), currency: 'USD' });

/** A list item. The price key exists only for signed-in callers (anonymous ones never receive a price). */
export function toCarSummary(row: SummaryRow, make: MakeRef, signedIn: boolean): CarSummaryDto {
  const summary: CarSummaryDto = {
    ref: row.stock_id,
    make: { slug: make.slug, title: make.title },
    model: row.model,
    year: Number(row.year),
    mileageKm: Number(row.mileage_km),
    engineCc: Number(row.engine_cc),
    steering: row.steering,
    bodyType: row.body_type,
    fuel: row.fuel,
    drive: row.drive,
    transmission: row.transmission,
    color: row.color,
    category: row.category,
    locationCountry: row.location_country.trim(),
    stockPort: row.stock_port,
    status: row.status,
    badges: badgesOf(row.status as CarStatus),
    featuredImageUrl: row.featured_image_url,
    thumbnailUrl: row.featured_thumbnail_url,
  };
  if (signedIn && row.fob_price_usd !== undefined && row.fob_price_usd !== null) summary.price = usd(row.fob_price_usd);
  return summary;
}

export interface DetailRow extends SummaryRow {
  make_slug: string;
  make_title: string;
  features: unknown;
  doors: number;
  seats: number;
  chassis_number: string;
  engine_code: string | null;
  length_m: string;
  width_m: string;
  height_m: string;
  volume_m3: string;
  view_count: string;
  created_at: Date;
  updated_at: Date;
  images: { url: string; thumbnailUrl: string; width: number | null; height: number | null }[] | null;
  auction_sheet: (Omit<AuctionSheetDto, 'damages'> & { damages: unknown }) | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Damage marks as stored (jsonb); anything that is not a { code, location } pair is left out. */
function damagesOf(value: unknown): AuctionDamageDto[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((d): d is AuctionDamage => !!d && typeof d === 'object' && typeof (d as AuctionDamage).code === 'string')
    .map((d) => ({ code: d.code, location: text(d.location) }));
}

export function toCarDetail(row: DetailRow, signedIn: boolean, pendingViews: number): CarDetailDto {
  const sheet = row.auction_sheet;
  return {
    ...toCarSummary(row, { id: row.make_id, slug: row.make_slug, title: row.make_title }, signedIn),
    images: (row.images ?? []).map((i) => ({ url: i.url, thumbnailUrl: i.thumbnailUrl, width: i.width, height: i.height })),
    features: parseFeatures(row.features),
    doors: Number(row.doors),
    seats: Number(row.seats),
    chassisNumber: row.chassis_number,
    engineCode: row.engine_code,
    dimensions: { lengthM: row.length_m, widthM: row.width_m, heightM: row.height_m, volumeM3: row.volume_m3 },
    auctionSheet: sheet
      ? {
          auctionHouse: sheet.auctionHouse,
          auctionDate: sheet.auctionDate,
          overallGrade: sheet.overallGrade,
          interiorGrade: text(sheet.interiorGrade).trim(),
          exteriorGrade: text(sheet.exteriorGrade).trim(),
          tyreCondition: sheet.tyreCondition,
          totalEvaluation: sheet.totalEvaluation,
          damages: damagesOf(sheet.damages),
          notes: sheet.notes,
          translatedDetails: sheet.translatedDetails,
        }
      : null,
    viewCount: Number(row.view_count) + pendingViews,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
