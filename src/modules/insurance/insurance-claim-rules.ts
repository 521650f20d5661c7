import { conflict } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine, stateLabel } from '../../common/state-machine/state-machine.js';
import { claimPayout, isBelowMinimumClaim } from '../price-calculator/marine-insurance-rules.js';

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

/** The domain events of a claim's moves: the customer is emailed on each decision. */
export type ClaimEvent = 'insurance_claim.decided' | 'insurance_claim.paid';

/**
 * A claim's moves, in the shared state-machine shape (issue 24 §1): staff decide a filed claim once — approve it (a
 * payout, at most the cover) or reject it (with a reason) — and pay an approved one. Every status change of a claim
 * goes through it; a refused move is a 409 that says why, in the words staff already know: a decision on a decided
 * claim is CLAIM_ALREADY_DECIDED, a payment of a claim not approved is CLAIM_NOT_APPROVED.
 *
 *   filed ──staff──▶ approved ──staff──▶ paid
 *     └────staff──▶ rejected
 */
export const CLAIM_MACHINE = defineStateMachine<ClaimStatus, 'staff', void, ClaimEvent>({
  name: 'insurance claim',
  states: CLAIM_STATUSES,
  transitions: [
    { from: 'filed', to: 'approved', by: ['staff'], emits: ['insurance_claim.decided'] },
    { from: 'filed', to: 'rejected', by: ['staff'], emits: ['insurance_claim.decided'] },
    { from: 'approved', to: 'paid', by: ['staff'], emits: ['insurance_claim.paid'] },
  ],
  alreadyIn: (status) =>
    status === 'paid' ? conflict(Msg.CLAIM_NOT_APPROVED, { status }) : conflict(Msg.CLAIM_ALREADY_DECIDED, { status: stateLabel(status) }),
  notAllowed: (from, to) =>
    to === 'approved' || to === 'rejected'
      ? conflict(Msg.CLAIM_ALREADY_DECIDED, { status: stateLabel(from) })
      : to === 'paid'
        ? conflict(Msg.CLAIM_NOT_APPROVED, { status: stateLabel(from) })
        : conflict(Msg.CLAIM_TRANSITION_NOT_ALLOWED, { from: stateLabel(from), to: stateLabel(to) }),
});

/** What staff may do to a claim next (approve, reject, pay): what the back office offers. */
export const STAFF_CLAIM_TARGETS = ['approved', 'rejected', 'paid'] as const satisfies readonly ClaimStatus[];
export type StaffClaimTarget = (typeof STAFF_CLAIM_TARGETS)[number];
export const nextClaimStatuses = (status: ClaimStatus): StaffClaimTarget[] => CLAIM_MACHINE.targets(status, 'staff') as StaffClaimTarget[];

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
