import { claimPayout, isBelowMinimumClaim } from './marine-insurance-rules.js';

/**
 * Claims, as one table of rules (pure): filed by the customer → approved (with a payout) or rejected by staff →
 * paid by staff. The customer records the repair (step 5) while the claim is filed or approved.
 */
export const CLAIM_STATUSES = ['filed', 'approved', 'rejected', 'paid'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_EVENT_KINDS = ['filed', 'repaired', 'approved', 'rejected', 'paid'] as const;
export type ClaimEventKind = (typeof CLAIM_EVENT_KINDS)[number];

/** The six steps of the spec's Insurance page, in order. */
export const CLAIM_STEPS = ['insured', 'arrived', 'damage_found', 'claim_filed', 'repaired', 'refund'] as const;
export type ClaimStepKey = (typeof CLAIM_STEPS)[number];
/** done; current (the next thing to happen); pending (later); refused (the refund, when the claim was rejected). */
export type ClaimStepState = 'done' | 'current' | 'pending' | 'refused';

export interface ClaimStep {
  step: number;
  key: ClaimStepKey;
  state: ClaimStepState;
  /** When it happened (a date-time, or the day for damage found). */
  at: string | null;
  /** The repair cost (step 5), the payout (step 6, approved or paid). */
  amountUsd: string | null;
}

/**
 * Why this order cannot be claimed against (a 409), or null when it can. Damage in transit shows when the car is
 * unloaded and inspected at the destination: a claim needs the order insured and arrived (step 2, imported).
 */
export function claimFilingRefusal(order: {
  insured: boolean;
  status: string;
}): 'CLAIM_ORDER_NOT_INSURED' | 'CLAIM_ORDER_NOT_ARRIVED' | null {
  if (!order.insured) return 'CLAIM_ORDER_NOT_INSURED';
  if (order.status !== 'arrived') return 'CLAIM_ORDER_NOT_ARRIVED';
  return null;
}

/** Small damage is exempt (spec §1): the amount must be at least the configured minimum. */
export const claimAmountRefusal = (amountUsd: string, minimumUsd: string): 'CLAIM_BELOW_MINIMUM' | null =>
  isBelowMinimumClaim(amountUsd, minimumUsd) ? 'CLAIM_BELOW_MINIMUM' : null;

/** A staff decision (approve or reject) is taken once, on a filed claim. */
export const decisionRefusal = (status: ClaimStatus): 'CLAIM_ALREADY_DECIDED' | null =>
  status === 'filed' ? null : 'CLAIM_ALREADY_DECIDED';

/** The cash refund is paid on an approved claim only. */
export const paymentRefusal = (status: ClaimStatus): 'CLAIM_NOT_APPROVED' | null => (status === 'approved' ? null : 'CLAIM_NOT_APPROVED');

/** The customer records the repair while the claim is still being dealt with (filed or approved). */
export const repairRefusal = (status: ClaimStatus): 'CLAIM_REPAIR_NOT_OPEN' | null =>
  status === 'filed' || status === 'approved' ? null : 'CLAIM_REPAIR_NOT_OPEN';

/**
 * What an approved claim pays: the damage staff assessed (the amount claimed unless they assess another), never more
 * than the cover. Refused like a filing when the assessed damage is under the minimum (small damage is exempt).
 */
export function approvedPayout(input: {
  amountClaimedUsd: string;
  assessedUsd?: string | null;
  coverUsd: string;
  minimumUsd: string;
}): { payoutUsd: string } | { refusal: 'CLAIM_BELOW_MINIMUM' } {
  const assessed = input.assessedUsd ?? input.amountClaimedUsd;
  if (isBelowMinimumClaim(assessed, input.minimumUsd)) return { refusal: 'CLAIM_BELOW_MINIMUM' };
  return { payoutUsd: claimPayout(assessed, input.coverUsd) };
}

/** The six steps of a claim as its customer sees them. */
export function claimSteps(claim: {
  status: ClaimStatus;
  insuredAt: Date;
  arrivedAt: Date;
  damageFoundOn: string;
  createdAt: Date;
  repairedAt: Date | null;
  repairCost: string | null;
  payout: string | null;
  paidAt: Date | null;
}): ClaimStep[] {
  const repaired = claim.repairedAt !== null;
  const refund: ClaimStepState =
    claim.status === 'paid' ? 'done' : claim.status === 'rejected' ? 'refused' : claim.status === 'approved' ? 'current' : 'pending';
  const repair: ClaimStepState = repaired ? 'done' : claim.status === 'filed' || claim.status === 'approved' ? 'current' : 'pending';
  const rows: [ClaimStepKey, ClaimStepState, string | null, string | null][] = [
    ['insured', 'done', claim.insuredAt.toISOString(), null],
    ['arrived', 'done', claim.arrivedAt.toISOString(), null],
    ['damage_found', 'done', claim.damageFoundOn, null],
    ['claim_filed', 'done', claim.createdAt.toISOString(), null],
    ['repaired', repair, claim.repairedAt?.toISOString() ?? null, claim.repairCost],
    ['refund', refund, claim.paidAt?.toISOString() ?? null, claim.payout],
  ];
  return rows.map(([key, state, at, amountUsd], i) => ({ step: i + 1, key, state, at, amountUsd }));
}

/** The step a claim has reached: the last one done (4 once filed, 6 once paid). */
export const currentStep = (steps: readonly ClaimStep[]): number =>
  steps.reduce((reached, s) => (s.state === 'done' ? s.step : reached), 0);
