import { ApiProperty } from '@nestjs/swagger';
import { AUCTION_RESULTS } from '../lots/auction-lot.entity.js';
import { LOT_PHASES } from '../lots/lot-machine.js';
import { BID_STATUSES, LEDGER_KINDS } from './ledger-rules.js';
import { PageDto } from '../../../common/pagination/page.dto.js';

/** A whole-yen amount, as a decimal string. */
export const yen = (description: string, example = '1250000') =>
  ApiProperty({ type: String, example, description: `${description} (whole yen)` });
export const nullableYen = (description: string, example = '1100000') =>
  ApiProperty({ type: String, nullable: true, example, description: `${description} (whole yen)` });

export class LedgerEntryDto {
  @ApiProperty({ enum: LEDGER_KINDS, example: 'hold' })
  kind: string;
  @yen('Always above 0; the kind says which way it moves the account', '500000')
  amountJpy: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The bid request a hold, release, won or settled entry is about',
  })
  bidId: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'FT26063ABC123', description: 'A deposit’s or refund’s bank reference' })
  bankReference: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-03-04', description: 'A deposit’s value date' })
  valueDate: string | null;
  @ApiProperty({ type: String, nullable: true })
  note: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class LedgerPageDto extends PageDto(LedgerEntryDto, 12, 'Newest first') {}

/** A customer's auction account: what they paid in, what their bids hold, what they owe, and what they may still bid. */
export class AuctionAccountDto {
  @yen('Deposit paid in, less refunds', '200000')
  depositJpy: string;
  @yen('The maximum bids of open bid requests', '1200000')
  heldJpy: string;
  @yen('Won cars (hammer price and fees) not yet paid', '0')
  owedJpy: string;
  @yen('What may still be bid: the multiple × the deposit, less held and owed (never below 0)', '800000')
  biddingPowerJpy: string;
  @ApiProperty({ example: 10, description: 'Bidding power per yen of deposit' })
  powerMultiple: number;
  @yen('What of the deposit backs nothing (deposit − held − owed): what staff may refund now', '0')
  refundableJpy: string;
  @ApiProperty({ example: 60, description: 'Bid requests close this many minutes before the lot comes up' })
  cutoffMinutes: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the customer asked for the deposit back' })
  refundRequestedAt: string | null;
  @ApiProperty({ type: LedgerPageDto, description: 'The account’s ledger, newest first (`page`, `limit`); it always adds up to the sums' })
  ledger: LedgerPageDto;
}

export class BidLotDto {
  @ApiProperty({ format: 'uuid', description: 'The lot id' })
  id: string;
  @ApiProperty({ example: 'USS Tokyo' })
  auctionHouse: string;
  @ApiProperty({ format: 'date', example: '2026-03-05', description: 'The auction day in Japan' })
  auctionDate: string;
  @ApiProperty({ example: '40123' })
  lotNumber: string;
  @ApiProperty({ format: 'date-time', description: 'When the lot comes up' })
  startsAt: string;
  @ApiProperty({ example: 'Toyota' })
  make: string;
  @ApiProperty({ example: 'Prius' })
  model: string;
  @ApiProperty({ example: 2018 })
  year: number;
  @ApiProperty({ type: String, nullable: true, example: 'ZVW50' })
  chassisCode: string | null;
  @ApiProperty({ type: String, nullable: true, example: '4.5' })
  grade: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 48000 })
  mileageKm: number | null;
  @nullableYen('The auction’s starting price', '800000')
  startPriceJpy: string | null;
  @ApiProperty({ enum: AUCTION_RESULTS, example: 'pending' })
  result: string;
  @ApiProperty({
    enum: LOT_PHASES,
    example: 'bidding',
    description:
      'Where the lot is now: taking bid requests, bidding closed (the cut-off passed), awaiting its result (it came up), or its result',
  })
  phase: string;
}

export class BidRequestDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: BID_STATUSES, example: 'open' })
  status: string;
  @yen('The most staff may bid')
  maxBidJpy: string;
  @ApiProperty({ type: String, nullable: true, example: 'Only if the sheet shows no rust underneath' })
  note: string | null;
  @ApiProperty({ type: BidLotDto })
  lot: BidLotDto;
  @ApiProperty({
    format: 'date-time',
    description: 'When bid requests on the lot close (UTC): changes and withdrawal are taken until then, as PostgreSQL’s clock tells',
  })
  cutoffAt: string;
  @ApiProperty({ example: '2026-03-05T09:00:00+09:00', description: 'The same cut-off on Japan’s clock' })
  cutoffJapan: string;
  @nullableYen('Won: the hammer price')
  hammerPriceJpy: string | null;
  @nullableYen('Won: the auction’s fees', '33000')
  feesJpy: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When staff recorded the result' })
  resultAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Won: when the car was paid' })
  settledAt: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Won: the order staff made for the car (GET /api/orders/{id}): its security deposit, payment and shipping',
  })
  orderId: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class BidListDto extends PageDto(BidRequestDto, 3, 'Newest first') {}

/* ---------------------------------------------------------------- staff */

export class AuctionCustomerDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'Bilal Khan' })
  name: string;
  @ApiProperty({ example: 'bilal.khan@example.com' })
  email: string;
}

export class AdminAuctionAccountSummaryDto {
  @ApiProperty({ type: AuctionCustomerDto })
  customer: AuctionCustomerDto;
  @yen('Deposit paid in, less refunds', '200000')
  depositJpy: string;
  @yen('Held by open bid requests', '1200000')
  heldJpy: string;
  @yen('Won cars not yet paid', '0')
  owedJpy: string;
  @yen('What the customer may still bid', '800000')
  biddingPowerJpy: string;
  @yen('What may be refunded now', '0')
  refundableJpy: string;
  @ApiProperty({ example: false })
  refundRequested: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  refundRequestedAt: string | null;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class AdminAuctionAccountListDto extends PageDto(
  AdminAuctionAccountSummaryDto,
  3,
  'Refund requests first, then the latest changed',
) {}

export class AdminAuctionAccountDto extends AuctionAccountDto {
  @ApiProperty({ type: AuctionCustomerDto })
  customer: AuctionCustomerDto;
  @ApiProperty({ type: [BidRequestDto], description: 'The customer’s open bid requests and won lots not yet paid' })
  openBids: BidRequestDto[];
}

export class AdminBidRequestDto extends BidRequestDto {
  @ApiProperty({ type: AuctionCustomerDto })
  customer: AuctionCustomerDto;
}

export class BidSheetRowDto {
  @ApiProperty({ format: 'uuid', description: 'The bid request id (record its result with it)' })
  bidId: string;
  @ApiProperty({ type: BidLotDto })
  lot: BidLotDto;
  @yen('The most to bid')
  maxBidJpy: string;
  @ApiProperty({ type: String, nullable: true })
  note: string | null;
  @ApiProperty({ type: AuctionCustomerDto })
  customer: AuctionCustomerDto;
}

export class BidSheetDto {
  @ApiProperty({ format: 'date', example: '2026-03-05' })
  date: string;
  @ApiProperty({ type: String, nullable: true, example: 'USS Tokyo', description: 'The auction house asked for; null: every house' })
  auctionHouse: string | null;
  @ApiProperty({ type: [BidSheetRowDto], description: 'Open bid requests by auction house, then lot number' })
  items: BidSheetRowDto[];
}

export class WonCarConsigneeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'Khan Motors' })
  consigneeName: string;
  @ApiProperty({ example: 'PK' })
  country: string;
  @ApiProperty({ example: 'Karachi' })
  city: string;
  @ApiProperty({ example: true, description: 'The consignee the customer keeps for every order' })
  permanent: boolean;
}

/** The car fields a won lot already tells (the rest are the clerk's to fill). */
export class WonCarDraftDto {
  @ApiProperty({ example: 'toyota', description: 'The make’s slug' })
  make: string;
  @ApiProperty({ example: 'Prius' })
  model: string;
  @ApiProperty({ example: 2019 })
  year: number;
  @ApiProperty({ type: Number, nullable: true, example: 48000 })
  mileageKm: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 1800 })
  engineCc: number | null;
  @ApiProperty({ type: String, enum: ['automatic', 'manual', 'cvt'], nullable: true, example: 'automatic' })
  transmission: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Pearl White' })
  color: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ZVW50-8123456', description: 'Null when the feed gave only the chassis code' })
  chassisNumber: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '7994.00',
    description: 'Hammer price and fees at the day’s yen rate, rounded up to the dollar; null when no rate is set',
  })
  fobPriceUsd: string | null;
}

/** What the back office needs to make a won car's order: the bid, the winner's destination and consignees, a price. */
export class WonCarOrderDraftDto {
  @ApiProperty({ type: AdminBidRequestDto })
  bid: AdminBidRequestDto;
  @ApiProperty({ type: String, nullable: true, example: 'PK', description: 'The country the customer imports to (their profile)' })
  destinationCountry: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Karachi', description: 'The port the customer imports through (their profile)' })
  destinationPort: string | null;
  @ApiProperty({ type: [WonCarConsigneeDto], description: 'The customer’s consignees, the permanent one first' })
  consignees: WonCarConsigneeDto[];
  @ApiProperty({ type: String, nullable: true, example: '154.25', description: 'Yen to the dollar now; null when no rate is set' })
  jpyPerUsd: string | null;
  @ApiProperty({ type: WonCarDraftDto, description: 'The car fields the lot tells, and the suggested FOB price' })
  car: WonCarDraftDto;
}
