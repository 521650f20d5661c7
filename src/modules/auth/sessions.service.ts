import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, type Repository } from 'typeorm';
import { type AccessTokenClaims, ACCESS_TOKEN_TTL_SECONDS } from '../../common/auth/auth-user.js';
import { unauthorized } from '../../common/errors/app-error.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { Clock } from '../../common/time/clock.js';
import type { User } from '../users/user.entity.js';
import { AuthSession } from './auth-session.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { refreshTokenForRotation, revokeSessionsOf } from './sessions.repository.js';
import { newOpaqueToken, refreshLifetimeMs, sha256 } from './session-rules.js';

export interface IssuedTokens {
  token: string;
  tokenExpiry: string;
  refreshToken: string;
  refreshTokenExpiry: string;
  sessionId: string;
}

export type SignInMethod = AuthSession['method'];

/**
 * Sign-ins as families of rotating refresh tokens; a reused refresh token revokes its whole family. A sign-in's
 * expiry is reckoned on the injected Clock (README "Time"), as the access check in jwt.strategy.ts reads it.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  async start(ctx: RequestContext, user: User, method: SignInMethod, rememberMe: boolean, manager?: EntityManager): Promise<IssuedTokens> {
    const run = async (m: EntityManager) => {
      const expiresAt = new Date(this.clock.now().getTime() + refreshLifetimeMs(rememberMe));
      const session = await m
        .getRepository(AuthSession)
        .save(
          m.getRepository(AuthSession).create({ userId: user.id, method, rememberMe, ip: ctx.ip, userAgent: ctx.userAgent, expiresAt }),
        );
      return this.issue(m, session, user, expiresAt);
    };
    return manager ? run(manager) : this.sessions.manager.transaction(run);
  }

  /** Exchanges a refresh token for a new pair. Presenting an already-used token revokes the whole sign-in. */
  async rotate(refreshToken: string): Promise<{ tokens: IssuedTokens; user: User }> {
    const outcome = await this.sessions.manager.transaction(async (m) => {
      const found = await refreshTokenForRotation(m, sha256(refreshToken));
      if (!found || !found.session?.user) return { error: 'REFRESH_TOKEN_INVALID' as const };
      const session = found.session;
      const user = found.session.user;
      const now = this.clock.now();
      if (found.usedAt) {
        await m
          .getRepository(AuthSession)
          .update({ id: session.id, revokedAt: IsNull() }, { revokedAt: now, revokedReason: 'refresh_reuse' });
        return { error: 'REFRESH_TOKEN_REUSED' as const };
      }
      if (session.revokedAt || session.expiresAt <= now || found.expiresAt <= now) return { error: 'REFRESH_TOKEN_INVALID' as const };
      if (user.status !== 'active') return { error: 'REFRESH_TOKEN_INVALID' as const };
      await m.getRepository(RefreshToken).update({ id: found.id }, { usedAt: now });
      // Sliding expiry: each rotation extends the sign-in by its full lifetime.
      const expiresAt = new Date(now.getTime() + refreshLifetimeMs(session.rememberMe));
      await m.getRepository(AuthSession).update({ id: session.id }, { expiresAt });
      return { tokens: await this.issue(m, session, user, expiresAt), user };
    });
    // Thrown outside the transaction so the revocation of a reused family is committed.
    if ('error' in outcome) throw unauthorized(outcome.error!);
    return { tokens: outcome.tokens, user: outcome.user };
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: this.clock.now(), revokedReason: reason });
  }

  /** Ends every sign-in of a user (password reset, suspension), optionally keeping the current one. */
  async revokeAllForUser(userId: string, reason: string, manager?: EntityManager, exceptSessionId?: string): Promise<void> {
    await revokeSessionsOf(manager ?? this.sessions.manager, userId, { at: this.clock.now(), reason }, exceptSessionId);
  }

  private async issue(m: EntityManager, session: AuthSession, user: User, refreshExpiresAt: Date): Promise<IssuedTokens> {
    const { token: refreshToken, hash } = newOpaqueToken();
    await m.getRepository(RefreshToken).insert({ sessionId: session.id, tokenHash: hash, expiresAt: refreshExpiresAt });
    const claims: AccessTokenClaims = { sub: user.publicId, sid: session.id, role: user.role };
    const token = await this.jwt.signAsync(claims);
    return {
      token,
      // The access token's own lifetime: its `exp`, which the JWT library checks against the system time.
      // eslint-disable-next-line local/no-wall-clock -- the token's exp is on the system time, whatever the Clock says
      tokenExpiry: new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
      refreshToken,
      refreshTokenExpiry: refreshExpiresAt.toISOString(),
      sessionId: session.id,
    };
  }
}
