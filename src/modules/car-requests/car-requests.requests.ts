import type { ValidationArguments } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { ExportQueryOf, PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import { Choice, Email, Field, Flag, FromMoment, OptionalText, SearchText, TextField, ToMoment } from '../../common/validation/fields.js';
import { rule, says, saysLater } from '../../common/validation/rules.js';
import { lowerTrim, upperTrim } from '../../common/validation/transforms.js';
import { ContactMethodField, ContactNumber, PrivacyAgreement } from '../../common/validation/contact-fields.js';
import { MIN_YEAR, maxYear } from '../cars/car-admin-rules.js';
import type { ContactMethod } from '../../common/contact-method.js';
import { CAR_REQUEST_STATUSES, type CarRequestStatus } from './car-request.entity.js';
import { COMMENTS_MAX, emailsMatch } from './car-request-rules.js';

type Body = Record<string, unknown>;

/** The Request a Car form (spec §3, §5). */
export class CreateCarRequestDto {
  @TextField('Make', 60, { example: 'Toyota', description: 'The make wanted (a title from GET /api/makes, or free text)' })
  make: string;

  @OptionalText('Model', 60, { example: 'Prius' })
  model?: string | null;

  @Field(
    'Year',
    { type: 'integer', example: 2018, minimum: MIN_YEAR, nullable: true, description: 'The model year wanted' },
    { presence: 'nullable' },
    rule(
      'wholeNumber',
      'format',
      (v) => Number.isInteger(v) && (v as number) >= MIN_YEAR && (v as number) <= maxYear(),
      saysLater(Msg.FIELD_WHOLE_NUMBER, () => ({ label: 'Year', min: MIN_YEAR, max: maxYear() })),
    ),
  )
  year?: number | null;

  @OptionalText('Comments', COMMENTS_MAX, { example: 'Hybrid, under 60,000 km, pearl white if possible.' })
  comments?: string | null;

  @TextField('Name', 100, { example: 'Amina Njeri' }, { missing: says(Msg.NAME_REQUIRED) })
  name: string;

  @Email({ type: String, example: 'amina.njeri@example.com', maxLength: 254, description: 'Trimmed and lower-cased' }, { max: 254 })
  email: string;

  @Field(
    'Email confirmation',
    { type: String, example: 'amina.njeri@example.com', description: 'The email typed again: it must match' },
    { missing: says(Msg.EMAIL_CONFIRMATION_REQUIRED), transform: (value) => lowerTrim({ value }) },
    rule(
      'emailsMatch',
      'format',
      (v, args?: ValidationArguments) => emailsMatch((args?.object as Body)?.email, v),
      says(Msg.EMAILS_DO_NOT_MATCH),
    ),
  )
  emailConfirmation: string;

  @ContactNumber('phone', { example: '+254 712 345678', description: 'Required when the contact method is phone' })
  phone?: string | null;

  @ContactNumber('whatsapp', { example: '+254 712 345678', description: 'Required when the contact method is WhatsApp' })
  whatsapp?: string | null;

  @ContactMethodField({ example: 'email', description: 'How the customer prefers to be contacted' })
  contactMethod?: ContactMethod;

  @Flag('Promotions', { default: false, description: 'Whether the customer wants our offers by email' }, { presence: 'omittable' })
  promotions?: boolean;

  @PrivacyAgreement()
  privacyAgreed: boolean;
}

/** What staff may sort car requests by: when sent, status, make. */
export const CAR_REQUEST_SORT_KEYS = ['createdAt', 'status', 'make'] as const;

export class CarRequestsQueryDto extends PageQueryDto {
  @Choice('Status', CAR_REQUEST_STATUSES, {}, { presence: 'optional', transform: (value) => lowerTrim({ value }) })
  status?: CarRequestStatus;

  @SearchText('prius', 'Text searched in the reference, name, email, make and model (case-insensitive)')
  q?: string;

  @FromMoment('Sent')
  from?: string;

  @ToMoment('Sent')
  to?: string;

  @SortParam(CAR_REQUEST_SORT_KEYS, '-createdAt')
  sort?: string;
}

export class CarRequestsExportQueryDto extends ExportQueryOf(CarRequestsQueryDto) {}

/** Marks a request handled, with the car offered. */
export class HandleCarRequestDto {
  @TextField(
    'Stock id',
    12,
    { example: 'AB1234567', description: 'The stock id of the car offered (a car in the catalogue)' },
    { transform: (value) => upperTrim({ value }) },
  )
  stockId: string;

  @OptionalText('Note', 1000, { example: 'Same colour, 52,000 km; we can hold it for you for 3 business days.' })
  note?: string | null;
}
