import { ApiProperty } from '@nestjs/swagger';
import { LOT_PHASES } from '../lots/lot-machine.js';
import { AuctionCustomerDto, BidLotDto, nullableYen, yen } from './bidding.responses.js';
import { BID_STATUSES } from './ledger-rules.js';
import { LOT_OUTCOMES } from './result-rules.js';
import { PageDto } from '../../../common/pagination/page.dto.js';

/* The staff's lot result screen (LotResultsService): a day's lots with bids, one lot's bids, winner and result. */

/** A bid request on the lot as the staff's result screen lists it. */
export class AdminLotBidDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: BID_STATUSES, example: 'open' })
  status: string;
  @yen('The most staff may bid')
  maxBidJpy: string;
  @ApiProperty({ type: String, nullable: true })
  note: string | null;
  @ApiProperty({ type: AuctionCustomerDto })
  customer: AuctionCustomerDto;
  @ApiProperty({ example: true, description: 'Open and at or above the start price: it could win' })
  eligible: boolean;
  @nullableYen('Won: the hammer price')
  hammerPriceJpy: string | null;
  @nullableYen('Won: the auction’s fees', '33000')
  feesJpy: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Won: when the car was paid' })
  settledAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Won: the order made for the car' })
  orderId: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** Who may win the lot, and at what hammer price: what the result form offers. */
export class LotWinnerDto {
  @ApiProperty({ format: 'uuid', description: 'The bid request a `won` result names' })
  bidId: string;
  @ApiProperty({ type: AuctionCustomerDto })
  customer: AuctionCustomerDto;
  @yen('Its maximum bid')
  maxBidJpy: string;
  @yen('The lowest hammer price: the start price', '800000')
  hammerMinJpy: string;
  @yen('The highest hammer price: its maximum bid')
  hammerMaxJpy: string;
}

/** The result recorded for the lot. */
export class LotResultDto {
  @ApiProperty({ enum: LOT_OUTCOMES, example: 'won', description: 'won: our bid; lost: sold to another buyer; not_sold' })
  result: string;
  @nullableYen('The hammer price, when known')
  hammerPriceJpy: string | null;
  @nullableYen('Won: the auction’s fees', '33000')
  feesJpy: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Won: the winning bid request' })
  winningBidId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null for a result only a feed gave' })
  recordedAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The staff member who recorded it' })
  recordedBy: string | null;
}

/** Whether the lot's result may be undone now, and if not why (the 409 an undo would answer). */
export class LotUndoDto {
  @ApiProperty({ example: true })
  allowed: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'LOT_RESULT_PAID' })
  code: string | null;
  @ApiProperty({ type: String, nullable: true })
  message: string | null;
}

/** A lot as the staff's result screen shows it: its phase and what may be done, its bid requests, its result. */
export class AdminAuctionLotDto {
  @ApiProperty({ type: BidLotDto })
  lot: BidLotDto;
  @ApiProperty({ format: 'date-time', description: 'When bid requests on it close' })
  cutoffAt: string;
  @ApiProperty({
    enum: LOT_PHASES,
    isArray: true,
    example: ['sold', 'unsold'],
    description:
      'The phases staff may move the lot to now (the lot machine’s answer): sold or unsold to record a result, awaiting_result to undo one',
  })
  nextPhases: string[];
  @ApiProperty({ enum: LOT_OUTCOMES, isArray: true, example: ['won', 'lost', 'not_sold'], description: 'The results staff may record now' })
  results: string[];
  @ApiProperty({
    type: LotWinnerDto,
    nullable: true,
    description: 'The bid a `won` result goes to; null when none reaches the start price',
  })
  winner: LotWinnerDto | null;
  @yen('A `lost` result’s lowest hammer price: our highest eligible maximum bid, or the start price', '800000')
  lostHammerMinJpy: string;
  @ApiProperty({ type: [AdminLotBidDto], description: 'Every bid request on the lot: the strongest open first, then the others' })
  bids: AdminLotBidDto[];
  @ApiProperty({ type: LotResultDto, nullable: true })
  result: LotResultDto | null;
  @ApiProperty({ type: LotUndoDto })
  undo: LotUndoDto;
}

export class AdminAuctionLotSummaryDto {
  @ApiProperty({ type: BidLotDto })
  lot: BidLotDto;
  @ApiProperty({ example: 2, description: 'Bid requests still open' })
  openBids: number;
  @ApiProperty({ example: 3, description: 'Bid requests on the lot, withdrawn ones included' })
  bids: number;
  @ApiProperty({ enum: LOT_OUTCOMES, nullable: true, type: String, example: null, description: 'The recorded result, if any' })
  result: string | null;
}

export class AdminAuctionLotListDto extends PageDto(AdminAuctionLotSummaryDto, 3, 'By auction house, then lot number') {}
