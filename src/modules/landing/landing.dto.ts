import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { Decimal } from 'decimal.js';
import { BODY_TYPES, CAR_STATUSES, type CarStatus, FUELS, type Steering, STEERINGS, TRANSMISSIONS } from '../cars/car.entity.js';
import { badgesOf } from '../cars/car-rules.js';
import { MoneyDto } from '../../common/money/money.dto.js';
import { MakeRefDto } from '../cars/cars.dto.js';

export const COUNTRY_NOT_TEXT_MESSAGE = 'Country must be text: a two-letter ISO code, e.g. KE';

export class LandingPageRequestDto {
  @ApiPropertyOptional({
    example: 'KE',
    nullable: true,
    type: String,
    description:
      "The visitor's ISO 3166-1 alpha-2 country, any case. Missing, empty or unknown: the global lists. Anything but text is a 400.",
  })
  @IsOptional()
  @IsString({ message: COUNTRY_NOT_TEXT_MESSAGE })
  country?: string | null;
}

/** A car as the home page's lists show it. */
export class CarCardDto {
  @ApiProperty({ example: 'AB1234567', description: 'The stock id: the key of GET /api/cars/detail/ref/{ref}' })
  ref: string;

  @ApiProperty({ type: MakeRefDto })
  make: MakeRefDto;

  @ApiProperty({ example: 'Land Cruiser Prado' })
  model: string;

  @ApiProperty({ example: 2019 })
  year: number;

  @ApiProperty({ example: 68000 })
  mileageKm: number;

  @ApiProperty({ example: 2700 })
  engineCc: number;

  @ApiProperty({ enum: STEERINGS, example: 'right' })
  steering: Steering;

  @ApiProperty({ example: 'suv', description: `One of ${BODY_TYPES.join(', ')}` })
  bodyType: string;

  @ApiProperty({ example: 'diesel', description: `One of ${FUELS.join(', ')}` })
  fuel: string;

  @ApiProperty({ example: 'automatic', description: `One of ${TRANSMISSIONS.join(', ')}` })
  transmission: string;

  @ApiProperty({ example: 'Pearl White' })
  color: string;

  @ApiProperty({ example: 'Yokohama', description: 'Stock location port' })
  stockPort: string;

  @ApiProperty({ enum: CAR_STATUSES, example: 'available' })
  status: CarStatus;

  @ApiProperty({ type: [String], example: ['Available', 'Ready to Ship'] })
  badges: string[];

  @ApiProperty({ type: String, nullable: true, example: 'https://cdn.example.com/cars/AB1234567/1.jpg' })
  featuredImageUrl: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'https://cdn.example.com/cars/AB1234567/1-thumb.jpg' })
  thumbnailUrl: string | null;

  @ApiPropertyOptional({ type: MoneyDto, description: 'FOB price: only for signed-in callers; absent for anonymous visitors' })
  price?: MoneyDto;
}

export class LandingPageDto {
  @ApiProperty({ type: String, nullable: true, example: 'KE', description: 'The country the lists are tailored to; null: global lists' })
  country: string | null;

  @ApiProperty({ type: CarCardDto, nullable: true, description: "Today's deal: the same all day (Tokyo time) for a country" })
  todayDeal: CarCardDto | null;

  @ApiProperty({ type: [CarCardDto], description: "Most viewed and inquired in the last 30 days by the country's visitors" })
  mostPopular: CarCardDto[];

  @ApiProperty({ type: [CarCardDto], description: 'Newest arrivals' })
  newArrival: CarCardDto[];

  @ApiProperty({ type: [CarCardDto], description: 'Lowest FOB price first' })
  mostAffordable: CarCardDto[];
}

/** A card as cached: the public fields plus the FOB price, which only the mapper may let out. */
export interface CachedCar {
  ref: string;
  make: { slug: string; title: string };
  model: string;
  year: number;
  mileageKm: number;
  engineCc: number;
  steering: Steering;
  bodyType: string;
  fuel: string;
  transmission: string;
  color: string;
  stockPort: string;
  status: CarStatus;
  featuredImageUrl: string | null;
  thumbnailUrl: string | null;
  fobPriceUsd: string;
}

export interface CachedLandingPage {
  country: string | null;
  todayDeal: CachedCar | null;
  mostPopular: CachedCar[];
  newArrival: CachedCar[];
  mostAffordable: CachedCar[];
}

/** The one place a landing card is built: the price is added only when `withPrice` (a signed-in caller). */
export function toCarCard(car: CachedCar, withPrice: boolean): CarCardDto {
  const card: CarCardDto = {
    ref: car.ref,
    make: { slug: car.make.slug, title: car.make.title },
    model: car.model,
    year: car.year,
    mileageKm: car.mileageKm,
    engineCc: car.engineCc,
    steering: car.steering,
    bodyType: car.bodyType,
    fuel: car.fuel,
    transmission: car.transmission,
    color: car.color,
    stockPort: car.stockPort,
    status: car.status,
    badges: badgesOf(car.status),
    featuredImageUrl: car.featuredImageUrl,
    thumbnailUrl: car.thumbnailUrl,
  };
  if (withPrice) card.price = { amount: new Decimal(car.fobPriceUsd).toFixed(2), currency: 'USD' };
  return card;
}

export function toLandingPage(page: CachedLandingPage, withPrice: boolean): LandingPageDto {
  const cards = (cars: CachedCar[]) => cars.map((c) => toCarCard(c, withPrice));
  return {
    country: page.country,
    todayDeal: page.todayDeal ? toCarCard(page.todayDeal, withPrice) : null,
    mostPopular: cards(page.mostPopular),
    newArrival: cards(page.newArrival),
    mostAffordable: cards(page.mostAffordable),
  };
}
