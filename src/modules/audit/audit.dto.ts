import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { Field, type FieldDoc, FromMoment, ToMoment } from '../../common/validation/fields.js';
import { IsTextValue, MaxChars, rule, says } from '../../common/validation/rules.js';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import type { AuditEntry } from './audit-entry.entity.js';
import { trim } from '../../common/validation/transforms.js';
import { StaffPageDto } from '../../common/pagination/page.dto.js';

const NotEmpty = (label: string) => rule('isNotEmpty', 'presence', (v) => v !== '', says(Msg.FIELD_EMPTY, { label }));
/** A trimmed text filter: sent, it must not be empty. */
const TextFilter = (label: string, max: number, doc: FieldDoc) =>
  Field(
    label,
    doc,
    { presence: 'optional', transform: (value) => trim({ value }) },
    IsTextValue(label),
    NotEmpty(label),
    MaxChars(label, max),
  );

export const AUDIT_SORT_KEYS = ['createdAt'] as const;
export const AUDIT_DEFAULT_SORT = '-createdAt';

/** `page` and `limit` (capped at 100) come from PageQueryDto; the CSV export takes the same query without them. */
export class AuditLogQueryDto extends PageQueryDto {
  @TextFilter('Target type', 32, { example: 'user', description: 'What kind of thing was acted on' })
  targetType?: string;

  @TextFilter('Target id', 64, { example: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', description: 'The public id of what was acted on' })
  targetId?: string;

  @Field(
    'Actor id',
    { format: 'uuid', description: 'The public id of the staff member who acted' },
    { presence: 'optional', transform: (value) => trim({ value }) },
    IsUUID('all', says(Msg.ACTOR_ID_INVALID)),
  )
  actorId?: string;

  @TextFilter('Action', 64, { example: 'user.role_change' })
  action?: string;

  @FromMoment()
  from?: string;

  @ToMoment()
  to?: string;

  @SortParam(AUDIT_SORT_KEYS, AUDIT_DEFAULT_SORT)
  sort?: string;
}

export class AuditEntryResponseDto {
  @ApiProperty({ example: '1042' })
  id: string;

  @ApiProperty({ nullable: true, type: String, format: 'uuid', description: 'Public id of the staff member; null for the system' })
  actorId: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'superadmin', description: 'The actor’s role when acting' })
  actorRole: string | null;

  @ApiProperty({ example: 'user.role_change' })
  action: string;

  @ApiProperty({ example: 'user' })
  targetType: string;

  @ApiProperty({ example: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' })
  targetId: string;

  @ApiProperty({
    nullable: true,
    type: 'object',
    additionalProperties: true,
    example: { role: 'user' },
    description: 'The changed fields before the action (null for a creation); never secrets',
  })
  before: Record<string, unknown> | null;

  @ApiProperty({
    nullable: true,
    type: 'object',
    additionalProperties: true,
    example: { role: 'admin' },
    description: 'The changed fields after the action (null for a deletion); never secrets',
  })
  after: Record<string, unknown> | null;

  @ApiProperty({ nullable: true, type: String, example: '5f0c6c1e-2f1b-4c52-9d8a-1d1e2f3a4b5c' })
  requestId: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class AuditLogPageDto extends StaffPageDto(AuditEntryResponseDto, 57, undefined, {
  total: 'Exact up to 10,000 matches; beyond, an estimate (totalEstimated)',
  totalEstimated: 'true when `total` is an estimate (more than 10,000 matches)',
}) {}

export function toAuditEntryResponse(entry: AuditEntry): AuditEntryResponseDto {
  return {
    id: String(entry.id),
    actorId: entry.actorId,
    actorRole: entry.actorRole,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before,
    after: entry.after,
    requestId: entry.requestId,
    createdAt: entry.createdAt.toISOString(),
  };
}
