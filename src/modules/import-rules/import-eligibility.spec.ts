import { describe, expect, it } from '@jest/globals';
import { type ImportRuleFacts, importableCarBounds, importEligibility } from './import-eligibility.js';

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
