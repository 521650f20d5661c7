import { Inject, Injectable, Logger, type StreamableFile } from '@nestjs/common';
import { type CsvColumn } from '../../common/csv/csv.js';
import { CsvExports } from '../../common/csv/csv-exports.service.js';
import type { RequestContext } from '../../common/context/request-context.js';
import { invalidField } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { StaffList } from '../../common/pagination/staff-list.js';
import { Clock } from '../../common/time/clock.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { modification } from '../audit/audit-facts.js';
import { AuditedChanges } from '../audit/audited-changes.service.js';
import { emailLanguageOf } from '../notifications/email/email-template.js';
import { renderEmail } from '../notifications/email/render-email.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersService } from '../users/users.service.js';
import { damageStatusEmail } from './damage-report-emails.js';
import { damageTransitionRefusal } from './damage-report-rules.js';
import type { DamageReport } from './damage-report.entity.js';
import { photosByReport, toAdminDamageReportDto } from './damage-reports.mappers.js';
import { DAMAGE_REPORT_SORT, DamageReportsRepository } from './damage-reports.repository.js';
import type {
  AdminDamageReportsExportQueryDto,
  AdminDamageReportsQueryDto,
  ChangeDamageReportStatusDto,
} from './damage-reports.requests.js';
import type { AdminDamageReportDto, AdminDamageReportListDto } from './damage-reports.responses.js';
import { DAMAGE_AUDIT, DAMAGE_TARGET, DamageReportsService, type PhotoFile } from './damage-reports.service.js';

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

/** Staff's side of damage reports: the list and its CSV, the photos, and the status changes the customer is emailed. */
@Injectable()
export class DamageReportsAdminService {
  private readonly logger = new Logger(DamageReportsAdminService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: DamageReportsRepository,
    private readonly reports: DamageReportsService,
    private readonly changes: AuditedChanges,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly exports: CsvExports,
  ) {}

  private readonly staffList = new StaffList(this.exports, {
    filtered: (query: AdminDamageReportsExportQueryDto) => this.repository.filtered(query),
    sort: DAMAGE_REPORT_SORT,
    items: (rows: DamageReport[]) => this.toDtos(rows),
    csv: { filename: 'damage-reports', columns: DAMAGE_REPORT_CSV_COLUMNS, rows: (rows) => this.toDtos(rows) },
  });

  listAll(query: AdminDamageReportsQueryDto): Promise<AdminDamageReportListDto> {
    return this.staffList.page(query);
  }

  /** The filtered list as CSV, in the list's order, streamed in batches. */
  exportCsv(query: AdminDamageReportsExportQueryDto): Promise<StreamableFile> {
    return this.staffList.exportCsv(query);
  }

  async getForStaff(reference: string): Promise<AdminDamageReportDto> {
    return (await this.toDtos([await this.repository.get(reference)]))[0]!;
  }

  async photoForStaff(reference: string, photoId: string, thumb: boolean): Promise<PhotoFile> {
    return this.reports.photo(await this.repository.get(reference), photoId, thumb);
  }

  /** Staff set the next status (damage-report-rules.ts) with a note to the customer, who is emailed. Audited. */
  async changeStatus(ctx: RequestContext, reference: string, body: ChangeDamageReportStatusDto): Promise<AdminDamageReportDto> {
    const note = body.note ?? null;
    if (body.status === 'rejected' && !note) throw invalidField('note', Msg.DAMAGE_NOTE_REQUIRED_TO_REJECT);
    const report = await this.changes.run(ctx, async (tx) => {
      const found = await this.repository.lock(tx.manager, reference);
      const refusal = damageTransitionRefusal(found.status, body.status);
      if (refusal) throw refusal;
      await this.repository.update(tx.manager, found.id, { status: body.status, staffNote: note, statusChangedAt: this.clock.now() });
      await tx.audit(
        modification(DAMAGE_AUDIT.status, DAMAGE_TARGET, found.reference, {
          before: { status: found.status },
          after: { status: body.status, ...(note ? { note } : {}) },
        }),
      );
      return this.repository.reread(tx.manager, found.id);
    });
    await this.notify(ctx, report);
    return (await this.toDtos([report]))[0]!;
  }

  private async notify(ctx: RequestContext, report: DamageReport): Promise<void> {
    const failure = { logger: this.logger, requestId: ctx.requestId, text: 'Could not queue a damage report notice' };
    await this.notifications.sendNotice(async () => {
      const customer = await this.users.findById(report.userId);
      if (!customer) return null;
      const vars = {
        firstName: customer.firstName,
        reference: report.reference,
        carTitle: report.carTitle,
        stockId: report.stockId,
        status: report.status,
        staffNote: report.staffNote,
        reportsUrl: `${this.config.publicUrl}/profile/damage-reports`,
      };
      // Staff changed it: the customer's profile says the language, not the staff member's request.
      return renderEmail(damageStatusEmail, emailLanguageOf(customer), vars, customer.email);
    }, failure);
  }

  private async toDtos(rows: DamageReport[]): Promise<AdminDamageReportDto[]> {
    if (rows.length === 0) return [];
    const photos = photosByReport(await this.repository.photosOf(rows.map((r) => r.id)));
    const customers = await this.users.findByIds(rows.map((r) => r.userId));
    return rows.map((r) => toAdminDamageReportDto(r, photos.get(String(r.id)) ?? [], customers.get(String(r.userId))));
  }
}
