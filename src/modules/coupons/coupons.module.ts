import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { CouponRedemption } from './coupon-redemption.entity.js';
import { Coupon } from './coupon.entity.js';
import { CouponsAdminController, CouponsExportController } from './coupons-admin.controller.js';
import { CouponsController } from './coupons.controller.js';
import { CouponsService } from './coupons.service.js';

/**
 * Coupons (issue 9 §6). Table ownership: `coupons`, `coupon_redemptions`; orders are credited through
 * CustomerOrdersService.creditOwn, customers found through UsersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Coupon, CouponRedemption]), OrdersModule, UsersModule],
  controllers: [CouponsController, CouponsExportController, CouponsAdminController],
  providers: [CouponsService],
})
export class CouponsModule {}
