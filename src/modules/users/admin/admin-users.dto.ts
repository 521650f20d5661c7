import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MIN_PASSWORD_LENGTH } from '../../../common/auth/passwords.js';
import { COUNTRY_CODES } from '../../../common/countries.js';
import { DEFAULT_PAGE_LIMIT, PageQueryDto } from '../../../common/pagination/pagination.js';
import { MSG, PHONE_PATTERN } from '../../../common/validation/messages.js';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, type AccountStatus, type AccountType, ROLES, type Role } from '../user.entity.js';
import { UserResponseDto } from '../users.dto.js';
import { lowerTrim, trim, upperTrim } from '../../../common/validation/transforms.js';

const ROLE_MESSAGE = `Role must be one of ${ROLES.join(', ')}`;
const STATUS_MESSAGE = `Status must be one of ${ACCOUNT_STATUSES.join(', ')}`;
const ACCOUNT_TYPE_MESSAGE = 'Account type must be individual or dealer';

/** `page` and `limit` (capped at 100) come from PageQueryDto. */
export class AdminUserListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'khan', description: 'Text searched in email, first name and last name (case-insensitive)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100, { message: MSG.tooLong('Search text', 100) })
  q?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role?: Role;

  @ApiPropertyOptional({ enum: ACCOUNT_STATUSES })
  @IsOptional()
  @IsIn(ACCOUNT_STATUSES, { message: STATUS_MESSAGE })
  status?: AccountStatus;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPES })
  @IsOptional()
  @IsIn(ACCOUNT_TYPES, { message: ACCOUNT_TYPE_MESSAGE })
  accountType?: AccountType;
}

export class AdminUserListDto {
  @ApiProperty({ type: [UserResponseDto] })
  items: UserResponseDto[];

  @ApiProperty({ example: 128 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: DEFAULT_PAGE_LIMIT })
  limit: number;
}

export class CreateUserDto {
  @ApiProperty({ example: 'amina.odhiambo@example.com' })
  @Transform(lowerTrim)
  @IsNotEmpty({ message: MSG.emailRequired })
  @IsEmail({}, { message: MSG.emailInvalid })
  @MaxLength(254, { message: MSG.tooLong('Email', 254) })
  email: string;

  @ApiProperty({ example: 'Amina' })
  @Transform(trim)
  @IsString({ message: MSG.firstNameRequired })
  @IsNotEmpty({ message: MSG.firstNameRequired })
  @MaxLength(100, { message: MSG.tooLong('First name', 100) })
  firstName: string;

  @ApiProperty({ example: 'Odhiambo' })
  @Transform(trim)
  @IsString({ message: MSG.lastNameRequired })
  @IsNotEmpty({ message: MSG.lastNameRequired })
  @MaxLength(100, { message: MSG.tooLong('Last name', 100) })
  lastName: string;

  @ApiPropertyOptional({
    example: 'Nairobi#2026',
    minLength: MIN_PASSWORD_LENGTH,
    description: 'At least 6 characters. Leave it out to have one generated: it is returned once, in this answer only.',
  })
  @IsOptional()
  @IsString({ message: MSG.passwordTooShort })
  @MinLength(MIN_PASSWORD_LENGTH, { message: MSG.passwordTooShort })
  @MaxLength(256, { message: MSG.tooLong('Password', 256) })
  password?: string;

  @ApiPropertyOptional({ enum: ROLES, default: 'user', description: 'Only a superadmin may create admin or superadmin accounts' })
  @IsOptional()
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role?: Role;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPES, default: 'individual' })
  @IsOptional()
  @IsIn(ACCOUNT_TYPES, { message: ACCOUNT_TYPE_MESSAGE })
  accountType?: AccountType;

  @ApiPropertyOptional({ example: '+254 700 000001' })
  @IsOptional()
  @Transform(trim)
  @Matches(PHONE_PATTERN, { message: MSG.phoneInvalid })
  phone?: string;

  @ApiPropertyOptional({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  @IsOptional()
  @Transform(upperTrim)
  @IsIn(COUNTRY_CODES, { message: MSG.countryInvalid })
  country?: string;
}

export class UserCreatedDto {
  @ApiProperty({ type: UserResponseDto })
  user: UserResponseDto;

  @ApiPropertyOptional({
    example: 'q7#Vd2mKx=9TfhR4',
    description: 'Present only when no password was sent: shown this once, never stored in clear, never shown again',
  })
  generatedPassword?: string;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: ROLES, example: 'admin' })
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role;
}

export class ChangeStatusDto {
  @ApiProperty({ enum: ACCOUNT_STATUSES, example: 'suspended' })
  @IsIn(ACCOUNT_STATUSES, { message: STATUS_MESSAGE })
  status: AccountStatus;
}

export class AdminResetPasswordDto {
  @ApiProperty({ example: 'Lahore#2026', minLength: MIN_PASSWORD_LENGTH, description: 'At least 6 characters' })
  @IsNotEmpty({ message: MSG.passwordRequired })
  @IsString({ message: MSG.passwordTooShort })
  @MinLength(MIN_PASSWORD_LENGTH, { message: MSG.passwordTooShort })
  @MaxLength(256, { message: MSG.tooLong('Password', 256) })
  password: string;
}

export class AdminMessageDto {
  @ApiProperty({ example: 'Password reset successfully' })
  message: string;
}
