import type { AuthUser } from '../../common/auth/auth-user.js';
import type { DataSource, EntityManager } from 'typeorm';
import { AuthSession } from './auth-session.entity.js';
import { RefreshToken } from './refresh-token.entity.js';

/** The signed-in user of a live session, in one indexed query: the guard's hot path on every request. */
export async function liveSessionUser(
  db: DataSource | EntityManager,
  sessionId: string,
  userPublicId: string,
  now: Date,
): Promise<{ id: string; public_id: string; email: string; role: AuthUser['role']; status: AuthUser['status'] } | undefined> {
  const rows: { id: string; public_id: string; email: string; role: AuthUser['role']; status: AuthUser['status'] }[] = await db.query(
    `SELECT u.id, u.public_id, u.email, u.role, u.status
         FROM auth_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND u.public_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3`,
    [sessionId, userPublicId, now],
  );
  return rows[0];
}

/** A refresh token by its hash with its session and user, the token and session locked for the rotation. */
export function refreshTokenForRotation(m: EntityManager, tokenHash: string): Promise<RefreshToken | null> {
  return m
    .getRepository(RefreshToken)
    .createQueryBuilder('t')
    .innerJoinAndSelect('t.session', 's')
    .innerJoinAndSelect('s.user', 'u')
    .where('t.token_hash = :hash', { hash: tokenHash })
    .setLock('pessimistic_write', undefined, ['t', 's'])
    .getOne();
}

/** Revokes every live session of a user at `now`, optionally all but one. */
export async function revokeSessionsOf(
  m: EntityManager,
  userId: string,
  revoked: { at: Date; reason: string },
  exceptSessionId?: string,
): Promise<void> {
  const qb = m
    .createQueryBuilder()
    .update(AuthSession)
    .set({ revokedAt: revoked.at, revokedReason: revoked.reason })
    .where('user_id = :userId AND revoked_at IS NULL', { userId });
  if (exceptSessionId) qb.andWhere('id <> :exceptSessionId', { exceptSessionId });
  await qb.execute();
}
