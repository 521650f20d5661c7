import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { hashPassword } from '../../../common/auth/passwords.js';
import type { RequestContext } from '../../../common/context/request-context.js';
import { invalidField } from '../../../common/errors/app-error.js';
import { RateLimiterService } from '../../../common/rate-limit/rate-limiter.service.js';
import { Clock } from '../../../common/time/clock.js';
import type { AppConfig } from '../../../config/config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { PasswordResetRequest } from '../../../jobs/job-definitions.js';
import { JobsService } from '../../../jobs/jobs.service.js';
import { OnJob } from '../../../jobs/on-job.decorator.js';
import { JobName } from '../../../jobs/queues.js';
import type { Locale } from '../../../common/context/locale.js';
import { emailLanguageOf } from '../../notifications/email/email-template.js';
import { renderEmail } from '../../notifications/email/render-email.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { AccountActivityService } from '../../users/account-activity.service.js';
import { normaliseEmail, UsersService } from '../../users/users.service.js';
import { PasswordResetToken } from '../password-reset-token.entity.js';
import { newOpaqueToken, sha256 } from '../session-rules.js';
import { SessionsService } from '../sessions.service.js';
import { passwordChangedEmail, passwordResetEmail } from './password-reset-email.js';
import { resetTokenLocked, spendResetTokensOf } from './password-reset.repository.js';
import {
  forgotPasswordRules,
  type ResetTokenError,
  resetLink,
  resetPasswordRules,
  resetTokenExpiry,
  resetTokenProblem,
} from './reset-token-rules.js';

const tokenError = (key: ResetTokenError) => invalidField('token', key);

/** Forgot password: a single-use, one-hour link by email; using it sets the password and ends every sign-in. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    @InjectRepository(PasswordResetToken) private readonly tokens: Repository<PasswordResetToken>,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly activity: AccountActivityService,
    private readonly notifications: NotificationsService,
    private readonly rateLimiter: RateLimiterService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts the request against the caller's IP and the address, then queues a password-reset-email job and answers.
   * Whether the address has an account is looked up by the job, so status, body and timing are the same either
   * way; once Redis holds the job, a crash of this process loses nothing.
   */
  async requestReset(context: RequestContext, email: string): Promise<void> {
    const address = normaliseEmail(email);
    await this.rateLimiter.hit(forgotPasswordRules(context.ip ?? 'unknown', address));
    await this.jobs.enqueue(JobName.PasswordResetEmail, { email: address, locale: context.locale });
  }

  /** The job behind a forgot-password request (runs where workers run). */
  @OnJob(JobName.PasswordResetEmail)
  async sendResetLink(request: PasswordResetRequest): Promise<{ sent: boolean }> {
    const sent = await this.issue(request.email, request.locale);
    // The line carries the request's id (reqId) from the job's log context.
    this.logger.debug(`Forgot-password request: ${sent ? 'link emailed' : 'no active account'}`);
    return { sent };
  }

  /**
   * Stores the new token's hash and queues the email, for an active account only. Run again (a retried job), it
   * issues another link: the earlier one stays valid until either is used.
   */
  async issue(address: string, requestLocale: Locale | null = null): Promise<boolean> {
    const user = await this.users.findByEmail(address);
    if (!user || user.status !== 'active') return false;
    const { token, hash } = newOpaqueToken();
    await this.tokens.insert({ userId: user.id, tokenHash: hash, expiresAt: resetTokenExpiry(this.clock.now()) });
    const vars = { firstName: user.firstName, link: resetLink(this.config.publicUrl, token) };
    await this.notifications.sendTemplate(passwordResetEmail, emailLanguageOf(user, requestLocale), vars, user.email);
    return true;
  }

  /**
   * Sets the new password with a valid link: the link and every other outstanding one of the account are spent,
   * every sign-in is revoked (access and refresh tokens stop working), and the event is recorded.
   */
  async resetPassword(ctx: RequestContext, token: string, password: string): Promise<void> {
    await this.rateLimiter.hit(resetPasswordRules(ctx.ip ?? 'unknown'));
    const tokenHash = sha256(token);
    // A cheap look first, so an unknown or spent link costs no password hashing.
    const problem = resetTokenProblem(await this.tokens.findOne({ where: { tokenHash } }), this.clock.now());
    if (problem) throw tokenError(problem);
    const passwordHash = await hashPassword(password);

    const user = await this.dataSource.transaction(async (m) => {
      const found = await resetTokenLocked(m, tokenHash);
      // Checked again under the lock: two requests racing with one link cannot both pass. A link older than the
      // password's last change (by the user or by staff) is spent as well.
      const owner = found ? await this.users.findById(found.userId, m) : null;
      const now = this.clock.now();
      const lockedProblem = resetTokenProblem(found, now, owner?.passwordChangedAt ?? null);
      if (lockedProblem) throw tokenError(lockedProblem);
      if (!owner || owner.status !== 'active') throw tokenError('RESET_TOKEN_INVALID');

      await spendResetTokensOf(m, owner.id, now);
      await this.users.setPassword(owner.id, passwordHash, m);
      await this.sessions.revokeAllForUser(owner.id, 'password_reset', m);
      await this.activity.record(ctx, owner.id, 'password_reset', {}, m);
      return owner;
    });

    // The reset stands even if this notice cannot be queued.
    const vars = { firstName: user.firstName, signInUrl: `${this.config.publicUrl}/auth` };
    this.notifications.sendEmailsAfterCommit([
      await renderEmail(passwordChangedEmail, emailLanguageOf(user, ctx.locale), vars, user.email),
    ]);
  }
}
