import { Check, Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, OwnedBy, PublicKeyed, Timestamped } from '../../common/database/columns.js';
import { Car } from '../cars/car.entity.js';
import { User } from '../users/user.entity.js';
import type { ContactMethod } from '../../common/contact-method.js';

export const CAR_REQUEST_STATUSES = ['open', 'handled'] as const;
export type CarRequestStatus = (typeof CAR_REQUEST_STATUSES)[number];

/**
 * A customer's "Request a Car" (spec §2, §3 Request-a-car form): the car they look for and how to reach them. Staff
 * mark it handled, linking the car they offer (its id and stock id, kept as it was when offered). Its human reference
 * is `RQ-` and the id (car-request-rules.ts). The request stays when the user or the offered car goes.
 */
@Entity('car_requests')
@Index('ix_car_requests_status_recent', ['status', 'createdAt', 'id'])
@Index('ix_car_requests_recent', ['createdAt', 'id'])
@Index('ix_car_requests_user', ['userId'])
@Index('ix_car_requests_offered_car', ['offeredCarId'])
@Index('ix_car_requests_status', ['status', 'id'])
@Index('ix_car_requests_make', ['make', 'id'])
@Check('ck_car_requests_status', `"status" IN ('open', 'handled')`)
@Check('ck_car_requests_contact_method', `"contact_method" IN ('any', 'email', 'phone', 'whatsapp')`)
@Index('uq_car_requests_public_id', ['publicId'], { unique: true })
export class CarRequest extends Timestamped(OwnedBy(PublicKeyed, () => User, 'SET NULL')) {
  @Column({ type: 'varchar', length: 60 })
  make: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  model: string | null;

  @Column({ type: 'int', nullable: true })
  year: number | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  comments: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  whatsapp: string | null;

  @Column({ name: 'contact_method', type: 'varchar', length: 16 })
  contactMethod: ContactMethod;

  @Column({ type: 'boolean', default: false })
  promotions: boolean;

  @Column({ name: 'privacy_agreed_at', type: 'timestamptz' })
  privacyAgreedAt: Date;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: CarRequestStatus;

  @KeyColumn('offered_car_id', { nullable: true })
  offeredCarId: string | null;

  @JoinedTo(() => Car, 'offered_car_id', { onDelete: 'SET NULL' })
  offeredCar?: Car;

  @Column({ name: 'offered_stock_id', type: 'varchar', length: 12, nullable: true })
  offeredStockId: string | null;

  @Column({ name: 'handled_note', type: 'varchar', length: 1000, nullable: true })
  handledNote: string | null;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  /** The staff member's public id. */
  @Column({ name: 'handled_by', type: 'uuid', nullable: true })
  handledBy: string | null;
}
