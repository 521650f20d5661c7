import { usd } from '../../common/money/money.dto.js';
import { toOrderCopyRef } from '../orders/orders.mappers.js';
import type { User } from '../users/user.entity.js';
import { claimSteps, currentStep, nextClaimStatuses } from './insurance-claim-rules.js';
import type { InsuranceClaim, InsuranceClaimEvent } from './insurance-claim.entity.js';
import type { AdminClaimDto, ClaimDto } from './insurance.responses.js';

const money = (amount: string | null) => (amount === null ? null : usd(amount));

/** A claim as its customer sees it. */
export function toClaimDto(c: InsuranceClaim): ClaimDto {
  const steps = claimSteps(c);
  return {
    id: c.publicId,
    status: c.status,
    order: toOrderCopyRef(c),
    damageReportReference: c.damageReportReference,
    description: c.description,
    damageFoundOn: c.damageFoundOn,
    amountClaimed: usd(c.amountClaimed),
    repairEstimate: money(c.repairEstimate),
    cover: usd(c.cover),
    payout: money(c.payout),
    rejectionReason: c.rejectionReason,
    repairCost: money(c.repairCost),
    currentStep: currentStep(steps),
    steps: steps.map((s) => ({ step: s.step, key: s.key, state: s.state, at: s.at, amount: money(s.amountUsd) })),
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    paidAt: c.paidAt?.toISOString() ?? null,
  };
}

/** A claim as staff see it: with its customer (by user id) and its events. */
export function toAdminClaimDto(c: InsuranceClaim, users: Map<string, User>, events: InsuranceClaimEvent[]): AdminClaimDto {
  const user: User | undefined = users.get(String(c.userId));
  return {
    ...toClaimDto(c),
    customer: {
      id: user?.publicId ?? null,
      email: user?.email ?? null,
      name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    },
    nextStatuses: nextClaimStatuses(c.status),
    events: events
      .filter((e) => String(e.claimId) === String(c.id))
      .map((e) => ({
        kind: e.kind,
        amount: e.amount === null ? null : usd(e.amount),
        note: e.note,
        actorId: e.actorId,
        actorRole: e.actorRole,
        at: e.at.toISOString(),
      })),
  };
}
