import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MIN_PASSWORD_LENGTH } from '../../common/auth/passwords.js';
import { MSG } from '../../common/validation/messages.js';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  type AccountStatus,
  type AccountType,
  CURRENCIES,
  type CurrencyCode,
  LANGUAGES,
  type LanguageCode,
  NOTIFICATION_PREFERENCES,
  type NotificationPreference,
  ROLES,
  type Role,
  type User,
} from './user.entity.js';
import { trim } from '../../common/validation/transforms.js';
import { OptionalCountry, OptionalPhone, OptionalText } from '../../common/validation/fields.js';

export class UserResponseDto {
  @ApiProperty({ format: 'uuid', example: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' })
  id: string;
  @ApiProperty({ example: 'bilal.khan@example.com' })
  email: string;
  @ApiProperty({ enum: ROLES, example: 'user' })
  role: Role;
  @ApiProperty({ enum: ACCOUNT_STATUSES, example: 'active' })
  status: AccountStatus;
  @ApiProperty({ enum: ACCOUNT_TYPES, example: 'individual' })
  accountType: AccountType;
  @ApiProperty({ example: 'Bilal' })
  firstName: string;
  @ApiProperty({ example: 'Khan' })
  lastName: string;
  @ApiProperty({ nullable: true, type: String, example: '+92 300 0000002' })
  phone: string | null;
  @ApiProperty({ nullable: true, type: String, example: '+92 300 0000002' })
  whatsapp: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'PK', description: 'ISO 3166-1 alpha-2' })
  country: string | null;
  @ApiProperty({ nullable: true, type: String, example: '12 Shahrah-e-Faisal' })
  address: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Block 6' })
  addressContd: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Karachi' })
  city: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Sindh' })
  state: string | null;
  @ApiProperty({ nullable: true, type: String, example: '75400' })
  zipCode: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'PK', description: 'ISO 3166-1 alpha-2 country the cars are imported into' })
  importCountry: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Karachi', description: 'Port of discharge' })
  port: string | null;
  @ApiProperty({ example: false })
  promotionOptIn: boolean;
  @ApiProperty({ enum: NOTIFICATION_PREFERENCES, example: 'all' })
  notificationsPreference: NotificationPreference;
  @ApiProperty({ enum: CURRENCIES, example: 'USD' })
  preferredCurrency: CurrencyCode;
  @ApiProperty({ enum: LANGUAGES, example: 'en' })
  preferredLanguage: LanguageCode;
  @ApiProperty({ description: 'False for accounts that sign in only through Google or Facebook', example: true })
  hasPassword: boolean;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** The only way a user leaves the server: no internal id, no password hash. */
export function toUserResponse(user: User): UserResponseDto {
  return {
    id: user.publicId,
    email: user.email,
    role: user.role,
    status: user.status,
    accountType: user.accountType,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    whatsapp: user.whatsapp,
    country: user.country,
    address: user.address,
    addressContd: user.addressContd,
    city: user.city,
    state: user.state,
    zipCode: user.zipCode,
    importCountry: user.importCountry,
    port: user.port,
    promotionOptIn: user.promotionOptIn,
    notificationsPreference: user.notificationsPreference,
    preferredCurrency: user.preferredCurrency,
    preferredLanguage: user.preferredLanguage,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Bilal' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: MSG.firstNameRequired })
  @MaxLength(100, { message: MSG.tooLong('First name', 100) })
  firstName?: string;

  @ApiPropertyOptional({ example: 'Khan' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: MSG.lastNameRequired })
  @MaxLength(100, { message: MSG.tooLong('Last name', 100) })
  lastName?: string;

  @OptionalText('Address', 200, { example: '12 Shahrah-e-Faisal' })
  address?: string | null;

  @OptionalText('Address (continued)', 200, { example: 'Block 6' })
  addressContd?: string | null;

  @OptionalText('City', 100, { example: 'Karachi' })
  city?: string | null;

  @OptionalText('State', 100, { example: 'Sindh' })
  state?: string | null;

  @OptionalText('ZIP code', 20, { example: '75400' })
  zipCode?: string | null;

  @OptionalCountry({ example: 'PK', description: 'ISO 3166-1 alpha-2 country of the customer' })
  country?: string | null;

  @OptionalCountry({ example: 'PK', description: 'ISO 3166-1 alpha-2 country the cars are imported into' })
  importCountry?: string | null;

  @OptionalText('Port', 100, { example: 'Qasim', description: 'Port of discharge' })
  port?: string | null;

  @OptionalPhone({ example: '+92 300 0000002' })
  phone?: string | null;

  @OptionalPhone({ example: '+92 300 0000002' }, 'WhatsApp number is invalid')
  whatsapp?: string | null;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean()
  promotionOptIn?: boolean;

  @ApiPropertyOptional({ enum: NOTIFICATION_PREFERENCES })
  @IsOptional()
  @IsIn(NOTIFICATION_PREFERENCES, { message: `Notifications preference must be one of ${NOTIFICATION_PREFERENCES.join(', ')}` })
  notificationsPreference?: NotificationPreference;

  @ApiPropertyOptional({ enum: CURRENCIES })
  @IsOptional()
  @IsIn(CURRENCIES, { message: `Currency must be one of ${CURRENCIES.join(', ')}` })
  preferredCurrency?: CurrencyCode;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Language must be one of ${LANGUAGES.join(', ')}` })
  preferredLanguage?: LanguageCode;

  @ApiPropertyOptional({ enum: ACCOUNT_TYPES })
  @IsOptional()
  @IsIn(ACCOUNT_TYPES, { message: 'Account type must be individual or dealer' })
  accountType?: AccountType;
}

export class ChangePasswordDto {
  @ApiProperty({ example: 'old-Secret1!' })
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  currentPassword: string;

  @ApiProperty({ example: 'new-Secret2!', minLength: MIN_PASSWORD_LENGTH })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, { message: MSG.passwordTooShort })
  @MaxLength(256, { message: MSG.tooLong('Password', 256) })
  newPassword: string;
}

export class DeleteAccountDto {
  @ApiPropertyOptional({ description: 'The account password; required when the account has one', example: 'Secret1!' })
  @IsOptional()
  @IsString()
  password?: string;

  @ApiPropertyOptional({ description: 'For accounts without a password (Google or Facebook only): the account email, typed again' })
  @IsOptional()
  @IsString()
  confirmEmail?: string;
}

export class MessageResponseDto {
  @ApiProperty({ example: 'Profile updated successfully' })
  message: string;
}

export class ProfileUpdatedDto extends MessageResponseDto {
  @ApiProperty({ type: UserResponseDto })
  user: UserResponseDto;
}
