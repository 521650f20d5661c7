import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateBy, ValidateIf, ValidateNested, type ValidationArguments } from 'class-validator';
import { COUNTRY_CODES } from '../../../common/countries.js';
import { DEFAULT_PAGE_LIMIT, PageQueryDto } from '../../../common/pagination/pagination.js';
import { isBlank } from '../../../common/validation/fields.js';
import { MSG } from '../../../common/validation/messages.js';
import { emptyToNull, lowerTrim, trim, upperTrim } from '../../../common/validation/transforms.js';
import { type AuctionDamage, type AuctionSheet, OVERALL_GRADES, PART_GRADES } from '../auction-sheet.entity.js';
import { type Car, BODY_TYPES, CAR_STATUSES, CATEGORIES, type CarStatus, DRIVES, FUELS, STEERINGS, TRANSMISSIONS } from '../car.entity.js';
import type { CarImage } from '../car-image.entity.js';
import { badgesOf, parseFeatures, STOCK_ID_PATTERN } from '../car-rules.js';
import { DAMAGE_CODE_PATTERN, MIN_YEAR, maxYear, normaliseDimension, normalisePrice } from './car-admin-rules.js';

/* ---------------------------------------------------------------- field decorators */

type Mode = 'create' | 'update';
type TransformFn = (value: unknown) => unknown;

interface FieldSpec {
  doc: ApiPropertyOptions;
  /** On create: may be left out (a default applies). On update every field may be left out. */
  optional?: boolean;
  /** null is a value (clears the field); otherwise null is refused like a missing required value. */
  nullable?: boolean;
  transform?: TransformFn;
  validators: PropertyDecorator[];
}

/** One field of the create or update body: its OpenAPI doc, when it may be missing, its transform and checks. */
function field(mode: Mode, spec: FieldSpec): PropertyDecorator {
  const required = mode === 'create' && !spec.optional && !spec.nullable;
  const presence =
    spec.nullable || (mode === 'create' && spec.optional)
      ? [IsOptional()]
      : mode === 'update'
        ? [ValidateIf((_o, v) => v !== undefined)]
        : [];
  const doc = { ...spec.doc, ...(spec.nullable ? { nullable: true } : {}) };
  const transform = spec.transform;
  return applyDecorators(
    required ? ApiProperty(doc) : ApiPropertyOptional(doc),
    ...presence,
    ...(transform ? [Transform(({ value }) => transform(value))] : []),
    ...spec.validators,
  );
}

const check = (name: string, validate: (value: unknown) => boolean, message: (args: ValidationArguments) => string) =>
  ValidateBy({ name, validator: { validate, defaultMessage: message } });

/** Required (unless the field is optional) text of at most `max` characters, one message per failure. */
const text = (label: string, max: number) =>
  check(
    'text',
    (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= max,
    ({ value }) =>
      isBlank(value) ? `${label} is required` : typeof value !== 'string' ? `${label} must be text` : MSG.tooLong(label, max),
  );
const nullableText = (label: string, max: number) =>
  check(
    'nullableText',
    (v) => v === null || (typeof v === 'string' && v.length <= max),
    ({ value }) => (typeof value !== 'string' ? `${label} must be text` : MSG.tooLong(label, max)),
  );
const pattern = (label: string, regex: RegExp, format: string) =>
  check(
    'pattern',
    (v) => typeof v === 'string' && regex.test(v),
    ({ value }) => (isBlank(value) ? `${label} is required` : format),
  );
const oneOf = (label: string, values: readonly string[]) =>
  check(
    'oneOf',
    (v) => typeof v === 'string' && values.includes(v),
    ({ value }) => (isBlank(value) ? `${label} is required` : `${label} must be one of ${values.join(', ')}`),
  );
const wholeNumber = (label: string, min: number, max: () => number, unit = '') =>
  check(
    'wholeNumber',
    (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max(),
    ({ value }) => (isBlank(value) ? `${label} is required` : `${label} must be a whole number${unit} from ${min} to ${max()}`),
  );
const decimal = (label: string, normalise: (v: unknown) => string | null, format: string) =>
  check(
    'decimal',
    (v) => normalise(v) !== null,
    ({ value }) => (isBlank(value) ? `${label} is required` : format),
  );

const fixed = (n: number) => () => n;
const asDimension = (v: unknown) => normaliseDimension(v) ?? v;
const asPrice = (v: unknown) => normalisePrice(v) ?? v;
const asUpper = (v: unknown) => upperTrim({ value: v });
const asLower = (v: unknown) => lowerTrim({ value: v });
const asTrimmed = (v: unknown) => trim({ value: v });
const asUpperOrNull = (v: unknown) => {
  const value = emptyToNull({ value: v });
  return typeof value === 'string' ? value.toUpperCase() : value;
};
/** Features: a list of texts, or (legacy clients) a one-item list holding a JSON-encoded list (spec §3). */
const asFeatures = (v: unknown) => (Array.isArray(v) ? parseFeatures(v) : v);

const DIMENSION_FORMAT = (label: string) => `${label} must be in metres, above 0 and below 100, with at most 2 decimals, e.g. 4.60`;
export const PRICE_FORMAT = 'FOB price must be an amount in USD above 0 with at most 2 decimals, e.g. "12500.00"';
export const STOCK_ID_FORMAT = 'Stock id must be two capital letters and seven digits, e.g. AB1234567';
const CHASSIS_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;
const MAX_FEATURES = 100;
const MAX_DAMAGES = 60;

const CarFields = {
  stockId: (mode: Mode) =>
    field(mode, {
      optional: true,
      doc: { example: 'AB1234567', pattern: STOCK_ID_PATTERN.source, description: 'The public reference; generated when left out' },
      transform: asUpper,
      validators: [pattern('Stock id', STOCK_ID_PATTERN, STOCK_ID_FORMAT)],
    }),
  make: (mode: Mode) =>
    field(mode, { doc: { example: 'toyota', description: 'The make’s slug' }, transform: asLower, validators: [text('Make', 60)] }),
  model: (mode: Mode) => field(mode, { doc: { example: 'Prius', maxLength: 60 }, transform: asTrimmed, validators: [text('Model', 60)] }),
  year: (mode: Mode) =>
    field(mode, {
      doc: { type: 'integer', example: 2019, minimum: MIN_YEAR },
      validators: [wholeNumber('Year', MIN_YEAR, () => maxYear())],
    }),
  mileageKm: (mode: Mode) =>
    field(mode, {
      doc: { type: 'integer', example: 48000, minimum: 0, maximum: 2_000_000 },
      validators: [wholeNumber('Mileage', 0, fixed(2_000_000), ' of kilometres')],
    }),
  engineCc: (mode: Mode) =>
    field(mode, {
      doc: { type: 'integer', example: 1800, minimum: 0, maximum: 20_000, description: '0 for an electric car' },
      validators: [wholeNumber('Engine capacity', 0, fixed(20_000), ' of cc')],
    }),
  drive: (mode: Mode) => field(mode, { doc: { enum: DRIVES, example: '2WD' }, transform: asUpper, validators: [oneOf('Drive', DRIVES)] }),
  bodyType: (mode: Mode) =>
    field(mode, { doc: { enum: BODY_TYPES, example: 'hatchback' }, transform: asLower, validators: [oneOf('Body type', BODY_TYPES)] }),
  transmission: (mode: Mode) =>
    field(mode, {
      doc: { enum: TRANSMISSIONS, example: 'automatic' },
      transform: asLower,
      validators: [oneOf('Transmission', TRANSMISSIONS)],
    }),
  fuel: (mode: Mode) => field(mode, { doc: { enum: FUELS, example: 'hybrid' }, transform: asLower, validators: [oneOf('Fuel', FUELS)] }),
  doors: (mode: Mode) =>
    field(mode, { doc: { type: 'integer', example: 5, minimum: 0, maximum: 9 }, validators: [wholeNumber('Doors', 0, fixed(9))] }),
  seats: (mode: Mode) =>
    field(mode, { doc: { type: 'integer', example: 5, minimum: 1, maximum: 99 }, validators: [wholeNumber('Seats', 1, fixed(99))] }),
  color: (mode: Mode) =>
    field(mode, { doc: { example: 'Pearl White', maxLength: 24 }, transform: asTrimmed, validators: [text('Color', 24)] }),
  steering: (mode: Mode) =>
    field(mode, { doc: { enum: STEERINGS, example: 'right' }, transform: asLower, validators: [oneOf('Steering', STEERINGS)] }),
  chassisNumber: (mode: Mode) =>
    field(mode, {
      doc: { example: 'ZVW30-1234567', pattern: CHASSIS_PATTERN.source },
      transform: asUpper,
      validators: [
        pattern('Chassis number', CHASSIS_PATTERN, 'Chassis number must be 3 to 32 letters, digits or dashes, e.g. ZVW30-1234567'),
      ],
    }),
  engineCode: (mode: Mode) =>
    field(mode, {
      nullable: true,
      doc: { type: String, example: '2ZR-FXE', maxLength: 24 },
      transform: asUpperOrNull,
      validators: [nullableText('Engine code', 24)],
    }),
  locationCountry: (mode: Mode) =>
    field(mode, {
      optional: true,
      doc: { enum: COUNTRY_CODES, example: 'JP', default: 'JP', description: 'ISO 3166-1 alpha-2 country where the car stands' },
      transform: asUpper,
      validators: [
        check(
          'country',
          (v) => typeof v === 'string' && (COUNTRY_CODES as readonly string[]).includes(v),
          () => MSG.countryInvalid,
        ),
      ],
    }),
  stockPort: (mode: Mode) =>
    field(mode, {
      optional: true,
      doc: { example: 'Tokyo', default: 'Tokyo', maxLength: 40 },
      transform: asTrimmed,
      validators: [text('Stock port', 40)],
    }),
  dimension: (mode: Mode, label: string, example: string) =>
    field(mode, {
      doc: { type: String, example, description: 'Metres, as a decimal string (a number is accepted), at most 2 decimals' },
      transform: asDimension,
      validators: [decimal(label, normaliseDimension, DIMENSION_FORMAT(label))],
    }),
  fobPriceUsd: (mode: Mode) =>
    field(mode, {
      doc: {
        type: String,
        example: '12500.00',
        description: 'FOB price in USD as a decimal string (a number is accepted), at most 2 decimals',
      },
      transform: asPrice,
      validators: [decimal('FOB price', normalisePrice, PRICE_FORMAT)],
    }),
  category: (mode: Mode) =>
    field(mode, { doc: { enum: CATEGORIES, example: 'hybrid' }, transform: asLower, validators: [oneOf('Category', CATEGORIES)] }),
  features: (mode: Mode) =>
    field(mode, {
      optional: true,
      doc: {
        type: [String],
        example: ['Air conditioning', 'Navigation'],
        description: 'A list of texts. Legacy clients may send one item holding a JSON-encoded list; what does not parse is an empty list.',
      },
      transform: asFeatures,
      validators: [
        check(
          'features',
          (v) => Array.isArray(v) && v.length <= MAX_FEATURES && v.every((f) => typeof f === 'string' && f.length <= 100),
          ({ value }) =>
            !Array.isArray(value)
              ? 'Features must be a list of texts'
              : value.length > MAX_FEATURES
                ? `At most ${MAX_FEATURES} features`
                : 'Each feature must be at most 100 characters',
        ),
      ],
    }),
};

/* ---------------------------------------------------------------- auction sheet */

export class AuctionDamageInputDto {
  @ApiProperty({ example: 'A2', description: 'Auction sheet damage code (A1–A3, E, U, B, W, S 1–3, C1–C2, Y1–Y3, X, XX, X1, P, H, G, R)' })
  @Transform(({ value }) => asUpper(value))
  @ValidateBy({
    name: 'damageCode',
    validator: {
      validate: (v) => typeof v === 'string' && DAMAGE_CODE_PATTERN.test(v),
      defaultMessage: (args) =>
        isBlank(args?.value)
          ? 'Damage code is required'
          : 'Damage code must be an auction sheet code, e.g. A1, U2, W1, S1, C1, X, XX, Y1 or P',
    },
  })
  code: string;

  @ApiProperty({ example: 'front bumper', maxLength: 60 })
  @Transform(({ value }) => asTrimmed(value))
  @text('Damage location', 60)
  location: string;
}

/** A real calendar date (YYYY-MM-DD), today or before. */
const isPastDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) && value <= new Date().toISOString().slice(0, 10);
};

export class AuctionSheetInputDto {
  @ApiProperty({ example: 'USS Tokyo', maxLength: 60 })
  @Transform(({ value }) => asTrimmed(value))
  @text('Auction house', 60)
  auctionHouse: string;

  @ApiProperty({ example: '2026-02-14', format: 'date' })
  @ValidateBy({
    name: 'auctionDate',
    validator: {
      validate: (v) => typeof v === 'string' && isPastDate(v),
      defaultMessage: (args) =>
        isBlank(args?.value) ? 'Auction date is required' : 'Auction date must be a past date in the form YYYY-MM-DD, e.g. 2026-02-14',
    },
  })
  auctionDate: string;

  @ApiProperty({ enum: OVERALL_GRADES, example: '4.5' })
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : asUpper(value)))
  @oneOf('Overall grade', OVERALL_GRADES)
  overallGrade: string;

  @ApiProperty({ enum: PART_GRADES, example: 'B' })
  @Transform(({ value }) => asUpper(value))
  @oneOf('Interior grade', PART_GRADES)
  interiorGrade: string;

  @ApiProperty({ enum: PART_GRADES, example: 'B' })
  @Transform(({ value }) => asUpper(value))
  @oneOf('Exterior grade', PART_GRADES)
  exteriorGrade: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '7 mm all round', maxLength: 60 })
  @IsOptional()
  @Transform(({ value }) => emptyToNull({ value }))
  @nullableText('Tyre condition', 60)
  tyreCondition?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Clean car, light scratches', maxLength: 200 })
  @IsOptional()
  @Transform(({ value }) => emptyToNull({ value }))
  @nullableText('Total evaluation', 200)
  totalEvaluation?: string | null;

  @ApiPropertyOptional({ type: [AuctionDamageInputDto], default: [] })
  @IsOptional()
  @ValidateBy({
    name: 'damages',
    validator: {
      validate: (v) => Array.isArray(v) && v.length <= MAX_DAMAGES,
      defaultMessage: (args) => (Array.isArray(args?.value) ? `At most ${MAX_DAMAGES} damages` : 'Damages must be a list'),
    },
  })
  @ValidateNested({ each: true })
  @Type(() => AuctionDamageInputDto)
  damages?: AuctionDamageInputDto[];

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Navigation is Japanese only', maxLength: 2000 })
  @IsOptional()
  @Transform(({ value }) => emptyToNull({ value }))
  @nullableText('Notes', 2000)
  notes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Small scratch on the rear bumper; interior clean.', maxLength: 5000 })
  @IsOptional()
  @Transform(({ value }) => emptyToNull({ value }))
  @nullableText('Translated details', 5000)
  translatedDetails?: string | null;
}

const AuctionSheetField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: AuctionSheetInputDto, nullable: true, description }),
    IsOptional(),
    IsObject({ message: 'Auction sheet must be an object' }),
    ValidateNested(),
    Type(() => AuctionSheetInputDto),
  );

/* ---------------------------------------------------------------- request bodies */

export class CreateCarDto {
  @CarFields.stockId('create') stockId?: string;
  @CarFields.make('create') make: string;
  @CarFields.model('create') model: string;
  @CarFields.year('create') year: number;
  @CarFields.mileageKm('create') mileageKm: number;
  @CarFields.engineCc('create') engineCc: number;
  @CarFields.drive('create') drive: string;
  @CarFields.bodyType('create') bodyType: string;
  @CarFields.transmission('create') transmission: string;
  @CarFields.fuel('create') fuel: string;
  @CarFields.doors('create') doors: number;
  @CarFields.seats('create') seats: number;
  @CarFields.color('create') color: string;
  @CarFields.steering('create') steering: string;
  @CarFields.chassisNumber('create') chassisNumber: string;
  @CarFields.engineCode('create') engineCode?: string | null;
  @CarFields.locationCountry('create') locationCountry?: string;
  @CarFields.stockPort('create') stockPort?: string;
  @CarFields.dimension('create', 'Length', '4.48') lengthM: string;
  @CarFields.dimension('create', 'Width', '1.76') widthM: string;
  @CarFields.dimension('create', 'Height', '1.49') heightM: string;
  @CarFields.fobPriceUsd('create') fobPriceUsd: string;
  @CarFields.category('create') category: string;
  @CarFields.features('create') features?: string[];
  @AuctionSheetField('The auction inspection sheet, when the car came from an auction')
  auctionSheet?: AuctionSheetInputDto | null;
}

/** Every field may be left out; what is sent replaces the value. `auctionSheet` replaces the whole sheet; null removes it. */
export class UpdateCarDto {
  @CarFields.stockId('update') stockId?: string;
  @CarFields.make('update') make?: string;
  @CarFields.model('update') model?: string;
  @CarFields.year('update') year?: number;
  @CarFields.mileageKm('update') mileageKm?: number;
  @CarFields.engineCc('update') engineCc?: number;
  @CarFields.drive('update') drive?: string;
  @CarFields.bodyType('update') bodyType?: string;
  @CarFields.transmission('update') transmission?: string;
  @CarFields.fuel('update') fuel?: string;
  @CarFields.doors('update') doors?: number;
  @CarFields.seats('update') seats?: number;
  @CarFields.color('update') color?: string;
  @CarFields.steering('update') steering?: string;
  @CarFields.chassisNumber('update') chassisNumber?: string;
  @CarFields.engineCode('update') engineCode?: string | null;
  @CarFields.locationCountry('update') locationCountry?: string;
  @CarFields.stockPort('update') stockPort?: string;
  @CarFields.dimension('update', 'Length', '4.48') lengthM?: string;
  @CarFields.dimension('update', 'Width', '1.76') widthM?: string;
  @CarFields.dimension('update', 'Height', '1.49') heightM?: string;
  @CarFields.fobPriceUsd('update') fobPriceUsd?: string;
  @CarFields.category('update') category?: string;
  @CarFields.features('update') features?: string[];
  @AuctionSheetField('Replaces the whole auction sheet; null removes it')
  auctionSheet?: AuctionSheetInputDto | null;
}

export const STATUS_MESSAGE = `Status must be one of ${CAR_STATUSES.join(', ')}`;

export class ChangeCarStatusDto {
  @ApiProperty({ enum: CAR_STATUSES, example: 'reserved' })
  @Transform(({ value }) => asLower(value))
  @oneOf('Status', CAR_STATUSES)
  status: CarStatus;
}

export class ReorderImagesDto {
  @ApiProperty({ type: [String], example: ['1043', '1041', '1042'], description: 'Every image id of the car, in the new order' })
  @ValidateBy({
    name: 'imageIds',
    validator: {
      validate: (v) => Array.isArray(v) && v.length <= 1000 && v.every((id) => typeof id === 'string' && /^\d{1,18}$/.test(id)),
      defaultMessage: () => 'Image ids must be a list of the car’s image ids',
    },
  })
  imageIds: string[];
}

export class AdminCarListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CAR_STATUSES, description: 'One status, or several separated by commas' })
  @IsOptional()
  @Transform(({ value }) =>
    typeof value !== 'string' ? value : value.trim() === '' ? null : value.split(',').map((s) => s.trim().toLowerCase()),
  )
  @ValidateBy({
    name: 'statuses',
    validator: {
      validate: (v) => Array.isArray(v) && v.length > 0 && v.every((s) => (CAR_STATUSES as readonly string[]).includes(s)),
      defaultMessage: () => STATUS_MESSAGE,
    },
  })
  status?: CarStatus[];

  @ApiPropertyOptional({ example: 'toyota', description: 'A make’s slug' })
  @IsOptional()
  @Transform(({ value }) => asLower(emptyToNull({ value })))
  @text('Make', 60)
  make?: string;

  @ApiPropertyOptional({ example: 'ZVW30', description: 'Text searched in stock id, chassis number and model (case-insensitive)' })
  @IsOptional()
  @Transform(({ value }) => emptyToNull({ value }))
  @text('Search text', 100)
  q?: string;
}

/* ---------------------------------------------------------------- answers */

export class AdminCarImageDto {
  @ApiProperty({ example: '1042', description: 'The image id (used to reorder and delete images)' })
  id: string;

  @ApiProperty({ example: 0, description: '0 is the featured image' })
  position: number;

  @ApiProperty({ example: '/uploads/cars/AB1234567/q3Vx9mZbT1cKp0aW.webp' })
  url: string;

  @ApiProperty({ example: '/uploads/cars/AB1234567/q3Vx9mZbT1cKp0aW-thumb.webp' })
  thumbnailUrl: string;

  @ApiProperty({ type: Number, nullable: true, example: 1600 })
  width: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 1200 })
  height: number | null;
}

export class AdminAuctionDamageDto {
  @ApiProperty({ example: 'A2' })
  code: string;

  @ApiProperty({ example: 'front bumper' })
  location: string;
}

export class AdminAuctionSheetDto {
  @ApiProperty({ example: 'USS Tokyo' })
  auctionHouse: string;
  @ApiProperty({ example: '2026-02-14', format: 'date' })
  auctionDate: string;
  @ApiProperty({ enum: OVERALL_GRADES, example: '4.5' })
  overallGrade: string;
  @ApiProperty({ enum: PART_GRADES, example: 'B' })
  interiorGrade: string;
  @ApiProperty({ enum: PART_GRADES, example: 'B' })
  exteriorGrade: string;
  @ApiProperty({ type: String, nullable: true, example: '7 mm all round' })
  tyreCondition: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Clean car, light scratches' })
  totalEvaluation: string | null;
  @ApiProperty({ type: [AdminAuctionDamageDto] })
  damages: AuctionDamage[];
  @ApiProperty({ type: String, nullable: true })
  notes: string | null;
  @ApiProperty({ type: String, nullable: true })
  translatedDetails: string | null;
}

export class CarMakeRefDto {
  @ApiProperty({ example: 'toyota' })
  slug: string;
  @ApiProperty({ example: 'Toyota' })
  title: string;
}

/** A car in the staff list: every column, prices included. */
export class AdminCarSummaryDto {
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ enum: CAR_STATUSES, example: 'available' })
  status: CarStatus;
  @ApiProperty({ type: [String], example: ['Available'], description: 'What the product page shows for the status' })
  badges: string[];
  @ApiProperty({ type: CarMakeRefDto })
  make: CarMakeRefDto;
  @ApiProperty({ example: 'Prius' })
  model: string;
  @ApiProperty({ example: 2019 })
  year: number;
  @ApiProperty({ example: 48000 })
  mileageKm: number;
  @ApiProperty({ example: 1800 })
  engineCc: number;
  @ApiProperty({ enum: DRIVES, example: '2WD' })
  drive: string;
  @ApiProperty({ enum: BODY_TYPES, example: 'hatchback' })
  bodyType: string;
  @ApiProperty({ enum: TRANSMISSIONS, example: 'automatic' })
  transmission: string;
  @ApiProperty({ enum: FUELS, example: 'hybrid' })
  fuel: string;
  @ApiProperty({ example: 5 })
  doors: number;
  @ApiProperty({ example: 5 })
  seats: number;
  @ApiProperty({ example: 'Pearl White' })
  color: string;
  @ApiProperty({ enum: STEERINGS, example: 'right' })
  steering: string;
  @ApiProperty({ example: 'ZVW30-1234567' })
  chassisNumber: string;
  @ApiProperty({ type: String, nullable: true, example: '2ZR-FXE' })
  engineCode: string | null;
  @ApiProperty({ example: 'JP' })
  locationCountry: string;
  @ApiProperty({ example: 'Tokyo' })
  stockPort: string;
  @ApiProperty({ example: '4.48' })
  lengthM: string;
  @ApiProperty({ example: '1.76' })
  widthM: string;
  @ApiProperty({ example: '1.49' })
  heightM: string;
  @ApiProperty({ example: '11.748', description: 'Freight volume: length × width × height' })
  volumeM3: string;
  @ApiProperty({ example: '12500.00', description: 'FOB price in USD, a decimal string' })
  fobPriceUsd: string;
  @ApiProperty({ enum: CATEGORIES, example: 'hybrid' })
  category: string;
  @ApiProperty({ type: [String], example: ['Air conditioning', 'Navigation'] })
  features: string[];
  @ApiProperty({ type: String, nullable: true, example: '/uploads/cars/AB1234567/q3Vx9mZbT1cKp0aW.webp' })
  featuredImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/cars/AB1234567/q3Vx9mZbT1cKp0aW-thumb.webp' })
  featuredThumbnailUrl: string | null;
  @ApiProperty({ example: '1520' })
  viewCount: string;
  @ApiProperty({ example: '2026-03-01T09:00:00.000Z' })
  createdAt: string;
  @ApiProperty({ example: '2026-03-02T10:30:00.000Z' })
  updatedAt: string;
}

/** One car as staff see and edit it: the summary plus its gallery and auction sheet. */
export class AdminCarDto extends AdminCarSummaryDto {
  @ApiProperty({ type: [AdminCarImageDto], description: 'The gallery in order; the first is the featured image' })
  images: AdminCarImageDto[];
  @ApiProperty({ type: AdminAuctionSheetDto, nullable: true })
  auctionSheet: AdminAuctionSheetDto | null;
}

export class AdminCarListDto {
  @ApiProperty({ type: [AdminCarSummaryDto] })
  items: AdminCarSummaryDto[];
  @ApiProperty({ example: 1043 })
  total: number;
  @ApiProperty({ example: 1 })
  page: number;
  @ApiProperty({ example: DEFAULT_PAGE_LIMIT })
  limit: number;
}

export class CarDeletedDto {
  @ApiProperty({ example: 'Car deleted successfully' })
  message: string;
}

export const toAdminCarImageDto = (image: CarImage): AdminCarImageDto => ({
  id: String(image.id),
  position: image.position,
  url: image.url,
  thumbnailUrl: image.thumbnailUrl,
  width: image.width,
  height: image.height,
});

export const toAuctionSheetDto = (sheet: AuctionSheet): AdminAuctionSheetDto => ({
  auctionHouse: sheet.auctionHouse,
  auctionDate: sheet.auctionDate,
  overallGrade: sheet.overallGrade,
  interiorGrade: sheet.interiorGrade,
  exteriorGrade: sheet.exteriorGrade,
  tyreCondition: sheet.tyreCondition,
  totalEvaluation: sheet.totalEvaluation,
  damages: sheet.damages.map((d) => ({ code: d.code, location: d.location })),
  notes: sheet.notes,
  translatedDetails: sheet.translatedDetails,
});

/** The staff view of a car (pure): `car.make` must be loaded. */
export function toAdminCarSummary(car: Car): AdminCarSummaryDto {
  return {
    stockId: car.stockId,
    status: car.status,
    badges: badgesOf(car.status),
    make: { slug: car.make!.slug, title: car.make!.title },
    model: car.model,
    year: car.year,
    mileageKm: car.mileageKm,
    engineCc: car.engineCc,
    drive: car.drive,
    bodyType: car.bodyType,
    transmission: car.transmission,
    fuel: car.fuel,
    doors: car.doors,
    seats: car.seats,
    color: car.color,
    steering: car.steering,
    chassisNumber: car.chassisNumber,
    engineCode: car.engineCode,
    locationCountry: car.locationCountry,
    stockPort: car.stockPort,
    lengthM: car.lengthM,
    widthM: car.widthM,
    heightM: car.heightM,
    volumeM3: car.volumeM3,
    fobPriceUsd: car.fobPriceUsd,
    category: car.category,
    features: car.features,
    featuredImageUrl: car.featuredImageUrl,
    featuredThumbnailUrl: car.featuredThumbnailUrl,
    viewCount: String(car.viewCount),
    createdAt: car.createdAt.toISOString(),
    updatedAt: car.updatedAt.toISOString(),
  };
}

export function toAdminCarDto(car: Car, images: CarImage[], sheet: AuctionSheet | null): AdminCarDto {
  return {
    ...toAdminCarSummary(car),
    images: images.map(toAdminCarImageDto),
    auctionSheet: sheet ? toAuctionSheetDto(sheet) : null,
  };
}
