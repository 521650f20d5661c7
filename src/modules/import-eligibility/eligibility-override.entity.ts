import { Column, Entity, Index } from 'typeorm';
import { Created, OwnedBy, PublicKeyed } from '../../common/database/columns.js';
import { User } from '../users/user.entity.js';
import type { IneligibilityReason } from '../import-rules/import-eligibility.js';

/**
 * Staff's written permission (issue 24 §3) for one customer's next reservation of one car to one country whose import
 * rules refuse it (a returning resident's exemption, say): the reservation that uses it records it, and it is then
 * used up; it also ends when revoked or once `expires_at` has passed. Created, used and revoked with audit entries.
 */
@Entity('eligibility_overrides')
// What a reservation asks: an open override of this customer for this car and country.
@Index('ix_eligibility_overrides_open', ['userId', 'stockId', 'countryCode'], { where: 'used_at IS NULL AND revoked_at IS NULL' })
@Index('ix_eligibility_overrides_created', ['createdAt'])
@Index('uq_eligibility_overrides_public_id', ['publicId'], { unique: true })
// The customer it lets through; it goes with their account.
export class EligibilityOverride extends Created(OwnedBy(PublicKeyed, () => User, 'CASCADE')) {
  @Column({ name: 'stock_id', type: 'varchar', length: 12 })
  stockId: string;

  /** ISO 3166-1 alpha-2 destination. */
  @Column({ name: 'country_code', type: 'char', length: 2 })
  countryCode: string;

  /** Why staff let the sale through, as they wrote it. */
  @Column({ type: 'text' })
  reason: string;

  /** What the rules said of the car when the override was made. */
  @Column({ type: 'jsonb' })
  reasons: IneligibilityReason[];

  /** The staff member who made it (users.id); null once their account is gone. */
  @Column({ name: 'created_by', type: 'bigint', nullable: true })
  createdBy: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** When a reservation used it, and which order (public id). */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
