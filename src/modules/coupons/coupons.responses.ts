import { ApiProperty } from '@nestjs/swagger';
import { CurrencyMoneyDto } from '../../common/money/money.dto.js';
import { OrderCustomerDto } from '../orders/orders.responses.js';
import { COUPON_STATUSES, type CouponStatus } from './coupon-rules.js';
import { ListDto, PageDto, StaffPageDto } from '../../common/pagination/page.dto.js';

/** A coupon as its customer sees it (spec §3: name, code, amount, used, expired, balance, expire date). */
export class CouponDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'Welcome discount' })
  name: string;
  @ApiProperty({ example: 'WELCOME-2026' })
  code: string;
  @ApiProperty({ type: CurrencyMoneyDto })
  amount: CurrencyMoneyDto;
  @ApiProperty({ type: CurrencyMoneyDto, description: 'Left to use' })
  balance: CurrencyMoneyDto;
  @ApiProperty({ description: 'Nothing is left on it' })
  used: boolean;
  @ApiProperty()
  expired: boolean;
  @ApiProperty({ format: 'date-time' })
  expiresAt: string;
}

export class CouponListDto extends PageDto(CouponDto, 2) {}

/** Part of one of my coupons put towards my order. */
export class OrderCouponUseDto {
  @ApiProperty({ example: 'Welcome discount' })
  name: string;
  @ApiProperty({ example: 'WELCOME-2026' })
  code: string;
  @ApiProperty({ type: CurrencyMoneyDto, description: 'What it paid of the order, in the order’s currency' })
  amount: CurrencyMoneyDto;
  @ApiProperty({ format: 'date-time' })
  appliedAt: string;
}

export class OrderCouponUseListDto extends ListDto(OrderCouponUseDto, 'Oldest first') {}

export class AdminCouponDto extends CouponDto {
  @ApiProperty({ enum: COUPON_STATUSES, example: 'active', description: 'used: nothing left; expired: something left, too late' })
  status: CouponStatus;
  @ApiProperty({ type: OrderCustomerDto, nullable: true })
  customer: OrderCustomerDto | null;
  @ApiProperty({ format: 'date-time' })
  issuedAt: string;
}

export class AdminCouponListDto extends StaffPageDto(AdminCouponDto, 2) {}
