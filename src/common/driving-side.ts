import { COUNTRY_CODES } from '@autoexport/contract/countries';
import type { Steering } from '@autoexport/contract/cars';

/**
 * ISO 3166-1 alpha-2 codes of the countries and territories that drive on the LEFT. Their buyers want
 * right-hand-drive cars (as Japan's own stock is); everyone else wants left-hand drive. Listed by region;
 * every code not here drives on the right.
 */
export const LEFT_TRAFFIC_COUNTRIES: ReadonlySet<string> = new Set([
  // Europe and the British Crown dependencies
  'GB', // United Kingdom
  'IE', // Ireland
  'IM', // Isle of Man
  'JE', // Jersey
  'GG', // Guernsey
  'CY', // Cyprus
  'MT', // Malta
  // Africa (southern and eastern Africa, Indian Ocean, South Atlantic)
  'KE', // Kenya
  'TZ', // Tanzania
  'UG', // Uganda
  'ZM', // Zambia
  'ZW', // Zimbabwe
  'MZ', // Mozambique
  'MW', // Malawi
  'BW', // Botswana
  'NA', // Namibia
  'ZA', // South Africa
  'LS', // Lesotho
  'SZ', // Eswatini
  'MU', // Mauritius
  'SC', // Seychelles
  'SH', // Saint Helena, Ascension and Tristan da Cunha
  'IO', // British Indian Ocean Territory
  // Asia
  'JP', // Japan
  'PK', // Pakistan
  'IN', // India
  'BD', // Bangladesh
  'LK', // Sri Lanka
  'NP', // Nepal
  'BT', // Bhutan
  'MV', // Maldives
  'TH', // Thailand
  'MY', // Malaysia
  'SG', // Singapore
  'ID', // Indonesia
  'BN', // Brunei
  'TL', // Timor-Leste
  'HK', // Hong Kong
  'MO', // Macau
  // Oceania
  'AU', // Australia
  'NZ', // New Zealand
  'FJ', // Fiji
  'PG', // Papua New Guinea
  'SB', // Solomon Islands
  'WS', // Samoa (switched to the left in 2009)
  'TO', // Tonga
  'KI', // Kiribati
  'TV', // Tuvalu
  'NR', // Nauru
  'CK', // Cook Islands
  'NU', // Niue
  'TK', // Tokelau
  'NF', // Norfolk Island
  'CX', // Christmas Island
  'CC', // Cocos (Keeling) Islands
  'PN', // Pitcairn Islands
  // The Americas: the Caribbean's left-hand-traffic islands and the Guianas, and the Falklands
  'JM', // Jamaica
  'TT', // Trinidad and Tobago
  'BB', // Barbados
  'BS', // Bahamas
  'AG', // Antigua and Barbuda
  'DM', // Dominica
  'GD', // Grenada
  'KN', // Saint Kitts and Nevis
  'LC', // Saint Lucia
  'VC', // Saint Vincent and the Grenadines
  'AI', // Anguilla
  'MS', // Montserrat
  'VG', // British Virgin Islands
  'VI', // United States Virgin Islands
  'KY', // Cayman Islands
  'TC', // Turks and Caicos Islands
  'BM', // Bermuda
  'GY', // Guyana
  'SR', // Suriname
  'FK', // Falkland Islands
]);

const KNOWN_COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** The ISO alpha-2 code upper-cased and trimmed, or null when it is not a known country. */
export function normalizeCountry(country: string | null | undefined): string | null {
  if (typeof country !== 'string') return null;
  const code = country.trim().toUpperCase();
  return KNOWN_COUNTRIES.has(code) ? code : null;
}

export const drivesOnLeft = (country: string): boolean => LEFT_TRAFFIC_COUNTRIES.has(country.trim().toUpperCase());

/**
 * The steering that suits a country's roads: right-hand drive where traffic keeps left, left-hand drive
 * elsewhere; null when the country is missing or unknown.
 */
export function steeringFor(country: string | null | undefined): Steering | null {
  const code = normalizeCountry(country);
  if (!code) return null;
  return LEFT_TRAFFIC_COUNTRIES.has(code) ? 'right' : 'left';
}
