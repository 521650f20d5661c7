import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Public } from '../../common/auth/public.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { toUserResponse, ChangePasswordDto, DeleteAccountDto, MessageResponseDto } from '../users/users.dto.js';
import { UsersService } from '../users/users.service.js';
import { AuthResponseDto, AuthStatusDto, LoginDto, RefreshDto, RegisterDto } from './auth.dto.js';
import { AuthService } from './auth.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

export const PASSWORD_UPDATED = MESSAGES.PASSWORD_UPDATED;
export const ACCOUNT_DELETED = MESSAGES.ACCOUNT_DELETED;

/** Registration, sign-in and the account's credentials. Paths under /api/user are the existing clients' contract. */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Post('user/register')
  @Public()
  @ApiOperation({ summary: 'Create a customer account and sign in' })
  @ApiCreatedResponse({ type: AuthResponseDto })
  @ApiErrors({
    400: 'A field is missing or invalid, or an unknown field (e.g. `role`) was sent',
    409: 'An account with this email already exists.',
    429: '',
  })
  register(@Ctx() ctx: RequestContext, @Body() body: RegisterDto): Promise<AuthResponseDto> {
    return this.auth.register(ctx, body);
  }

  @Post('user/login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiErrors({ 401: 'Invalid email or password.', 403: 'The account is suspended', 429: 'Too many attempts; see Retry-After' })
  login(@Ctx() ctx: RequestContext, @Body() body: LoginDto): Promise<AuthResponseDto> {
    return this.auth.login(ctx, body);
  }

  @Post('auth/refresh')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange a refresh token for a new access and refresh token (the old one is spent)' })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiErrors({ 401: 'Unknown, expired, revoked or reused refresh token (reuse ends the sign-in)', 429: '' })
  refresh(@Ctx() ctx: RequestContext, @Body() body: RefreshDto): Promise<AuthResponseDto> {
    return this.auth.refresh(ctx, body.refreshToken);
  }

  @Post('auth/logout')
  @HttpCode(200)
  @ApiSignedIn()
  @ApiOperation({ summary: 'End this sign-in: its access and refresh tokens stop working at once' })
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(@Ctx() ctx: RequestContext): Promise<MessageResponseDto> {
    await this.auth.logout(ctx);
    return { message: MESSAGES.SIGNED_OUT };
  }

  @Get('auth/status')
  @Public()
  @ApiOperation({ summary: 'Whether the caller is signed in (the client calls this on load); never a 401' })
  @ApiOkResponse({ type: AuthStatusDto })
  async status(@CurrentUser() me: AuthUser | undefined): Promise<AuthStatusDto> {
    if (!me) return { authenticated: false };
    return { authenticated: true, user: toUserResponse(await this.users.getById(me.id)) };
  }

  @Put('user/password')
  @ApiSignedIn()
  @ApiOperation({ summary: 'Change the password; other sign-ins end, this one stays' })
  @ApiOkResponse({ type: MessageResponseDto, description: '"Password updated successfully"' })
  @ApiErrors({ 400: 'Wrong current password, or a new one under 6 characters' })
  async changePassword(@Ctx() ctx: RequestContext, @Body() body: ChangePasswordDto): Promise<MessageResponseDto> {
    await this.auth.changePassword(ctx, body.currentPassword, body.newPassword);
    return { message: PASSWORD_UPDATED };
  }

  @Delete('user/account')
  @ApiSignedIn()
  @ApiOperation({
    summary: 'Delete the account permanently, after confirming the password',
    description:
      'What the account holds is settled first, in the same transaction: its reservations are cancelled (the cars go back on ' +
      'sale), its open auction bids withdrawn, its auction deposit and money paid towards the cancelled reservations flagged ' +
      'for staff to refund, and orders with a deposit or more kept for the books without contact details. GET ' +
      '/api/user/account/deletion shows what it would do. Refused (409) while a bid is past its lot’s cut-off.',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: '"Account deleted successfully"' })
  @ApiErrors({
    400: 'The confirmation did not match',
    409: 'The last superadmin cannot be removed; ACCOUNT_BIDS_AT_AUCTION while a bid is past its cut-off',
  })
  async deleteAccount(@Ctx() ctx: RequestContext, @Body() body: DeleteAccountDto): Promise<MessageResponseDto> {
    await this.auth.deleteAccount(ctx, body);
    return { message: ACCOUNT_DELETED };
  }
}
