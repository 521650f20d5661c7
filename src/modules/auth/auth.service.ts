import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashPassword, verifyPassword } from '../../common/auth/passwords.js';
import { conflict, forbidden, invalidField, unauthorized } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { type RateLimitRule, RateLimiterService } from '../../common/rate-limit/rate-limiter.service.js';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AccountActivityService } from '../users/account-activity.service.js';
import { AccountClosureService } from '../account-closure/account-closure.service.js';
import type { User } from '../users/user.entity.js';
import { toUserResponse } from '../users/users.dto.js';
import { UsersService } from '../users/users.service.js';
import type { AuthResponseDto, LoginDto, RegisterDto } from './auth.dto.js';
import { sha256 } from './session-rules.js';
import { type IssuedTokens, SessionsService, type SignInMethod } from './sessions.service.js';
import { Clock } from '../../common/time/clock.js';

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly activity: AccountActivityService,
    private readonly rateLimiter: RateLimiterService,
    private readonly closures: AccountClosureService,
    private readonly clock: Clock,
  ) {}

  async register(ctx: RequestContext, body: RegisterDto): Promise<AuthResponseDto> {
    await this.rateLimiter.hit([
      { key: `register:ip:${ctx.ip}`, limit: this.config.throttle.registerPerIpPer10Minutes, windowSeconds: 600 },
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
          // The language the customer signs up in (the client sends its interface language): their emails' language.
          preferredLanguage: ctx.locale,
          lastSignInAt: this.clock.now(),
        },
        m,
      );
      await this.activity.record(ctx, user.id, 'sign_in', { method: 'register' }, m);
      return this.respond(user, await this.sessions.start(ctx, user, 'password', false, m));
    });
  }

  /** Wrong password and unknown email answer alike; failures are limited per IP and per account. */
  async login(ctx: RequestContext, body: LoginDto): Promise<AuthResponseDto> {
    const ipRule: RateLimitRule = { key: `login:ip:${ctx.ip}`, limit: this.config.throttle.loginPerIpPerMinute, windowSeconds: 60 };
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
      throw unauthorized(Msg.INVALID_CREDENTIALS);
    }
    if (user.status !== 'active') throw forbidden(Msg.ACCOUNT_SUSPENDED);
    await this.rateLimiter.reset([accountRule.key]);
    return this.signIn(ctx, user, 'password', body.rememberMe ?? false);
  }

  /** Starts a sign-in for an already authenticated user (password, Google, Facebook). */
  async signIn(ctx: RequestContext, user: User, method: SignInMethod, rememberMe: boolean): Promise<AuthResponseDto> {
    return this.dataSource.transaction(async (m) => {
      await this.users.markSignedIn(user.id, m);
      await this.activity.record(ctx, user.id, 'sign_in', { method }, m);
      return this.respond(user, await this.sessions.start(ctx, user, method, rememberMe, m));
    });
  }

  async refresh(ctx: RequestContext, refreshToken: string): Promise<AuthResponseDto> {
    await this.rateLimiter.hit([{ key: `refresh:ip:${ctx.ip}`, limit: 60, windowSeconds: 60 }]);
    const { tokens, user } = await this.sessions.rotate(refreshToken);
    return this.respond(user, tokens);
  }

  async logout(ctx: RequestContext): Promise<void> {
    const me = actorOf(ctx);
    await this.sessions.revoke(me.sessionId, 'logout');
    await this.activity.record(ctx, me.id, 'sign_out');
  }

  /** Changes the password after checking the current one; other sign-ins end, this one stays. */
  async changePassword(ctx: RequestContext, currentPassword: string, newPassword: string): Promise<void> {
    const { id: userId, sessionId } = actorOf(ctx);
    await this.rateLimiter.hit([{ key: `password-change:user:${userId}`, limit: 10, windowSeconds: 600 }]);
    const user = await this.users.getById(userId);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw invalidField('currentPassword', Msg.WRONG_PASSWORD);
    }
    const hash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (m) => {
      await this.users.setPassword(userId, hash, m);
      await this.sessions.revokeAllForUser(userId, 'password_changed', m, sessionId);
      await this.activity.record(ctx, userId, 'password_changed', {}, m);
    });
  }

  /**
   * Permanent deletion after confirming the password (or, for Google/Facebook-only accounts, the email), through the
   * one account closure (account-closure): what the account holds is settled first — reservations cancelled, bids
   * withdrawn, refunds flagged for staff, paid orders kept without personal data — then the row goes, and with it
   * sessions, identities, consignees and activity. Never the last active superadmin (409).
   */
  async deleteAccount(ctx: RequestContext, confirmation: { password?: string; confirmEmail?: string }): Promise<void> {
    const userId = actorOf(ctx).id;
    await this.rateLimiter.hit([{ key: `delete-account:user:${userId}`, limit: 10, windowSeconds: 600 }]);
    const user = await this.users.getById(userId);
    const confirmed = user.passwordHash
      ? await verifyPassword(user.passwordHash, confirmation.password ?? '')
      : (confirmation.confirmEmail ?? '').trim().toLowerCase() === user.email;
    if (!confirmed) {
      throw user.passwordHash ? invalidField('password', Msg.CONFIRMATION_FAILED) : invalidField('confirmEmail', Msg.CONFIRM_WITH_EMAIL);
    }
    await this.closures.close(ctx, userId, 'customer', async (tx) => {
      // The superadmins' rows first (the order AdminUsersService keeps), then the account's own.
      await this.users.assertKeepsASuperadmin(user, null, tx.manager);
      const locked = await this.users.lockForClosure(userId, tx.manager);
      if (locked.role !== user.role) throw conflict(Msg.USER_CHANGED);
      return locked;
    });
  }

  private respond(user: User, tokens: IssuedTokens): AuthResponseDto {
    return { ...tokens, user: toUserResponse(user) };
  }
}
