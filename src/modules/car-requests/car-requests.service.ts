import { Inject, Injectable, Logger, type StreamableFile } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { actorOf } from '../../common/context/request-context.js';
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
import { HIDDEN_STATUSES } from '../cars/car.entity.js';
import { CarDirectory } from '../cars/car-directory.service.js';
import { emailLanguageOf } from '../notifications/email/email-template.js';
import { renderEmail } from '../notifications/email/render-email.js';
import type { EmailMessage } from '../notifications/mail-rules.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { CarRequest } from './car-request.entity.js';
import { carOfferEmail, carRequestReceivedEmail, type CarRequestMailVars } from './car-request-emails.js';
import {
  CAR_REQUEST_MACHINE,
  carRequestTargets,
  type CarRequestFacts,
  carRequestReference,
  salesEmail,
  wantedCar,
} from './car-request-rules.js';
import type { CarRequestsExportQueryDto, CarRequestsQueryDto, CreateCarRequestDto, HandleCarRequestDto } from './car-requests.requests.js';
import { CAR_REQUEST_SORT, carRequestLocked, carRequestsMatching } from './car-requests.repository.js';
import type { CarRequestCreatedDto, CarRequestDto, CarRequestListDto } from './car-requests.responses.js';
import { MESSAGES } from '@autoexport/contract/messages';

const TARGET = 'car_request';
export const CAR_REQUEST_AUDIT = { create: 'car_request.create', handle: 'car_request.handle' } as const;

/** A customer asks for a few cars a day at most; this keeps a script from filling the sales inbox. */
const createRule = (userId: string) => ({ key: `car-request:user:${userId}`, limit: 20, windowSeconds: 3600 });

/**
 * Request a Car (spec §2, §3, §5; issue 10): a signed-in customer's request, stored with its reference, emailed to
 * sales and acknowledged to the customer; staff list them and mark one handled with the car they offer, which the
 * customer is emailed a link to. Cars are reached through CarDirectory. Table ownership: `car_requests`.
 */
@Injectable()
export class CarRequestsService {
  private readonly logger = new Logger(CarRequestsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly notifications: NotificationsService,
    private readonly rateLimiter: RateLimiterService,
    private readonly cars: CarDirectory,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: CarRequestsExportQueryDto) => carRequestsMatching(this.dataSource, query),
    sort: CAR_REQUEST_SORT,
    items: (rows: CarRequest[]) => rows.map(toCarRequestDto),
    csv: { filename: 'car-requests', columns: CAR_REQUEST_CSV_COLUMNS, rows: (rows) => rows.map(toCarRequestDto) },
  });

  async create(ctx: RequestContext, body: CreateCarRequestDto): Promise<CarRequestCreatedDto> {
    const actor = actorOf(ctx);
    await this.rateLimiter.hit([createRule(actor.id)]);
    const saved = await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(CarRequest);
      const row = await repo.save(
        repo.create({
          userId: actor.id,
          make: body.make,
          model: body.model ?? null,
          year: body.year ?? null,
          comments: body.comments ?? null,
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          whatsapp: body.whatsapp ?? null,
          contactMethod: body.contactMethod ?? 'any',
          promotions: body.promotions ?? false,
          privacyAgreedAt: this.clock.now(),
          status: 'open',
        }),
      );
      await tx.audit(addition(CAR_REQUEST_AUDIT.create, TARGET, row.publicId, { reference: carRequestReference(row.id), status: 'open' }));
      return row;
    });
    const facts = toFacts(saved);
    const sales = salesEmail(this.config.staffEmails.sales, facts);
    // The customer reads it in their profile's language, else the one the form was sent in.
    const acknowledgement = await this.customerEmail(ctx, saved, (profile) =>
      renderEmail(carRequestReceivedEmail, emailLanguageOf(profile, ctx.locale), mailVars(facts), facts.email),
    );
    this.mail([sales, ...acknowledgement]);
    return { success: true, message: MESSAGES.CAR_REQUEST_SUBMITTED, reference: facts.reference, id: saved.publicId };
  }

  list(query: CarRequestsQueryDto): Promise<CarRequestListDto> {
    return this.staffList.page(query);
  }

  /** The filtered list as CSV, in the list's order, streamed in batches. */
  exportCsv(query: CarRequestsExportQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  async get(id: string): Promise<CarRequestDto> {
    const row = isUuid(id) ? await this.dataSource.getRepository(CarRequest).findOne({ where: { publicId: id } }) : null;
    if (!row) throw notFound(Msg.CAR_REQUEST_NOT_FOUND);
    return toCarRequestDto(row);
  }

  /** Marks an open request handled with the car offered (a car in the catalogue), and emails the customer its link. */
  async handle(ctx: RequestContext, id: string, body: HandleCarRequestDto): Promise<CarRequestDto> {
    const actor = actorOf(ctx);
    if (!isUuid(id)) throw notFound(Msg.CAR_REQUEST_NOT_FOUND);
    const car = await this.cars.findRefByStockId(body.stockId);
    if (!car || HIDDEN_STATUSES.includes(car.status)) throw notFound(Msg.PRODUCT_NOT_FOUND);
    const note = body.note ?? null;
    const handled = await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(CarRequest);
      const row = await carRequestLocked(tx.manager, id);
      if (!row) throw notFound(Msg.CAR_REQUEST_NOT_FOUND);
      CAR_REQUEST_MACHINE.assert(row.status, 'handled', 'staff');
      const changes = {
        status: 'handled' as const,
        offeredCarId: car.id,
        offeredStockId: car.stockId,
        handledNote: note,
        handledAt: this.clock.now(),
        handledBy: actor.publicId,
      };
      await repo.update({ id: row.id }, changes);
      await tx.audit(
        modification(CAR_REQUEST_AUDIT.handle, TARGET, row.publicId, {
          before: { status: 'open' },
          after: { status: 'handled', offeredStockId: car.stockId },
        }),
      );
      return Object.assign(row, changes);
    });
    const link = `${this.config.publicUrl}/cars/${encodeURIComponent(car.stockId)}`;
    const facts = toFacts(handled);
    // Sent by staff: the customer's profile language, else English (the staff member's request says nothing of theirs).
    const offer = await this.customerEmail(ctx, handled, (profile) =>
      renderEmail(carOfferEmail, emailLanguageOf(profile), { ...mailVars(facts), carLink: link, note }, facts.email),
    );
    this.mail(offer);
    return toCarRequestDto(handled);
  }

  /** The request stands even if its emails cannot be queued at once (Redis down: they are queued when it answers). */
  private mail(messages: EmailMessage[]): void {
    this.notifications.sendEmailsAfterCommit(messages);
  }

  /**
   * An email to the customer of `row`, written with their profile (null once the account is gone); none, logged, if it
   * cannot be written, since the request is saved either way.
   */
  private async customerEmail(
    ctx: RequestContext,
    row: CarRequest,
    write: (profile: User | null) => Promise<EmailMessage>,
  ): Promise<EmailMessage[]> {
    try {
      const profile = row.userId ? await this.users.findById(row.userId) : null;
      return [await write(profile)];
    } catch (error) {
      this.logger.error({ err: error, requestId: ctx.requestId }, 'Could not write a car request email to the customer');
      return [];
    }
  }
}

/** What the customer asked for and how to reach them: the part of a request its emails and its staff view share. */
const askedFor = (r: CarRequest) => ({
  make: r.make,
  model: r.model,
  year: r.year,
  comments: r.comments,
  name: r.name,
  email: r.email,
  phone: r.phone,
  whatsapp: r.whatsapp,
  contactMethod: r.contactMethod,
  promotions: r.promotions,
});

const toFacts = (r: CarRequest): CarRequestFacts => ({ reference: carRequestReference(r.id), ...askedFor(r) });

const mailVars = (r: CarRequestFacts): CarRequestMailVars => ({ name: r.name, reference: r.reference, car: wantedCar(r) });

/** The columns of the car requests' CSV export. */
const CAR_REQUEST_CSV_COLUMNS: CsvColumn<CarRequestDto>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Sent at', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => r.status },
  { header: 'Make', value: (r) => r.make },
  { header: 'Model', value: (r) => r.model },
  { header: 'Year', value: (r) => r.year },
  { header: 'Comments', value: (r) => r.comments },
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'WhatsApp', value: (r) => r.whatsapp },
  { header: 'Contact method', value: (r) => r.contactMethod },
  { header: 'Promotions', value: (r) => r.promotions },
  { header: 'Offered stock id', value: (r) => r.offeredStockId },
  { header: 'Handled at', value: (r) => r.handledAt },
  { header: 'Note', value: (r) => r.handledNote },
];

/** The request as staff see it: what was asked for after its id, reference and status. */
const toCarRequestDto = (r: CarRequest): CarRequestDto => ({
  id: r.publicId,
  reference: carRequestReference(r.id),
  status: r.status,
  ...askedFor(r),
  createdAt: r.createdAt.toISOString(),
  offeredStockId: r.offeredStockId,
  handledNote: r.handledNote,
  handledAt: r.handledAt?.toISOString() ?? null,
  handledBy: r.handledBy,
  nextStatuses: carRequestTargets(r.status),
});
