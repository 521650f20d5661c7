import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { COUNTRY_CODES } from '@autoexport/contract/countries';
import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import {
  Choice,
  Country,
  DateFilter,
  Field,
  type FieldDoc,
  type FieldOptions,
  OptionalText,
  TextField,
  UpdateOf,
  WholeNumber,
} from '../../common/validation/fields.js';
import { NotAfterToday } from '../../common/validation/not-after-today.js';
import { rule, says } from '../../common/validation/rules.js';
import { lowerTrim, upperTrim } from '../../common/validation/transforms.js';
import { OVERALL_GRADES, PART_GRADES } from '../cars/auction-sheet.entity.js';
import { BODY_TYPES, CAR_STATUSES, CATEGORIES, type CarStatus, DRIVES, FUELS, STEERINGS, TRANSMISSIONS } from '../cars/car.entity.js';
import { CAR_EDITABLE_FIELDS, type CarEditableField } from '../cars/car-fields.js';
import { parseFeatures, STOCK_ID_PATTERN } from '../cars/car-rules.js';
import { SortParam } from '../../common/pagination/sort.js';
import { CarFilterQueryDto } from '../cars/cars.query.js';
import { ADMIN_CAR_DEFAULT_SORT, ADMIN_CAR_SORT_KEYS } from './car-admin-list-sql.js';
import { BULK_ACTIONS, type BulkAction, MAX_BULK_CARS, MAX_PERCENT, MIN_PERCENT, normalisePercent } from './car-bulk-rules.js';
import { DAMAGE_CODE_PATTERN, MAX_DAMAGES, MIN_YEAR, maxYear, normaliseDimension, normalisePrice } from '../cars/car-admin-rules.js';

/* ---------------------------------------------------------------- checks */

const upper = (value: unknown) => upperTrim({ value });
const lower = (value: unknown) => lowerTrim({ value });

/** Text matching `pattern`. */
const matches = (pattern: RegExp, invalid: ReturnType<typeof says>) =>
  rule('matches', 'format', (v) => typeof v === 'string' && pattern.test(v), invalid);

const upTo = (n: number) => () => n;

/** A decimal string (a number is accepted) that `normalise` accepts; stored as `normalise` writes it. */
const DecimalField = (label: string, normalise: (v: unknown) => string | null, invalid: ReturnType<typeof says>, doc: FieldDoc) =>
  Field(
    label,
    { type: String, ...doc },
    { transform: (v) => normalise(v) ?? v },
    rule('decimal', 'format', (v) => normalise(v) !== null, invalid),
  );
const Dimension = (label: string, example: string) =>
  DecimalField(label, normaliseDimension, says(Msg.DIMENSION_INVALID, { label }), {
    example,
    description: 'Metres, as a decimal string (a number is accepted), at most 2 decimals',
  });

const CHASSIS_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;
const MAX_FEATURES = 100;
const MAX_FEATURE_LENGTH = 100;

/** Left out, the service applies a default; sent, it must be valid (null and blank included). */
const DEFAULTED: FieldOptions = { presence: 'omittable' };

/** Every editable field's documentation and checks, as a create body takes it. */
const CAR_FIELD_RULES: Record<CarEditableField, PropertyDecorator> = {
  stockId: Field(
    'Stock id',
    { type: String, example: 'AB1234567', pattern: STOCK_ID_PATTERN.source, description: 'The public reference; generated when left out' },
    { ...DEFAULTED, transform: upper },
    matches(STOCK_ID_PATTERN, says(Msg.STOCK_ID_INVALID)),
  ),
  make: TextField('Make', 60, { example: 'toyota', description: 'The make’s slug' }, { transform: lower }),
  model: TextField('Model', 60, { example: 'Prius' }),
  year: WholeNumber('Year', 'FIELD_WHOLE_NUMBER', MIN_YEAR, () => maxYear(), { example: 2019, minimum: MIN_YEAR }),
  mileageKm: WholeNumber('Mileage', 'FIELD_KILOMETRES', 0, upTo(2_000_000), { example: 48000, minimum: 0, maximum: 2_000_000 }),
  engineCc: WholeNumber('Engine capacity', 'FIELD_CC', 0, upTo(20_000), {
    example: 1800,
    minimum: 0,
    maximum: 20_000,
    description: '0 for an electric car',
  }),
  drive: Choice('Drive', DRIVES, { example: '2WD' }, { transform: upper }),
  bodyType: Choice('Body type', BODY_TYPES, { example: 'hatchback' }, { transform: lower }),
  transmission: Choice('Transmission', TRANSMISSIONS, { example: 'automatic' }, { transform: lower }),
  fuel: Choice('Fuel', FUELS, { example: 'hybrid' }, { transform: lower }),
  doors: WholeNumber('Doors', 'FIELD_WHOLE_NUMBER', 0, upTo(9), { example: 5, minimum: 0, maximum: 9 }),
  seats: WholeNumber('Seats', 'FIELD_WHOLE_NUMBER', 1, upTo(99), { example: 5, minimum: 1, maximum: 99 }),
  color: TextField('Color', 24, { example: 'Pearl White' }),
  steering: Choice('Steering', STEERINGS, { example: 'right' }, { transform: lower }),
  chassisNumber: Field(
    'Chassis number',
    { type: String, example: 'ZVW30-1234567', pattern: CHASSIS_PATTERN.source },
    { transform: upper },
    matches(CHASSIS_PATTERN, says(Msg.CHASSIS_NUMBER_INVALID)),
  ),
  engineCode: TextField('Engine code', 24, { example: '2ZR-FXE' }, { presence: 'nullable', transform: upper }),
  locationCountry: Country(
    { enum: COUNTRY_CODES, example: 'JP', default: 'JP', description: 'ISO 3166-1 alpha-2 country where the car stands' },
    DEFAULTED,
  ),
  stockPort: TextField('Stock port', 40, { example: 'Tokyo', default: 'Tokyo' }, DEFAULTED),
  lengthM: Dimension('Length', '4.48'),
  widthM: Dimension('Width', '1.76'),
  heightM: Dimension('Height', '1.49'),
  fobPriceUsd: DecimalField('FOB price', normalisePrice, says(Msg.FOB_PRICE_INVALID), {
    example: '12500.00',
    description: 'FOB price in USD as a decimal string (a number is accepted), at most 2 decimals',
  }),
  category: Choice('Category', CATEGORIES, { example: 'hybrid' }, { transform: lower }),
  features: Field(
    'Features',
    {
      type: [String],
      example: ['Air conditioning', 'Navigation'],
      description: 'A list of texts. Legacy clients may send one item holding a JSON-encoded list; what does not parse is an empty list.',
    },
    // Legacy clients send one item holding a JSON-encoded list (spec §3).
    { ...DEFAULTED, transform: (v) => (Array.isArray(v) ? parseFeatures(v) : v) },
    rule('isList', 'type', (v) => Array.isArray(v), says(Msg.FEATURES_NOT_LIST)),
    rule('maxItems', 'length', (v) => Array.isArray(v) && v.length <= MAX_FEATURES, says(Msg.TOO_MANY_FEATURES, { max: MAX_FEATURES })),
    rule(
      'maxItemLength',
      'length',
      (v) => Array.isArray(v) && v.every((f) => typeof f === 'string' && f.length <= MAX_FEATURE_LENGTH),
      says(Msg.FEATURE_TOO_LONG, { max: MAX_FEATURE_LENGTH }),
    ),
  ),
};

/* ---------------------------------------------------------------- auction sheet */

export class AuctionDamageInputDto {
  @Field(
    'Damage code',
    { example: 'A2', description: 'Auction sheet damage code (A1–A3, E, U, B, W, S 1–3, C1–C2, Y1–Y3, X, XX, X1, P, H, G, R)' },
    { transform: upper },
    matches(DAMAGE_CODE_PATTERN, says(Msg.DAMAGE_CODE_INVALID)),
  )
  code: string;

  @TextField('Damage location', 60, { example: 'front bumper' })
  location: string;
}

const Grade = (label: string, values: readonly string[], example: string) =>
  Choice(label, values, { example }, { transform: (v) => (typeof v === 'number' ? String(v) : upper(v)) });

export class AuctionSheetInputDto {
  @TextField('Auction house', 60, { example: 'USS Tokyo' })
  auctionHouse: string;

  @NotAfterToday('Auction date', { example: '2026-02-14', format: 'date' }, says(Msg.AUCTION_DATE_INVALID))
  auctionDate: string;

  @Grade('Overall grade', OVERALL_GRADES, '4.5')
  overallGrade: string;

  @Grade('Interior grade', PART_GRADES, 'B')
  interiorGrade: string;

  @Grade('Exterior grade', PART_GRADES, 'B')
  exteriorGrade: string;

  @OptionalText('Tyre condition', 60, { example: '7 mm all round' })
  tyreCondition?: string | null;

  @OptionalText('Total evaluation', 200, { example: 'Clean car, light scratches' })
  totalEvaluation?: string | null;

  @Field(
    'Damages',
    { type: [AuctionDamageInputDto], default: [] },
    { presence: 'optional' },
    rule('isList', 'type', (v) => Array.isArray(v), says(Msg.DAMAGES_NOT_LIST)),
    rule('maxItems', 'length', (v) => Array.isArray(v) && v.length <= MAX_DAMAGES, says(Msg.TOO_MANY_DAMAGES, { max: MAX_DAMAGES })),
    ValidateNested({ each: true }),
    Type(() => AuctionDamageInputDto),
  )
  damages?: AuctionDamageInputDto[];

  @OptionalText('Notes', 2000, { example: 'Navigation is Japanese only' })
  notes?: string | null;

  @OptionalText('Translated details', 5000, { example: 'Small scratch on the rear bumper; interior clean.' })
  translatedDetails?: string | null;
}

const AuctionSheetField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: AuctionSheetInputDto, nullable: true, description }),
    IsOptional(),
    IsObject(says(Msg.AUCTION_SHEET_NOT_OBJECT)),
    ValidateNested(),
    Type(() => AuctionSheetInputDto),
  );

/* ---------------------------------------------------------------- request bodies */

/** A new car: every editable field (CAR_EDITABLE_FIELDS), and its auction sheet when it came from an auction. */
export class CreateCarDto {
  declare stockId?: string;
  declare make: string;
  declare model: string;
  declare year: number;
  declare mileageKm: number;
  declare engineCc: number;
  declare drive: string;
  declare bodyType: string;
  declare transmission: string;
  declare fuel: string;
  declare doors: number;
  declare seats: number;
  declare color: string;
  declare steering: string;
  declare chassisNumber: string;
  declare engineCode?: string | null;
  declare locationCountry?: string;
  declare stockPort?: string;
  declare lengthM: string;
  declare widthM: string;
  declare heightM: string;
  declare fobPriceUsd: string;
  declare category: string;
  declare features?: string[];

  @AuctionSheetField('The auction inspection sheet, when the car came from an auction')
  auctionSheet?: AuctionSheetInputDto | null;
}
for (const field of CAR_EDITABLE_FIELDS) CAR_FIELD_RULES[field](CreateCarDto.prototype, field);

/** Every field may be left out; what is sent replaces the value. `auctionSheet` replaces the whole sheet; null removes it. */
export class UpdateCarDto extends UpdateOf(OmitType(CreateCarDto, ['auctionSheet'] as const)) {
  @AuctionSheetField('Replaces the whole auction sheet; null removes it')
  auctionSheet?: AuctionSheetInputDto | null;
}

export class ChangeCarStatusDto {
  @Choice('Status', CAR_STATUSES, { example: 'reserved' }, { transform: lower })
  status: CarStatus;
}

export class ReorderImagesDto {
  @ApiProperty({ type: [String], example: ['1043', '1041', '1042'], description: 'Every image id of the car, in the new order' })
  @rule(
    'imageIds',
    'format',
    (v) => Array.isArray(v) && v.length <= 1000 && v.every((id) => typeof id === 'string' && /^\d{1,18}$/.test(id)),
    says(Msg.IMAGE_IDS_INVALID),
  )
  imageIds: string[];
}

/** The staff list's filters: the catalogue's (over every status), the statuses, the creation dates, the sort. */
export class AdminCarExportQueryDto extends OmitType(CarFilterQueryDto, ['importableTo'] as const) {
  @Field(
    'Status',
    { enum: CAR_STATUSES, description: 'One status, or several separated by commas' },
    {
      presence: 'optional',
      transform: (v) => (typeof v !== 'string' ? v : v.trim() === '' ? null : v.split(',').map((s) => s.trim().toLowerCase())),
    },
    rule(
      'statuses',
      'format',
      (v) => Array.isArray(v) && v.length > 0 && v.every((s) => (CAR_STATUSES as readonly string[]).includes(s)),
      says(Msg.FIELD_ONE_OF, { label: 'Status', values: CAR_STATUSES.join(', ') }),
    ),
  )
  status?: CarStatus[];

  @DateFilter('Created from', { type: String, example: '2026-03-01', description: 'Added on or after (a date: from its midnight UTC)' })
  createdFrom?: string;

  @DateFilter('Created to', { type: String, example: '2026-03-31', description: 'Added on or before (a date: the whole day, UTC)' })
  createdTo?: string;

  @SortParam(ADMIN_CAR_SORT_KEYS, ADMIN_CAR_DEFAULT_SORT)
  sort?: string;
}

export class AdminCarListQueryDto extends IntersectionType(AdminCarExportQueryDto, PageQueryDto) {}

/* ---------------------------------------------------------------- bulk actions */

export class BulkCarActionDto {
  @ApiProperty({
    type: [String],
    example: ['AB1234567', 'CD7654321'],
    minItems: 1,
    maxItems: MAX_BULK_CARS,
    description: `Stock ids (case-insensitive), 1 to ${MAX_BULK_CARS}; repeats count once`,
  })
  @rule(
    'refs',
    'format',
    (v) => Array.isArray(v) && v.length >= 1 && v.length <= MAX_BULK_CARS && v.every((r) => typeof r === 'string' && r.length <= 20),
    says(Msg.BULK_REFS_INVALID, { max: MAX_BULK_CARS }),
  )
  refs: string[];

  @Choice('Action', BULK_ACTIONS, {
    example: 'change_price',
    description: '`set_status` (with `status`) or `change_price` (with `percent`)',
  })
  action: BulkAction;

  @Choice('Status', CAR_STATUSES, { example: 'ready_to_ship' }, { transform: lower, requiredWhen: (b) => b.action === 'set_status' })
  status?: CarStatus;

  @Field(
    'Percent',
    {
      type: String,
      example: '-5',
      description: `A decimal string (a number is accepted): the price change in percent, from ${MIN_PERCENT} to ${MAX_PERCENT}, at most 2 decimals`,
    },
    { requiredWhen: (b) => b.action === 'change_price', transform: (v) => normalisePercent(v) ?? v },
    rule('percent', 'format', (v) => normalisePercent(v) !== null, says(Msg.BULK_PERCENT_INVALID, { min: MIN_PERCENT, max: MAX_PERCENT })),
  )
  percent?: string;
}
