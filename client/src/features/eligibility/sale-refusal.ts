import { ApiError } from '../../lib/api/api-error';
import type { IneligibilityReason } from './api/eligibility-api';

/** The detail codes of a refused sale (409 IMPORT_NOT_ELIGIBLE, issue 24) and the reasons they carry. */
const num = (value: string | number | undefined) => Number(value ?? 0);

/**
 * The reasons of a sale the server refused because the destination's import rules refuse the car: each `details`
 * entry back into the reason the car page's panel words (eligibility-text.ts), so the customer reads the same
 * sentences before and at submit, in their language. Null for any other error.
 */
export function saleRefusalOf(error: unknown): { country: string; reasons: IneligibilityReason[] } | null {
  if (!(error instanceof ApiError) || error.code !== 'IMPORT_NOT_ELIGIBLE') return null;
  const reasons = error.details.flatMap((detail): IneligibilityReason[] => {
    const p = detail.params ?? {};
    switch (detail.code) {
      case 'IMPORT_NOT_ALLOWED':
        return [{ code: 'import_banned' }];
      case 'IMPORT_TOO_OLD':
        return [{ code: 'too_old', ageYears: num(p.ageYears), maxAgeYears: num(p.maxAgeYears), oldestModelYear: num(p.oldestModelYear) }];
      case 'IMPORT_TOO_NEW':
        return [{ code: 'too_new', ageYears: num(p.ageYears), minAgeYears: num(p.minAgeYears), newestModelYear: num(p.newestModelYear) }];
      case 'IMPORT_STEERING':
        return [{ code: 'steering', requiredSteering: p.requiredSteering === 'left' ? 'left' : 'right' }];
      default:
        return [];
    }
  });
  return { country: String(error.params.country ?? ''), reasons };
}
