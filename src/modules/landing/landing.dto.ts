import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { formatMessage, Msg } from '@autoexport/contract/messages';
import { says } from '../../common/validation/rules.js';
import { BODY_TYPES, CAR_STATUSES, type CarStatus, FUELS, type Steering, STEERINGS, TRANSMISSIONS } from '../cars/car.entity.js';
import { badgesOf } from '../cars/car-rules.js';
import { MoneyDto, usd } from '../../common/money/money.dto.js';
import type { CarListItem } from '../cars/car-lists-sql.js';
import { MakeRefDto } from '../cars/cars.responses.js';

export const COUNTRY_NOT_TEXT_MESSAGE = formatMessage(Msg.COUNTRY_NOT_TEXT);

export class LandingPageRequestDto {
  @ApiPropertyOptional({
    example: 'KE',
    nullable: true,
    type: String,
    description:
      "The visitor's ISO 3166-1 alpha-2 country, any case. Missing, empty or unknown: the global lists. Anything but text is a 400.",
  })
  @IsOptional()
  @IsString(says(Msg.COUNTRY_NOT_TEXT))
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

  @ApiProperty({
    type: [CarCardDto],
    description: 'Lowest FOB price first, for every visitor; the price itself only for signed-in callers (ordering is not showing)',
  })
  mostAffordable: CarCardDto[];
}

/** The answer of POST /api/landing-page/: the page under `landingPage`, as the spec (§7) names it and clients read it. */
export class LandingPageResponseDto {
  @ApiProperty({ type: LandingPageDto })
  landingPage: LandingPageDto;
}

/** A card as cached: the public fields plus the FOB price, which only the mapper may let out; no ranking facts. */
export type CachedCar = Omit<CarListItem, 'id' | 'createdAt' | 'viewCount' | 'countryScore' | 'globalScore'>;

export interface CachedLandingPage {
  country: string | null;
  todayDeal: CachedCar | null;
  mostPopular: CachedCar[];
  newArrival: CachedCar[];
  mostAffordable: CachedCar[];
}

/** The one place a landing card is built: the price is added only `withPrice` (the caller's canSeePrice). */
export function toCarCard(car: CachedCar, withPrice: boolean): CarCardDto {
  const { fobPriceUsd, make, ...facts } = car;
  const card: CarCardDto = { ...facts, make: { slug: make.slug, title: make.title }, badges: badgesOf(car.status) };
  if (withPrice) card.price = usd(fobPriceUsd);
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
