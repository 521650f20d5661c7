import { Inject, Injectable, Logger, type StreamableFile } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { type PageQueryDto, resolvePaging } from '../../common/pagination/pagination.js';
import { StaffList, timeRangeFilter } from '../../common/pagination/staff-list.js';
import { canSeePrice } from '../../common/pricing/price-policy.js';
import { RateLimiterService } from '../../common/rate-limit/rate-limiter.service.js';
import { Clock } from '../../common/time/clock.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { addition, modification } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { isListed } from '../cars/car-rules.js';
import type { CarSummaryDto } from '../cars/cars.responses.js';
import { CarDirectory } from '../cars/car-directory.service.js';
import { emailLanguageOf } from '../notifications/email/email-template.js';
import { renderEmail } from '../notifications/email/render-email.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersService } from '../users/users.service.js';
import { inquiryResponseEmail, inquirySubmittedEmail, type InquiryMailVars } from './inquiry-emails.js';
import { decideStatusChange, idOfReference, mayRespond, referenceOf, responseMove, staffTargets } from './inquiry-rules.js';
import { Inquiry, type InquiryStatus } from './inquiry.entity.js';
import { INQUIRY_SORT, inquiriesMatching, inquiryById } from './inquiries.repository.js';
import type { AdminInquiriesExportQueryDto, AdminInquiriesQueryDto, CreateInquiryDto } from './inquiries.requests.js';
import type { AdminInquiryDto, AdminInquiryListDto, InquiryDto, InquiryListDto } from './inquiries.responses.js';

const TARGET = 'inquiry';
export const INQUIRY_AUDIT = {
  create: 'inquiry.create',
  respond: 'inquiry.respond',
  status: 'inquiry.status_change',
} as const;

/** The columns of the inquiries' CSV export. */
const INQUIRY_CSV_COLUMNS: CsvColumn<AdminInquiryDto>[] = [
  { header: 'Reference', value: (i) => i.reference },
  { header: 'Sent at', value: (i) => i.createdAt },
  { header: 'Status', value: (i) => i.status },
  { header: 'Stock id', value: (i) => i.car?.ref ?? 'N/A' },
  { header: 'Name', value: (i) => i.name },
  { header: 'Email', value: (i) => i.email },
  { header: 'Phone', value: (i) => i.phone },
  { header: 'WhatsApp', value: (i) => i.whatsapp },
  { header: 'Contact method', value: (i) => i.contactMethod },
  { header: 'Message', value: (i) => i.message },
  { header: 'Response', value: (i) => i.responseMessage },
  { header: 'Responded at', value: (i) => i.respondedAt },
];

/** Per customer: a few inquiries a day is normal; a flood is spam. */
const sendRule = (userId: string) => ({ key: `inquiry:user:${userId}`, limit: 10, windowSeconds: 3600 });

/**
 * Inquiries (spec §2 Product detail and Inquiries list, §3 Inquiry, §4 Inquiry status, admin Inquiries). A signed-in
 * customer sends one about a listed car or a general one; it is stored with the account's email, named by its
 * reference (INQ-000123, from the id), audited, and a copy is emailed to the customer. Staff list, filter, answer
 * (the response is emailed) and close them. Table ownership: `inquiries`; cars through CarDirectory, users through
 * UsersService, mail through NotificationsService. Logs never hold the sender's details.
 */
@Injectable()
export class InquiriesService {
  private readonly logger = new Logger(InquiriesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly cars: CarDirectory,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly rateLimiter: RateLimiterService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: AdminInquiriesExportQueryDto) => this.staffRows(query),
    sort: INQUIRY_SORT,
    items: (rows: Inquiry[]) => this.toAdminDtos(rows),
    csv: { filename: 'inquiries', columns: INQUIRY_CSV_COLUMNS, rows: (rows) => this.toAdminDtos(rows) },
  });

  async create(ctx: RequestContext, body: CreateInquiryDto): Promise<InquiryDto> {
    const actor = actorOf(ctx);
    let carId: string | null = null;
    let stockId: string | null = null;
    if (body.car) {
      const car = await this.cars.findRefByStockId(body.car);
      // As the car's page: an unknown car, or one no longer in the catalogue (sold, shipped), is not found.
      if (!car || !isListed(car.status)) throw notFound(Msg.PRODUCT_NOT_FOUND);
      [carId, stockId] = [car.id, car.stockId];
    }
    await this.rateLimiter.hit([sendRule(actor.id)]);
    const saved = await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(Inquiry);
      const row = await repo.save(
        repo.create({
          userId: actor.id,
          carId,
          name: body.name,
          email: actor.email,
          phone: body.phone,
          whatsapp: body.whatsapp ?? null,
          message: body.message,
          contactMethod: body.contactMethod ?? 'any',
          promotionOptIn: body.promotions ?? false,
          comments: body.comments ?? null,
          model: body.model ?? null,
          year: body.year ?? null,
          mileageKm: body.mileage ?? null,
          status: 'pending',
        }),
      );
      await tx.audit(addition(INQUIRY_AUDIT.create, TARGET, referenceOf(row.id), { car: stockId, status: 'pending' }));
      return row;
    });
    const [dto] = await this.toDtos([saved], canSeePrice(actor));
    // The inquiry stands even if its copy cannot be queued. The customer reads it in their profile's language, else
    // the one the form was sent in (the inquiry keeps no language of its own).
    await Promise.all([this.mailVars(saved), this.users.findById(actor.id)])
      .then(async ([vars, profile]) =>
        this.notifications.sendEmailsAfterCommit([
          await renderEmail(inquirySubmittedEmail, emailLanguageOf(profile, ctx.locale), vars, saved.email),
        ]),
      )
      .catch((error: unknown) => this.logger.error({ err: error, requestId: ctx.requestId }, 'Could not write an inquiry confirmation'));
    return dto!;
  }

  /** My inquiries, newest first. */
  async listOwn(ctx: RequestContext, query: PageQueryDto): Promise<InquiryListDto> {
    const actor = actorOf(ctx);
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.dataSource
      .getRepository(Inquiry)
      .findAndCount({ where: { userId: actor.id }, order: { createdAt: 'DESC', id: 'DESC' }, skip, take: limit });
    return { items: await this.toDtos(rows, canSeePrice(actor)), total, page, limit };
  }

  /** One of my inquiries; anyone else's is not found. */
  async getOwn(ctx: RequestContext, reference: string): Promise<InquiryDto> {
    const actor = actorOf(ctx);
    const row = await this.find(this.dataSource.manager, reference);
    if (row.userId !== actor.id) throw notFound(Msg.INQUIRY_NOT_FOUND);
    const [dto] = await this.toDtos([row], canSeePrice(actor));
    return dto!;
  }

  /** Staff's list: newest first (or `sort`), filtered by status, car, kind, dates and text. */
  list(query: AdminInquiriesQueryDto): Promise<AdminInquiryListDto> {
    return this.staffList.page(query);
  }

  /** The filtered list as CSV, in the list's order, streamed in batches. */
  exportCsv(query: AdminInquiriesExportQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  /** The staff list's rows; null when they can hold nothing (an unknown stock id). */
  private async staffRows(query: AdminInquiriesExportQueryDto) {
    const range = timeRangeFilter(query);
    const car = query.car ? await this.cars.findRefByStockId(query.car) : undefined;
    if (car === null) return null;
    return inquiriesMatching(this.dataSource, query, range, car?.id);
  }

  async get(reference: string): Promise<AdminInquiryDto> {
    const [dto] = await this.toAdminDtos([await this.find(this.dataSource.manager, reference)]);
    return dto!;
  }

  /** Writes (or rewrites) the response, makes the inquiry Responded and emails the response to the customer. */
  async respond(ctx: RequestContext, reference: string, message: string): Promise<AdminInquiryDto> {
    const now = this.clock.now();
    const row = await this.changes.run(ctx, async (tx) => {
      const found = await this.find(tx.manager, reference, true);
      // The first response moves it to Responded (the table's move); a closed one is refused (409).
      responseMove(found.status);
      const before = { status: found.status, responded: found.responseMessage !== null };
      await tx.manager.getRepository(Inquiry).update({ id: found.id }, { responseMessage: message, respondedAt: now, status: 'responded' });
      await tx.audit(
        modification(INQUIRY_AUDIT.respond, TARGET, referenceOf(found.id), { before, after: { status: 'responded', responded: true } }),
      );
      return found;
    });
    // The response is the point: if it cannot be queued, staff must know (a 500), though it is saved.
    // In the customer's profile language, else English: the request is staff's, so its language says nothing of theirs.
    const [vars, profile] = await Promise.all([this.mailVars(row), this.users.findById(row.userId)]);
    await this.notifications.sendEmail(
      await renderEmail(inquiryResponseEmail, emailLanguageOf(profile), { ...vars, response: message }, row.email),
    );
    return this.get(referenceOf(row.id));
  }

  /** Sets the status by hand through the table (inquiry-rules.ts); the same status again changes nothing. */
  async updateStatus(ctx: RequestContext, reference: string, to: InquiryStatus): Promise<AdminInquiryDto> {
    await this.changes.run(ctx, async (tx) => {
      const found = await this.find(tx.manager, reference, true);
      const decision = decideStatusChange(factsOf(found), to);
      if (decision.kind === 'unchanged') return;
      if (decision.kind === 'refused') throw decision.error;
      await tx.manager.getRepository(Inquiry).update({ id: found.id }, { status: to });
      await tx.audit(
        modification(INQUIRY_AUDIT.status, TARGET, referenceOf(found.id), { before: { status: found.status }, after: { status: to } }),
      );
    });
    return this.get(reference);
  }

  private async find(manager: EntityManager, reference: string, lock = false): Promise<Inquiry> {
    const id = idOfReference(reference);
    if (!id) throw notFound(Msg.INQUIRY_NOT_FOUND);
    const row = await inquiryById(manager, id, lock);
    if (!row) throw notFound(Msg.INQUIRY_NOT_FOUND);
    return row;
  }

  private async mailVars(row: Inquiry): Promise<InquiryMailVars> {
    let carTitle: string | null = null;
    if (row.carId) {
      const car = (await this.cars.summariesByIds([row.carId], false)).get(String(row.carId));
      if (car) carTitle = `${[car.year, car.make.title, car.model].filter(Boolean).join(' ')} (${car.ref})`;
    }
    return {
      name: row.name,
      reference: referenceOf(row.id),
      carTitle,
      message: row.message,
      link: `${this.config.publicUrl}/inquiries`,
    };
  }

  private async toDtos(rows: readonly Inquiry[], withPrice: boolean): Promise<InquiryDto[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.carId ? [String(r.carId)] : [])))];
    const cars = await this.cars.summariesByIds(ids, withPrice);
    return rows.map((row) => toInquiryDto(row, row.carId ? (cars.get(String(row.carId)) ?? null) : null));
  }

  private async toAdminDtos(rows: readonly Inquiry[]): Promise<AdminInquiryDto[]> {
    const [dtos, customers] = await Promise.all([this.toDtos(rows, true), this.users.findByIds(rows.map((r) => r.userId))]);
    return dtos.map((dto, i) => ({
      ...dto,
      customer: { id: customers.get(String(rows[i]!.userId))?.publicId ?? '' },
      general: rows[i]!.carId === null,
      nextStatuses: staffTargets(factsOf(rows[i]!)),
      canRespond: mayRespond(rows[i]!.status),
    }));
  }
}

/** What the table's guards look at. */
const factsOf = (row: Inquiry) => ({ general: row.carId === null, answered: row.responseMessage !== null, status: row.status });

const toInquiryDto = (row: Inquiry, car: CarSummaryDto | null): InquiryDto => ({
  reference: referenceOf(row.id),
  car,
  name: row.name,
  email: row.email,
  phone: row.phone,
  whatsapp: row.whatsapp,
  message: row.message,
  contactMethod: row.contactMethod,
  promotions: row.promotionOptIn,
  comments: row.comments,
  model: row.model,
  year: row.year,
  mileage: row.mileageKm,
  status: row.status,
  responseMessage: row.responseMessage,
  respondedAt: row.respondedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
