import { Column, Entity, Index } from 'typeorm';
import { Created, OwnedBy, UuidKeyed } from '../../common/database/columns.js';
import { User } from '../users/user.entity.js';

/**
 * One sign-in: a family of rotating refresh tokens. Access tokens carry its id (`sid`), so
 * revoking the session (logout, reuse of a refresh token, password reset) ends access at once.
 */
@Entity('auth_sessions')
@Index('ix_auth_sessions_user', ['userId'])
export class AuthSession extends Created(OwnedBy(UuidKeyed, () => User, 'CASCADE')) {
  @Column({ name: 'remember_me', type: 'boolean', default: false })
  rememberMe: boolean;

  @Column({ type: 'varchar', length: 16 })
  method: 'password' | 'google' | 'facebook';

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_reason', type: 'varchar', length: 32, nullable: true })
  revokedReason: string | null;
}
