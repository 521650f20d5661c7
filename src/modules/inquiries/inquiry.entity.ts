import { Check, Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, Keyed, OwnedBy, Timestamped } from '../../common/database/columns.js';
import { Car } from '../cars/car.entity.js';
import { User } from '../users/user.entity.js';
import type { ContactMethod } from '../../common/contact-method.js';

/** Spec §4 Inquiry status. */
export const INQUIRY_STATUSES = ['pending', 'responded', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * A customer's inquiry (spec §3 Inquiry): about a car, or general (no car, "Car: N/A"). Its human reference,
 * `INQ-000123`, is spelled from the id (inquiry-rules.ts), so it needs no column of its own. The email is the
 * sender's account email at the time of sending. A car that is deleted leaves the inquiry with no car.
 */
@Entity('inquiries')
@Index('ix_inquiries_user_recent', ['userId', 'createdAt', 'id'])
@Index('ix_inquiries_status_recent', ['status', 'createdAt', 'id'])
@Index('ix_inquiries_recent', ['createdAt', 'id'])
@Index('ix_inquiries_car', ['carId'])
@Index('ix_inquiries_status', ['status', 'id'])
@Index('ix_inquiries_name', ['name', 'id'])
@Check('ck_inquiries_status', `"status" IN ('pending', 'responded', 'closed')`)
@Check('ck_inquiries_contact_method', `"contact_method" IN ('any', 'email', 'phone', 'whatsapp')`)
export class Inquiry extends Timestamped(OwnedBy(Keyed, () => User, 'CASCADE')) {
  /** Null for a general inquiry. */
  @KeyColumn('car_id', { nullable: true })
  carId: string | null;

  @JoinedTo(() => Car, 'car_id', { onDelete: 'SET NULL' })
  car?: Car | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  whatsapp: string | null;

  @Column({ type: 'varchar', length: 2000 })
  message: string;

  @Column({ name: 'contact_method', type: 'varchar', length: 16, default: 'any' })
  contactMethod: ContactMethod;

  @Column({ name: 'promotion_opt_in', type: 'boolean', default: false })
  promotionOptIn: boolean;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  comments: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  model: string | null;

  @Column({ type: 'smallint', nullable: true })
  year: number | null;

  @Column({ name: 'mileage_km', type: 'integer', nullable: true })
  mileageKm: number | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: InquiryStatus;

  @Column({ name: 'response_message', type: 'varchar', length: 5000, nullable: true })
  responseMessage: string | null;

  @Column({ name: 'responded_at', type: 'timestamptz', nullable: true })
  respondedAt: Date | null;
}
