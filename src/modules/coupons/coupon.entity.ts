import type { CurrencyCode } from '../../common/money/currencies.js';
import { Check, Column, CreateDateColumn, Entity, Generated, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
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
export class Coupon {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Index('uq_coupons_public_id', { unique: true })
  @Column({ name: 'public_id', type: 'uuid' })
  @Generated('uuid')
  publicId: string;

  @Column({ name: 'user_id', type: 'bigint' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Upper-case, unique. */
  @Index('uq_coupons_code', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  balance: string;

  @Column({ type: 'char', length: 3 })
  currency: CurrencyCode;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'issued_by', type: 'uuid', nullable: true })
  issuedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
