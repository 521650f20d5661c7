import { Column, Entity, Index } from 'typeorm';
import { Created, JoinedTo, Keyed } from '../../common/database/columns.js';
import { AuthSession } from './auth-session.entity.js';

/** One refresh token of a session's family; only its SHA-256 is stored. */
@Entity('refresh_tokens')
export class RefreshToken extends Created(Keyed) {
  @Index('ix_refresh_tokens_session')
  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @JoinedTo(() => AuthSession, 'session_id', { onDelete: 'CASCADE' })
  session?: AuthSession;

  @Index('uq_refresh_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  /** Set when the token is exchanged; presenting it again means it was stolen. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
