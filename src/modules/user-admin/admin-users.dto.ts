import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import {
  Choice,
  Country,
  Email,
  NewPassword,
  OptionalCountry,
  OptionalPhone,
  Phone,
  SearchText,
  TextField,
} from '../../common/validation/fields.js';
import { says } from '../../common/validation/rules.js';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  type AccountStatus,
  type AccountType,
  ROLES,
  type Role,
  type User,
} from '../users/user.entity.js';
import { toUserResponse, UserResponseDto } from '../users/users.dto.js';
import { StaffPageDto } from '../../common/pagination/page.dto.js';

const ACCOUNT_TYPE = says(Msg.ACCOUNT_TYPE_INVALID);

/** What the users list sorts by: newest first by default; `name` is the last name. */
export const ADMIN_USER_SORT_KEYS = ['createdAt', 'email', 'name', 'lastSignInAt'] as const;
export const ADMIN_USER_DEFAULT_SORT = '-createdAt';

/**
 * `page` and `limit` (capped at 100) come from PageQueryDto. The CSV export takes the same query and ignores
 * `page` and `limit`.
 */
export class AdminUserListQueryDto extends PageQueryDto {
  @SearchText('khan', 'Text searched in email, first name and last name (case-insensitive)')
  q?: string;

  @Choice('Role', ROLES, {}, { presence: 'optional' })
  role?: Role;

  @Choice('Status', ACCOUNT_STATUSES, {}, { presence: 'optional' })
  status?: AccountStatus;

  @Choice('Account type', ACCOUNT_TYPES, {}, { presence: 'optional', invalid: ACCOUNT_TYPE })
  accountType?: AccountType;

  @SortParam(ADMIN_USER_SORT_KEYS, ADMIN_USER_DEFAULT_SORT)
  sort?: string;
}

/** An account as staff see it: the profile plus when it last signed in. */
export class AdminUserDto extends UserResponseDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last successful sign-in; null if never' })
  lastSignInAt: string | null;
}

export const toAdminUser = (user: User): AdminUserDto => ({
  ...toUserResponse(user),
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
});

export class AdminUserListDto extends StaffPageDto(AdminUserDto, 128, undefined, {
  total: 'Exact up to 10,000 matches (200 with `q`); beyond, an estimate (totalEstimated)',
  totalEstimated: 'true when `total` is an estimate (more than 10,000 matches)',
}) {}

export class CreateUserDto {
  @Email({ example: 'amina.odhiambo@example.com' }, { max: 254 })
  email: string;

  @TextField('First name', 100, { example: 'Amina' }, { missing: says(Msg.FIRST_NAME_REQUIRED) })
  firstName: string;

  @TextField('Last name', 100, { example: 'Odhiambo' }, { missing: says(Msg.LAST_NAME_REQUIRED) })
  lastName: string;

  @NewPassword(
    {
      example: 'Nairobi#2026',
      description: 'At least 6 characters. Leave it out to have one generated: it is returned once, in this answer only.',
    },
    { presence: 'optional' },
  )
  password?: string;

  @Choice(
    'Role',
    ROLES,
    { default: 'user', description: 'Only a superadmin may create admin or superadmin accounts' },
    { presence: 'optional' },
  )
  role?: Role;

  @Choice('Account type', ACCOUNT_TYPES, { default: 'individual' }, { presence: 'optional', invalid: ACCOUNT_TYPE })
  accountType?: AccountType;

  @Phone({ example: '+254 700 000001' })
  phone?: string;

  @Country({ example: 'KE', description: 'ISO 3166-1 alpha-2' }, { presence: 'optional' })
  country?: string;
}

export class UserCreatedDto {
  @ApiProperty({ type: AdminUserDto })
  user: AdminUserDto;

  @ApiPropertyOptional({
    example: 'q7#Vd2mKx=9TfhR4',
    description: 'Present only when no password was sent: shown this once, never stored in clear, never shown again',
  })
  generatedPassword?: string;
}

/**
 * Send only what changes. Names and email cannot be emptied; phone and country are cleared by null or "". The role
 * and the status have their own routes; the password its reset.
 */
export class UpdateUserDto {
  @Email({ example: 'amina.odhiambo@example.com' }, { max: 254, presence: 'omittable' })
  email?: string;

  @TextField('First name', 100, { example: 'Amina' }, { presence: 'omittable', missing: says(Msg.FIRST_NAME_REQUIRED) })
  firstName?: string;

  @TextField('Last name', 100, { example: 'Odhiambo' }, { presence: 'omittable', missing: says(Msg.LAST_NAME_REQUIRED) })
  lastName?: string;

  @Choice('Account type', ACCOUNT_TYPES, {}, { presence: 'omittable', invalid: ACCOUNT_TYPE })
  accountType?: AccountType;

  @OptionalPhone({ example: '+254 700 000001' })
  phone?: string | null;

  @OptionalCountry({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  country?: string | null;
}

export class ChangeRoleDto {
  @Choice('Role', ROLES, { example: 'admin' })
  role: Role;
}

export class ChangeStatusDto {
  @Choice('Status', ACCOUNT_STATUSES, { example: 'suspended' })
  status: AccountStatus;
}

export class AdminResetPasswordDto {
  @NewPassword({ example: 'Lahore#2026', description: 'At least 6 characters' })
  password: string;
}

export class AdminMessageDto {
  @ApiProperty({ example: 'Password reset successfully' })
  message: string;
}
