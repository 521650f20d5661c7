import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../../../common/auth/public.decorator.js';
import { ErrorBodyDto } from '../../../common/errors/error-body.js';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../../common/rate-limit/rate-limiter.service.js';
import { ReqMeta, type RequestMeta } from '../../../common/request-meta.js';
import { MSG } from '../../../common/validation/messages.js';
import { VALIDATION_MESSAGE } from '../../../common/validation/validation.pipe.js';
import { MessageResponseDto } from '../../users/users.dto.js';
import { PASSWORD_UPDATED } from '../auth.controller.js';
import { ForgotPasswordDto, ResetPasswordDto } from './password-reset.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { FORGOT_PASSWORD_MESSAGE, RESET_TOKEN_ERRORS } from './reset-token-rules.js';

const REQUEST_ID = '5f0c6c1e-2f1b-4c52-9d8a-1d1e2f3a4b5c';
const errorExample = (
  statusCode: number,
  error: string,
  code: string,
  message: string,
  details?: { field: string; message: string }[],
) => ({
  statusCode,
  error,
  message,
  code,
  ...(details ? { details } : {}),
  requestId: REQUEST_ID,
});
const tooManyRequests = ApiTooManyRequestsResponse({
  type: ErrorBodyDto,
  description: 'Too many requests from this IP or for this address; the `Retry-After` header says how many seconds to wait',
  example: errorExample(429, 'Too Many Requests', 'TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS_MESSAGE),
});

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
    example: { message: FORGOT_PASSWORD_MESSAGE },
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'The email is missing or malformed',
    example: errorExample(400, 'Bad Request', 'VALIDATION_FAILED', VALIDATION_MESSAGE, [{ field: 'email', message: MSG.emailInvalid }]),
  })
  @tooManyRequests
  async forgotPassword(@Body() body: ForgotPasswordDto, @ReqMeta() meta: RequestMeta): Promise<MessageResponseDto> {
    await this.passwordReset.requestReset(body.email, meta);
    return { message: FORGOT_PASSWORD_MESSAGE };
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
        value: errorExample(400, 'Bad Request', 'RESET_TOKEN_EXPIRED', RESET_TOKEN_ERRORS.RESET_TOKEN_EXPIRED, [
          { field: 'token', message: RESET_TOKEN_ERRORS.RESET_TOKEN_EXPIRED },
        ]),
      },
      used: {
        summary: 'The link was already used',
        value: errorExample(400, 'Bad Request', 'RESET_TOKEN_USED', RESET_TOKEN_ERRORS.RESET_TOKEN_USED, [
          { field: 'token', message: RESET_TOKEN_ERRORS.RESET_TOKEN_USED },
        ]),
      },
      unknown: {
        summary: 'No such link',
        value: errorExample(400, 'Bad Request', 'RESET_TOKEN_INVALID', RESET_TOKEN_ERRORS.RESET_TOKEN_INVALID, [
          { field: 'token', message: RESET_TOKEN_ERRORS.RESET_TOKEN_INVALID },
        ]),
      },
      shortPassword: {
        summary: 'The new password is too short',
        value: errorExample(400, 'Bad Request', 'VALIDATION_FAILED', VALIDATION_MESSAGE, [
          { field: 'password', message: MSG.passwordTooShort },
        ]),
      },
    },
  })
  @tooManyRequests
  async resetPassword(@Body() body: ResetPasswordDto, @ReqMeta() meta: RequestMeta): Promise<MessageResponseDto> {
    await this.passwordReset.resetPassword(body.token, body.password, meta);
    return { message: PASSWORD_UPDATED };
  }
}
