import type { CurrencyCode } from '../../common/money/currencies.js';
import { Check, Column, Entity, Index } from 'typeorm';
import { Created, MoneyColumn, OwnedBy, PublicKeyed } from '../../common/database/columns.js';
import { User } from '../users/user.entity.js';

/**
 * A coupon staff issue to one customer (spec §3 Coupon: name, code, amount, used, expired, balance, expire date). Its
 * balance only ever falls, by a conditional UPDATE (`balance >= amount`), so two applications at once never spend
 * more than it holds; the database refuses a negative balance as well.
 */
@Entity('coupons')
@Index('ix_coupons_user', ['userId', 'id'])
@Index('ix_coupons_created', ['createdAt', 'id'])
@Index('ix_coupons_expires', ['expiresAt', 'id'])
@Check('ck_coupons_balance', '"balance" >= 0 AND "balance" <= "amount"')
@Index('uq_coupons_public_id', ['publicId'], { unique: true })
export class Coupon extends Created(OwnedBy(PublicKeyed, () => User, 'CASCADE')) {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Upper-case, unique. */
  @Index('uq_coupons_code', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @MoneyColumn()
  amount: string;

  @MoneyColumn()
  balance: string;

  @Column({ type: 'char', length: 3 })
  currency: CurrencyCode;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'issued_by', type: 'uuid', nullable: true })
  issuedBy: string | null;
}
