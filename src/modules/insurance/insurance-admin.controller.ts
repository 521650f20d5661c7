import { Body, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { CLAIM_ID_PARAM, CLAIM_NOT_FOUND } from './insurance.controller.js';
import { AdminClaimsExportQueryDto, AdminClaimsQueryDto, ApproveClaimDto, PayClaimDto, RejectClaimDto } from './insurance.requests.js';
import { AdminClaimDto, AdminClaimListDto } from './insurance.responses.js';
import { InsuranceAdminService } from './insurance-admin.service.js';
import { ApiErrors, PostAction, StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute, LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

/** Staff deal with marine insurance claims: list, approve with a payout, reject with a reason, record the refund. Audited; the customer is emailed. */
@StaffController('admin/insurance/claims', 'admin-insurance')
export class InsuranceAdminController {
  constructor(private readonly insurance: InsuranceAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Every claim, newest first',
    description:
      '`status`: filed, approved, rejected or paid; `from`/`to`: when filed; `customerId`; `q`: order, stock id, car, description, ' +
      'damage report or the customer’s email; `sort`: createdAt, amountClaimed, damageFoundOn or decidedAt, "-" for descending.',
  })
  @ApiOkResponse({ type: AdminClaimListDto })
  @ApiErrors({ 400: '' })
  listInsuranceClaimsForStaff(@Query() query: AdminClaimsQueryDto): Promise<AdminClaimListDto> {
    return this.insurance.listAll(query);
  }

  @Get(':id')
  @CLAIM_ID_PARAM
  @ApiOperation({ summary: 'One claim, with its customer and every event' })
  @ApiOkResponse({ type: AdminClaimDto })
  @CLAIM_NOT_FOUND
  getInsuranceClaimForStaff(@Param('id') id: string): Promise<AdminClaimDto> {
    return this.insurance.getForStaff(id);
  }

  @PostAction(':id/approve')
  @CLAIM_ID_PARAM
  @ApiOperation({
    summary: 'Approve a filed claim with its payout',
    description:
      'The payout is the assessed damage (the amount claimed unless given), capped at the cover; under the minimum claim it is refused.',
  })
  @ApiOkResponse({ type: AdminClaimDto })
  @ApiErrors({ 400: '`CLAIM_BELOW_MINIMUM` or an invalid field' })
  @CLAIM_NOT_FOUND
  @ApiErrors({ 409: '`CLAIM_ALREADY_DECIDED`' })
  approveInsuranceClaim(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: ApproveClaimDto): Promise<AdminClaimDto> {
    return this.insurance.approve(ctx, id, body);
  }

  @PostAction(':id/reject')
  @CLAIM_ID_PARAM
  @ApiOperation({ summary: 'Reject a filed claim, telling the customer why' })
  @ApiOkResponse({ type: AdminClaimDto })
  @ApiErrors({ 400: '`CLAIM_REASON_REQUIRED`' })
  @CLAIM_NOT_FOUND
  @ApiErrors({ 409: '`CLAIM_ALREADY_DECIDED`' })
  rejectInsuranceClaim(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: RejectClaimDto): Promise<AdminClaimDto> {
    return this.insurance.reject(ctx, id, body);
  }

  @PostAction(':id/pay')
  @CLAIM_ID_PARAM
  @ApiOperation({ summary: 'Record that the cash refund of an approved claim was paid (step 6)' })
  @ApiOkResponse({ type: AdminClaimDto })
  @CLAIM_NOT_FOUND
  @ApiErrors({ 409: '`CLAIM_NOT_APPROVED`' })
  payInsuranceClaim(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: PayClaimDto): Promise<AdminClaimDto> {
    return this.insurance.pay(ctx, id, body);
  }
}

/** The staff claim list as CSV, at `/api/admin/insurance/claims.csv` beside the list. */
@StaffController('admin/insurance', 'admin-insurance')
export class InsuranceExportController {
  constructor(private readonly insurance: InsuranceAdminService) {}

  @CsvExportRoute('claims.csv', {
    summary: 'Export the filtered insurance claims as CSV',
    description: LIST_EXPORT,
  })
  exportInsuranceClaims(@Query() query: AdminClaimsExportQueryDto): Promise<StreamableFile> {
    return this.insurance.exportCsv(query);
  }
}
