import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES } from '@autoexport/contract/countries';
import { drivesOnLeft, LEFT_TRAFFIC_COUNTRIES, normalizeCountry, steeringFor } from './driving-side.js';

describe('LEFT_TRAFFIC_COUNTRIES', () => {
  it('holds only known ISO alpha-2 codes', () => {
    for (const code of LEFT_TRAFFIC_COUNTRIES) expect(COUNTRY_CODES).toContain(code);
  });

  it.each([
    'GB',
    'IE',
    'JP',
    'KE',
    'TZ',
    'UG',
    'ZM',
    'ZW',
    'MZ',
    'MW',
    'BW',
    'NA',
    'ZA',
    'LS',
    'SZ',
    'MU',
    'SC',
    'PK',
    'IN',
    'BD',
    'LK',
    'NP',
    'BT',
    'TH',
    'MY',
    'SG',
    'ID',
    'BN',
    'TL',
    'HK',
    'MO',
    'AU',
    'NZ',
    'FJ',
    'PG',
    'SB',
    'WS',
    'TO',
    'KI',
    'TV',
    'NR',
    'CY',
    'MT',
    'JM',
    'TT',
    'BB',
    'BS',
    'GY',
    'SR',
    'AG',
    'DM',
    'GD',
    'KN',
    'LC',
    'VC',
  ])('%s drives on the left', (code) => {
    expect(drivesOnLeft(code)).toBe(true);
  });

  it.each(['US', 'CA', 'DE', 'FR', 'CN', 'KR', 'AE', 'NG', 'GH', 'TG', 'ET', 'RW', 'CL', 'RU', 'SA', 'EG', 'PH', 'VN', 'GI'])(
    '%s drives on the right',
    (code) => {
      expect(drivesOnLeft(code)).toBe(false);
    },
  );
});

describe('steeringFor', () => {
  it('wants right-hand drive where traffic keeps left', () => {
    expect(steeringFor('KE')).toBe('right');
    expect(steeringFor('JP')).toBe('right');
    expect(steeringFor('GB')).toBe('right');
  });

  it('wants left-hand drive where traffic keeps right', () => {
    expect(steeringFor('US')).toBe('left');
    expect(steeringFor('AE')).toBe('left');
    expect(steeringFor('CL')).toBe('left');
  });

  it('ignores case and surrounding spaces', () => {
    expect(steeringFor(' ke ')).toBe('right');
    expect(steeringFor('us')).toBe('left');
  });

  it('answers null for a missing or unknown country', () => {
    expect(steeringFor(undefined)).toBeNull();
    expect(steeringFor(null)).toBeNull();
    expect(steeringFor('')).toBeNull();
    expect(steeringFor('XX')).toBeNull();
    expect(steeringFor('Kenya')).toBeNull();
  });
});

describe('normalizeCountry', () => {
  it('upper-cases known codes and rejects the rest', () => {
    expect(normalizeCountry(' tz')).toBe('TZ');
    expect(normalizeCountry('ZZ')).toBeNull();
    expect(normalizeCountry('KEN')).toBeNull();
  });
});
