import type { CurrencyCode } from '../../common/money/currencies.js';
import { Column, Entity, Index } from 'typeorm';
import { PublicKeyed, Timestamped } from '../../common/database/columns.js';
import type { AccountStatus, Role } from '@autoexport/contract/users';

export { ACCOUNT_STATUSES, ROLES, type AccountStatus, type Role } from '@autoexport/contract/users';
export const ACCOUNT_TYPES = ['individual', 'dealer'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const NOTIFICATION_PREFERENCES = ['all', 'important', 'none'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];
export const LANGUAGES = ['en', 'ur', 'pt', 'es'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

@Entity('users')
// The staff search box finds accounts by the start of their email, full name or last name under any collation
// (pattern_ops btree indexes, expressions TypeORM cannot declare: migrations/…-DashboardSearchIndexes.ts).
@Index('ix_users_email_prefix', { synchronize: false })
@Index('ix_users_name_prefix', { synchronize: false })
@Index('ix_users_last_name_prefix', { synchronize: false })
// The back office's users list: filters by role and by status, newest first.
@Index('ix_users_role_created', ['role', 'createdAt'])
@Index('ix_users_status_created', ['status', 'createdAt'])
// Hand-written in migrations (TypeORM cannot express them): the list's sort by last sign-in (DESC NULLS LAST, as
// the sort orders it) and trigram indexes for its text search on email and "first last".
@Index('ix_users_last_sign_in', { synchronize: false })
@Index('ix_users_email_trgm', { synchronize: false })
@Index('ix_users_name_trgm', { synchronize: false })
// Staff lists sort newest first.
@Index('ix_users_created_at', ['createdAt'])
@Index('uq_users_public_id', ['publicId'], { unique: true })
export class User extends Timestamped(PublicKeyed) {
  /** Always stored lower-cased, so the unique index is case-insensitive. */
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Null for accounts that only sign in through Google or Facebook. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role: Role;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: AccountStatus;

  @Column({ name: 'account_type', type: 'varchar', length: 16, default: 'individual' })
  accountType: AccountType;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Index('ix_users_last_name')
  @Column({ name: 'last_name', type: 'varchar', length: 100, default: '' })
  lastName: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  whatsapp: string | null;

  /** ISO 3166-1 alpha-2 country the customer registered from. */
  @Column({ type: 'char', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address: string | null;

  @Column({ name: 'address_contd', type: 'varchar', length: 200, nullable: true })
  addressContd: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ name: 'zip_code', type: 'varchar', length: 20, nullable: true })
  zipCode: string | null;

  /** ISO 3166-1 alpha-2 country the customer imports cars into. */
  @Column({ name: 'import_country', type: 'char', length: 2, nullable: true })
  importCountry: string | null;

  /** Port of discharge, e.g. "Karachi", "Qasim". */
  @Column({ type: 'varchar', length: 100, nullable: true })
  port: string | null;

  @Column({ name: 'promotion_opt_in', type: 'boolean', default: false })
  promotionOptIn: boolean;

  @Column({ name: 'notifications_preference', type: 'varchar', length: 16, default: 'all' })
  notificationsPreference: NotificationPreference;

  /** Null until the customer chooses one: prices then follow this browser's choice or the visitor's country. */
  @Column({ name: 'preferred_currency', type: 'char', length: 3, nullable: true })
  preferredCurrency: CurrencyCode | null;

  @Column({ name: 'preferred_language', type: 'varchar', length: 8, default: 'en' })
  preferredLanguage: LanguageCode;

  @Column({ name: 'password_changed_at', type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;
}
