import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MIN_PASSWORD_LENGTH } from '../../../common/auth/passwords.js';
import { Public } from '../../../common/auth/public.decorator.js';
import { Ctx } from '../../../common/context/request-context.decorator.js';
import type { RequestContext } from '../../../common/context/request-context.js';
import { badRequest, fieldError, invalidField } from '../../../common/errors/app-error.js';
import { ErrorBodyDto, errorBodyExample } from '../../../common/errors/error-body.js';
import { MESSAGES, Msg } from '@autoexport/contract/messages';
import { MessageResponseDto } from '../../users/users.dto.js';
import { PASSWORD_UPDATED } from '../auth.controller.js';
import { ForgotPasswordDto, ResetPasswordDto } from './password-reset.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { ApiRateLimited } from '../../../common/api/route-docs.decorator.js';

const tooManyRequests = ApiRateLimited('this IP or for this address');

/** Forgot password: the emailed single-use link and its use. */
@ApiTags('auth')
@Controller('auth')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('forgot-password')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email a single-use password reset link (valid one hour)',
    description:
      'Always answers the same 200 body, whether or not an account has this address, so the answer reveals nothing. ' +
      'When an active account has it, a link `<PUBLIC_URL>/auth/reset-password?token=…` is emailed.',
  })
  @ApiOkResponse({
    type: MessageResponseDto,
    description: 'The same answer for every well-formed address',
    example: { message: MESSAGES.FORGOT_PASSWORD_SENT },
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'The email is missing or malformed',
    example: errorBodyExample(badRequest(Msg.VALIDATION_FAILED, [fieldError('email', Msg.EMAIL_INVALID)])),
  })
  @tooManyRequests
  async forgotPassword(@Ctx() ctx: RequestContext, @Body() body: ForgotPasswordDto): Promise<MessageResponseDto> {
    await this.passwordReset.requestReset(ctx, body.email);
    return { message: MESSAGES.FORGOT_PASSWORD_SENT };
  }

  @Post('reset-password')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: "Set a new password with the emailed link's token",
    description: 'The link is spent (with every other outstanding link of the account) and every sign-in of the account ends.',
  })
  @ApiOkResponse({
    type: MessageResponseDto,
    description: 'The password is changed; the user signs in again with it',
    example: { message: PASSWORD_UPDATED },
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'The token is unknown, already used or expired, or the new password is under 6 characters',
    examples: {
      expired: {
        summary: 'The link has expired',
        value: errorBodyExample(invalidField('token', Msg.RESET_TOKEN_EXPIRED)),
      },
      used: {
        summary: 'The link was already used',
        value: errorBodyExample(invalidField('token', Msg.RESET_TOKEN_USED)),
      },
      unknown: {
        summary: 'No such link',
        value: errorBodyExample(invalidField('token', Msg.RESET_TOKEN_INVALID)),
      },
      shortPassword: {
        summary: 'The new password is too short',
        value: errorBodyExample(
          badRequest(Msg.VALIDATION_FAILED, [fieldError('password', Msg.PASSWORD_TOO_SHORT, { min: MIN_PASSWORD_LENGTH })]),
        ),
      },
    },
  })
  @tooManyRequests
  async resetPassword(@Ctx() ctx: RequestContext, @Body() body: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.passwordReset.resetPassword(ctx, body.token, body.password);
    return { message: PASSWORD_UPDATED };
  }
}
