import { IsUUID } from 'class-validator';
import { API_KEY_SCOPES } from '../../../common/auth/api-key-scope.decorator.js';
import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../../common/pagination/pagination.js';
import { DateFilter, Field, TextField } from '../../../common/validation/fields.js';
import { rule, says, saysLater } from '../../../common/validation/rules.js';
import { trim } from '../../../common/validation/transforms.js';
import {
  type ApiKeyScopeName,
  isAllowList,
  isScopeList,
  MAX_ALLOWED_IPS,
  MAX_KEY_NAME,
  normalizeAllowList,
  normalizeScopes,
} from './api-key-rules.js';

const SCOPES_DOC =
  '`catalogue:read` (car search, detail, makes, facets; auction lot search), `favorites`, `inquiries`, `orders:read` ' +
  '(orders, invoices), `orders:write` (reserve, cancel, remittance copies), `auction-bids` (bid requests and the auction account).';

const isList = (v: unknown) => v === undefined || v === null;

export class CreateApiKeyDto {
  @TextField('Name', MAX_KEY_NAME, { example: 'Stock sync', description: 'What the key is for, to tell keys apart' })
  name: string;

  @Field(
    'Scopes',
    { type: [String], enum: API_KEY_SCOPES, minItems: 1, example: ['catalogue:read', 'orders:read'], description: SCOPES_DOC },
    { isMissing: isList, transform: (v) => (isScopeList(v) ? normalizeScopes(v) : v) },
    rule('isScopeList', 'format', isScopeList, says(Msg.API_KEY_SCOPES_INVALID, { values: API_KEY_SCOPES.join(', ') })),
  )
  scopes: ApiKeyScopeName[];

  @Field(
    'Allowed IPs',
    {
      type: [String],
      maxItems: MAX_ALLOWED_IPS,
      example: ['203.0.113.7', '198.51.100.0/24'],
      description: 'IPv4 or IPv6 addresses or CIDR ranges the key may be used from; empty or left out: any address',
    },
    { presence: 'omittable', isMissing: isList, transform: (v) => (isAllowList(v) ? normalizeAllowList(v) : v) },
    rule('isAllowList', 'format', isAllowList, says(Msg.API_KEY_ALLOWED_IPS_INVALID, { max: MAX_ALLOWED_IPS })),
  )
  allowedIps?: string[];
}

export class ApiKeyUsageQueryDto {
  @DateFilter('From', { example: '2026-03-01', description: 'From this day (UTC); default: 29 days before `to`' })
  from?: string;

  @DateFilter('To', { example: '2026-03-30', description: 'Up to this day, included (UTC); default: today' })
  to?: string;
}

export class ApiKeyActivityQueryDto extends PageQueryDto {
  @Field(
    'Key id',
    { format: 'uuid', description: 'Calls made with this key only' },
    { presence: 'optional', transform: (value) => trim({ value }) },
    IsUUID('all', says(Msg.API_KEY_ID_INVALID)),
  )
  keyId?: string;
}

const LIMITS = { perMinute: 100_000, perDay: 100_000_000 } as const;
const Limit = (label: string, max: number, example: number, description: string) =>
  Field(
    label,
    { type: 'integer', minimum: 1, maximum: max, example, description },
    {},
    rule(
      'wholeNumber',
      'format',
      (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= max,
      saysLater(Msg.FIELD_WHOLE_NUMBER, () => ({ label, min: 1, max })),
    ),
  );

export class SetApiLimitsDto {
  @Limit('Per minute', LIMITS.perMinute, 300, 'Requests per minute, for each of the dealer’s keys')
  perMinute: number;

  @Limit(
    'Per day',
    LIMITS.perDay,
    50_000,
    'Requests per day (a 24-hour window that starts with the first call in it), for each of the dealer’s keys',
  )
  perDay: number;
}
