import { IntersectionType } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import { Choice, Field, SearchText, TextField } from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { trim, upperTrim } from '../../common/validation/transforms.js';
import { normaliseAmount } from '../../common/money/decimal-input.js';
import { CURRENCIES, type CurrencyCode } from '../../common/money/currencies.js';
import { COUPON_CODE_PATTERN, COUPON_STATUSES, type CouponStatus } from './coupon-rules.js';

const upper = (value: unknown) => upperTrim({ value });
const trimmed = (value: unknown) => trim({ value });

const Code = (presence: 'required' | 'optional' = 'required') =>
  Field(
    'Code',
    { type: String, example: 'WELCOME-2026', pattern: COUPON_CODE_PATTERN.source },
    { presence, transform: upper },
    rule('code', 'format', (v) => typeof v === 'string' && COUPON_CODE_PATTERN.test(v), says(Msg.COUPON_CODE_INVALID)),
  );

const Amount = (presence: 'required' | 'optional', description: string) =>
  Field(
    'Amount',
    { type: String, example: '100.00', description },
    { presence, transform: (v) => normaliseAmount(v) ?? v },
    rule('amount', 'format', (v) => normaliseAmount(v) !== null, says(Msg.AMOUNT_INVALID, { label: 'Amount' })),
  );

/** An ISO 8601 date or date-time in the future; a date alone means the end of that day in Tokyo. */
export const parseExpiry = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T23:59:59.999+09:00`) : Date.parse(value);
  if (Number.isNaN(time) || (value.length === 10 && !new Date(`${value}T00:00:00Z`).toISOString().startsWith(value))) return null;
  return new Date(time);
};

export class IssueCouponDto {
  @Field(
    'Customer id',
    { format: 'uuid', example: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', description: 'The customer it is for' },
    { transform: trimmed },
    IsUUID('all', says(Msg.CUSTOMER_ID_INVALID)),
  )
  customerId: string;

  @TextField('Name', 100, { example: 'Welcome discount' })
  name: string;

  @Code()
  code: string;

  @Amount('required', 'The value of the coupon')
  amount: string;

  @Choice('Currency', CURRENCIES, { example: 'USD', description: 'Orders are paid in USD' }, { transform: upper })
  currency: CurrencyCode;

  @Field(
    'Expiry',
    { type: String, example: '2026-12-31', description: 'Usable until then (a date alone: the end of that day in Tokyo)' },
    { transform: trimmed },
    rule('expiry', 'format', (v) => parseExpiry(v) !== null, says(Msg.COUPON_EXPIRY_INVALID)),
  )
  expiresAt: string;
}

/** My coupons: pages only. */
export class CouponsQueryDto extends PageQueryDto {}

/** What the staff coupon list sorts by: the column each key means. */
export const ADMIN_COUPON_SORTS = {
  issuedAt: 'c.createdAt',
  expiresAt: 'c.expiresAt',
  amount: 'c.amount',
  balance: 'c.balance',
  code: 'c.code',
} as const;

/** The staff coupon list's filters and sort; the CSV export takes exactly these. */
export class AdminCouponsExportQueryDto {
  @Field(
    'Customer id',
    { format: 'uuid', description: 'Coupons of this customer only' },
    { presence: 'optional', transform: trimmed },
    IsUUID('all', says(Msg.CUSTOMER_ID_INVALID)),
  )
  customerId?: string;

  @Choice(
    'Status',
    COUPON_STATUSES,
    { description: 'active (something left, not expired), used (nothing left) or expired (something left)' },
    { presence: 'optional', transform: (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v) },
  )
  status?: CouponStatus;

  @TextField('Code', 32, { example: 'WELCOME', description: 'Codes starting with this (case-insensitive)' }, { presence: 'optional' })
  code?: string;

  @SearchText('welcome', 'Text searched in the name and code; or the customer’s email (text with an @, exact)')
  q?: string;

  @SortParam(Object.keys(ADMIN_COUPON_SORTS), '-issuedAt')
  sort?: string;
}

export class AdminCouponsQueryDto extends IntersectionType(AdminCouponsExportQueryDto, PageQueryDto) {}

export class ApplyCouponDto {
  @Code()
  code: string;

  @Amount('optional', 'How much of it to use (default: as much as the coupon and the order allow)')
  amount?: string;
}
