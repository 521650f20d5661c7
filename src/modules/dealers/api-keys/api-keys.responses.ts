import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_SCOPES } from '../../../common/auth/api-key-scope.decorator.js';
import type { ApiKeyScopeName } from './api-key-rules.js';
import type { ApiKey } from './api-key.entity.js';
import { ListDto } from '../../../common/pagination/page.dto.js';
import { PageDto } from '../../../common/pagination/page.dto.js';

const AT = '2026-05-04T08:15:30.000Z';
const KEY_ID = '8b1c1f52-4f0e-4a57-9a7a-3c2b2f0d6e11';

/** A key as its dealer (and staff) see it: never its secret. */
export class ApiKeyDto {
  @ApiProperty({ format: 'uuid', example: KEY_ID })
  id: string;

  @ApiProperty({ example: 'Stock sync' })
  name: string;

  @ApiProperty({ example: '3f9a0c1d', description: 'The key’s first part (`ak_<prefix>_…`), to recognise it' })
  prefix: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['catalogue:read', 'orders:read'] })
  scopes: ApiKeyScopeName[];

  @ApiProperty({ type: [String], example: ['203.0.113.7'], description: 'Empty: any address' })
  allowedIps: string[];

  @ApiProperty({ format: 'date-time', example: AT })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: AT, description: 'Updated at most once a minute' })
  lastUsedAt: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null })
  revokedAt: string | null;
}

export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({
    example: 'ak_3f9a0c1d_Jm4Qy8b0Kx1o7dZ3nT5sVwq2RrL9eH6uGc0fA1iYpBk',
    description: 'The key, shown this once: only its hash is kept. Send it as `X-API-Key`.',
  })
  key: string;
}

export class ApiKeyListDto extends ListDto(ApiKeyDto, 'Newest first, revoked ones included') {}

export class ApiKeyUsageDayDto {
  @ApiProperty({ format: 'date', example: '2026-05-04', description: 'The day (UTC)' })
  date: string;

  @ApiProperty({ format: 'uuid', example: KEY_ID })
  keyId: string;

  @ApiProperty({ example: 'Stock sync' })
  keyName: string;

  @ApiProperty({ type: 'integer', example: 1250, description: 'Every call, whatever its answer' })
  calls: number;

  @ApiProperty({ type: 'integer', example: 1200, description: 'Answered 2xx' })
  succeeded: number;

  @ApiProperty({ type: 'integer', example: 49, description: 'Answered 4xx (refused, not found, throttled…)' })
  clientErrors: number;

  @ApiProperty({ type: 'integer', example: 1, description: 'Answered 5xx' })
  serverErrors: number;
}

export class ApiKeyUsageDto {
  @ApiProperty({ format: 'date', example: '2026-04-05' })
  from: string;

  @ApiProperty({ format: 'date', example: '2026-05-04' })
  to: string;

  @ApiProperty({ type: [ApiKeyUsageDayDto], description: 'One row per key and day with calls, newest day first' })
  items: ApiKeyUsageDayDto[];

  @ApiProperty({ type: 'integer', example: 1250, description: 'The calls of every row' })
  totalCalls: number;
}

export class ApiKeyCallDto {
  @ApiProperty({ format: 'uuid', example: KEY_ID })
  keyId: string;

  @ApiProperty({ example: 'Stock sync' })
  keyName: string;

  @ApiProperty({ example: 'GET' })
  method: string;

  @ApiProperty({ example: '/api/cars/detail/ref/:ref', description: 'The route’s pattern: never the URL’s values or query' })
  route: string;

  @ApiProperty({ type: 'integer', example: 200 })
  status: number;

  @ApiProperty({ format: 'date-time', example: AT })
  at: string;

  @ApiProperty({ type: 'integer', example: 12 })
  durationMs: number;
}

export class ApiKeyActivityDto extends PageDto(ApiKeyCallDto, 42, 'Newest first', 'integer') {}

export class ApiLimitsDto {
  @ApiProperty({ type: 'integer', example: 120, description: 'Requests per minute, per key' })
  perMinute: number;

  @ApiProperty({ type: 'integer', example: 20000, description: 'Requests per day, per key' })
  perDay: number;

  @ApiProperty({ example: false, description: 'false: the site’s defaults (API_KEY_PER_MINUTE, API_KEY_PER_DAY) apply' })
  custom: boolean;
}

export class DealerApiKeysDto {
  @ApiProperty({ type: ApiLimitsDto })
  limits: ApiLimitsDto;

  @ApiProperty({ type: [ApiKeyDto], description: 'Newest first, revoked ones included' })
  keys: ApiKeyDto[];

  @ApiProperty({ type: ApiKeyUsageDto, description: 'The last 30 days (UTC)' })
  usage: ApiKeyUsageDto;
}

export function toApiKeyDto(key: ApiKey): ApiKeyDto {
  return {
    id: key.publicId,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    allowedIps: key.allowedIps,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}
