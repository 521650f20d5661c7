import { Msg } from '@autoexport/contract/messages';
import { Choice, Country, Field, Flag, OptionalText, TextField } from '../../common/validation/fields.js';
import { rule, says } from '../../common/validation/rules.js';
import { AGE_COUNTED_AT, type AgeCountedAt, REQUIRED_STEERINGS, type RequiredSteering } from './import-rule.entity.js';
import { agesInOrder, MAX_AGE_YEARS, MAX_INSPECTION_AGENCY, MAX_NOTES } from './import-rule-checks.js';

/** An age in whole model years, 0 to MAX_AGE_YEARS; null (or left out) for no such limit. */
const AgeYears = (label: string, description: string, example: number) =>
  Field(
    label,
    { type: 'integer', minimum: 0, maximum: MAX_AGE_YEARS, example, description },
    { presence: 'nullable' },
    rule(
      'ageYears',
      'format',
      (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_AGE_YEARS,
      says(Msg.FIELD_WHOLE_NUMBER, { label, min: 0, max: MAX_AGE_YEARS }),
    ),
  );

/**
 * A country's import rules as staff write them (PUT /api/admin/import-rules/{country}: the whole rule, created or
 * replaced). Ages are whole model years; a car's age is the year it is measured in minus its model year.
 */
export class ImportRuleBodyDto {
  @Flag('Import allowed', { example: true, description: 'false: the country admits no used car imports at all' })
  importAllowed: boolean;

  @AgeYears('Maximum age', 'The oldest a car may be, in model years; null for no limit', 8)
  maxAgeYears?: number | null;

  @AgeYears('Minimum age', 'The youngest a car may be, in model years (the USA’s 25-year rule); null for none; at most maxAgeYears', 25)
  @rule(
    'agesInOrder',
    'length',
    (value, args) => agesInOrder(value, (args!.object as Record<string, unknown>).maxAgeYears),
    says(Msg.IMPORT_RULE_AGES_INVERTED),
  )
  minAgeYears?: number | null;

  @Choice('Age counted at', AGE_COUNTED_AT, {
    example: 'today',
    description: 'today: age on the day asked; arrival: on the expected arrival (about six weeks later), which matters around New Year',
  })
  ageCountedAt: AgeCountedAt;

  @Choice('Required steering', REQUIRED_STEERINGS, {
    example: 'right',
    description: 'The steering side the country registers: right, left, or any',
  })
  requiredSteering: RequiredSteering;

  @Flag('Inspection required', { example: true, description: 'A pre-export inspection is required before shipping' })
  inspectionRequired: boolean;

  @OptionalText('Inspection agency', MAX_INSPECTION_AGENCY, {
    example: 'QISJ',
    description: 'Who inspects (QISJ, JEVIC, JAAI, EAA…); kept only when an inspection is required',
  })
  inspectionAgency?: string | null;

  @TextField(
    'Notes',
    MAX_NOTES,
    { example: 'Up to 8 years from the year of first registration.', description: 'Shown to customers as written (English)' },
    { presence: 'optional' },
  )
  notes?: string;
}

/** GET /api/cars/detail/ref/{ref}/import-eligibility's query. */
export class EligibilityQueryDto {
  @Country(
    { type: String, example: 'PK', description: 'Destination (ISO 3166-1 alpha-2); left out, the caller’s country from their IP address' },
    { presence: 'optional' },
  )
  country?: string;
}
