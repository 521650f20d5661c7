import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from '../orders/order.entity.js';
import { Coupon } from './coupon.entity.js';

/** Part of a coupon put towards an order. Rows are only ever added. */
@Entity('coupon_redemptions')
@Index('ix_coupon_redemptions_coupon', ['couponId', 'id'])
@Index('ix_coupon_redemptions_order', ['orderId'])
@Check('ck_coupon_redemptions_amount', '"amount" > 0')
export class CouponRedemption {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'coupon_id', type: 'bigint' })
  couponId: string;

  @ManyToOne(() => Coupon, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'coupon_id' })
  coupon?: Coupon;

  @Column({ name: 'order_id', type: 'bigint' })
  orderId: string;

  @ManyToOne(() => Order, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ name: 'applied_at', type: 'timestamptz' })
  appliedAt: Date;
}
