import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { CLAIM_ID_PARAM, CLAIM_NOT_FOUND } from './insurance.controller.js';
import { AdminClaimsExportQueryDto, AdminClaimsQueryDto, ApproveClaimDto, PayClaimDto, RejectClaimDto } from './insurance.requests.js';
import { AdminClaimDto, AdminClaimListDto } from './insurance.responses.js';
import { InsuranceAdminService } from './insurance-admin.service.js';
import { CsvExportLimits } from '../../common/csv/csv-export.decorator.js';

/** Staff deal with marine insurance claims: list, approve with a payout, reject with a reason, record the refund. Audited; the customer is emailed. */
@ApiTags('admin-insurance')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/insurance/claims')
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
  @ApiBadRequestResponse({ type: ErrorBodyDto })
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

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @CLAIM_ID_PARAM
  @ApiOperation({
    summary: 'Approve a filed claim with its payout',
    description:
      'The payout is the assessed damage (the amount claimed unless given), capped at the cover; under the minimum claim it is refused.',
  })
  @ApiOkResponse({ type: AdminClaimDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: '`CLAIM_BELOW_MINIMUM` or an invalid field' })
  @CLAIM_NOT_FOUND
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`CLAIM_ALREADY_DECIDED`' })
  approveInsuranceClaim(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: ApproveClaimDto): Promise<AdminClaimDto> {
    return this.insurance.approve(ctx, id, body);
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  @CLAIM_ID_PARAM
  @ApiOperation({ summary: 'Reject a filed claim, telling the customer why' })
  @ApiOkResponse({ type: AdminClaimDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: '`CLAIM_REASON_REQUIRED`' })
  @CLAIM_NOT_FOUND
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`CLAIM_ALREADY_DECIDED`' })
  rejectInsuranceClaim(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: RejectClaimDto): Promise<AdminClaimDto> {
    return this.insurance.reject(ctx, id, body);
  }

  @Post(':id/pay')
  @HttpCode(HttpStatus.OK)
  @CLAIM_ID_PARAM
  @ApiOperation({ summary: 'Record that the cash refund of an approved claim was paid (step 6)' })
  @ApiOkResponse({ type: AdminClaimDto })
  @CLAIM_NOT_FOUND
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`CLAIM_NOT_APPROVED`' })
  payInsuranceClaim(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: PayClaimDto): Promise<AdminClaimDto> {
    return this.insurance.pay(ctx, id, body);
  }
}

/** The staff claim list as CSV, at `/api/admin/insurance/claims.csv` beside the list. */
@ApiTags('admin-insurance')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/insurance')
export class InsuranceExportController {
  constructor(private readonly insurance: InsuranceAdminService) {}

  @Get('claims.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @CsvExportLimits()
  @ApiOperation({
    summary: 'Export the filtered insurance claims as CSV',
    description: "The same filters and sort as the list, every page. Cells a spreadsheet would run as formulas start with '.",
  })
  @ApiOkResponse({ description: 'UTF-8 CSV with a header row', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  exportInsuranceClaims(@Query() query: AdminClaimsExportQueryDto): Promise<StreamableFile> {
    return this.insurance.exportCsv(query);
  }
}
