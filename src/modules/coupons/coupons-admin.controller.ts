import { Body, Controller, Get, Header, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { AdminCouponsExportQueryDto, AdminCouponsQueryDto, IssueCouponDto } from './coupons.requests.js';
import { AdminCouponDto, AdminCouponListDto } from './coupons.responses.js';
import { CouponsService } from './coupons.service.js';
import { CsvExportLimits } from '../../common/csv/csv-export.decorator.js';

/** Back-office coupons. */
@ApiTags('admin-coupons')
@ApiSignedIn()
@StaffOnly()
@Controller('admin/coupons')
export class CouponsAdminController {
  constructor(private readonly coupons: CouponsService) {}

  @Post()
  @ApiOperation({ summary: 'Issue a coupon to a customer', description: 'Name, code (unique), amount, currency, expiry. Audited.' })
  @ApiCreatedResponse({ type: AdminCouponDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: '`COUPON_CODE_TAKEN`' })
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
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listAdminCoupons(@Query() query: AdminCouponsQueryDto): Promise<AdminCouponListDto> {
    return this.coupons.listForStaff(query);
  }
}

/** The staff coupon list as CSV, at `/api/admin/coupons.csv` beside the list. */
@ApiTags('admin-coupons')
@ApiSignedIn()
@StaffOnly()
@Controller('admin')
export class CouponsExportController {
  constructor(private readonly coupons: CouponsService) {}

  @Get('coupons.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @CsvExportLimits()
  @ApiOperation({
    summary: 'Export the filtered coupons as CSV',
    description: "The same filters and sort as the list, every page. Cells a spreadsheet would run as formulas start with '.",
  })
  @ApiOkResponse({ description: 'UTF-8 CSV with a header row', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  exportCoupons(@Query() query: AdminCouponsExportQueryDto): Promise<StreamableFile> {
    return this.coupons.exportCsv(query);
  }
}
