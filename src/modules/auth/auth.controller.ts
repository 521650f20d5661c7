import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Public } from '../../common/auth/public.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { ReqMeta, type RequestMeta } from '../../common/request-meta.js';
import { toUserResponse, ChangePasswordDto, DeleteAccountDto, MessageResponseDto } from '../users/users.dto.js';
import { UsersService } from '../users/users.service.js';
import { AuthResponseDto, AuthStatusDto, LoginDto, RefreshDto, RegisterDto } from './auth.dto.js';
import { AuthService } from './auth.service.js';

export const PASSWORD_UPDATED = 'Password updated successfully';
export const ACCOUNT_DELETED = 'Account deleted successfully';

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
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is missing or invalid, or an unknown field (e.g. `role`) was sent' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'An account with this email already exists.' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  register(@Body() body: RegisterDto, @ReqMeta() meta: RequestMeta): Promise<AuthResponseDto> {
    return this.auth.register(body, meta);
  }

  @Post('user/login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Invalid email or password.' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'The account is suspended' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'Too many attempts; see Retry-After' })
  login(@Body() body: LoginDto, @ReqMeta() meta: RequestMeta): Promise<AuthResponseDto> {
    return this.auth.login(body, meta);
  }

  @Post('auth/refresh')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange a refresh token for a new access and refresh token (the old one is spent)' })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiUnauthorizedResponse({
    type: ErrorBodyDto,
    description: 'Unknown, expired, revoked or reused refresh token (reuse ends the sign-in)',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  refresh(@Body() body: RefreshDto, @ReqMeta() meta: RequestMeta): Promise<AuthResponseDto> {
    return this.auth.refresh(body.refreshToken, meta);
  }

  @Post('auth/logout')
  @HttpCode(200)
  @ApiSignedIn()
  @ApiOperation({ summary: 'End this sign-in: its access and refresh tokens stop working at once' })
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(@CurrentUser() me: AuthUser, @ReqMeta() meta: RequestMeta): Promise<MessageResponseDto> {
    await this.auth.logout(me.id, me.sessionId, meta);
    return { message: 'Signed out' };
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
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Wrong current password, or a new one under 6 characters' })
  async changePassword(
    @CurrentUser() me: AuthUser,
    @Body() body: ChangePasswordDto,
    @ReqMeta() meta: RequestMeta,
  ): Promise<MessageResponseDto> {
    await this.auth.changePassword(me.id, me.sessionId, body.currentPassword, body.newPassword, meta);
    return { message: PASSWORD_UPDATED };
  }

  @Delete('user/account')
  @ApiSignedIn()
  @ApiOperation({ summary: 'Delete the account permanently, after confirming the password' })
  @ApiOkResponse({ type: MessageResponseDto, description: '"Account deleted successfully"' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The confirmation did not match' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The last superadmin cannot be removed' })
  async deleteAccount(@CurrentUser() me: AuthUser, @Body() body: DeleteAccountDto): Promise<MessageResponseDto> {
    await this.auth.deleteAccount(me.id, body);
    return { message: ACCOUNT_DELETED };
  }
}
