import { IsUUID } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { Choice, Country, Field, TextField } from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { lowerTrim, trim, upperTrim } from '../../common/validation/transforms.js';
import { STOCK_ID_PATTERN } from '../cars/car-rules.js';
import { OVERRIDE_STATUSES } from '../import-rules/import-eligibility.js';

const upper = (value: unknown) => upperTrim({ value });
const lower = (value: unknown) => lowerTrim({ value });
const trimmed = (value: unknown) => trim({ value });

/** The longest reason staff may write. */
export const OVERRIDE_REASON_MAX = 500;

const StockId = (presence: 'required' | 'optional', description: string) =>
  Field(
    'Stock id',
    { type: String, example: 'AB1234567', pattern: STOCK_ID_PATTERN.source, description },
    { presence, transform: upper },
    rule('stockId', 'format', (v) => typeof v === 'string' && STOCK_ID_PATTERN.test(v), says(Msg.STOCK_ID_INVALID)),
  );

const CustomerId = (presence: 'required' | 'optional', description: string) =>
  Field('Customer id', { format: 'uuid', description }, { presence, transform: trimmed }, IsUUID('all', says(Msg.CUSTOMER_ID_INVALID)));

/** POST /api/admin/eligibility-overrides. */
export class CreateEligibilityOverrideDto {
  @CustomerId('required', 'The customer whose next reservation of the car it lets through')
  customerId: string;

  @StockId('required', 'The car (a listed one)')
  stockId: string;

  @Country({ example: 'KE', description: 'ISO 3166-1 alpha-2 destination whose rules refuse the car' })
  destinationCountry: string;

  @TextField('Reason', OVERRIDE_REASON_MAX, {
    example: 'Returning resident: KRA exemption letter 2026/114 seen',
    description: 'Why the sale may go through although the rules refuse it (kept with the override and the order’s audit entry)',
  })
  reason: string;
}

/** GET /api/admin/eligibility-overrides. */
export class EligibilityOverridesQueryDto extends PageQueryDto {
  @CustomerId('optional', 'Only this customer’s')
  customerId?: string;

  @StockId('optional', 'Only this car’s')
  stockId?: string;

  @Choice('Status', OVERRIDE_STATUSES, { description: 'Only overrides in this state' }, { presence: 'optional', transform: lower })
  status?: (typeof OVERRIDE_STATUSES)[number];
}
