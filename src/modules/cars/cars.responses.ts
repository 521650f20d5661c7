import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MoneyDto } from '../../common/money/money.dto.js';
import { CAR_STATUSES, STEERINGS } from './car.entity.js';
import { CursorPageDto } from '../../common/pagination/page.dto.js';

/* The catalogue's answers (mapped in cars.mappers.ts). */

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

export class CarListDto extends CursorPageDto(
  CarSummaryDto,
  'Cars matching the filters. Exact when counting is cheap (or the last page shows it); otherwise the planner’s estimate, ' +
    'flagged by totalIsEstimate. Cached for a minute per catalogue version.',
) {}

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
