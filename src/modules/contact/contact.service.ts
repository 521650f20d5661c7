import { Inject, Injectable, Logger, type StreamableFile } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { StaffList } from '../../common/pagination/staff-list.js';
import { RateLimiterService } from '../../common/rate-limit/rate-limiter.service.js';
import { Clock } from '../../common/time/clock.js';
import { isUuid } from '../../common/validation/uuid.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { addition, modification } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ContactMessage, type ContactMessageStatus } from './contact-message.entity.js';
import { CONTACT_SORT, contactMessagesMatching } from './contact.repository.js';
import { contactEmail, contactMessageTargets, contactStatusChange, staffAddressFor } from './contact-rules.js';
import type { ContactMessagesExportQueryDto, ContactMessagesQueryDto, SendContactMessageDto } from './contact.requests.js';
import type { ContactMessageDto, ContactMessageListDto } from './contact.responses.js';

export const CONTACT_AUDIT = { send: 'contact_message.send', status: 'contact_message.status_change' } as const;

/**
 * Contact us (spec §2, §5; issue 10): anyone, signed in or not, sends a message; it is kept and emailed to the staff
 * address of its subject. Throttled per IP. Staff list, read and export them, and mark them handled. Table ownership: `contact_messages`.
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
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: ContactMessagesExportQueryDto) => contactMessagesMatching(this.dataSource, query),
    sort: CONTACT_SORT,
    items: (rows: ContactMessage[]) => rows.map(toContactMessageDto),
    csv: { filename: 'contact-messages', columns: CONTACT_CSV_COLUMNS, rows: (rows) => rows.map(toContactMessageDto) },
  });

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
      await tx.audit(addition(CONTACT_AUDIT.send, 'contact_message', row.publicId, { subject: row.subject }));
    });
    const to = staffAddressFor(body.subject, this.config.staffEmails);
    // The message is kept even if its email cannot be queued: staff still see it in the list.
    this.notifications.sendEmailsAfterCommit([contactEmail(to, { ...body, signedIn: userId !== null })]);
  }

  list(query: ContactMessagesQueryDto): Promise<ContactMessageListDto> {
    return this.staffList.page(query);
  }

  /** The filtered list as CSV, in the list's order, streamed in batches. */
  exportCsv(query: ContactMessagesExportQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  async get(id: string): Promise<ContactMessageDto> {
    return toContactMessageDto(await this.find(this.dataSource.manager, id));
  }

  /** Staff mark a message handled (who and when are kept) or reopen it; the same status again changes nothing. Audited. */
  async updateStatus(ctx: RequestContext, id: string, to: ContactMessageStatus): Promise<ContactMessageDto> {
    const actor = actorOf(ctx);
    return this.changes.run(ctx, async (tx) => {
      const found = await this.find(tx.manager, id, true);
      const change = contactStatusChange(found.status, to, actor.publicId, this.clock.now());
      if (change === 'unchanged') return toContactMessageDto(found);
      await tx.manager.getRepository(ContactMessage).update({ id: found.id }, change);
      await tx.audit(
        modification(CONTACT_AUDIT.status, 'contact_message', found.publicId, { before: { status: found.status }, after: { status: to } }),
      );
      return toContactMessageDto({ ...found, ...change });
    });
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<ContactMessage> {
    const row = isUuid(id)
      ? await manager
          .getRepository(ContactMessage)
          .findOne({ where: { publicId: id }, ...(lock ? { lock: { mode: 'pessimistic_write' } } : {}) })
      : null;
    if (!row) throw notFound(Msg.CONTACT_MESSAGE_NOT_FOUND);
    return row;
  }
}

/** The columns of the contact messages' CSV export. */
const CONTACT_CSV_COLUMNS: CsvColumn<ContactMessageDto>[] = [
  { header: 'Sent at', value: (m) => m.createdAt },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Status', value: (m) => m.status },
  { header: 'Name', value: (m) => m.name },
  { header: 'Email', value: (m) => m.email },
  { header: 'Signed in', value: (m) => m.signedIn },
  { header: 'Message', value: (m) => m.message },
  { header: 'Handled at', value: (m) => m.handledAt },
];

const toContactMessageDto = (m: ContactMessage): ContactMessageDto => ({
  id: m.publicId,
  subject: m.subject,
  name: m.name,
  email: m.email,
  message: m.message,
  signedIn: m.userId !== null,
  status: m.status,
  handledAt: m.handledAt?.toISOString() ?? null,
  handledBy: m.handledBy,
  createdAt: m.createdAt.toISOString(),
  nextStatuses: contactMessageTargets(m.status),
});
