import { Column, Entity, Index } from 'typeorm';
import { Created, Keyed, OwnedBy } from '../../common/database/columns.js';
import { User } from './user.entity.js';

export const ACTIVITY_TYPES = [
  'sign_in',
  'sign_out',
  'password_changed',
  'password_reset',
  'profile_updated',
  'account_linked',
  'account_unlinked',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** What a customer sees under Account Activity: their own sign-ins and changes. */
@Entity('account_activity')
@Index('ix_account_activity_user_time', ['userId', 'createdAt'])
export class AccountActivity extends Created(OwnedBy(Keyed, () => User, 'CASCADE')) {
  @Column({ type: 'varchar', length: 32 })
  type: ActivityType;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'char', length: 2, nullable: true })
  country: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  /** e.g. the sign-in method, or the names of the profile fields that changed. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;
}
