import { Check, Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, Keyed } from '../../common/database/columns.js';
import { AppliedToOrder } from '../orders/order.entity.js';
import { Coupon } from './coupon.entity.js';

/** Part of a coupon put towards an order. Rows are only ever added. */
@Entity('coupon_redemptions')
@Index('ix_coupon_redemptions_coupon', ['couponId', 'id'])
@Index('ix_coupon_redemptions_order', ['orderId'])
@Check('ck_coupon_redemptions_amount', '"amount" > 0')
export class CouponRedemption extends AppliedToOrder(Keyed) {
  @KeyColumn('coupon_id')
  couponId: string;

  @JoinedTo(() => Coupon, 'coupon_id', { onDelete: 'RESTRICT' })
  coupon?: Coupon;

  @Column({ name: 'applied_at', type: 'timestamptz' })
  appliedAt: Date;
}
