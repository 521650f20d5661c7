import { describe, expect, it } from '@jest/globals';
import {
  type ImportRuleFacts,
  importableCarBounds,
  importEligibility,
  OVERRIDE_MACHINE,
  overrideStatus,
  saleRefusal,
  saleRefused,
} from './import-eligibility.js';

const rule = (overrides: Partial<ImportRuleFacts> = {}): ImportRuleFacts => ({
  countryCode: 'KE',
  importAllowed: true,
  maxAgeYears: 8,
  minAgeYears: null,
  ageCountedAt: 'today',
  requiredSteering: 'right',
  inspectionRequired: true,
  inspectionAgency: 'QISJ',
  notes: '',
  ...overrides,
});
const midYear = new Date('2026-06-15T00:00:00Z');

describe('importEligibility', () => {
  it('admits a car within the age limit with the right steering', () => {
    const answer = importEligibility({ year: 2018, steering: 'right' }, rule(), 'KE', midYear);
    expect(answer).toMatchObject({ eligible: true, reasons: [], ageYears: 8, inspectionRequired: true, inspectionAgency: 'QISJ' });
  });

  it('refuses a car one model year too old, saying the oldest model year allowed', () => {
    const answer = importEligibility({ year: 2017, steering: 'right' }, rule(), 'KE', midYear);
    expect(answer.eligible).toBe(false);
    expect(answer.reasons).toEqual([{ code: 'too_old', maxAgeYears: 8, ageYears: 9, oldestModelYear: 2018 }]);
  });

  it('counts age on arrival where the country says so: in late December the next year already applies', () => {
    const lateDecember = new Date('2026-12-20T00:00:00Z');
    const pk = rule({ countryCode: 'PK', maxAgeYears: 3, ageCountedAt: 'arrival' });
    expect(importEligibility({ year: 2023, steering: 'right' }, pk, 'PK', midYear).eligible).toBe(true);
    expect(importEligibility({ year: 2023, steering: 'right' }, pk, 'PK', lateDecember).reasons).toEqual([
      { code: 'too_old', maxAgeYears: 3, ageYears: 4, oldestModelYear: 2024 },
    ]);
  });

  it('applies a minimum age (the 25-year rule) and any steering', () => {
    const us = rule({ countryCode: 'US', maxAgeYears: null, minAgeYears: 25, requiredSteering: 'any', inspectionRequired: false });
    expect(importEligibility({ year: 2001, steering: 'right' }, us, 'US', midYear).eligible).toBe(true);
    expect(importEligibility({ year: 2002, steering: 'right' }, us, 'US', midYear).reasons).toEqual([
      { code: 'too_new', minAgeYears: 25, ageYears: 24, newestModelYear: 2001 },
    ]);
  });

  it('gives every reason at once: banned, wrong steering', () => {
    const za = rule({ countryCode: 'ZA', importAllowed: false, maxAgeYears: null, requiredSteering: 'left' });
    expect(importEligibility({ year: 2024, steering: 'right' }, za, 'ZA', midYear).reasons.map((r) => r.code)).toEqual([
      'import_banned',
      'steering',
    ]);
  });

  it('says nothing without rules on file', () => {
    expect(importEligibility({ year: 2024, steering: 'right' }, null, 'FR', midYear)).toMatchObject({ eligible: null, reasons: [] });
  });
});

describe('importableCarBounds', () => {
  it('turns the rules into model-year bounds and a steering side', () => {
    expect(importableCarBounds(rule(), midYear)).toEqual({ none: false, minYear: 2018, maxYear: null, steering: 'right' });
    expect(importableCarBounds(rule({ maxAgeYears: null, minAgeYears: 25, requiredSteering: 'any' }), midYear)).toEqual({
      none: false,
      minYear: null,
      maxYear: 2001,
      steering: null,
    });
  });

  it('admits nothing where imports are banned or the ages contradict', () => {
    expect(importableCarBounds(rule({ importAllowed: false }), midYear)).toEqual({ none: true });
  });
});

describe('an eligibility override’s states', () => {
  const now = new Date('2026-11-29T00:00:00Z');
  const open = { usedAt: null, revokedAt: null, expiresAt: new Date('2026-12-13T00:00:00Z') };

  it('is open until used, revoked or past its end', () => {
    expect(overrideStatus(open, now)).toBe('open');
    expect(overrideStatus({ ...open, usedAt: now }, now)).toBe('used');
    expect(overrideStatus({ ...open, revokedAt: now }, now)).toBe('revoked');
    expect(overrideStatus({ ...open, expiresAt: now }, now)).toBe('expired');
  });

  it('is used by a reservation while open, revoked by staff while open or expired, and nothing after', () => {
    expect(OVERRIDE_MACHINE.can('open', 'used', 'reservation')).toBe(true);
    expect(OVERRIDE_MACHINE.can('expired', 'used', 'reservation')).toBe(false);
    expect(OVERRIDE_MACHINE.targets('open', 'staff')).toEqual(['revoked']);
    expect(OVERRIDE_MACHINE.targets('expired', 'staff')).toEqual(['revoked']);
    expect(OVERRIDE_MACHINE.targets('used', 'staff')).toEqual([]);
    expect(OVERRIDE_MACHINE.refusal('used', 'revoked', 'staff')).toMatchObject({
      code: 'ELIGIBILITY_OVERRIDE_NOT_OPEN',
      message: 'This override has been used or has ended: it can no longer be used or revoked.',
    });
  });

  it('refuses a sale only on a definite no, each reason a detail of the 409', () => {
    const refused = importEligibility({ year: 2010, steering: 'left' }, rule(), 'KE', new Date('2026-06-01T00:00:00Z'));
    expect(saleRefused(refused)).toBe(true);
    expect(saleRefused(importEligibility({ year: 2010, steering: 'left' }, null, 'MU', now))).toBe(false);
    const error = saleRefusal(refused);
    expect(error.getStatus()).toBe(409);
    expect(error).toMatchObject({ code: 'IMPORT_NOT_ELIGIBLE', params: { country: 'KE' } });
    expect(error.details?.map((d) => [d.field, d.code])).toEqual([
      ['destinationCountry', 'IMPORT_TOO_OLD'],
      ['destinationCountry', 'IMPORT_STEERING'],
    ]);
  });
});
