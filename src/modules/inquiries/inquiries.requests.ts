import { Msg } from '@autoexport/contract/messages';
import { ExportQueryOf, PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import {
  Choice,
  Email,
  Field,
  type FieldDoc,
  Flag,
  FromMoment,
  OptionalText,
  PHONE_PATTERN,
  SearchText,
  TextField,
  ToMoment,
  WholeNumber,
} from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { upperTrim } from '../../common/validation/transforms.js';
import { MIN_YEAR, maxYear } from '../cars/car-admin-rules.js';
import type { ContactMethod } from '../../common/contact-method.js';
import { ContactMethodField, ContactNumber } from '../../common/validation/contact-fields.js';
import { INQUIRY_STATUSES, type InquiryStatus } from './inquiry.entity.js';

export const MAX_INQUIRY_MESSAGE = 2000;
export const MAX_INQUIRY_COMMENTS = 1000;
export const MAX_RESPONSE_MESSAGE = 5000;
const MAX_MILEAGE = 2_000_000;

/** A whole number in [min, max()] that may be left out or null. */
const OptionalWholeNumber = (
  label: string,
  key: 'FIELD_WHOLE_NUMBER' | 'FIELD_KILOMETRES',
  min: number,
  max: () => number,
  doc: FieldDoc,
) => WholeNumber(label, key, min, max, doc, { presence: 'nullable' });

/**
 * The inquiry form (spec §3 Inquiry, §5 Inquiry form): name, email, phone and message required, the email valid.
 * The sender is signed in, and their account's email is the one stored and answered: the body's is checked, not kept.
 */
export class CreateInquiryDto {
  @Field(
    'Car',
    {
      type: String,
      nullable: true,
      example: 'AB1234567',
      description: 'The car’s stock id (the catalogue’s `ref`, case-insensitive); left out or null for a general inquiry ("Car: N/A")',
    },
    { presence: 'nullable', transform: (value) => (typeof value === 'string' ? upperTrim({ value }) || null : value) },
    rule('isText', 'type', (v) => typeof v === 'string', says(Msg.FIELD_NOT_TEXT, { label: 'Car' })),
  )
  car?: string | null;

  @TextField('Name', 100, { example: 'Amina Njeri' }, { missing: says(Msg.NAME_REQUIRED) })
  name: string;

  @Email(
    { type: String, example: 'amina.njeri@example.com', maxLength: 254, description: 'Checked; the account’s email is the one stored' },
    { max: 254 },
  )
  email: string;

  @Field(
    'Phone number',
    { type: String, example: '+254 712 345678', pattern: PHONE_PATTERN.source },
    { missing: says(Msg.PHONE_REQUIRED), transform: (value) => (typeof value === 'string' ? value.trim() : value) },
    rule('isPhone', 'format', (v) => typeof v === 'string' && PHONE_PATTERN.test(v), says(Msg.PHONE_INVALID)),
  )
  phone: string;

  @ContactNumber(
    'whatsapp',
    { example: '+254 712 345678', description: 'WhatsApp number; required when the contact method is WhatsApp' },
    32,
  )
  whatsapp?: string | null;

  @TextField(
    'Message',
    MAX_INQUIRY_MESSAGE,
    { example: 'Is this car still available? What would shipping to Mombasa cost?' },
    { missing: says(Msg.MESSAGE_REQUIRED) },
  )
  message: string;

  @ContactMethodField({ description: 'How the customer prefers to be answered; WhatsApp needs the WhatsApp number' })
  contactMethod?: ContactMethod;

  @Flag('Promotions', { default: false, example: true, description: 'Opt in to offers and promotions' }, { presence: 'omittable' })
  promotions?: boolean;

  @OptionalText('Comments', MAX_INQUIRY_COMMENTS, { example: 'I would prefer a white one.' })
  comments?: string | null;

  @OptionalText('Model', 100, { example: 'Prius', description: 'For a general inquiry: the model wanted' })
  model?: string | null;

  @OptionalWholeNumber('Year', 'FIELD_WHOLE_NUMBER', MIN_YEAR, () => maxYear(), { example: 2019, minimum: MIN_YEAR })
  year?: number | null;

  @OptionalWholeNumber('Mileage', 'FIELD_KILOMETRES', 0, () => MAX_MILEAGE, {
    example: 60000,
    minimum: 0,
    maximum: MAX_MILEAGE,
    description: 'Kilometres at most',
  })
  mileage?: number | null;
}

/** What staff may sort the inquiries by: when sent, status, sender's name. */
export const INQUIRY_SORT_KEYS = ['createdAt', 'status', 'name'] as const;

/** Staff's list of inquiries. */
export class AdminInquiriesQueryDto extends PageQueryDto {
  @Choice('Status', INQUIRY_STATUSES, {}, { presence: 'optional' })
  status?: InquiryStatus;

  @TextField(
    'Car',
    12,
    { example: 'AB1234567', description: 'The car’s stock id, exactly (case-insensitive)' },
    {
      presence: 'optional',
      transform: (value) => upperTrim({ value }),
    },
  )
  car?: string;

  @Flag(
    'General',
    { example: true, description: 'true: only general inquiries (Car: N/A); false: only those about a car' },
    {
      presence: 'optional',
      transform: (value) => (value === 'true' ? true : value === 'false' ? false : value),
    },
  )
  general?: boolean;

  @FromMoment('Sent')
  from?: string;

  @ToMoment('Sent')
  to?: string;

  @SearchText('njeri', 'Searched in the name, email, reference and message (case-insensitive)')
  q?: string;

  @SortParam(INQUIRY_SORT_KEYS, '-createdAt')
  sort?: string;
}

export class AdminInquiriesExportQueryDto extends ExportQueryOf(AdminInquiriesQueryDto) {}

export class RespondInquiryDto {
  @TextField(
    'Response message',
    MAX_RESPONSE_MESSAGE,
    { example: 'Yes, it is available. Shipping to Mombasa is about USD 1,450; the next vessel leaves on the 12th.' },
    { missing: says(Msg.INQUIRY_RESPONSE_REQUIRED) },
  )
  message: string;
}

export class UpdateInquiryStatusDto {
  @Choice('Status', INQUIRY_STATUSES, {
    example: 'closed',
    description:
      'Pending or Responded → Closed; Closed → reopened (Responded when answered, else Pending). Responded is set by sending a ' +
      'response. Refused for a general inquiry.',
  })
  status: InquiryStatus;
}
