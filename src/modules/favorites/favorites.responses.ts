import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@autoexport/contract/messages';
import { CarSummaryDto } from '../cars/cars.responses.js';
import { PageDto } from '../../common/pagination/page.dto.js';

/**
 * Where a favorite car stands now: still for sale, reserved by someone, gone from the catalogue (sold, shipped), or
 * withdrawn from sale (off the catalogue, not sold: staff may put it back on sale).
 */
export const FAVORITE_AVAILABILITIES = ['available', 'reserved', 'sold', 'withdrawn'] as const;
export type FavoriteAvailability = (typeof FAVORITE_AVAILABILITIES)[number];

export class FavoriteCheckDto {
  @ApiProperty({ example: true })
  isFavorite: boolean;
}

/** At most this many refs in GET /api/favorites/refs (the newest). */
export const FAVORITE_REFS_MAX = 1000;

export class FavoriteRefsDto {
  @ApiProperty({
    type: [String],
    example: ['AB1234567', 'CD7654321'],
    description: `The stock ids of my favorites, newest first (at most ${FAVORITE_REFS_MAX}), in any status`,
  })
  refs: string[];
}

export class FavoriteChangeDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ example: MESSAGES.FAVORITE_ADDED, description: `"${MESSAGES.FAVORITE_ADDED}" or "${MESSAGES.FAVORITE_REMOVED}"` })
  message: string;
}

/** One of my favorites: the car as the catalogue lists it, and whether it can still be bought. */
export class FavoriteDto {
  @ApiProperty({ type: CarSummaryDto, description: 'The catalogue’s list item, whatever the car’s status now' })
  car: CarSummaryDto;

  @ApiProperty({
    enum: FAVORITE_AVAILABILITIES,
    example: 'available',
    description:
      '`available` (available or ready to ship), `reserved`, `sold` (sold, in transit or delivered: no longer in the public ' +
      'catalogue), or `withdrawn` (withdrawn from sale: not in the public catalogue, and may come back on sale)',
  })
  availability: FavoriteAvailability;

  @ApiProperty({ example: true, description: 'Still shown in the public catalogue (its detail page answers)' })
  listed: boolean;

  @ApiProperty({ format: 'date-time' })
  addedAt: string;
}

export class FavoriteListDto extends PageDto(FavoriteDto, 2, 'Newest first') {}
