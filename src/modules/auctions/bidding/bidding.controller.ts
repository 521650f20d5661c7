import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../../common/auth/auth-docs.decorator.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { RequestContext } from '../../../common/context/request-context.js';
import { Ctx } from '../../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../../common/pagination/pagination.js';
import { AuctionAccountsService } from './auction-accounts.service.js';
import { BidRequestsService } from './bid-requests.service.js';
import { BidsQueryDto, ChangeBidDto, PlaceBidDto } from './bidding.requests.js';
import { AuctionAccountDto, BidListDto, BidRequestDto } from './bidding.responses.js';
import { ApiKeyScope } from '../../../common/auth/api-key-scope.decorator.js';
import { ApiErrors, PostAction } from '../../../common/api/route-docs.decorator.js';

export const BID_ID_PARAM = ApiParam({ name: 'id', format: 'uuid', description: 'The bid request id' });
const BID_NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.AUCTION_BID_NOT_FOUND}" (also for another customer's)` });
const CUTOFF =
  'Taken until the cut-off, AUCTION_BID_CUTOFF_MINUTES (default 60) before the lot comes up, as PostgreSQL’s clock tells at the ' +
  'start of the change: a request at or after it is refused with `BID_CUTOFF_PASSED`.';

/** The customer's auction account and bid requests (issue 13; the profile's "Inquiry & Bid List" tab reads the list). */
@ApiTags('auctions')
@ApiSignedIn()
@Controller('auctions')
export class BiddingController {
  constructor(
    private readonly accounts: AuctionAccountsService,
    private readonly bids: BidRequestsService,
  ) {}

  @Get('account')
  @ApiKeyScope('auction-bids')
  @ApiOperation({
    summary: 'My auction account',
    description:
      'The deposit, the maximum bids open bid requests hold, won cars not yet paid, and the bidding power: `powerMultiple` × ' +
      'the deposit less held and owed. With the ledger, newest first (`page`, `limit`), which always adds up to the sums.',
  })
  @ApiOkResponse({ type: AuctionAccountDto })
  @ApiErrors({ 400: '' })
  getAuctionAccount(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<AuctionAccountDto> {
    return this.accounts.mine(user, query);
  }

  @PostAction('account/refund-request')
  @ApiOperation({
    summary: 'Ask for my auction deposit back',
    description: 'Only with a deposit and no open bid request or unpaid won car; staff see the request and transfer the money.',
  })
  @ApiOkResponse({ type: AuctionAccountDto })
  @ApiErrors({ 409: '`AUCTION_NOTHING_TO_REFUND` or `AUCTION_REFUND_NOT_ALLOWED`' })
  requestAuctionRefund(@Ctx() ctx: RequestContext): Promise<AuctionAccountDto> {
    return this.accounts.requestRefund(ctx);
  }

  @Post('lots/:lotId/bids')
  @ApiKeyScope('auction-bids')
  @ApiParam({ name: 'lotId', format: 'uuid', description: 'The auction lot id' })
  @ApiOperation({
    summary: 'Send a bid request on an auction lot',
    description: `My maximum bid in whole yen, with an optional note; it must fit my bidding power, and it holds that much of it. ${CUTOFF} One open request per lot.`,
  })
  @ApiCreatedResponse({ type: BidRequestDto })
  @ApiErrors({
    400: '',
    404: `"${MESSAGES.AUCTION_LOT_NOT_FOUND}"`,
    409: '`BID_CUTOFF_PASSED`, `BID_LOT_CLOSED` (the lot has a result), `BID_ALREADY_OPEN`, or `BID_ABOVE_POWER` (naming the power available)',
  })
  placeAuctionBid(@Ctx() ctx: RequestContext, @Param('lotId') lotId: string, @Body() body: PlaceBidDto): Promise<BidRequestDto> {
    return this.bids.place(ctx, lotId, body);
  }

  @Get('bids')
  @ApiKeyScope('auction-bids')
  @ApiOperation({
    summary: 'My bid requests, newest first',
    description: 'Each with its lot, its state, the cut-off (UTC and Japan time) and, once known, the result. `status` filters.',
  })
  @ApiOkResponse({ type: BidListDto })
  @ApiErrors({ 400: '' })
  listAuctionBids(@CurrentUser() user: AuthUser, @Query() query: BidsQueryDto): Promise<BidListDto> {
    return this.bids.listMine(user, query);
  }

  @Get('bids/:id')
  @ApiKeyScope('auction-bids')
  @BID_ID_PARAM
  @ApiOperation({ summary: 'One of my bid requests' })
  @ApiOkResponse({ type: BidRequestDto })
  @BID_NOT_FOUND
  getAuctionBid(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<BidRequestDto> {
    return this.bids.getMine(user, id);
  }

  @Patch('bids/:id')
  @ApiKeyScope('auction-bids')
  @BID_ID_PARAM
  @ApiOperation({
    summary: 'Change my bid request',
    description: `A new maximum bid (the hold moves by the difference; a rise must fit my bidding power) and/or note. ${CUTOFF}`,
  })
  @ApiOkResponse({ type: BidRequestDto })
  @ApiErrors({ 400: 'Nothing to change, or an invalid field' })
  @BID_NOT_FOUND
  @ApiErrors({ 409: '`BID_CUTOFF_PASSED`, `BID_NOT_OPEN`, `BID_LOT_CLOSED` or `BID_ABOVE_POWER`' })
  changeAuctionBid(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: ChangeBidDto): Promise<BidRequestDto> {
    return this.bids.change(ctx, id, body);
  }

  @Delete('bids/:id')
  @ApiKeyScope('auction-bids')
  @BID_ID_PARAM
  @ApiOperation({ summary: 'Withdraw my bid request', description: `Its hold on my bidding power is released at once. ${CUTOFF}` })
  @ApiOkResponse({ type: BidRequestDto, description: 'The bid request, now `withdrawn`' })
  @BID_NOT_FOUND
  @ApiErrors({ 409: '`BID_CUTOFF_PASSED`, `BID_NOT_OPEN` or `BID_LOT_CLOSED`' })
  withdrawAuctionBid(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<BidRequestDto> {
    return this.bids.withdraw(ctx, id);
  }
}
