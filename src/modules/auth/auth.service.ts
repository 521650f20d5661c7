import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashPassword, verifyPassword } from '../../common/auth/passwords.js';
import { badRequest, forbidden, unauthorized } from '../../common/errors/app-error.js';
import { type RateLimitRule, RateLimiterService } from '../../common/rate-limit/rate-limiter.service.js';
import type { RequestMeta } from '../../common/request-meta.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AccountActivityService } from '../users/account-activity.service.js';
import type { User } from '../users/user.entity.js';
import { toUserResponse } from '../users/users.dto.js';
import { UsersService } from '../users/users.service.js';
import type { AuthResponseDto, LoginDto, RegisterDto } from './auth.dto.js';
import { ACCOUNT_SUSPENDED_MESSAGE } from './jwt.strategy.js';
import { sha256 } from './session-rules.js';
import { type IssuedTokens, SessionsService, type SignInMethod } from './sessions.service.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const WRONG_PASSWORD_MESSAGE = 'The current password is incorrect.';

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly activity: AccountActivityService,
    private readonly rateLimiter: RateLimiterService,
  ) {}

  async register(body: RegisterDto, meta: RequestMeta): Promise<AuthResponseDto> {
    await this.rateLimiter.hit([
      { key: `register:ip:${meta.ip}`, limit: this.config.throttle.registerPerIpPer10Minutes, windowSeconds: 600 },
    ]);
    const passwordHash = await hashPassword(body.password);
    return this.dataSource.transaction(async (m) => {
      const user = await this.users.create(
        {
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone ?? null,
          whatsapp: null,
          country: body.country ?? null,
          importCountry: body.country ?? null,
          accountType: body.accountType ?? 'individual',
          promotionOptIn: body.promotionOptIn ?? false,
          lastSignInAt: new Date(),
        },
        m,
      );
      await this.activity.record(user.id, 'sign_in', meta, { method: 'register' }, m);
      return this.respond(user, await this.sessions.start(user, 'password', false, meta, m));
    });
  }

  /** Wrong password and unknown email answer alike; failures are limited per IP and per account. */
  async login(body: LoginDto, meta: RequestMeta): Promise<AuthResponseDto> {
    const ipRule: RateLimitRule = { key: `login:ip:${meta.ip}`, limit: this.config.throttle.loginPerIpPerMinute, windowSeconds: 60 };
    const accountRule: RateLimitRule = {
      key: `login:acct:${sha256(body.email)}`,
      limit: this.config.throttle.loginPerAccountPerMinute,
      windowSeconds: 60,
    };
    await this.rateLimiter.hit([ipRule]);
    await this.rateLimiter.check([accountRule]);

    const user = await this.users.findByEmail(body.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (!user || !valid) {
      await this.rateLimiter.hit([accountRule]).catch(() => undefined);
      throw unauthorized('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    if (user.status !== 'active') throw forbidden('ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);
    await this.rateLimiter.reset([accountRule.key]);
    return this.signIn(user, 'password', body.rememberMe ?? false, meta);
  }

  /** Starts a sign-in for an already authenticated user (password, Google, Facebook). */
  async signIn(user: User, method: SignInMethod, rememberMe: boolean, meta: RequestMeta): Promise<AuthResponseDto> {
    return this.dataSource.transaction(async (m) => {
      await this.users.markSignedIn(user.id, m);
      await this.activity.record(user.id, 'sign_in', meta, { method }, m);
      return this.respond(user, await this.sessions.start(user, method, rememberMe, meta, m));
    });
  }

  async refresh(refreshToken: string, meta: RequestMeta): Promise<AuthResponseDto> {
    await this.rateLimiter.hit([{ key: `refresh:ip:${meta.ip}`, limit: 60, windowSeconds: 60 }]);
    const { tokens, user } = await this.sessions.rotate(refreshToken);
    return this.respond(user, tokens);
  }

  async logout(userId: string, sessionId: string, meta: RequestMeta): Promise<void> {
    await this.sessions.revoke(sessionId, 'logout');
    await this.activity.record(userId, 'sign_out', meta);
  }

  /** Changes the password after checking the current one; other sign-ins end, this one stays. */
  async changePassword(userId: string, sessionId: string, currentPassword: string, newPassword: string, meta: RequestMeta): Promise<void> {
    await this.rateLimiter.hit([{ key: `password-change:user:${userId}`, limit: 10, windowSeconds: 600 }]);
    const user = await this.users.getById(userId);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badRequest('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE, [{ field: 'currentPassword', message: WRONG_PASSWORD_MESSAGE }]);
    }
    const hash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (m) => {
      await this.users.setPassword(userId, hash, m);
      await this.sessions.revokeAllForUser(userId, 'password_changed', m, sessionId);
      await this.activity.record(userId, 'password_changed', meta, {}, m);
    });
  }

  /**
   * Permanent deletion after confirming the password (or, for Google/Facebook-only accounts, the email).
   * The row goes, and with it sessions, identities, consignees and activity.
   */
  async deleteAccount(userId: string, confirmation: { password?: string; confirmEmail?: string }): Promise<void> {
    await this.rateLimiter.hit([{ key: `delete-account:user:${userId}`, limit: 10, windowSeconds: 600 }]);
    const user = await this.users.getById(userId);
    const confirmed = user.passwordHash
      ? await verifyPassword(user.passwordHash, confirmation.password ?? '')
      : (confirmation.confirmEmail ?? '').trim().toLowerCase() === user.email;
    if (!confirmed) {
      const field = user.passwordHash ? 'password' : 'confirmEmail';
      const message = user.passwordHash ? WRONG_PASSWORD_MESSAGE : 'Type your email address to confirm.';
      throw badRequest('CONFIRMATION_FAILED', message, [{ field, message }]);
    }
    await this.dataSource.transaction(async (m) => {
      await this.users.assertKeepsASuperadmin(user, null, m);
      await this.users.deletePermanently(userId, m);
    });
  }

  private respond(user: User, tokens: IssuedTokens): AuthResponseDto {
    return { ...tokens, user: toUserResponse(user) };
  }
}
