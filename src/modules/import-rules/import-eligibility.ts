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
