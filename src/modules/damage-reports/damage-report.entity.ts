import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, Keyed, OwnedBy, PublicKeyed, Timestamped } from '../../common/database/columns.js';
import { OrderCopy } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import type { DamageReportStatus } from './damage-report-rules.js';

/**
 * A customer's report of damage found on a car they bought (spec §2 Damage report, §3): the four kinds, a
 * description and photos, about one of their purchased orders. Named by a human reference (`DR-7K3M9Q2X`); the
 * order's stock id and title are copied so lists need no join. At most one open report (submitted or under review)
 * per order: a second submission while one is open is refused (uq_damage_reports_open_order).
 */
@Entity('damage_reports')
@Index('ix_damage_reports_user_recent', ['userId', 'createdAt', 'id'])
@Index('ix_damage_reports_status_recent', ['status', 'createdAt', 'id'])
@Index('ix_damage_reports_recent', ['createdAt', 'id'])
@Index('ix_damage_reports_status', ['status', 'id'])
@Index('ix_damage_reports_status_changed', ['statusChangedAt', 'id'])
@Index('ix_damage_reports_stock', ['stockId', 'id'])
@Index('uq_damage_reports_open_order', ['orderId'], { unique: true, where: "status IN ('submitted', 'under_review')" })
export class DamageReport extends Timestamped(OrderCopy(OwnedBy(Keyed, () => User, 'CASCADE'))) {
  @Index('uq_damage_reports_reference', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  reference: string;

  @Column({ name: 'damaged_exterior', type: 'boolean', default: false })
  damagedExterior: boolean;

  @Column({ name: 'damaged_interior', type: 'boolean', default: false })
  damagedInterior: boolean;

  @Column({ name: 'mechanical_issues', type: 'boolean', default: false })
  mechanicalIssues: boolean;

  @Column({ name: 'missing_accessories', type: 'boolean', default: false })
  missingAccessories: boolean;

  @Column({ type: 'varchar', length: 2000 })
  description: string;

  @Column({ type: 'varchar', length: 16, default: 'submitted' })
  status: DamageReportStatus;

  /** What staff last told the customer with a status change. */
  @Column({ name: 'staff_note', type: 'varchar', length: 1000, nullable: true })
  staffNote: string | null;

  @Column({ name: 'status_changed_at', type: 'timestamptz' })
  statusChangedAt: Date;
}

/**
 * A photo of a damage report, re-encoded as WEBP without its metadata (GPS included), with a thumbnail; both kept in
 * the private storage and read back only by the report's owner and staff, never served by URL.
 */
@Entity('damage_report_photos')
@Index('ix_damage_report_photos_report', ['reportId', 'position'])
@Index('uq_damage_report_photos_public_id', ['publicId'], { unique: true })
export class DamageReportPhoto extends PublicKeyed {
  @KeyColumn('report_id')
  reportId: string;

  @JoinedTo(() => DamageReport, 'report_id', { onDelete: 'CASCADE' })
  report?: DamageReport;

  @Column({ type: 'smallint' })
  position: number;

  @Column({ name: 'storage_key', type: 'varchar', length: 300 })
  storageKey: string;

  @Column({ name: 'thumbnail_key', type: 'varchar', length: 300 })
  thumbnailKey: string;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @Column({ name: 'size_bytes', type: 'int' })
  sizeBytes: number;
}
