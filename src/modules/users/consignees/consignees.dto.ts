import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsOptional, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { COUNTRY_CODES } from '../../../common/countries.js';
import { MSG } from '../../../common/validation/messages.js';
import type { Consignee } from '../consignee.entity.js';
import { CONSIGNEE_MSG } from './consignee-rules.js';
import { emptyToNull, trim, upperTrim } from '../../../common/validation/transforms.js';
import { type FieldDoc, isBlank, IsText, OptionalPhone, OptionalText } from '../../../common/validation/fields.js';

/** A country from COUNTRY_CODES: "Country is required" when missing, the ISO-code hint otherwise. */
function IsCountry() {
  return ValidateBy({
    name: 'isCountry',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value),
      defaultMessage: ({ value }: ValidationArguments) => (isBlank(value) ? CONSIGNEE_MSG.countryRequired : MSG.countryInvalid),
    },
  });
}

/** A text field every consignee has; on update it may be left out but not emptied. */
const RequiredText = (label: string, max: number, message: string, doc: FieldDoc, mode: 'create' | 'update') =>
  applyDecorators(
    mode === 'create' ? ApiProperty({ ...doc, maxLength: max }) : ApiPropertyOptional({ ...doc, maxLength: max }),
    ...(mode === 'update' ? [ValidateIf((_o: unknown, v: unknown) => v !== undefined)] : []),
    Transform(trim),
    IsText(label, max, message),
  );

/** A notify-party field that is required unless the notify party is the consignee (checked on the merged record). */
const NotifyText = (label: string, max: number, message: string, doc: FieldDoc, mode: 'create' | 'update') =>
  applyDecorators(
    ApiPropertyOptional({
      ...doc,
      maxLength: max,
      nullable: true,
      type: String,
      description: `Required unless sameAsConsignee is true (then copied from the consignee, and what is sent is ignored)`,
    }),
    mode === 'create'
      ? ValidateIf((o: { sameAsConsignee?: unknown }) => o.sameAsConsignee !== true)
      : ValidateIf((_o: unknown, v: unknown) => v !== undefined && v !== null),
    Transform(mode === 'create' ? trim : emptyToNull),
    IsText(label, max, mode === 'create' ? message : undefined),
  );

const Flag = (doc: { example: boolean; description: string }, mode: 'create' | 'update') =>
  applyDecorators(
    ApiPropertyOptional({ ...doc, type: Boolean, ...(mode === 'create' ? { default: false } : {}) }),
    mode === 'create' ? IsOptional() : ValidateIf((_o: unknown, v: unknown) => v !== undefined),
    IsBoolean({ message: `${doc.description.split(':')[0]} must be true or false` }),
  );

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
  sameAsConsignee: { example: false, description: 'Same as consignee: the notify party is the consignee' },
  permanent: {
    example: true,
    description: 'Permanent: offered by default on every new order; setting it clears it on your other consignees',
  },
} as const;

export class CreateConsigneeDto {
  @RequiredText('Name', 200, CONSIGNEE_MSG.nameRequired, DOC.consigneeName, 'create')
  consigneeName: string;

  @OptionalPhone(DOC.consigneePhone)
  consigneePhone?: string | null;

  @ApiProperty({ ...DOC.country, example: 'KE' })
  @Transform(upperTrim)
  @IsCountry()
  country: string;

  @OptionalText('State', 100, DOC.state)
  state?: string | null;

  @RequiredText('City', 100, CONSIGNEE_MSG.cityRequired, DOC.city, 'create')
  city: string;

  @RequiredText('Address', 300, CONSIGNEE_MSG.addressRequired, DOC.address, 'create')
  address: string;

  @OptionalText('Reference address', 300, DOC.referenceAddress)
  referenceAddress?: string | null;

  @Flag(DOC.sameAsConsignee, 'create')
  sameAsConsignee?: boolean;

  @NotifyText('Notify party name', 200, CONSIGNEE_MSG.notifyNameRequired, DOC.notifyName, 'create')
  notifyName?: string | null;

  @NotifyText('Notify party city', 100, CONSIGNEE_MSG.notifyCityRequired, DOC.notifyCity, 'create')
  notifyCity?: string | null;

  @NotifyText('Notify party address', 300, CONSIGNEE_MSG.notifyAddressRequired, DOC.notifyAddress, 'create')
  notifyAddress?: string | null;

  @OptionalText('Notify party reference address', 300, DOC.notifyReferenceAddress)
  notifyReferenceAddress?: string | null;

  @OptionalPhone(DOC.notifyPhone)
  notifyPhone?: string | null;

  @ApiPropertyOptional({ example: 'imports@coastline.example.com', nullable: true, type: String, maxLength: 254 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsEmail({}, { message: MSG.emailInvalid })
  notifyEmail?: string | null;

  @Flag(DOC.permanent, 'create')
  permanent?: boolean;
}

/** Send only the fields that change; an empty string or null clears an optional field. */
export class UpdateConsigneeDto {
  @RequiredText('Name', 200, CONSIGNEE_MSG.nameRequired, DOC.consigneeName, 'update')
  consigneeName?: string;

  @OptionalPhone(DOC.consigneePhone)
  consigneePhone?: string | null;

  @ApiPropertyOptional({ ...DOC.country, example: 'KE' })
  @ValidateIf((_o: unknown, v: unknown) => v !== undefined)
  @Transform(upperTrim)
  @IsCountry()
  country?: string;

  @OptionalText('State', 100, DOC.state)
  state?: string | null;

  @RequiredText('City', 100, CONSIGNEE_MSG.cityRequired, DOC.city, 'update')
  city?: string;

  @RequiredText('Address', 300, CONSIGNEE_MSG.addressRequired, DOC.address, 'update')
  address?: string;

  @OptionalText('Reference address', 300, DOC.referenceAddress)
  referenceAddress?: string | null;

  @Flag(DOC.sameAsConsignee, 'update')
  sameAsConsignee?: boolean;

  @NotifyText('Notify party name', 200, CONSIGNEE_MSG.notifyNameRequired, DOC.notifyName, 'update')
  notifyName?: string | null;

  @NotifyText('Notify party city', 100, CONSIGNEE_MSG.notifyCityRequired, DOC.notifyCity, 'update')
  notifyCity?: string | null;

  @NotifyText('Notify party address', 300, CONSIGNEE_MSG.notifyAddressRequired, DOC.notifyAddress, 'update')
  notifyAddress?: string | null;

  @OptionalText('Notify party reference address', 300, DOC.notifyReferenceAddress)
  notifyReferenceAddress?: string | null;

  @OptionalPhone(DOC.notifyPhone)
  notifyPhone?: string | null;

  @ApiPropertyOptional({ example: 'imports@coastline.example.com', nullable: true, type: String, maxLength: 254 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsEmail({}, { message: MSG.emailInvalid })
  notifyEmail?: string | null;

  @Flag(DOC.permanent, 'update')
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
  return {
    id: c.publicId,
    consigneeName: c.consigneeName,
    consigneePhone: c.consigneePhone,
    country: c.country,
    state: c.state,
    city: c.city,
    address: c.address,
    referenceAddress: c.referenceAddress,
    sameAsConsignee: c.sameAsConsignee,
    notifyName: c.notifyName,
    notifyCity: c.notifyCity,
    notifyAddress: c.notifyAddress,
    notifyReferenceAddress: c.notifyReferenceAddress,
    notifyPhone: c.notifyPhone,
    notifyEmail: c.notifyEmail,
    permanent: c.permanent,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
