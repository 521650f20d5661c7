import { IntersectionType, OmitType } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { PageQueryDto } from '../../../common/pagination/pagination.js';
import { Choice, Field, type FieldDoc, Flag, OptionalText, type Presence, TextField } from '../../../common/validation/fields.js';
import { NotAfterToday } from '../../../common/validation/not-after-today.js';
import { rule, says } from '../../../common/validation/rules.js';
import { lowerTrim, trim } from '../../../common/validation/transforms.js';
import { CreateCarDto } from '../../car-admin/cars-admin.requests.js';
import { ReserveCarDto } from '../../orders/orders.requests.js';
import { isCalendarDate } from '../../shipments/shipment-rules.js';
import { BID_STATUSES, type BidStatus, MAX_YEN } from './ledger-rules.js';
import { LOT_OUTCOMES, type LotOutcome } from './result-rules.js';

const trimmed = (value: unknown) => trim({ value });
const lower = (value: unknown) => lowerTrim({ value });
const toBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

/**
 * Whole yen from a JSON string ("1250000") or a JSON integer (1250000), as a string without leading zeros; null when
 * it is not a whole number from `min` to MAX_YEN (a JSON number beyond 2^53 is not exact, so refused).
 */
export function normaliseYen(value: unknown, min: 0n | 1n = 1n): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  if (!/^\d{1,15}$/.test(text)) return null;
  const yen = BigInt(text);
  return yen < min || yen > MAX_YEN ? null : yen.toString();
}

/** Whole yen above 0 (a deposit, a maximum bid, a hammer price); `zero` also takes 0 (fees). */
const Yen = (label: string, doc: FieldDoc, presence: Presence = 'required', zero = false) => {
  const min = zero ? 0n : 1n;
  return Field(
    label,
    { type: String, pattern: '^\\d{1,15}$', ...doc },
    { presence, transform: (v) => normaliseYen(v, min) ?? v },
    rule(
      'yen',
      'format',
      (v) => normaliseYen(v, min) !== null,
      zero ? says(Msg.YEN_OR_ZERO_INVALID, { label, max: MAX_YEN.toString() }) : says(Msg.YEN_INVALID, { label, max: MAX_YEN.toString() }),
    ),
  );
};

const CustomerId = (doc: FieldDoc) =>
  Field(
    'Customer id',
    { format: 'uuid', example: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', ...doc },
    { transform: trimmed },
    IsUUID('all', says(Msg.CUSTOMER_ID_INVALID)),
  );

const BankReference = () =>
  TextField('Bank reference', 64, { example: 'FT26063ABC123', description: 'The bank’s reference of the transfer: recorded once' });

/* ---------------------------------------------------------------- the customer */

export class PlaceBidDto {
  @Yen('Maximum bid', { example: '1250000', description: 'The most staff may bid for me, in whole yen (a string)' })
  maxBidJpy: string;

  @OptionalText('Note', 500, { example: 'Only if the sheet shows no rust underneath' })
  note?: string | null;
}

export class ChangeBidDto {
  @Yen('Maximum bid', { example: '1300000', description: 'The new maximum bid; the hold moves by the difference' }, 'omittable')
  maxBidJpy?: string;

  @OptionalText('Note', 500, { example: 'Up to 1.3M if the grade is 4.5' })
  note?: string | null;
}

export class BidsQueryDto extends PageQueryDto {
  @Choice('Status', BID_STATUSES, { description: 'Bid requests in this state only' }, { presence: 'optional', transform: lower })
  status?: BidStatus;

  @Field(
    'Lot',
    { type: String, format: 'uuid', description: 'Bid requests on this auction lot only' },
    { presence: 'optional', transform: trimmed },
    IsUUID('all', says(Msg.AUCTION_LOT_ID_INVALID)),
  )
  lotId?: string;
}

/* ---------------------------------------------------------------- staff */

export class RecordDepositDto {
  @CustomerId({ description: 'The customer who paid (their public id)' })
  customerId: string;

  @Yen('Amount', { example: '200000', description: 'As credited, in whole yen' })
  amountJpy: string;

  @BankReference()
  bankReference: string;

  @NotAfterToday(
    'Value date',
    { type: String, format: 'date', example: '2026-03-04', description: 'The day the bank credited the transfer' },
    says(Msg.VALUE_DATE_INVALID),
  )
  valueDate: string;

  @OptionalText('Note', 500, { example: 'Deposit for the March auctions' })
  note?: string | null;
}

export class RecordRefundDto {
  @CustomerId({ description: 'The customer refunded (their public id)' })
  customerId: string;

  @Yen('Amount', { example: '200000', description: 'Sent back, in whole yen: at most what backs no open bid or unpaid car' })
  amountJpy: string;

  @BankReference()
  bankReference: string;

  @OptionalText('Note', 500, { example: 'Refund on request' })
  note?: string | null;
}

/**
 * A lot's result (POST /api/admin/auctions/lots/{lotId}/result), one for all its bid requests: `won` names the
 * winning bid request (the highest open one at or above the start price) with the hammer price and fees; `lost` (sold
 * to another buyer) may give the hammer price; `not_sold` gives neither.
 */
export class RecordLotResultDto {
  @Choice('Result', LOT_OUTCOMES, { example: 'won' }, { transform: lower })
  result: LotOutcome;

  @Field(
    'Winning bid request',
    { type: String, format: 'uuid', description: 'Won only: the bid request that won (the lot screen’s `winner.bidId`)' },
    { presence: 'optional', transform: trimmed },
    IsUUID('all', says(Msg.LOT_RESULT_BID_ID_INVALID)),
  )
  bidId?: string | null;

  @Yen(
    'Hammer price',
    {
      example: '1100000',
      description: 'Won: from the start price up to the winning maximum bid; lost: optional, at least our highest bid',
    },
    'optional',
  )
  hammerPriceJpy?: string | null;

  @Yen('Fees', { example: '33000', description: 'Won only: the auction’s fees (default 0)' }, 'optional', true)
  feesJpy?: string | null;
}

/** Undoing a lot's result (POST /api/admin/auctions/lots/{lotId}/result/undo): why, for the audit log. */
export class UndoLotResultDto {
  @TextField('Reason', 500, {
    example: 'Recorded for the wrong lot: the winner was lot 40124',
    description: 'Why the result is undone (audited)',
  })
  reason: string;
}

/** The auction day of a staff list (the lots with bids, the bid sheet), and one auction house or all. */
const AuctionDay = () =>
  Field(
    'Date',
    { type: String, format: 'date', example: '2026-03-05', description: 'The auction day in Japan' },
    { transform: trimmed },
    rule('date', 'format', isCalendarDate, says(Msg.DATE_INVALID, { label: 'Date' })),
  );
const AuctionHouse = () =>
  TextField(
    'Auction house',
    60,
    { example: 'USS Tokyo', description: 'One auction house only (exactly as the lots name it)' },
    { presence: 'optional' },
  );

/** The staff's list of a day's lots with bid requests. */
export class AdminLotsQueryDto extends PageQueryDto {
  @AuctionDay()
  date: string;

  @AuctionHouse()
  auctionHouse?: string;
}

export class AuctionAccountsQueryDto extends PageQueryDto {
  @Flag(
    'Refund requested',
    { description: 'Only accounts whose customer asked for the deposit back' },
    { presence: 'optional', transform: toBoolean },
  )
  refundRequested?: boolean;
}

export class BidSheetQueryDto {
  @AuctionDay()
  date: string;

  @AuctionHouse()
  auctionHouse?: string;
}

/**
 * A won car's order (POST /api/admin/auctions/bids/{id}/order): the car as it enters stock — every field of a new car
 * (POST /api/admin/cars), prefilled by the back office from the lot — and the order's terms, destination and the
 * winner's consignee, as a customer gives them when reserving a stock car.
 */
export class WonCarOrderDto extends IntersectionType(CreateCarDto, OmitType(ReserveCarDto, ['stockId'] as const)) {
  // Issue 24 §3: the order is refused (409 IMPORT_NOT_ELIGIBLE) where the destination's import rules refuse the car.
  @TextField(
    'Eligibility override reason',
    500,
    {
      example: 'Returning resident: exemption letter on file',
      description:
        'Staff’s written reason to place the order although the destination’s import rules refuse the car (too old, wrong ' +
        'steering, not allowed); kept in the order’s audit entry. Ignored where the rules do not refuse it.',
    },
    { presence: 'optional' },
  )
  eligibilityOverrideReason?: string;
}
