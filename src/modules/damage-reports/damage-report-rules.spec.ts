import { describe, expect, it } from '@jest/globals';
import { formFlag } from './damage-reports.requests.js';
import {
  DAMAGE_REPORT_STATUSES,
  damageTransitionRefusal,
  isPurchased,
  kindsOf,
  newDamageReference,
  normaliseDamageReference,
} from './damage-report-rules.js';

describe('damage report rules', () => {
  it('moves submitted → under review → resolved or rejected, and nothing else', () => {
    const allowed = DAMAGE_REPORT_STATUSES.flatMap((from) =>
      DAMAGE_REPORT_STATUSES.filter((to) => damageTransitionRefusal(from, to) === null).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['submitted→under_review', 'under_review→resolved', 'under_review→rejected']);
  });

  it('says why a move is refused', () => {
    expect(damageTransitionRefusal('submitted', 'resolved')).toMatchObject({
      code: 'DAMAGE_REPORT_TRANSITION_NOT_ALLOWED',
      message: 'A damage report that is submitted cannot be set to resolved.',
    });
    expect(damageTransitionRefusal('under_review', 'under_review')).toMatchObject({
      code: 'DAMAGE_REPORT_ALREADY_IN_STATUS',
      message: 'This damage report is already under review.',
    });
    expect(damageTransitionRefusal('rejected', 'under_review')?.getStatus()).toBe(409);
  });

  it('counts an order as purchased once paid in full, whatever its shipping', () => {
    const order = (status: string, amountAllocated: string, total = '6500.00') =>
      isPurchased({ status: status as never, amountAllocated, total });
    expect(order('paid', '6500.00')).toBe(true);
    expect(order('shipped', '6500.00')).toBe(true);
    expect(order('arrived', '6500.00')).toBe(true);
    expect(order('reserved', '0.00')).toBe(false);
    expect(order('deposit_paid', '3250.00')).toBe(false);
    expect(order('shipped', '3250.00')).toBe(false);
    expect(order('arrived', '3250.00')).toBe(false);
    expect(order('cancelled', '0.00')).toBe(false);
  });

  it('makes readable references and reads them back in any case', () => {
    const ref = newDamageReference();
    expect(ref).toMatch(/^DR-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(newDamageReference(() => 0)).toBe('DR-00000000');
    expect(newDamageReference(() => 31)).toBe('DR-ZZZZZZZZ');
    expect(normaliseDamageReference(` ${ref.toLowerCase()} `)).toBe(ref);
    expect(normaliseDamageReference('DR-0000000I')).toBeNull();
    expect(normaliseDamageReference('DR-123')).toBeNull();
    expect(normaliseDamageReference("DR-1' OR 1=1")).toBeNull();
  });

  it('lists the kinds ticked, in the form’s order', () => {
    expect(kindsOf({ damagedExterior: true, damagedInterior: false, mechanicalIssues: true, missingAccessories: false })).toEqual([
      'damagedExterior',
      'mechanicalIssues',
    ]);
  });

  it('reads a form’s checkbox text as a boolean, leaving anything else for the validator', () => {
    expect([undefined, null, '', 'false', 'off', '0', 'no', ' FALSE '].map(formFlag)).toEqual(Array(8).fill(false));
    expect(['true', 'on', '1', 'yes', 'True', true].map(formFlag)).toEqual(Array(6).fill(true));
    expect(formFlag('maybe')).toBe('maybe');
    expect(formFlag(['true', 'false'])).toEqual(['true', 'false']);
  });
});
