import { IntersectionType } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { normaliseDecimal } from '../../common/money/decimal-input.js';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import { Choice, Field, type FieldDoc, FromMoment, OptionalText, SearchText, TextField, ToMoment } from '../../common/validation/fields.js';
import { NotAfterToday } from '../../common/validation/not-after-today.js';
import { rule, says } from '../../common/validation/rules.js';
import { lowerTrim, trim, upperTrim } from '../../common/validation/transforms.js';
import { CLAIM_STATUSES, type ClaimStatus } from './insurance-claim-rules.js';

/** Money as a decimal string (a JSON number is accepted), above 0, two decimals at most, below a billion USD. */
export const normaliseUsd = (value: unknown) => normaliseDecimal(value, { scale: 2, max: '999999999.99' });

const Amount = (label: string, doc: FieldDoc, presence: 'required' | 'optional' = 'required') =>
  Field(
    label,
    { type: String, ...doc },
    { presence, transform: (v) => (presence === 'optional' && v === '' ? null : (normaliseUsd(v) ?? v)) },
    rule('amount', 'format', (v) => normaliseUsd(v) !== null, says(Msg.AMOUNT_INVALID, { label })),
  );

export class InsuranceQuoteQueryDto {
  @Amount('Value', { example: '2650.00', description: 'The vehicle’s value in USD (e.g. its CFR price)' })
  value: string;
}

export class FileClaimDto {
  @Field(
    'Order',
    { format: 'uuid', example: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47', description: 'My insured order whose car arrived damaged' },
    { transform: (v) => trim({ value: v }) },
    IsUUID('all', says(Msg.ORDER_ID_INVALID)),
  )
  orderId: string;

  @Field(
    'Damage report',
    { type: String, example: 'DR-7K3M9Q2X', description: 'One of my damage reports about this order, if I filed one' },
    { presence: 'optional', transform: (v) => (typeof v === 'string' ? upperTrim({ value: v }) || null : v) },
    rule('damageReport', 'format', (v) => typeof v === 'string' && /^DR-[0-9A-Z]{8}$/.test(v), says(Msg.CLAIM_DAMAGE_REPORT_INVALID)),
  )
  damageReportReference?: string | null;

  @TextField('Description', 2000, {
    example: 'Dented front bumper and a cracked headlight, found when the car was unloaded at Mombasa.',
  })
  description: string;

  @NotAfterToday(
    'Date the damage was found',
    { type: String, format: 'date', example: '2026-04-06', description: 'Step 3: the day the damage was found (not in the future)' },
    says(Msg.CLAIM_DAMAGE_DATE_INVALID),
  )
  damageFoundOn: string;

  @Amount('Amount claimed', { example: '2650.00', description: 'The damage claimed, in USD' })
  amountClaimed: string;

  @Amount('Repair estimate', { example: '2400.00', description: 'A repairer’s estimate, in USD, if I have one' }, 'optional')
  repairEstimate?: string | null;
}

export class RecordRepairDto {
  @Amount('Repair cost', { example: '2650.00', description: 'Step 5: what the repair cost, in USD' })
  repairCost: string;

  @OptionalText('Note', 1000, { example: 'Bumper replaced and headlight fitted at Mombasa Auto Works.' })
  note?: string | null;
}

export class ApproveClaimDto {
  @Amount(
    'Assessed damage',
    {
      example: '2650.00',
      description: 'The damage staff accept, in USD (default: the amount claimed); the payout is this, capped at the cover',
    },
    'optional',
  )
  assessedDamage?: string | null;

  @OptionalText('Note', 1000, { example: 'Approved on the surveyor’s report.' })
  note?: string | null;
}

export class RejectClaimDto {
  @TextField(
    'Reason',
    1000,
    { example: 'The damage is noted on the bill of lading as existing before loading.' },
    {
      missing: says(Msg.CLAIM_REASON_REQUIRED),
    },
  )
  reason: string;
}

export class PayClaimDto {
  @OptionalText('Note', 1000, { example: 'Paid by telegraphic transfer, reference FT26099XYZ.' })
  note?: string | null;
}

export class ClaimsQueryDto extends PageQueryDto {}

/** What the staff claim list sorts by: the column each key means. */
export const ADMIN_CLAIM_SORTS = {
  createdAt: 'c.createdAt',
  amountClaimed: 'c.amountClaimed',
  damageFoundOn: 'c.damageFoundOn',
  decidedAt: 'c.decidedAt',
} as const;

/** The staff claim list's filters and sort; the CSV export takes exactly these. */
export class AdminClaimsExportQueryDto {
  @Choice(
    'Status',
    CLAIM_STATUSES,
    { description: 'Claims in this state only' },
    { presence: 'optional', transform: (v) => lowerTrim({ value: v }) },
  )
  status?: ClaimStatus;

  @FromMoment('Filed')
  from?: string;

  @ToMoment('Filed')
  to?: string;

  @Field(
    'Customer id',
    { format: 'uuid', description: 'Claims of this customer only' },
    { presence: 'optional', transform: (v) => trim({ value: v }) },
    IsUUID('all', says(Msg.CUSTOMER_ID_INVALID)),
  )
  customerId?: string;

  @SearchText(
    'AB1234',
    'The order (its id, or its stock id or a part of it), the car, the description or the damage report; or the customer’s email ' +
      '(text with an @, exact, case-insensitive)',
  )
  q?: string;

  @SortParam(Object.keys(ADMIN_CLAIM_SORTS), '-createdAt')
  sort?: string;
}

export class AdminClaimsQueryDto extends IntersectionType(AdminClaimsExportQueryDto, PageQueryDto) {}
