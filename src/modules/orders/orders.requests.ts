import { IsUUID } from 'class-validator';
import { Msg } from '@autoexport/contract/messages';
import { normaliseAmount, normaliseDecimal } from '../../common/money/decimal-input.js';
import { PageQueryDto } from '../../common/pagination/pagination.js';
import { SortParam } from '../../common/pagination/sort.js';
import {
  Choice,
  Country,
  DateFilter,
  Field,
  type FieldDoc,
  Flag,
  FromMoment,
  OptionalText,
  TextField,
  ToMoment,
} from '../../common/validation/fields.js';
import { NotAfterToday } from '../../common/validation/not-after-today.js';
import { rule, says } from '../../common/validation/rules.js';
import { lowerTrim, trim, upperTrim } from '../../common/validation/transforms.js';
import { STOCK_ID_PATTERN } from '../cars/car-rules.js';
import { CURRENCIES, type CurrencyCode } from '../../common/money/currencies.js';
import { SHIPPING_METHODS, type ShippingMethod, TRADE_TERMS, type TradeTerms } from '../price-calculator/shipping-terms.js';
import { ORDER_STATUSES, type OrderStatus, STAFF_TARGETS, type StaffTarget } from './order-transitions.js';
import { PAYMENT_STATUSES, type PaymentStatus } from './payment-rules.js';
import {
  MAX_HOLD_EXTENSION_DAYS,
  PURCHASED_FILTERS,
  type PurchasedFilter,
  RESERVED_FILTERS,
  type ReservedFilter,
  REVIEW_DECISIONS,
  type ReviewDecision,
} from './reservation-rules.js';

const upper = (value: unknown) => upperTrim({ value });
const lower = (value: unknown) => lowerTrim({ value });
const trimmed = (value: unknown) => trim({ value });
const toBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

/** What the staff's order list sorts by. */
export const ADMIN_ORDER_SORTS = ['reservedAt', 'expiresAt', 'statusChangedAt', 'total', 'stockId', 'status'] as const;
/** What the payments list sorts by. */
export const PAYMENT_SORTS = ['valueDate', 'recordedAt', 'amount', 'bankReference'] as const;

/** A public id (UUID) sent in a body or query, refused with its own message when it is not one. */
const PublicId = (label: string, invalid: ReturnType<typeof says>, doc: FieldDoc, presence: 'required' | 'optional' = 'required') =>
  Field(label, { format: 'uuid', ...doc }, { presence, transform: trimmed }, IsUUID('all', invalid));

/** Exchange rates: units of the payment's currency per 1 USD (the site header's convention), eight decimals at most. */
export const normaliseRate = (value: unknown) => normaliseDecimal(value, { scale: 8, max: '9999999999' });

const Amount = (label: string, doc: FieldDoc) =>
  Field(
    label,
    { type: String, ...doc },
    { transform: (v) => normaliseAmount(v) ?? v },
    rule('amount', 'format', (v) => normaliseAmount(v) !== null, says(Msg.AMOUNT_INVALID, { label })),
  );

/* ---------------------------------------------------------------- the customer */

export class ReserveCarDto {
  @Field(
    'Stock id',
    { type: String, example: 'AB1234567', pattern: STOCK_ID_PATTERN.source, description: 'The car to reserve' },
    { transform: upper },
    rule('stockId', 'format', (v) => typeof v === 'string' && STOCK_ID_PATTERN.test(v), says(Msg.STOCK_ID_INVALID)),
  )
  stockId: string;

  @Choice('Trade terms', TRADE_TERMS, { example: 'CIF' }, { transform: upper, invalid: says(Msg.TRADE_TERMS_INVALID) })
  tradeTerms: TradeTerms;

  @Country({ example: 'KE', description: 'ISO 3166-1 alpha-2 country the car is shipped to' })
  destinationCountry: string;

  @Field(
    'Destination port',
    { type: String, example: 'Mombasa', minLength: 2, maxLength: 60 },
    { transform: trimmed },
    rule('port', 'format', (v) => typeof v === 'string' && v.length >= 2 && v.length <= 60, says(Msg.PORT_INVALID)),
  )
  destinationPort: string;

  @Choice('Shipping method', SHIPPING_METHODS, { example: 'roro' }, { transform: lower, invalid: says(Msg.SHIPPING_METHOD_INVALID) })
  shippingMethod: ShippingMethod;

  @PublicId('Consignee id', says(Msg.CONSIGNEE_ID_INVALID), {
    example: '3f6c2a9e-8b1d-4c7e-9a52-0d4b8e6f1a23',
    description: 'One of my consignees (GET /api/user/consignees): it and its notify party are copied onto the order',
  })
  consigneeId: string;

  @Choice(
    'Currency',
    CURRENCIES,
    {
      example: 'USD',
      description:
        'Default USD. The currency the price snapshot is also shown in, at the day’s rate (kept with the order); the order is owed in USD',
    },
    { presence: 'omittable', transform: upper },
  )
  currency?: CurrencyCode;
}

const StockIdSearch = () =>
  TextField(
    'Stock id',
    12,
    { example: 'AB12', description: 'The stock id or a part of it (case-insensitive)' },
    { presence: 'optional', transform: upper },
  );

export class ReservedOrdersQueryDto extends PageQueryDto {
  @Choice(
    'Status',
    RESERVED_FILTERS,
    { default: 'all', description: 'all; in_transit: shipped on the deposit; reserved: held or deposit paid' },
    { presence: 'optional', transform: lower },
  )
  status?: ReservedFilter;

  @StockIdSearch()
  stockId?: string;

  @FromMoment('Reserved')
  from?: string;

  @ToMoment('Reserved')
  to?: string;
}

// Its stock id and period filters repeat ReservedOrdersQueryDto's on purpose: in a shared base class they would come
// before status in the document's parameters, and after it (and the paging) in a 400 body's errors, whose order
// test/orders.e2e-spec.ts pins.
export class PurchasedOrdersQueryDto extends PageQueryDto {
  @Choice(
    'Status',
    PURCHASED_FILTERS,
    { default: 'all', description: 'all; in_transit: paid and shipped; purchased: paid, or paid and arrived' },
    { presence: 'optional', transform: lower },
  )
  status?: PurchasedFilter;

  @StockIdSearch()
  stockId?: string;

  @FromMoment('Reserved')
  from?: string;

  @ToMoment('Reserved')
  to?: string;
}

/* ---------------------------------------------------------------- staff */

export class AdminOrdersQueryDto extends PageQueryDto {
  @Choice('Status', ORDER_STATUSES, { description: 'Orders in this state only' }, { presence: 'optional', transform: lower })
  status?: OrderStatus;

  @StockIdSearch()
  stockId?: string;

  @PublicId('Customer id', says(Msg.CUSTOMER_ID_INVALID), { description: 'Orders of this customer only' }, 'optional')
  customerId?: string;

  @TextField(
    'Customer',
    100,
    { example: 'amina@', description: 'The customer’s email or name, or a part of either (case-insensitive)' },
    { presence: 'optional' },
  )
  customer?: string;

  @TextField(
    'Order number',
    60,
    {
      example: '7D1F6A52',
      description: 'The order id, its first characters (at least 4), or the proforma invoice number (PI-AB1234567-7D1F6A52)',
    },
    { presence: 'optional' },
  )
  orderNumber?: string;

  @TextField('Destination port', 60, { example: 'Mombasa', description: 'The port or a part of it' }, { presence: 'optional' })
  port?: string;

  @DateFilter('Expires before', {
    example: '2026-03-05T08:00:00Z',
    description: 'Reservations whose hold ends before this moment (a date alone: before its end, UTC)',
  })
  expiresBefore?: string;

  @Flag(
    'Unassigned',
    { description: 'true: only orders not on a shipment; false: only orders on one' },
    { presence: 'optional', transform: toBoolean },
  )
  unassigned?: boolean;

  @FromMoment('Reserved')
  from?: string;

  @ToMoment('Reserved')
  to?: string;

  @SortParam(ADMIN_ORDER_SORTS, '-reservedAt')
  sort?: string;
}

export class ChangeOrderStatusDto {
  @Choice(
    'Status',
    STAFF_TARGETS,
    { example: 'shipped', description: 'The other moves follow payments and the clock' },
    { transform: lower },
  )
  status: StaffTarget;

  @OptionalText('Reason', 500, {
    example: 'The customer asked to cancel',
    description: 'Required to cancel; kept in the order’s history and the audit log',
  })
  reason?: string | null;
}

export class ExtendHoldDto {
  @Field(
    'Business days',
    { type: 'integer', minimum: 1, maximum: MAX_HOLD_EXTENSION_DAYS, example: 2 },
    {},
    rule(
      'businessDays',
      'format',
      (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_HOLD_EXTENSION_DAYS,
      says(Msg.BUSINESS_DAYS_INVALID, { max: MAX_HOLD_EXTENSION_DAYS }),
    ),
  )
  businessDays: number;

  @TextField(
    'Reason',
    500,
    { example: 'The customer’s bank confirmed the transfer; funds arrive Monday' },
    { missing: says(Msg.REASON_REQUIRED) },
  )
  reason: string;
}

export class ReviewRemittanceDto {
  @Choice('Status', REVIEW_DECISIONS, { example: 'accepted' }, { transform: lower, invalid: says(Msg.REVIEW_STATUS_INVALID) })
  status: ReviewDecision;

  @OptionalText('Note', 500, { example: 'Amount does not match the invoice', description: 'Shown to the customer' })
  note?: string | null;
}

export class RecordPaymentDto {
  @PublicId('Customer id', says(Msg.CUSTOMER_ID_INVALID), {
    example: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    description: 'The customer who paid (their public id)',
  })
  customerId: string;

  @Amount('Amount', { example: '1000000.00', description: 'As credited, in the payment’s currency' })
  amount: string;

  @Choice('Currency', CURRENCIES, { example: 'JPY' }, { transform: upper })
  currency: CurrencyCode;

  @Field(
    'Exchange rate',
    {
      type: String,
      example: '151.5',
      description:
        'Units of the payment’s currency per 1 USD — the convention the site header and GET /api/currencies/rates use (JPY ' +
        '151.5, EUR 0.92); 1 for USD. The USD amount is amount ÷ rate, rounded half up to cents. Changed in issue 24: it ' +
        'was USD per unit before (JPY 0.0066), which the tolerance check now refuses',
    },
    { transform: (v) => normaliseRate(v) ?? v },
    rule('rate', 'format', (v) => normaliseRate(v) !== null, says(Msg.EXCHANGE_RATE_INVALID)),
  )
  exchangeRate: string;

  @Flag(
    'Confirm rate',
    {
      example: true,
      description:
        'true: record the rate although it is further than PAYMENT_RATE_TOLERANCE_PERCENT (5% by default) from the day’s rate, ' +
        'or no rate of the currency is on file; needs `rateReason`',
    },
    { presence: 'optional' },
  )
  confirmRate?: boolean;

  @OptionalText('Rate reason', 500, {
    example: 'Bank’s own rate on the value date, per the statement',
    description: 'Why the rate is confirmed (with `confirmRate`); kept on the payment and in the audit log',
  })
  rateReason?: string | null;

  // The bank's credit date cannot be in the future.
  @NotAfterToday(
    'Value date',
    { type: String, format: 'date', example: '2026-03-04', description: 'The day the bank credited the transfer' },
    says(Msg.VALUE_DATE_INVALID),
  )
  valueDate: string;

  @TextField('Bank reference', 64, {
    example: 'FT26063ABC123',
    description: 'The bank’s reference of the transfer: one payment per reference',
  })
  bankReference: string;

  @OptionalText('Note', 500, { example: 'Received short by 25.00 USD of bank charges' })
  note?: string | null;
}

export class VoidPaymentDto {
  @TextField(
    'Reason',
    500,
    {
      example: 'Rate entered as USD per yen; entered again as FT26063ABC124',
      description: 'Kept on the payment, audited, emailed to the customer',
    },
    { missing: says(Msg.REASON_REQUIRED) },
  )
  reason: string;
}

export class AllocatePaymentDto {
  @PublicId('Order id', says(Msg.ORDER_ID_INVALID), { example: '7d1f6a52-3c1e-4b8e-a0f4-2a9d1e6c5b47' })
  orderId: string;

  @Amount('Amount', { example: '3350.00', description: 'In the order’s currency (USD)' })
  amount: string;
}

export class PaymentsQueryDto extends PageQueryDto {
  @PublicId('Customer id', says(Msg.CUSTOMER_ID_INVALID), { description: 'Payments of this customer only' }, 'optional')
  customerId?: string;

  @TextField(
    'Customer',
    100,
    { example: 'amina@', description: 'The customer’s email or name, or a part of either (case-insensitive)' },
    { presence: 'optional' },
  )
  customer?: string;

  @PublicId('Order id', says(Msg.ORDER_ID_INVALID), { description: 'Payments put towards this order only' }, 'optional')
  orderId?: string;

  @Choice(
    'Currency',
    CURRENCIES,
    { description: 'Payments received in this currency only (every payment is a telegraphic transfer)' },
    { presence: 'optional', transform: upper },
  )
  currency?: CurrencyCode;

  @TextField('Bank reference', 64, { example: 'FT2606', description: 'The bank reference or a part of it' }, { presence: 'optional' })
  bankReference?: string;

  @Choice('Status', PAYMENT_STATUSES, { description: 'Recorded or voided payments only' }, { presence: 'optional', transform: lower })
  status?: PaymentStatus;

  @Flag(
    'Unallocated',
    { description: 'true: only recorded payments with money left to put towards orders' },
    { presence: 'optional', transform: toBoolean },
  )
  unallocated?: boolean;

  @DateFilter('From', { example: '2026-03-01', description: 'Value date on or after this day' })
  from?: string;

  @DateFilter('To', { example: '2026-03-31', description: 'Value date on or before this day' })
  to?: string;

  @SortParam(PAYMENT_SORTS, '-recordedAt')
  sort?: string;
}
