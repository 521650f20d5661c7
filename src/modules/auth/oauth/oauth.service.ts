import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, forbidden, notFound, unauthorized } from '../../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { RateLimiterService } from '../../../common/rate-limit/rate-limiter.service.js';
import { REDIS } from '../../../common/redis/redis.module.js';
import type { RequestContext } from '../../../common/context/request-context.js';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { AccountActivityService } from '../../users/account-activity.service.js';
import type { User } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import type { AuthResponseDto } from '../auth.dto.js';
import { AuthService } from '../auth.service.js';
import { sha256 } from '../session-rules.js';
import { OAuthIdentity, type OAuthProvider } from '../oauth-identity.entity.js';
import { OneTimeCodes } from './one-time-codes.js';
import {
  type AccountCandidate,
  callbackFailureCode,
  callbackQuery,
  clientCallbackUrl,
  normaliseProfile,
  type OAuthErrorCode,
  type OAuthProfile,
  type PassportProfileLike,
  PROVIDER_LABELS,
  resolveSignIn,
} from './oauth-rules.js';
import { AUTHORIZE_OPTIONS, createStrategies } from './oauth-strategies.js';
import { type DrivableStrategy, runStrategy } from './run-strategy.js';
import { sqlState, UNIQUE_VIOLATION } from '../../../database/sql.js';

/** The spec's 10-second limit for calls, applied to the provider's token and profile endpoints. */
export const PROVIDER_TIMEOUT_MS = 10_000;

const providerNotConfigured = (provider: OAuthProvider) => notFound(Msg.OAUTH_PROVIDER_DISABLED, { provider: PROVIDER_LABELS[provider] });

/**
 * Google and Facebook sign-in: the redirect to the provider, the callback that decides who the person is and
 * hands the browser a one-time code, and the exchange of that code for the usual sign-in answer.
 */
@Injectable()
export class OAuthService {
  private readonly logger = new Logger(OAuthService.name);
  private readonly strategies: Record<OAuthProvider, DrivableStrategy | null>;
  private readonly codes: OneTimeCodes;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly activity: AccountActivityService,
    private readonly auth: AuthService,
    private readonly rateLimiter: RateLimiterService,
  ) {
    this.strategies = createStrategies(config, redis);
    this.codes = new OneTimeCodes(redis);
  }

  /**
   * The provider's authorization URL, with a fresh single-use `state` kept in Redis together with the hash of the
   * client's nonce: only the browser that started the sign-in can exchange its code (no login CSRF).
   */
  async authorizationUrl(ctx: RequestContext, provider: OAuthProvider, nonce: string): Promise<string> {
    const strategy = this.strategyFor(provider);
    await this.rateLimiter.hit([{ key: `oauth-start:ip:${ctx.ip}`, limit: 120, windowSeconds: 60 }]);
    const outcome = await runStrategy(strategy, { query: {}, nonceHash: sha256(nonce) }, AUTHORIZE_OPTIONS[provider], PROVIDER_TIMEOUT_MS);
    if (outcome.type === 'redirect') return outcome.url;
    throw outcome.type === 'error' ? outcome.error : new Error(`The ${provider} strategy did not redirect (${outcome.type})`);
  }

  /**
   * Finishes the provider's redirect: checks `state`, trades the code for the profile, finds, links or creates
   * the account, and answers the client URL to send the browser to — with a one-time code, or an error code.
   */
  async handleCallback(ctx: RequestContext, provider: OAuthProvider, rawQuery: unknown): Promise<string> {
    const strategy = this.strategyFor(provider);
    const query = callbackQuery(rawQuery);
    // Without a code or an error the strategy would start a new authorization instead.
    if (!query.code && !query.error && !query.error_code) return this.clientUrl({ error: 'OAUTH_FAILED' });

    const outcome = await runStrategy(strategy, { query }, {}, PROVIDER_TIMEOUT_MS);
    if (outcome.type !== 'success') {
      const error = callbackFailureCode(outcome);
      if (outcome.type === 'error') {
        this.logger.warn({ provider, requestId: ctx.requestId, err: outcome.error }, `${provider} sign-in failed at the provider`);
      }
      return this.clientUrl({ error });
    }
    const profile = normaliseProfile(provider, outcome.user as PassportProfileLike);
    if (!profile) return this.clientUrl({ error: 'OAUTH_FAILED' });

    const result = await this.findOrCreateAccount(ctx, profile);
    if ('error' in result) return this.clientUrl(result);
    const nonceHash = (outcome.info as { state?: { nonceHash?: string | null } } | undefined)?.state?.nonceHash ?? null;
    return this.clientUrl({ code: await this.codes.issue({ userId: result.userId, provider, nonceHash }) });
  }

  /** Trades a one-time code, with the nonce its sign-in started with, for tokens: the same answer as a password sign-in. */
  async exchange(ctx: RequestContext, code: string, nonce: string): Promise<AuthResponseDto> {
    await this.rateLimiter.hit([{ key: `oauth-exchange:ip:${ctx.ip}`, limit: 120, windowSeconds: 60 }]);
    const grant = await this.codes.consume(code);
    const nonceMatches = grant !== null && grant.nonceHash !== null && grant.nonceHash === sha256(nonce);
    const user = grant && nonceMatches ? await this.users.findById(grant.userId) : null;
    if (!grant || !user) throw unauthorized(Msg.OAUTH_CODE_INVALID);
    if (user.status !== 'active') throw forbidden(Msg.ACCOUNT_SUSPENDED);
    return this.auth.signIn(ctx, user, grant.provider, false);
  }

  providers(): { provider: OAuthProvider; label: string; enabled: boolean }[] {
    return (Object.keys(this.strategies) as OAuthProvider[]).map((provider) => ({
      provider,
      label: PROVIDER_LABELS[provider],
      enabled: this.strategies[provider] !== null,
    }));
  }

  private strategyFor(provider: OAuthProvider): DrivableStrategy {
    const strategy = this.strategies[provider];
    if (!strategy) throw providerNotConfigured(provider);
    return strategy;
  }

  private clientUrl(outcome: { code: string } | { error: OAuthErrorCode }): string {
    return clientCallbackUrl(this.config.publicUrl, outcome);
  }

  /**
   * Runs the decision in one transaction. Two callbacks racing for the same new person can both try to insert;
   * the loser's unique violation rolls back and a second pass then finds what the winner created.
   */
  private async findOrCreateAccount(ctx: RequestContext, profile: OAuthProfile): Promise<{ userId: string } | { error: OAuthErrorCode }> {
    const attempt = () => this.dataSource.transaction((m) => this.decideAndApply(ctx, m, profile));
    try {
      return await attempt();
    } catch (error) {
      const duplicate = sqlState(error) === UNIQUE_VIOLATION || (error instanceof AppError && error.code === 'EMAIL_TAKEN');
      if (!duplicate) throw error;
      return attempt();
    }
  }

  private async decideAndApply(
    ctx: RequestContext,
    m: EntityManager,
    profile: OAuthProfile,
  ): Promise<{ userId: string } | { error: OAuthErrorCode }> {
    const identities = m.getRepository(OAuthIdentity);
    const link = await identities.findOne({ where: { provider: profile.provider, providerUserId: profile.providerUserId } });
    const linkedUser = link ? await this.users.findById(link.userId, m) : null;
    const emailUser = !link && profile.email ? await this.users.findByEmail(profile.email, m) : null;
    const decision = resolveSignIn(profile, await this.candidate(m, linkedUser), await this.candidate(m, emailUser));

    switch (decision.kind) {
      case 'refuse':
        return { error: decision.error };
      case 'existing':
        // Keep the shown email current; a profile without one (Facebook may omit it) keeps the old one.
        if (profile.email && link!.email !== profile.email) await identities.update({ id: link!.id }, { email: profile.email });
        return { userId: decision.userId };
      case 'link':
        await this.link(ctx, m, decision.userId, profile);
        return { userId: decision.userId };
      case 'create': {
        const user = await this.users.create(
          {
            email: profile.email!,
            passwordHash: null,
            firstName: profile.firstName,
            lastName: profile.lastName,
            accountType: 'individual',
            promotionOptIn: false,
            preferredLanguage: ctx.locale,
          },
          m,
        );
        await this.link(ctx, m, user.id, profile);
        return { userId: user.id };
      }
    }
  }

  private async link(ctx: RequestContext, m: EntityManager, userId: string, profile: OAuthProfile): Promise<void> {
    await m
      .getRepository(OAuthIdentity)
      .insert({ userId, provider: profile.provider, providerUserId: profile.providerUserId, email: profile.email });
    await this.activity.record(ctx, userId, 'account_linked', { provider: profile.provider, email: profile.email }, m);
  }

  private async candidate(m: EntityManager, user: User | null): Promise<AccountCandidate | null> {
    if (!user) return null;
    const linked = await m.getRepository(OAuthIdentity).find({ where: { userId: user.id }, select: { provider: true } });
    return { id: user.id, status: user.status, providers: linked.map((i) => i.provider) };
  }
}
