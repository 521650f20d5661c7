import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { notFound } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { narrowed, type StaffListSort, timeRangeFilter } from '../../common/pagination/staff-list.js';
import { isUuid } from '../../common/validation/uuid.js';
import { normaliseDamageReference, OPEN_DAMAGE_STATUSES } from './damage-report-rules.js';
import { DamageReport, DamageReportPhoto } from './damage-report.entity.js';
import type { AdminDamageReportsExportQueryDto, DAMAGE_REPORT_SORT_KEYS } from './damage-reports.requests.js';

/** The staff list's sort: newest first unless asked, the id breaking ties. */
export const DAMAGE_REPORT_SORT: StaffListSort<(typeof DAMAGE_REPORT_SORT_KEYS)[number]> = {
  columns: { createdAt: 'r.createdAt', status: 'r.status', statusChangedAt: 'r.statusChangedAt', stockId: 'r.stockId' },
  fallback: '-createdAt',
  tieBreaker: 'r.id',
};

/** A photo's row as filed with its report, in its position. */
export type NewDamagePhoto = Pick<DamageReportPhoto, 'storageKey' | 'thumbnailKey' | 'width' | 'height' | 'sizeBytes'>;

/** Every query of the damage reports module (`damage_reports`, `damage_report_photos`). */
@Injectable()
export class DamageReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The report by reference (any case); with `ownerId`, 404 unless it is theirs. */
  async get(reference: string, ownerId?: string): Promise<DamageReport> {
    const ref = normaliseDamageReference(reference);
    const report = ref
      ? await this.dataSource
          .getRepository(DamageReport)
          .findOne({ where: { reference: ref, ...(ownerId !== undefined ? { userId: ownerId } : {}) } })
      : null;
    if (!report) throw notFound(Msg.DAMAGE_REPORT_NOT_FOUND);
    return report;
  }

  /** The report by reference (any case), locked for the transaction; 404 otherwise. */
  async lock(m: EntityManager, reference: string): Promise<DamageReport> {
    const ref = normaliseDamageReference(reference);
    const found = ref
      ? await m.getRepository(DamageReport).findOne({ where: { reference: ref }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!found) throw notFound(Msg.DAMAGE_REPORT_NOT_FOUND);
    return found;
  }

  /** A new report with its photos; its id. */
  async insert(m: EntityManager, fields: Partial<DamageReport>, photos: NewDamagePhoto[]): Promise<string> {
    const repo = m.getRepository(DamageReport);
    const inserted = await repo.insert(repo.create(fields));
    const reportId = String((inserted.identifiers[0] as { id: string }).id);
    if (photos.length > 0) {
      await m.getRepository(DamageReportPhoto).insert(photos.map((p, position) => ({ reportId, position, ...p })));
    }
    return reportId;
  }

  async update(m: EntityManager, id: string, changes: Partial<DamageReport>): Promise<void> {
    await m.getRepository(DamageReport).update({ id }, changes);
  }

  reread(m: EntityManager, id: string): Promise<DamageReport> {
    return m.getRepository(DamageReport).findOneByOrFail({ id });
  }

  /** The reference of the order's report being dealt with, if any. */
  async openReportOf(orderId: string): Promise<string | null> {
    const open = await this.dataSource
      .getRepository(DamageReport)
      .findOne({ where: { orderId, status: In([...OPEN_DAMAGE_STATUSES]) }, select: { id: true, reference: true } });
    return open?.reference ?? null;
  }

  /** A customer's reports, newest first, one page. */
  ownPage(userId: string, skip: number, take: number): Promise<[DamageReport[], number]> {
    return this.dataSource
      .getRepository(DamageReport)
      .findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, skip, take });
  }

  /** One photo of the report, by its public id. */
  photo(report: DamageReport, photoId: string): Promise<DamageReportPhoto | null> {
    return isUuid(photoId)
      ? this.dataSource.getRepository(DamageReportPhoto).findOne({ where: { publicId: photoId.toLowerCase(), reportId: report.id } })
      : Promise.resolve(null);
  }

  /** The photos of these reports, by report and position. */
  photosOf(reportIds: string[]): Promise<DamageReportPhoto[]> {
    return this.dataSource
      .getRepository(DamageReportPhoto)
      .find({ where: { reportId: In(reportIds) }, order: { reportId: 'ASC', position: 'ASC' } });
  }

  /** The reports the staff list's filters match (DamageReportsAdminService's StaffList sorts them). */
  filtered(query: AdminDamageReportsExportQueryDto): SelectQueryBuilder<DamageReport> {
    const range = timeRangeFilter(query);
    const order = query.order;
    const orderId = order && isUuid(order) ? order.toLowerCase() : undefined;
    return narrowed(this.dataSource.getRepository(DamageReport).createQueryBuilder('r'))
      .equals('r.status', query.status)
      .equals('r.orderPublicId', orderId)
      .contains(['r.stockId'], orderId ? undefined : order?.toUpperCase())
      .within('r.createdAt', range)
      .contains(['r.reference', 'r.description', 'r.stockId', 'r.carTitle'], query.q).qb;
  }
}
