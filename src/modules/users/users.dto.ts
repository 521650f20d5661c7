import { CURRENCIES, type CurrencyCode } from '../../common/money/currencies.js';
import { ApiProperty } from '@nestjs/swagger';
import { Msg } from '@autoexport/contract/messages';
import {
  Choice,
  Field,
  Flag,
  isEmpty,
  NewPassword,
  OptionalCountry,
  OptionalPhone,
  OptionalText,
  TextField,
} from '../../common/validation/fields.js';
import { IsTextValue, says } from '../../common/validation/rules.js';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  type AccountStatus,
  type AccountType,
  LANGUAGES,
  type LanguageCode,
  NOTIFICATION_PREFERENCES,
  type NotificationPreference,
  ROLES,
  type Role,
  type User,
} from './user.entity.js';

/** A customer as staff lists name them (an order's, an eligibility override's): a base class, no schema of its own. */
export class CustomerRefDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'amina@example.com' })
  email: string;
  @ApiProperty({ example: 'Amina Njoroge' })
  name: string;
}

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
  @ApiProperty({
    enum: CURRENCIES,
    nullable: true,
    example: 'USD',
    description:
      'The currency prices are shown in; null until the customer chooses one (the client then uses its own choice or the detected one)',
  })
  preferredCurrency: CurrencyCode | null;
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

/** Send only the fields that change: a field left out keeps its value; null or an empty string clears an optional one. */
export class UpdateProfileDto {
  @TextField('First name', 100, { example: 'Bilal' }, { presence: 'omittable', missing: says(Msg.FIRST_NAME_REQUIRED) })
  firstName?: string;

  @TextField('Last name', 100, { example: 'Khan' }, { presence: 'omittable', missing: says(Msg.LAST_NAME_REQUIRED) })
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

  @OptionalPhone({ example: '+92 300 0000002' }, says(Msg.WHATSAPP_INVALID))
  whatsapp?: string | null;

  @Flag('Promotion opt-in', { example: true }, { presence: 'omittable' })
  promotionOptIn?: boolean;

  @Choice('Notifications preference', NOTIFICATION_PREFERENCES, {}, { presence: 'omittable' })
  notificationsPreference?: NotificationPreference;

  @Choice('Currency', CURRENCIES, {}, { presence: 'omittable' })
  preferredCurrency?: CurrencyCode;

  @Choice('Language', LANGUAGES, {}, { presence: 'omittable' })
  preferredLanguage?: LanguageCode;

  @Choice('Account type', ACCOUNT_TYPES, {}, { presence: 'omittable', invalid: says(Msg.ACCOUNT_TYPE_INVALID) })
  accountType?: AccountType;
}

export class ChangePasswordDto {
  @Field(
    'Current password',
    { example: 'old-Secret1!' },
    { missing: says(Msg.CURRENT_PASSWORD_REQUIRED), isMissing: isEmpty },
    IsTextValue('Current password'),
  )
  currentPassword: string;

  @NewPassword({ example: 'new-Secret2!' })
  newPassword: string;
}

export class DeleteAccountDto {
  @Field(
    'Password',
    { description: 'The account password; required when the account has one', example: 'Secret1!' },
    { presence: 'optional' },
    IsTextValue('Password'),
  )
  password?: string;

  @Field(
    'Email',
    { description: 'For accounts without a password (Google or Facebook only): the account email, typed again' },
    { presence: 'optional' },
    IsTextValue('Email'),
  )
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
