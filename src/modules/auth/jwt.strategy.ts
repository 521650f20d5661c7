import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { type AccessTokenClaims, type AuthUser, JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '../../common/auth/auth-user.js';
import { forbidden, unauthorized } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { Clock } from '../../common/time/clock.js';
import { isUuid } from '../../common/validation/uuid.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { liveSessionUser } from './sessions.repository.js';

/**
 * Verifies the access token (HS256 only, our issuer and audience, with an expiry that has not passed), then checks
 * in one query that its session is live and its user still exists and is active: logout, deletion and suspension
 * act at once. The session's expiry is reckoned on the injected Clock, as sessions.service.ts sets it.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims & { exp?: unknown }): Promise<AuthUser> {
    // jsonwebtoken checks `exp` only when a token has one: a token without it would never expire.
    if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || !isUuid(claims.sid)) {
      throw unauthorized(Msg.TOKEN_INVALID);
    }
    const row = await liveSessionUser(this.dataSource, claims.sid, claims.sub, this.clock.now());
    if (!row) throw unauthorized(Msg.SESSION_REVOKED);
    if (row.status !== 'active') throw forbidden(Msg.ACCOUNT_SUSPENDED);
    return { id: String(row.id), publicId: row.public_id, email: row.email, role: row.role, status: row.status, sessionId: claims.sid };
  }
}
