import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import { StaffOnly } from '../../common/auth/roles.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ErrorBodyDto } from '../../common/errors/error-body.js';
import { CouponsQueryDto, IssueCouponDto } from './coupons.requests.js';
import { AdminCouponDto, AdminCouponListDto } from './coupons.responses.js';
import { CouponsService } from './coupons.service.js';

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
  @ApiOperation({ summary: 'List coupons, newest first', description: '`customerId`: one customer’s only.' })
  @ApiOkResponse({ type: AdminCouponListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listAdminCoupons(@Query() query: CouponsQueryDto): Promise<AdminCouponListDto> {
    return this.coupons.listForStaff(query);
  }
}
