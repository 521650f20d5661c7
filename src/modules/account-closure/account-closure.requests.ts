import { Choice, OptionalText, TextField } from '../../common/validation/fields.js';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { lowerTrim } from '../../common/validation/transforms.js';
import { CLOSURE_REFUND_STATUSES, type ClosureRefundStatus } from './account-closure-rules.js';

const lower = (value: unknown) => lowerTrim({ value });

export class AccountClosuresQueryDto extends PageQueryDto {
  @Choice(
    'Refund status',
    CLOSURE_REFUND_STATUSES,
    { description: 'Closures whose refund is in this state only: `due` lists what the company still owes' },
    { presence: 'optional', transform: lower },
  )
  refundStatus?: ClosureRefundStatus;
}

export class RecordClosureRefundDto {
  @TextField('Bank reference', 64, { example: 'FT26063RFD001', description: 'The bank’s reference of the refund’s transfer' })
  bankReference: string;

  @OptionalText('Note', 500, { example: 'Deposit of 200,000 JPY returned to the remitting account' })
  note?: string | null;
}
