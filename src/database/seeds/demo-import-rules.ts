import type { AgeCountedAt, RequiredSteering } from '../../modules/import-rules/import-rule.entity.js';
import type { Query } from './demo-catalogue.js';

/**
 * Plausible import rules of the main export markets (issue 11), for staff to correct: what a fresh `npm start` answers
 * on the car page and in the price calculator. Ages in model years; inspection agencies as commonly named.
 */
type Row = [
  country: string,
  importAllowed: boolean,
  maxAgeYears: number | null,
  minAgeYears: number | null,
  countedAt: AgeCountedAt,
  steering: RequiredSteering,
  inspection: string | null,
  notes: string,
];

export const DEMO_IMPORT_RULES: readonly Row[] = [
  [
    'PK',
    true,
    3,
    null,
    'arrival',
    'right',
    null,
    'Cars up to 3 years old; SUVs and 4x4s up to 5 years under the baggage and gift schemes.',
  ],
  ['KE', true, 8, null, 'today', 'right', 'QISJ', 'Up to 8 years from the year of first registration; inspected in Japan before shipping.'],
  ['TZ', true, null, null, 'today', 'right', 'EAA', 'No age limit; cars over 10 years pay an extra excise duty.'],
  ['UG', true, 15, null, 'arrival', 'right', 'QISJ', 'Cars over 15 years old cannot be registered.'],
  ['ZM', true, null, null, 'today', 'right', null, 'No age limit; older cars pay a higher surtax.'],
  ['MW', true, null, null, 'today', 'right', null, ''],
  ['MZ', true, null, null, 'today', 'right', 'Intertek', 'Inspection before shipping is required.'],
  ['ZW', true, null, null, 'today', 'right', null, ''],
  ['BW', true, null, null, 'today', 'right', null, ''],
  ['ZA', false, null, null, 'today', 'right', null, 'Used car imports are not allowed except for returning residents with a permit.'],
  ['NG', true, null, null, 'today', 'left', null, 'Right-hand drive cars cannot be registered.'],
  ['GH', true, null, null, 'today', 'left', null, 'Right-hand drive cars cannot be registered; cars over 10 years pay a penalty.'],
  ['JM', true, 5, null, 'arrival', 'right', 'JEVIC', 'Bank transfer only: card and PayPal are not accepted for Jamaica.'],
  ['TT', true, 6, null, 'arrival', 'right', 'JEVIC', ''],
  ['GY', true, 8, null, 'arrival', 'right', 'JEVIC', ''],
  ['BS', true, null, null, 'today', 'right', null, ''],
  ['BD', true, 5, null, 'arrival', 'right', 'JAAI', ''],
  ['LK', true, 3, null, 'arrival', 'right', 'JAAI', ''],
  ['GB', true, null, null, 'today', 'right', null, 'Cars under 10 years old need an IVA test after arrival.'],
  ['IE', true, null, null, 'today', 'right', null, ''],
  ['CY', true, null, null, 'today', 'right', null, ''],
  ['NZ', true, null, null, 'today', 'right', 'JEVIC', 'Biosecurity inspection before shipping is required.'],
  ['AU', true, null, 25, 'today', 'any', null, 'Only cars at least 25 years old, or models on the SEVS register.'],
  ['US', true, null, 25, 'today', 'any', null, 'Only cars at least 25 years old (the 25-year rule).'],
  ['CA', true, null, 15, 'today', 'any', null, 'Only cars at least 15 years old.'],
  ['CL', false, null, null, 'today', 'left', null, 'Used car imports are allowed only into the Iquique and Punta Arenas free zones.'],
  ['AE', true, null, null, 'today', 'left', null, 'Right-hand drive cars cannot be registered.'],
];

export async function loadDemoImportRules(query: Query): Promise<number> {
  for (const [country, allowed, maxAge, minAge, countedAt, steering, inspection, notes] of DEMO_IMPORT_RULES) {
    await query(
      `INSERT INTO import_rules (country_code, import_allowed, max_age_years, min_age_years, age_counted_at, required_steering,
                                 inspection_required, inspection_agency, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (country_code) DO NOTHING`,
      [country, allowed, maxAge, minAge, countedAt, steering, inspection !== null, inspection, notes],
    );
  }
  return DEMO_IMPORT_RULES.length;
}
