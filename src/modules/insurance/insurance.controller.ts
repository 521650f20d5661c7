import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { Public } from '../../common/auth/public.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ORDER_ID_PARAM } from '../orders/orders.controller.js';
import { OrderDto } from '../orders/orders.responses.js';
import { ClaimsQueryDto, FileClaimDto, InsuranceQuoteQueryDto, RecordRepairDto } from './insurance.requests.js';
import { ClaimDto, ClaimListDto, InsuranceQuoteDto, InsuredOrderListDto } from './insurance.responses.js';
import { InsuranceService } from './insurance.service.js';
import { ApiErrors, PostAction } from '../../common/api/route-docs.decorator.js';

export const CLAIM_ID_PARAM = ApiParam({ name: 'id', format: 'uuid', description: 'The claim id' });
export const CLAIM_NOT_FOUND = ApiErrors({ 404: `CLAIM_NOT_FOUND, "${MESSAGES.CLAIM_NOT_FOUND}" (also for another customer's claim)` });

/** Marine insurance (spec §1; §2 Insurance page): the quote, insurance on my CFR order, and my claims. */
@ApiTags('insurance')
@Controller()
export class InsuranceController {
  constructor(private readonly insurance: InsuranceService) {}

  @Get('insurance/quote')
  @Public()
  @ApiOperation({
    summary: 'What marine insurance costs for a vehicle value',
    description:
      'The cover (the value, at most 10,000 USD) and the premium (the configured rate times the cover, from 30 USD) for `value` in USD. ' +
      'A premium, not a car price: anyone may ask.',
  })
  @ApiOkResponse({ type: InsuranceQuoteDto })
  @ApiErrors({ 400: '`value` is missing or not an amount above 0' })
  getInsuranceQuote(@Query() query: InsuranceQuoteQueryDto): InsuranceQuoteDto {
    return this.insurance.quote(query.value);
  }

  @PostAction('orders/:id/insurance')
  @ApiSignedIn()
  @ORDER_ID_PARAM
  @ApiOperation({
    summary: 'Add marine insurance to my CFR order',
    description:
      'The premium on the CFR value (cover up to 10,000 USD and never above the value; premium from 30 USD) is added to the order as ' +
      'its insurance line and to its total. Only for a CFR order not yet insured, while reserved or deposit paid and not paid in full.',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiErrors({
    404: `"${MESSAGES.ORDER_NOT_FOUND}" (also for another customer's order)`,
    409: '`INSURANCE_FOB_NOT_OFFERED`, `INSURANCE_ALREADY_INCLUDED` (CIF), `INSURANCE_ALREADY_ADDED` or `INSURANCE_TOO_LATE`',
  })
  addOrderInsurance(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<OrderDto> {
    return this.insurance.insureOrder(ctx, id);
  }

  @Get('insurance/orders')
  @ApiSignedIn()
  @ApiOperation({ summary: 'My CFR and CIF orders with their marine insurance, and whether I can file a claim on each' })
  @ApiOkResponse({ type: InsuredOrderListDto })
  listInsuredOrders(@Ctx() ctx: RequestContext): Promise<InsuredOrderListDto> {
    return this.insurance.insuredOrders(ctx);
  }

  @Post('insurance/claims')
  @ApiSignedIn()
  @ApiOperation({
    summary: 'File a marine insurance claim',
    description:
      'On my insured order once the car has arrived, optionally about one of my damage reports on that order; one claim under way per ' +
      'order. Small damage is exempt: an amount under the configured minimum (100 USD by default) is refused.',
  })
  @ApiCreatedResponse({ type: ClaimDto })
  @ApiErrors({
    400: 'A field is invalid, `CLAIM_BELOW_MINIMUM`, `CLAIM_DAMAGE_REPORT_INVALID`',
    404: `"${MESSAGES.ORDER_NOT_FOUND}"`,
    409: '`CLAIM_ORDER_NOT_INSURED`, `CLAIM_ORDER_NOT_ARRIVED`, `CLAIM_ALREADY_OPEN`',
  })
  fileInsuranceClaim(@Ctx() ctx: RequestContext, @Body() body: FileClaimDto): Promise<ClaimDto> {
    return this.insurance.fileClaim(ctx, body);
  }

  @Get('insurance/claims')
  @ApiSignedIn()
  @ApiOperation({ summary: 'My claims, newest first, each with its six steps' })
  @ApiOkResponse({ type: ClaimListDto })
  @ApiErrors({ 400: '' })
  listMyInsuranceClaims(@Ctx() ctx: RequestContext, @Query() query: ClaimsQueryDto): Promise<ClaimListDto> {
    return this.insurance.listOwn(ctx, query);
  }

  @Get('insurance/claims/:id')
  @ApiSignedIn()
  @CLAIM_ID_PARAM
  @ApiOperation({ summary: 'One of my claims' })
  @ApiOkResponse({ type: ClaimDto })
  @CLAIM_NOT_FOUND
  getMyInsuranceClaim(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<ClaimDto> {
    return this.insurance.getOwn(ctx, id);
  }

  @PostAction('insurance/claims/:id/repair')
  @ApiSignedIn()
  @CLAIM_ID_PARAM
  @ApiOperation({
    summary: 'Record that the car was repaired (step 5), with what it cost',
    description: 'While the claim is filed or approved.',
  })
  @ApiOkResponse({ type: ClaimDto })
  @ApiErrors({ 400: '' })
  @CLAIM_NOT_FOUND
  @ApiErrors({ 409: '`CLAIM_REPAIR_NOT_OPEN`' })
  recordClaimRepair(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: RecordRepairDto): Promise<ClaimDto> {
    return this.insurance.recordRepair(ctx, id, body);
  }
}
