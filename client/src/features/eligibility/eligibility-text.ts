import type { TFunction } from 'i18next';
import type { IneligibilityReason } from './api/eligibility-api';

/**
 * One reason a car cannot go to a country, in the visitor's language: "Pakistan accepts cars from model year 2024 or
 * newer", "Only left-hand drive cars can be registered in Nigeria".
 */
export function reasonText(t: TFunction, reason: IneligibilityReason, country: string): string {
  switch (reason.code) {
    case 'too_old':
      return t('eligibility:reason.tooOld', { country, year: reason.oldestModelYear });
    case 'too_new':
      return t('eligibility:reason.tooNew', { country, year: reason.newestModelYear });
    case 'steering':
      return reason.requiredSteering === 'left'
        ? t('eligibility:reason.steeringLeft', { country })
        : t('eligibility:reason.steeringRight', { country });
    case 'import_banned':
      return t('eligibility:reason.banned', { country });
    default:
      return t('eligibility:reason.other', { country });
  }
}
