import { Inject, Injectable, Logger, type StreamableFile } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { notFound } from '../../common/errors/app-error.js';
import { asTheyAre, StaffList } from '../../common/pagination/staff-list.js';
import { Msg } from '@autoexport/contract/messages';
import { RateLimiterService } from '../../common/rate-limit/rate-limiter.service.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Clock } from '../../common/time/clock.js';
import { modification } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { newOpaqueToken, sha256 } from '../auth/session-rules.js';
import { renderEmail } from '../notifications/email/render-email.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { subscribedEmail } from './newsletter-emails.js';
import { unsubscribeLink } from './newsletter-rules.js';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';
import { NEWSLETTER_SORT, subscribeOrReactivate, subscriptionByTokenLocked, subscriptionsMatching } from './newsletter.repository.js';
import type { NewsletterExportQueryDto, NewsletterSubscribersQueryDto, SubscribeNewsletterDto } from './newsletter.requests.js';
import type { NewsletterSubscriberDto, NewsletterSubscriberListDto } from './newsletter.responses.js';

const TARGET = 'newsletter_subscription';
export const NEWSLETTER_AUDIT = {
  subscribe: 'newsletter_subscription.subscribe',
  unsubscribe: 'newsletter_subscription.unsubscribe',
} as const;

/** Per IP: a popup is sent once; a few more for a family behind one address. */
const subscribeRule = (ip: string) => ({ key: `newsletter:ip:${ip}`, limit: 10, windowSeconds: 600 });
const unsubscribeRule = (ip: string) => ({ key: `newsletter-unsubscribe:ip:${ip}`, limit: 30, windowSeconds: 600 });

/**
 * The newsletter list (spec §2, §3 Newsletter popup). Subscribing is one `INSERT … ON CONFLICT (email)` on the unique
 * address: a second subscription (or two at once) keeps one row and answers the same; an unsubscribed address is
 * made active again with a new link. Only a new or re-activated subscription is emailed its confirmation and link.
 * Logs never hold an address (DESIGN: no personal data in logs). Table ownership: `newsletter_subscriptions`.
 */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly notifications: NotificationsService,
    private readonly rateLimiter: RateLimiterService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: NewsletterExportQueryDto) => subscriptionsMatching(this.dataSource, query),
    sort: NEWSLETTER_SORT,
    items: (rows: NewsletterSubscription[]) => rows.map(toSubscriberDto),
    csv: { filename: 'newsletter-subscribers', columns: CSV_COLUMNS, rows: asTheyAre },
  });

  async subscribe(ctx: RequestContext, body: SubscribeNewsletterDto): Promise<void> {
    await this.rateLimiter.hit([subscribeRule(ctx.ip ?? 'unknown')]);
    const { token, hash } = newOpaqueToken();
    const now = this.clock.now();
    const activated = await this.changes
      .run(
        ctx,
        async (tx) => {
          const row = await subscribeOrReactivate(tx.manager, { fullName: body.fullName, email: body.email, tokenHash: hash }, now);
          if (!row) return false;
          await tx.audit(
            modification(NEWSLETTER_AUDIT.subscribe, TARGET, row.publicId, {
              before: row.inserted ? null : { status: 'unsubscribed' },
              after: { status: 'active' },
            }),
          );
          return true;
        },
        // Cannot happen with ON CONFLICT, but a lost race is still one subscription: success, nothing more to send.
        { onUniqueViolation: () => new AlreadySubscribed() },
      )
      .catch((error: unknown) => {
        if (error instanceof AlreadySubscribed) return false;
        throw error;
      });
    if (!activated) return;
    // The subscription stands even if its confirmation cannot be queued. The subscriber has no profile: they read it in
    // the language they subscribed in.
    const vars = { fullName: body.fullName, unsubscribeLink: unsubscribeLink(this.config.publicUrl, token) };
    this.notifications.sendEmailsAfterCommit([await renderEmail(subscribedEmail, ctx.locale, vars, body.email)]);
  }

  /** Ends the subscription of the link's token; again is fine (idempotent); an unknown token is 404. */
  async unsubscribe(ctx: RequestContext, token: string): Promise<void> {
    await this.rateLimiter.hit([unsubscribeRule(ctx.ip ?? 'unknown')]);
    const tokenHash = sha256(token);
    const now = this.clock.now();
    await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(NewsletterSubscription);
      const found = await subscriptionByTokenLocked(tx.manager, tokenHash);
      if (!found) throw notFound(Msg.NEWSLETTER_TOKEN_INVALID);
      if (found.status === 'unsubscribed') return;
      await repo.update({ id: found.id }, { status: 'unsubscribed', unsubscribedAt: now });
      await tx.audit(
        modification(NEWSLETTER_AUDIT.unsubscribe, TARGET, found.publicId, {
          before: { status: 'active' },
          after: { status: 'unsubscribed' },
        }),
      );
    });
  }

  list(query: NewsletterSubscribersQueryDto): Promise<NewsletterSubscriberListDto> {
    return this.staffList.page(query);
  }

  /** The filtered list as CSV, in the list's order, streamed in batches. */
  exportCsv(query: NewsletterExportQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }
}

class AlreadySubscribed extends Error {}

/** The columns of the subscribers' CSV export. */
const CSV_COLUMNS: CsvColumn<NewsletterSubscription>[] = [
  { header: 'Full name', value: (s) => s.fullName },
  { header: 'Email', value: (s) => s.email },
  { header: 'Status', value: (s) => s.status },
  { header: 'Subscribed at', value: (s) => s.subscribedAt },
  { header: 'Unsubscribed at', value: (s) => s.unsubscribedAt },
];

const toSubscriberDto = (s: NewsletterSubscription): NewsletterSubscriberDto => ({
  id: s.publicId,
  fullName: s.fullName,
  email: s.email,
  status: s.status,
  subscribedAt: s.subscribedAt.toISOString(),
  unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
});
