import { Column, Entity, Index } from 'typeorm';
import { Created, Keyed, OwnedBy } from '../../common/database/columns.js';
import { User } from '../users/user.entity.js';

/** A single-use, one-hour password reset link; only its SHA-256 is stored. */
@Entity('password_reset_tokens')
@Index('ix_password_reset_tokens_user', ['userId'])
export class PasswordResetToken extends Created(OwnedBy(Keyed, () => User, 'CASCADE')) {
  @Index('uq_password_reset_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
