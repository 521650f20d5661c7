import { Body, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../../common/context/request-context.js';
import { Ctx } from '../../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ApiKeyActivityQueryDto, SetApiLimitsDto } from './api-keys.requests.js';
import { ApiKeyActivityDto, ApiLimitsDto, DealerApiKeysDto } from './api-keys.responses.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiErrors, StaffController } from '../../../common/api/route-docs.decorator.js';

const USER_ID = ApiParam({ name: 'userId', format: 'uuid', description: 'The dealer’s user id' });
const NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.DEALER_NOT_FOUND}"` });

/** Staff's view of a dealer's API keys, and the dealer's limits (issue 14). */
@StaffController('admin/dealers', 'admin-dealers')
export class ApiKeysAdminController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Get(':userId/api-keys')
  @USER_ID
  @ApiOperation({ summary: 'A dealer’s API keys', description: 'With their limits and the calls of the last 30 days per key and day.' })
  @ApiOkResponse({ type: DealerApiKeysDto })
  @NOT_FOUND
  getDealerApiKeys(@Param('userId') userId: string): Promise<DealerApiKeysDto> {
    return this.apiKeys.forDealer(userId);
  }

  @Put(':userId/api-limits')
  @USER_ID
  @ApiOperation({
    summary: 'Set a dealer’s API limits',
    description: 'Requests per minute and per day, for each of their keys, from the next request on. Recorded in the audit log.',
  })
  @ApiOkResponse({ type: ApiLimitsDto })
  @ApiErrors({ 400: '', 404: `"${MESSAGES.DEALER_NOT_FOUND}" (also for an account that is not a dealer)` })
  setDealerApiLimits(@Ctx() ctx: RequestContext, @Param('userId') userId: string, @Body() body: SetApiLimitsDto): Promise<ApiLimitsDto> {
    return this.apiKeys.setLimits(ctx, userId, body);
  }

  @Get(':userId/api-activity')
  @USER_ID
  @ApiOperation({ summary: 'A dealer’s API activity', description: 'Every call made with their keys, newest first; no bodies or queries.' })
  @ApiOkResponse({ type: ApiKeyActivityDto })
  @ApiErrors({ 400: '' })
  @NOT_FOUND
  listDealerApiActivity(@Param('userId') userId: string, @Query() query: ApiKeyActivityQueryDto): Promise<ApiKeyActivityDto> {
    return this.apiKeys.activityOfDealer(userId, query);
  }
}
