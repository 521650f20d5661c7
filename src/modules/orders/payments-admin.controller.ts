import { Body, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { AllocatePaymentDto, PaymentsQueryDto, RecordPaymentDto, VoidPaymentDto } from './orders.requests.js';
import { PaymentDetailDto, PaymentDto, PaymentListDto } from './payments.responses.js';
import { PaymentReadsService } from './payment-reads.service.js';
import { PaymentsService } from './payments.service.js';
import { ApiErrors, PostAction, StaffController } from '../../common/api/route-docs.decorator.js';

const ID_PARAM = ApiParam({ name: 'id', format: 'uuid', description: 'The payment id' });
const NOT_FOUND = ApiErrors({ 404: `"${MESSAGES.PAYMENT_NOT_FOUND}"` });

/** Telegraphic transfers received, as staff record them from the bank, and their allocation to orders. */
@StaffController('admin/payments', 'admin-payments')
export class PaymentsAdminController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly reads: PaymentReadsService,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Record a payment received',
    description:
      'The amount in the currency it came in, the exchange rate in the site’s one convention — units of that currency per ' +
      '1 USD, as the site header and `GET /api/currencies/rates` show it (JPY 151.5; 1 for USD) — the value date and the bank ' +
      'reference (one payment per reference). The USD amount is amount ÷ rate, rounded half up to cents.\n\n' +
      'The rate is checked against the day’s rate of the currency (its current rate, as `GET /api/currencies/rates` lists it; ' +
      'one not updated for 24 hours still counts): further than `PAYMENT_RATE_TOLERANCE_PERCENT` (5% by ' +
      'default) either way, or with no rate of the currency on file, it is refused (409 `PAYMENT_RATE_OUT_OF_TOLERANCE` naming ' +
      'both rates, or `PAYMENT_RATE_UNCHECKED`) unless the body carries `confirmRate: true` and a `rateReason`, which are kept ' +
      'on the payment and in the audit log.\n\n' +
      '**Changed in issue 24** (a staff-only route, changed cleanly): `exchangeRate` was USD per unit of the currency (JPY ' +
      '0.0066); a rate sent that way is now far from the day’s rate and refused. USD payments (rate 1) are unchanged. ' +
      'Recorded in the audit log. Allocate it to orders next.',
  })
  @ApiCreatedResponse({ type: PaymentDto })
  @ApiErrors({
    400: 'A field is missing or invalid, the customer is unknown, `RATE_REASON_REQUIRED` or `PAYMENT_USD_OUT_OF_RANGE`',
    409: '`BANK_REFERENCE_TAKEN`, `PAYMENT_RATE_OUT_OF_TOLERANCE` (params: rate, reference, difference, tolerance, currency) or `PAYMENT_RATE_UNCHECKED`',
  })
  recordPayment(@Ctx() ctx: RequestContext, @Body() body: RecordPaymentDto): Promise<PaymentDto> {
    return this.payments.record(ctx, body);
  }

  @Get()
  @ApiOperation({
    summary: 'List payments, newest first',
    description:
      'Filters combine: `customerId`, `customer` (email or name, a part of it), `orderId` (put towards this order), `currency`, `status`, ' +
      '`bankReference` (a part of it), `unallocated`, `from`/`to` (the value date). `sort`: recordedAt (default newest first), ' +
      'valueDate, amount (USD) or bankReference. CSV: `GET /api/admin/payments.csv`.',
  })
  @ApiOkResponse({ type: PaymentListDto })
  @ApiErrors({ 400: '' })
  listPayments(@Query() query: PaymentsQueryDto): Promise<PaymentListDto> {
    return this.reads.list(query);
  }

  @Get(':id')
  @ID_PARAM
  @ApiOperation({
    summary: 'One payment: its orders, what a void would do, its audit history and remittance copies',
    description:
      'The payment with its allocations (voided ones with when they were taken back), the orders it was put towards as they ' +
      'stand, `voidPreview` (what voiding it now would do to each order: the moves back and the new hold), `nextStatuses` ' +
      'from the payment state machine, its audit entries and the remittance copies of its orders.',
  })
  @ApiOkResponse({ type: PaymentDetailDto })
  @NOT_FOUND
  getPayment(@Param('id') id: string): Promise<PaymentDetailDto> {
    return this.reads.detail(id);
  }

  @PostAction(':id/void')
  @ID_PARAM
  @ApiOperation({
    summary: 'Void a payment (never edited: a wrong one is voided and entered again)',
    description:
      'recorded → voided, with a reason (required). Every allocation is taken back: each order’s paid amount falls, and the ' +
      'order moves back as its state machine allows (cause `void`): `paid` → `deposit_paid` under 100%, `deposit_paid` → ' +
      '`reserved` under 50% — the hold starts again (3 business days from now, its expiry job scheduled) and the car is ' +
      'reserved again. A shipped, arrived or cancelled order keeps its status and owes the difference. Audited on the payment ' +
      'and each order; the customer is emailed. A voided payment cannot be allocated again.',
  })
  @ApiOkResponse({ type: PaymentDetailDto })
  @ApiErrors({ 400: '`REASON_REQUIRED`, or a reason over 500 characters' })
  @NOT_FOUND
  @ApiErrors({ 409: '`PAYMENT_ALREADY_VOIDED`' })
  voidPayment(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: VoidPaymentDto): Promise<PaymentDetailDto> {
    return this.payments.void(ctx, id, body);
  }

  @Post(':id/allocations')
  @ID_PARAM
  @ApiOperation({
    summary: 'Put part of a payment towards an order',
    description:
      'An order of the same customer that still owes money; at most what the payment has left and what the order still owes. At ' +
      '50% of its total the order becomes `deposit_paid` (the hold ends, the car is sold), at 100% `paid`. Recorded in the audit log.',
  })
  @ApiCreatedResponse({ type: PaymentDto })
  @ApiErrors({ 400: 'An invalid amount, or an unknown order' })
  @NOT_FOUND
  @ApiErrors({
    409: '`PAYMENT_VOIDED`, `PAYMENT_OF_ANOTHER_CUSTOMER`, `PAYMENT_NOT_ALLOCATABLE`, `ALLOCATION_EXCEEDS_PAYMENT` or `ALLOCATION_EXCEEDS_BALANCE`',
  })
  allocatePayment(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: AllocatePaymentDto): Promise<PaymentDto> {
    return this.payments.allocate(ctx, id, body);
  }
}
