import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUCTION_RESULTS, type AuctionResult } from './auction-lot.entity.js';
import { LOT_PHASES, type LotPhase } from './lot-machine.js';
import { CursorPageDto } from '../../../common/pagination/page.dto.js';

/* The public auction routes' answers (mapped in auction-lots.mappers.ts). Yen are whole numbers sent as strings. */

const YEN = { type: String, pattern: '^\\d+$' } as const;

export class AuctionLotSummaryDto {
  @ApiProperty({ format: 'uuid', description: 'The lot’s public id (GET /api/auctions/lots/{id})' })
  id: string;

  @ApiProperty({ example: 'USS Tokyo' })
  auctionHouse: string;

  @ApiProperty({ format: 'date', example: '2026-03-02', description: 'The auction day in Japan' })
  auctionDate: string;

  @ApiProperty({ example: '10234' })
  lotNumber: string;

  @ApiProperty({ format: 'date-time', description: 'When the lot comes up (UTC; the auction runs on Japan time)' })
  startsAt: string;

  @ApiProperty({ format: 'date-time', description: 'When bid requests on the lot close: AUCTION_BID_CUTOFF_MINUTES before startsAt' })
  bidCutoffAt: string;

  @ApiProperty({ example: 'Toyota' })
  make: string;

  @ApiProperty({ example: 'toyota', description: 'The make’s slug, as the catalogue writes it' })
  makeSlug: string;

  @ApiProperty({ example: 'Prius' })
  model: string;

  @ApiProperty({ type: String, nullable: true, example: 'ZVW30' })
  chassisCode: string | null;

  @ApiProperty({ example: 2015 })
  year: number;

  @ApiProperty({ type: Number, nullable: true, example: 84000 })
  mileageKm: number | null;

  @ApiProperty({ type: String, nullable: true, example: '4.5', description: 'The auction’s overall grade' })
  grade: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Pearl White' })
  colour: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'AT' })
  transmission: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 1800 })
  engineCc: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'The auction sheet’s image' })
  sheetImageUrl: string | null;

  @ApiPropertyOptional({
    ...YEN,
    example: '450000',
    description: 'Starting price (JPY). Signed-in callers only: absent for anonymous ones',
  })
  startPriceJpy?: string;
}

export class AuctionLotSheetDto {
  @ApiPropertyOptional({ example: '4.5' })
  overallGrade?: string;
  @ApiPropertyOptional({ example: 'B' })
  interiorGrade?: string;
  @ApiPropertyOptional({ example: 'A' })
  exteriorGrade?: string;
  @ApiPropertyOptional({ description: 'The inspector’s remarks, translated into English' })
  notes?: string;
  @ApiPropertyOptional({ example: 'A2 front bumper; U1 rear door', description: 'Damage marks of the diagram' })
  damages?: string;
}

export class AuctionLotDetailDto extends AuctionLotSummaryDto {
  @ApiProperty({ type: String, nullable: true, example: 'ZVW30-1234567' })
  chassisNumber: string | null;

  @ApiProperty({ type: [String], example: ['AC', 'PS', 'PW', 'AW', 'NAVI'], description: 'Equipment codes as the sheet lists them' })
  equipment: string[];

  @ApiProperty({ type: AuctionLotSheetDto, nullable: true, description: 'The sheet’s fields, translated into English' })
  sheet: AuctionLotSheetDto | null;

  @ApiProperty({ enum: AUCTION_RESULTS, example: 'pending' })
  result: AuctionResult;

  @ApiPropertyOptional({ ...YEN, example: '612000', description: 'Hammer price of a sold lot (JPY). Signed-in callers only' })
  resultPriceJpy?: string;

  @ApiProperty({ description: 'The lot has come up (its auction has passed): it is no longer searched' })
  past: boolean;

  @ApiProperty({ description: 'Bid requests are still open (the bid cut-off is ahead, and the lot has no result)' })
  biddingOpen: boolean;

  @ApiProperty({
    enum: LOT_PHASES,
    example: 'bidding',
    description:
      'Where the lot is now: bidding (bid requests taken), bidding_closed (cut-off passed), awaiting_result (it came up), ' +
      'or its result (sold, unsold, withdrawn). The page counts down only while bidding, and shows a result only once recorded.',
  })
  phase: LotPhase;
}

export class AuctionLotListDto extends CursorPageDto(
  AuctionLotSummaryDto,
  'Lots matching the filters: exact up to 10,000, beyond that the planner’s estimate, flagged by totalIsEstimate',
) {}

export class AuctionHouseDayDto {
  @ApiProperty({ example: 'USS Tokyo' })
  auctionHouse: string;
  @ApiProperty({ example: 1520 })
  lots: number;
}

export class AuctionDayDto {
  @ApiProperty({ format: 'date', example: '2026-03-02', description: 'The day in Japan' })
  date: string;
  @ApiProperty({ example: 4100, description: 'Lots of all houses that day' })
  lots: number;
  @ApiProperty({ type: [AuctionHouseDayDto], description: 'Most lots first' })
  houses: AuctionHouseDayDto[];
}

export class AuctionCalendarDto {
  @ApiProperty({ format: 'date', description: 'The first day covered (Japan)' })
  from: string;
  @ApiProperty({ format: 'date', description: 'The last day covered (Japan)' })
  to: string;
  @ApiProperty({ example: 'Asia/Tokyo' })
  timeZone: string;
  @ApiProperty({ type: [AuctionDayDto], description: 'Only days with auctions, ascending' })
  days: AuctionDayDto[];
}

export class ClosingSoonDto {
  @ApiProperty({ type: [AuctionLotSummaryDto], description: 'Lots whose bid cut-off is still ahead, soonest cut-off first' })
  items: AuctionLotSummaryDto[];
  @ApiProperty({ example: 60, description: 'Minutes before a lot’s start that its bid requests close' })
  bidCutoffMinutes: number;
}

/** A past lot under a chassis number, for the chassis check's history (AuctionLotsService.historyByChassis). */
export interface AuctionLotHistoryEntry {
  id: string;
  auctionHouse: string;
  auctionDate: string;
  lotNumber: string;
  make: string;
  makeSlug: string;
  model: string;
  year: number;
  grade: string | null;
  mileageKm: number | null;
  result: AuctionResult;
  /** Only when the caller may see prices. */
  resultPriceJpy?: string;
}
