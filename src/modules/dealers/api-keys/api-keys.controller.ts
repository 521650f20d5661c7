import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../../common/auth/auth-docs.decorator.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { RequestContext } from '../../../common/context/request-context.js';
import { Ctx } from '../../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { MAX_LIVE_KEYS } from './api-key-rules.js';
import { ApiKeyActivityQueryDto, ApiKeyUsageQueryDto, CreateApiKeyDto } from './api-keys.requests.js';
import { ApiKeyActivityDto, ApiKeyDto, ApiKeyListDto, ApiKeyUsageDto, CreatedApiKeyDto } from './api-keys.responses.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiErrors } from '../../../common/api/route-docs.decorator.js';

const NO_KEYS = 'Only with an access token: an API key cannot manage keys (`API_KEY_ROUTE_NOT_ALLOWED`).';

/** A dealer's API keys, in their profile (issue 14). */
@ApiTags('api-keys')
@ApiSignedIn()
@Controller('user/api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Get()
  @ApiOperation({ summary: 'My API keys', description: `Newest first, revoked ones included; never a key's secret. ${NO_KEYS}` })
  @ApiOkResponse({ type: ApiKeyListDto })
  listMyApiKeys(@CurrentUser() me: AuthUser): Promise<ApiKeyListDto> {
    return this.apiKeys.listOwn(me.id);
  }

  @Post()
  @ApiOperation({
    summary: 'Create an API key',
    description:
      `Dealer accounts only. The answer holds the key (\`key\`) this once: only its hash is kept. Send it as \`X-API-Key\`; ` +
      `it acts as me with no more than its scopes, from the allowed addresses only. At most ${MAX_LIVE_KEYS} keys not revoked. ` +
      `Recorded in the audit log. ${NO_KEYS}`,
  })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  @ApiErrors({ 400: 'A name, scope or allowed IP that is not valid', 403: `"${MESSAGES.API_KEY_NOT_DEALER}"`, 409: '`API_KEY_TOO_MANY`' })
  createApiKey(@Ctx() ctx: RequestContext, @Body() body: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    return this.apiKeys.create(ctx, body);
  }

  @Get('usage')
  @ApiOperation({
    summary: 'Calls made with my API keys, per key and day',
    description: `Counted by answer: 2xx, 4xx, 5xx (UTC days; default the last 30). ${NO_KEYS}`,
  })
  @ApiOkResponse({ type: ApiKeyUsageDto })
  @ApiErrors({ 400: '' })
  getMyApiKeyUsage(@CurrentUser() me: AuthUser, @Query() query: ApiKeyUsageQueryDto): Promise<ApiKeyUsageDto> {
    return this.apiKeys.usage(me.id, query);
  }

  @Get('activity')
  @ApiOperation({
    summary: 'The activity log of my API keys',
    description: `Every call made with a key, newest first: method, route, status, time, duration; never a body or query. ${NO_KEYS}`,
  })
  @ApiOkResponse({ type: ApiKeyActivityDto })
  @ApiErrors({ 400: '' })
  listMyApiKeyActivity(@CurrentUser() me: AuthUser, @Query() query: ApiKeyActivityQueryDto): Promise<ApiKeyActivityDto> {
    return this.apiKeys.activity(me.id, query);
  }

  @Delete(':id')
  @ApiParam({ name: 'id', format: 'uuid', description: 'The key’s id' })
  @ApiOperation({
    summary: 'Revoke an API key',
    description: `At once: the very next request with it is refused (401 \`API_KEY_REVOKED\`). Recorded in the audit log. ${NO_KEYS}`,
  })
  @ApiOkResponse({ type: ApiKeyDto, description: 'The key, now revoked' })
  @ApiErrors({ 404: `"${MESSAGES.API_KEY_NOT_FOUND}" (also for another dealer's)` })
  revokeApiKey(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<ApiKeyDto> {
    return this.apiKeys.revoke(ctx, id);
  }
}
