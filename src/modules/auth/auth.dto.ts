import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MIN_PASSWORD_LENGTH } from '../../common/auth/passwords.js';
import { COUNTRY_CODES } from '../../common/countries.js';
import { MSG, PHONE_PATTERN } from '../../common/validation/messages.js';
import { ACCOUNT_TYPES, type AccountType } from '../users/user.entity.js';
import { UserResponseDto } from '../users/users.dto.js';
import { lowerTrim, trim, upperTrim } from '../../common/validation/transforms.js';

export class RegisterDto {
  @ApiProperty({ example: 'Bilal' })
  @Transform(trim)
  @IsString({ message: MSG.firstNameRequired })
  @IsNotEmpty({ message: MSG.firstNameRequired })
  @MaxLength(100, { message: MSG.tooLong('First name', 100) })
  firstName: string;

  @ApiProperty({ example: 'Khan' })
  @Transform(trim)
  @IsString({ message: MSG.lastNameRequired })
  @IsNotEmpty({ message: MSG.lastNameRequired })
  @MaxLength(100, { message: MSG.tooLong('Last name', 100) })
  lastName: string;

  @ApiProperty({ example: 'bilal.khan@example.com' })
  @Transform(lowerTrim)
  @IsNotEmpty({ message: MSG.emailRequired })
  @IsEmail({}, { message: MSG.emailInvalid })
  @MaxLength(254, { message: MSG.tooLong('Email', 254) })
  email: string;

  @ApiProperty({
    example: 'Karachi#2026',
    minLength: MIN_PASSWORD_LENGTH,
    description: 'At least 6 characters; a mix of letters, numbers and symbols is advised',
  })
  @IsString({ message: MSG.passwordTooShort })
  @MinLength(MIN_PASSWORD_LENGTH, { message: MSG.passwordTooShort })
  @MaxLength(256, { message: MSG.tooLong('Password', 256) })
  password: string;

  @ApiPropertyOptional({ example: '+92 300 0000002' })
  @IsOptional()
  @Transform(trim)
  @Matches(PHONE_PATTERN, { message: MSG.phoneInvalid })
  phone?: string;

  @ApiPropertyOptional({ example: 'PK', description: 'ISO 3166-1 alpha-2 country of the customer' })
  @IsOptional()
  @Transform(upperTrim)
  @IsIn(COUNTRY_CODES, { message: MSG.countryInvalid })
  country?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPES, default: 'individual' })
  @IsOptional()
  @IsIn(ACCOUNT_TYPES, { message: 'Account type must be individual or dealer' })
  accountType?: AccountType;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  promotionOptIn?: boolean;
}

export class LoginDto {
  @ApiProperty({ example: 'bilal.khan@example.com' })
  @Transform(lowerTrim)
  @IsNotEmpty({ message: MSG.emailRequired })
  @IsEmail({}, { message: MSG.emailInvalid })
  email: string;

  @ApiProperty({ example: 'Karachi#2026' })
  @IsString({ message: MSG.passwordRequired })
  @IsNotEmpty({ message: MSG.passwordRequired })
  @MaxLength(256)
  password: string;

  @ApiPropertyOptional({ default: false, description: 'Keep the sign-in for 30 days instead of 7' })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}

export class RefreshDto {
  @ApiProperty({ description: 'The refresh token from sign-in or the previous refresh' })
  @IsString()
  @IsNotEmpty({ message: 'Refresh token is required' })
  @MaxLength(200)
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
