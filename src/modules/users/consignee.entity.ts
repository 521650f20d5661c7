import { Column, Entity, Index } from 'typeorm';
import { OwnedBy, PublicKeyed, Timestamped } from '../../common/database/columns.js';
import { User } from './user.entity.js';

/** A consignee and its notify party, kept on the customer's profile for bills of lading. */
@Entity('consignees')
@Index('uq_consignees_public_id', ['publicId'], { unique: true })
@Index('ix_consignees_user', ['userId'])
export class Consignee extends Timestamped(OwnedBy(PublicKeyed, () => User, 'CASCADE')) {
  @Column({ name: 'consignee_name', type: 'varchar', length: 200 })
  consigneeName: string;

  @Column({ name: 'consignee_phone', type: 'varchar', length: 32, nullable: true })
  consigneePhone: string | null;

  @Column({ type: 'char', length: 2 })
  country: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Column({ name: 'reference_address', type: 'varchar', length: 300, nullable: true })
  referenceAddress: string | null;

  /** When set, the notify party is the consignee and the notify fields are copies. */
  @Column({ name: 'same_as_consignee', type: 'boolean', default: false })
  sameAsConsignee: boolean;

  @Column({ name: 'notify_name', type: 'varchar', length: 200, nullable: true })
  notifyName: string | null;

  @Column({ name: 'notify_city', type: 'varchar', length: 100, nullable: true })
  notifyCity: string | null;

  @Column({ name: 'notify_address', type: 'varchar', length: 300, nullable: true })
  notifyAddress: string | null;

  @Column({ name: 'notify_reference_address', type: 'varchar', length: 300, nullable: true })
  notifyReferenceAddress: string | null;

  @Column({ name: 'notify_phone', type: 'varchar', length: 32, nullable: true })
  notifyPhone: string | null;

  @Column({ name: 'notify_email', type: 'varchar', length: 254, nullable: true })
  notifyEmail: string | null;

  /** A permanent consignee is offered by default on every new order. */
  @Column({ type: 'boolean', default: false })
  permanent: boolean;
}
