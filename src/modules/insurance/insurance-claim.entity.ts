import { Column, Entity, Index } from 'typeorm';
import { JoinedTo, KeyColumn, Keyed, MoneyColumn, OwnedBy, PublicKeyed, Timestamped } from '../../common/database/columns.js';
import { OrderCopy } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import type { ClaimEventKind, ClaimStatus } from './insurance-claim-rules.js';

/**
 * A marine insurance claim (spec §2 Insurance page: buy, import, damage found, file a claim, repair, cash refund): filed
 * by the customer against their insured order once the car has arrived, optionally about one of their damage reports;
 * staff approve it with a payout (at most the cover) or reject it, then record the payout. Money in USD. The order's
 * stock id, title, cover and arrival are copied so lists need no join. At most one claim per order that is not
 * rejected (uq_insurance_claims_order): a rejected claim may be filed again.
 */
@Entity('insurance_claims')
@Index('ix_insurance_claims_user_recent', ['userId', 'createdAt', 'id'])
@Index('ix_insurance_claims_status_recent', ['status', 'createdAt', 'id'])
@Index('ix_insurance_claims_recent', ['createdAt', 'id'])
@Index('uq_insurance_claims_order', ['orderId'], { unique: true, where: "status <> 'rejected'" })
@Index('uq_insurance_claims_public_id', ['publicId'], { unique: true })
// The customer's account; null once it is deleted. The claim stays, like the order it is about: an approved payout is
// money the company owes, a paid one money it paid (issue 24 §6).
export class InsuranceClaim extends Timestamped(OrderCopy(OwnedBy(PublicKeyed, () => User, 'SET NULL'))) {
  /** The customer's damage report this claim is about (its reference, e.g. DR-7K3M9Q2X), if any. */
  @Column({ name: 'damage_report_reference', type: 'varchar', length: 16, nullable: true })
  damageReportReference: string | null;

  @Column({ type: 'varchar', length: 2000 })
  description: string;

  /** Step 3: the day the damage was found. */
  @Column({ name: 'damage_found_on', type: 'date' })
  damageFoundOn: string;

  @MoneyColumn({ name: 'amount_claimed' })
  amountClaimed: string;

  @MoneyColumn({ name: 'repair_estimate', nullable: true })
  repairEstimate: string | null;

  /** The order's cover when the claim was filed: the most the claim can pay. */
  @MoneyColumn()
  cover: string;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency: 'USD';

  /** Step 1: when the insurance started; step 2: when the order arrived. */
  @Column({ name: 'insured_at', type: 'timestamptz' })
  insuredAt: Date;

  @Column({ name: 'arrived_at', type: 'timestamptz' })
  arrivedAt: Date;

  @Column({ type: 'varchar', length: 16 })
  status: ClaimStatus;

  /** What staff approved (the assessed damage, capped at the cover). */
  @MoneyColumn({ nullable: true })
  payout: string | null;

  @Column({ name: 'rejection_reason', type: 'varchar', length: 1000, nullable: true })
  rejectionReason: string | null;

  /** Step 5, recorded by the customer. */
  @Column({ name: 'repaired_at', type: 'timestamptz', nullable: true })
  repairedAt: Date | null;

  @MoneyColumn({ name: 'repair_cost', nullable: true })
  repairCost: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** Step 6: when staff paid the cash refund. */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;
}

/** One thing that happened to a claim, with who did it and when: the history staff see. */
@Entity('insurance_claim_events')
@Index('ix_insurance_claim_events_claim', ['claimId', 'id'])
export class InsuranceClaimEvent extends Keyed {
  @KeyColumn('claim_id')
  claimId: string;

  @JoinedTo(() => InsuranceClaim, 'claim_id', { onDelete: 'CASCADE' })
  claim?: InsuranceClaim;

  @Column({ type: 'varchar', length: 16 })
  kind: ClaimEventKind;

  /** The amount the event is about (claimed, repair cost, payout), if any. */
  @MoneyColumn({ nullable: true })
  amount: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  note: string | null;

  /** The public id of who acted. No foreign key: the history outlives accounts. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_role', type: 'varchar', length: 16, nullable: true })
  actorRole: string | null;

  @Column({ type: 'timestamptz' })
  at: Date;
}
