import { COUNTRY_CODES } from '@autoexport/contract/countries';

/** Limits of a country's import rules as staff edit them. */
export const MAX_AGE_YEARS = 50;
export const MAX_INSPECTION_AGENCY = 60;
export const MAX_NOTES = 1000;

/** A minimum age above the maximum admits no car at all: refused (both null-able; either missing passes). */
export const agesInOrder = (minAgeYears: unknown, maxAgeYears: unknown): boolean =>
  typeof minAgeYears !== 'number' || typeof maxAgeYears !== 'number' || minAgeYears <= maxAgeYears;

/** A country code from a path, upper-cased; null when it is not ISO 3166-1 alpha-2. */
export function countryCodeOf(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return (COUNTRY_CODES as readonly string[]).includes(code) ? code : null;
}
