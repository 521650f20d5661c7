import { Inject, Injectable, Logger, type StreamableFile } from '@nestjs/common';
import { cappedPage } from '../../common/pagination/capped-count.js';
import { Brackets, DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import { keysetBatches } from '../../common/csv/export-batches.js';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, invalidField, notFound } from '../../common/errors/app-error.js';
import { MESSAGES, Msg } from '../../common/errors/messages.js';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { applySort } from '../../common/pagination/sort.js';
import { newStorageKeyBase, PRIVATE_STORAGE, type PrivateFileStorage } from '../../common/storage/file-storage.js';
import { Clock } from '../../common/time/clock.js';
import { toTimeRange } from '../../common/time/time-range.js';
import { processImage, type ProcessedImage } from '../../common/uploads/image-processing.js';
import { createValidationPipe } from '../../common/validation/validation.pipe.js';
import { isUuid } from '../../common/validation/uuid.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { escapeLike, sqlState, UNIQUE_VIOLATION } from '../../database/sql.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { CustomerOrdersService } from '../orders/customer-orders.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { damageStatusEmail } from './damage-report-emails.js';
import type { DamageReportForm } from './damage-report-form.js';
import {
  DAMAGE_REPORT_MACHINE,
  damageTransitionRefusal,
  isPurchased,
  kindsOf,
  newDamageReference,
  normaliseDamageReference,
  OPEN_DAMAGE_STATUSES,
  type StaffDamageStatus,
} from './damage-report-rules.js';
import { DamageReport, DamageReportPhoto } from './damage-report.entity.js';
import {
  type AdminDamageReportsExportQueryDto,
  type DAMAGE_REPORT_SORT_KEYS,
  type AdminDamageReportsQueryDto,
  type ChangeDamageReportStatusDto,
  type DamageReportsQueryDto,
  FileDamageReportFieldsDto,
} from './damage-reports.requests.js';
import type {
  AdminDamageReportDto,
  AdminDamageReportListDto,
  DamageReportCreatedDto,
  DamageReportDto,
  DamageReportListDto,
} from './damage-reports.responses.js';

/** Private storage folder of the photos: `damage-reports/<reference>/<random>.webp` and `…-thumb.webp`. */
export const DAMAGE_FOLDER = 'damage-reports';
const TARGET = 'damage_report';
export const DAMAGE_AUDIT = { file: 'damage_report.file', status: 'damage_report.status_change' } as const;

const DAMAGE_REPORT_SORT_COLUMNS: Record<(typeof DAMAGE_REPORT_SORT_KEYS)[number], string> = {
  createdAt: 'r.createdAt',
  status: 'r.status',
  statusChangedAt: 'r.statusChangedAt',
  stockId: 'r.stockId',
};

/** The columns of the damage reports' CSV export. */
const DAMAGE_REPORT_CSV_COLUMNS: CsvColumn<AdminDamageReportDto>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Filed at', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => r.status },
  { header: 'Status changed at', value: (r) => r.statusChangedAt },
  { header: 'Stock id', value: (r) => r.order.stockId },
  { header: 'Car', value: (r) => r.order.carTitle },
  { header: 'Order', value: (r) => r.order.id },
  { header: 'Customer', value: (r) => r.customer.name },
  { header: 'Email', value: (r) => r.customer.email },
  { header: 'Damaged exterior', value: (r) => r.damagedExterior },
  { header: 'Damaged interior', value: (r) => r.damagedInterior },
  { header: 'Mechanical issues', value: (r) => r.mechanicalIssues },
  { header: 'Missing accessories', value: (r) => r.missingAccessories },
  { header: 'Description', value: (r) => r.description },
  { header: 'Photos', value: (r) => r.photos.length },
  { header: 'Staff note', value: (r) => r.staffNote },
];

/** A damage report's multipart body, read when the service asks (keeps Fastify in the controller). */
export type DamageReportUpload = () => Promise<DamageReportForm>;

/** A photo on its way to a download. */
export interface PhotoFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

interface StoredPhoto {
  image: ProcessedImage;
  key: string;
  thumbKey: string;
}

const fieldsPipe = createValidationPipe();

/**
 * Damage reports (spec §2 Damage report, §3): a signed-in customer files one about a car they bought — one of their
 * purchased orders (OrdersService; another customer's is "Order not found.") — with the four kinds, a description and
 * up to 10 photos. Photos are decoded and re-encoded without metadata (src/common/uploads) and kept in the private
 * storage, read back only by the owner and staff. Staff move a report submitted → under review → resolved or
 * rejected with a note; the customer is emailed on each change. Table ownership: `damage_reports`,
 * `damage_report_photos`.
 */
@Injectable()
export class DamageReportsService {
  private readonly logger = new Logger(DamageReportsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly changes: AuditedChanges,
    private readonly orders: CustomerOrdersService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(PRIVATE_STORAGE) private readonly storage: PrivateFileStorage,
    private readonly exports: CsvExports,
  ) {}

  async file(ctx: RequestContext, upload: DamageReportUpload): Promise<DamageReportCreatedDto> {
    const customerId = actorOf(ctx).id;
    const form = await upload();
    const body = (await fieldsPipe.transform(form.fields, {
      type: 'body',
      metatype: FileDamageReportFieldsDto,
    })) as FileDamageReportFieldsDto;
    const order = await this.orders.findOwn(ctx, body.orderId);
    if (!isPurchased(order)) throw conflict(Msg.DAMAGE_ORDER_NOT_PURCHASED);
    await this.refuseIfOpen(order.id);

    const images: ProcessedImage[] = [];
    for (const photo of form.photos) images.push(await processImage(photo.data, photo.kind));
    const reference = newDamageReference();
    const stored = await this.store(reference, images);
    try {
      const report = await this.changes.run(ctx, async (tx) => {
        const repo = tx.manager.getRepository(DamageReport);
        const now = this.clock.now();
        const inserted = await repo.insert(
          repo.create({
            reference,
            userId: customerId,
            orderId: order.id,
            orderPublicId: order.publicId,
            stockId: order.stockId,
            carTitle: order.carTitle,
            damagedExterior: body.damagedExterior,
            damagedInterior: body.damagedInterior,
            mechanicalIssues: body.mechanicalIssues,
            missingAccessories: body.missingAccessories,
            description: body.description,
            status: 'submitted',
            staffNote: null,
            statusChangedAt: now,
          }),
        );
        const reportId = String((inserted.identifiers[0] as { id: string }).id);
        if (stored.length > 0) {
          await tx.manager.getRepository(DamageReportPhoto).insert(
            stored.map((s, position) => ({
              reportId,
              position,
              storageKey: s.key,
              thumbnailKey: s.thumbKey,
              width: s.image.image.width,
              height: s.image.image.height,
              sizeBytes: s.image.image.data.length,
            })),
          );
        }
        await tx.audit({
          action: DAMAGE_AUDIT.file,
          targetType: TARGET,
          targetId: reference,
          before: null,
          after: { orderId: order.publicId, stockId: order.stockId, kinds: kindsOf(body), photos: stored.length, status: 'submitted' },
        });
        return repo.findOneByOrFail({ id: reportId });
      });
      return { ...(await this.toDtos([report], 'customer'))[0]!, message: MESSAGES.DAMAGE_REPORT_SUBMITTED };
    } catch (error) {
      await this.discard(stored);
      if (sqlState(error) === UNIQUE_VIOLATION) await this.refuseIfOpen(order.id);
      throw error;
    }
  }

  async listOwn(ctx: RequestContext, query: DamageReportsQueryDto): Promise<DamageReportListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.dataSource
      .getRepository(DamageReport)
      .findAndCount({ where: { userId: actorOf(ctx).id }, order: { createdAt: 'DESC', id: 'DESC' }, skip, take: limit });
    return { items: await this.toDtos(rows, 'customer'), total, page, limit };
  }

  async getOwn(ctx: RequestContext, reference: string): Promise<DamageReportDto> {
    return (await this.toDtos([await this.find(reference, actorOf(ctx).id)], 'customer'))[0]!;
  }

  async photoOwn(ctx: RequestContext, reference: string, photoId: string, thumb: boolean): Promise<PhotoFile> {
    return this.photo(await this.find(reference, actorOf(ctx).id), photoId, thumb);
  }

  /* ---------------------------------------------------------------- staff */

  async listAll(query: AdminDamageReportsQueryDto): Promise<AdminDamageReportListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const qb = this.filtered(query);
    const { rows, total, totalEstimated } = await cappedPage(qb, skip, limit);
    return { items: await this.toDtos(rows, 'staff'), total, totalEstimated, page, limit };
  }

  /** The filtered list as CSV, in the list's order, streamed in batches. */
  exportCsv(query: AdminDamageReportsExportQueryDto): Promise<StreamableFile> {
    const qb = this.filtered(query);
    return this.exports.download(
      'damage-reports',
      DAMAGE_REPORT_CSV_COLUMNS,
      keysetBatches(qb, (rows) => this.toDtos(rows, 'staff')),
    );
  }

  /** The staff list's query with its filters and sort. */
  private filtered(query: AdminDamageReportsExportQueryDto): SelectQueryBuilder<DamageReport> {
    const range = toTimeRange(query.from, query.to);
    if (!range) throw invalidField('to', Msg.INVALID_DATE_RANGE);
    const qb = this.dataSource.getRepository(DamageReport).createQueryBuilder('r');
    if (query.status) qb.andWhere('r.status = :status', { status: query.status });
    if (query.order) {
      if (isUuid(query.order)) qb.andWhere('r.orderPublicId = :order', { order: query.order.toLowerCase() });
      else qb.andWhere('r.stockId ILIKE :stock', { stock: `%${escapeLike(query.order.toUpperCase())}%` });
    }
    if (range.from) qb.andWhere('r.createdAt >= :from', { from: range.from });
    if (range.until) qb.andWhere('r.createdAt < :until', { until: range.until });
    if (query.q) {
      const q = `%${escapeLike(query.q)}%`;
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('r.reference ILIKE :q', { q })
            .orWhere('r.description ILIKE :q', { q })
            .orWhere('r.stockId ILIKE :q', { q })
            .orWhere('r.carTitle ILIKE :q', { q }),
        ),
      );
    }
    return applySort(qb, query.sort, DAMAGE_REPORT_SORT_COLUMNS, '-createdAt', 'r.id');
  }

  async getForStaff(reference: string): Promise<AdminDamageReportDto> {
    return (await this.toDtos([await this.find(reference)], 'staff'))[0]!;
  }

  async photoForStaff(reference: string, photoId: string, thumb: boolean): Promise<PhotoFile> {
    return this.photo(await this.find(reference), photoId, thumb);
  }

  /** Staff set the next status (damage-report-rules.ts) with a note to the customer, who is emailed. Audited. */
  async changeStatus(ctx: RequestContext, reference: string, body: ChangeDamageReportStatusDto): Promise<AdminDamageReportDto> {
    const note = body.note ?? null;
    if (body.status === 'rejected' && !note) throw invalidField('note', Msg.DAMAGE_NOTE_REQUIRED_TO_REJECT);
    const report = await this.changes.run(ctx, async (tx) => {
      const repo = tx.manager.getRepository(DamageReport);
      const ref = normaliseDamageReference(reference);
      const found = ref ? await repo.findOne({ where: { reference: ref }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!found) throw notFound(Msg.DAMAGE_REPORT_NOT_FOUND);
      const refusal = damageTransitionRefusal(found.status, body.status);
      if (refusal) throw refusal;
      await repo.update({ id: found.id }, { status: body.status, staffNote: note, statusChangedAt: this.clock.now() });
      await tx.audit({
        action: DAMAGE_AUDIT.status,
        targetType: TARGET,
        targetId: found.reference,
        before: { status: found.status },
        after: { status: body.status, ...(note ? { note } : {}) },
      });
      return repo.findOneByOrFail({ id: found.id });
    });
    await this.notify(ctx, report);
    return (await this.toDtos([report], 'staff'))[0]!;
  }

  /* ---------------------------------------------------------------- helpers */

  private async notify(ctx: RequestContext, report: DamageReport): Promise<void> {
    try {
      const customer = await this.users.findById(report.userId);
      if (!customer) return;
      await this.notifications.sendEmail(
        damageStatusEmail(customer.email, customer.firstName, report, `${this.config.publicUrl}/profile/damage-reports`),
      );
    } catch (error) {
      // The change stands even if its notice cannot be queued.
      this.logger.error({ err: error, requestId: ctx.requestId }, 'Could not queue a damage report notice');
    }
  }

  /** 409 when the order already has a report being dealt with. */
  private async refuseIfOpen(orderId: string): Promise<void> {
    const open = await this.dataSource
      .getRepository(DamageReport)
      .findOne({ where: { orderId, status: In([...OPEN_DAMAGE_STATUSES]) }, select: { id: true, reference: true } });
    if (open) throw conflict(Msg.DAMAGE_REPORT_ALREADY_OPEN, { reference: open.reference });
  }

  /** The report by reference (any case); with `ownerId`, 404 unless it is theirs. */
  private async find(reference: string, ownerId?: string): Promise<DamageReport> {
    const ref = normaliseDamageReference(reference);
    const report = ref
      ? await this.dataSource
          .getRepository(DamageReport)
          .findOne({ where: { reference: ref, ...(ownerId !== undefined ? { userId: ownerId } : {}) } })
      : null;
    if (!report) throw notFound(Msg.DAMAGE_REPORT_NOT_FOUND);
    return report;
  }

  private async photo(report: DamageReport, photoId: string, thumb: boolean): Promise<PhotoFile> {
    const photo = isUuid(photoId)
      ? await this.dataSource.getRepository(DamageReportPhoto).findOne({ where: { publicId: photoId.toLowerCase(), reportId: report.id } })
      : null;
    const data = photo ? await this.storage.read(thumb ? photo.thumbnailKey : photo.storageKey) : null;
    if (!photo || !data) throw notFound(Msg.DAMAGE_PHOTO_NOT_FOUND);
    return {
      data,
      contentType: 'image/webp',
      fileName: `${report.reference}-${photo.position + 1}${thumb ? '-thumb' : ''}.webp`,
    };
  }

  private async store(reference: string, images: ProcessedImage[]): Promise<StoredPhoto[]> {
    const stored: StoredPhoto[] = [];
    try {
      for (const image of images) {
        const base = newStorageKeyBase(DAMAGE_FOLDER, reference);
        const entry = { image, key: `${base}.${image.extension}`, thumbKey: `${base}-thumb.${image.extension}` };
        await this.storage.put(entry.key, image.image.data, image.contentType);
        stored.push(entry);
        await this.storage.put(entry.thumbKey, image.thumbnail.data, image.contentType);
      }
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  private async discard(stored: StoredPhoto[]): Promise<void> {
    for (const key of stored.flatMap((s) => [s.key, s.thumbKey])) {
      await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`Stored damage photo not removed: ${(e as Error).message}`));
    }
  }

  private async toDtos(rows: DamageReport[], view: 'customer'): Promise<DamageReportDto[]>;
  private async toDtos(rows: DamageReport[], view: 'staff'): Promise<AdminDamageReportDto[]>;
  private async toDtos(rows: DamageReport[], view: 'customer' | 'staff'): Promise<DamageReportDto[] | AdminDamageReportDto[]> {
    if (rows.length === 0) return [];
    const photos = await this.dataSource
      .getRepository(DamageReportPhoto)
      .find({ where: { reportId: In(rows.map((r) => r.id)) }, order: { reportId: 'ASC', position: 'ASC' } });
    const byReport = new Map<string, DamageReportPhoto[]>();
    for (const p of photos) byReport.set(String(p.reportId), [...(byReport.get(String(p.reportId)) ?? []), p]);
    const base = view === 'staff' ? '/api/admin/damage-reports' : '/api/damage-reports';
    const customers = view === 'staff' ? await this.users.findByIds(rows.map((r) => r.userId)) : new Map<string, User>();
    return rows.map((r) => {
      const dto: DamageReportDto = {
        reference: r.reference,
        status: r.status,
        order: { id: r.orderPublicId, stockId: r.stockId, carTitle: r.carTitle },
        damagedExterior: r.damagedExterior,
        damagedInterior: r.damagedInterior,
        mechanicalIssues: r.mechanicalIssues,
        missingAccessories: r.missingAccessories,
        description: r.description,
        staffNote: r.staffNote,
        photos: (byReport.get(String(r.id)) ?? []).map((p) => ({
          id: p.publicId,
          width: p.width,
          height: p.height,
          url: `${base}/${r.reference}/photos/${p.publicId}`,
        })),
        createdAt: r.createdAt.toISOString(),
        statusChangedAt: r.statusChangedAt.toISOString(),
      };
      if (view === 'customer') return dto;
      const c = customers.get(String(r.userId));
      return {
        ...dto,
        customer: { id: c?.publicId ?? null, email: c?.email ?? null, name: c ? `${c.firstName} ${c.lastName}`.trim() : null },
        nextStatuses: DAMAGE_REPORT_MACHINE.targets(r.status, 'staff') as StaffDamageStatus[],
      };
    }) as DamageReportDto[] | AdminDamageReportDto[];
  }
}
