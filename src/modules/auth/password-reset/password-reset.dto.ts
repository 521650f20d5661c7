import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { MIN_PASSWORD_LENGTH } from '../../../common/auth/passwords.js';
import { MSG } from '../../../common/validation/messages.js';
import { lowerTrim } from '../../../common/validation/transforms.js';

export const RESET_TOKEN_REQUIRED = 'Reset token is required';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'bilal.khan@example.com', description: 'The address the account was registered with' })
  @Transform(lowerTrim)
  @IsNotEmpty({ message: MSG.emailRequired })
  @IsEmail({}, { message: MSG.emailInvalid })
  @MaxLength(254, { message: MSG.tooLong('Email', 254) })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({
    example: 'q3Zk1H2c0bX9mYc7nS4rVt8wPq5LdE6fJ1uA0oK2iGs',
    description: 'The `token` query parameter of the emailed link',
  })
  @IsString({ message: RESET_TOKEN_REQUIRED })
  @IsNotEmpty({ message: RESET_TOKEN_REQUIRED })
  @MaxLength(200, { message: MSG.tooLong('Reset token', 200) })
  token: string;

  @ApiProperty({
    example: 'Karachi#2027',
    minLength: MIN_PASSWORD_LENGTH,
    description: 'The new password: at least 6 characters; a mix of letters, numbers and symbols is advised',
  })
  @IsString({ message: MSG.passwordTooShort })
  @MinLength(MIN_PASSWORD_LENGTH, { message: MSG.passwordTooShort })
  @MaxLength(256, { message: MSG.tooLong('Password', 256) })
  password: string;
}
