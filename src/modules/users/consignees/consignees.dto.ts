import { ApiProperty, OmitType } from '@nestjs/swagger';
import {
  Country,
  type FieldDoc,
  Flag,
  OptionalEmail,
  OptionalPhone,
  OptionalText,
  TextField,
  UpdateOf,
} from '../../../common/validation/fields.js';
import { says } from '../../../common/validation/rules.js';
import { Msg } from '@autoexport/contract/messages';
import type { Consignee } from '../consignee.entity.js';
import { CONSIGNEE_LABELS, consigneeFieldsOf } from './consignee-rules.js';

const DOC = {
  consigneeName: { example: 'Mombasa Motors Ltd' },
  consigneePhone: { example: '+254 700 000001' },
  country: { example: 'KE', description: 'ISO 3166-1 alpha-2' },
  state: { example: 'Mombasa County' },
  city: { example: 'Mombasa' },
  address: { example: 'Moi Avenue 12, P.O. Box 80100' },
  referenceAddress: { example: 'Opposite Mombasa Tusks' },
  notifyName: { example: 'Coastline Clearing Agents' },
  notifyCity: { example: 'Nairobi' },
  notifyAddress: { example: 'Kenyatta Avenue 5' },
  notifyReferenceAddress: { example: 'Next to the Hilton' },
  notifyPhone: { example: '+254 711 000002' },
  notifyEmail: { example: 'imports@coastline.example.com', maxLength: 254 },
  sameAsConsignee: { example: false, description: 'Same as consignee: the notify party is the consignee' },
  permanent: {
    example: true,
    description: 'Permanent: offered by default on every new order; setting it clears it on your other consignees',
  },
} as const;

const NOTIFY_DOC = 'Required unless sameAsConsignee is true (then copied from the consignee, and what is sent is ignored)';
type NotifyField = 'notifyName' | 'notifyCity' | 'notifyAddress';

/** A notify-party field of a new consignee: required unless the notify party is the consignee. */
const NotifyText = (field: NotifyField, max: number) =>
  TextField(
    CONSIGNEE_LABELS[field],
    max,
    { ...DOC[field], nullable: true, description: NOTIFY_DOC },
    { requiredWhen: (body) => body.sameAsConsignee !== true },
  );
/** A notify-party field of an update: null or blank clears it; whether it may be empty is decided on the merged record. */
const NotifyUpdate = (field: NotifyField, max: number) =>
  OptionalText(CONSIGNEE_LABELS[field], max, { ...DOC[field], description: NOTIFY_DOC });

const SameAsConsignee = (doc: FieldDoc = {}) => Flag('Same as consignee', { ...DOC.sameAsConsignee, ...doc }, { presence: 'omittable' });
const Permanent = (doc: FieldDoc = {}) => Flag('Permanent', { ...DOC.permanent, ...doc }, { presence: 'omittable' });

export class CreateConsigneeDto {
  @TextField('Name', 200, DOC.consigneeName, { missing: says(Msg.NAME_REQUIRED) })
  consigneeName: string;

  @OptionalPhone(DOC.consigneePhone)
  consigneePhone?: string | null;

  @Country(DOC.country)
  country: string;

  @OptionalText('State', 100, DOC.state)
  state?: string | null;

  @TextField(CONSIGNEE_LABELS.city, 100, DOC.city)
  city: string;

  @TextField(CONSIGNEE_LABELS.address, 300, DOC.address)
  address: string;

  @OptionalText('Reference address', 300, DOC.referenceAddress)
  referenceAddress?: string | null;

  @SameAsConsignee({ default: false })
  sameAsConsignee?: boolean;

  @NotifyText('notifyName', 200)
  notifyName?: string | null;

  @NotifyText('notifyCity', 100)
  notifyCity?: string | null;

  @NotifyText('notifyAddress', 300)
  notifyAddress?: string | null;

  @OptionalText('Notify party reference address', 300, DOC.notifyReferenceAddress)
  notifyReferenceAddress?: string | null;

  @OptionalPhone(DOC.notifyPhone)
  notifyPhone?: string | null;

  @OptionalEmail(DOC.notifyEmail)
  notifyEmail?: string | null;

  @Permanent({ default: false })
  permanent?: boolean;
}

/**
 * Send only the fields that change; an empty string or null clears an optional field. The consignee's own fields
 * are checked as on create; the notify party and the flags are checked against the merged record (the service).
 */
export class UpdateConsigneeDto extends UpdateOf(
  OmitType(CreateConsigneeDto, ['sameAsConsignee', 'notifyName', 'notifyCity', 'notifyAddress', 'permanent'] as const),
) {
  @SameAsConsignee()
  sameAsConsignee?: boolean;

  @NotifyUpdate('notifyName', 200)
  notifyName?: string | null;

  @NotifyUpdate('notifyCity', 100)
  notifyCity?: string | null;

  @NotifyUpdate('notifyAddress', 300)
  notifyAddress?: string | null;

  @Permanent()
  permanent?: boolean;
}

export class ConsigneeResponseDto {
  @ApiProperty({ format: 'uuid', example: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23' })
  id: string;
  @ApiProperty({ example: 'Mombasa Motors Ltd' })
  consigneeName: string;
  @ApiProperty({ nullable: true, type: String, example: '+254 700 000001' })
  consigneePhone: string | null;
  @ApiProperty({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  country: string;
  @ApiProperty({ nullable: true, type: String, example: 'Mombasa County' })
  state: string | null;
  @ApiProperty({ example: 'Mombasa' })
  city: string;
  @ApiProperty({ example: 'Moi Avenue 12, P.O. Box 80100' })
  address: string;
  @ApiProperty({ nullable: true, type: String, example: 'Opposite Mombasa Tusks' })
  referenceAddress: string | null;
  @ApiProperty({ example: false, description: 'When true, the notify fields are copies of the consignee' })
  sameAsConsignee: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'Coastline Clearing Agents' })
  notifyName: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Nairobi' })
  notifyCity: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Kenyatta Avenue 5' })
  notifyAddress: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Next to the Hilton' })
  notifyReferenceAddress: string | null;
  @ApiProperty({ nullable: true, type: String, example: '+254 711 000002' })
  notifyPhone: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'imports@coastline.example.com' })
  notifyEmail: string | null;
  @ApiProperty({ example: true, description: 'Offered by default on new orders; at most one per user' })
  permanent: boolean;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class ConsigneeListDto {
  @ApiProperty({ type: [ConsigneeResponseDto], description: 'The permanent consignee first, then the newest' })
  items: ConsigneeResponseDto[];
  @ApiProperty({ type: 'integer', example: 3 })
  total: number;
  @ApiProperty({ type: 'integer', example: 1 })
  page: number;
  @ApiProperty({ type: 'integer', example: 20 })
  limit: number;
}

export class ConsigneeDeletedDto {
  @ApiProperty({ example: 'Consignee deleted successfully' })
  message: string;
}

/** The only way a consignee leaves the server: `id` is the public uuid, never the internal key or the owner. */
export function toConsigneeResponse(c: Consignee): ConsigneeResponseDto {
  return { id: c.publicId, ...consigneeFieldsOf(c), createdAt: c.createdAt.toISOString(), updatedAt: c.updatedAt.toISOString() };
}
