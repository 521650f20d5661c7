import type { DataSource, EntityManager } from 'typeorm';
import { narrowed, type StaffListSort } from '../../common/pagination/staff-list.js';
import { escapeLike } from '../../database/sql.js';
import { Coupon } from './coupon.entity.js';
import { ADMIN_COUPON_SORTS, type AdminCouponsExportQueryDto } from './coupons.requests.js';

/** The staff list's sort: newest first unless asked, the id breaking ties. */
export const ADMIN_COUPON_SORT: StaffListSort<keyof typeof ADMIN_COUPON_SORTS> = {
  columns: ADMIN_COUPON_SORTS,
  fallback: '-issuedAt',
  tieBreaker: 'c.id',
};

/**
 * The coupons the staff list's filters match at `now` (a coupon's status depends on it). The service looks up the
 * accounts: `customer`, the one of the `customerId` filter; `byEmail`, the one whose address `q` is.
 */
export function couponsMatching(
  dataSource: DataSource,
  query: AdminCouponsExportQueryDto,
  now: Date,
  accounts: { customer?: string; byEmail?: string },
) {
  const q = query.q?.trim();
  return narrowed(dataSource.getRepository(Coupon).createQueryBuilder('c'))
    .equals('c.userId', accounts.customer)
    .where(query.status === 'used', 'c.balance <= 0')
    .where(query.status === 'expired', 'c.balance > 0 AND c.expiresAt <= :now', { now })
    .where(query.status === 'active', 'c.balance > 0 AND c.expiresAt > :now', { now })
    .where(query.code, 'c.code LIKE :code', { code: `${escapeLike((query.code ?? '').toUpperCase())}%` })
    .equals('c.userId', accounts.byEmail)
    .contains(['c.name', 'c.code'], q && !q.includes('@') ? q : undefined).qb;
}

/** Takes `amount` from the coupon if its balance still covers it and it has not expired at `now`; whether it did. */
export async function spendFromCoupon(m: EntityManager, couponId: string, amount: string, now: Date): Promise<boolean> {
  const result = await m
    .createQueryBuilder()
    .update(Coupon)
    .set({ balance: () => 'balance - :amount' })
    .where('id = :id AND balance >= :amount AND expires_at > :now', { id: couponId, amount, now })
    .execute();
  return Boolean(result.affected);
}
