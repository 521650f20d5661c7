import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUCTION_RESULTS, type AuctionResult } from '../auctions/lots/auction-lot.entity.js';
import { CAR_STATUSES, type CarStatus } from '../cars/car.entity.js';
import type { Constructor } from '../../common/database/columns.js';

/**
 * Adds the make, model and year a car or lot under the chassis number is named by: one home for both lists. A mixin
 * rather than a base class, because the schema lists (and requires) the properties in declaration order, base first,
 * and these come after each record's own reference.
 */
function NamedCar<B extends Constructor>(Base: B) {
  abstract class NamedCarRecord extends Base {
    @ApiProperty({ example: 'Toyota' })
    make: string;
    @ApiProperty({ example: 'Prius' })
    model: string;
    @ApiProperty({ example: 2015 })
    year: number;
  }
  return NamedCarRecord;
}

/** Which stock car: the part of a ChassisCarDto before its naming. */
abstract class StockCarReference {
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
}

/** A stock car recorded under the chassis number: what a buyer may know of it, never its price. */
export class ChassisCarDto extends NamedCar(StockCarReference) {
  @ApiProperty({ example: 84000, description: 'Odometer reading when we listed it' })
  mileageKm: number;
  @ApiProperty({ enum: CAR_STATUSES, example: 'sold' })
  status: CarStatus;
  @ApiProperty({ description: 'Shown in the public catalogue (false once sold, shipped or delivered: no page to link to)' })
  listed: boolean;
  @ApiProperty({ format: 'date-time', description: 'When it entered our stock' })
  listedAt: string;
}

/** One auction the car went through, as its inspection sheet records it. */
export class ChassisAuctionRecordDto {
  @ApiProperty({ example: 'AB1234567', description: 'The stock car the sheet belongs to' })
  stockId: string;
  @ApiProperty({ example: 'USS Tokyo' })
  auctionHouse: string;
  @ApiProperty({ format: 'date', example: '2024-11-20' })
  auctionDate: string;
  @ApiProperty({ example: 84000, description: 'Odometer reading of that car' })
  mileageKm: number;
  @ApiProperty({ example: '4.5' })
  overallGrade: string;
  @ApiProperty({ example: 'B' })
  interiorGrade: string;
  @ApiProperty({ example: 'A' })
  exteriorGrade: string;
}

/** Which auction lot: the part of a ChassisAuctionLotDto before its naming. */
abstract class AuctionLotReference {
  @ApiProperty({ format: 'uuid', description: 'The lot (GET /api/auctions/lots/{id})' })
  id: string;
  @ApiProperty({ example: 'USS Tokyo' })
  auctionHouse: string;
  @ApiProperty({ format: 'date', example: '2025-11-20', description: 'The auction day in Japan' })
  auctionDate: string;
  @ApiProperty({ example: '10234' })
  lotNumber: string;
}

/** A lot of the auction catalogue under the chassis number whose auction has passed (issue 13), with its result. */
export class ChassisAuctionLotDto extends NamedCar(AuctionLotReference) {
  @ApiProperty({ type: String, nullable: true, example: '4.5' })
  grade: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 84000, description: 'Odometer reading at that auction' })
  mileageKm: number | null;
  @ApiProperty({ enum: AUCTION_RESULTS, example: 'sold' })
  result: AuctionResult;
  @ApiPropertyOptional({
    type: String,
    pattern: '^\\d+$',
    example: '612000',
    description: 'Hammer price (JPY) of a sold lot. Signed-in callers only: absent for anonymous ones',
  })
  resultPriceJpy?: string;
}

export class ChassisCheckResultDto {
  @ApiProperty({ description: 'We hold at least one car or past auction lot of that maker under that chassis number' })
  found: boolean;
  @ApiProperty({
    example: 'No record found for this chassis number.',
    nullable: true,
    type: String,
    description: 'Set when nothing was found',
  })
  message: string | null;
  @ApiProperty({ example: 'ZVW301234567', description: 'The chassis number as compared: upper-case, no spaces or dashes' })
  chassisNumber: string;
  @ApiProperty({ type: [ChassisCarDto], description: 'Newest listing first, in every status' })
  cars: ChassisCarDto[];
  @ApiProperty({ type: [ChassisAuctionRecordDto], description: 'Oldest auction first' })
  auctionRecords: ChassisAuctionRecordDto[];
  @ApiProperty({ type: [ChassisAuctionLotDto], description: 'Auction lots under the chassis number that have come up, oldest first' })
  auctionLots: ChassisAuctionLotDto[];
  @ApiProperty({ description: 'A later record shows fewer kilometres than an earlier one: the odometer may have been rolled back' })
  mileageWentBack: boolean;
}
