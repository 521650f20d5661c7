import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AGE_COUNTED_AT, type AgeCountedAt, REQUIRED_STEERINGS, type RequiredSteering } from './import-rule.entity.js';

export const REASON_CODES = ['import_banned', 'too_old', 'too_new', 'steering'] as const;

/** A country's import rules as anyone may read them, with the model years they admit today. */
export class ImportRuleDto {
  @ApiProperty({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  countryCode: string;
  @ApiProperty({ example: true, description: 'false: the country admits no used car imports' })
  importAllowed: boolean;
  @ApiProperty({ type: 'integer', nullable: true, example: 8, description: 'The oldest a car may be, in model years; null: no limit' })
  maxAgeYears: number | null;
  @ApiProperty({ type: 'integer', nullable: true, example: null, description: 'The youngest a car may be, in model years; null: none' })
  minAgeYears: number | null;
  @ApiProperty({ enum: AGE_COUNTED_AT, example: 'today', description: 'Age on the day asked, or on the expected arrival' })
  ageCountedAt: AgeCountedAt;
  @ApiProperty({ enum: REQUIRED_STEERINGS, example: 'right' })
  requiredSteering: RequiredSteering;
  @ApiProperty({ example: true })
  inspectionRequired: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'QISJ' })
  inspectionAgency: string | null;
  @ApiProperty({ example: 'Up to 8 years from the year of first registration.', description: 'Staff’s notes, in English, as written' })
  notes: string;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 2018,
    description: 'The oldest model year admitted now (from maxAgeYears and ageCountedAt); null: no limit',
  })
  oldestModelYear: number | null;
  @ApiProperty({ type: 'integer', nullable: true, example: null, description: 'The newest model year admitted now; null: no limit' })
  newestModelYear: number | null;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class ImportRuleListDto {
  @ApiProperty({ type: [ImportRuleDto], description: 'Every country with rules on file, by country code' })
  items: ImportRuleDto[];
  @ApiProperty({ example: 27 })
  total: number;
}

/** A country's import rules as staff see them: also where they come from and when they were last checked there. */
export class StaffImportRuleDto extends ImportRuleDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Kenya Bureau of Standards (KEBS)',
    description: 'The authority the rule comes from, to check it against; null: not recorded',
  })
  source: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-11-26',
    description: 'The day the rule was last checked against its source; null: never',
  })
  reviewedOn: string | null;
}

export class StaffImportRuleListDto {
  @ApiProperty({ type: [StaffImportRuleDto], description: 'Every country with rules on file, by country code' })
  items: StaffImportRuleDto[];
  @ApiProperty({ example: 27 })
  total: number;
}

/** One reason a car cannot go to a country; the fields present depend on `code`. */
export class IneligibilityReasonDto {
  @ApiProperty({
    enum: REASON_CODES,
    description:
      'import_banned: the country admits no used cars; too_old: older than maxAgeYears (see oldestModelYear); ' +
      'too_new: younger than minAgeYears (see newestModelYear); steering: the wrong steering side (see requiredSteering)',
  })
  code: (typeof REASON_CODES)[number];
  @ApiPropertyOptional({ type: 'integer', example: 3, description: 'too_old' })
  maxAgeYears?: number;
  @ApiPropertyOptional({ type: 'integer', example: 25, description: 'too_new' })
  minAgeYears?: number;
  @ApiPropertyOptional({ type: 'integer', example: 6, description: 'too_old, too_new: the car’s age as the country counts it' })
  ageYears?: number;
  @ApiPropertyOptional({ type: 'integer', example: 2024, description: 'too_old: the oldest model year admitted' })
  oldestModelYear?: number;
  @ApiPropertyOptional({ type: 'integer', example: 2001, description: 'too_new: the newest model year admitted' })
  newestModelYear?: number;
  @ApiPropertyOptional({ enum: ['right', 'left'], description: 'steering: the side the country registers' })
  requiredSteering?: 'right' | 'left';
}

/** Whether a car can be imported to a country, and why not. No price: public. */
export class ImportEligibilityDto {
  @ApiProperty({ example: 'AB1234567', description: 'The car’s stock id' })
  ref: string;
  @ApiProperty({ type: 'integer', example: 2019, description: 'The car’s model year' })
  year: number;
  @ApiProperty({ enum: ['right', 'left'] })
  steering: 'right' | 'left';
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'PK',
    description: 'The destination answered for: the `country` asked, else the caller’s detected country; null when neither is known',
  })
  country: string | null;
  @ApiProperty({ example: false, description: 'true when `country` was detected from the caller’s IP address (none was asked)' })
  countryDetected: boolean;
  @ApiProperty({ example: true, description: 'Whether the country has import rules on file; without them nothing can be said' })
  rulesOnFile: boolean;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    example: false,
    description: 'true: the car can be imported; false: it cannot (see reasons); null: no country or no rules on file',
  })
  eligible: boolean | null;
  @ApiProperty({ type: [IneligibilityReasonDto], description: 'Every reason it cannot, empty when eligible or unknown' })
  reasons: IneligibilityReasonDto[];
  @ApiProperty({ type: 'integer', nullable: true, example: 6, description: 'The car’s age as the country counts it; null without rules' })
  ageYears: number | null;
  @ApiProperty({ example: false, description: 'A pre-export inspection is required' })
  inspectionRequired: boolean;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Who inspects, when known' })
  inspectionAgency: string | null;
  @ApiProperty({ example: 'Cars up to 3 years old.', description: 'Staff’s notes for the country, as written; empty without rules' })
  notes: string;
}
