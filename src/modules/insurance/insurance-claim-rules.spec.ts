import { describe, expect, it } from '@jest/globals';
import {
  approvedPayout,
  claimAmountRefusal,
  claimFilingRefusal,
  claimSteps,
  CLAIM_MACHINE,
  CLAIM_STATUSES,
  currentStep,
  nextClaimStatuses,
  repairRefusal,
} from './insurance-claim-rules.js';

describe('who may file a claim, and when', () => {
  it('needs the order insured and its car arrived', () => {
    expect(claimFilingRefusal({ insured: true, status: 'arrived' })).toBeNull();
    expect(claimFilingRefusal({ insured: false, status: 'arrived' })).toBe('CLAIM_ORDER_NOT_INSURED');
    for (const status of ['reserved', 'deposit_paid', 'paid', 'shipped', 'cancelled']) {
      expect(claimFilingRefusal({ insured: true, status })).toBe('CLAIM_ORDER_NOT_ARRIVED');
    }
  });

  it('exempts small damage: under the minimum claim is refused, the minimum itself is not', () => {
    expect(claimAmountRefusal('99.99', '100.00')).toBe('CLAIM_BELOW_MINIMUM');
    expect(claimAmountRefusal('100.00', '100.00')).toBeNull();
    expect(claimAmountRefusal('2650.00', '100.00')).toBeNull();
  });
});

describe('staff decisions', () => {
  it('decide a filed claim once; pay an approved one only (the claim machine)', () => {
    expect(CLAIM_MACHINE.can('filed', 'approved', 'staff')).toBe(true);
    expect(CLAIM_MACHINE.can('filed', 'rejected', 'staff')).toBe(true);
    for (const s of ['approved', 'rejected', 'paid'] as const) {
      for (const decision of ['approved', 'rejected'] as const) {
        const refusal = CLAIM_MACHINE.refusal(s, decision, 'staff');
        expect(refusal?.getStatus()).toBe(409);
        expect(refusal).toMatchObject({ code: 'CLAIM_ALREADY_DECIDED', params: { status: s } });
      }
    }
    expect(CLAIM_MACHINE.can('approved', 'paid', 'staff')).toBe(true);
    for (const s of ['filed', 'rejected', 'paid'] as const) {
      expect(CLAIM_MACHINE.refusal(s, 'paid', 'staff')).toMatchObject({
        code: 'CLAIM_NOT_APPROVED',
        message: `Only an approved claim can be paid; this one is ${s}.`,
      });
    }
  });

  it('never sends a claim back to filed, and ends once rejected or paid', () => {
    for (const s of CLAIM_STATUSES.filter((x) => x !== 'filed')) {
      expect(CLAIM_MACHINE.refusal(s, 'filed', 'staff')).toMatchObject({
        code: 'CLAIM_TRANSITION_NOT_ALLOWED',
        params: { from: s, to: 'filed' },
      });
    }
    expect(CLAIM_MACHINE.isFinal('rejected')).toBe(true);
    expect(CLAIM_MACHINE.isFinal('paid')).toBe(true);
  });

  it('tells the back office what it may do next', () => {
    expect(nextClaimStatuses('filed')).toEqual(['approved', 'rejected']);
    expect(nextClaimStatuses('approved')).toEqual(['paid']);
    expect(nextClaimStatuses('rejected')).toEqual([]);
    expect(nextClaimStatuses('paid')).toEqual([]);
  });

  it('let the customer record the repair while filed or approved', () => {
    expect(repairRefusal('filed')).toBeNull();
    expect(repairRefusal('approved')).toBeNull();
    expect(repairRefusal('rejected')).toBe('CLAIM_REPAIR_NOT_OPEN');
    expect(repairRefusal('paid')).toBe('CLAIM_REPAIR_NOT_OPEN');
  });

  it('pay the amount claimed by default, or the assessed damage, never above the cover', () => {
    const base = { amountClaimedUsd: '2650.00', coverUsd: '10000.00', minimumUsd: '100.00' };
    expect(approvedPayout(base)).toEqual({ payoutUsd: '2650.00' });
    expect(approvedPayout({ ...base, assessedUsd: '2400.50' })).toEqual({ payoutUsd: '2400.50' });
    expect(approvedPayout({ ...base, amountClaimedUsd: '12000.00' })).toEqual({ payoutUsd: '10000.00' });
    // A car worth 1,800: the cover is its value.
    expect(approvedPayout({ ...base, coverUsd: '1800.00' })).toEqual({ payoutUsd: '1800.00' });
    expect(approvedPayout({ ...base, assessedUsd: '80.00' })).toEqual({ refusal: 'CLAIM_BELOW_MINIMUM' });
  });
});

describe('the six steps', () => {
  const filed = {
    status: 'filed' as const,
    insuredAt: new Date('2026-03-02T01:00:00Z'),
    arrivedAt: new Date('2026-04-05T03:00:00Z'),
    damageFoundOn: '2026-04-06',
    createdAt: new Date('2026-04-07T08:00:00Z'),
    repairedAt: null,
    repairCost: null,
    payout: null,
    paidAt: null,
  };

  it('stand at step 4 once filed, the repair next', () => {
    const steps = claimSteps(filed);
    expect(steps.map((s) => [s.step, s.key, s.state])).toEqual([
      [1, 'insured', 'done'],
      [2, 'arrived', 'done'],
      [3, 'damage_found', 'done'],
      [4, 'claim_filed', 'done'],
      [5, 'repaired', 'current'],
      [6, 'refund', 'pending'],
    ]);
    expect(steps[2]!.at).toBe('2026-04-06');
    expect(currentStep(steps)).toBe(4);
  });

  it('show the repair cost and the refund once approved, then paid', () => {
    const approved = claimSteps({
      ...filed,
      status: 'approved',
      repairedAt: new Date('2026-04-20T00:00:00Z'),
      repairCost: '2500.00',
      payout: '2650.00',
    });
    expect(approved[4]).toMatchObject({ state: 'done', amountUsd: '2500.00' });
    expect(approved[5]).toMatchObject({ state: 'current', amountUsd: '2650.00', at: null });
    const paid = claimSteps({ ...filed, status: 'paid', payout: '2650.00', paidAt: new Date('2026-04-30T00:00:00Z') });
    expect(paid[5]).toMatchObject({ state: 'done', at: '2026-04-30T00:00:00.000Z' });
    expect(currentStep(paid)).toBe(6);
  });

  it('refuse the refund of a rejected claim', () => {
    const steps = claimSteps({ ...filed, status: 'rejected' });
    expect(steps[4]!.state).toBe('pending');
    expect(steps[5]!.state).toBe('refused');
  });
});
