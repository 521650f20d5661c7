import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import type { IneligibilityReason } from '../api/eligibility-api';
import { reasonText } from '../eligibility-text';
import '../eligibility.css';

/**
 * Why a car cannot be sold to a destination (issue 24 §3), in the customer's language: what the server said — the
 * car's import eligibility for the chosen country before they submit, the 409's reasons when they did. The screen never
 * decides it: `reasons` always come from the API.
 */
export function SaleRefusal({
  country,
  reasons,
  refused,
  id,
}: {
  country: string;
  reasons: readonly IneligibilityReason[];
  /** The server refused the reservation (at submit), rather than warned before it. */
  refused: boolean;
  id?: string;
}) {
  const { t } = useTranslation('eligibility');
  const f = useFormat();
  const name = f.country(country);
  return (
    <div id={id} className="sale-refusal" role={refused ? 'alert' : 'status'} tabIndex={refused ? -1 : undefined}>
      <p className="sale-refusal__title">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
        </svg>
        <strong>{refused ? t('refusal.refused', { country: name }) : t('panel.notEligible', { country: name })}</strong>
      </p>
      {reasons.length > 0 && (
        <ul className="sale-refusal__reasons">
          {reasons.map((reason) => (
            <li key={reason.code}>
              {reasonText(t, reason, name)}
              {reason.ageYears !== undefined && (reason.code === 'too_old' || reason.code === 'too_new') && (
                <> {t('refusal.age', { count: reason.ageYears })}</>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="sale-refusal__help">{t('refusal.help')}</p>
    </div>
  );
}
