import { ApiProperty } from '@nestjs/swagger';
import { type AccountActivity, ACTIVITY_TYPES, type ActivityType } from '../account-activity.entity.js';
import { PageQueryDto } from '../../../common/pagination/pagination.js';
import { Choice } from '../../../common/validation/fields.js';
import { PageDto } from '../../../common/pagination/page.dto.js';

export class ActivityQueryDto extends PageQueryDto {
  @Choice('Type', ACTIVITY_TYPES, { example: 'sign_in', description: 'Only events of this type' }, { presence: 'optional' })
  type?: ActivityType;
}

export class ActivityItemDto {
  @ApiProperty({ enum: ACTIVITY_TYPES, example: 'sign_in' })
  type: ActivityType;

  @ApiProperty({ format: 'date-time', example: '2026-05-04T08:15:30.000Z' })
  at: string;

  @ApiProperty({ nullable: true, type: String, example: '41.90.64.1' })
  ip: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'KE', description: 'ISO 3166-1 alpha-2 country of the IP address, when known' })
  country: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36' })
  userAgent: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { method: 'password' },
    description: 'e.g. the sign-in method, or the names of the profile fields that changed',
  })
  details: Record<string, unknown>;
}

export class ActivityPageDto extends PageDto(ActivityItemDto, 42, undefined, 'integer') {}

/** The only way an activity event leaves the server: no internal ids. */
export function toActivityItem(event: AccountActivity): ActivityItemDto {
  return {
    type: event.type,
    at: event.createdAt.toISOString(),
    ip: event.ip,
    country: event.country ? event.country.trim() : null,
    userAgent: event.userAgent,
    details: event.details ?? {},
  };
}
