import { toOrderCopyRef } from '../orders/orders.mappers.js';
import type { User } from '../users/user.entity.js';
import { DAMAGE_REPORT_MACHINE, type StaffDamageStatus } from './damage-report-rules.js';
import type { DamageReport, DamageReportPhoto } from './damage-report.entity.js';
import type { AdminDamageReportDto, DamageReportDto } from './damage-reports.responses.js';

/** Report id → its photos, in their order. */
export function photosByReport(photos: DamageReportPhoto[]): Map<string, DamageReportPhoto[]> {
  const byReport = new Map<string, DamageReportPhoto[]>();
  for (const p of photos) byReport.set(String(p.reportId), [...(byReport.get(String(p.reportId)) ?? []), p]);
  return byReport;
}

/** A report as its customer sees it, its photos served under `base` (the customer's or the staff's routes). */
export function toDamageReportDto(r: DamageReport, photos: DamageReportPhoto[], base: string): DamageReportDto {
  return {
    reference: r.reference,
    status: r.status,
    order: toOrderCopyRef(r),
    damagedExterior: r.damagedExterior,
    damagedInterior: r.damagedInterior,
    mechanicalIssues: r.mechanicalIssues,
    missingAccessories: r.missingAccessories,
    description: r.description,
    staffNote: r.staffNote,
    photos: photos.map((p) => ({
      id: p.publicId,
      width: p.width,
      height: p.height,
      url: `${base}/${r.reference}/photos/${p.publicId}`,
    })),
    createdAt: r.createdAt.toISOString(),
    statusChangedAt: r.statusChangedAt.toISOString(),
  };
}

/** A report as staff see it: with its customer and the statuses it may move to. */
export function toAdminDamageReportDto(r: DamageReport, photos: DamageReportPhoto[], c: User | undefined): AdminDamageReportDto {
  return {
    ...toDamageReportDto(r, photos, '/api/admin/damage-reports'),
    customer: { id: c?.publicId ?? null, email: c?.email ?? null, name: c ? `${c.firstName} ${c.lastName}`.trim() : null },
    nextStatuses: DAMAGE_REPORT_MACHINE.targets(r.status, 'staff') as StaffDamageStatus[],
  };
}
