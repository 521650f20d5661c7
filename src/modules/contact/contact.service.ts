import { Inject, Injectable, Logger } from '@nestjs/common';
import { Brackets, DataSource } from 'typeorm';
import type { RequestContext } from '../../common/context/request-context.js';
import { invalidField } from '../../common/errors/app-error.js';
import { Msg } from '../../common/errors/messages.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { RateLimiterService } from '../../common/rate-limit/rate-limiter.service.js';
import { Clock } from '../../common/time/clock.js';
import { toTimeRange } from '../../common/time/time-range.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { escapeLike } from '../../database/sql.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactEmail, staffAddressFor } from './contact-rules.js';
import type { ContactMessagesQueryDto, SendContactMessageDto } from './contact.requests.js';
import type { ContactMessageDto, ContactMessageListDto } from './contact.responses.js';

export const CONTACT_AUDIT = { send: 'contact_message.send' } as const;

/**
 * Contact us (spec §2, §5; issue 10): anyone, signed in or not, sends a message; it is kept and emailed to the staff
 * address of its subject. Throttled per IP. Staff list them. Table ownership: `contact_messages`.
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly notifications: NotificationsService,
    private readonly rateLimiter: RateLimiterService,
    private readonly clock: Clock,
  ) {}

  async send(ctx: RequestContext, body: SendContactMessageDto): Promise<void> {
    await this.rateLimiter.hit([
      { key: `contact:ip:${ctx.ip ?? 'unknown'}`, limit: this.config.throttle.contactPerIpPer10Minutes, windowSeconds: 600 },
    ]);
    const userId = ctx.actor?.id ?? null;
    await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(ContactMessage);
      const row = await repo.save(
        repo.create({
          userId,
          subject: body.subject,
          name: body.name,
          email: body.email,
          message: body.message,
          privacyAgreedAt: this.clock.now(),
        }),
      );
      await tx.audit({
        action: CONTACT_AUDIT.send,
        targetType: 'contact_message',
        targetId: row.publicId,
        before: null,
        after: { subject: row.subject },
      });
    });
    const to = staffAddressFor(body.subject, this.config.staffEmails);
    // The message is kept even if its email cannot be queued: staff still see it in the list.
    await this.notifications
      .sendEmail(contactEmail(to, { ...body, signedIn: userId !== null }))
      .catch((error: unknown) => this.logger.error({ err: error, requestId: ctx.requestId }, 'Could not queue a contact message email'));
  }

  async list(query: ContactMessagesQueryDto): Promise<ContactMessageListDto> {
    const range = toTimeRange(query.from, query.to);
    if (!range) throw invalidField('to', Msg.INVALID_DATE_RANGE);
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = this.dataSource.getRepository(ContactMessage).createQueryBuilder('m');
    if (query.subject) qb.andWhere('m.subject = :subject', { subject: query.subject });
    if (query.q) {
      const q = `%${escapeLike(query.q)}%`;
      qb.andWhere(
        new Brackets((w) => w.where('m.name ILIKE :q', { q }).orWhere('m.email ILIKE :q', { q }).orWhere('m.message ILIKE :q', { q })),
      );
    }
    if (range.from) qb.andWhere('m.createdAt >= :from', { from: range.from });
    if (range.until) qb.andWhere('m.createdAt < :until', { until: range.until });
    const [rows, total] = await qb.orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC').skip(skip).take(limit).getManyAndCount();
    return { items: rows.map(toContactMessageDto), total, page, limit };
  }
}

const toContactMessageDto = (m: ContactMessage): ContactMessageDto => ({
  id: m.publicId,
  subject: m.subject,
  name: m.name,
  email: m.email,
  message: m.message,
  signedIn: m.userId !== null,
  createdAt: m.createdAt.toISOString(),
});
