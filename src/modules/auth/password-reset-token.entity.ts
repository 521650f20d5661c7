import { Column, Entity, Index } from 'typeorm';
import { Created, JoinedTo, KeyColumn, Keyed } from '../../common/database/columns.js';
import { User } from '../users/user.entity.js';

/** A single-use, one-hour password reset link; only its SHA-256 is stored. */
@Entity('password_reset_tokens')
export class PasswordResetToken extends Created(Keyed) {
  @Index('ix_password_reset_tokens_user')
  @KeyColumn('user_id')
  userId: string;

  @JoinedTo(() => User, 'user_id', { onDelete: 'CASCADE' })
  user?: User;

  @Index('uq_password_reset_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
