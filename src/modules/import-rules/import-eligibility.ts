import { type AppError, conflict, type FieldError, fieldError } from '../../common/errors/app-error.js';
import { Msg } from '@autoexport/contract/messages';
import { defineStateMachine } from '../../common/state-machine/state-machine.js';
import type { AgeCountedAt, RequiredSteering } from './import-rule.entity.js';

/** How long a car is usually on its way (spec §1: four to eight weeks): where a country counts age on arrival. */
export const TYPICAL_TRANSIT_DAYS = 42;

export interface ImportRuleFacts {
  countryCode: string;
  importAllowed: boolean;
  maxAgeYears: number | null;
  minAgeYears: number | null;
  ageCountedAt: AgeCountedAt;
  requiredSteering: RequiredSteering;
  inspectionRequired: boolean;
  inspectionAgency: string | null;
  notes: string;
}

export interface CarFacts {
  /** Model year. */
  year: number;
  steering: 'right' | 'left';
}

/** Why a car cannot go to a country; the client words each reason in the visitor's language. */
export type IneligibilityReason =
  | { code: 'import_banned' }
  | { code: 'too_old'; maxAgeYears: number; ageYears: number; oldestModelYear: number }
  | { code: 'too_new'; minAgeYears: number; ageYears: number; newestModelYear: number }
  | { code: 'steering'; requiredSteering: 'right' | 'left' };

export interface ImportEligibility {
  countryCode: string;
  /** null: no rules on file for the country, so nothing can be said. */
  eligible: boolean | null;
  reasons: IneligibilityReason[];
  /** The car's age as the country counts it, in model years; null without rules. */
  ageYears: number | null;
  inspectionRequired: boolean;
  inspectionAgency: string | null;
  notes: string;
}

/** The calendar year (UTC) a country measures age in: this year, or the year of the car's expected arrival. */
export function yearAgeIsMeasuredIn(countedAt: AgeCountedAt, today: Date): number {
  if (countedAt === 'today') return today.getUTCFullYear();
  return new Date(today.getTime() + TYPICAL_TRANSIT_DAYS * 86_400_000).getUTCFullYear();
}

/**
 * Whether a car may be imported to a country under its rules, and every reason why not. Pure: the search filter
 * (modelYearRangeFor) and the car page agree because both come from here.
 */
export function importEligibility(car: CarFacts, rule: ImportRuleFacts | null, countryCode: string, today: Date): ImportEligibility {
  if (!rule) {
    return { countryCode, eligible: null, reasons: [], ageYears: null, inspectionRequired: false, inspectionAgency: null, notes: '' };
  }
  const reasons: IneligibilityReason[] = [];
  const measuredIn = yearAgeIsMeasuredIn(rule.ageCountedAt, today);
  const ageYears = Math.max(0, measuredIn - car.year);
  if (!rule.importAllowed) reasons.push({ code: 'import_banned' });
  if (rule.maxAgeYears !== null && ageYears > rule.maxAgeYears) {
    reasons.push({ code: 'too_old', maxAgeYears: rule.maxAgeYears, ageYears, oldestModelYear: measuredIn - rule.maxAgeYears });
  }
  if (rule.minAgeYears !== null && ageYears < rule.minAgeYears) {
    reasons.push({ code: 'too_new', minAgeYears: rule.minAgeYears, ageYears, newestModelYear: measuredIn - rule.minAgeYears });
  }
  if (rule.requiredSteering !== 'any' && car.steering !== rule.requiredSteering) {
    reasons.push({ code: 'steering', requiredSteering: rule.requiredSteering });
  }
  return {
    countryCode: rule.countryCode,
    eligible: reasons.length === 0,
    reasons,
    ageYears,
    inspectionRequired: rule.inspectionRequired,
    inspectionAgency: rule.inspectionAgency,
    notes: rule.notes,
  };
}

/**
 * The cars a country admits, as SQL-friendly bounds (search's "importable to" filter): model years from..to
 * (inclusive, null for open) and the steering side (null for either); `none` when the country admits no used cars.
 */
export function importableCarBounds(
  rule: ImportRuleFacts,
  today: Date,
): { none: true } | { none: false; minYear: number | null; maxYear: number | null; steering: 'right' | 'left' | null } {
  if (!rule.importAllowed) return { none: true };
  const measuredIn = yearAgeIsMeasuredIn(rule.ageCountedAt, today);
  const minYear = rule.maxAgeYears === null ? null : measuredIn - rule.maxAgeYears;
  const maxYear = rule.minAgeYears === null ? null : measuredIn - rule.minAgeYears;
  if (minYear !== null && maxYear !== null && minYear > maxYear) return { none: true };
  return { none: false, minYear, maxYear, steering: rule.requiredSteering === 'any' ? null : rule.requiredSteering };
}

/* ------------------------------------------------------------------------------------------------ gating a sale */

/** How long a staff override waits for the reservation it lets through (calendar days). */
export const ELIGIBILITY_OVERRIDE_VALID_DAYS = 14;

/**
 * An override's states (issue 24: every stateful thing moves through the shared machine shape):
 *
 *   open ──▶ used      (the reservation it lets through)
 *     │ └──▶ expired   (the clock: unused after ELIGIBILITY_OVERRIDE_VALID_DAYS; not stored, read off expires_at)
 *     └───▶ revoked   (staff; an expired one may be revoked too)
 */
export const OVERRIDE_STATUSES = ['open', 'used', 'revoked', 'expired'] as const;
export type EligibilityOverrideStatus = (typeof OVERRIDE_STATUSES)[number];

export const OVERRIDE_MACHINE = defineStateMachine<
  EligibilityOverrideStatus,
  'reservation' | 'staff' | 'clock',
  void,
  'eligibility_override.used' | 'eligibility_override.revoked'
>({
  name: 'eligibility override',
  states: OVERRIDE_STATUSES,
  transitions: [
    { from: 'open', to: 'used', by: ['reservation'], emits: ['eligibility_override.used'] },
    { from: 'open', to: 'expired', by: ['clock'] },
    { from: ['open', 'expired'], to: 'revoked', by: ['staff'], emits: ['eligibility_override.revoked'] },
  ],
  alreadyIn: () => conflict(Msg.ELIGIBILITY_OVERRIDE_NOT_OPEN),
  notAllowed: () => conflict(Msg.ELIGIBILITY_OVERRIDE_NOT_OPEN),
});

export const overrideStatus = (
  override: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): EligibilityOverrideStatus =>
  override.usedAt ? 'used' : override.revokedAt ? 'revoked' : override.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';

/**
 * Whether the rules refuse a sale to the country (issue 24 §3): only a definite "no" does. A country without rules on
 * file (eligible null) refuses nothing — staff settle what is needed with the customer.
 */
export const saleRefused = (eligibility: Pick<ImportEligibility, 'eligible'>): boolean => eligibility.eligible === false;

/**
 * Every reason the rules refuse a car, as the `details` of the 409 (field `destinationCountry`): a code and its values
 * each, for the client to word in the customer's language.
 */
export function refusalDetails(eligibility: ImportEligibility): FieldError[] {
  const country = eligibility.countryCode;
  return eligibility.reasons.map((reason) => {
    switch (reason.code) {
      case 'import_banned':
        return fieldError('destinationCountry', Msg.IMPORT_NOT_ALLOWED, { country });
      case 'too_old':
        return fieldError('destinationCountry', Msg.IMPORT_TOO_OLD, {
          country,
          ageYears: reason.ageYears,
          maxAgeYears: reason.maxAgeYears,
          oldestModelYear: reason.oldestModelYear,
        });
      case 'too_new':
        return fieldError('destinationCountry', Msg.IMPORT_TOO_NEW, {
          country,
          ageYears: reason.ageYears,
          minAgeYears: reason.minAgeYears,
          newestModelYear: reason.newestModelYear,
        });
      case 'steering':
        return fieldError('destinationCountry', Msg.IMPORT_STEERING, { country, requiredSteering: reason.requiredSteering });
    }
  });
}

/** The 409 of a sale the rules refuse: "This car cannot be imported to KE." with every reason in `details`. */
export const saleRefusal = (eligibility: ImportEligibility): AppError =>
  conflict(Msg.IMPORT_NOT_ELIGIBLE, { country: eligibility.countryCode }, refusalDetails(eligibility));
