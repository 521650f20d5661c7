import { Msg } from '@autoexport/contract/messages';
import { ExportQueryOf, PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import { Choice, Field, FromMoment, OptionalText, SearchText, TextField, ToMoment } from '../../common/validation/fields.js';
import { IsTextValue, MaxChars, rule, says } from '../../common/validation/rules.js';
import { lowerTrim, trim } from '../../common/validation/transforms.js';
import {
  DAMAGE_REPORT_STATUSES,
  type DamageReportStatus,
  MAX_DESCRIPTION_CHARS,
  MAX_STAFF_NOTE_CHARS,
  STAFF_DAMAGE_STATUSES,
  type StaffDamageStatus,
} from './damage-report-rules.js';

const lower = (value: unknown) => lowerTrim({ value });

/** A form field's text as a boolean: a checkbox sends "true" (or "on", "1"); left out or "false" is not ticked. */
export function formFlag(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === false) return false;
  if (value === true) return true;
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['true', 'on', '1', 'yes'].includes(v)) return true;
  if (['false', 'off', '0', 'no'].includes(v)) return false;
  return value;
}

const Kind = (label: string, description: string) =>
  Field(
    label,
    {
      type: Boolean,
      default: false,
      example: true,
      description: `${description}. "true" or "false" (a checkbox's "on" too); left out: false`,
    },
    { presence: 'optional', transform: formFlag },
    rule('isFlag', 'type', (v) => typeof v === 'boolean', says(Msg.FIELD_NOT_BOOLEAN, { label })),
  );

/**
 * The text fields of a damage report, sent as multipart/form-data beside the photos (damage-report-form.ts reads
 * them; the global validation pipe checks them, unknown fields included).
 */
export class FileDamageReportFieldsDto {
  @Field(
    'Order',
    { format: 'uuid', example: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47', description: 'One of my purchased orders (its id)' },
    { missing: says(Msg.DAMAGE_ORDER_REQUIRED), transform: (value) => trim({ value }) },
    IsTextValue('Order'),
    MaxChars('Order', 64),
  )
  orderId: string;

  @Kind('Damaged exterior', 'Body, paint, glass or lights are damaged')
  damagedExterior: boolean = false;

  @Kind('Damaged interior', 'Seats, dashboard or trim are damaged')
  damagedInterior: boolean = false;

  @Kind('Mechanical issues', 'The engine, gearbox, brakes or electrics do not work as they should')
  mechanicalIssues: boolean = false;

  @Kind('Missing accessories', 'Keys, tools, spare tyre, manuals or other listed items are missing')
  missingAccessories: boolean = false;

  @TextField(
    'Description',
    MAX_DESCRIPTION_CHARS,
    { example: 'Deep scratch along the rear left door and a cracked tail light, found at the port of Mombasa.' },
    { missing: says(Msg.DAMAGE_DESCRIPTION_REQUIRED) },
  )
  description: string;
}

export class DamageReportsQueryDto extends PageQueryDto {}

/** What staff may sort damage reports by: when filed, status, when the status last changed, stock id. */
export const DAMAGE_REPORT_SORT_KEYS = ['createdAt', 'status', 'statusChangedAt', 'stockId'] as const;

export class AdminDamageReportsQueryDto extends PageQueryDto {
  @Choice('Status', DAMAGE_REPORT_STATUSES, { description: 'Reports in this state only' }, { presence: 'optional', transform: lower })
  status?: DamageReportStatus;

  @TextField(
    'Order',
    64,
    { example: 'AB1234567', description: 'The order: its id, or its car’s stock id or a part of it (case-insensitive)' },
    { presence: 'optional' },
  )
  order?: string;

  @FromMoment('Filed')
  from?: string;

  @ToMoment('Filed')
  to?: string;

  @SearchText('tail light', 'Text searched in the reference, description, stock id and car (case-insensitive)')
  q?: string;

  @SortParam(DAMAGE_REPORT_SORT_KEYS, '-createdAt')
  sort?: string;
}

export class AdminDamageReportsExportQueryDto extends ExportQueryOf(AdminDamageReportsQueryDto) {}

export class ChangeDamageReportStatusDto {
  @Choice(
    'Status',
    STAFF_DAMAGE_STATUSES,
    { example: 'under_review', description: 'submitted → under_review → resolved or rejected' },
    { transform: lower },
  )
  status: StaffDamageStatus;

  @OptionalText('Note', MAX_STAFF_NOTE_CHARS, {
    example: 'Our surveyor will inspect the car at the port on Monday.',
    description: 'Shown to the customer and emailed with the change; required to reject',
  })
  note?: string | null;
}
