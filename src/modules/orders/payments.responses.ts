import { ApiProperty } from '@nestjs/swagger';
import { CurrencyMoneyDto, MoneyDto } from '../../common/money/money.dto.js';
import { ORDER_STATUSES } from './order-transitions.js';
import { OrderCarRefDto, OrderCustomerDto, OrderRefDto, PaymentProgressDto, RemittanceCopyDto } from './orders.responses.js';
import { PAYMENT_STATUSES, type PaymentStatus } from './payment-rules.js';
import { StaffPageDto } from '../../common/pagination/page.dto.js';

/* Telegraphic transfers as staff see them (GET /api/admin/payments and a payment's page). */

export class PaymentAllocationDto extends OrderRefDto {
  @ApiProperty({ type: MoneyDto })
  amount: MoneyDto;
  @ApiProperty({ format: 'date-time' })
  allocatedAt: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the payment was voided, taking this money back from the order; null while it counts',
  })
  voidedAt: string | null;
}

export class PaymentVoidDto {
  @ApiProperty({ format: 'date-time' })
  at: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The staff member who voided it' })
  by: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Amina Njoroge', description: 'Their name; null once the account is gone' })
  byName: string | null;
  @ApiProperty({ example: 'Rate entered as USD per yen', description: 'Why (also emailed to the customer)' })
  reason: string;
}

export class PaymentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'recorded', description: 'recorded, or voided (never edited: a wrong one is voided)' })
  status: PaymentStatus;
  @ApiProperty({ type: OrderCustomerDto, nullable: true })
  customer: OrderCustomerDto | null;
  @ApiProperty({ type: CurrencyMoneyDto, description: 'As credited' })
  received: CurrencyMoneyDto;
  @ApiProperty({
    example: '151.5',
    description: 'Units of the received currency per 1 USD, as the site header shows rates (1 for USD); amount = received ÷ rate',
  })
  exchangeRate: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '151.2',
    description: 'The day’s rate (same convention) the rate was checked against; null for USD, or when none was on file',
  })
  referenceRate: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why staff confirmed a rate beyond the tolerance of the day’s rate (or with none on file); null otherwise',
  })
  rateReason: string | null;
  @ApiProperty({ type: MoneyDto, description: 'The received amount in USD at that rate' })
  amount: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'Put towards orders so far (0 once voided)' })
  allocated: MoneyDto;
  @ApiProperty({ type: MoneyDto, description: 'Left to put towards orders (0 once voided)' })
  unallocated: MoneyDto;
  @ApiProperty({ format: 'date', example: '2026-03-04' })
  valueDate: string;
  @ApiProperty({ example: 'FT26063ABC123' })
  bankReference: string;
  @ApiProperty({ type: String, nullable: true })
  note: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The staff member who recorded it' })
  recordedBy: string | null;
  @ApiProperty({ format: 'date-time' })
  recordedAt: string;
  @ApiProperty({ type: PaymentVoidDto, nullable: true, description: 'When, by whom and why it was voided; null while recorded' })
  voided: PaymentVoidDto | null;
  @ApiProperty({ type: [PaymentAllocationDto], description: 'Oldest first; a voided payment’s show when they were taken back' })
  allocations: PaymentAllocationDto[];
}

/** An order a payment was put towards, as it stands now. */
export class PaymentOrderDto extends OrderCarRefDto {
  @ApiProperty({ enum: ORDER_STATUSES, example: 'deposit_paid' })
  status: string;
  @ApiProperty({ type: PaymentProgressDto })
  payment: PaymentProgressDto;
  @ApiProperty({ type: MoneyDto, description: 'What this payment still counts towards it (0 once voided)' })
  fromThisPayment: MoneyDto;
}

/** What voiding the payment would do to one of its orders now (the void does exactly this, with the clock then). */
export class PaymentVoidEffectDto extends OrderRefDto {
  @ApiProperty({ type: MoneyDto, description: 'Taken back from the order' })
  reversed: MoneyDto;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'paid' })
  status: string;
  @ApiProperty({
    enum: ORDER_STATUSES,
    isArray: true,
    example: ['deposit_paid', 'reserved'],
    description: 'The moves back the order makes, in order (cause `void`); none for a shipped, arrived or cancelled order',
  })
  moves: string[];
  @ApiProperty({ type: PaymentProgressDto, description: 'The order’s payment after the void' })
  paymentAfter: PaymentProgressDto;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it becomes a reservation again: its new hold’s deadline (3 business days from the void)',
  })
  holdUntil: string | null;
}

export class PaymentActorDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ type: String, nullable: true, example: 'Kenji Sato', description: 'null once the account is gone' })
  name: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin' })
  role: string | null;
}

/** One entry of the payment's audit history. */
export class PaymentHistoryEntryDto {
  @ApiProperty({ example: 'payment.void', description: '`payment.record`, `payment.allocate` or `payment.void`' })
  action: string;
  @ApiProperty({ format: 'date-time' })
  at: string;
  @ApiProperty({ type: PaymentActorDto, nullable: true, description: 'null for the system' })
  actor: PaymentActorDto | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;
}

/** A remittance copy of an order the payment was put towards (the customer's proof of the transfer it settles). */
export class PaymentRemittanceCopyDto extends RemittanceCopyDto {
  @ApiProperty({ format: 'uuid' })
  orderId: string;
  @ApiProperty({ example: 'AB1234567' })
  stockId: string;
}

/** GET /api/admin/payments/:id: the payment with its orders, what a void would do, its audit history and remittance copies. */
export class PaymentDetailDto extends PaymentDto {
  @ApiProperty({
    enum: PAYMENT_STATUSES,
    isArray: true,
    example: ['voided'],
    description: 'The statuses staff may move it to now, from the payment state machine (`voided` while recorded)',
  })
  nextStatuses: PaymentStatus[];
  @ApiProperty({ type: PaymentActorDto, nullable: true, description: 'Who recorded it' })
  recorder: PaymentActorDto | null;
  @ApiProperty({ type: [PaymentOrderDto], description: 'The orders it was put towards, as they stand' })
  orders: PaymentOrderDto[];
  @ApiProperty({ type: [PaymentVoidEffectDto], description: 'What a void would do to each order now; empty once voided' })
  voidPreview: PaymentVoidEffectDto[];
  @ApiProperty({ type: [PaymentHistoryEntryDto], description: 'Its audit entries, oldest first' })
  history: PaymentHistoryEntryDto[];
  @ApiProperty({ type: [PaymentRemittanceCopyDto], description: 'Remittance copies of its orders, newest first' })
  remittanceCopies: PaymentRemittanceCopyDto[];
}

export class PaymentListDto extends StaffPageDto(PaymentDto, 12) {}
