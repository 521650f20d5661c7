import { Body, Get, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../../common/context/request-context.js';
import { Ctx } from '../../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../../common/pagination/pagination.js';
import { AuctionAccountsService } from './auction-accounts.service.js';
import { BidRequestsService } from './bid-requests.service.js';
import { BID_ID_PARAM } from './bidding.controller.js';
import {
  AdminLotsQueryDto,
  AuctionAccountsQueryDto,
  BidSheetQueryDto,
  RecordDepositDto,
  RecordLotResultDto,
  RecordRefundDto,
  UndoLotResultDto,
  WonCarOrderDto,
} from './bidding.requests.js';
import {
  AdminAuctionAccountDto,
  AdminAuctionAccountListDto,
  AdminBidRequestDto,
  BidSheetDto,
  WonCarOrderDraftDto,
} from './bidding.responses.js';
import { AdminAuctionLotDto, AdminAuctionLotListDto } from './lot-results.responses.js';
import { LotResultsService } from './lot-results.service.js';
import { WonCarOrdersService } from './won-car-orders.service.js';
import { AdminOrderDto } from '../../orders/orders.responses.js';
import { ApiErrors, PostAction, StaffController } from '../../../common/api/route-docs.decorator.js';
import { CsvExportRoute } from '../../../common/csv/csv-export.decorator.js';

const BID_NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.AUCTION_BID_NOT_FOUND}"` });
const LOT_NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.AUCTION_LOT_NOT_FOUND}"` });
const LOT_ID_PARAM = ApiParam({ name: 'lotId', format: 'uuid', description: 'The auction lot id' });
const SHEET =
  'The open bid requests on lots of that auction day (Japan), by auction house, then lot number, then the highest bid; ' +
  '`auctionHouse` narrows it to one house.';

/** The staff's side of auction bidding: deposits and refunds, the accounts, the day's bid sheet, lots' results. */
@StaffController('admin/auctions', 'admin-auctions')
export class BiddingAdminController {
  constructor(
    private readonly accounts: AuctionAccountsService,
    private readonly bids: BidRequestsService,
    private readonly wonCars: WonCarOrdersService,
    private readonly results: LotResultsService,
  ) {}

  @Post('deposits')
  @ApiOperation({
    summary: 'Record an auction deposit received',
    description:
      'A bank transfer from a customer, in whole yen, with its value date and bank reference (recorded once). Raises their ' +
      'bidding power by AUCTION_POWER_MULTIPLE × the amount; the customer is emailed. Recorded in the audit log.',
  })
  @ApiCreatedResponse({ type: AdminAuctionAccountDto })
  @ApiErrors({ 400: 'A field is missing or invalid, or the customer is unknown', 409: '`AUCTION_DEPOSIT_TAKEN`' })
  recordAuctionDeposit(@Ctx() ctx: RequestContext, @Body() body: RecordDepositDto): Promise<AdminAuctionAccountDto> {
    return this.accounts.recordDeposit(ctx, body);
  }

  @Post('refunds')
  @ApiOperation({
    summary: 'Record a refund of an auction deposit',
    description:
      'At most what backs nothing (deposit − held − owed: `refundableJpy`); clears the customer’s refund request. Recorded in the audit log.',
  })
  @ApiCreatedResponse({ type: AdminAuctionAccountDto })
  @ApiErrors({
    400: 'A field is missing or invalid, or the customer is unknown',
    409: '`AUCTION_REFUND_ABOVE_FREE` or `AUCTION_REFUND_TAKEN`',
  })
  recordAuctionRefund(@Ctx() ctx: RequestContext, @Body() body: RecordRefundDto): Promise<AdminAuctionAccountDto> {
    return this.accounts.recordRefund(ctx, body);
  }

  @Get('accounts')
  @ApiOperation({
    summary: 'List auction accounts',
    description: 'Refund requests first (oldest first), then the latest changed. `refundRequested` filters.',
  })
  @ApiOkResponse({ type: AdminAuctionAccountListDto })
  @ApiErrors({ 400: '' })
  listAuctionAccounts(@Query() query: AuctionAccountsQueryDto): Promise<AdminAuctionAccountListDto> {
    return this.accounts.list(query);
  }

  @Get('accounts/:customerId')
  @ApiParam({ name: 'customerId', format: 'uuid', description: 'The customer’s id' })
  @ApiOperation({
    summary: 'One customer’s auction account',
    description: 'With the ledger (paged) and the open and unpaid won bid requests.',
  })
  @ApiOkResponse({ type: AdminAuctionAccountDto })
  @ApiErrors({ 400: '', 404: `"${MESSAGES.USER_NOT_FOUND}"` })
  getAuctionAccount(@Param('customerId') customerId: string, @Query() query: PageQueryDto): Promise<AdminAuctionAccountDto> {
    return this.accounts.get(customerId, query);
  }

  @Get('bid-sheet')
  @ApiOperation({ summary: 'The day’s bid sheet', description: `${SHEET} CSV: \`GET /api/admin/auctions/bid-sheet.csv\`.` })
  @ApiOkResponse({ type: BidSheetDto })
  @ApiErrors({ 400: '' })
  getBidSheet(@Query() query: BidSheetQueryDto): Promise<BidSheetDto> {
    return this.bids.bidSheet(query);
  }

  @CsvExportRoute('bid-sheet.csv', {
    summary: 'The day’s bid sheet as CSV',
    description: `${SHEET} Cells a spreadsheet would run as formulas start with '.`,
  })
  exportBidSheet(@Query() query: BidSheetQueryDto): Promise<StreamableFile> {
    return this.bids.bidSheetCsv(query);
  }

  @Get('bids/:id')
  @BID_ID_PARAM
  @ApiOperation({ summary: 'One bid request, with its customer' })
  @ApiOkResponse({ type: AdminBidRequestDto })
  @BID_NOT_FOUND
  getAdminAuctionBid(@Param('id') id: string): Promise<AdminBidRequestDto> {
    return this.bids.getForStaff(id);
  }

  @Get('lots')
  @ApiOperation({
    summary: 'A day’s lots with bid requests',
    description: 'The lots of an auction day (Japan) that customers bid on, by auction house and lot number, with their phase and result.',
  })
  @ApiOkResponse({ type: AdminAuctionLotListDto })
  @ApiErrors({ 400: '' })
  listAdminAuctionLots(@Query() query: AdminLotsQueryDto): Promise<AdminAuctionLotListDto> {
    return this.results.list(query);
  }

  @Get('lots/:lotId')
  @LOT_ID_PARAM
  @ApiOperation({
    summary: 'One lot’s bid requests and result',
    description:
      'Its phase and what staff may do now (`nextPhases`, `results`: the lot machine’s answer), the bid a `won` result goes to with ' +
      'the hammer price’s bounds, every bid request (the strongest open first), the recorded result, and whether it may be undone.',
  })
  @ApiOkResponse({ type: AdminAuctionLotDto })
  @LOT_NOT_FOUND
  getAdminAuctionLot(@Param('lotId') lotId: string): Promise<AdminAuctionLotDto> {
    return this.results.get(lotId);
  }

  @PostAction('lots/:lotId/result')
  @LOT_ID_PARAM
  @ApiOperation({
    summary: 'Record a lot’s result',
    description:
      'Once the lot has come up, one result for all its open bid requests. `won`: `bidId` must be the highest open bid at or above ' +
      'the start price (ties: the earliest), at a hammer price from the start price up to its maximum; it owes hammer price and ' +
      'fees, the other bids lost. `lost` (sold to another buyer; a hammer price, if given, at least our highest maximum) or ' +
      '`not_sold`: every open bid ends so. Every hold is released; each bidder is emailed after the commit. Audited.',
  })
  @ApiOkResponse({ type: AdminAuctionLotDto })
  @ApiErrors({ 400: 'A price out of its bounds, or a field the result does not take' })
  @LOT_NOT_FOUND
  @ApiErrors({
    409: '`LOT_NOT_UP_YET`, `LOT_RESULT_ALREADY`, `LOT_NO_ELIGIBLE_BID` or `LOT_WINNER_NOT_ELIGIBLE` (naming the eligible winner)',
  })
  recordAuctionLotResult(
    @Ctx() ctx: RequestContext,
    @Param('lotId') lotId: string,
    @Body() body: RecordLotResultDto,
  ): Promise<AdminAuctionLotDto> {
    return this.results.record(ctx, lotId, body);
  }

  @PostAction('lots/:lotId/result/undo')
  @LOT_ID_PARAM
  @ApiOperation({
    summary: 'Undo a lot’s recorded result',
    description:
      'With a reason (audited), before anything was paid against it: its bid requests are open again and hold their maximum ' +
      'bids again, the winner owes nothing, the won car’s unpaid order is cancelled, and every bidder is emailed.',
  })
  @ApiOkResponse({ type: AdminAuctionLotDto })
  @ApiErrors({ 400: 'No reason' })
  @LOT_NOT_FOUND
  @ApiErrors({ 409: '`LOT_NO_RESULT`, `LOT_RESULT_PAID` or `LOT_UNDO_ABOVE_POWER`' })
  undoAuctionLotResult(
    @Ctx() ctx: RequestContext,
    @Param('lotId') lotId: string,
    @Body() body: UndoLotResultDto,
  ): Promise<AdminAuctionLotDto> {
    return this.results.undo(ctx, lotId, body);
  }

  @PostAction('bids/:id/settle')
  @BID_ID_PARAM
  @ApiOperation({
    summary: 'Mark a won car paid',
    description: 'What it cost is no longer owed, so its share of the bidding power returns. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: AdminBidRequestDto })
  @BID_NOT_FOUND
  @ApiErrors({ 409: '`BID_NOT_WON` or `BID_ALREADY_SETTLED`' })
  settleAuctionBid(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<AdminBidRequestDto> {
    return this.bids.settle(ctx, id);
  }

  @Get('bids/:id/order-draft')
  @BID_ID_PARAM
  @ApiOperation({
    summary: 'What a won car’s order starts from',
    description:
      'The bid request with its lot, the winner’s destination (their profile) and consignees, the yen rate, and the car fields the ' +
      'lot tells with a suggested FOB price in USD: hammer price and fees at that rate, rounded up to the dollar.',
  })
  @ApiOkResponse({ type: WonCarOrderDraftDto })
  @BID_NOT_FOUND
  getWonCarOrderDraft(@Param('id') id: string): Promise<WonCarOrderDraftDto> {
    return this.wonCars.draft(id);
  }

  @Post('bids/:id/order')
  @BID_ID_PARAM
  @ApiOperation({
    summary: 'Enter a won car into stock and make its order',
    description:
      'In one transaction: the car is created with every field of a new car (as POST /api/admin/cars; without `auctionSheet`, the ' +
      'lot’s sheet goes with it when its three grades are known) and reserved by an order for ' +
      'the winner under the terms, destination and consignee given. The order’s 50% deposit is the security deposit, due in 3 ' +
      'business days; the order does not expire and the customer cannot cancel it. When it is paid in full, the bid request is ' +
      'settled and its bidding power returns. The winner is emailed. Recorded in the audit log.',
  })
  @ApiCreatedResponse({ type: AdminOrderDto })
  @ApiErrors({ 400: 'A car field, the terms, the destination or `consigneeId` (not the winner’s)' })
  @BID_NOT_FOUND
  @ApiErrors({
    409:
      '`BID_ORDER_NOT_WON`, `BID_ALREADY_ORDERED`, `STOCK_ID_TAKEN`, or `IMPORT_NOT_ELIGIBLE` (the destination’s import rules refuse the car, ' +
      'each reason in `details`; send `eligibilityOverrideReason` to place it anyway, audited)',
  })
  createWonCarOrder(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: WonCarOrderDto): Promise<AdminOrderDto> {
    return this.wonCars.createOrder(ctx, id, body);
  }
}
