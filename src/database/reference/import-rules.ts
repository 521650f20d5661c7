import type { AgeCountedAt, RequiredSteering } from '../../modules/import-rules/import-rule.entity.js';
import type { Query } from '../sql.js';

/**
 * The import rules of the main export markets (issue 11), loaded into every new install (production included) for
 * staff to review and correct: what the car page and the price calculator answer on the first day. Ages in model
 * years; inspection agencies as commonly named. Each rule names its source (REFERENCE_IMPORT_RULE_SOURCES: the authority
 * to check it against) and the day it was compiled from it; staff review it there and edit it in the back office.
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

/** The day these rules were compiled (issue 11); a rule staff have not reviewed since shows it. */
export const REFERENCE_IMPORT_RULES_REVIEWED_ON = '2026-11-26';

export const REFERENCE_IMPORT_RULES: readonly Row[] = [
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

/** Where each country's rules come from: the authority staff check them against when they review them. */
export const REFERENCE_IMPORT_RULE_SOURCES: Readonly<Record<string, string>> = {
  PK: 'Ministry of Commerce, Import Policy Order (Pakistan)',
  KE: 'Kenya Bureau of Standards (KEBS)',
  TZ: 'Tanzania Revenue Authority (TRA)',
  UG: 'Uganda Revenue Authority (URA)',
  ZM: 'Zambia Revenue Authority (ZRA)',
  MW: 'Malawi Revenue Authority (MRA)',
  MZ: 'Autoridade Tributária de Moçambique (AT)',
  ZW: 'Zimbabwe Revenue Authority (ZIMRA)',
  BW: 'Botswana Unified Revenue Service (BURS)',
  ZA: 'International Trade Administration Commission of South Africa (ITAC)',
  NG: 'Federal Road Safety Corps (FRSC), Nigeria',
  GH: 'Driver and Vehicle Licensing Authority (DVLA), Ghana',
  JM: 'Trade Board Limited, Jamaica',
  TT: 'Ministry of Trade and Industry, Trinidad and Tobago',
  GY: 'Guyana Revenue Authority (GRA)',
  BS: 'Bahamas Customs Department',
  BD: 'Ministry of Commerce, Import Policy Order (Bangladesh)',
  LK: 'Sri Lanka Customs',
  GB: 'Driver and Vehicle Standards Agency (DVSA)',
  IE: 'Revenue Commissioners (Ireland)',
  CY: 'Road Transport Department (Cyprus)',
  NZ: 'NZ Transport Agency Waka Kotahi (NZTA)',
  AU: 'Department of Infrastructure, Road Vehicle Standards (Australia)',
  US: 'National Highway Traffic Safety Administration (NHTSA)',
  CA: 'Transport Canada',
  CL: 'Servicio Nacional de Aduanas (Chile)',
  AE: 'Federal Authority for Identity, Citizenship, Customs and Port Security (UAE)',
};

/** Writes the rules of the countries that have none yet (a country's rules on file are left as they are). */
export async function loadReferenceImportRules(query: Query): Promise<number> {
  for (const [country, allowed, maxAge, minAge, countedAt, steering, inspection, notes] of REFERENCE_IMPORT_RULES) {
    await query(
      `INSERT INTO import_rules (country_code, import_allowed, max_age_years, min_age_years, age_counted_at, required_steering,
                                 inspection_required, inspection_agency, notes, source, reviewed_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (country_code) DO NOTHING`,
      [
        country,
        allowed,
        maxAge,
        minAge,
        countedAt,
        steering,
        inspection !== null,
        inspection,
        notes,
        REFERENCE_IMPORT_RULE_SOURCES[country] ?? null,
        REFERENCE_IMPORT_RULES_REVIEWED_ON,
      ],
    );
  }
  return REFERENCE_IMPORT_RULES.length;
}
