import { Body, Get, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { AdminCouponsExportQueryDto, AdminCouponsQueryDto, IssueCouponDto } from './coupons.requests.js';
import { AdminCouponDto, AdminCouponListDto } from './coupons.responses.js';
import { CouponsService } from './coupons.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute, LIST_EXPORT } from '../../common/csv/csv-export.decorator.js';

/** Back-office coupons. */
@StaffController('admin/coupons', 'admin-coupons')
export class CouponsAdminController {
  constructor(private readonly coupons: CouponsService) {}

  @Post()
  @ApiOperation({ summary: 'Issue a coupon to a customer', description: 'Name, code (unique), amount, currency, expiry. Audited.' })
  @ApiCreatedResponse({ type: AdminCouponDto })
  @ApiErrors({ 400: '', 409: '`COUPON_CODE_TAKEN`' })
  issueCoupon(@Ctx() ctx: RequestContext, @Body() body: IssueCouponDto): Promise<AdminCouponDto> {
    return this.coupons.issue(ctx, body);
  }

  @Get()
  @ApiOperation({
    summary: 'List coupons, newest first',
    description:
      '`customerId`: one customer’s only; `status`: active, used or expired; `code`: codes starting with it; `q`: name or code, or ' +
      'the customer’s email; `sort`: issuedAt, expiresAt, amount, balance or code, "-" for descending.',
  })
  @ApiOkResponse({ type: AdminCouponListDto })
  @ApiErrors({ 400: '' })
  listAdminCoupons(@Query() query: AdminCouponsQueryDto): Promise<AdminCouponListDto> {
    return this.coupons.listForStaff(query);
  }
}

/** The staff coupon list as CSV, at `/api/admin/coupons.csv` beside the list. */
@StaffController('admin', 'admin-coupons')
export class CouponsExportController {
  constructor(private readonly coupons: CouponsService) {}

  @CsvExportRoute('coupons.csv', {
    summary: 'Export the filtered coupons as CSV',
    description: LIST_EXPORT,
  })
  exportCoupons(@Query() query: AdminCouponsExportQueryDto): Promise<StreamableFile> {
    return this.coupons.exportCsv(query);
  }
}
