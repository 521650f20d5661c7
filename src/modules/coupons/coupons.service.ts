import { Injectable, type StreamableFile } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { StaffList } from '../../common/pagination/staff-list.js';
import { Clock } from '../../common/time/clock.js';
import { addition, modification } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import type { OrderDto } from '../orders/orders.responses.js';
import { CustomerOrdersService } from '../orders/customer-orders.service.js';
import { UsersService } from '../users/users.service.js';
import { CouponRedemption } from './coupon-redemption.entity.js';
import { couponCharge, couponStatus, isExpired, isUsedUp } from './coupon-rules.js';
import { Coupon } from './coupon.entity.js';
import { ADMIN_COUPON_SORT, couponsMatching, spendFromCoupon } from './coupons.repository.js';
import {
  type AdminCouponsExportQueryDto,
  type AdminCouponsQueryDto,
  type ApplyCouponDto,
  type CouponsQueryDto,
  type IssueCouponDto,
  parseExpiry,
} from './coupons.requests.js';
import type { AdminCouponDto, AdminCouponListDto, CouponDto, CouponListDto, OrderCouponUseListDto } from './coupons.responses.js';

const COUPON_TARGET = 'coupon';
export const COUPON_AUDIT = { issue: 'coupon.issue', apply: 'coupon.apply' } as const;

/**
 * Coupons (issue 9 §6): staff issue them to a customer; the customer lists theirs and applies one to their order,
 * where it counts exactly like an allocated payment (CustomerOrdersService.creditOwn: the 50%/100% thresholds move the
 * order). The balance falls by a conditional UPDATE (`balance >= amount`), never read-then-write. Another customer's
 * coupon is "Coupon not found.". Table ownership: `coupons`, `coupon_redemptions`.
 */
@Injectable()
export class CouponsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly orders: CustomerOrdersService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: AdminCouponsExportQueryDto) => this.staffRows(query),
    sort: ADMIN_COUPON_SORT,
    items: (rows: Coupon[]) => this.toAdminDtos(rows),
    csv: { filename: 'coupons', columns: COUPON_CSV_COLUMNS, rows: (rows) => this.toAdminDtos(rows) },
  });

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
        await tx.audit(
          addition(COUPON_AUDIT.issue, COUPON_TARGET, publicId, {
            customerId: customer.publicId,
            code: body.code,
            amount: body.amount,
            currency: body.currency,
            expiresAt: expiresAt.toISOString(),
          }),
        );
      },
      { onUniqueViolation: taken },
    );
    const issued = await this.dataSource.getRepository(Coupon).findOneByOrFail({ publicId });
    return (await this.toAdminDtos([issued]))[0]!;
  }

  listForStaff(query: AdminCouponsQueryDto): Promise<AdminCouponListDto> {
    return this.staffList.page(query);
  }

  /** The staff list as CSV: the same filters and sort, every page (up to the export's limit), each status as of its start. */
  exportCsv(query: AdminCouponsExportQueryDto): Promise<StreamableFile> {
    const now = this.clock.now();
    return this.staffList.exportCsv(query, (rows) => this.toAdminDtos(rows, now));
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
      if (!(await spendFromCoupon(m, coupon.id, charge.amount, now))) {
        // Spent (or expired) by someone else since it was read: say why, as of now.
        const fresh = await m.getRepository(Coupon).findOneByOrFail({ id: coupon.id });
        const again = couponCharge(fresh, now, order, charge.amount);
        throw 'refusal' in again
          ? again.refusal
          : conflict(Msg.COUPON_BALANCE_INSUFFICIENT, { balance: fresh.balance, currency: fresh.currency });
      }
      await m.getRepository(CouponRedemption).insert({ couponId: coupon.id, orderId: order.id, amount: charge.amount, appliedAt: now });
      await tx.audit(
        modification(COUPON_AUDIT.apply, COUPON_TARGET, coupon.publicId, {
          before: { balance: coupon.balance },
          after: { orderId: order.publicId, amount: charge.amount },
        }),
      );
      return { amount: charge.amount, source: `coupon ${coupon.code}` };
    });
  }

  /** The staff list's rows. Null when a customer asked about does not exist (nothing matches). */
  private async staffRows(query: AdminCouponsExportQueryDto) {
    const accounts: { customer?: string; byEmail?: string } = {};
    if (query.customerId) {
      const customer = await this.users.findByPublicId(query.customerId);
      if (!customer) return null;
      accounts.customer = customer.id;
    }
    const q = query.q?.trim();
    if (q && q.includes('@')) {
      const customer = await this.users.findByEmail(q.toLowerCase());
      if (!customer) return null;
      accounts.byEmail = customer.id;
    }
    return couponsMatching(this.dataSource, query, this.clock.now(), accounts);
  }

  private async toAdminDtos(rows: Coupon[], now = this.clock.now()): Promise<AdminCouponDto[]> {
    const customers = await this.users.findByIds(rows.map((c) => c.userId));
    return rows.map((c) => {
      const user = customers.get(c.userId);
      return {
        ...toCouponDto(c, now),
        status: couponStatus(c, now),
        customer: user ? { id: user.publicId, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() } : null,
        issuedAt: c.createdAt.toISOString(),
      };
    });
  }
}

/** The columns of the staff list's CSV export. */
const COUPON_CSV_COLUMNS: CsvColumn<AdminCouponDto>[] = [
  { header: 'Id', value: (c) => c.id },
  { header: 'Code', value: (c) => c.code },
  { header: 'Name', value: (c) => c.name },
  { header: 'Status', value: (c) => c.status },
  { header: 'Currency', value: (c) => c.amount.currency },
  { header: 'Amount', value: (c) => c.amount.amount },
  { header: 'Balance', value: (c) => c.balance.amount },
  { header: 'Expires at', value: (c) => c.expiresAt },
  { header: 'Issued at', value: (c) => c.issuedAt },
  { header: 'Customer email', value: (c) => c.customer?.email },
  { header: 'Customer name', value: (c) => c.customer?.name },
];

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
