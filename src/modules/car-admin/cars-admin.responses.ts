import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_PAGE_LIMIT } from '../../common/pagination/pagination.js';
import { type AuctionDamage, OVERALL_GRADES, PART_GRADES } from '../cars/auction-sheet.entity.js';
import { BODY_TYPES, CAR_STATUSES, CATEGORIES, type CarStatus, DRIVES, FUELS, STEERINGS, TRANSMISSIONS } from '../cars/car.entity.js';

/* The staff answers about cars (mapped in cars-admin.mappers.ts). */

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
  @ApiProperty({
    type: String,
    nullable: true,
    example: '0b9f3c2e-6a41-4f55-9a7e-2c1d8e4f5a61',
    description: 'The order holding or having bought the car, if any: its status follows that order',
  })
  holdingOrderId: string | null;
  @ApiProperty({
    enum: CAR_STATUSES,
    isArray: true,
    example: ['ready_to_ship', 'reserved', 'sold'],
    description:
      'The statuses staff may set next, from the car state machine (empty while an order holds the car: it moves with its order)',
  })
  nextStatuses: CarStatus[];
}

export class AdminCarListDto {
  @ApiProperty({ type: [AdminCarSummaryDto] })
  items: AdminCarSummaryDto[];
  @ApiProperty({ example: 1043 })
  total: number;
  @ApiProperty({
    example: false,
    description: 'True when `total` is the planner’s estimate (a broad filter over a very large inventory), not a count',
  })
  totalIsEstimate: boolean;
  @ApiProperty({ example: 1 })
  page: number;
  @ApiProperty({ example: DEFAULT_PAGE_LIMIT })
  limit: number;
}

/* ---------------------------------------------------------------- bulk actions */

export class BulkCarStateDto {
  @ApiProperty({ enum: CAR_STATUSES, example: 'available' })
  status: CarStatus;
  @ApiProperty({ example: '12500.00', description: 'FOB price in USD, a decimal string' })
  fobPriceUsd: string;
}

export class BulkCarErrorDto {
  @ApiProperty({ example: 'INVALID_STATUS_TRANSITION' })
  code: string;
  @ApiProperty({ example: 'This car cannot go from released to available.' })
  message: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { from: 'released', to: 'available' } })
  params?: Record<string, string | number>;
}

export class BulkCarResultDto {
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ description: 'Whether this car changes (preview) or changed (apply)' })
  ok: boolean;
  @ApiProperty({ type: BulkCarStateDto, nullable: true, description: 'null for an unknown stock id' })
  before: BulkCarStateDto | null;
  @ApiProperty({ type: BulkCarStateDto, nullable: true, description: 'null when the car cannot change' })
  after: BulkCarStateDto | null;
  @ApiProperty({ type: BulkCarErrorDto, nullable: true, description: 'Why the car cannot change, as the single change says it' })
  error: BulkCarErrorDto | null;
}

export class BulkCarActionResultDto {
  @ApiProperty({ description: 'False for a preview: nothing was changed' })
  applied: boolean;
  @ApiProperty({ example: 12, description: 'Cars that change (preview) or changed (apply)' })
  changed: number;
  @ApiProperty({ example: 1, description: 'Cars that cannot change, each with its error' })
  refused: number;
  @ApiProperty({ type: [BulkCarResultDto], description: 'One entry per distinct stock id, in the order sent' })
  items: BulkCarResultDto[];
}

export class CarDeletedDto {
  @ApiProperty({ example: 'Car deleted successfully' })
  message: string;
}
