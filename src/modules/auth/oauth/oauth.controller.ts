import { applyDecorators, Body, Controller, Get, Header, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/public.decorator.js';
import type { RequestContext } from '../../../common/context/request-context.js';
import { Ctx } from '../../../common/context/request-context.decorator.js';
import { AuthResponseDto } from '../auth.dto.js';
import { ExchangeCodeDto, OAuthProvidersDto, StartOAuthQueryDto } from './oauth.dto.js';
import { OAUTH_ERRORS } from './oauth-rules.js';
import { OAuthService } from './oauth.service.js';
import { ApiErrors } from '../../../common/api/route-docs.decorator.js';

interface RedirectTo {
  url: string;
  statusCode: 302;
}

const LOCATION = { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } };

const StartDocs = (label: string) =>
  applyDecorators(
    ApiOperation({
      summary: `Start signing in with ${label}`,
      description: `Open this URL in the browser (a navigation, not an XHR). It redirects to ${label} with a single-use \`state\`; ${label} then redirects to the callback.`,
    }),
    ApiFoundResponse({ description: `To ${label}'s consent screen`, headers: LOCATION }),
    ApiErrors({ 400: 'No nonce, or a malformed one (VALIDATION_FAILED)' }),
    ApiErrors({ 404: `${label} sign-in is not configured on this site (OAUTH_PROVIDER_DISABLED)` }),
    ApiErrors({ 429: 'Too many sign-ins started from this address; see Retry-After' }),
  );

const CallbackDocs = (label: string) =>
  applyDecorators(
    ApiOperation({
      summary: `${label} redirects here after consent`,
      description:
        `Checks \`state\`, trades the code for ${label}'s profile, then signs in the linked account, links the account whose email ` +
        `${label} confirms as verified, or creates one. Never puts tokens in a URL: it redirects to the client at ` +
        '`/auth/callback?code=<one-time code>` (exchange it at `POST /api/auth/oauth/exchange` within 60 seconds) or ' +
        `\`/auth/callback?error=<CODE>\` with CODE one of ${Object.values(OAUTH_ERRORS).join(', ')}.`,
    }),
    ApiQuery({ name: 'code', type: String, required: false, description: `Authorization code from ${label}` }),
    ApiQuery({ name: 'state', type: String, required: false, description: 'The state sent in the authorization request' }),
    ApiQuery({ name: 'error', type: String, required: false, description: `Set by ${label} when consent was refused (access_denied)` }),
    ApiFoundResponse({ description: 'To the client: `/auth/callback?code=…` or `/auth/callback?error=…`', headers: LOCATION }),
    ApiErrors({ 404: `${label} sign-in is not configured on this site (OAUTH_PROVIDER_DISABLED)` }),
  );

/** Google and Facebook sign-in. The browser follows redirects; the client finishes with the code exchange. */
@ApiTags('auth')
@Controller('auth')
export class OAuthController {
  constructor(private readonly oauth: OAuthService) {}

  @Get('google')
  @Public()
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @StartDocs('Google')
  async googleSignIn(@Ctx() ctx: RequestContext, @Query() query: StartOAuthQueryDto): Promise<RedirectTo> {
    return { url: await this.oauth.authorizationUrl(ctx, 'google', query.nonce), statusCode: 302 };
  }

  @Get('google/callback')
  @Public()
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @CallbackDocs('Google')
  async googleCallback(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>): Promise<RedirectTo> {
    return { url: await this.oauth.handleCallback(ctx, 'google', query), statusCode: 302 };
  }

  @Get('facebook')
  @Public()
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @StartDocs('Facebook')
  async facebookSignIn(@Ctx() ctx: RequestContext, @Query() query: StartOAuthQueryDto): Promise<RedirectTo> {
    return { url: await this.oauth.authorizationUrl(ctx, 'facebook', query.nonce), statusCode: 302 };
  }

  @Get('facebook/callback')
  @Public()
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @CallbackDocs('Facebook')
  async facebookCallback(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>): Promise<RedirectTo> {
    return { url: await this.oauth.handleCallback(ctx, 'facebook', query), statusCode: 302 };
  }

  @Post('oauth/exchange')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange the one-time code from a Google or Facebook sign-in for tokens',
    description:
      'Answers exactly like `POST /api/user/login`. A code works once and for 60 seconds, and only with the nonce its sign-in started with.',
  })
  @ApiOkResponse({ type: AuthResponseDto, description: 'Signed in: tokens and the user' })
  @ApiErrors({
    400: 'No code, or not a code (VALIDATION_FAILED)',
    401: 'Unknown, expired or already used code, or another nonce (OAUTH_CODE_INVALID)',
    403: 'The account is suspended',
    429: 'Too many attempts; see Retry-After',
  })
  exchangeCode(@Ctx() ctx: RequestContext, @Body() body: ExchangeCodeDto): Promise<AuthResponseDto> {
    return this.oauth.exchange(ctx, body.code, body.nonce);
  }

  @Get('providers')
  @Public()
  @ApiOperation({ summary: 'Which social sign-ins this site offers, so the client shows only working buttons' })
  @ApiOkResponse({ type: OAuthProvidersDto })
  providers(): OAuthProvidersDto {
    return { providers: this.oauth.providers() };
  }
}
