import { describe, expect, it } from '@jest/globals';
import { agesInOrder, countryCodeOf, MAX_INSPECTION_AGENCY, MAX_NOTES } from '../../modules/import-rules/import-rule-checks.js';
import { REFERENCE_IMPORT_RULE_SOURCES, REFERENCE_IMPORT_RULES, REFERENCE_IMPORT_RULES_REVIEWED_ON } from './import-rules.js';

/** The reference rules pass the checks a staff edit does, and each says where it comes from, for staff to review. */
describe('reference import rules', () => {
  it('are one per country, as staff could write them', () => {
    const countries = REFERENCE_IMPORT_RULES.map(([country]) => country);
    expect(new Set(countries).size).toBe(countries.length);
    for (const [country, , maxAge, minAge, , , inspection, notes] of REFERENCE_IMPORT_RULES) {
      expect([country, countryCodeOf(country), agesInOrder(minAge, maxAge)]).toEqual([country, country, true]);
      expect(notes.length).toBeLessThanOrEqual(MAX_NOTES);
      expect((inspection ?? '').length).toBeLessThanOrEqual(MAX_INSPECTION_AGENCY);
    }
  });

  it('name their source and the day they were compiled from it', () => {
    const countries = REFERENCE_IMPORT_RULES.map(([country]) => country);
    expect(Object.keys(REFERENCE_IMPORT_RULE_SOURCES).sort()).toEqual([...countries].sort());
    for (const [country, source] of Object.entries(REFERENCE_IMPORT_RULE_SOURCES)) {
      expect([country, source.trim().length > 5 && source.length <= 200]).toEqual([country, true]);
    }
    expect(REFERENCE_IMPORT_RULES_REVIEWED_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${REFERENCE_IMPORT_RULES_REVIEWED_ON}T00:00:00Z`).toISOString().slice(0, 10)).toBe(REFERENCE_IMPORT_RULES_REVIEWED_ON);
  });
});
