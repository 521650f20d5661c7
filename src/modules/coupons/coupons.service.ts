import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '../../common/errors/messages.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { Clock } from '../../common/time/clock.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import type { OrderDto } from '../orders/orders.responses.js';
import { OrdersService } from '../orders/orders.service.js';
import { UsersService } from '../users/users.service.js';
import { CouponRedemption } from './coupon-redemption.entity.js';
import { couponCharge, isExpired, isUsedUp } from './coupon-rules.js';
import { Coupon } from './coupon.entity.js';
import { type ApplyCouponDto, type CouponsQueryDto, type IssueCouponDto, parseExpiry } from './coupons.requests.js';
import type { AdminCouponDto, AdminCouponListDto, CouponDto, CouponListDto, OrderCouponUseListDto } from './coupons.responses.js';

const COUPON_TARGET = 'coupon';
export const COUPON_AUDIT = { issue: 'coupon.issue', apply: 'coupon.apply' } as const;

/**
 * Coupons (issue 9 §6): staff issue them to a customer; the customer lists theirs and applies one to their order,
 * where it counts exactly like an allocated payment (OrdersService.creditOwn: the 50%/100% thresholds move the
 * order). The balance falls by a conditional UPDATE (`balance >= amount`), never read-then-write. Another customer's
 * coupon is "Coupon not found.". Table ownership: `coupons`, `coupon_redemptions`.
 */
@Injectable()
export class CouponsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  async issue(ctx: RequestContext, body: IssueCouponDto): Promise<AdminCouponDto> {
    const customer = await this.users.findByPublicId(body.customerId);
    if (!customer) throw invalidField('customerId', Msg.CUSTOMER_ID_INVALID);
    const expiresAt = parseExpiry(body.expiresAt)!;
    if (expiresAt.getTime() <= this.clock.now().getTime()) throw invalidField('expiresAt', Msg.COUPON_EXPIRY_INVALID);
    const taken = () => conflict(Msg.COUPON_CODE_TAKEN, { code: body.code });
    if (await this.dataSource.getRepository(Coupon).existsBy({ code: body.code })) throw taken();
    const publicId = randomUUID();
    await this.changes.run(
      ctx,
      async (tx) => {
        await tx.manager.getRepository(Coupon).insert({
          publicId,
          userId: customer.id,
          name: body.name,
          code: body.code,
          amount: body.amount,
          balance: body.amount,
          currency: body.currency,
          expiresAt,
          issuedBy: actorOf(ctx).publicId,
        });
        await tx.audit({
          action: COUPON_AUDIT.issue,
          targetType: COUPON_TARGET,
          targetId: publicId,
          before: null,
          after: {
            customerId: customer.publicId,
            code: body.code,
            amount: body.amount,
            currency: body.currency,
            expiresAt: expiresAt.toISOString(),
          },
        });
      },
      { onUniqueViolation: taken },
    );
    return (await this.adminPage({ publicId }, 1, 1)).items[0]!;
  }

  async listForStaff(query: CouponsQueryDto): Promise<AdminCouponListDto> {
    if (!query.customerId) return this.adminPage({}, query.page, query.limit);
    const customer = await this.users.findByPublicId(query.customerId);
    if (!customer) {
      const { page, limit } = resolvePaging(query.page, query.limit);
      return { items: [], total: 0, page, limit };
    }
    return this.adminPage({ userId: customer.id }, query.page, query.limit);
  }

  /** My Coupons: newest first. */
  async listOwn(ctx: RequestContext, query: CouponsQueryDto): Promise<CouponListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.dataSource
      .getRepository(Coupon)
      .findAndCount({ where: { userId: actorOf(ctx).id }, order: { id: 'DESC' }, skip, take: limit });
    const now = this.clock.now();
    return { items: rows.map((c) => toCouponDto(c, now)), total, page, limit };
  }

  /** The coupons put towards my order, oldest first (404 for another customer's order, as for the order itself). */
  async usesOnOwnOrder(ctx: RequestContext, orderId: string): Promise<OrderCouponUseListDto> {
    const order = await this.orders.findOwn(ctx, orderId);
    const uses = await this.dataSource
      .getRepository(CouponRedemption)
      .find({ where: { orderId: order.id }, relations: { coupon: true }, order: { id: 'ASC' } });
    return {
      items: uses.map((use) => ({
        name: use.coupon!.name,
        code: use.coupon!.code,
        amount: { amount: use.amount, currency: order.currency },
        appliedAt: use.appliedAt.toISOString(),
      })),
    };
  }

  /**
   * Applies one of my coupons to my order: refused when used up, expired, in another currency or asked for more than
   * is left (409), or not mine (404). The balance falls by a conditional UPDATE in the order's transaction: of two
   * applications racing for the last of it, exactly one succeeds.
   */
  async apply(ctx: RequestContext, orderId: string, body: ApplyCouponDto): Promise<OrderDto> {
    const customerId = actorOf(ctx).id;
    return this.orders.creditOwn(ctx, orderId, async (tx, order) => {
      const m = tx.manager;
      const coupon = await m.getRepository(Coupon).findOneBy({ code: body.code, userId: customerId });
      if (!coupon) throw notFound(Msg.COUPON_NOT_FOUND);
      const now = this.clock.now();
      const charge = couponCharge(coupon, now, order, body.amount);
      if ('refusal' in charge) throw charge.refusal;
      const result = await m
        .createQueryBuilder()
        .update(Coupon)
        .set({ balance: () => 'balance - :amount' })
        .where('id = :id AND balance >= :amount AND expires_at > :now', { id: coupon.id, amount: charge.amount, now })
        .execute();
      if (!result.affected) {
        // Spent (or expired) by someone else since it was read: say why, as of now.
        const fresh = await m.getRepository(Coupon).findOneByOrFail({ id: coupon.id });
        const again = couponCharge(fresh, now, order, charge.amount);
        throw 'refusal' in again
          ? again.refusal
          : conflict(Msg.COUPON_BALANCE_INSUFFICIENT, { balance: fresh.balance, currency: fresh.currency });
      }
      await m.getRepository(CouponRedemption).insert({ couponId: coupon.id, orderId: order.id, amount: charge.amount, appliedAt: now });
      await tx.audit({
        action: COUPON_AUDIT.apply,
        targetType: COUPON_TARGET,
        targetId: coupon.publicId,
        before: { balance: coupon.balance },
        after: { orderId: order.publicId, amount: charge.amount },
      });
      return { amount: charge.amount, source: `coupon ${coupon.code}` };
    });
  }

  private async adminPage(where: { publicId?: string; userId?: string }, page?: number, limit?: number): Promise<AdminCouponListDto> {
    const paging = resolvePaging(page, limit);
    const [rows, total] = await this.dataSource
      .getRepository(Coupon)
      .findAndCount({ where, order: { id: 'DESC' }, skip: paging.skip, take: paging.limit });
    const customers = await this.users.findByIds(rows.map((c) => c.userId));
    const now = this.clock.now();
    const items = rows.map((c) => {
      const user = customers.get(c.userId);
      return {
        ...toCouponDto(c, now),
        customer: user ? { id: user.publicId, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() } : null,
        issuedAt: c.createdAt.toISOString(),
      };
    });
    return { items, total, page: paging.page, limit: paging.limit };
  }
}

export const toCouponDto = (c: Coupon, now: Date): CouponDto => ({
  id: c.publicId,
  name: c.name,
  code: c.code,
  amount: { amount: c.amount, currency: c.currency },
  balance: { amount: c.balance, currency: c.currency },
  used: isUsedUp(c),
  expired: isExpired(c, now),
  expiresAt: c.expiresAt.toISOString(),
});
