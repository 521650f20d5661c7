import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Msg } from '../../../common/errors/messages.js';
import { DEFAULT_PAGE_LIMIT, PageQueryDto } from '../../../common/pagination/pagination.js';
import { Choice, Country, Email, NewPassword, Phone, TextField } from '../../../common/validation/fields.js';
import { says } from '../../../common/validation/rules.js';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, type AccountStatus, type AccountType, ROLES, type Role } from '../user.entity.js';
import { UserResponseDto } from '../users.dto.js';

const ACCOUNT_TYPE = says(Msg.ACCOUNT_TYPE_INVALID);

/** `page` and `limit` (capped at 100) come from PageQueryDto. */
export class AdminUserListQueryDto extends PageQueryDto {
  @TextField(
    'Search text',
    100,
    { example: 'khan', description: 'Text searched in email, first name and last name (case-insensitive)' },
    { presence: 'optional' },
  )
  q?: string;

  @Choice('Role', ROLES, {}, { presence: 'optional' })
  role?: Role;

  @Choice('Status', ACCOUNT_STATUSES, {}, { presence: 'optional' })
  status?: AccountStatus;

  @Choice('Account type', ACCOUNT_TYPES, {}, { presence: 'optional', invalid: ACCOUNT_TYPE })
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
  @ApiProperty({ type: UserResponseDto })
  user: UserResponseDto;

  @ApiPropertyOptional({
    example: 'q7#Vd2mKx=9TfhR4',
    description: 'Present only when no password was sent: shown this once, never stored in clear, never shown again',
  })
  generatedPassword?: string;
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
