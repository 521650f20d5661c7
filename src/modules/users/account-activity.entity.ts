import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
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
export class AccountActivity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'user_id', type: 'bigint' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
