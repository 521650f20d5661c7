import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import { Public } from '../../../common/auth/public.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { AuctionCalendarQueryDto, AuctionLotSearchQueryDto, ClosingSoonQueryDto } from './auction-lots.query.js';
import { AuctionCalendarDto, AuctionLotDetailDto, AuctionLotListDto, ClosingSoonDto } from './auction-lots.responses.js';
import { AuctionLotsService } from './auction-lots.service.js';
import { ApiKeyScope } from '../../../common/auth/api-key-scope.decorator.js';
import { ApiErrors } from '../../../common/api/route-docs.decorator.js';

const PRICES_FOR_SIGNED_IN =
  'Public. With a valid Bearer token the caller is signed in and sees start and hammer prices (JPY); anonymous callers never receive a price.';
const BAD_PARAMS = ApiErrors({ 400: 'Invalid parameters (details)' });

/** The public auction catalogue (issue 13). Who sees a price is the service's call to canSeePrice. */
@ApiTags('auctions')
@ApiSecurity({})
@ApiBearerAuth('bearer')
@Public()
@Controller('auctions')
export class AuctionLotsController {
  constructor(private readonly lots: AuctionLotsService) {}

  @Get('lots')
  @ApiKeyScope('catalogue:read')
  @ApiOperation({
    summary: 'Search upcoming auction lots (lots whose auction has passed are not listed)',
    description:
      `${PRICES_FOR_SIGNED_IN} Filters combine with AND. Page with page/limit (up to 10,000 results deep) or, for any ` +
      'depth and stable results, with cursor = the previous nextCursor. Unknown parameters are refused (400).',
  })
  @ApiOkResponse({ type: AuctionLotListDto })
  @ApiErrors({ 400: 'Invalid parameters (details), INVALID_CURSOR or PAGE_TOO_DEEP' })
  searchAuctionLots(@Query() query: AuctionLotSearchQueryDto, @CurrentUser() viewer?: AuthUser): Promise<AuctionLotListDto> {
    return this.lots.search(query, viewer);
  }

  @Get('lots/closing-soon')
  @ApiOperation({ summary: 'Upcoming lots whose bid cut-off comes soonest', description: PRICES_FOR_SIGNED_IN })
  @ApiOkResponse({ type: ClosingSoonDto })
  @BAD_PARAMS
  getClosingSoonLots(@Query() query: ClosingSoonQueryDto, @CurrentUser() viewer?: AuthUser): Promise<ClosingSoonDto> {
    return this.lots.closingSoon(query, viewer);
  }

  @Get('lots/:id')
  @ApiKeyScope('catalogue:read')
  @ApiOperation({
    summary: 'One auction lot, upcoming or past (then with its result)',
    description: PRICES_FOR_SIGNED_IN,
  })
  @ApiParam({ name: 'id', description: 'The lot’s public id', format: 'uuid' })
  @ApiOkResponse({ type: AuctionLotDetailDto })
  @ApiErrors({ 404: `Unknown or malformed id: AUCTION_LOT_NOT_FOUND, "${MESSAGES.AUCTION_LOT_NOT_FOUND}"` })
  getAuctionLot(@Param('id') id: string, @CurrentUser() viewer?: AuthUser): Promise<AuctionLotDetailDto> {
    return this.lots.getLot(id, viewer);
  }

  @Get('calendar')
  @ApiOperation({
    summary: 'The auction days ahead, with each day’s auction houses and their lot counts (days in Japan)',
    description: 'Public. Only days with lots are listed; `from` earlier than today in Japan starts today.',
  })
  @ApiOkResponse({ type: AuctionCalendarDto })
  @BAD_PARAMS
  getAuctionCalendar(@Query() query: AuctionCalendarQueryDto): Promise<AuctionCalendarDto> {
    return this.lots.calendar(query);
  }
}
