import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Msg } from '@autoexport/contract/messages';
import { Choice, Country, Email, Field, Flag, isEmpty, NewPassword, Phone, TextField } from '../../common/validation/fields.js';
import { IsTextValue, MaxChars, says } from '../../common/validation/rules.js';
import { ACCOUNT_TYPES, type AccountType } from '../users/user.entity.js';
import { UserResponseDto } from '../users/users.dto.js';

export class RegisterDto {
  @TextField('First name', 100, { example: 'Bilal' }, { missing: says(Msg.FIRST_NAME_REQUIRED) })
  firstName: string;

  @TextField('Last name', 100, { example: 'Khan' }, { missing: says(Msg.LAST_NAME_REQUIRED) })
  lastName: string;

  @Email({ example: 'bilal.khan@example.com' }, { max: 254 })
  email: string;

  @NewPassword({ example: 'Karachi#2026', description: 'At least 6 characters; a mix of letters, numbers and symbols is advised' })
  password: string;

  @Phone({ example: '+92 300 0000002' })
  phone?: string;

  @Country({ example: 'PK', description: 'ISO 3166-1 alpha-2 country of the customer' }, { presence: 'optional' })
  country?: string;

  @Choice('Account type', ACCOUNT_TYPES, { default: 'individual' }, { presence: 'optional', invalid: says(Msg.ACCOUNT_TYPE_INVALID) })
  accountType?: AccountType;

  @Flag('Promotion opt-in', { default: false }, { presence: 'optional' })
  promotionOptIn?: boolean;
}

export class LoginDto {
  @Email({ example: 'bilal.khan@example.com' })
  email: string;

  @Field(
    'Password',
    { example: 'Karachi#2026' },
    { missing: says(Msg.PASSWORD_REQUIRED), isMissing: isEmpty },
    IsTextValue('Password'),
    MaxChars('Password', 256),
  )
  password: string;

  @Flag('Remember me', { default: false, description: 'Keep the sign-in for 30 days instead of 7' }, { presence: 'optional' })
  rememberMe?: boolean;
}

export class RefreshDto {
  @Field(
    'Refresh token',
    { description: 'The refresh token from sign-in or the previous refresh' },
    { missing: says(Msg.REFRESH_TOKEN_REQUIRED) },
    IsTextValue('Refresh token'),
    MaxChars('Refresh token', 200),
  )
  refreshToken: string;
}

export class AuthResponseDto {
  @ApiProperty({ description: 'Access token (JWT, HS256), valid 15 minutes', example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…' })
  token: string;
  @ApiProperty({ format: 'date-time', description: 'When the access token expires' })
  tokenExpiry: string;
  @ApiProperty({ description: 'Single-use refresh token; exchange it at POST /api/auth/refresh' })
  refreshToken: string;
  @ApiProperty({ format: 'date-time' })
  refreshTokenExpiry: string;
  @ApiProperty({ format: 'uuid', description: 'This sign-in' })
  sessionId: string;
  @ApiProperty({ type: UserResponseDto })
  user: UserResponseDto;
}

export class AuthStatusDto {
  @ApiProperty({ example: true })
  authenticated: boolean;
  @ApiPropertyOptional({ type: UserResponseDto })
  user?: UserResponseDto;
}
