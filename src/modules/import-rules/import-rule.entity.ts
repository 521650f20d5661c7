import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../../common/database/columns.js';

/** Which side the steering wheel must be on for a country to register the car; 'any' when both are allowed. */
export const REQUIRED_STEERINGS = ['right', 'left', 'any'] as const;
export type RequiredSteering = (typeof REQUIRED_STEERINGS)[number];

/**
 * When a country measures a car's age: on the day it is looked at ('today'), or on its expected arrival ('arrival',
 * today plus the typical transit time), which matters around the turn of the year.
 */
export const AGE_COUNTED_AT = ['today', 'arrival'] as const;
export type AgeCountedAt = (typeof AGE_COUNTED_AT)[number];

/**
 * One destination country's rules for importing a used Japanese car (issue 11, import eligibility), edited by staff.
 * Ages are whole model years: a car's age is the year it is measured in minus its model year. A country with no row
 * has no rules on file (eligibility unknown), which is not the same as "anything goes".
 */
@Entity('import_rules')
@Check('ck_import_rules_steering', `"required_steering" IN ('right', 'left', 'any')`)
@Check('ck_import_rules_age_counted_at', `"age_counted_at" IN ('today', 'arrival')`)
@Check('ck_import_rules_ages', '"min_age_years" IS NULL OR "max_age_years" IS NULL OR "min_age_years" <= "max_age_years"')
export class ImportRule {
  @PrimaryColumn({ name: 'country_code', type: 'char', length: 2 })
  countryCode: string;

  /** False where the country does not admit used car imports at all (e.g. South Africa for private buyers). */
  @Column({ name: 'import_allowed', type: 'boolean', default: true })
  importAllowed: boolean;

  /** The oldest a car may be, in model years; null when there is no limit. */
  @Column({ name: 'max_age_years', type: 'smallint', nullable: true })
  maxAgeYears: number | null;

  /** The youngest a car may be (the USA's 25-year rule, Canada's 15); null when there is no such rule. */
  @Column({ name: 'min_age_years', type: 'smallint', nullable: true })
  minAgeYears: number | null;

  @Column({ name: 'age_counted_at', type: 'varchar', length: 8, default: 'today' })
  ageCountedAt: AgeCountedAt;

  @Column({ name: 'required_steering', type: 'varchar', length: 5, default: 'any' })
  requiredSteering: RequiredSteering;

  /** A pre-export inspection (and by whom, e.g. QISJ, JEVIC, EAA) is required before shipping. */
  @Column({ name: 'inspection_required', type: 'boolean', default: false })
  inspectionRequired: boolean;

  @Column({ name: 'inspection_agency', type: 'varchar', length: 60, nullable: true })
  inspectionAgency: string | null;

  /** Staff's notes for customers (English), e.g. exceptions for returning residents. */
  @Column({ type: 'text', default: '' })
  notes: string;

  /** Where the rule comes from, for staff to check it against: the destination's customs or transport authority. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  source: string | null;

  /** The day (YYYY-MM-DD) the rule was last checked against its source; null when never. */
  @Column({ name: 'reviewed_on', type: 'date', nullable: true })
  reviewedOn: string | null;

  @UpdatedAtColumn()
  updatedAt: Date;

  @Column({ name: 'updated_by', type: 'bigint', nullable: true })
  updatedBy: string | null;
}
