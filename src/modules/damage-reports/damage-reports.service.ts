import { Inject, Injectable, Logger } from '@nestjs/common';
import { actorOf, type RequestContext } from '../../common/context/request-context.js';
import { conflict, notFound } from '../../common/errors/app-error.js';
import { MESSAGES, Msg } from '@autoexport/contract/messages';
import { resolvePaging } from '../../common/pagination/pagination.js';
import { newStorageKeyBase, PRIVATE_STORAGE, type PrivateFileStorage } from '../../common/storage/file-storage.js';
import { Clock } from '../../common/time/clock.js';
import { processImage, type ProcessedImage } from '../../common/uploads/image-processing.js';
import { createValidationPipe } from '../../common/validation/validation.pipe.js';
import { sqlState, UNIQUE_VIOLATION } from '../../database/sql.js';
import { addition } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { CustomerOrdersService } from '../orders/customer-orders.service.js';
import type { DamageReportForm } from './damage-report-form.js';
import { isPurchased, kindsOf, newDamageReference } from './damage-report-rules.js';
import type { DamageReport } from './damage-report.entity.js';
import { photosByReport, toDamageReportDto } from './damage-reports.mappers.js';
import { DamageReportsRepository } from './damage-reports.repository.js';
import { type DamageReportsQueryDto, FileDamageReportFieldsDto } from './damage-reports.requests.js';
import type { DamageReportCreatedDto, DamageReportDto, DamageReportListDto } from './damage-reports.responses.js';

/** Private storage folder of the photos: `damage-reports/<reference>/<random>.webp` and `…-thumb.webp`. */
export const DAMAGE_FOLDER = 'damage-reports';
export const DAMAGE_TARGET = 'damage_report';
export const DAMAGE_AUDIT = { file: 'damage_report.file', status: 'damage_report.status_change' } as const;

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
 * purchased orders (the orders module; another customer's is "Order not found.") — with the four kinds, a description and
 * up to 10 photos. Photos are decoded and re-encoded without metadata (src/common/uploads) and kept in the private
 * storage, read back only by the owner and staff. Staff move a report submitted → under review → resolved or
 * rejected with a note; the customer is emailed on each change. Table ownership: `damage_reports`,
 * `damage_report_photos`. This service serves the customer; DamageReportsAdminService serves staff; every query is in
 * DamageReportsRepository.
 */
@Injectable()
export class DamageReportsService {
  private readonly logger = new Logger(DamageReportsService.name);

  constructor(
    private readonly repository: DamageReportsRepository,
    private readonly changes: AuditedChanges,
    private readonly orders: CustomerOrdersService,
    private readonly clock: Clock,
    @Inject(PRIVATE_STORAGE) private readonly storage: PrivateFileStorage,
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
        const now = this.clock.now();
        const reportId = await this.repository.insert(
          tx.manager,
          {
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
          },
          stored.map((s) => ({
            storageKey: s.key,
            thumbnailKey: s.thumbKey,
            width: s.image.image.width,
            height: s.image.image.height,
            sizeBytes: s.image.image.data.length,
          })),
        );
        await tx.audit(
          addition(DAMAGE_AUDIT.file, DAMAGE_TARGET, reference, {
            orderId: order.publicId,
            stockId: order.stockId,
            kinds: kindsOf(body),
            photos: stored.length,
            status: 'submitted',
          }),
        );
        return this.repository.reread(tx.manager, reportId);
      });
      return { ...(await this.toDtos([report]))[0]!, message: MESSAGES.DAMAGE_REPORT_SUBMITTED };
    } catch (error) {
      await this.discard(stored);
      if (sqlState(error) === UNIQUE_VIOLATION) await this.refuseIfOpen(order.id);
      throw error;
    }
  }

  async listOwn(ctx: RequestContext, query: DamageReportsQueryDto): Promise<DamageReportListDto> {
    const { page, limit, skip } = resolvePaging(query.page, query.limit);
    const [rows, total] = await this.repository.ownPage(actorOf(ctx).id, skip, limit);
    return { items: await this.toDtos(rows), total, page, limit };
  }

  async getOwn(ctx: RequestContext, reference: string): Promise<DamageReportDto> {
    return (await this.toDtos([await this.repository.get(reference, actorOf(ctx).id)]))[0]!;
  }

  async photoOwn(ctx: RequestContext, reference: string, photoId: string, thumb: boolean): Promise<PhotoFile> {
    return this.photo(await this.repository.get(reference, actorOf(ctx).id), photoId, thumb);
  }

  /* ---------------------------------------------------------------- helpers */

  /** 409 when the order already has a report being dealt with. */
  private async refuseIfOpen(orderId: string): Promise<void> {
    const reference = await this.repository.openReportOf(orderId);
    if (reference !== null) throw conflict(Msg.DAMAGE_REPORT_ALREADY_OPEN, { reference });
  }

  /** One photo of the report (or its thumbnail) from the private storage; 404 when either is missing. */
  async photo(report: DamageReport, photoId: string, thumb: boolean): Promise<PhotoFile> {
    const photo = await this.repository.photo(report, photoId);
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

  private async toDtos(rows: DamageReport[]): Promise<DamageReportDto[]> {
    if (rows.length === 0) return [];
    const photos = photosByReport(await this.repository.photosOf(rows.map((r) => r.id)));
    return rows.map((r) => toDamageReportDto(r, photos.get(String(r.id)) ?? [], '/api/damage-reports'));
  }
}
