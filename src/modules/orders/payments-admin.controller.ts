import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { MESSAGES } from '../../common/errors/messages.js';
import { AllocatePaymentDto, PaymentsQueryDto, RecordPaymentDto } from './orders.requests.js';
import { PaymentDto, PaymentListDto } from './orders.responses.js';
import { PaymentsService } from './payments.service.js';

const ID_PARAM = ApiParam({ name: 'id', format: 'uuid', description: 'The payment id' });
const NOT_FOUND = ApiNotFoundResponse({ type: ErrorBodyDto, description: `"${MESSAGES.PAYMENT_NOT_FOUND}"` });

/** Telegraphic transfers received, as staff record them from the bank, and their allocation to orders. */
@ApiTags('admin-payments')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/payments')
export class PaymentsAdminController {
  constructor(private readonly payments: PaymentsService) {}

  @Post()
  @ApiOperation({
    summary: 'Record a payment received',
    description:
      'The amount in the currency it came in, the exchange rate used (USD per unit; 1 for USD), the value date and the bank ' +
      'reference (one payment per reference). Recorded in the audit log. Allocate it to orders next.',
  })
  @ApiCreatedResponse({ type: PaymentDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is missing or invalid, or the customer is unknown' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`BANK_REFERENCE_TAKEN`' })
  recordPayment(@Ctx() ctx: RequestContext, @Body() body: RecordPaymentDto): Promise<PaymentDto> {
    return this.payments.record(ctx, body);
  }

  @Get()
  @ApiOperation({
    summary: 'List payments, newest first',
    description:
      'Filters combine: `customerId`, `customer` (email or name, a part of it), `orderId` (put towards this order), `currency`, ' +
      '`bankReference` (a part of it), `unallocated`, `from`/`to` (the value date). `sort`: recordedAt (default newest first), ' +
      'valueDate, amount (USD) or bankReference. CSV: `GET /api/admin/payments.csv`.',
  })
  @ApiOkResponse({ type: PaymentListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listPayments(@Query() query: PaymentsQueryDto): Promise<PaymentListDto> {
    return this.payments.list(query);
  }

  @Get(':id')
  @ID_PARAM
  @ApiOperation({ summary: 'One payment with its allocations' })
  @ApiOkResponse({ type: PaymentDto })
  @NOT_FOUND
  getPayment(@Param('id') id: string): Promise<PaymentDto> {
    return this.payments.get(id);
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
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'An invalid amount, or an unknown order' })
  @NOT_FOUND
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: '`PAYMENT_OF_ANOTHER_CUSTOMER`, `PAYMENT_NOT_ALLOCATABLE`, `ALLOCATION_EXCEEDS_PAYMENT` or `ALLOCATION_EXCEEDS_BALANCE`',
  })
  allocatePayment(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: AllocatePaymentDto): Promise<PaymentDto> {
    return this.payments.allocate(ctx, id, body);
  }
}
