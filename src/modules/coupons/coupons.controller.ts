import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../common/auth/auth-docs.decorator.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { ORDER_ID_PARAM } from '../orders/orders.controller.js';
import { OrderDto } from '../orders/orders.responses.js';
import { ApplyCouponDto, CouponsQueryDto } from './coupons.requests.js';
import { CouponListDto, OrderCouponUseListDto } from './coupons.responses.js';
import { CouponsService } from './coupons.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

/** My Coupons, and paying part of an order with one (issue 9 §6). */
@ApiTags('coupons')
@ApiSignedIn()
@Controller()
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Get('coupons')
  @ApiOperation({ summary: 'My coupons, newest first: name, code, amount, balance, used, expired, expiry' })
  @ApiOkResponse({ type: CouponListDto })
  @ApiErrors({ 400: '' })
  listMyCoupons(@Ctx() ctx: RequestContext, @Query() query: CouponsQueryDto): Promise<CouponListDto> {
    return this.coupons.listOwn(ctx, query);
  }

  @Get('orders/:id/coupons')
  @ORDER_ID_PARAM
  @ApiOperation({ summary: 'The coupons put towards my order, oldest first' })
  @ApiOkResponse({ type: OrderCouponUseListDto })
  @ApiErrors({ 404: `"${MESSAGES.ORDER_NOT_FOUND}" (also for another customer's order)` })
  listCouponsOnOrder(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<OrderCouponUseListDto> {
    return this.coupons.usesOnOwnOrder(ctx, id);
  }

  @Post('orders/:id/coupons')
  @ORDER_ID_PARAM
  @ApiOperation({
    summary: 'Apply one of my coupons to my order',
    description:
      '`amount`: how much of it to use (default: as much as the coupon and the order allow). It counts like a payment: at 50% ' +
      'of the total the order becomes `deposit_paid`, at 100% `paid`.',
  })
  @ApiCreatedResponse({ type: OrderDto })
  @ApiErrors({
    400: '',
    404: `"${MESSAGES.ORDER_NOT_FOUND}" or "${MESSAGES.COUPON_NOT_FOUND}" (also another customer's)`,
    409:
      '`COUPON_USED_UP`, `COUPON_EXPIRED`, `COUPON_CURRENCY_MISMATCH`, `COUPON_BALANCE_INSUFFICIENT`, `ALLOCATION_EXCEEDS_BALANCE`, ' +
      '`ORDER_NOT_CREDITABLE` or `ORDER_ALREADY_PAID`',
  })
  applyCoupon(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: ApplyCouponDto): Promise<OrderDto> {
    return this.coupons.apply(ctx, id, body);
  }
}
