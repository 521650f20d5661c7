import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import { reasonText } from './eligibility-text';

describe('reasonText', () => {
  const en = createTestI18n('en').t;

  it('words each reason a car cannot go to a country', () => {
    expect(reasonText(en, { code: 'too_old', maxAgeYears: 3, ageYears: 7, oldestModelYear: 2024 }, 'Pakistan')).toBe(
      'Pakistan accepts cars from model year 2024 or newer',
    );
    expect(reasonText(en, { code: 'too_new', minAgeYears: 25, ageYears: 2, newestModelYear: 2001 }, 'United States')).toBe(
      'United States accepts only cars from model year 2001 or older',
    );
    expect(reasonText(en, { code: 'steering', requiredSteering: 'left' }, 'Nigeria')).toBe(
      'Only left-hand drive cars can be registered in Nigeria',
    );
    expect(reasonText(en, { code: 'import_banned' }, 'South Africa')).toBe('South Africa does not allow used car imports');
  });

  it('speaks the visitor’s language', () => {
    const ur = createTestI18n('ur').t;
    expect(reasonText(ur, { code: 'too_old', maxAgeYears: 3, ageYears: 7, oldestModelYear: 2024 }, 'پاکستان')).toBe(
      'پاکستان ماڈل سال 2024 یا اس کے بعد کی گاڑیاں قبول کرتا ہے',
    );
  });
});
