import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { DEFAULT_PAGE_LIMIT, PageQueryDto } from '../../common/pagination/pagination.js';
import type { AuditEntry } from './audit-entry.entity.js';
import { trim } from '../../common/validation/transforms.js';

const DATE_MESSAGE = (field: string) => `${field} must be an ISO 8601 date or date-time, e.g. 2026-03-31 or 2026-03-31T09:00:00Z`;

/** `page` and `limit` (capped at 100) come from PageQueryDto. */
export class AuditLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'user', description: 'What kind of thing was acted on' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Target type must not be empty' })
  @MaxLength(32, { message: 'Target type must be at most 32 characters' })
  targetType?: string;

  @ApiPropertyOptional({ example: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', description: 'The public id of what was acted on' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Target id must not be empty' })
  @MaxLength(64, { message: 'Target id must be at most 64 characters' })
  targetId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The public id of the staff member who acted' })
  @IsOptional()
  @Transform(trim)
  @IsUUID('all', { message: 'Actor id must be a user id (a UUID)' })
  actorId?: string;

  @ApiPropertyOptional({ example: 'user.role_change' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Action must not be empty' })
  @MaxLength(64, { message: 'Action must be at most 64 characters' })
  action?: string;

  @ApiPropertyOptional({ example: '2026-03-01', description: 'From this moment on; a date alone means from its start (UTC)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: DATE_MESSAGE('From') })
  from?: string;

  @ApiPropertyOptional({ example: '2026-03-31', description: 'Up to this moment; a date alone includes the whole day (UTC)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: DATE_MESSAGE('To') })
  to?: string;
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

export class AuditLogPageDto {
  @ApiProperty({ type: [AuditEntryResponseDto] })
  items: AuditEntryResponseDto[];

  @ApiProperty({ example: 57 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: DEFAULT_PAGE_LIMIT })
  limit: number;
}

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
