import { Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../../common/auth/auth-docs.decorator.js';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { RequestContext } from '../../../common/context/request-context.js';
import { Ctx } from '../../../common/context/request-context.decorator.js';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../oauth-identity.entity.js';
import { ConnectedAccountsService } from './connected-accounts.service.js';
import { AccountDisconnectedDto, ConnectedAccountsDto } from './oauth.dto.js';
import { OAuthProviderPipe } from './oauth-provider.pipe.js';
import { ApiErrors } from '../../../common/api/route-docs.decorator.js';

/** The signed-in user's own Google and Facebook connections. */
@ApiTags('profile')
@ApiSignedIn()
@Controller('user/connected-accounts')
export class ConnectedAccountsController {
  constructor(private readonly connected: ConnectedAccountsService) {}

  @Get()
  @ApiOperation({ summary: 'The Google and Facebook accounts connected to my account, and whether it has a password' })
  @ApiOkResponse({ type: ConnectedAccountsDto, description: 'Only the caller’s own connections' })
  listConnectedAccounts(@CurrentUser() me: AuthUser): Promise<ConnectedAccountsDto> {
    return this.connected.list(me.id);
  }

  @Delete(':provider')
  @ApiOperation({ summary: 'Disconnect a Google or Facebook account; refused when it is the last way to sign in' })
  @ApiParam({ name: 'provider', enum: OAUTH_PROVIDERS })
  @ApiOkResponse({ type: AccountDisconnectedDto, description: 'The connections that remain' })
  @ApiErrors({
    400: 'Unknown provider (UNKNOWN_PROVIDER)',
    404: 'No account of this provider is connected (ACCOUNT_NOT_CONNECTED)',
    409: 'It is the only way to sign in: no password and no other connected account (LAST_SIGN_IN_METHOD)',
  })
  disconnectAccount(
    @Ctx() ctx: RequestContext,
    @Param('provider', OAuthProviderPipe) provider: OAuthProvider,
  ): Promise<AccountDisconnectedDto> {
    return this.connected.unlink(ctx, provider);
  }
}
