import { ApiProperty } from '@nestjs/swagger';
import { CAR_STATUSES, type CarStatus } from '../cars/car.entity.js';

/** A stock car recorded under the chassis number: what a buyer may know of it, never its price. */
export class ChassisCarDto {
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
  @ApiProperty({ example: 'Toyota' })
  make: string;
  @ApiProperty({ example: 'Prius' })
  model: string;
  @ApiProperty({ example: 2015 })
  year: number;
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

export class ChassisCheckResultDto {
  @ApiProperty({ description: 'We hold at least one car of that maker under that chassis number' })
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
  @ApiProperty({ description: 'A later record shows fewer kilometres than an earlier one: the odometer may have been rolled back' })
  mileageWentBack: boolean;
}
