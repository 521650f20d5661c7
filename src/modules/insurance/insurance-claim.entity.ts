import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Order } from '../orders/order.entity.js';
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
export class InsuranceClaim {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Index('uq_insurance_claims_public_id', { unique: true })
  @Column({ name: 'public_id', type: 'uuid' })
  @Generated('uuid')
  publicId: string;

  /**
   * The customer; null once their account is deleted. The claim stays, like the order it is about: an approved payout
   * is money the company owes, a paid one money it paid (issue 24 §6).
   */
  @Column({ name: 'user_id', type: 'bigint', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'order_id', type: 'bigint' })
  orderId: string;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ name: 'order_public_id', type: 'uuid' })
  orderPublicId: string;

  @Column({ name: 'stock_id', type: 'varchar', length: 12 })
  stockId: string;

  @Column({ name: 'car_title', type: 'varchar', length: 120 })
  carTitle: string;

  /** The customer's damage report this claim is about (its reference, e.g. DR-7K3M9Q2X), if any. */
  @Column({ name: 'damage_report_reference', type: 'varchar', length: 16, nullable: true })
  damageReportReference: string | null;

  @Column({ type: 'varchar', length: 2000 })
  description: string;

  /** Step 3: the day the damage was found. */
  @Column({ name: 'damage_found_on', type: 'date' })
  damageFoundOn: string;

  @Column({ name: 'amount_claimed', type: 'numeric', precision: 12, scale: 2 })
  amountClaimed: string;

  @Column({ name: 'repair_estimate', type: 'numeric', precision: 12, scale: 2, nullable: true })
  repairEstimate: string | null;

  /** The order's cover when the claim was filed: the most the claim can pay. */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
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
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  payout: string | null;

  @Column({ name: 'rejection_reason', type: 'varchar', length: 1000, nullable: true })
  rejectionReason: string | null;

  /** Step 5, recorded by the customer. */
  @Column({ name: 'repaired_at', type: 'timestamptz', nullable: true })
  repairedAt: Date | null;

  @Column({ name: 'repair_cost', type: 'numeric', precision: 12, scale: 2, nullable: true })
  repairCost: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** Step 6: when staff paid the cash refund. */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One thing that happened to a claim, with who did it and when: the history staff see. */
@Entity('insurance_claim_events')
@Index('ix_insurance_claim_events_claim', ['claimId', 'id'])
export class InsuranceClaimEvent {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'claim_id', type: 'bigint' })
  claimId: string;

  @ManyToOne(() => InsuranceClaim, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'claim_id' })
  claim?: InsuranceClaim;

  @Column({ type: 'varchar', length: 16 })
  kind: ClaimEventKind;

  /** The amount the event is about (claimed, repair cost, payout), if any. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
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
